/**
 * Back-test of the probability model on 广东 (docs/engine.md): fit on the 2021–2022 per-major
 * files, predict the 2023 院校专业组 lines. "Admitted" = the student's 2023 rank is at or better
 * than the group's 2023 min rank (its lowest major). Reads the public data set directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findProvince, type Tier } from '@zhiyuan/shared';
import { chance, DEFAULT_PARAMS, fitUnit, rankFloor, tierOf, type ModelParams } from './probability.ts';
import { RankScale, type RankRowInput } from './rank-scale.ts';
import { buildPools, type LineRecord, type UnitPool } from './units.ts';

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

export interface Pair {
  p: number;
  admitted: boolean;
  tier: Tier | null;
  years: number;
}

export interface CalibrationBin {
  from: number;
  to: number;
  n: number;
  meanPredicted: number;
  shareAdmitted: number;
}

export interface BacktestResult {
  params: ModelParams;
  fittedBase: number;
  units: { evaluated: number; withTwoYears: number; withOneYear: number; without2023: number };
  pairs: number;
  bins: CalibrationBin[];
  /** Σ n_bin/N × |predicted − actual| over the bins. */
  ece: number;
  brier: number;
  /** Brier of always predicting the base rate, for scale. */
  brierBaseline: number;
  tiers: Record<Tier, { n: number; failed: number; rate: number }>;
}

/** Student ranks to test: log-spaced from the top to the bottom of the table. */
function studentGrid(cohort: number, n = 80): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(Math.round(Math.exp(Math.log(20) + (Math.log(cohort) - Math.log(20)) * (i / (n - 1)))));
  return out;
}

/** Student ranks within ±WINDOW in ln(rank) of a unit's expected cut-off (×/÷ 2.2) form the pairs. */
export const WINDOW = 0.8;

interface Case { pools: { pool: UnitPool; scales: Map<number, RankScale>; truthYear: number }[] }

export function loadCase(dir: string, trainYears: number[], truthYear: number): Case {
  const tables = readRankTables(dir);
  const cfg = findProvince('广东')!;
  const pools: Case['pools'] = [];
  for (const s of SUBJECTS) {
    const records = [...trainYears, truthYear].flatMap((y) => readMajors(dir, y, s.kind, s.subjectType));
    const built = buildPools(records, { fillType: cfg.fillType, examMode: cfg.type });
    const pool = built.get(`${s.subjectType}|2`);
    if (!pool) continue;
    const scales = new Map<number, RankScale>();
    for (const y of [...trainYears, truthYear]) {
      const scale = tables.get(`${y}|${s.category}`);
      if (scale) scales.set(y, scale);
    }
    pools.push({ pool, scales, truthYear });
  }
  return { pools };
}

export function evaluate(c: Case, params: ModelParams, history: number): { pairs: Pair[]; evaluated: number; two: number; one: number; without: number } {
  const pairs: Pair[] = [];
  let evaluated = 0;
  let two = 0;
  let one = 0;
  let without = 0;
  for (const { pool, scales, truthYear } of c.pools) {
    const target = scales.get(truthYear)!;
    const floor = rankFloor(target.cohort, params);
    const grid = studentGrid(target.cohort);
    const ctx = { targetYear: truthYear, history, targetCohort: target.cohort, floor, scaleOf: (y: number) => scales.get(y) ?? null };
    for (const unit of pool.units) {
      const truth = unit.lines[0];
      if (truth.year !== truthYear || truth.minRank === null) {
        without++;
        continue;
      }
      const fit = fitUnit(unit.lines, ctx, params);
      if (!fit) continue;
      evaluated++;
      if (fit.years.length >= 2) two++;
      else one++;
      for (const R of grid) {
        // A fixed window around the unit (not a probability range): the pairs do not depend on σ.
        if (Math.abs(Math.log(Math.max(R, floor)) - fit.logCenter) > WINDOW) continue;
        const { probability } = chance(fit, R, floor, params);
        pairs.push({ p: probability, admitted: R <= truth.minRank, tier: tierOf(probability), years: fit.years.length });
      }
    }
  }
  return { pairs, evaluated, two, one, without };
}

