/**
 * Back-test of the probability model over every province-year of the public data set that has
 * earlier years to learn from (docs/engine.md): the national admissions file (29 provinces) and
 * the 广东 per-major files. Each year is predicted from earlier years only: the engine's free
 * parameters, the naive baseline's spread and the 位次法 band rates are fitted on the years before
 * it (all provinces pooled), never on the year being predicted. "Admitted" = the student's rank in
 * that year is at or better than the unit's min rank that year.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findProvince, NEW_GAOKAO_FIRST_YEAR, TIERS, type Tier } from '@zhiyuan/shared';
import { fileHash, NATIONAL_FILES, readNationalLines, readNationalTables } from './backtest-data.ts';
import { chance, DEFAULT_PARAMS, fitUnit, levelFactor, phi, rankFloor, tierOf, type FitContext, type ModelParams } from './probability.ts';
import { RankScale, type RankRowInput } from './rank-scale.ts';
import { buildPools, type LineRecord, type YearLine } from './units.ts';

export const BACKTEST_FILES = {
  rankTables: 'admissions/guangdong/rank_tables_2011_2025.csv',
  majors: (year: number, kind: 'physics' | 'history') => `admissions/guangdong/${year}_${kind}_majors.csv`,
};

const SUBJECTS = [
  { kind: 'physics' as const, subjectType: '物理类', category: '理科' },
  { kind: 'history' as const, subjectType: '历史类', category: '文科' },
];

type Row = Record<string, string>;
const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(file), { columns: (h: string[]) => h.map((c) => c.replace(/^\uFEFF/, '').replace(/\s+/g, '')), bom: true, relax_column_count: true, skip_empty_lines: true });
const num = (s: string | undefined) => {
  if (s === undefined) return null;
  const m = /-?\d+(\.\d+)?/.exec(s);
  return m ? Number(m[0]) : null;
};

export function readRankTables(dir: string): Map<string, RankScale> {
  const byKey = new Map<string, RankRowInput[]>();
  for (const r of readCsv(path.join(dir, BACKTEST_FILES.rankTables))) {
    const year = num(r.year);
    const score = num(r.score);
    const worst = num(r.worst_rank);
    if (!year || score === null || !worst) continue;
    const key = `${year}|${r.category}`;
    let rows = byKey.get(key);
    if (!rows) byKey.set(key, (rows = []));
    rows.push({ score, rankEnd: Math.round(worst), rankStart: num(r.best_rank), count: num(r.count_per_score) });
  }
  const out = new Map<string, RankScale>();
  for (const [key, rows] of byKey) out.set(key, new RankScale(rows));
  return out;
}

export function readMajors(dir: string, year: number, kind: 'physics' | 'history', subjectType: string): LineRecord[] {
  const out: LineRecord[] = [];
  for (const r of readCsv(path.join(dir, BACKTEST_FILES.majors(year, kind)))) {
    const rank = num(r['最低分平均排位']);
    const minScore = num(r['最低分']);
    if (!r['院校名称'] || (rank === null && minScore === null)) continue;
    out.push({
      year, subjectType, batch: '本科批', level: 'major', schoolId: null, schoolName: r['院校名称'].trim(),
      schoolCode: r['代码']?.trim() || null, groupCode: r['专业组']?.trim() || null, majorName: r['专业/类']?.trim() || null,
      majorCode: r['专业编号']?.trim() || null, electiveRequirement: r['选科']?.trim() || null, minScore,
      minRank: rank === null ? null : Math.ceil(rank), rankDerived: false, planCount: num(r['录取人数']), tuition: null,
      official: false, sourceQuality: 'third-party-guangdong-majors-csv',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cases: one (source, province, year, subject type, batch) with its units and their truths.

export interface CaseUnit {
  /** The unit's lines, newest (the truth year) first. */
  lines: YearLine[];
  truthRank: number;
  /** The raw min ranks of the earlier years the engine uses, newest first. */
  ranks: number[];
}

