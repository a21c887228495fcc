import { describe, expect, it } from 'vitest';
import { compositeScore, round, testNeeded, type CompositeRule } from './composite.ts';

/** The research's worked example (gaokao-domain.md §6.2–6.3, from b.mffb): 中科大 数学 in 北京, line 84.718 of 100. */
const USTC_MATH: CompositeRule = { gaokaoWeight: 0.85, gaokaoFullMark: 750, testFullMark: 100, scale: 100 };

describe('强基 composite calculator', () => {
  it('computes 综合 = w·G/Gmax·S + (1−w)·T/Tmax·S', () => {
    // 0.85 × 600/750 × 750 + 0.15 × 80/100 × 750 = 510 + 90
    expect(compositeScore({ gaokaoWeight: 0.85, gaokaoFullMark: 750, testFullMark: 100, scale: 750 }, 600, 80)).toBeCloseTo(600, 10);
    // Full marks in both make the full scale.
    expect(compositeScore(USTC_MATH, 750, 100)).toBeCloseTo(100, 10);
  });

  it('a 北京 665 needs ≈ 9–10 of the 校测 15 points for 中科大 数学 (84.718 of 100): the research example, by hand', () => {
    // By hand: 高考 part = 0.85 × 665 / 750 × 100 = 0.85 × 88.6666… = 75.3666…
    const gaokaoPart = (0.85 * 665 * 100) / 750;
    expect(gaokaoPart).toBeCloseTo(75.366667, 6);
    // The 校测 must bring 84.718 − 75.3666… = 9.351333… of its 15 points (0.15 × 100).
    const points = 84.718 - gaokaoPart;
    expect(points).toBeCloseTo(9.351333, 6);
    const r = testNeeded(USTC_MATH, 665, 84.718);
    expect(r.gaokaoPart).toBeCloseTo(75.366667, 6);
    expect(r.testShare).toBeCloseTo(15, 12);
    expect(r.points).toBeCloseTo(9.351333, 6);
    expect(r.points).toBeGreaterThanOrEqual(9);
    expect(r.points).toBeLessThanOrEqual(10);
    // On a 校测 of 100 that is 9.351333 / 15 × 100 = 62.342222…
    expect(r.test).toBeCloseTo(62.342222, 5);
    expect(r.status).toBe('reachable');
    // The formula with Tmax = 15 (the 校测 counted on its share) gives the same 9.35 directly.
    expect(testNeeded({ ...USTC_MATH, testFullMark: 15 }, 665, 84.718).test).toBeCloseTo(9.351333, 6);
    // And the composite with that 校测 lands on the line.
    expect(compositeScore(USTC_MATH, 665, r.test)).toBeCloseTo(84.718, 9);
    expect(round(r.points, 2)).toBe(9.35);
    expect(round(r.test, 1)).toBe(62.3);
  });

  it('flags a line already reached by the 高考 alone, and clamps to 0', () => {
    // 0.85 × 750/750 × 100 = 85 ≥ 84.718
    const r = testNeeded(USTC_MATH, 750, 84.718);
    expect(r.status).toBe('reached');
    expect(r.pointsRaw).toBeLessThan(0);
    expect(r.points).toBe(0);
    expect(r.test).toBe(0);
    // Exactly on the line counts as reached.
    const exact = testNeeded({ gaokaoWeight: 0.85, gaokaoFullMark: 750, testFullMark: 100, scale: 750 }, 700, 595);
    expect(exact.pointsRaw).toBeCloseTo(0, 9);
  });

  it('flags a line out of reach even with full marks in the 校测, and clamps to Tmax', () => {
    // 0.85 × 600/750 × 100 = 68; 84.718 − 68 = 16.718 > 15
    const r = testNeeded(USTC_MATH, 600, 84.718);
    expect(r.status).toBe('unreachable');
    expect(r.ratio).toBeGreaterThan(1);
    expect(r.points).toBeCloseTo(15, 12);
    expect(r.test).toBe(100);
    expect(r.testRaw).toBeCloseTo((16.718 / 15) * 100, 9);
  });

  it('works on the 750 and 1000 scales and another weight', () => {
    const r = testNeeded({ gaokaoWeight: 0.9, gaokaoFullMark: 750, testFullMark: 200, scale: 1000 }, 690, 900);
    // 0.9 × 690/750 × 1000 = 828; needs 72 of 100 → 144 of 200
    expect(r.gaokaoPart).toBeCloseTo(828, 9);
    expect(r.points).toBeCloseTo(72, 9);
    expect(r.test).toBeCloseTo(144, 9);
    // 海南's 900-point exam.
    expect(testNeeded({ gaokaoWeight: 0.85, gaokaoFullMark: 900, testFullMark: 100, scale: 100 }, 810, 80).points).toBeCloseTo(80 - 76.5, 9);
  });

  it('refuses a rule that makes no sense', () => {
    expect(() => testNeeded({ ...USTC_MATH, gaokaoWeight: 1 }, 600, 80)).toThrow(RangeError);
    expect(() => testNeeded({ ...USTC_MATH, gaokaoWeight: 0 }, 600, 80)).toThrow(RangeError);
    expect(() => testNeeded({ ...USTC_MATH, testFullMark: 0 }, 600, 80)).toThrow(RangeError);
    expect(() => compositeScore({ ...USTC_MATH, scale: Number.NaN }, 600, 80)).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect(round(9.355, 2)).toBe(9.36);
    expect(round(-1.005, 2)).toBe(-1.01);
    expect(round(62.342222, 1)).toBe(62.3);
  });
});
