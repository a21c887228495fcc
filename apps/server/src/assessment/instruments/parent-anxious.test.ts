import { describe, expect, it } from 'vitest';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { parentAnxious } from './parent-anxious.ts';

/** A sheet from the seven GAD-7 answers and the six worry answers, in item order. */
function sheet(gad: number[], worry: number[]) {
  return {
    ...Object.fromEntries(gad.map((a, i) => [`pa-gad${i + 1}`, a])),
    ...Object.fromEntries(worry.map((a, i) => [`pa-worry${i + 1}`, a])),
  };
}

/** Seven GAD-7 answers summing to `total` (fills 3s from the first item). */
function gadTotal(total: number) {
  return Array.from({ length: 7 }, (_, i) => Math.max(0, Math.min(3, total - 3 * i)));
}

const NEUTRAL_WORRY = [1, 1, 1, 1, 2, 2];

describe('parent-anxious (家长焦虑, pa)', () => {
  it('has a sound item bank: GAD-7 (7 items, 0–3) and 6 own worry items, two reverse-keyed', () => {
    expectSoundItemBank(parentAnxious, ['gad7', 'worry']);
    expect(parentAnxious.items.filter((i) => i.dimension === 'gad7')).toHaveLength(7);
    expect(parentAnxious.items.filter((i) => i.dimension === 'worry')).toHaveLength(6);
    expect(parentAnxious.items.filter((i) => i.reverse).map((i) => i.id)).toEqual(['pa-worry5', 'pa-worry6']);
    expect(parentAnxious.items.some((i) => i.dimension === 'gad7' && i.reverse)).toBe(false);
    expect(parentAnxious.scale?.values).toEqual([0, 1, 2, 3]);
    expect(parentAnxious.audience).toBe('parent');
    expect(parentAnxious.source.licence).toContain('© Pfizer');
    expect(parentAnxious.source.notice).toContain('志愿通自编题目，未经常模检验');
  });

  it('scores all-minimum: GAD-7 0 (极轻微, no care); the reversed worry items give 3 each', () => {
    const report = parentAnxious.score(sheetOf(parentAnxious, 0), {});
    expect(report.dimensions.map((d) => [d.key, d.score, d.min, d.max, d.band])).toEqual([
      ['gad7', 0, 0, 21, '极轻微'],
      ['worry', 6, 0, 18, '中等'],
    ]);
    expect(report.care).toBeNull();
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum: GAD-7 21 (重度, concern with the help line); worry 12 (较多)', () => {
    const report = parentAnxious.score(sheetOf(parentAnxious, 3), {});
    expect(report.dimensions.map((d) => [d.key, d.score, d.band])).toEqual([
      ['gad7', 21, '重度'],
      ['worry', 12, '较多'],
    ]);
    expect(report.care).toMatchObject({ level: 'concern', helpline: '12356 全国心理援助热线' });
    expect(report.care?.message).toContain('不是诊断');
    expect(report.watchOuts[0]).toContain('担忧比较多');
  });

  it.each([
    [0, '极轻微', null],
    [4, '极轻微', null],
    [5, '轻度', 'notice'],
    [9, '轻度', 'notice'],
    [10, '中度', 'concern'],
    [14, '中度', 'concern'],
    [15, '重度', 'concern'],
    [21, '重度', 'concern'],
  ])('puts a GAD-7 total of %i in band %s with care %s', (total, band, care) => {
    const answers = gadTotal(total);
    expect(answers.reduce((a, b) => a + b, 0)).toBe(total);
    const report = parentAnxious.score(sheet(answers, NEUTRAL_WORRY), {});
    expect(report.dimensions[0]).toMatchObject({ score: total, band });
    expect(report.care?.level ?? null).toBe(care);
    expect(report.summary).toContain(`GAD-7 得分为 ${total}`);
  });

  it('keeps the worry subscale out of the GAD-7 total on a hand-computed mixed sheet', () => {
    // GAD-7 1+2+0+3+1+0+2 = 9; worry 2+3+1+0 + (3−1) + (3−3) = 8.
    const report = parentAnxious.score(sheet([1, 2, 0, 3, 1, 0, 2], [2, 3, 1, 0, 1, 3]), {});
    expect(report.dimensions.map((d) => [d.key, d.score, d.band])).toEqual([
      ['gad7', 9, '轻度'],
      ['worry', 8, '中等'],
    ]);
    expect(report.care).toMatchObject({ level: 'notice', helpline: '12356 全国心理援助热线' });
    expect(report.leads).toEqual([]);
  });
});
