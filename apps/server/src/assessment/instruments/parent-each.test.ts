import { describe, expect, it } from 'vitest';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { parentEach } from './parent-each.ts';

function sheet(perDimension: Record<string, number[]>) {
  return Object.fromEntries(Object.entries(perDimension).flatMap(([d, answers]) => answers.map((a, i) => [`cr-${d}-${i + 1}`, a])));
}

describe('parent-each (亲子关系, cr)', () => {
  it('has a sound item bank: 3 dimensions × 6 own items, reverse items 6 / 5–6 / 6', () => {
    expectSoundItemBank(parentEach, ['trust', 'communication', 'alienation']);
    expect(parentEach.items).toHaveLength(18);
    expect(parentEach.items.filter((i) => i.reverse).map((i) => i.id)).toEqual(['cr-trust-6', 'cr-communication-5', 'cr-communication-6', 'cr-alienation-6']);
    expect(parentEach.source).toMatchObject({ ownItems: true, notice: '志愿通自编题目，未经常模检验。' });
  });

  it('scores all-minimum with the reverse items mirrored (trust 10, communication 14, alienation 10)', () => {
    const report = parentEach.score(sheetOf(parentEach, 1), {});
    expect(report.dimensions.map((d) => [d.key, d.score, d.min, d.max, d.band])).toEqual([
      ['trust', 10, 6, 30, '较低'],
      ['communication', 14, 6, 30, '较低'],
      ['alienation', 10, 6, 30, '较低'],
    ]);
    expect(report.care).toBeNull();
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum (26 / 22 / 26) and gives a notice for high alienation', () => {
    const report = parentEach.score(sheetOf(parentEach, 5), {});
    expect(report.dimensions.map((d) => [d.key, d.score, d.band])).toEqual([
      ['trust', 26, '较高'],
      ['communication', 22, '中等'],
      ['alienation', 26, '较高'],
    ]);
    expect(report.care).toMatchObject({ level: 'notice', helpline: '12356 全国心理援助热线' });
  });

  it('scores a hand-computed mixed sheet with reverse items', () => {
    const report = parentEach.score(
      sheet({
        trust: [5, 4, 4, 3, 4, 2], // 5+4+4+3+4+(6−2) = 24
        communication: [3, 3, 2, 4, 4, 5], // 3+3+2+4+(6−4)+(6−5) = 15
        alienation: [4, 5, 4, 3, 5, 1], // 4+5+4+3+5+(6−1) = 26
      }),
      {},
    );
    expect(report.dimensions.map((d) => [d.key, d.score, d.band])).toEqual([
      ['trust', 24, '较高'],
      ['communication', 15, '中等'],
      ['alienation', 26, '较高'],
    ]);
    expect(report.care?.level).toBe('notice');
    expect(report.strengths[0]).toContain('信任');
    expect(report.watchOuts).toHaveLength(2);
    expect(report.summary).toContain('信任 24、沟通 15');
  });

  it('gives no care just below the alienation threshold (22) and a notice at 23', () => {
    const below = parentEach.score(sheet({ trust: [3, 3, 3, 3, 3, 3], communication: [3, 3, 3, 3, 3, 3], alienation: [4, 4, 4, 4, 3, 3] }), {});
    expect(below.dimensions[2].score).toBe(22); // 4+4+4+4+3+(6−3)
    expect(below.care).toBeNull();
    const at = parentEach.score(sheet({ trust: [3, 3, 3, 3, 3, 3], communication: [3, 3, 3, 3, 3, 3], alienation: [4, 4, 4, 4, 4, 3] }), {});
    expect(at.dimensions[2].score).toBe(23);
    expect(at.care?.level).toBe('notice');
  });
});
