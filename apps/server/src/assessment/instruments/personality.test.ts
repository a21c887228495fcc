import { describe, expect, it } from 'vitest';
import { personality, personalityBand } from './personality.ts';

const sheet = (values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));
const sumsOf = (report: ReturnType<typeof personality.score>) => Object.fromEntries(report.dimensions.map((d) => [d.key, d.score]));

/** The published key (ipip.ori.org, 50-item Big-Five markers): the "−" items by number. */
const REVERSED = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49];

describe('IPIP 50-item Big-Five markers (personality)', () => {
  it('has 50 items, 10 per factor cycling I–V, reversed exactly as the published key', () => {
    expect(personality.items).toHaveLength(50);
    expect(personality.items.slice(0, 5).map((i) => i.dimension)).toEqual([
      'extraversion',
      'agreeableness',
      'conscientiousness',
      'emotionalStability',
      'intellect',
    ]);
    expect(personality.items.filter((i) => i.reverse).map((i) => Number(i.id.slice(1)))).toEqual(REVERSED);
    expect(personality.scale!.values).toEqual([1, 2, 3, 4, 5]);
    expect(personality.source.licence).toMatch(/Public domain/);
  });

  it('scores an all-minimum sheet (every answer 1): + items give 1, − items 5', () => {
    const report = personality.score(sheet(Array(50).fill(1)), {});
    // E 5×1 + 5×5; A and C 6×1 + 4×5; ES 2×1 + 8×5; Intellect 7×1 + 3×5.
    expect(sumsOf(report)).toEqual({ extraversion: 30, agreeableness: 26, conscientiousness: 26, emotionalStability: 42, intellect: 22 });
    expect(report.chart).toBe('radar');
    expect(report.care).toBeNull();
  });

  it('scores an all-maximum sheet (every answer 5) and says so gently when emotional stability is very low', () => {
    const report = personality.score(sheet(Array(50).fill(5)), {});
    // E 5×5 + 5×1; A and C 6×5 + 4×1; ES 2×5 + 8×1; Intellect 7×5 + 3×1.
    expect(sumsOf(report)).toEqual({ extraversion: 30, agreeableness: 34, conscientiousness: 34, emotionalStability: 18, intellect: 38 });
    expect(report.care).toMatchObject({ level: 'notice', helpline: expect.stringContaining('12356') });
  });

  it('reaches 10 and 50 on every factor with the keyed extremes', () => {
    const low = personality.score(sheet(Array.from({ length: 50 }, (_, i) => (REVERSED.includes(i + 1) ? 5 : 1))), {});
    const high = personality.score(sheet(Array.from({ length: 50 }, (_, i) => (REVERSED.includes(i + 1) ? 1 : 5))), {});
    expect(Object.values(sumsOf(low))).toEqual([10, 10, 10, 10, 10]);
    expect(Object.values(sumsOf(high))).toEqual([50, 50, 50, 50, 50]);
    expect(high.dimensions.every((d) => d.band === '较高' && d.min === 10 && d.max === 50)).toBe(true);
    expect(low.dimensions.every((d) => d.band === '较低')).toBe(true);
  });

  it('scores a mixed sheet with reverse-keyed items by hand', () => {
    const values = Array(50).fill(4);
    // Every answer 4: + items give 4, − items 2 → E 30, A 32, C 32, ES 24, Intellect 34. Then:
    values[1 - 1] = 5; //  q1 E+: 4 → 5           E +1
    values[6 - 1] = 1; //  q6 E−: 2 → 5           E +3   → 34
    values[2 - 1] = 3; //  q2 A−: 2 → 3           A +1   → 33
    values[3 - 1] = 5; //  q3 C+: 4 → 5           C +1
    values[8 - 1] = 1; //  q8 C−: 2 → 5           C +3
    values[13 - 1] = 5; // q13 C+: 4 → 5          C +1
    values[18 - 1] = 1; // q18 C−: 2 → 5          C +3   → 40
    values[4 - 1] = 5; //  q4 ES−: 2 → 1          ES −1
    values[9 - 1] = 1; //  q9 ES+: 4 → 1          ES −3  → 20
    values[10 - 1] = 5; // q10 I−: 2 → 1          I −1   → 33
    const report = personality.score(sheet(values), {});
    expect(sumsOf(report)).toEqual({ extraversion: 34, agreeableness: 33, conscientiousness: 40, emotionalStability: 20, intellect: 33 });
    expect(Object.fromEntries(report.dimensions.map((d) => [d.key, d.band]))).toEqual({
      extraversion: '中等',
      agreeableness: '中等',
      conscientiousness: '较高',
      emotionalStability: '较低',
      intellect: '中等',
    });
    // Soft leads from the one high factor (尽责性).
    expect(report.leads.map((l) => l.code)).toEqual(['1002', '0809']);
    expect(report.strengths).toHaveLength(1);
    expect(report.watchOuts).toHaveLength(1);
    expect(report.care).toBeNull();
    expect(report.summary).toContain('尽责性（40/50）');
  });

  it('bands the possible range 10–50 in thirds', () => {
    expect([10, 23, 24, 36, 37, 50].map(personalityBand)).toEqual(['较低', '较低', '中等', '中等', '较高', '较高']);
  });
});