export function scorePairs(pairs: Pair[]): Pick<BacktestResult, 'bins' | 'ece' | 'brier' | 'brierBaseline' | 'tiers'> {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, n: 0, meanPredicted: 0, shareAdmitted: 0 }));
  let brier = 0;
  let admitted = 0;
  const tiers: BacktestResult['tiers'] = { 冲: { n: 0, failed: 0, rate: 0 }, 稳: { n: 0, failed: 0, rate: 0 }, 保: { n: 0, failed: 0, rate: 0 }, 垫: { n: 0, failed: 0, rate: 0 } };
  for (const pr of pairs) {
    const b = bins[Math.min(9, Math.floor(pr.p * 10))];
    b.n++;
    b.meanPredicted += pr.p;
    b.shareAdmitted += pr.admitted ? 1 : 0;
    brier += (pr.p - (pr.admitted ? 1 : 0)) ** 2;
    if (pr.admitted) admitted++;
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
  const base = admitted / pairs.length;
  return { bins, ece, brier: brier / pairs.length, brierBaseline: base * (1 - base), tiers };
}

/**
 * Fit: the base spread σ₀ is chosen on 2021 → 2022 (one year of history predicting the next, the
 * only out-of-sample check inside the training years) by the lowest Brier score. Test: with that
 * σ₀, 2021–2022 → 2023.
 */
export function runBacktest(dir: string, params: ModelParams = DEFAULT_PARAMS): { fitted: BacktestResult; shipped: BacktestResult } {
  const history = findProvince('广东')!.history;
  const fitCase = loadCase(dir, [2021], 2022);
  let fittedBase = params.base;
  let fittedElasticity = params.cohortElasticity;
  let best = Infinity;
  for (let base = 0.06; base <= 0.4001; base += 0.02) {
    for (const cohortElasticity of [0, 0.25, 0.5, 0.75, 1]) {
      const { pairs } = evaluate(fitCase, { ...params, base, cohortElasticity }, history);
      const { brier } = scorePairs(pairs);
      if (brier < best) {
        best = brier;
        fittedBase = Math.round(base * 100) / 100;
        fittedElasticity = cohortElasticity;
      }
    }
  }
  const testCase = loadCase(dir, [2021, 2022], 2023);
  const test = (used: ModelParams): BacktestResult => {
    const { pairs, evaluated, two, one, without } = evaluate(testCase, used, history);
    return { params: used, fittedBase, units: { evaluated, withTwoYears: two, withOneYear: one, without2023: without }, pairs: pairs.length, ...scorePairs(pairs) };
  };
  return { fitted: test({ ...params, base: fittedBase, cohortElasticity: fittedElasticity }), shipped: test(params) };
}

export function hasBacktestData(dir: string): boolean {
  return fs.existsSync(path.join(dir, BACKTEST_FILES.rankTables)) && [2021, 2022, 2023].every((y) => fs.existsSync(path.join(dir, BACKTEST_FILES.majors(y, 'physics'))));
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export function formatBacktest(r: BacktestResult, title: string): string {
  const lines = [
    `### ${title}: σ₀ = ${r.params.base}, cohort elasticity = ${r.params.cohortElasticity}`,
    '',
    `units evaluated: ${r.units.evaluated} (${r.units.withTwoYears} with 2 years, ${r.units.withOneYear} with 1 year); ${r.units.without2023} units without a 2023 line skipped`,
    `student–unit pairs: ${r.pairs} (80 log-spaced student ranks per subject type, pairs with |ln R − ln r̄| ≤ ${WINDOW})`,
    '',
    '| predicted | pairs | mean predicted | share admitted |',
    '|---|---:|---:|---:|',
    ...r.bins.map((b) => `| ${b.from.toFixed(1)}–${b.to.toFixed(1)} | ${b.n} | ${pct(b.meanPredicted)} | ${pct(b.shareAdmitted)} |`),
    '',
    `expected calibration error (ECE): ${pct(r.ece)}`,
    `Brier score: ${r.brier.toFixed(4)} (base-rate predictor: ${r.brierBaseline.toFixed(4)})`,
    '',
    '| tier | pairs | not admitted | rate |',
    '|---|---:|---:|---:|',
    ...(['冲', '稳', '保', '垫'] as const).map((t) => `| ${t} | ${r.tiers[t].n} | ${r.tiers[t].failed} | ${pct(r.tiers[t].rate)} |`),
  ];
  return lines.join('\n');
}
