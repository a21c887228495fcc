/**
 * The back-test's models and fits (docs/engine.md): student–unit pairs, the three models (engine,
 * naive, 位次法), their scores, and the fits of each on earlier cases only. The cases come from
 * backtest.ts (`casesOf`); the run and its report are there too.
 *
 * No fit flips on a unit count (issue 29): every fitted value moves from its prior (the unfitted
 * value, or the pooled one for a province) by n / (n + k) of the way to what its evidence says,
 * so one more unit changes a fit by a little.
 */
import { TIERS, type Tier } from '@zhiyuan/shared';
import {
  chance,
  DEFAULT_PARAMS,
  fitUnit,
  levelFactor,
  phi,
  rankFloor,
  shownApart,
  tierOf,
  type FitContext,
  type ModelParams,
  type ProvinceParams,
} from './probability.ts';
import type { Case, CaseUnit } from './backtest-case.ts';

/** Student ranks: log-spaced, 10 per e-fold (about ×1.105 apart), from 10 up. */
const GRID = Array.from({ length: 120 }, (_, k) => Math.round(10 * Math.exp(0.1 * k)));
/** A pair is a student within ±WINDOW in ln(rank) of the unit's last published cut-off rank (×/÷ 2.2). */
export const WINDOW = 0.8;

export interface Pair {
  p: number;
  admitted: boolean;
  /** The tier by the probability (null below 冲). */
  tier: Tier | null;
  /** The engine shows the unit apart (数据不足): thin data and a chance of 保/垫. Not in any tier. */
  thin?: boolean;
}

function forPairs(c: Case, u: CaseUnit, each: (R: number) => void): void {
  const last = Math.log(u.ranks[0]);
  for (const R of GRID) {
    if (c.cohort && R > c.cohort) break;
    if (Math.abs(Math.log(R) - last) <= WINDOW) each(R);
  }
}

/**
 * The fit context of a case as the engine sees it: its province (for the per-province values) and
 * the cohort its rank levels are read against. A training year without a table of its own takes
 * the nearest table of the same subject type up to `upTo` (the year predicted): cohorts move by
 * a few per cent a year, and most earlier years of the data set have no table. Without any, the
 * level is unknown and σ takes the middle level (probability.ts levelFactor).
 */
function contextOf(c: Case, params: ModelParams, upTo = Infinity): FitContext {
  let levelCohort = c.cohort;
  for (let d = 1; levelCohort === null && d <= 10; d++) {
    for (const y of [c.year - d, c.year + d]) {
      const cohort = y <= upTo ? c.ctx.scaleOf(y)?.cohort : undefined;
      if (cohort && levelCohort === null) levelCohort = cohort;
    }
  }
  return { ...c.ctx, floor: rankFloor(c.cohort, params), province: c.province, levelCohort };
}

export function enginePairs(cases: Case[], params: ModelParams, upTo = Infinity): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases) {
    const ctx = contextOf(c, params, upTo);
    for (const u of c.units) {
      const fit = fitUnit(u.lines, ctx, params, u.targetPlan);
      if (!fit) continue;
      forPairs(c, u, (R) => {
        const { probability } = chance(fit, R, ctx.floor, params);
        const thin = shownApart(fit, probability);
        pairs.push({ p: probability, admitted: R <= u.truthRank, tier: thin ? null : tierOf(probability), thin });
      });
    }
  }
  return pairs;
}

/** Naive: last year's cut-off rank, one spread σ. */
export function naivePairs(cases: Case[], sigma: number): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases)
    for (const u of c.units) {
      const last = Math.log(u.ranks[0]);
      forPairs(c, u, (R) => {
        const p = phi((last - Math.log(R)) / sigma);
        pairs.push({ p, admitted: R <= u.truthRank, tier: tierOf(p) });
      });
    }
  return pairs;
}

/**
 * 位次法 (the industry rule of thumb): the student's rank R against the mean m of the unit's recent
 * cut-off ranks (up to 3 years), q = R / m: 冲 1 < q ≤ 1.2, 稳 0.9 < q ≤ 1, 保 0.7 < q ≤ 0.9,
 * 垫 q ≤ 0.7, unlikely above 1.2. Its probability is the band's admitted share in earlier years.
 */
