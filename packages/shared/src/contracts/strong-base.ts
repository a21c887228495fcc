/**
 * 强基计划 (issue 20, spec §7 "Strong-foundation"): what the 强基 calls answer with and accept. The
 * site reads the pilot schools (/qjPlanYuanxiao), their majors (/qjPlanZhuanye) and published lines
 * (/qjEnrollScore), and 强基定位 (/qjPositionAnswer, /qjPositionMajor); the admin edits the three
 * tables. The server builds these in apps/server/src/modules/strong-base; the direction data and the
 * 综合成绩 arithmetic stay there. Research: ../shared/research/gaokao-domain.md §6.
 */

/** 五大学科竞赛 result: none, 省级赛区一等奖, or a medal of the national final (全国决赛 铜/银/金牌). */
export const COMPETITION_LEVELS = ['none', 'provincial', 'bronze', 'silver', 'gold'] as const;
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
/** The five: 数学, 物理, 化学, 生物, 信息学 olympiads. */
export const COMPETITION_SUBJECTS = ['数学', '物理', '化学', '生物', '信息学'] as const;
export type CompetitionSubject = (typeof COMPETITION_SUBJECTS)[number];
/** School subjects a student may like (the major-direction inputs). */
export const INTEREST_SUBJECTS = ['数学', '物理', '化学', '生物', '信息技术', '历史', '政治', '语文'] as const;
export type InterestSubject = (typeof INTEREST_SUBJECTS)[number];

// ───────── schools, majors, lines ─────────

/** One university's 强基 of one year, as lists show it. */
export interface QjSchoolView {
  id: string;
  year: number;
  name: string;
  /** The reference institution it links to (by the stored id, else by name), or null. */
  institutionId: string | null;
  /** Province (short name) and city: the linked institution's, else the seed's public facts, else null. */
  province: string | null;
  city: string | null;
  signupStart: string | null;
  signupEnd: string | null;
  testPeriod: string | null;
  entryRule: string;
  /** The 高考 share of the composite (0.85 = 85/15). */
  gaokaoWeight: number;
  testFullMark: number;
  summary: string;
  source: string;
  isExample: boolean;
  sortOrder: number;
  majorCount: number;
  lineCount: number;
  createTime: string;
  updateTime: string | null;
}

export interface QjMajorView {
  id: string;
  qjSchoolId: string;
  name: string;
  category: string;
  /** Seats of the plan; null = not published (未公布), never invented. */
  planCount: number | null;
  subjectRequirement: string;
  note: string;
  sortOrder: number;
  /** A major is 示例 when its school is (qj_major has no mark of its own). */
  isExample: boolean;
}

/** A published line of a school (qjMajorId null) or of one of its majors, in a province and year. */
export interface QjLineView {
  id: string;
  qjSchoolId: string;
  qjMajorId: string | null;
  majorName: string | null;
  province: string;
  year: number;
  subjectType: string;
  gaokaoFullMark: number;
  /** 入围 line on the 高考 scale. */
  entryScore: number | null;
  /** Lowest admitted 综合成绩 on compositeScale. */
  compositeLine: number | null;
  compositeScale: number;
  source: string;
  isExample: boolean;
}

export interface QjSchoolDetail extends QjSchoolView {
  majors: QjMajorView[];
  lines: QjLineView[];
}

export interface QjMajorDetail extends QjMajorView {
  school: QjSchoolView;
  lines: QjLineView[];
}

/** The reference institution's facts (院校库) for a 强基 school page. */
export interface QjInstitutionInfo {
  id: string;
  name: string;
  province: string | null;
  city: string | null;
  level: string | null;
  type: string | null;
  department: string | null;
  tags: string[];
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  website: string | null;
  dataMode: 'real' | 'demo';
}

// ───────── admin (getByCondition / add / edit of the three tables) ─────────

export interface QjMajorAdminView extends QjMajorView {
  schoolName: string;
  schoolYear: number;
}
export interface QjLineAdminView extends QjLineView {
  schoolName: string;
  schoolYear: number;
}

/** delExamples of the three tables: how many 示例 rows were deleted. */
export interface QjDeleted {
  deleted: number;
}

