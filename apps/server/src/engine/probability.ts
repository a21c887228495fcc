import type { ConfidenceGrade, ThinReason, Tier, UnitFlag } from '@zhiyuan/shared';
import { TIER_THRESHOLDS } from '@zhiyuan/shared';
import { cohortRatio, commonDepthRatio, type RankScale } from './rank-scale.ts';
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
  /**
   * Weight factor of a mapped (pre-reform) year when the unit also has years since the reform:
   * the new exam's own lines say more about the next one than the old exam's.
   */
  mappedWeight: number;
  /** Multiplier for a plan of at most 3 seats (its min rank jumps). */
  smallPlan: number;
  /**
   * Year weights, newest first, of a unit whose lines are all of the new exam (or all of the old
   * one): since the reform last year's line says most (groups and 选科 change the line).
   */
  weights: number[];
  /** Year weights of a unit with 文/理 years mapped from the old exam (before mappedWeight). */
  oldWeights: number[];
  /**
   * The uncertainty (s.d.) of the newest year's weight in `weights` / `oldWeights`, from the fit's
   * evidence: a weight learnt from few units is a guess, and where a unit's years disagree that
   * guess moves its centre. The centre's spread over w₁ ± s.d. enters σ in quadrature (issue 29:
   * 广东 2023 was predicted with a weight fitted on 23 units).
   */
  weightSd: number;
  oldWeightSd: number;
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
  /**
   * How the filing year's published plan (招生计划) moves a cut-off: each earlier year's rank ×
   * (plan of the filing year / that year's seats)^planElasticity. More seats, a weaker last rank.
   * Used only where the unit's plan of the filing year is published (from June of the filing year);
   * 0 = plans ignored. Fitted on earlier years (docs/engine.md, issue 29).
   */
  planElasticity: number;
  /**
   * Location shift added to ln r̄ (positive: next year's cut-off is expected at a weaker rank).
   * Fitted on earlier years by the back-test (docs/engine.md): the mid-range under-confidence was a
   * drift of cut-offs towards weaker ranks.
   */
  shift: number;
  /**
   * σ multipliers by rank level, read on the share of the cohort (r̄ / cohort, LEVEL_SHARES): at a
   * share ≤ 1 %, at 5 % and at ≥ 25 % (log-linear between). Absolute ranks meant 广东's tail in a
   * 50k province (issue 29). Without a known cohort the middle value applies.
   */
  levelTop: number;
  levelMid: number;
  levelBottom: number;
  /** σ grows by this share per year of age of the newest line beyond one (a 3-year-old line: × (1 + 2·agePer)). */
  agePer: number;
  /** σ multiplier when a linked older year's group had a different make-up. */
  changedGroup: number;
  /**
   * Whether a unit with too little data (one year since the reform, or a newest line 2+ years
   * old) is kept out of 保/垫: where its chance would make it 保/垫 it is shown apart (数据不足),
   * with its probability unchanged, so it stays calibrated.
   */
  capThin: boolean;
  /** How much of the unit's own year-to-year dispersion enters σ: √(base² + w·d²). */
  dispersionWeight: number;
  /**
   * A province-year's common shift of all cut-offs (the s.d. across earlier province-years of
   * their mean error in ln rank), added to σ in quadrature: one year's lines move together, so
   * the tails (保/垫) must allow for it.
   */
  yearShock: number;
  /**
   * Per province (short name): its own σ multiplier and year shock, each fitted on the province's
   * earlier years and shrunk towards the pooled value by its amount of evidence. A province
   * without an entry uses the pooled values (scale 1, `yearShock`).
   */
  provinces: Record<string, ProvinceParams>;
}

export interface ProvinceParams {
  /** Multiplier of σ (before the year shock). */
  scale: number;
  yearShock: number;
  /** Earlier units behind the fit (evidence; shown in the fit report). */
  units: number;
}

/** Shares of the cohort (r̄ / cohort) at which levelTop / levelMid / levelBottom apply. */
export const LEVEL_SHARES = { top: 0.01, mid: 0.05, bottom: 0.25 } as const;