export const WEICI_BANDS = { 冲: 1.2, 稳: 1.0, 保: 0.9, 垫: 0.7 } as const;
export type WeiciRates = Record<Tier | 'none', number>;
const weiciBand = (q: number): Tier | null =>
  q <= WEICI_BANDS.垫 ? '垫' : q <= WEICI_BANDS.保 ? '保' : q <= WEICI_BANDS.稳 ? '稳' : q <= WEICI_BANDS.冲 ? '冲' : null;

export function weiciPairs(cases: Case[], rates: WeiciRates): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases)
    for (const u of c.units) {
      const recent = u.ranks.slice(0, 3);
      const m = recent.reduce((a, b) => a + b, 0) / recent.length;
      forPairs(c, u, (R) => {
        const tier = weiciBand(R / m);
        pairs.push({ p: rates[tier ?? 'none'], admitted: R <= u.truthRank, tier });
      });
    }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Scores.

export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  meanPredicted: number;
  shareAdmitted: number;
}

export interface TierScore {
  n: number;
  failed: number;
  rate: number;
}

export interface Score {
  pairs: number;
  bins: CalibrationBin[];
  /** Σ n_bin/N × |predicted − actual| over the deciles. */
  ece: number;
  brier: number;
  tiers: Record<Tier, TierScore>;
  /** Pairs shown apart (数据不足): thin data with a chance of 保/垫. */
  thin: TierScore;
}

export function scorePairs(pairs: Pair[]): Score {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, meanPredicted: 0, shareAdmitted: 0 }));
  let brier = 0;
  const tiers = Object.fromEntries(TIERS.map((t) => [t, { n: 0, failed: 0, rate: 0 }])) as Score['tiers'];
  const thin = { n: 0, failed: 0, rate: 0 };
  for (const pr of pairs) {
    const b = bins[Math.min(9, Math.floor(pr.p * 10))];
    b.n++;
    b.meanPredicted += pr.p;
    b.shareAdmitted += pr.admitted ? 1 : 0;
    brier += (pr.p - (pr.admitted ? 1 : 0)) ** 2;
    const place = pr.thin ? thin : pr.tier ? tiers[pr.tier] : null;
    if (place) {
      place.n++;
      if (!pr.admitted) place.failed++;
    }
  }
  let ece = 0;
  for (const b of bins) {
    if (!b.n) continue;
    b.meanPredicted /= b.n;
    b.shareAdmitted /= b.n;
    ece += (b.n / pairs.length) * Math.abs(b.meanPredicted - b.shareAdmitted);
  }
  for (const t of [...Object.values(tiers), thin]) t.rate = t.n ? t.failed / t.n : 0;
  return { pairs: pairs.length, bins, ece, brier: pairs.length ? brier / pairs.length : 0, tiers, thin };
}

// ---------------------------------------------------------------------------------------------
// Fitting on earlier years.

/** The s.d. of a year weight known only to lie in [0, 1] (uniform): 1/√12. */
export const PRIOR_WEIGHT_SD = 0.29;

/** The engine before any fit: the issue-4 parameters, no year shock, no province of its own. */
export const UNFITTED: ModelParams = {
  ...DEFAULT_PARAMS,
  thin: [1.6, 1.15, 1],
  weights: [0.5, 0.3, 0.2],
  oldWeights: [0.5, 0.3, 0.2],
  weightSd: PRIOR_WEIGHT_SD,
  oldWeightSd: PRIOR_WEIGHT_SD,
  cohortElasticity: 0.25,
  planElasticity: 0,
  shift: 0,
  levelTop: 1,
  levelMid: 1,
  levelBottom: 1,
  agePer: 0,
  changedGroup: 1,
  dispersionWeight: 1,
  yearShock: 0,
  mapped: 1.3,
  mappedWeight: 1,
  provinces: {},
};

/**
 * Evidence for half the way (k in n / (n + k)): a fitted value goes from its prior to its estimate
 * by n / (n + k), n its evidence. Units for most; province-years for the year shock.
 */