export interface Case {
  source: 'national' | 'guangdong-majors';
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

/** Student ranks: log-spaced, 10 per e-fold (about ×1.105 apart), from 10 up. */
const GRID = Array.from({ length: 120 }, (_, k) => Math.round(10 * Math.exp(0.1 * k)));
/** A pair is a student within ±WINDOW in ln(rank) of the unit's last published cut-off rank (×/÷ 2.2). */
export const WINDOW = 0.8;

function casesOf(source: Case['source'], province: string, records: LineRecord[], tables: Map<string, RankScale>, years: number[]): Case[] {
  const cfg = findProvince(province);
  if (!cfg) return [];
  const out: Case[] = [];
  for (const year of years) {
    const pools = buildPools(records.filter((r) => r.year <= year), { fillType: cfg.fillType, examMode: cfg.type, reformYear: NEW_GAOKAO_FIRST_YEAR[cfg.province] });
    for (const pool of pools.values()) {
      if (pool.batch !== 2 && pool.batch !== 3) continue;
      const scaleOf = (y: number) => tables.get(`${y}|${pool.subjectType}`) ?? null;
      const target = scaleOf(year);
      const targetCohort = target?.cohort ?? null;
      const ctx: FitContext = { targetYear: year, history: cfg.history, targetCohort, targetScale: target, floor: rankFloor(targetCohort), scaleOf };
      const units: CaseUnit[] = [];
      for (const unit of pool.units) {
        const truth = unit.lines[0];
        if (truth.year !== year || truth.minRank === null) continue;
        const fit = fitUnit(unit.lines, ctx, DEFAULT_PARAMS);
        if (!fit) continue;
        units.push({ lines: unit.lines, truthRank: truth.minRank, ranks: fit.years.map((y) => y.rank) });
      }
      if (units.length) out.push({ source, province, year, subjectType: pool.subjectType, batch: pool.batch, hasTable: !!target, cohort: targetCohort, ctx, units });
    }
  }
  return out;
}

export interface DataVersion {
  files: { file: string; rows: number }[];
  hash: string;
}

/** Every case of the data set: the national file per province, and 广东's per-major files. */
export function loadCases(dir: string): { cases: Case[]; version: DataVersion } {
  const { byProvince, rows } = readNationalLines(dir);
  const { tables: tableRows, rows: tableCount } = readNationalTables(dir);
  const cases: Case[] = [];
  for (const [province, records] of byProvince) {
    const tables = new Map<string, RankScale>();
    for (const [key, list] of tableRows) {
      const [p, y, s] = key.split('|');
      if (p === province) tables.set(`${y}|${s}`, new RankScale(list));
    }
    const years = [...new Set(records.map((r) => r.year))].filter((y) => y >= 2019).sort();
    cases.push(...casesOf('national', province, records, tables, years));
  }
  const files = [{ file: NATIONAL_FILES.admissions, rows }, { file: NATIONAL_FILES.rankTables, rows: tableCount }];
  if (hasGuangdongMajors(dir)) {
    const gd = readRankTables(dir);
    const tables = new Map<string, RankScale>();
    for (const s of SUBJECTS) for (let y = 2019; y <= 2025; y++) {
      const t = gd.get(`${y}|${s.category}`);
      if (t) tables.set(`${y}|${s.subjectType}`, t);
    }
    let count = 0;
    const records: LineRecord[] = [];
    for (const y of [2021, 2022, 2023]) for (const s of SUBJECTS) {
      const list = readMajors(dir, y, s.kind, s.subjectType);
      count += list.length;
      records.push(...list);
    }
    cases.push(...casesOf('guangdong-majors', '广东', records, tables, [2022, 2023]));
    files.push({ file: 'admissions/guangdong/20{21,22,23}_{physics,history}_majors.csv', rows: count }, { file: BACKTEST_FILES.rankTables, rows: gd.size });
  }
  return { cases, version: { files, hash: fileHash(dir, [NATIONAL_FILES.admissions, NATIONAL_FILES.rankTables]) } };
}

export function hasBacktestData(dir: string): boolean {
  return fs.existsSync(path.join(dir, NATIONAL_FILES.admissions)) && fs.existsSync(path.join(dir, NATIONAL_FILES.rankTables));
}

export function hasGuangdongMajors(dir: string): boolean {
  return fs.existsSync(path.join(dir, BACKTEST_FILES.rankTables)) && [2021, 2022, 2023].every((y) => fs.existsSync(path.join(dir, BACKTEST_FILES.majors(y, 'physics'))));
}

// ---------------------------------------------------------------------------------------------
// The three models.

export interface Pair {
  p: number;
  admitted: boolean;
  tier: Tier | null;
  /** The engine kept the unit out of 保/垫 (one year, or stale). */
  capped?: boolean;
}

function forPairs(c: Case, u: CaseUnit, each: (R: number) => void): void {
  const last = Math.log(u.ranks[0]);
  for (const R of GRID) {
    if (c.cohort && R > c.cohort) break;
    if (Math.abs(Math.log(R) - last) <= WINDOW) each(R);
  }
}

export function enginePairs(cases: Case[], params: ModelParams): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases) {
    const floor = rankFloor(c.cohort, params);
    const ctx = { ...c.ctx, floor };
    for (const u of c.units) {
      const fit = fitUnit(u.lines, ctx, params);
      if (!fit) continue;
      forPairs(c, u, (R) => {
        const { probability } = chance(fit, R, floor, params);
        pairs.push({ p: probability, admitted: R <= u.truthRank, tier: tierOf(probability, fit.capped), capped: fit.capped });
      });
    }
  }
  return pairs;
}

