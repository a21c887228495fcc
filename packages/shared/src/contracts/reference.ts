/**
 * Reference-data payloads (schools, majors, score lines, rank tables) shared by the server and
 * both apps. Every admission figure travels with its provenance: `sourceQuality` as published
 * (official-… / third-party-…), `official` (its first word) and `sourceUrl` where given.
 */

import type { PageQuery } from './envelope.ts';

export type DataMode = 'real' | 'demo';
/** 本科 / 专科 for institutions. */
export type SchoolLevel = '本科' | '专科';
/** The three catalogs: undergraduate 2026, vocational 2021 (专科 and 本科). */
export type MajorLevel = '本科' | '高职专科' | '高职本科';
export const MAJOR_LEVELS: readonly MajorLevel[] = ['本科', '高职专科', '高职本科'];
/** Granularity of an admission line: 院校, 院校专业组, 专业. */
export type ScoreLineLevel = 'institution' | 'group' | 'major';
export type CollectionKind = 'school' | 'major';

/** One row of the school search (院校列表). `province` is the short name (北京), as in the province config. */
export interface SchoolSummary {
  id: string;
  name: string;
  /** 院校代码, 5 digits */
  guobiaoCode: string | null;
  /** Two-digit code (11 = 北京) */
  provinceCode: string | null;
  province: string | null;
  city: string | null;
  level: string | null;
  /** 综合/理工/师范/… — derived from the name unless `typeDerived` is false. */
  type: string | null;
  typeDerived: boolean;
  isPrivate: boolean;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  /** Every tag as published: 985, 211, 一流大学A类, … */
  tags: string[];
  /** 主管部门 */
  department: string | null;
  dataMode: DataMode;
}

/** The school search's order: `default` is 985, 211, 双一流, then the national code. */
export type SchoolSort = 'default' | 'name' | 'guobiaoCode';

/** GET /schoolBaseInfo/getByPage (院校库): filters, order and paging → Page<SchoolSummary>. */
export interface SchoolQuery extends Pick<PageQuery, 'pageNumber' | 'pageSize' | 'order'> {
  /** Any form: 11, 110000, 北京 or 北京市; absent or empty for all. */
  province?: string;
  city?: string;
  /** 本科 / 专科 */
  level?: string;
  /** A school_type dictionary value (1 = 综合 …) or the type's name. */
  type?: string;
  /** Every tag must hold. */
  tags?: string[];
  isPrivate?: boolean;
  /** Name, former names, pinyin initials (qhdx) or full pinyin. */
  keyword?: string;
  /** Only the schools that offer this major. */
  majorId?: string;
  sort?: SchoolSort;
}

/** 院校概况: every institution field, plus what the data holds about it. */
export interface SchoolDetail extends SchoolSummary {
  /** 学校标识码, 10 digits */
  schoolCode: string | null;
  /** Full province name as in the MoE list (北京市). */
  provinceName: string | null;
  formerNames: string[];
  website: string | null;
  /** active / inactive */
  status: string;
  pinyin: string;
  pinyinInitials: string;
  source: string;
  importedAt: string;
  /** Majors offered (undergraduate offerings list). */
  majorCount: number;
  /** Short names of the provinces with admission lines of this institution. */
  admissionProvinces: string[];
  /** Whether the logged-in user saved this school. */
  saved: boolean;
}

/** A city that has institutions, for the search filter. */
export interface SchoolCity {
  city: string;
  count: number;
}

/** Provenance of a figure. */
export interface SourceRef {
  sourceQuality: string;
  official: boolean;
  sourceUrl: string | null;
}

/** One published admission line (院校 / 专业组 / 专业 level). */
export interface ScoreLineRow extends SourceRef {
  id: string;
  province: string;
  year: number;
  subjectType: string;
  batch: string;
  level: ScoreLineLevel;
  /** Our institution id, null when the province's school name matched none. */
  schoolId: string | null;
  schoolName: string;
  /** The province's own school code (not the national one). */
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majorCode: string | null;
  electiveRequirement: string | null;
  minScore: number | null;
  /** Set when the published min score is a bound (580分及以上 → 'atLeast', 以下 → 'atMost'), not the line itself. */
  minScoreBound: 'atLeast' | 'atMost' | null;
  maxScore: number | null;
  avgScore: number | null;
  minRank: number | null;
  /** True when minRank was looked up in the rank table, not published. */
  rankDerived: boolean;
  planCount: number | null;
  dataMode: DataMode;
}

export interface ScoreLineYear {
  year: number;
  rows: ScoreLineRow[];
}

