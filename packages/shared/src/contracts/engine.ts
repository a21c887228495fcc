/**
 * Admission engine payloads (issue 4): recommendation request/answer, batches of a province
 * (piciSelect) and the stored score profile (xueShengCjb). Shared by the server, the volunteer
 * form editor and the web UI. Keep these stable: the form editor stores `RecommendUnit.key`.
 */
import type { FillType } from '../provinces.ts';
import type { DataMode } from './reference.ts';
import type { UnitPlan } from './plans.ts';

/** 冲 (reach), 稳 (match), 保 (safe), 垫 (very safe floor). */
export type Tier = '冲' | '稳' | '保' | '垫';
export const TIERS: readonly Tier[] = ['冲', '稳', '保', '垫'];

/**
 * Probability cut-offs of the tiers (lower bound inclusive): below 冲 a unit is "unlikely"
 * and only shown with `includeUnlikely`. 保 is where the engine's own probabilities promise at
 * most 8 % failures: a calibrated tier fails as often as one minus its mean probability, and
 * 0.80–0.95 averaged 0.886 (11.4 % failures wherever the engine is calibrated, 广东 2023: 9.0 %);
 * 0.85–0.97 averages 0.922 (issue 29, docs/engine.md "Tiers").
 */
export const TIER_THRESHOLDS = { 冲: 0.15, 稳: 0.45, 保: 0.85, 垫: 0.97 } as const;

/**
 * What each tier delivered in the all-province back-test (`npm run engine:backtest`, recorded in
 * docs/engine.md): the share of student–unit pairs of that tier that were admitted, pooled over
 * every scored province-year, each year predicted from earlier years only; `thin`, the units shown
 * apart for thin data (数据不足). The page states these in words; backtest.test.ts checks they are the
 * run's numbers.
 */
export const TIER_PROMISES = { asOf: '2026-11-30', pairs: 102_756, 冲: 0.223, 稳: 0.669, 保: 0.953, 垫: 0.996, thin: 0.975 } as const;

/** A promise as the page states it: whole per cent, with one decimal from 99 % up (99.5 % is not "100 %"). */
export function promisePercent(share: number): string {
  return share >= 0.99 ? `${(Math.floor(share * 1000) / 10).toFixed(1)}%` : `${Math.round(share * 100)}%`;
}

/** Subjects a student can choose (选科). 技术 only in 浙江. */
export type ElectiveSubject = '物理' | '化学' | '生物' | '政治' | '历史' | '地理' | '技术';
export const ELECTIVE_SUBJECTS: readonly ElectiveSubject[] = ['物理', '化学', '生物', '政治', '历史', '地理', '技术'];

/**
 * How sure the engine is about a unit's probability:
 * A = 3 years of official data, stable; B = 2–3 years or mildly noisy; C = one year, noisy,
 * third-party only or mapped from 文/理; D = no usable rank history (probability is a guess).
 */
export type ConfidenceGrade = 'A' | 'B' | 'C' | 'D';

/** Marks a unit's history can carry. */
export type UnitFlag =
  /** Only one year of lines. */
  | 'singleYear'
  /** Every line used is third-party (not from the provincial authority or the school). */
  | 'thirdPartyOnly'
  /** A 文科/理科 year mapped to 历史类/物理类 (reformed province, 旧高考参考). */
  | 'oldSubjectMapped'
  /** A min rank was looked up in the rank table, not published. */
  | 'rankDerived'
  /** Min ranks jump a lot between years (大小年). */
  | 'volatile'
  /** No min rank in any year: probability from the min score only. */
  | 'scoreOnly'
  /** The newest line is two or more years before the application year. */
  | 'stale'
  /** An older year's group had a different make-up of majors (linked, with a wider spread). */
  | 'groupChanged'
  /** The filing year's plan is published and its seats differ from an earlier year's: that year's rank was moved by the change. */
  | 'planAdjusted';

