import type {
  AliasFileReport,
  AliasRefusal,
  CourseBatchOptions,
  DataMode,
  MajorDetail,
  MajorLevel,
  MajorTreeNode,
  Page,
  PageQuery,
  ReferenceFilters,
  SchoolCity,
  SchoolDetail,
  SchoolQuery,
  SchoolSummary,
  ScoreLineRow,
} from '@zhiyuan/shared';
import { http } from './http';

/* ---------- 数据导入: runs of the importer and what the database holds ---------- */

/** 'real' after an import of the public data set, 'demo' with the built-in set, 'empty' with neither. */
export type StatsDataMode = DataMode | 'empty';

export interface ReferenceTotals {
  institutions: number;
  majors: number;
  offerings: number;
  admissionRecords: number;
  rankRows: number;
  controlLines: number;
}

/** Rows per province and year: admission records by level, rank-table rows and control lines. */
export interface ProvinceYearCount {
  province: string;
  year: number;
  institution: number;
  group: number;
  major: number;
  plan: number;
  rankRows: number;
  controlLines: number;
}

export interface ImportStats {
  dataMode: StatsDataMode;
  totals: ReferenceTotals;
  byProvinceYear: ProvinceYearCount[];
}

export type ImportRunStatus = 'running' | 'succeeded' | 'failed' | 'empty';

export interface ImportRunTotals {
  read: number;
  imported: number;
  unchanged: number;
  skipped: number;
}

export interface ImportRun {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: ImportRunStatus;
  dataDir: string | null;
  triggeredBy: string | null;
  totals: ImportRunTotals | null;
  error: string | null;
}

/** What one input file gave: rows read, imported, already there, and skipped by reason. */
export interface ImportFileSummary {
  file: string;
  read: number;
  imported: number;
  unchanged: number;
  skipped: Record<string, number>;
}

/** A school name (with its province) that matched no national institution, with its row count. */
export interface UnmatchedSchool {
  province: string;
  schoolName: string;
  rows: number;
  /** In an upload's answer (its first 100 names): the closest institutions; otherwise asked with suggestSchools. */
  suggestions?: SchoolSuggestion[];
  unmatchable?: UnmatchableReason | null;
}

/** Why the built-in list says a name matches no institution. */
export type UnmatchableReason = 'military' | 'hk-macao-taiwan-foreign' | 'closed-or-merged' | 'adult-or-cadre' | 'ambiguous' | 'unreadable';

/** One of the three institutions closest to an unmatched name, and the alias a click adds. */
export interface SchoolSuggestion {
  institutionId: string;
  institutionName: string;
  province: string | null;
  score: number;
  alias: string;
  kind: SchoolAliasKind;
}

export interface NameSuggestions {
  province: string;
  schoolName: string;
  suggestions: SchoolSuggestion[];
  unmatchable: UnmatchableReason | null;
}

/** The closest institutions for up to 100 unmatched names. */
export function suggestSchools(names: { province: string; schoolName: string }[]): Promise<NameSuggestions[]> {
  return http.postJson<NameSuggestions[]>('/dataImport/alias/suggest', { names }, { silent: true });
}

export interface ImportSummary {
  files: ImportFileSummary[];
  unmatched: UnmatchedSchool[];
  /** Files (or sheets) no reader recognised, with the reason. */
  ignored?: IgnoredFile[];
  /** While the run goes: its step (a key of dataImport.step) and the file it read last. */
  current?: { step: string; file: string | null } | null;
}

export interface ImportRunDetail extends ImportRun {
  /** Null while a run has not written its summary yet. */
  summary: ImportSummary | null;
}

export function getImportStats(): Promise<ImportStats> {
  return http.get<ImportStats>('/dataImport/stats');
}

export function getImportRuns(query: PageQuery): Promise<Page<ImportRun>> {
  return http.get<Page<ImportRun>>('/dataImport/getRuns', { ...query });
}

export function getImportRun(id: string): Promise<ImportRunDetail> {
  return http.get<ImportRunDetail>(`/dataImport/get/${encodeURIComponent(id)}`);
}

/**
 * Starts an import of DATA_DIR. Silent: the caller explains the two expected refusals
 * (code 501: no DATA_DIR configured; code 400: a run is already running).
 */
export interface IgnoredFile {
  file: string;
  reason: string;
}

/** The report of an uploaded file: a dry run (nothing written) or a commit (with its run). */
export interface UploadReport {
  file: string;
  dryRun: boolean;
  tables: { label: string; kind: string; rows: number }[];
  files: ImportFileSummary[];
  unmatched: UnmatchedSchool[];
  ignored: IgnoredFile[];
  totals: ImportRunTotals;
  runId?: string;
  status?: 'succeeded' | 'failed' | 'empty';
  error?: string | null;
}

export function uploadDryRun(file: File): Promise<UploadReport> {
  return http.postFile<UploadReport>('/dataImport/upload/dryRun', file, file.name, { silent: true });
}

export function uploadCommit(file: File): Promise<UploadReport> {
  return http.postFile<UploadReport>('/dataImport/upload/commit', file, file.name, { silent: true });
}

export type SchoolAliasKind = 'short' | 'former' | 'campus' | 'other';

export interface SchoolAlias {
  alias: string;
  institutionId: string;
  institutionName: string | null;
  kind: SchoolAliasKind;
  source: string;
  createdAt: string;
}

export function getSchoolAliases(query: PageQuery & { keyword?: string }): Promise<Page<SchoolAlias>> {
  return http.get<Page<SchoolAlias>>('/dataImport/alias/getByPage', { ...query });
}

/** Adds an alias (institution by catalog name or code; without a kind, the server picks the likely one); stored rows are matched again. */
export function addSchoolAlias(input: {
  alias: string;
  institutionName: string;
  kind?: SchoolAliasKind;
}): Promise<{ alias: string; institutionName: string; kind: SchoolAliasKind; rematched: number }> {
  return http.post('/dataImport/alias/add', input, { silent: true });
}

/** The alias file's report: the server's own contract. */
export type { AliasFileReport, AliasRefusal };

export function aliasFileDryRun(file: File): Promise<AliasFileReport> {
  return http.postFile<AliasFileReport>('/dataImport/alias/upload/dryRun', file, file.name, { silent: true });
}

export function aliasFileCommit(file: File): Promise<AliasFileReport> {
  return http.postFile<AliasFileReport>('/dataImport/alias/upload/commit', file, file.name, { silent: true });
}

export function deleteSchoolAlias(alias: string): Promise<unknown> {
  return http.post('/dataImport/alias/delete', { alias });
}

export function runImport(): Promise<{ runId: string }> {
  return http.post<{ runId: string }>('/dataImport/run', {}, { silent: true });
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