/** Naive: last year's cut-off rank, one spread σ. */
export function naivePairs(cases: Case[], sigma: number): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases) for (const u of c.units) {
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
const weiciBand = (q: number): Tier | null => (q <= WEICI_BANDS.垫 ? '垫' : q <= WEICI_BANDS.保 ? '保' : q <= WEICI_BANDS.稳 ? '稳' : q <= WEICI_BANDS.冲 ? '冲' : null);

export function weiciPairs(cases: Case[], rates: WeiciRates): Pair[] {
  const pairs: Pair[] = [];
  for (const c of cases) for (const u of c.units) {
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

export interface Score {
  pairs: number;
  bins: CalibrationBin[];
  /** Σ n_bin/N × |predicted − actual| over the deciles. */
  ece: number;
  brier: number;
  tiers: Record<Tier, { n: number; failed: number; rate: number }>;
}

export function scorePairs(pairs: Pair[]): Score {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, meanPredicted: 0, shareAdmitted: 0 }));
  let brier = 0;
  const tiers = Object.fromEntries(TIERS.map((t) => [t, { n: 0, failed: 0, rate: 0 }])) as Score['tiers'];
  for (const pr of pairs) {
    const b = bins[Math.min(9, Math.floor(pr.p * 10))];
    b.n++;
    b.meanPredicted += pr.p;
    b.shareAdmitted += pr.admitted ? 1 : 0;
    brier += (pr.p - (pr.admitted ? 1 : 0)) ** 2;
    if (pr.tier) {
      tiers[pr.tier].n++;
      if (!pr.admitted) tiers[pr.tier].failed++;
    }
  }
  let ece = 0;
  for (const b of bins) {
    if (!b.n) continue;
    b.meanPredicted /= b.n;
    b.shareAdmitted /= b.n;
    ece += (b.n / pairs.length) * Math.abs(b.meanPredicted - b.shareAdmitted);
  }
  for (const t of Object.values(tiers)) t.rate = t.n ? t.failed / t.n : 0;
  return { pairs: pairs.length, bins, ece, brier: pairs.length ? brier / pairs.length : 0, tiers };
}

// ---------------------------------------------------------------------------------------------
// Fitting on earlier years.

/** The engine before any fit: the issue-4 parameters. */
export const UNFITTED: ModelParams = {
  ...DEFAULT_PARAMS, thin: [1.6, 1.15, 1], weights: [0.5, 0.3, 0.2], cohortElasticity: 0.25, shift: 0, levelTop: 1, levelMid: 1, levelBottom: 1,
  agePer: 0, changedGroup: 1, dispersionWeight: 1, yearShock: 0,
};
const MIN_GROUP = 30;
/** Fewer earlier units than this: the fits keep their unfitted values (a fit on a few hundred units of 2019–2021 moved more than it learned). */
export const MIN_TRAINING = 1000;

interface Err { e: number; sigma: number; r: number; age: number; changed: boolean; mapped: boolean; n: number; c: number }