export const SHRINK = {
  /** Year weights, cohort elasticity, mapped weight: units with 2+ years (of their kind: with or without mapped years). */
  history: 300,
  /** Pooled shift: units. */
  shift: 100,
  /** Pooled year shock: province-years (each weighted by its size, n / (n + caseSize)). */
  shock: 3,
  /** A province-year of this many units counts half in the shocks (its mean error is mostly noise below). */
  caseSize: 50,
  /** σ multipliers (level, years of data, age, changed group, mapped): units in the group. */
  sigma: 100,
  /** A province's σ scale: its units. */
  province: 300,
  /** A province's year shock: its province-years (weighted as for the pooled shock). */
  provinceShock: 2,
  /** The Brier fine-tune (shift, σ scale, dispersion weight): units. */
  tune: 1000,
};

/** prior + n / (n + k) × (estimate − prior). */
export const towards = (prior: number, estimate: number, n: number, k: number): number =>
  n > 0 && Number.isFinite(estimate) ? prior + (n / (n + k)) * (estimate - prior) : prior;

interface Err {
  e: number;
  sigma: number;
  r: number;
  cohort: number | null;
  age: number;
  changed: boolean;
  mapped: boolean;
  n: number;
  c: number;
  province: string;
  /** Whether the unit has the target year's plan and its newest year's seats (what planElasticity reads). */
  planned: boolean;
}

function errors(cases: Case[], params: ModelParams, upTo: number): Err[] {
  const out: Err[] = [];
  for (const [ci, c] of cases.entries()) {
    const ctx = contextOf(c, params, upTo);
    for (const u of c.units) {
      const fit = fitUnit(u.lines, ctx, params, u.targetPlan);
      if (!fit) continue;
      out.push({
        e: Math.log(Math.max(u.truthRank, ctx.floor)) - fit.logCenter,
        sigma: fit.sigma,
        r: fit.expectedRank,
        cohort: ctx.levelCohort ?? null,
        age: fit.age,
        changed: fit.flags.includes('groupChanged'),
        mapped: fit.flags.includes('oldSubjectMapped'),
        n: fit.years.length,
        c: ci,
        province: c.province,
        planned: !!u.targetPlan && !!fit.years[0].line.planCount,
      });
    }
  }
  return out;
}

const clip = (v: number, m: number) => Math.max(-m, Math.min(m, v));
const rms = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + x * x, 0) / xs.length);
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** A province-year's common error: mean, its sampling variance, and its weight n / (n + caseSize) in the shock's fit. */
interface CaseMean {
  m: number;
  noise: number;
  w: number;
  province: string;
}

function caseMeans(errs: Err[]): Map<number, CaseMean> {
  const byCase = new Map<number, Err[]>();
  for (const x of errs) {
    let list = byCase.get(x.c);
    if (!list) byCase.set(x.c, (list = []));
    list.push(x);
  }
  const out = new Map<number, CaseMean>();
  for (const [c, list] of byCase) {
    const v = list.map((x) => clip(x.e, 1.5));
    const m = mean(v);
    const noise = v.length > 1 ? v.reduce((a, x) => a + (x - m) ** 2, 0) / (v.length - 1) / v.length : 0;
    out.set(c, { m, noise, w: v.length / (v.length + SHRINK.caseSize), province: list[0].province });
  }
  return out;
}

/** The s.d. of the common shift among province-years around `centre`, less their sampling noise (weighted). */
function shockOf(means: CaseMean[], centre: (x: CaseMean) => number): { value: number; evidence: number } {
  let w = 0;
  let between = 0;
  for (const x of means) {
    w += x.w;
    between += x.w * ((x.m - centre(x)) ** 2 - x.noise);
  }
  return { value: w ? Math.sqrt(Math.max(0, between / w)) : 0, evidence: w };
}

/**
 * Fits the engine on earlier cases: the year weights (of units with and without mapped 文/理
 * years apart), cohort elasticity and mapped weight (least
 * squared error in ln rank), the location shift (mean error), the province-year shock (s.d. of the
 * cases' mean errors), σ's multipliers by rank level (on the cohort share), years of data, data age,
 * changed and mapped groups (root-mean-square of z in each group, clipped at ±4), then each
 * province's σ scale and shock, and a joint fine-tune of shift, σ scale and dispersion
 * weight by the lowest Brier score. Every value is shrunk to its prior by its evidence (SHRINK).
 */