/** /collegeScoreLine/get/{id}: one institution's lines, newest year first. */
export interface CollegeScoreLines {
  schoolId: string;
  years: ScoreLineYear[];
  /** True when more rows matched than one answer carries (narrow by province or year). */
  truncated: boolean;
  /** Lines per level under the same filters, whichever level was asked (majors are asked with level=major). */
  levelCounts: Record<ScoreLineLevel, number>;
}

/** /lineShowCourseBatch/getKlAndPc: 科类 and 批次 that exist for a province and year. */
export interface CourseBatchOptions {
  province: string;
  /** The year answered: the one asked for, or the latest with data. Null when there is none. */
  year: number | null;
  /** Every year with admission lines or control lines in the province, newest first. */
  years: number[];
  subjectTypes: string[];
  batches: string[];
  /** Which batch goes with which subject type. */
  combos: { subjectType: string; batch: string }[];
}

/** 批次线 */
export interface ControlLineRow extends SourceRef {
  id: string;
  year: number;
  subjectType: string;
  batch: string;
  score: number;
  dataMode: DataMode;
}

/** Score → rank in a 一分一段 table. */
export interface RankLookup extends SourceRef {
  province: string;
  year: number;
  subjectType: string;
  /** The score asked for. */
  score: number;
  /** The table row used: the same score, the bucket holding it, or the next higher score. */
  matchedScore: number;
  scoreMin: number | null;
  scoreMax: number | null;
  /** Cumulative rank at the matched row (rank_end). */
  rank: number;
  rankStart: number | null;
  countAtScore: number | null;
  /** True when the exact score is not a row of the table. */
  nearest: boolean;
}

/** One row of a rank table; `source` indexes `RankTable.sources`. */
export interface RankTableRow {
  score: number;
  scoreMin: number | null;
  scoreMax: number | null;
  rankStart: number | null;
  rankEnd: number;
  countAtScore: number | null;
  source: number;
}

export interface RankTable {
  province: string;
  year: number;
  subjectType: string;
  sources: SourceRef[];
  /** Highest score first. */
  rows: RankTableRow[];
}

/** Which rank tables exist for a province. */
export interface RankTableOption {
  year: number;
  subjectType: string;
}

/** Catalog tree: 门类 → 专业类 → majors (leaves carry the major's id). */
export interface MajorTreeNode {
  code: string;
  name: string;
  id?: string;
  children?: MajorTreeNode[];
  /** Leaves only: what the catalog lists need without opening the detail. */
  degree?: string | null;
  lengthOfStudy?: number | null;
  isSpecial?: boolean;
  isControlled?: boolean;
}

export interface MajorBrief {
  id: string;
  code: string;
  name: string;
  level: string;
  classCode: string | null;
  className: string | null;
  categoryCode: string | null;
  categoryName: string | null;
}

/** Lines of one major in one province, year and subject type, across the schools publishing it. */
export interface MajorLinePoint {
  province: string;
  year: number;
  subjectType: string;
  /** Lowest and highest of the schools' minimum scores. */
  minScore: number | null;
  maxScore: number | null;
  /** Best and worst of the schools' minimum ranks. */
  minRank: number | null;
  maxRank: number | null;
  /** Admission lines counted. */
  records: number;
  /** True when every line counted is official. */
  official: boolean;
}

export interface MajorDetail extends MajorBrief {
  degree: string | null;
  lengthOfStudy: number | null;
  lengthDerived: boolean;
  isSpecial: boolean;
  isControlled: boolean;
  scale: string | null;
  genderRatio: string | null;
  introYear: number | null;
  /** As published in the catalog. */
  schoolCount: number | null;
  source: string;
  dataMode: DataMode;
  /** The first 50 schools offering it; page further with /schoolBaseInfo/getByPage?majorId=. */
  schools: { total: number; content: SchoolSummary[] };
  lines: MajorLinePoint[];
  /** Other majors of the same 专业类. */
  related: MajorBrief[];
  saved: boolean;
}

export interface CollectionItem {
  kind: CollectionKind;
  targetId: string;
  createTime: string;
  /** The saved school or major; null when it left the data since. */
  school: SchoolSummary | null;
  major: MajorBrief | null;
}

/** POST /professionCollection/saveOrDelete: whether the target is saved after the call. */
export interface CollectionToggle {
  saved: boolean;
}

/** /reference/filters: what the search pages can filter by, as present in the data. */
export interface ReferenceFilters {
  levels: string[];
  types: string[];
  tags: string[];
  provinces: { code: string; name: string; fullName: string; count: number }[];
  /** Short names of the provinces with admission lines or rank tables. */
  admissionProvinces: string[];
  majorLevels: string[];
}