function errors(cases: Case[], params: ModelParams): Err[] {
  const out: Err[] = [];
  for (const [ci, c] of cases.entries()) {
    const floor = rankFloor(c.cohort, params);
    const ctx = { ...c.ctx, floor };
    for (const u of c.units) {
      const fit = fitUnit(u.lines, ctx, params);
      if (!fit) continue;
      out.push({
        e: Math.log(Math.max(u.truthRank, floor)) - fit.logCenter, sigma: fit.sigma, r: fit.expectedRank, age: fit.age,
        changed: fit.flags.includes('groupChanged'), mapped: fit.flags.includes('oldSubjectMapped'), n: fit.years.length, c: ci,
      });
    }
  }
  return out;
}

const clip = (v: number, m: number) => Math.max(-m, Math.min(m, v));
const rms = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + x * x, 0) / xs.length);
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/**
 * Fits the engine on earlier cases: the latest year's weight (least squared error in ln rank), the
 * location shift (mean error), σ's multipliers by rank level, data age and changed groups (the
 * root-mean-square of z in each group, clipped at ±4), then a joint fine-tune of shift and σ scale
 * by the lowest Brier score.
 */
export function fitEngine(training: Case[], base: ModelParams = UNFITTED): ModelParams {
  const units = training.reduce((a, c) => a + c.units.length, 0);
  if (units < MIN_TRAINING) return base;
  let p: ModelParams = { ...base, shift: 0, levelTop: 1, levelMid: 1, levelBottom: 1, agePer: 0, changedGroup: 1, mapped: 1 };
  let best = Infinity;
  let weights = p.weights;
  let cohortElasticity = p.cohortElasticity;
  let mappedWeight = 1;
  for (const e of [0, 0.25, 0.5, 0.75, 1]) {
    for (const w1 of [0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]) {
      for (const mw of [1, 0.5, 0.25, 0.1, 0]) {
        const w = [w1, (1 - w1) * 0.6, (1 - w1) * 0.4];
        const errs = errors(training, { ...p, weights: w, cohortElasticity: e, mappedWeight: mw });
        if (errs.filter((x) => x.n >= 2).length < MIN_GROUP) break;
        // The spread of the errors around their mean (the mean is the shift, fitted next).
        const clipped = errs.map((x) => clip(x.e, 1.5));
        const m = mean(clipped);
        const mse = mean(clipped.map((v) => (v - m) ** 2));
        if (mse < best) {
          best = mse;
          weights = w.map((v) => Math.round(v * 100) / 100);
          cohortElasticity = e;
          mappedWeight = mw;
        }
        if (w1 === 1) break; // the older years carry no weight: the mapped factor changes nothing
      }
    }
  }
  p = { ...p, weights, cohortElasticity, mappedWeight };
  let errs = errors(training, p);
  const shift = mean(errs.map((x) => clip(x.e, 1.5)));
  p = { ...p, shift: Math.round(shift * 1000) / 1000 };
  errs = errors(training, p);
  // The common shock of a province-year: the s.d. of the cases' mean errors (cases of ≥ 50 units),
  // less the part their own sampling noise explains.
  const byCase = new Map<number, number[]>();
  for (const x of errs) byCase.set(x.c, [...(byCase.get(x.c) ?? []), clip(x.e, 1.5)]);
  const shocks: number[] = [];
  let noise = 0;
  for (const list of byCase.values()) {
    if (list.length < 50) continue;
    const m = mean(list);
    shocks.push(m);
    noise += mean(list.map((v) => (v - m) ** 2)) / list.length;
  }
  if (shocks.length >= 3) {
    const m = mean(shocks);
    const between = mean(shocks.map((v) => (v - m) ** 2)) - noise / shocks.length;
    p.yearShock = Math.round(Math.sqrt(Math.max(0, between)) * 1000) / 1000;
  }
  // σ's multipliers are fitted on the errors within a province-year (its common shift taken out).
  const caseMean = new Map([...byCase].filter(([, l]) => l.length >= 50).map(([c, l]) => [c, mean(l)]));
  errs = errors(training, { ...p, yearShock: 0 }).map((x) => ({ ...x, e: x.e - (caseMean.get(x.c) ?? 0) }));
  const group = (f: (x: Err) => boolean, z: (x: Err) => number) => {
    const g = errs.filter(f);
    return g.length >= MIN_GROUP ? Math.round(rms(g.map((x) => clip(z(x), 4))) * 100) / 100 : 1;
  };
  const z0 = (x: Err) => x.e / x.sigma;
  p = {
    ...p,
    levelTop: group((x) => x.r <= 10_000, z0),
    levelMid: group((x) => x.r > 10_000 && x.r <= 50_000, z0),
    levelBottom: group((x) => x.r > 50_000, z0),
  };
  const zl = (x: Err) => x.e / (x.sigma * levelFactor(x.r, p));
  // σ's multipliers for 1, 2 and 3+ years, relative to their current values.
  const thin = [1, 2, 3].map((n, i) => Math.round(p.thin[i] * group((x) => Math.min(x.n, 3) === n, zl) * 100) / 100) as [number, number, number];
  const byYears = (x: Err) => p.thin[Math.min(x.n, 3) - 1] / thin[Math.min(x.n, 3) - 1];
  const zt = (x: Err) => zl(x) * byYears(x);
  // Level multipliers keep the overall scale; the years' multipliers now carry their share.
  p = { ...p, thin };
  const old = errs.filter((x) => x.age >= 2);
  if (old.length >= MIN_GROUP) p.agePer = Math.max(0, Math.round(((group((x) => x.age >= 2, zt) - 1) / mean(old.map((x) => x.age - 1))) * 100) / 100);
  const za = (x: Err) => zt(x) / (1 + p.agePer * Math.max(0, x.age - 1));
  p.changedGroup = Math.max(1, group((x) => x.changed, za));
  // Units with pre-reform 文/理 years mapped to 物理/历史: their own σ multiplier (was fixed at 1.3).
  p.mapped = Math.max(1, group((x) => x.mapped && !x.changed, za));
  // Joint fine-tune by Brier: shift ± 0.05, σ × 0.8–1.25, the weight of the unit's own dispersion.
  let bestBrier = Infinity;
  let tuned = p;
  for (const ds of [-0.05, 0, 0.05]) {
    for (const k of [0.8, 0.9, 1, 1.1, 1.25]) {
      for (const dispersionWeight of [0, 0.5, 1]) {
        const q = { ...p, dispersionWeight, shift: Math.round((p.shift + ds) * 1000) / 1000, levelTop: p.levelTop * k, levelMid: p.levelMid * k, levelBottom: p.levelBottom * k };
        const { brier } = scorePairs(enginePairs(training, q));
        if (brier < bestBrier) {
          bestBrier = brier;
          tuned = q;
        }
      }
    }
  }
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return { ...tuned, levelTop: r2(tuned.levelTop), levelMid: r2(tuned.levelMid), levelBottom: r2(tuned.levelBottom) };
}