export function fitEngine(training: Case[], base: ModelParams = UNFITTED): ModelParams {
  if (!training.some((c) => c.units.length)) return base;
  const upTo = Math.max(...training.map((c) => c.year)) + 1;
  let p: ModelParams = { ...base, shift: 0, levelTop: 1, levelMid: 1, levelBottom: 1, agePer: 0, changedGroup: 1, mapped: 1, yearShock: 0, provinces: {} };
  p = { ...p, planElasticity: fitPlanElasticity(training, p, base.planElasticity, upTo) };
  // Year weights: those of units with mapped 文/理 years (and the mapped years' factor) apart from
  // those of the others. Only units with 2+ years tell; each group's spread around its mean (the
  // mean is the shift, fitted next).
  const spread = (errs: Err[]) => {
    const clipped = errs.filter((x) => x.n >= 2).map((x) => clip(x.e, 1.5));
    const m = mean(clipped);
    return { mse: clipped.length ? mean(clipped.map((v) => (v - m) ** 2)) : 0, n: clipped.length };
  };
  const weightsOf = (w1: number) => [w1, (1 - w1) * 0.6, (1 - w1) * 0.4];
  const W1 = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
  let best = Infinity;
  let chosen = { w1: base.weights[0], old: base.oldWeights[0], e: base.cohortElasticity, mw: base.mappedWeight };
  for (const e of [0, 0.25, 0.5, 0.75, 1]) {
    let own = { mse: Infinity, n: 0, w1: base.weights[0] };
    for (const w1 of W1) {
      const s = spread(errors(training, { ...p, weights: weightsOf(w1), cohortElasticity: e }, upTo).filter((x) => !x.mapped));
      if (s.mse < own.mse) own = { ...s, w1 };
    }
    let old = { mse: Infinity, n: 0, w1: base.oldWeights[0], mw: base.mappedWeight };
    for (const w1 of W1) {
      for (const mw of [1, 0.5, 0.25, 0.1, 0]) {
        const s = spread(errors(training, { ...p, oldWeights: weightsOf(w1), cohortElasticity: e, mappedWeight: mw }, upTo).filter((x) => x.mapped));
        if (s.mse < old.mse) old = { ...s, w1, mw };
        if (w1 === 1) break; // the older years carry no weight: the mapped factor changes nothing
      }
    }
    const total = own.n + old.n ? (own.mse * own.n + old.mse * old.n) / (own.n + old.n) : 0;
    if (total < best) {
      best = total;
      chosen = { w1: own.w1, old: old.w1, e, mw: old.mw };
    }
  }
  const history = errors(training, p, upTo).filter((x) => x.n >= 2);
  const ownN = history.filter((x) => !x.mapped).length;
  const oldN = history.length - ownN;
  const shrunk = (prior: number, v: number, n: number) => {
    const w1 = round(towards(prior, v, n, SHRINK.history), 2);
    return [w1, round((1 - w1) * 0.6, 2), round((1 - w1) * 0.4, 2)];
  };
  p = {
    ...p,
    weights: shrunk(base.weights[0], chosen.w1, ownN),
    oldWeights: shrunk(base.oldWeights[0], chosen.old, oldN),
    cohortElasticity: round(towards(base.cohortElasticity, chosen.e, history.length, SHRINK.history), 2),
    mappedWeight: round(towards(base.mappedWeight, chosen.mw, oldN, SHRINK.history), 2),
    // What is left of the prior's uncertainty after n units: the share k / (n + k) of its variance
    // (the same evidence that moved the weight from its prior).
    weightSd: round(PRIOR_WEIGHT_SD * Math.sqrt(SHRINK.history / (ownN + SHRINK.history)), 3),
    oldWeightSd: round(PRIOR_WEIGHT_SD * Math.sqrt(SHRINK.history / (oldN + SHRINK.history)), 3),
  };
  let errs = errors(training, p, upTo);
  p.shift = round(towards(0, mean(errs.map((x) => clip(x.e, 1.5))), errs.length, SHRINK.shift), 3);
  errs = errors(training, p, upTo);
  // The common shock of a province-year: the s.d. of the cases' mean errors, less their own noise.
  const means = caseMeans(errs);
  const pooledShock = shockOf([...means.values()], () => 0);
  p.yearShock = round(towards(base.yearShock, pooledShock.value, pooledShock.evidence, SHRINK.shock), 3);
  // σ's multipliers are fitted on the errors within a province-year (its common shift taken out).
  errs = errors(training, { ...p, yearShock: 0 }, upTo).map((x) => ({ ...x, e: x.e - (means.get(x.c)?.m ?? 0) }));
  const group = (f: (x: Err) => boolean, z: (x: Err) => number) => {
    const g = errs.filter(f);
    return g.length ? round(towards(1, rms(g.map((x) => clip(z(x), 4))), g.length, SHRINK.sigma), 2) : 1;
  };
  const share = (x: Err) => (x.cohort ? x.r / x.cohort : null);
  const z0 = (x: Err) => x.e / x.sigma;
  p = {
    ...p,
    levelTop: group((x) => share(x) !== null && share(x)! <= 0.02, z0),
    levelMid: group((x) => share(x) === null || (share(x)! > 0.02 && share(x)! <= 0.1), z0),
    levelBottom: group((x) => share(x) !== null && share(x)! > 0.1, z0),
  };
  const zl = (x: Err) => x.e / (x.sigma * levelFactor(x.r, x.cohort, p));
  // σ's multipliers for 1, 2 and 3+ years, relative to their current values.
  const thin = [1, 2, 3].map((n, i) => round(p.thin[i] * group((x) => Math.min(x.n, 3) === n, zl), 2)) as [number, number, number];
  const byYears = (x: Err) => p.thin[Math.min(x.n, 3) - 1] / thin[Math.min(x.n, 3) - 1];
  const zt = (x: Err) => zl(x) * byYears(x);
  p = { ...p, thin };
  const old = errs.filter((x) => x.age >= 2);
  if (old.length) p.agePer = Math.max(0, round((group((x) => x.age >= 2, zt) - 1) / mean(old.map((x) => x.age - 1)), 2));
  const za = (x: Err) => zt(x) / (1 + p.agePer * Math.max(0, x.age - 1));
  p.changedGroup = Math.max(
    1,
    group((x) => x.changed, za),
  );
  // Units with pre-reform 文/理 years mapped to 物理/历史: their own σ multiplier.
  const mappedErrs = errs.filter((x) => x.mapped && !x.changed);
  if (mappedErrs.length) p.mapped = Math.max(1, round(towards(base.mapped, rms(mappedErrs.map((x) => clip(za(x), 4))), mappedErrs.length, SHRINK.sigma), 2));
  p = { ...p, provinces: fitProvinces(training, p, upTo) };
  // Joint fine-tune by Brier: shift ± 0.05, σ × 0.8–1.25, the weight of the unit's own dispersion,
  // each moved from the untuned value by the training's evidence.
  let bestBrier = Infinity;
  let tune = { ds: 0, k: 1, dw: p.dispersionWeight };
  for (const ds of [-0.05, 0, 0.05]) {
    for (const k of [0.8, 0.9, 1, 1.1, 1.25]) {
      for (const dw of [0, 0.5, 1]) {
        const { brier } = scorePairs(enginePairs(training, scaled(p, ds, k, dw), upTo));
        if (brier < bestBrier) {
          bestBrier = brier;
          tune = { ds, k, dw };
        }
      }
    }
  }
  const n = errs.length;
  return scaled(p, towards(0, tune.ds, n, SHRINK.tune), towards(1, tune.k, n, SHRINK.tune), towards(p.dispersionWeight, tune.dw, n, SHRINK.tune));
}