/**
 * Shipped values. weights, oldWeights, their s.d.s, cohortElasticity, planElasticity, thin, dispersionWeight,
 * yearShock, shift, level*, agePer, changedGroup, mapped, mappedWeight and the provinces' σ scales and
 * year shocks are fitted by `npm run engine:backtest` on every year of the data set (2026-11-30, docs/engine.md);
 * the rest are the issue-4 choices.
 */
export const DEFAULT_PARAMS: ModelParams = {
  base: 0.12,
  thin: [1.63, 1.07, 1.05],
  thirdParty: 1.05,
  mapped: 1.28,
  mappedWeight: 0.2,
  smallPlan: 1.2,
  weights: [0.95, 0.03, 0.02],
  oldWeights: [0.5, 0.3, 0.2],
  weightSd: 0.088,
  oldWeightSd: 0.097,
  floorShare: 0.0015,
  floorMin: 100,
  floorMax: 800,
  eliteFactor: 2,
  eliteCap: 0.79,
  volatile: 0.3,
  cohortElasticity: 0.25,
  planElasticity: 0.088,
  shift: 0.022,
  levelTop: 1.03,
  levelMid: 0.79,
  levelBottom: 0.81,
  agePer: 0.13,
  changedGroup: 1.36,
  capThin: true,
  dispersionWeight: 0.54,
  yearShock: 0.088,
  provinces: {
    上海: { scale: 0.98, yearShock: 0.09, units: 66 },
    云南: { scale: 1.02, yearShock: 0.045, units: 114 },
    内蒙古: { scale: 1.05, yearShock: 0.137, units: 114 },
    北京: { scale: 0.91, yearShock: 0.077, units: 54 },
    吉林: { scale: 1.02, yearShock: 0.043, units: 147 },
    四川: { scale: 1.08, yearShock: 0.113, units: 150 },
    天津: { scale: 0.94, yearShock: 0.078, units: 63 },
    宁夏: { scale: 1.07, yearShock: 0.068, units: 84 },
    安徽: { scale: 1.02, yearShock: 0.082, units: 156 },
    山西: { scale: 0.99, yearShock: 0.089, units: 102 },
    广东: { scale: 0.81, yearShock: 0.052, units: 1911 },
    广西: { scale: 1.06, yearShock: 0.11, units: 76 },
    新疆: { scale: 1, yearShock: 0.083, units: 32 },
    江苏: { scale: 0.96, yearShock: 0.063, units: 60 },
    江西: { scale: 1.09, yearShock: 0.101, units: 160 },
    河北: { scale: 0.74, yearShock: 0.048, units: 1776 },
    河南: { scale: 1.2, yearShock: 0.122, units: 288 },
    海南: { scale: 1.02, yearShock: 0.075, units: 50 },
    湖北: { scale: 0.93, yearShock: 0.066, units: 123 },
    湖南: { scale: 0.97, yearShock: 0.098, units: 78 },
    甘肃: { scale: 1.15, yearShock: 0.118, units: 179 },
    福建: { scale: 1.06, yearShock: 0.12, units: 127 },
    贵州: { scale: 0.84, yearShock: 0.072, units: 2069 },
    辽宁: { scale: 0.77, yearShock: 0.042, units: 1199 },
    重庆: { scale: 0.7, yearShock: 0.067, units: 1740 },
    陕西: { scale: 1.08, yearShock: 0.042, units: 142 },
    青海: { scale: 1.28, yearShock: 0.157, units: 728 },
    黑龙江: { scale: 1.03, yearShock: 0.048, units: 99 },
  },
};

/** A year as the fit used it. */
export interface FittedYear {
  line: YearLine;
  rank: number;
  normalizedRank: number;
  ratio: number;
  /** (plan of the filing year / this year's seats)^planElasticity; 1 without both counts. */
  planRatio: number;
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
  /**
   * Why the unit cannot be 保/垫 (capThin; empty when it can): one year of data (`singleYear`),
   * one year since the reform beside mapped 文/理 years (`oldExam`), a newest line 2+ years behind
   * the data's newest (`stale`).
   */
  thin: ThinReason[];
  /** Years between the newest line used and the target year. */
  age: number;
}

