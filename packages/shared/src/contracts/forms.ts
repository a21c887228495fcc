/**
 * Volunteer forms (志愿表, "my wish"): what the server stores per user and what the editors send.
 * One row is one unit of the province's fillType: 院校专业组 + up to majorNum majors + 服从调剂
 * (fillType 1/3), or one major at one institution (fillType 2).
 */

import type { ConfidenceGrade, ElectiveSubject, Tier } from './engine.ts';
import type { VolunteerRowPlan } from './plans.ts';

export interface VolunteerMajor {
  name: string;
  /** The province's or the catalog's major code when known. */
  code: string | null;
}

export interface VolunteerRow {
  /** RecommendUnit.key when added from a recommendation. */
  unitKey: string | null;
  /** Our institution id (null when the province's school matched none). */
  schoolId: string | null;
  schoolName: string;
  /** The province's own school code (院校代码 in that province). */
  schoolCode: string | null;
  /** 院校专业组 code (fillType 1/3); null for single-major units and institution-level units. */
  groupCode: string | null;
  /** In order of preference; exactly one for fillType 2. */
  majors: VolunteerMajor[];
  /** 服从专业调剂 within the group (ignored for fillType 2). */
  obeyAdjust: boolean;
  /** Snapshot of the recommendation when the row was added (null when added from search). */
  tier: Tier | null;
  /** Admission probability 0..1 at that time. */
  probability: number | null;
  /** Probability band [low, high] 0..1. */
  band: [number, number] | null;
  /** Confidence grade of the estimate (A best). */
  confidence: ConfidenceGrade | null;
  /** Snapshot of the unit's 招生计划 of the filing year when the row was added (absent or null when unknown). */
  plan?: VolunteerRowPlan | null;
}

export interface VolunteerFormSummary {
  id: string;
  name: string;
  province: string;
  year: number;
  /** 物理类 / 历史类 / 综合 / 理科 / 文科 */
  subjectType: string;
  /** Batch number of the province config (2 = 本科批 …). */
  batch: number;
  rowCount: number;
  /** Rows per tier (rows without a tier are left out). */
  tiers: Partial<Record<Tier, number>>;
  version: number;
  createTime: string;
  updateTime: string;
}

export interface VolunteerForm extends Omit<VolunteerFormSummary, 'rowCount' | 'tiers'> {
  /** The student's elective subjects (选科), e.g. ['物理', '化学', '生物']. */
  subjects: ElectiveSubject[];
  score: number | null;
  rank: number | null;
  /** The year of the 一分一段 table the rank was read on (shown wherever the rank is); null when unknown or given. */
  rankTableYear: number | null;
  rows: VolunteerRow[];
  /** The batch's limits from the province config. */
  limits: { fillType: 1 | 2 | 3; volunteerNum: number; majorNum: number };
}

/** POST /volunteerForm/save (JSON): no id creates; with id and version updates. */
export interface VolunteerFormSave {
  id?: string;
  /** The version the editor loaded: a save over a newer version is refused. */
  version?: number;
  name: string;
  province: string;
  year: number;
  subjectType: string;
  subjects: ElectiveSubject[];
  batch: number;
  score?: number | null;
  rank?: number | null;
  /** The year of the table the rank was read on (the score profile's rankTableYear). */
  rankTableYear?: number | null;
  rows: VolunteerRow[];
}

/** POST /volunteerForm/delByIds: how many of the caller's forms were deleted. */
export interface FormsDeleted {
  deleted: number;
}

/** One row of 按最新数据重新计算 (POST /volunteerForm/rescore). */
export interface FormRescoreRow {
  /** 0-based position in the form. */
  index: number;
  unitKey: string | null;
  schoolName: string;
  /** What the form keeps (from when the row was added). */
  before: { probability: number | null; tier: Tier | null };
  /** The engine's answer now; null when the unit is no longer in the data (or the row was added from search). */
  after: { probability: number; band: [number, number]; tier: Tier | null; confidence: ConfidenceGrade } | null;
  /** The chance moved by half a point or more, or the tier changed. */
  changed: boolean;
}

export interface FormRescore {
  /** The rank the chances are for, and the year of its table. */
  rank: number | null;
  rankTableYear: number | null;
  rows: FormRescoreRow[];
  changed: number;
}

/** A failed check, naming the row (1-based) when it is about one. */
export interface FormProblem {
  row: number | null;
  reason: string;
  message: string;
}

export interface RiskWarning {
  kind: 'fewSafe' | 'noProbability' | 'notObeying' | 'short' | 'highRisk';
  message: string;
}

/** POST /volunteerForm/riskCheck. */
export interface RiskReport {
  rows: number;
  /** Monte-Carlo estimate of not being admitted by any row, independent draws (a floor: real cutoffs move together). */
  missProbability: number;
  /** The same by the closed form Π(1 − p), for comparison. */
  missProbabilityExact: number;
  simulations: number;
  /** Share of simulations admitted by row i (1-based index i−1). */
  admittedAt: number[];
  tiers: Record<Tier | 'none', number>;
  /** 保 + 垫 rows. */
  safeRows: number;
  level: 'low' | 'medium' | 'high';
  warnings: RiskWarning[];
}