/**
 * Why a unit cannot be 保/垫 for lack of data (it is shown apart, 数据不足，概率仅供参考, where its
 * chance alone would make it 保/垫): one year of lines (仅一年数据); one year since the reform beside
 * older 文/理 years (旧高考参考); the newest line two or more years behind the province's (数据较旧).
 */
export type ThinReason = 'singleYear' | 'oldExam' | 'stale';

export interface RecommendFilters {
  /** Province short names where the school is (北京, 上海 …). */
  regions?: string[];
  cities?: string[];
  /** 本科 / 专科 */
  levels?: string[];
  /** Any of: 985, 211, 双一流, 一流大学A类 … (school tags). */
  tags?: string[];
  /** 综合 / 理工 / 师范 … (school type, derived from the name). */
  types?: string[];
  /** 'public' or 'private' ownership; absent = both. */
  ownership?: 'public' | 'private';
  /** Yuan per year; units whose tuition is unknown are kept. */
  tuitionMax?: number;
  /** 专业门类 or 专业类 names (工学, 计算机类 …); a unit matches when one of its majors does. */
  majorCategories?: string[];
  /** School or major name contains. */
  keyword?: string;
  /** School ids never to recommend. */
  excludeSchoolIds?: string[];
  /** Major names (or parts of them) never to recommend (e.g. 护理). Groups whose every major is excluded are dropped. */
  excludeMajors?: string[];
}

export type RecommendSort = 'probability' | 'rank' | 'score';

/**
 * A recommendation request. HTTP: GET /yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&… (units are
 * groups / schools) or getZyByCmd?mode=recommend&… (units are single majors); arrays as repeated
 * or comma-separated query params (regions=北京,上海), `subjects=物理,化学,生物`.
 */
export interface RecommendRequest {
  /** Short name (广东) or six-digit code. */
  province: string;
  /**
   * Filing (application) year: the year whose admissions are predicted; only lines of earlier
   * years are used. Default: the coming filing year, the year after the latest lines of the
   * subject type and batch (else the latest rank table's year, else the config's). Score → rank
   * uses that year's 一分一段, or the latest one before it (RecommendResult.rankTable says which).
   */
  year?: number;
  /** 物理类 / 历史类 / 综合 / 理科 / 文科; derived from `subjects` when absent. */
  subjectType?: string;
  /** 选科: the student's subjects (3+1+2: 物理|历史 + two; 3+3: three). Required to filter elective requirements. */
  subjects?: ElectiveSubject[];
  score: number;
  /** The student's own rank when known (official 位次); otherwise looked up in the rank table. */
  rank?: number;
  /** Config batch number (1 本科提前批, 2 本科批/本科一批, 3 本科二批, 4 专科提前批, 5 高职专科批); default 2. */
  batch?: number;
  filters?: RecommendFilters;
  /** Only these tiers; default all four and the units shown apart (数据不足). */
  tiers?: Tier[];
  /** Only the units shown apart for thin data (RecommendUnit.thin); `tiers` is then ignored. */
  thinOnly?: boolean;
  /** Also return units below 冲 (P < 0.15), tier '冲' with flag in notes. Default false. */
  includeUnlikely?: boolean;
  sort?: RecommendSort;
  pageNumber?: number;
  pageSize?: number;
}

/**
 * The recommend mode's query string as the server reads it (getYxByCmd / getZyByCmd with
 * mode=recommend, once validated): a RecommendRequest with its filters flat beside the other fields,
 * the batch as sent (its number or name: the server resolves it), the score optional (a rank will
 * do) and the paging filled in.
 */
export interface RecommendQuery extends Omit<RecommendRequest, 'score' | 'batch' | 'filters' | 'pageNumber' | 'pageSize'>, RecommendFilters {
  score?: number;
  batch?: string;
  pageNumber: number;
  pageSize: number;
  /** Each unit's explanation as text too (explainUnit); a page can write it from the unit. */
  explain?: boolean;
}

