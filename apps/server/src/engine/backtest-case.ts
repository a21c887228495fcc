/**
 * The back-test's cases (backtest.ts builds them with `casesOf`, backtest-fit.ts pairs, scores and
 * fits on them): in a file of their own so that both import them without importing each other.
 */
import type { FitContext } from './probability.ts';
import type { YearLine } from './units.ts';

// ---------------------------------------------------------------------------------------------
// Cases: one (source, province, year, subject type, batch) with its units and their truths.

export interface CaseUnit {
  /** The unit's lines, newest (the truth year) first. */
  lines: YearLine[];
  truthRank: number;
  /** The raw min ranks of the earlier years the engine uses, newest first. */
  ranks: number[];
  /**
   * The unit's seats in the predicted year, standing in for its plan published before filing
   * (the data set gives the year's seats with its line: 广东's files the admitted count).
   */
  targetPlan: number | null;
}

export interface Case {
  source: Source;
  province: string;
  year: number;
  subjectType: string;
  batch: number;
  /** Whether the predicted year has a rank table (only those are reported). */
  hasTable: boolean;
  cohort: number | null;
  ctx: FitContext;
  units: CaseUnit[];
}

/**
 * Where a set of lines comes from: the data set's national file, 广东's per-major files (a source
 * of their own beside the national file's 广东 rows), or the database (every source imported,
 * per province, as the product reads it).
 */
export type Source = 'national' | 'guangdong-majors' | 'database';
