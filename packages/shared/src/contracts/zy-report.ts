/**
 * 志愿报告 (issue 17 part 4): the saved 志愿表 worked out for a family to read. One builder on the
 * server makes this; the web print view and the server's PDF both render it, so they say the same.
 */
import type { ConfidenceGrade, ElectiveSubject, Tier } from './engine.ts';
import type { VolunteerRowPlan } from './plans.ts';

/** One year of lines behind a choice (the engine's years for the unit, newest first). */
export interface ZyReportYear {
  year: number;
  minScore: number | null;
  minRank: number | null;
  official: boolean;
}

/** ok: every chosen major's requirement is met; fail: one is not; unknown: the data has none. */
export type ZyElectiveStatus = 'ok' | 'fail' | 'unknown';

export interface ZyReportChoice {
  order: number;
  schoolName: string;
  schoolCode: string | null;
  groupCode: string | null;
  majors: string[];
  /** A 院校专业组 (服从调剂 applies); false for a single-major unit. */
  isGroup: boolean;
  obeyAdjust: boolean;
  /** The numbers the 志愿表 page shows (the row's, as saved). */
  tier: Tier | null;
  probability: number | null;
  band: [number, number] | null;
  confidence: ConfidenceGrade | null;
  /**
   * The engine's numbers for the unit now, when they differ from the saved ones by a point or more
   * (tier null: shown apart for thin data, RecommendUnit.thin).
   */
  recomputed: { probability: number; band: [number, number]; tier: Tier | null } | null;
  /** False when the engine's current data has no such unit (years and 选科 then unknown). */
  found: boolean;
  years: ZyReportYear[];
  plan: VolunteerRowPlan | null;
  elective: { requirement: string | null; status: ZyElectiveStatus };
  /** Majors the group had in its latest year (null when not known). */
  groupMajors: number | null;
  /** Chance this choice is the one that admits (parallel volunteering, independent draws). */
  admitHere: number;
  /**
   * Chance of ending at this choice in a major the student did not list (服从调剂), or of being
   * withdrawn (退档) from it for not accepting adjustment: the model of the report's appendix.
   */
  adjustRisk: number;
  /** Plain notes on 调剂 and the data behind the choice, in the caller's language. */
  notes: string[];
}

export interface ZyReport {
  formId: string;
  name: string;
  province: string;
  year: number;
  subjectType: string;
  subjects: ElectiveSubject[];
  batch: number;
  score: number | null;
  /** The form's rank, or the one the rank table gives for the score (rankFromTable). */
  rank: number | null;
  rankFromTable: boolean;
  /** The year of the 一分一段 table the rank was read on (the form's, else the table the engine used); null when unknown. */
  rankTableYear: number | null;
  generatedAt: string;
  choices: ZyReportChoice[];
  whole: {
    /** 滑档: no choice admits; the 志愿表 page's risk check figure (simulated, independent draws). */
    missProbability: number;
    /** Π(1 − p(i)): the same independence assumption in closed form. */
    missIndependent: number;
    /** The one-factor shared-shock model (see the appendix), ρ below. */
    missSharedShock: number;
    sharedShockRho: number;
    /** Admitted, but only into a major the student did not list (调剂). */
    unwantedMajor: number;
    /** Withdrawn (退档) from a group whose 调剂 was refused. */
    withdrawn: number;
    simulations: number;
    level: 'low' | 'medium' | 'high';
    tiers: Record<Tier | 'none', number>;
  };
  /** Plain advice, most important first. */
  advice: string[];
  /** The method in words (appendix). */
  method: string[];
  sources: string[];
  disclaimer: string;
}