/** The naive baseline's σ: the lowest Brier over a grid, on earlier cases. */
export function fitNaive(training: Case[]): number {
  if (training.reduce((a, c) => a + c.units.length, 0) < MIN_TRAINING) return 0.3;
  let best = Infinity;
  let sigma = 0.3;
  for (let s = 0.05; s <= 1.0001; s += 0.025) {
    const { brier } = scorePairs(naivePairs(training, s));
    if (brier < best) {
      best = brier;
      sigma = Math.round(s * 1000) / 1000;
    }
  }
  return sigma;
}

const NOMINAL_WEICI: WeiciRates = { none: 0.1, 冲: 0.35, 稳: 0.65, 保: 0.9, 垫: 0.97 };

/** 位次法's band probabilities: each band's admitted share on earlier cases. */
export function fitWeici(training: Case[]): WeiciRates {
  if (training.reduce((a, c) => a + c.units.length, 0) < MIN_TRAINING) return NOMINAL_WEICI;
  const n: Record<string, [number, number]> = {};
  const zero = { none: 0, 冲: 0, 稳: 0, 保: 0, 垫: 0 };
  for (const pr of weiciPairs(training, zero)) {
    const k = pr.tier ?? 'none';
    n[k] ??= [0, 0];
    n[k][0]++;
    if (pr.admitted) n[k][1]++;
  }
  const out = { ...NOMINAL_WEICI };
  for (const k of Object.keys(out) as (keyof WeiciRates)[]) if (n[k]?.[0]) out[k] = n[k][1] / n[k][0];
  return out;
}

// ---------------------------------------------------------------------------------------------
// The run.

export interface ProvinceYear {
  /** The engine's pairs (kept for threshold analysis). */
  enginePairs?: Pair[];
  province: string;
  year: number;
  source: Case['source'];
  units: number;
  engine: Score;
  naive: Score;
  weici: Score;
}

