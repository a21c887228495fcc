/**
 * Back-test of the probability model over every province-year that has earlier years to learn
 * from (docs/engine.md), on a loaded input: the public data set's files (backtest-data.ts: the
 * national admissions file and the 广东 per-major files) or the database (whatever was imported,
 * modules/engine/backtest-repo.ts). Each year is predicted from earlier years only: the engine's free
 * parameters, the naive baseline's spread and the 位次法 band rates are fitted on the years before
 * it (all provinces pooled, and each province's σ scale and shock), never on the year being
 * predicted (the fits and scores: backtest-fit.ts). "Admitted" = the student's rank in
 * that year is at or better than the unit's min rank that year.
 */
import { findProvince, NEW_GAOKAO_FIRST_YEAR, type Tier } from '@zhiyuan/shared';
import { DEFAULT_PARAMS, fitUnit, rankFloor, type FitContext, type ModelParams } from './probability.ts';
import {
  enginePairs,
  fitEngine,
  fitNaive,
  fitWeici,
  naivePairs,
  scorePairs,
  SHRINK,
  weiciPairs,
  WINDOW,
  type Pair,
  type Score,
  type TierScore,
  type WeiciRates,
} from './backtest-fit.ts';
import type { Case, CaseUnit, Source } from './backtest-case.ts';
import type { RankScale } from './rank-scale.ts';
import { buildPools, type LineRecord } from './units.ts';

/** One province's lines and rank tables as one source holds them. */
export interface BacktestSet {
  source: Source;
  province: string;
  records: LineRecord[];
  /** Rank tables by `year|subjectType` (the engine's subject type). */
  tables: Map<string, RankScale>;
}

/**
 * What was read: the files with their rows and hash, or the database with its row counts and
 * latest import. `leftOut`: provinces with lines but no engine configuration (西藏), not back-tested.
 */
export type DataVersion = { leftOut: { province: string; lines: number }[] } & (
  | { source: 'files'; files: { file: string; rows: number }[]; hash: string }
  | {
      source: 'database';
      /** pglite (its folder) or postgres (host and database). */
      database: string;
      lines: number;
      rankTableRows: number;
      /** Distinct files (sources) the lines were imported from. */
      sources: number;
      latestImport: { id: string; finishedAt: Date | null; dataDir: string | null } | null;
    }
);

/** The back-test's input: every province's lines and tables, from the files or the database. */
export interface BacktestInput {
  sets: BacktestSet[];
  version: DataVersion;
}

/** Years before this are history only, never predicted (too few units with earlier years). */
export const FIRST_PREDICTED_YEAR = 2019;

/** The cases of one set: per year with lines, the units whose newest line is that year, each fitted from earlier years only. */
export function casesOf(set: BacktestSet): Case[] {
  const { source, province, records, tables } = set;
  const cfg = findProvince(province);
  if (!cfg) return [];
  const years = [...new Set(records.map((r) => r.year))].filter((y) => y >= FIRST_PREDICTED_YEAR).sort((a, b) => a - b);
  const out: Case[] = [];
  for (const year of years) {
    const pools = buildPools(
      records.filter((r) => r.year <= year),
      { fillType: cfg.fillType, examMode: cfg.type, reformYear: NEW_GAOKAO_FIRST_YEAR[cfg.province] },
    );
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
        units.push({ lines: unit.lines, truthRank: truth.minRank, ranks: fit.years.map((y) => y.rank), targetPlan: truth.planCount });
      }
      if (units.length)
        out.push({ source, province, year, subjectType: pool.subjectType, batch: pool.batch, hasTable: !!target, cohort: targetCohort, ctx, units });
    }
  }
  return out;
}