export interface FitContext {
  targetYear: number;
  history: number;
  /** Rank table of a year (for cohort sizes and score → rank), or null. */
  scaleOf: (year: number) => RankScale | null;
  /** The application year's cohort (its table, or the latest before it). */
  targetCohort: number | null;
  /**
   * The application year's table. With it, cohorts compare at the common depth of the two tables
   * (the rank at the higher of their bottom scores), not at each table's last row.
   */
  targetScale?: RankScale | null;
  floor: number;
  /** The province (short name): its own fitted σ scale and year shock (ModelParams.provinces). */
  province?: string;
  /**
   * The cohort the rank level is read against (r̄ / cohort); default targetCohort. The back-test
   * gives training years without a table of their own the nearest earlier table's cohort.
   */
  levelCohort?: number | null;
  /**
   * The newest year of lines in the unit's pool (the data's vintage). A unit is stale when its
   * newest line lags the pool's, not when the filing year is further ahead than the data: in late
   * 2026 the 2027 filing reads 2025 lines where 2025 is the newest published, and its units are
   * as fresh as the data can be. The horizon still widens σ. Without it, the year before the
   * target (the back-test's case).
   */
  latestYear?: number;
}

/**
 * The level multiplier of σ at expected rank r in a cohort (log-linear in the share between the
 * three levels); the middle value when the cohort is unknown.
 */
export function levelFactor(r: number, cohort: number | null | undefined, p: ModelParams): number {
  if (!cohort) return p.levelMid;
  const x = Math.log(Math.max(1, r) / cohort);
  const [t, m, b] = [Math.log(LEVEL_SHARES.top), Math.log(LEVEL_SHARES.mid), Math.log(LEVEL_SHARES.bottom)];
  if (x <= t) return p.levelTop;
  if (x >= b) return p.levelBottom;
  if (x <= m) return p.levelTop + ((x - t) / (m - t)) * (p.levelMid - p.levelTop);
  return p.levelMid + ((x - m) / (b - m)) * (p.levelBottom - p.levelMid);
}

/** The cohort ratio used for a year: common depth when both tables are known, else the tables' sizes. */
export function yearRatio(ctx: FitContext, scale: RankScale | null): number {
  if (ctx.targetScale && scale) return commonDepthRatio(ctx.targetScale, scale).ratio;
  return cohortRatio(ctx.targetCohort, scale?.cohort ?? null).ratio;
}

export function rankFloor(cohort: number | null, p: ModelParams = DEFAULT_PARAMS): number {
  const raw = (cohort ?? 300_000) * p.floorShare;
  return Math.round(Math.min(p.floorMax, Math.max(p.floorMin, raw)));
}

/** A plan ratio is read within ×/÷ this (a unit that went from 1 seat to 40 is not a 40× move). */
export const PLAN_RATIO_MAX = 5;

/**
 * The seats factor of a year's rank: (filing year's plan / the year's seats)^planElasticity,
 * the ratio clamped to ×/÷ PLAN_RATIO_MAX; 1 without either count.
 */
export function planFactor(targetPlan: number | null | undefined, seats: number | null, p: ModelParams): number {
  if (!p.planElasticity || !targetPlan || !seats || targetPlan <= 0 || seats <= 0) return 1;
  return Math.min(PLAN_RATIO_MAX, Math.max(1 / PLAN_RATIO_MAX, targetPlan / seats)) ** p.planElasticity;
}

/**
 * Fits a unit from its lines before the target year; null without any usable rank. `targetPlan`:
 * the unit's published plan (seats) of the target year, when there is one (planElasticity).
 */