export interface BacktestRun {
  rows: ProvinceYear[];
  pooled: { engine: Score; naive: Score; weici: Score; units: number };
  /** Province-years with lines and earlier years but no rank table for the year: not scored (used as training for later years). */
  skipped: { province: string; year: number; units: number }[];
  /** Parameters per predicted year (fitted on earlier years). */
  fits: { year: number; source: Case['source']; trainingUnits: number; engine: ModelParams; naiveSigma: number; weici: WeiciRates }[];
  /** Fitted on every case (what DEFAULT_PARAMS ships). */
  shipped: ModelParams;
  version: DataVersion;
}

export function runBacktest(dir: string): BacktestRun {
  const { cases, version } = loadCases(dir);
  const rows: ProvinceYear[] = [];
  const fits: BacktestRun['fits'] = [];
  const all = { engine: [] as Pair[], naive: [] as Pair[], weici: [] as Pair[] };
  let pooledUnits = 0;
  const skipped = new Map<string, { province: string; year: number; units: number }>();
  const targets = [...new Set(cases.map((c) => `${c.source}|${c.year}`))].sort();
  for (const key of targets) {
    const [source, y] = key.split('|');
    const year = Number(y);
    const training = cases.filter((c) => c.year < year);
    const trainingUnits = training.reduce((a, c) => a + c.units.length, 0);
    const test = cases.filter((c) => c.source === source && c.year === year);
    const scored = test.filter((c) => c.hasTable);
    for (const c of test.filter((t) => !t.hasTable)) {
      const k = `${c.province}|${c.year}`;
      const s = skipped.get(k) ?? { province: c.province, year: c.year, units: 0 };
      s.units += c.units.length;
      skipped.set(k, s);
    }
    if (!scored.length) continue;
    const engine = fitEngine(training);
    const naiveSigma = fitNaive(training);
    const weici = fitWeici(training);
    fits.push({ year, source: source as Case['source'], trainingUnits, engine, naiveSigma, weici });
    for (const province of [...new Set(scored.map((c) => c.province))]) {
      const mine = scored.filter((c) => c.province === province);
      const e = enginePairs(mine, engine);
      const n = naivePairs(mine, naiveSigma);
      const w = weiciPairs(mine, weici);
      all.engine.push(...e);
      all.naive.push(...n);
      all.weici.push(...w);
      const units = mine.reduce((a, c) => a + c.units.length, 0);
      pooledUnits += units;
      rows.push({ enginePairs: e, province, year, source: source as Case['source'], units, engine: scorePairs(e), naive: scorePairs(n), weici: scorePairs(w) });
    }
  }
  rows.sort((a, b) => a.province.localeCompare(b.province, 'zh') || a.year - b.year);
  return {
    rows,
    pooled: { engine: scorePairs(all.engine), naive: scorePairs(all.naive), weici: scorePairs(all.weici), units: pooledUnits },
    skipped: [...skipped.values()].sort((a, b) => a.province.localeCompare(b.province, 'zh') || a.year - b.year),
    fits,
    shipped: fitEngine(cases),
    version,
  };
}

// ---------------------------------------------------------------------------------------------
// Output.

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const rate = (s: Score, t: Tier) => (s.tiers[t].n ? `${pct(s.tiers[t].rate)} (${s.tiers[t].n})` : '–');

/** Province-years whose engine Brier beats the naive baseline, of those scored. */
export function brierWins(run: BacktestRun): { wins: number; of: number } {
  return { wins: run.rows.filter((r) => r.engine.brier < r.naive.brier).length, of: run.rows.length };
}

