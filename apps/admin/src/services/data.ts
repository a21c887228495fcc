import type {
  AliasFileReport,
  CourseBatchOptions,
  ImportRunDetail,
  ImportRunView,
  ImportStarted,
  ImportStats,
  MajorDetail,
  MajorLevel,
  MajorTreeNode,
  NameSuggestions,
  Page,
  PageQuery,
  ReferenceFilters,
  SchoolAliasAdded,
  SchoolAliasKind,
  SchoolAliasRemoved,
  SchoolAliasView,
  SchoolCity,
  SchoolDetail,
  SchoolQuery,
  SchoolSummary,
  ScoreLineRow,
  UploadReport,
} from '@zhiyuan/shared';
import { http } from './http';

/*
 * ---------- 数据导入: runs of the importer and what the database holds ----------
 * The answers are the server's own contracts (@zhiyuan/shared contracts/data-import.ts).
 */

/** The closest institutions for up to 100 unmatched names. */
export function suggestSchools(names: { province: string; schoolName: string }[]): Promise<NameSuggestions[]> {
  return http.postJson<NameSuggestions[]>('/dataImport/alias/suggest', { names }, { silent: true });
}

export function getImportStats(): Promise<ImportStats> {
  return http.get<ImportStats>('/dataImport/stats');
}

export function getImportRuns(query: PageQuery): Promise<Page<ImportRunView>> {
  return http.get<Page<ImportRunView>>('/dataImport/getRuns', { ...query });
}

export function getImportRun(id: string): Promise<ImportRunDetail> {
  return http.get<ImportRunDetail>(`/dataImport/get/${encodeURIComponent(id)}`);
}

export function uploadDryRun(file: File): Promise<UploadReport> {
  return http.postFile<UploadReport>('/dataImport/upload/dryRun', file, file.name, { silent: true });
}

export function uploadCommit(file: File): Promise<UploadReport> {
  return http.postFile<UploadReport>('/dataImport/upload/commit', file, file.name, { silent: true });
}

export function getSchoolAliases(query: PageQuery & { keyword?: string }): Promise<Page<SchoolAliasView>> {
  return http.get<Page<SchoolAliasView>>('/dataImport/alias/getByPage', { ...query });
}

/** Adds an alias (institution by catalog name or code; without a kind, the server picks the likely one); stored rows are matched again. */
export function addSchoolAlias(input: { alias: string; institutionName: string; kind?: SchoolAliasKind }): Promise<SchoolAliasAdded> {
  return http.post<SchoolAliasAdded>('/dataImport/alias/add', input, { silent: true });
}

export function aliasFileDryRun(file: File): Promise<AliasFileReport> {
  return http.postFile<AliasFileReport>('/dataImport/alias/upload/dryRun', file, file.name, { silent: true });
}

export function aliasFileCommit(file: File): Promise<AliasFileReport> {
  return http.postFile<AliasFileReport>('/dataImport/alias/upload/commit', file, file.name, { silent: true });
}

export function deleteSchoolAlias(alias: string): Promise<SchoolAliasRemoved> {
  return http.post<SchoolAliasRemoved>('/dataImport/alias/delete', { alias });
}

/**
 * Starts an import of DATA_DIR. Silent: the caller explains the two expected refusals
 * (code 501: no DATA_DIR configured; code 400: a run is already running).
 */
export function runImport(): Promise<ImportStarted> {
  return http.post<ImportStarted>('/dataImport/run', {}, { silent: true });
}

/* ---------- reference data, read-only (院校库, 专业库, 录取数据) ---------- */

/** What the search pages can filter by, as present in the data. */
export function getReferenceFilters(): Promise<ReferenceFilters> {
  return http.get<ReferenceFilters>('/reference/filters');
}

/** The list answers active institutions only; `status` is absent from its rows. */
export function getSchools(query: SchoolQuery): Promise<Page<SchoolSummary>> {
  return http.get<Page<SchoolSummary>>('/schoolBaseInfo/getByPage', { ...query });
}

/** Every field of one institution (10-digit code, status, former names, source …). */
export function getSchoolDetail(id: string): Promise<SchoolDetail> {
  return http.get<SchoolDetail>('/schoolBaseInfo/schoolGeneralSituation', { id });
}

/** Cities of a province that have institutions. */
export function getSchoolCities(province: string): Promise<SchoolCity[]> {
  return http.get<SchoolCity[]>(`/schoolCity/get/${encodeURIComponent(province)}`);
}

/** The catalog of one level as a tree 门类 → 专业类 → majors. */
export function getMajorTree(level: MajorLevel): Promise<MajorTreeNode[]> {
  return http.get<MajorTreeNode[]>('/professionBaseInfo/getProfessionAndJob', { level });
}

export function getMajorDetail(id: string): Promise<MajorDetail> {
  return http.get<MajorDetail>(`/professionBaseInfo/professionGeneralSituation/${encodeURIComponent(id)}`);
}

export interface ScoreLineQuery extends PageQuery {
  /** Required by the server; the year defaults to the latest with data. */
  province: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  /** School name (and major name at major level). */
  keyword?: string;
  scoreMin?: number;
  scoreMax?: number;
  rankMin?: number;
  rankMax?: number;
}

/** 院校 / 院校专业组 lines (getYxByCmd) or 专业 lines (getZyByCmd). */
export type ScoreLineGrain = 'school' | 'major';

export function getScoreLines(grain: ScoreLineGrain, query: ScoreLineQuery): Promise<Page<ScoreLineRow>> {
  const path = grain === 'school' ? '/yuanxiaoLqxxJssdt/getYxByCmd' : '/yuanxiaoLqxxJssdt/getZyByCmd';
  return http.get<Page<ScoreLineRow>>(path, { ...query });
}

/** 科类 and 批次 present for a province and year (the latest when the year is left out). */
export function getCourseBatches(province: string, year?: number): Promise<CourseBatchOptions> {
  return http.get<CourseBatchOptions>('/lineShowCourseBatch/getKlAndPc', { province, year });
}
