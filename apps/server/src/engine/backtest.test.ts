import { describe, expect, it } from 'vitest';
import { dataDir } from '../test/data-set.ts';
import { hasBacktestData, runBacktest } from './backtest.ts';

/** The bounds docs/engine.md states: later changes to the model must not make the 广东 back-test worse. */
export const BOUNDS = { ece: 0.05, brier: 0.08, safeFailure: 0.08, floorFailure: 0.02 };

const present = hasBacktestData(dataDir);
if (!present) console.warn(`engine back-test skipped: the 广东 per-major files are not in ${dataDir} (set DATA_DIR to the public data set)`);

describe.skipIf(!present)('广东 back-test (fit 2021–2022, predict 2023)', () => {
  it(`shipped parameters stay calibrated: ECE < ${BOUNDS.ece}, Brier < ${BOUNDS.brier}, 保 failures < ${BOUNDS.safeFailure}, 垫 failures < ${BOUNDS.floorFailure}`, () => {
    const { shipped, fitted } = runBacktest(dataDir);
    expect(shipped.units.evaluated).toBeGreaterThan(500);
    expect(shipped.pairs).toBeGreaterThan(5000);
    expect(shipped.ece).toBeLessThan(BOUNDS.ece);
    expect(shipped.brier).toBeLessThan(BOUNDS.brier);
    expect(shipped.tiers.保.rate).toBeLessThan(BOUNDS.safeFailure);
    expect(shipped.tiers.垫.rate).toBeLessThan(BOUNDS.floorFailure);
    // The model must beat always guessing the base rate by far.
    expect(shipped.brier).toBeLessThan(shipped.brierBaseline / 2);
    expect(fitted.ece).toBeLessThan(BOUNDS.ece);
  }, 120_000);
});