export function formatBacktest(run: BacktestRun): string {
  const { pooled } = run;
  const w = brierWins(run);
  const out = [
    `data: ${run.version.files.map((f) => `${f.file} (${f.rows} rows)`).join(', ')}; sha256 of the national files ${run.version.hash}`,
    `pairs: students on a log grid (×1.105 apart) within ×/÷ ${Math.exp(WINDOW).toFixed(1)} of the unit's last cut-off rank; admitted = rank ≤ the unit's min rank that year`,
    '',
    '### Pooled',
    '',
    '| model | pairs | ECE | Brier | 冲 failed | 稳 failed | 保 failed | 垫 failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...(['engine', 'naive', 'weici'] as const).map((m) => {
      const s = pooled[m];
      return `| ${m === 'weici' ? '位次法' : m} | ${s.pairs} | ${pct(s.ece)} | ${s.brier.toFixed(4)} | ${rate(s, '冲')} | ${rate(s, '稳')} | ${rate(s, '保')} | ${rate(s, '垫')} |`;
    }),
    '',
    `engine Brier below naive in ${w.wins} of ${w.of} province-years; units scored: ${pooled.units}`,
    '',
    '### Calibration by decile (pooled)',
    '',
    '| predicted | engine pairs | engine predicted | engine admitted | naive pairs | naive predicted | naive admitted |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...pooled.engine.bins.map((b, i) => {
      const n = pooled.naive.bins[i];
      return `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} | ${pct(b.meanPredicted)} | ${pct(b.shareAdmitted)} | ${n.n} | ${pct(n.meanPredicted)} | ${pct(n.shareAdmitted)} |`;
    }),
    '',
    '### Per province-year (each predicted from earlier years only)',
    '',
    '| province | year | units | pairs | ECE engine | ECE naive | Brier engine | Brier naive | Brier 位次法 | 保 failed engine (pairs) | 保 failed 位次法 (pairs) | 垫 failed engine |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...run.rows.map((r) => {
      const mark = r.engine.brier < r.naive.brier ? '' : ' ✗';
      const safe = r.engine.tiers.保;
      const safeMark = safe.n >= 200 && safe.rate > 0.08 ? ' ✗' : '';
      return `| ${r.province}${r.source === 'guangdong-majors' ? ' (per-major files)' : ''} | ${r.year} | ${r.units} | ${r.engine.pairs} | ${pct(r.engine.ece)} | ${pct(r.naive.ece)} | ${r.engine.brier.toFixed(4)}${mark} | ${r.naive.brier.toFixed(4)} | ${r.weici.brier.toFixed(4)} | ${rate(r.engine, '保')}${safeMark} | ${rate(r.weici, '保')} | ${rate(r.engine, '垫')} |`;
    }),
    '',
    `Not scored (no rank table for the year; their units still train later years): ${run.skipped.map((s) => `${s.province} ${s.year} (${s.units})`).join(', ') || 'none'}`,
    '',
    '### Parameters fitted per predicted year (on earlier years only)',
    '',
    '| year | source | training units | weights | cohort elasticity | σ 1/2/3 years | dispersion weight | shift | σ level top/mid/bottom | age per year | changed group | mapped 文/理 σ / weight | naive σ | 位次法 admitted share 冲/稳/保/垫 |',
    '|---:|---|---:|---|---:|---|---:|---:|---|---:|---:|---:|---:|---|',
    ...run.fits.map((f) => `| ${f.year} | ${f.source} | ${f.trainingUnits} | ${f.engine.weights.join('/')} (shock ${f.engine.yearShock}) | ${f.engine.cohortElasticity} | ${f.engine.thin.join('/')} | ${f.engine.dispersionWeight} | ${f.engine.shift} | ${f.engine.levelTop}/${f.engine.levelMid}/${f.engine.levelBottom} | ${f.engine.agePer} | ${f.engine.changedGroup.toFixed(2)} | ${f.engine.mapped.toFixed(2)} / ${f.engine.mappedWeight} | ${f.naiveSigma} | ${(['冲', '稳', '保', '垫'] as const).map((t) => pct(f.weici[t])).join('/')} |`),
    '',
    `Shipped (fitted on every year): weights ${run.shipped.weights.join('/')}, cohort elasticity ${run.shipped.cohortElasticity}, σ by years ${run.shipped.thin.join('/')}, dispersion weight ${run.shipped.dispersionWeight}, year shock ${run.shipped.yearShock}, shift ${run.shipped.shift}, σ level ${run.shipped.levelTop}/${run.shipped.levelMid}/${run.shipped.levelBottom}, age ${run.shipped.agePer}, changed group ${run.shipped.changedGroup.toFixed(2)}, mapped 文/理 σ ${run.shipped.mapped.toFixed(2)}, weight ${run.shipped.mappedWeight}`,
  ];
  return out.join('\n');
}