/** add / edit bodies: the view's own fields; on edit, fields left out stay, and the read-only ones may be posted back unchanged. */
export type QjSchoolBody = Partial<Omit<QjSchoolView, 'id' | 'province' | 'city' | 'majorCount' | 'lineCount' | 'createTime' | 'updateTime'>>;
export type QjMajorBody = Partial<Omit<QjMajorAdminView, 'id' | 'isExample' | 'schoolName' | 'schoolYear'>>;
export type QjLineBody = Partial<Omit<QjLineAdminView, 'id' | 'majorName' | 'schoolName' | 'schoolYear'>>;

// ───────── 强基定位 (/qjPositionAnswer) ─────────

export interface QjPositionInputs {
  province: string;
  score: number;
  subjectType?: string;
  competition: CompetitionLevel;
  competitionSubject?: CompetitionSubject;
  interests: InterestSubject[];
}

/** reached: the 高考 alone reaches the line; unreachable: even full marks in the 校测 fall short. */
export type TestNeededStatus = 'reached' | 'reachable' | 'unreachable';

export interface PositionItem {
  schoolId: string;
  schoolName: string;
  majorId: string | null;
  majorName: string | null;
  lineId: string;
  province: string;
  year: number;
  subjectType: string;
  compositeLine: number;
  compositeScale: number;
  gaokaoFullMark: number;
  gaokaoWeight: number;
  testFullMark: number;
  /** What the 高考 score brings to the composite (3 decimals). */
  gaokaoPart: number;
  /** The 校测's share of the composite, (1−w)·S (15 on a 100 scale at w = 0.85). */
  testShare: number;
  /** The composite points the 校测 must bring, of testShare (2 decimals, clamped). */
  neededPoints: number;
  /** The same as a 校测 score of testFullMark (1 decimal, clamped). */
  neededTest: number;
  status: TestNeededStatus;
  /** 1 − the share of the 校测 needed: > 1 reached with room, < 0 out of reach (4 decimals); the list is ranked by it. */
  margin: number;
  entryScore: number | null;
  /** The score is under the published 入围 line: no 校测 unless another route (竞赛破格) opens. */
  belowEntry: boolean;
  competitionRoute: boolean;
  source: string;
  isExample: boolean;
}

/** A published 入围 line of the province with no composite line: the 高考 score alone is compared. */
export interface PositionEntryItem {
  schoolId: string;
  schoolName: string;
  majorId: string | null;
  majorName: string | null;
  lineId: string;
  province: string;
  year: number;
  subjectType: string;
  entryScore: number;
  /** score − entryScore (1 decimal): ≥ 0 the score reaches the line. */
  gap: number;
  passes: boolean;
  competitionRoute: boolean;
  source: string;
  isExample: boolean;
}

/** The provinces that have 强基 lines on record, with their years (so "none here" can say where there are). */
export interface LineCoverage {
  province: string;
  years: number[];
  lines: number;
}

export interface PositionResult {
  /** The sitting (test_record id) it was saved as. */
  id: string;
  createTime: string;
  inputs: QjPositionInputs;
  items: PositionItem[];
  counts: Record<TestNeededStatus, number>;
  /** 入围-only lines of the province (absent in sittings saved before issue 30). */
  entries?: PositionEntryItem[];
  /** Every province with lines on record (absent in sittings saved before issue 30). */
  coverage?: LineCoverage[];
}

// ───────── majors by direction (/qjPositionMajor/getAnswer) ─────────

/** The 强基 direction groups of research §6.1: basic sciences, humanities, national-need areas. */
export type DirectionGroup = 'basic' | 'humanities' | 'national';

export type FitReason = { kind: 'interest'; subject: InterestSubject } | { kind: 'competition'; subject: CompetitionSubject; level: CompetitionLevel };

export interface DirectionMajor {
  id: string;
  name: string;
  schoolId: string;
  schoolName: string;
  year: number;
  category: string;
  planCount: number | null;
  subjectRequirement: string;
  isExample: boolean;
}

export interface DirectionFit {
  key: string;
  group: DirectionGroup;
  /** Interest 2 per subject that leads here; a national 银牌 or better of a matching olympiad 3, a lesser award 1. */
  score: number;
  reasons: FitReason[];
  majors: DirectionMajor[];
}

export interface MajorAnswer {
  inputs: Pick<QjPositionInputs, 'competition' | 'competitionSubject' | 'interests'>;
  /** From the saved sitting, the query, or nothing (then every direction, unranked). */
  from: 'query' | 'sitting' | 'none';
  directions: DirectionFit[];
}