export function fitUnit(lines: readonly YearLine[], ctx: FitContext, p: ModelParams = DEFAULT_PARAMS, targetPlan: number | null = null): UnitFit | null {
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
    const ratio = yearRatio(ctx, scale) ** p.cohortElasticity;
    const planRatio = planFactor(targetPlan, line.planCount, p);
    years.push({ line, rank, normalizedRank: Math.max(1, rank * ratio * planRatio), ratio, planRatio, weight: 0, derivedHere });
  }
  if (!years.length) return null;
  const sinceReform = years.some((y) => !y.line.mapped);
  const anyMapped = years.some((y) => y.line.mapped);
  const w = anyMapped ? p.oldWeights : p.weights;
  const logs = years.map((y) => Math.log(Math.max(y.normalizedRank, ctx.floor)));
  // The weighted mean of the logs with the newest year's weight set to w1 (the others keep their proportions).
  const centreWith = (w1: number, keep?: (weight: number, i: number) => void) => {
    const rest = 1 - w[0];
    const raw = years.map(
      (y, i) => (i === 0 ? w1 : rest > 0 ? ((w[i] ?? w[w.length - 1]) * (1 - w1)) / rest : 0) * (sinceReform && y.line.mapped ? p.mappedWeight : 1),
    );
    const total = raw.reduce((a, b) => a + b, 0) || 1;
    return raw.reduce((acc, r, i) => {
      keep?.(r / total, i);
      return acc + logs[i] * (r / total);
    }, 0);
  };
  const logCenter = centreWith(w[0], (weight, i) => (years[i].weight = weight)) + p.shift;
  const weightSd = anyMapped ? p.oldWeightSd : p.weightSd;
  const weightSpread = years.length > 1 && weightSd > 0 ? Math.abs(centreWith(Math.min(1, w[0] + weightSd)) - centreWith(Math.max(0, w[0] - weightSd))) / 2 : 0;
  const province = ctx.province ? p.provinces[ctx.province] : undefined;
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
  if (years.some((y) => y.planRatio !== 1)) flags.push('planAdjusted');

  let sigma = Math.sqrt(p.base ** 2 + p.dispersionWeight * dispersion ** 2) * p.thin[Math.min(n, 3) - 1];
  if (thirdPartyOnly) sigma *= p.thirdParty;
  if (mapped) sigma *= p.mapped;
  if (smallPlan) sigma *= p.smallPlan;
  const expectedRank = Math.exp(logCenter);
  // age: years from the newest line to the filing year (widens σ); lag: how far the unit's newest
  // line is behind the data's newest, counted the same way (flags and the tier cap).
  const age = ctx.targetYear - years[0].line.year;
  const lag = (ctx.latestYear !== undefined ? Math.min(ctx.targetYear, ctx.latestYear + 1) : ctx.targetYear) - years[0].line.year;
  sigma *=
    levelFactor(expectedRank, ctx.levelCohort === undefined ? ctx.targetCohort : ctx.levelCohort, p) *
    (1 + p.agePer * Math.max(0, age - 1)) *
    (province?.scale ?? 1);
  if (years.some((y) => y.line.changed)) {
    sigma *= p.changedGroup;
    flags.push('groupChanged');
  }
  if (lag >= 2) flags.push('stale');
  const shock = province?.yearShock ?? p.yearShock;
  sigma = Math.sqrt(sigma ** 2 + shock ** 2 + weightSpread ** 2);

  return {
    years,
    expectedRank,
    logCenter,
    sigma,
    dispersion,
    flags,
    confidence: grade(n, flags),
    elite: expectedRank <= ctx.floor * p.eliteFactor,
    thin: p.capThin ? thinReasons(years, lag) : [],
    age,
  };
}

/**
 * Pre-reform 文/理 years mapped to 物理/历史 are a stand-in, not history of the unit as it now is
 * (groups and 选科 did not exist): with at most one year since the reform, a unit is as thin as a
 * single-year one (贵州 2024/2025 in the back-test, docs/engine.md).
 */
function thinReasons(years: FittedYear[], lag: number): ThinReason[] {
  const mapped = years.filter((y) => y.line.mapped).length;
  const out: ThinReason[] = [];
  if (years.length - mapped <= 1) out.push(mapped ? 'oldExam' : 'singleYear');
  if (lag >= 2) out.push('stale');
  return out;
}

function grade(n: number, flags: UnitFlag[]): ConfidenceGrade {
  if (flags.includes('scoreOnly')) return 'D';
  let level = n >= 3 ? 0 : n === 2 ? 1 : 2;
  for (const f of ['thirdPartyOnly', 'oldSubjectMapped', 'volatile', 'stale', 'groupChanged'] as const) if (flags.includes(f)) level++;
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

/**
 * Whether a unit is shown apart (数据不足，概率仅供参考) rather than in a tier: its data is thin
 * (UnitFit.thin) and its chance would make it 保 or 垫. Below that it keeps its tier by chance, so
 * for a fixed unit the place is monotone in rank: 数据不足 → 稳 → 冲 as the rank worsens.
 */
export function shownApart(fit: Pick<UnitFit, 'thin'>, probability: number): boolean {
  return fit.thin.length > 0 && probability >= TIER_THRESHOLDS.保;
}
