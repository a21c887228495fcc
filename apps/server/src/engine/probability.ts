import type { ConfidenceGrade, Tier, UnitFlag } from '@zhiyuan/shared';
import { TIER_THRESHOLDS } from '@zhiyuan/shared';
import { cohortRatio, type RankScale } from './rank-scale.ts';
import type { YearLine } from './units.ts';

/**
 * The probability model (docs/engine.md): a unit's next cut-off rank is log-normal around the
 * weighted, cohort-normalised mean of its last `history` min ranks. The spread σ (in log-rank)
 * combines a base year-to-year noise with the unit's own dispersion, and widens for one- or
 * two-year histories, third-party-only data, 文/理 years mapped to 物理/历史 and tiny plans.
 * P(admitted) = Φ((ln r̄ − ln R) / σ), with ranks floored near the top so the very best ranks do
 * not turn elite units into "safe" ones.
 */
export interface ModelParams {
  /** Base σ of ln(min rank) from one year to the next. */
  base: number;
  /** Multipliers of σ for 1, 2 and 3+ years of data. */
  thin: [number, number, number];
  thirdParty: number;
  mapped: number;
  /** Multiplier for a plan of at most 3 seats (its min rank jumps). */
  smallPlan: number;
  /** Year weights, newest first. */
  weights: number[];
  /** Rank floor = cohort × floorShare, clamped to [floorMin, floorMax]. */
  floorShare: number;
  floorMin: number;
  floorMax: number;
  /** Units whose expected rank is within eliteFactor × floor are never above this probability (never 保/垫). */
  eliteFactor: number;
  eliteCap: number;
  /** Dispersion (σ of ln rank across years) above which a unit is "volatile". */
  volatile: number;
  /**
   * How much of a cohort-size change moves a cut-off rank: rank × ratio^elasticity. 1 = fully
   * proportional; the 广东 tables show growth mostly in the lower part of the table, so less.
   */
  cohortElasticity: number;
}

export const DEFAULT_PARAMS: ModelParams = {
  base: 0.12,
  thin: [1.6, 1.15, 1],
  thirdParty: 1.05,
  mapped: 1.3,
  smallPlan: 1.2,
  weights: [0.5, 0.3, 0.2],
  floorShare: 0.0015,
  floorMin: 100,
  floorMax: 800,
  eliteFactor: 2,
  eliteCap: 0.79,
  volatile: 0.3,
  cohortElasticity: 0.25,
};

/** A year as the fit used it. */
export interface FittedYear {
  line: YearLine;
  rank: number;
  normalizedRank: number;
  ratio: number;
  weight: number;
  /** The rank was looked up here from the min score (no rank published or derived at import). */
  derivedHere: boolean;
}

export interface UnitFit {
  years: FittedYear[];
  /** exp of the weighted mean of ln(normalised rank). */
  expectedRank: number;
  logCenter: number;
  /** σ in log-rank. */
  sigma: number;
  dispersion: number;
  flags: UnitFlag[];
  confidence: ConfidenceGrade;
  elite: boolean;
}

export interface FitContext {
  targetYear: number;
  history: number;
  /** Rank table of a year (for cohort sizes and score → rank), or null. */
  scaleOf: (year: number) => RankScale | null;
  /** The application year's cohort (its table, or the latest before it). */
  targetCohort: number | null;
  floor: number;
}

export function rankFloor(cohort: number | null, p: ModelParams = DEFAULT_PARAMS): number {
  const raw = (cohort ?? 300_000) * p.floorShare;
  return Math.round(Math.min(p.floorMax, Math.max(p.floorMin, raw)));
}

