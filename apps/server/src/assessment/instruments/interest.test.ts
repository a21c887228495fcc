import { describe, expect, it } from 'vitest';
import { interest, interestBand, ONET_NOTICE } from './interest.ts';

/** An answer sheet from values in item order (q1 … q60). */
const sheet = (values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));
const sumsOf = (report: ReturnType<typeof interest.score>) => Object.fromEntries(report.dimensions.map((d) => [d.key, d.score]));
const bandsOf = (report: ReturnType<typeof interest.score>) => Object.fromEntries(report.dimensions.map((d) => [d.key, d.band]));

/**
 * A mixed sheet, written per type in the Short Form's order: the types come two by two,
 * R R I I A A S S E E C C, five times over.
 */
const BY_TYPE = {
  R: [1, 0, 1, 0, 1, 0, 1, 0, 1, 0], //  5
  I: [4, 4, 4, 3, 4, 4, 3, 4, 4, 4], // 38
  A: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], // 20
  S: [3, 3, 3, 3, 3, 3, 3, 3, 2, 2], // 28
  E: [0, 1, 2, 3, 4, 0, 1, 2, 3, 4], // 20
  C: [3, 3, 3, 3, 3, 3, 3, 3, 3, 1], // 28
};
const mixed: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const type of ['R', 'I', 'A', 'S', 'E', 'C'] as const) mixed.push(BY_TYPE[type][2 * round], BY_TYPE[type][2 * round + 1]);
}

describe('O*NET Interest Profiler Short Form (interest)', () => {
  it('has the 60 items, 10 per RIASEC type, in the interleaved order, none reversed, scored 0–4', () => {
    expect(interest.items).toHaveLength(60);
    for (const type of ['R', 'I', 'A', 'S', 'E', 'C']) expect(interest.items.filter((i) => i.dimension === type)).toHaveLength(10);
    expect(
      interest.items
        .slice(0, 12)
        .map((i) => i.dimension)
        .join(''),
    ).toBe('RRIIAASSEECC');
    expect(interest.items.some((i) => i.reverse)).toBe(false);
    expect(interest.items[0]).toMatchObject({ id: 'q1', text: '制作厨房橱柜' });
    expect(interest.items[59].id).toBe('q60');
    expect(interest.scale!.values).toEqual([0, 1, 2, 3, 4]);
    expect(interest.scale!.labels[0]).toBe('非常不喜欢');
    expect(interest.source.notice).toBe(ONET_NOTICE);
    expect(ONET_NOTICE).toContain('O*NET™ is a trademark of the U.S. Department of Labor, Employment and Training Administration');
    expect(ONET_NOTICE).toContain('no additional licence required');
  });

  it('scores an all-minimum sheet 0 per type; the tie of all six is broken R, I, A', () => {
    const report = interest.score(sheet(Array(60).fill(0)), {});
    expect(sumsOf(report)).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(report.code).toBe('RIA');
    expect(new Set(Object.values(bandsOf(report)))).toEqual(new Set(['较低']));
    expect(report.chart).toBe('hexagon');
    expect(report.watchOuts.join('')).toContain('得分都不高');
  });

  it('scores an all-maximum sheet 40 per type', () => {
    const report = interest.score(sheet(Array(60).fill(4)), {});
    expect(sumsOf(report)).toEqual({ R: 40, I: 40, A: 40, S: 40, E: 40, C: 40 });
    expect(report.code).toBe('RIA');
    expect(report.dimensions.every((d) => d.min === 0 && d.max === 40 && d.band === '较高')).toBe(true);
  });

  it('scores a mixed sheet: sums per type, the code with a tie at second place, bands, leads', () => {
    const report = interest.score(sheet(mixed), {});
    // Hand sums of BY_TYPE.
    expect(sumsOf(report)).toEqual({ R: 5, I: 38, A: 20, S: 28, E: 20, C: 28 });
    // S and C tie at 28: Holland's order puts S first.
    expect(report.code).toBe('ISC');
    expect(bandsOf(report)).toEqual({ R: '较低', I: '较高', A: '中等', S: '较高', E: '中等', C: '较高' });
    // Fit (2·primary + secondary)/3: I-C and I-S classes 34.67 (table order 0701, 0809, 1002, 1007), then S-I and C-I 31.33.
    expect(report.leads.filter((l) => l.type === 'major').map((l) => l.code)).toEqual(['0701', '0809', '1002', '1007', '0711', '0303', '1004', '0712']);
    // Code letters weigh 3, 2, 1: 生物 3+2, 物理 3+1, 化学 3 (ties 政治 3, earlier in 物化生史地政).
    expect(report.leads.filter((l) => l.type === 'subject').map((l) => l.name)).toEqual(['生物', '物理', '化学']);
    expect(report.summary).toContain('ISC');
    expect(report.disclaimer).toContain('仅供参考');
  });

  it('bands sums by the scale anchors (≤15 较低, ≥25 较高)', () => {
    expect([0, 15, 16, 24, 25, 40].map(interestBand)).toEqual(['较低', '较低', '中等', '中等', '较高', '较高']);
  });
});