/**
 * The plan elasticity: the least squared error in ln rank (around its mean) over the units with
 * the target year's plan and their newest year's seats, on a grid, shrunk to the prior by those
 * units (SHRINK.history).
 */
function fitPlanElasticity(training: Case[], p: ModelParams, prior: number, upTo: number): number {
  // Only units with the target year's plan can tell: the grid fits them alone, not every unit 13 times.
  const withPlan = training.map((c) => ({ ...c, units: c.units.filter((u) => u.targetPlan) }));
  let best = { mse: Infinity, beta: prior, n: 0 };
  for (let k = 0; k <= 12; k++) {
    const beta = k * 0.025;
    const e = errors(withPlan, { ...p, planElasticity: beta }, upTo)
      .filter((x) => x.planned)
      .map((x) => clip(x.e, 1.5));
    if (!e.length) return prior;
    const m = mean(e);
    const mse = mean(e.map((v) => (v - m) ** 2));
    if (mse < best.mse) best = { mse, beta, n: e.length };
  }
  return round(towards(prior, best.beta, best.n, SHRINK.history), 3);
}

/** The parameters with the shift moved by ds, σ's levels × k and the dispersion weight dw. */
function scaled(p: ModelParams, ds: number, k: number, dw: number): ModelParams {
  return {
    ...p,
    dispersionWeight: round(dw, 2),
    shift: round(p.shift + ds, 3),
    levelTop: round(p.levelTop * k, 2),
    levelMid: round(p.levelMid * k, 2),
    levelBottom: round(p.levelBottom * k, 2),
  };
}