/** The output's line naming what was read. */
export function describeVersion(v: DataVersion): string {
  const leftOut = v.leftOut.length
    ? `; left out (no engine configuration for the province): ${v.leftOut.map((l) => `${l.province} (${l.lines} lines)`).join(', ')}`
    : '';
  if (v.source === 'files') return `${v.files.map((f) => `${f.file} (${f.rows} rows)`).join(', ')}; sha256 of the national files ${v.hash}${leftOut}`;
  const last = v.latestImport;
  const when = last?.finishedAt ? `${last.finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : null;
  const run = last ? `latest import run ${last.id} (${[when, last.dataDir].filter(Boolean).join(', ')})` : 'no succeeded import run';
  return `the database (${v.database}): ${v.lines} admission lines from ${v.sources} imported files, ${v.rankTableRows} rank-table rows; ${run}${leftOut}`;
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

/**
 * Runs the back-test on a loaded input (backtest-data.ts `loadFiles`, or the database through
 * modules/engine/backtest-repo.ts). With `province`, only that province's years are scored; every
 * year's parameters are still fitted on all provinces' earlier years.
 */
export function runBacktest(input: BacktestInput, opts: { province?: string } = {}): BacktestRun {
  const { version } = input;
  const cases = input.sets.flatMap(casesOf);
  const rows: ProvinceYear[] = [];
  const fits: BacktestRun['fits'] = [];
  const all = { engine: [] as Pair[], naive: [] as Pair[], weici: [] as Pair[] };
  let pooledUnits = 0;
  const skipped = new Map<string, { province: string; year: number; units: number }>();
  const targets = [...new Set(cases.map((c) => `${c.source}|${c.year}`))].sort();
  const fitsByYear = new Map<number, { engine: ModelParams; naiveSigma: number; weici: WeiciRates }>();
  for (const key of targets) {
    const [source, y] = key.split('|');
    const year = Number(y);
    const training = cases.filter((c) => c.year < year);
    const trainingUnits = training.reduce((a, c) => a + c.units.length, 0);
    const test = cases.filter((c) => c.source === source && c.year === year && (!opts.province || c.province === opts.province));
    const scored = test.filter((c) => c.hasTable);
    for (const c of test.filter((t) => !t.hasTable)) {
      const k = `${c.province}|${c.year}`;
      const s = skipped.get(k) ?? { province: c.province, year: c.year, units: 0 };
      s.units += c.units.length;
      skipped.set(k, s);
    }
    if (!scored.length) continue;
    // The training depends on the year only: the per-major files' year reuses the national one's fits.
    let fitted = fitsByYear.get(year);
    if (!fitted) fitsByYear.set(year, (fitted = { engine: fitEngine(training), naiveSigma: fitNaive(training), weici: fitWeici(training) }));
    const { engine, naiveSigma, weici } = fitted;
    fits.push({ year, source: source as Case['source'], trainingUnits, engine, naiveSigma, weici });
    for (const province of [...new Set(scored.map((c) => c.province))]) {
      const mine = scored.filter((c) => c.province === province);
      const e = enginePairs(mine, engine);
      const n = naivePairs(mine, naiveSigma);
      const w = weiciPairs(mine, weici);
      // Not push(...e): a large province-year's pairs overflow the call stack as arguments.
      for (const [to, from] of [
        [all.engine, e],
        [all.naive, n],
        [all.weici, w],
      ])
        for (const pr of from) to.push(pr);
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
const rateOf = (t: TierScore) => (t.n ? `${pct(t.rate)} (${t.n})` : '–');
const rate = (s: Score, t: Tier) => rateOf(s.tiers[t]);
/** A province's own values (σ scale / year shock, earlier units) in a fit, or the pooled ones in brackets. */
const provinceCell = (p: ModelParams, province: string) => {
  const own = p.provinces[province];
  return own ? `${own.scale} / ${own.yearShock} (${own.units})` : `(1 / ${p.yearShock})`;
};

/** Province-years whose engine Brier beats the naive baseline, of those scored. */
export function brierWins(run: BacktestRun): { wins: number; of: number } {
  return { wins: run.rows.filter((r) => r.engine.brier < r.naive.brier).length, of: run.rows.length };
}

export function formatBacktest(run: BacktestRun): string {
  const { pooled } = run;
  const w = brierWins(run);
  const out = [
    `data: ${describeVersion(run.version)}`,
    `pairs: students on a log grid (×1.105 apart) within ×/÷ ${Math.exp(WINDOW).toFixed(1)} of the unit's last cut-off rank; admitted = rank ≤ the unit's min rank that year`,
    '',
    '### Pooled',
    '',
    '| model | pairs | ECE | Brier | 冲 failed | 稳 failed | 保 failed | 垫 failed | 数据不足 failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...(['engine', 'naive', 'weici'] as const).map((m) => {
      const s = pooled[m];
      return `| ${m === 'weici' ? '位次法' : m} | ${s.pairs} | ${pct(s.ece)} | ${s.brier.toFixed(4)} | ${rate(s, '冲')} | ${rate(s, '稳')} | ${rate(s, '保')} | ${rate(s, '垫')} | ${rateOf(s.thin)} |`;
    }),
    '',
    '数据不足: units with one year of data, pre-reform years only beside one year since the reform, or stale lines, whose chance alone would make them 保/垫: shown apart, in no tier.',
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
    '| province | year | units | pairs | ECE engine | ECE naive | Brier engine | Brier naive | Brier 位次法 | 保 failed engine (pairs) | 保 failed 位次法 (pairs) | 垫 failed engine | 数据不足 failed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...run.rows.map((r) => {
      const mark = r.engine.brier < r.naive.brier ? '' : ' ✗';
      const safe = r.engine.tiers.保;
      const safeMark = safe.n >= 200 && safe.rate > 0.08 ? ' ✗' : '';
      return `| ${r.province}${r.source === 'guangdong-majors' ? ' (per-major files)' : ''} | ${r.year} | ${r.units} | ${r.engine.pairs} | ${pct(r.engine.ece)} | ${pct(r.naive.ece)} | ${r.engine.brier.toFixed(4)}${mark} | ${r.naive.brier.toFixed(4)} | ${r.weici.brier.toFixed(4)} | ${rate(r.engine, '保')}${safeMark} | ${rate(r.weici, '保')} | ${rate(r.engine, '垫')} | ${rateOf(r.engine.thin)} |`;
    }),
    '',
    `Not scored (no rank table for the year; their units still train later years): ${run.skipped.map((s) => `${s.province} ${s.year} (${s.units})`).join(', ') || 'none'}`,
    '',
    '### Parameters fitted per predicted year (on earlier years only)',
    '',
    `Every value is moved from its prior (unfitted value) towards its estimate by n / (n + k) of the way, n its evidence (k: ${Object.entries(SHRINK)
      .map(([name, k]) => `${name} ${k}`)
      .join(', ')}).`,
    '',
    '| year | source | training units | weights ± the newest weight s.d. (with mapped years) | cohort elasticity | plan elasticity | σ 1/2/3 years | dispersion weight | shift | σ level top/mid/bottom (share ≤ 1 % / 5 % / ≥ 25 %) | age per year | changed group | mapped 文/理 σ / weight | naive σ | 位次法 admitted share 冲/稳/保/垫 |',
    '|---:|---|---:|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---|',
    ...run.fits.map(
      (f) =>
        `| ${f.year} | ${f.source} | ${f.trainingUnits} | ${f.engine.weights.join('/')} ±${f.engine.weightSd} (${f.engine.oldWeights.join('/')} ±${f.engine.oldWeightSd}) (shock ${f.engine.yearShock}) | ${f.engine.cohortElasticity} | ${f.engine.planElasticity} | ${f.engine.thin.join('/')} | ${f.engine.dispersionWeight} | ${f.engine.shift} | ${f.engine.levelTop}/${f.engine.levelMid}/${f.engine.levelBottom} | ${f.engine.agePer} | ${f.engine.changedGroup.toFixed(2)} | ${f.engine.mapped.toFixed(2)} / ${f.engine.mappedWeight} | ${f.naiveSigma} | ${(['冲', '稳', '保', '垫'] as const).map((t) => pct(f.weici[t])).join('/')} |`,
    ),
    '',
    `Shipped (fitted on every year): weights ${run.shipped.weights.join('/')} (newest ±${run.shipped.weightSd}), with mapped years ${run.shipped.oldWeights.join('/')} (±${run.shipped.oldWeightSd}), cohort elasticity ${run.shipped.cohortElasticity}, plan elasticity ${run.shipped.planElasticity}, σ by years ${run.shipped.thin.join('/')}, dispersion weight ${run.shipped.dispersionWeight}, year shock ${run.shipped.yearShock}, shift ${run.shipped.shift}, σ level ${run.shipped.levelTop}/${run.shipped.levelMid}/${run.shipped.levelBottom}, age ${run.shipped.agePer}, changed group ${run.shipped.changedGroup.toFixed(2)}, mapped 文/理 σ ${run.shipped.mapped.toFixed(2)}, weight ${run.shipped.mappedWeight}`,
    '',
    "### Per province: σ scale / year shock (earlier units), shrunk to the pooled values by the province's evidence",
    '',
    'In brackets: a province not in the training, which takes the pooled values.',
    '',
    `| province | ${[...run.fits.map((f) => `${f.year}${f.source === 'guangdong-majors' ? ' (per-major files)' : ''}`), 'shipped'].join(' | ')} |`,
    `|---|${[...run.fits, null].map(() => '---').join('|')}|`,
    `| pooled | ${[...run.fits.map((f) => f.engine), run.shipped].map((p) => `1 / ${p.yearShock}`).join(' | ')} |`,
    ...Object.keys(run.shipped.provinces)
      .sort((a, b) => a.localeCompare(b, 'zh'))
      .map((province) => `| ${province} | ${[...run.fits.map((f) => f.engine), run.shipped].map((p) => provinceCell(p, province)).join(' | ')} |`),
  ];
  return out.join('\n');
}