/** One year of a unit's history, side by side with the student. */
export interface UnitYear {
  year: number;
  /** The subject type as published that year (理科 for a mapped year). */
  subjectType: string;
  minScore: number | null;
  /** Published (or derived, see rankDerived) min rank of that year. */
  minRank: number | null;
  /** minRank scaled to the application year's cohort size. */
  normalizedRank: number | null;
  /** The student's rank moved into that year's cohort (percentile-equivalent rank). */
  studentRank: number | null;
  /** 等位分: the score that had the student's (normalised) rank in that year. */
  equivalentScore: number | null;
  planCount: number | null;
  official: boolean;
  sourceQuality: string;
  rankDerived: boolean;
  /** True when this year is 文/理 data mapped to 历史/物理. */
  mapped: boolean;
  /** Weight of this year in the expected rank (sums to 1 over the years used). */
  weight: number;
}

/** A major inside a unit (for a group: every major of the group seen in the latest year). */
export interface UnitMajor {
  name: string;
  code: string | null;
  year: number;
  minScore: number | null;
  minRank: number | null;
  electiveRequirement: string | null;
  planCount: number | null;
  tuition: number | null;
}

/** One recommendable unit: a 院校专业组 (fillType 1/3) or a 专业+院校 (fillType 2). */
export interface RecommendUnit {
  /**
   * Stable id of the unit within a province/subject type/batch:
   * `${schoolCode|schoolName}|${groupCode ?? ''}|${majorName ?? ''}`.
   */
  key: string;
  fillType: FillType;
  schoolId: string | null;
  schoolName: string;
  /** The province's own school code. */
  schoolCode: string | null;
  groupCode: string | null;
  /** The major for fillType 2, null for a group. */
  majorName: string | null;
  majorCode: string | null;
  /** The group's majors (fillType 1/3), or the single major (fillType 2). */
  majors: UnitMajor[];
  /**
   * The tier by the probability; null when the unit is shown apart (`thin`): a unit with too
   * little data is never 保/垫, and is not counted as 稳 either.
   */
  tier: Tier | null;
  /**
   * Set when the unit's chance would make it 保/垫 but its data is too thin to promise that: it is
   * shown apart as 数据不足，概率仅供参考, with the reasons and the tier its chance alone would give.
   */
  thin: { reasons: ThinReason[]; tier: '保' | '垫' } | null;
  /** Admission probability 0–1 (point estimate). */
  probability: number;
  /** Plausible range of the probability given the data's uncertainty, [low, high]. */
  band: [number, number];
  confidence: ConfidenceGrade;
  /** Weighted, cohort-normalised historical min rank the probability is centred on. */
  expectedRank: number | null;
  /** Spread (σ, in ranks) used: grows when data is thin or noisy. */
  spread: number | null;
  /** Years used, newest first. */
  years: UnitYear[];
  flags: UnitFlag[];
  /** Raw elective requirement as published (latest year), e.g. 物理+化学, 不限. */
  electiveRequirement: string | null;
  /** Yuan per year when known (highest of the majors for a group). */
  tuition: number | null;
  /** Where the school is. */
  region: string | null;
  city: string | null;
  tags: string[];
  /** 本科 / 专科 */
  level: string | null;
  type: string | null;
  isPrivate: boolean;
  /** Near the very top of the ranking: capped below 保 whatever the student's rank. */
  elite: boolean;
  /** The unit's 招生计划 in the filing year (seats, tuition, change from the year before); null when the data has none. */
  plan: UnitPlan | null;
  /**
   * Why, in words: years, ranks against the student's, band, confidence; in the caller's language.
   * Only with `explain=true`: the same text is explainUnit(unit, student.rank, lang) of this package.
   */
  explanation?: string;
}