/**
 * Each province's own σ scale (root-mean-square of z within its province-years) and year shock
 * (the s.d. of its province-years' common shifts), each shrunk to the pooled value by the
 * province's evidence. A province's own shift was tried and dropped: a province's common shift
 * does not persist (广东's per-major files: −0.04 in 2022, +0.02 in 2023), and carrying it over
 * moved 广东 2023's centre the wrong way (Brier 0.0644 → 0.0665).
 */
function fitProvinces(training: Case[], p: ModelParams, upTo: number): Record<string, ProvinceParams> {
  const errs = errors(training, p, upTo);
  const means = caseMeans(errs);
  const out: Record<string, ProvinceParams> = {};
  for (const province of [...new Set(training.map((c) => c.province))].sort()) {
    const mine = errs.filter((x) => x.province === province);
    if (!mine.length) continue;
    const within = mine.map((x) => clip((x.e - (means.get(x.c)?.m ?? 0)) / Math.sqrt(Math.max(1e-6, x.sigma ** 2 - p.yearShock ** 2)), 4));
    const shock = shockOf(
      [...means.values()].filter((x) => x.province === province),
      () => 0,
    );
    out[province] = {
      scale: round(towards(1, rms(within), mine.length, SHRINK.province), 2),
      yearShock: round(towards(p.yearShock, shock.value, shock.evidence, SHRINK.provinceShock), 3),
      units: mine.length,
    };
  }
  return out;
}

/** The naive baseline's σ: the lowest Brier over a grid, on earlier cases, shrunk to 0.3 by their units. */
export function fitNaive(training: Case[]): number {
  const units = training.reduce((a, c) => a + c.units.length, 0);
  if (!units) return 0.3;
  let best = Infinity;
  let sigma = 0.3;
  for (let s = 0.05; s <= 1.0001; s += 0.025) {
    const { brier } = scorePairs(naivePairs(training, s));
    if (brier < best) {
      best = brier;
      sigma = s;
    }
  }
  return round(towards(0.3, sigma, units, SHRINK.tune), 3);
}

const NOMINAL_WEICI: WeiciRates = { none: 0.1, 冲: 0.35, 稳: 0.65, 保: 0.9, 垫: 0.97 };

/** 位次法's band probabilities: each band's admitted share on earlier cases, shrunk to the nominal rates by the band's pairs. */
export function fitWeici(training: Case[]): WeiciRates {
  const n: Record<string, [number, number]> = {};
  const zero = { none: 0, 冲: 0, 稳: 0, 保: 0, 垫: 0 };
  for (const pr of weiciPairs(training, zero)) {
    const k = pr.tier ?? 'none';
    n[k] ??= [0, 0];
    n[k][0]++;
    if (pr.admitted) n[k][1]++;
  }
  const out = { ...NOMINAL_WEICI };
  for (const k of Object.keys(out) as (keyof WeiciRates)[]) if (n[k]?.[0]) out[k] = towards(NOMINAL_WEICI[k], n[k][1] / n[k][0], n[k][0], SHRINK.tune);
  return out;
}
