import { describe, expect, it } from 'vitest';
import { TIER_PROMISES } from '@zhiyuan/shared';
import { dataDir } from '../test/data-set.ts';
import { brierWins, hasBacktestData, runBacktest } from './backtest.ts';

/**
 * The targets docs/engine.md records as reached on the real data (issue 17, Must-show 1). Missed
 * targets are not asserted as met: 保 failures are over 8 % in one province-year (广东 2023, see the table).
 */
export const BOUNDS = { ece: 0.02, floorFailure: 0.01, safeFailure: 0.08, brierWinShare: 0.6, safeOverBound: 1 };

const present = hasBacktestData(dataDir);
if (!present) console.warn(`engine back-test skipped: the national admissions file is not in ${dataDir} (set DATA_DIR to the public data set)`);

describe.skipIf(!present)('all-province back-test (each year predicted from earlier years only)', () => {
  it(`pooled ECE ≤ ${BOUNDS.ece}, Brier below the naive baseline and 位次法, 垫 failures < ${BOUNDS.floorFailure}; the page's promises are the run's`, () => {
    const run = runBacktest(dataDir);
    expect(run.rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(run.rows.map((r) => r.province)).size).toBeGreaterThanOrEqual(25);
    expect(run.pooled.engine.pairs).toBeGreaterThan(50_000);
    // Every model is scored on the same pairs.
    expect(run.pooled.naive.pairs).toBe(run.pooled.engine.pairs);
    expect(run.pooled.engine.ece).toBeLessThanOrEqual(BOUNDS.ece);
    expect(run.pooled.engine.brier).toBeLessThan(run.pooled.naive.brier);
    expect(run.pooled.engine.brier).toBeLessThan(run.pooled.weici.brier);
    expect(run.pooled.engine.tiers.垫.rate).toBeLessThan(BOUNDS.floorFailure);
    expect(run.pooled.engine.tiers.保.rate).toBeLessThan(BOUNDS.safeFailure);
    // 保 keeps its 8 % bound in every province-year with ≥ 200 保 pairs but the one the notes explain.
    const over = run.rows.filter((r) => r.engine.tiers.保.n >= 200 && r.engine.tiers.保.rate > 0.08);
    expect(over.length, over.map((r) => `${r.province} ${r.year}`).join(', ')).toBeLessThanOrEqual(BOUNDS.safeOverBound);
    const wins = brierWins(run);
    expect(wins.wins / wins.of).toBeGreaterThanOrEqual(BOUNDS.brierWinShare);
    // The middle is no longer under-confident: each decile from 0.5 to 0.9 within 5 points.
    for (const b of run.pooled.engine.bins.slice(5, 9)) expect(Math.abs(b.meanPredicted - b.shareAdmitted)).toBeLessThan(0.05);
    // The words on the page (TIER_PROMISES) are this run's admitted shares.
    for (const t of ['冲', '稳', '保', '垫'] as const) expect(Math.abs(1 - run.pooled.engine.tiers[t].rate - TIER_PROMISES[t])).toBeLessThan(0.01);
    // Fits grow with the years before them: a later year's fit saw more earlier units, never its own.
    const byYear = [...run.fits].sort((a, b) => a.year - b.year);
    for (let i = 1; i < byYear.length; i++) expect(byYear[i].trainingUnits).toBeGreaterThanOrEqual(byYear[i - 1].trainingUnits);
  }, 600_000);
});
