/**
 * 数据导入 (admin, /dataImport/*; modules/data-import on the server): the importer's runs, what the
 * database holds, uploads in the zhiyuan-import/1 format and the school aliases the matcher reads.
 * The alias file's report (AliasFileReport) is in admin.ts.
 */
import type { DataMode } from './reference.ts';

/** How a run stands: running, or how it ended (empty: nothing was imported). */
export type ImportRunStatus = 'running' | 'succeeded' | 'failed' | 'empty';

/** Rows read, (would be) imported, already there and skipped, over every file of a run or upload. */
export interface ImportTotals {
  read: number;
  imported: number;
  unchanged: number;
  skipped: number;
}

/** One run of the importer, as the history lists it. */
export interface ImportRunView {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: ImportRunStatus;
  /** The folder it read (`upload:<file>` for an upload). */
  dataDir: string | null;
  /** job:data.reimport, admin:<username>:<marker>, … */
  triggeredBy: string | null;
  totals: ImportTotals;
  error: string | null;
}

/** What one input file (or sheet) gave: rows read, imported, already there, and skipped by reason. */
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
}

/** A file in the folder (or a sheet of an upload) no reader recognised, and why. */
export interface IgnoredTable {
  file: string;
  reason: string;
}

/** A run's summary: per file, the unmatched names, the files ignored. */
export interface ImportSummary {
  files: ImportFileSummary[];
  /** Most rows first. */
  unmatched: UnmatchedSchool[];
  ignored?: IgnoredTable[];
  /** While the run goes: its step and the file it read last; gone once it ended. */
  current?: { step: string; file: string | null } | null;
}

/** One run with its summary (empty lists while a run has written none yet). */
export interface ImportRunDetail extends ImportRunView {
  summary: ImportSummary;
}

/** Rows of the reference tables. */
export interface ReferenceTotals {
  institutions: number;
  majors: number;
  offerings: number;
  admissionRecords: number;
  rankRows: number;
  controlLines: number;
}

/** Rows per province and year: admission records by level, rank-table rows and 批次线. */
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

/** What the database holds. */
export interface ImportStats {
  /** real after an import of the public data set, demo with the built-in set, empty with neither. */
  dataMode: DataMode | 'empty';
  totals: ReferenceTotals;
  /** By province (zh-CN order), the latest year first. */
  byProvinceYear: ProvinceYearCount[];
}

/** For the public site: whether an import is changing the data now, and since when (no file, count or person). */
export interface ImportStatus {
  importing: boolean;
  startedAt: string | null;
}

/** The run a re-import of DATA_DIR started (it goes on in the background). */
export interface ImportStarted {
  runId: string;
}

/** The table kinds of the zhiyuan-import/1 format. */
export type ImportFormatKind = 'lines' | 'plans' | 'rank-table' | 'control-lines';

/** The alias kinds: 简称, 曾用名, 校区/学部, 其他. */
export type SchoolAliasKind = 'short' | 'former' | 'campus' | 'other';

/** Why the built-in list says a name matches no institution. */
export type UnmatchableReason = 'military' | 'hk-macao-taiwan-foreign' | 'closed-or-merged' | 'adult-or-cadre' | 'ambiguous' | 'unreadable';

/** One of the institutions closest to an unmatched name, and the alias a click adds. */
export interface SchoolSuggestion {
  institutionId: string;
  institutionName: string;
  /** The institution's province, short (上海). */
  province: string | null;
  /** 0–1: how close the name is (character order, shared characters and bigrams, pinyin). */
  score: number;
  /** The alias to add on accepting: the name without campus or branch notes. */
  alias: string;
  kind: SchoolAliasKind;
}

/** The closest institutions for an unmatched name. */
export interface NameSuggestions {
  province: string;
  schoolName: string;
  suggestions: SchoolSuggestion[];
  /** Set when the built-in list knows why this name matches no institution. */
  unmatchable: UnmatchableReason | null;
}

/** An unmatched name of an upload; the first ones (up to the server's limit) with their closest institutions. */
export interface UploadUnmatchedSchool extends UnmatchedSchool {
  suggestions?: SchoolSuggestion[];
  unmatchable?: UnmatchableReason | null;
}

/** The report of an uploaded file: a dry run (nothing written) or a commit (with its run). */
export interface UploadReport {
  file: string;
  /** True for the dry run: nothing was written. */
  dryRun: boolean;
  tables: { label: string; kind: ImportFormatKind; rows: number }[];
  /** Per table: rows read, (would be) imported, unchanged, skipped by reason. */
  files: ImportFileSummary[];
  /** Most rows first. */
  unmatched: UploadUnmatchedSchool[];
  ignored: IgnoredTable[];
  totals: ImportTotals;
  /** After a commit: its import run and how it ended. */
  runId?: string;
  status?: 'succeeded' | 'failed' | 'empty';
  error?: string | null;
}

/** A school alias the importer's matcher reads. */
export interface SchoolAliasView {
  alias: string;
  institutionId: string;
  institutionName: string | null;
  kind: SchoolAliasKind;
  /** seed (the built-in list) or admin:<username> */
  source: string;
  createdAt: string;
}

/** An alias just added, and the stored rows without an institution it matched. */
export interface SchoolAliasAdded {
  alias: string;
  institutionId: string;
  institutionName: string;
  kind: SchoolAliasKind;
  rematched: number;
}

/** The alias removed (as stored). */
export interface SchoolAliasRemoved {
  alias: string;
}