/** Fits a unit from its lines before the target year; null without any usable rank. */
export function fitUnit(lines: readonly YearLine[], ctx: FitContext, p: ModelParams = DEFAULT_PARAMS): UnitFit | null {
  const years: FittedYear[] = [];
  for (const line of lines) {
    if (line.year >= ctx.targetYear) continue;
    if (years.length >= ctx.history) break;
    const scale = ctx.scaleOf(line.year);
    let rank = line.minRank;
    let derivedHere = false;
    if (rank === null && line.minScore !== null && scale) {
      const at = scale.rankAt(line.minScore);
      if (at.source === 'table') {
        rank = at.rank;
        derivedHere = true;
      }
    }
    if (rank === null || rank <= 0) continue;
    const ratio = cohortRatio(ctx.targetCohort, scale?.cohort ?? null).ratio ** p.cohortElasticity;
    years.push({ line, rank, normalizedRank: Math.max(1, rank * ratio), ratio, weight: 0, derivedHere });
  }
  if (!years.length) return null;
  const raw = years.map((_, i) => p.weights[i] ?? p.weights[p.weights.length - 1]);
  const total = raw.reduce((a, b) => a + b, 0);
  years.forEach((y, i) => (y.weight = raw[i] / total));
  const logs = years.map((y) => Math.log(Math.max(y.normalizedRank, ctx.floor)));
  const logCenter = logs.reduce((acc, l, i) => acc + l * years[i].weight, 0);
  let dispersion = 0;
  if (logs.length > 1) {
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    dispersion = Math.sqrt(logs.reduce((a, l) => a + (l - mean) ** 2, 0) / (logs.length - 1));
  }
  const n = years.length;
  const flags: UnitFlag[] = [];
  const thirdPartyOnly = years.every((y) => !y.line.official);
  const mapped = years.some((y) => y.line.mapped);
  const smallPlan = (years[0].line.planCount ?? 99) <= 3;
  if (n === 1) flags.push('singleYear');
  if (thirdPartyOnly) flags.push('thirdPartyOnly');
  if (mapped) flags.push('oldSubjectMapped');
  if (years.some((y) => y.line.rankDerived || y.derivedHere)) flags.push('rankDerived');
  if (dispersion > p.volatile) flags.push('volatile');
  if (years.every((y) => y.derivedHere)) flags.push('scoreOnly');

  let sigma = Math.sqrt(p.base ** 2 + dispersion ** 2) * p.thin[Math.min(n, 3) - 1];
  if (thirdPartyOnly) sigma *= p.thirdParty;
  if (mapped) sigma *= p.mapped;
  if (smallPlan) sigma *= p.smallPlan;

  const expectedRank = Math.exp(logCenter);
  return {
    years, expectedRank, logCenter, sigma, dispersion, flags,
    confidence: grade(n, flags),
    elite: expectedRank <= ctx.floor * p.eliteFactor,
  };
}

function grade(n: number, flags: UnitFlag[]): ConfidenceGrade {
  if (flags.includes('scoreOnly')) return 'D';
  let level = n >= 3 ? 0 : n === 2 ? 1 : 2;
  for (const f of ['thirdPartyOnly', 'oldSubjectMapped', 'volatile'] as const) if (flags.includes(f)) level++;
  return (['A', 'B', 'C', 'D'] as const)[Math.min(level, 3)];
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/**
 * The smallest z with phi(z) ≥ p, to the last bit: `z ≥ zAtLeast(p)` decides `phi(z) ≥ p`
 * without computing phi (a recommendation compares every unit of a province with the tier
 * thresholds; phi's exp made that loop ten times slower). Bisection over doubles, memoized.
 */
export function zAtLeast(p: number): number {
  if (!(p > 0)) return -Infinity;
  let z = Z_AT_LEAST.get(p);
  if (z === undefined) {
    let lo = -40;
    let hi = 40;
    for (;;) {
      const mid = (lo + hi) / 2;
      if (mid === lo || mid === hi) break;
      if (phi(mid) >= p) hi = mid;
      else lo = mid;
    }
    if (Z_AT_LEAST.size > 100) Z_AT_LEAST.clear();
    Z_AT_LEAST.set(p, (z = hi));
  }
  return z;
}
const Z_AT_LEAST = new Map<number, number>();

export interface Chance {
  probability: number;
  band: [number, number];
}

/**
 * P(admitted) for a student of rank `rank` (application-year rank). The band moves the centre by
 * its own uncertainty (σ/√n, wider for one year) and is what the page shows.
 */
export function chance(fit: UnitFit, rank: number, floor: number, p: ModelParams = DEFAULT_PARAMS): Chance {
  const x = Math.log(Math.max(rank, floor));
  const n = fit.years.length;
  const centreError = fit.sigma * (n === 1 ? 0.8 : 1 / Math.sqrt(n));
  const cap = (v: number) => (fit.elite ? Math.min(v, p.eliteCap) : v);
  const at = (centre: number) => cap(phi((centre - x) / fit.sigma));
  const probability = at(fit.logCenter);
  return { probability, band: [at(fit.logCenter - centreError), at(fit.logCenter + centreError)] };
}

/** The tier of a probability; null below 冲 (unlikely). */
export function tierOf(probability: number): Tier | null {
  if (probability >= TIER_THRESHOLDS.垫) return '垫';
  if (probability >= TIER_THRESHOLDS.保) return '保';
  if (probability >= TIER_THRESHOLDS.稳) return '稳';
  if (probability >= TIER_THRESHOLDS.冲) return '冲';
  return null;
}