export interface StudentPosition {
  score: number;
  /** The rank used: the one given, or the table's cumulative rank at the score. */
  rank: number;
  rankSource: 'given' | 'table' | 'estimated';
  /** Students on the same score: ranks rankStart…rankEnd. Null without a table row. */
  sameScore: { rankStart: number; rankEnd: number; count: number } | null;
  /** The rank table used (year) and its cohort size (last cumulative rank). */
  rankTableYear: number | null;
  cohortSize: number | null;
  /** rank / cohort, 0–1 (small = better). */
  percentile: number | null;
}

/** The 一分一段 table a recommendation turned the score into a rank with. */
export interface RankTableUsed {
  province: string;
  year: number;
  subjectType: string;
  /** Its last cumulative rank (the cohort size). */
  cohort: number;
  /** True when it is not the filing year's own table (the latest one before it stands in). */
  standIn: boolean;
}

/** A filing year the engine can answer for, with how much it has to recommend from. */
export interface RecommendYearOption {
  year: number;
  /** Units (and their schools) with a usable past line before this year. */
  units: number;
  schools: number;
  /** The default (coming filing year). */
  isDefault: boolean;
}

/** The engine's answer, its fields in the order the engine writes them (the order they go out in). */
export interface RecommendResult {
  province: string;
  /** The filing year answered for (see RecommendRequest.year). */
  year: number;
  /** The default filing year of this subject type and batch. */
  defaultYear: number;
  /** The requested year and the default one, newest first (one entry when they are the same). */
  yearOptions: RecommendYearOption[];
  /**
   * A fuller year than the one asked for: set when the asked year has far fewer units with past
   * lines than the default (under half); the page says so and offers it.
   */
  fullerYear: number | null;
  /** The 一分一段 table used for score → rank (null with a given rank and no table). */
  rankTable: RankTableUsed | null;
  subjectType: string;
  subjects: ElectiveSubject[] | null;
  batch: number;
  /** The data's batch names this batch covers (本科批, 本科一批 …). */
  batchNames: string[];
  fillType: FillType;
  student: StudentPosition;
  /** Per tier, after filters, before paging (units shown apart are not in any tier). */
  counts: Record<Tier, number>;
  pageNumber: number;
  pageSize: number;
  /** Caveats in the caller's language (missing rank table, demo data, mapped years …). */
  notes: string[];
  dataMode: DataMode;
  /** Years of lines used (up to the province's history). */
  dataYears: number[];
  /** Units dropped by elective requirements (选科). */
  electiveFiltered: number;
  total: number;
  /** Units shown apart for thin data (数据不足), after filters, before paging. */
  thinCount: number;
  units: RecommendUnit[];
}

/** /smartFill/info/piciSelect: the batches a student can fill. */
export interface BatchOption {
  /** Config batch number. */
  batch: number;
  /** Display name in the caller's language (本科批 …). */
  name: string;
  /** Volunteers allowed (null where the batch counts majors only, fillType 2). */
  volunteerNum: number | null;
  /** Majors per volunteer, or total major volunteers when volunteerNum is null. */
  majorNum: number;
  /** Data batch names behind it. */
  dataBatches: string[];
  /** True when the engine has lines for it (recommend works). */
  hasData: boolean;
}

export interface BatchSelect {
  province: string;
  year: number;
  subjectType: string | null;
  fillType: FillType;
  batches: BatchOption[];
}

/** What a student enters (POST /xueShengCjb/save). */
export interface ScoreProfileInput {
  province: string;
  year: number;
  subjectType?: string;
  subjects?: ElectiveSubject[];
  score: number;
  /** Official rank if the student has it; else derived from the rank table. */
  rank?: number;
}

/** The stored score profile (GET /xueShengCjb/getScoreByYhId), null result when none. */
export interface ScoreProfile {
  province: string;
  year: number;
  subjectType: string;
  subjects: ElectiveSubject[] | null;
  score: number;
  rank: number | null;
  rankSource: 'given' | 'table' | 'estimated' | null;
  sameScore: { rankStart: number; rankEnd: number; count: number } | null;
  rankTableYear: number | null;
  updateTime: string;
}
