import { describe, expect, it } from 'vitest';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { psychologyAbility } from './psychology-ability.ts';

/** Ten Rosenberg answers, five test-anxiety answers, six coping answers, in item order. */
function sheet(rse: number[], ta: number[], cope: number[]) {
  return {
    ...Object.fromEntries(rse.map((a, i) => [`mind-rse${i + 1}`, a])),
    ...Object.fromEntries(ta.map((a, i) => [`mind-ta${i + 1}`, a])),
    ...Object.fromEntries(cope.map((a, i) => [`mind-cope${i + 1}`, a])),
  };
}

const scores = (report: ReturnType<typeof psychologyAbility.score>) => report.dimensions.map((d) => [d.key, d.score, d.band]);
const CALM = [2, 2, 2, 2, 2];
const MIDDLE_COPING = [3, 3, 3, 3, 2, 2];

describe('psychology-ability (心理能力, mind)', () => {
  it('has a sound item bank: Rosenberg 10 (reverse 2, 5, 6, 8, 9), MSLQ test anxiety 5, own coping 6', () => {
    expectSoundItemBank(psychologyAbility, ['self-esteem', 'test-anxiety', 'coping']);
    expect(psychologyAbility.items).toHaveLength(21);
    expect(psychologyAbility.items.filter((i) => i.reverse).map((i) => i.id)).toEqual([
      'mind-rse2',
      'mind-rse5',
      'mind-rse6',
      'mind-rse8',
      'mind-rse9',
      'mind-cope5',
      'mind-cope6',
    ]);
    expect(psychologyAbility.scale?.values).toEqual([1, 2, 3, 4]);
    expect(psychologyAbility.source.citation).toContain('Rosenberg');
    expect(psychologyAbility.source.citation).toContain('Pintrich');
    expect(psychologyAbility.source.notice).toContain('志愿通自编题目，未经常模检验');
    expect(psychologyAbility.source.name).not.toMatch(/Brief Resilience|BRS/);
  });

  it('scores all-minimum: self-esteem 5 + 5·4 = 25, anxiety 5, coping 4 + 2·4 = 12; no care', () => {
    const report = psychologyAbility.score(sheetOf(psychologyAbility, 1), {});
    expect(scores(report)).toEqual([
      ['self-esteem', 25, '中等'],
      ['test-anxiety', 5, '较低'],
      ['coping', 12, '偏弱'],
    ]);
    expect(report.dimensions.map((d) => [d.min, d.max])).toEqual([
      [10, 40],
      [5, 20],
      [6, 24],
    ]);
    expect(report.care).toBeNull();
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum: self-esteem 20 + 5 = 25, anxiety 20 (a notice), coping 16 + 2 = 18', () => {
    const report = psychologyAbility.score(sheetOf(psychologyAbility, 4), {});
    expect(scores(report)).toEqual([
      ['self-esteem', 25, '中等'],
      ['test-anxiety', 20, '较高'],
      ['coping', 18, '中等'],
    ]);
    expect(report.care).toMatchObject({ level: 'notice', helpline: '12356 全国心理援助热线' });
    expect(report.care?.message).toContain('紧张感很强');
  });

  it('scores a hand-computed mixed sheet with the reverse items', () => {
    // Rosenberg positive 1,3,4,7,10: 3+4+3+3+3 = 16; reversed 2,5,6,8,9: (5−2)+(5−1)+(5−2)+(5−2)+(5−1) = 17 → 33.
    // Anxiety 2+3+2+1+2 = 10. Coping 4+3+3+4+(5−2)+(5−1) = 21.
    const report = psychologyAbility.score(sheet([3, 2, 4, 3, 1, 2, 3, 2, 1, 3], [2, 3, 2, 1, 2], [4, 3, 3, 4, 2, 1]), {});
    expect(scores(report)).toEqual([
      ['self-esteem', 33, '中等'],
      ['test-anxiety', 10, '中等'],
      ['coping', 21, '较强'],
    ]);
    expect(report.care).toBeNull();
    expect(report.strengths).toHaveLength(2);
    expect(report.summary).toContain('自尊 33');
    expect(report.leads).toEqual([]);
  });

  it('gives a notice for very low self-esteem at 20 and not at 21', () => {
    // Positive items 2 each (10) + reversed items answered 3 → 2 each (10) = 20.
    const at = psychologyAbility.score(sheet([2, 3, 2, 2, 3, 3, 2, 3, 3, 2], CALM, MIDDLE_COPING), {});
    expect(at.dimensions[0]).toMatchObject({ score: 20, band: '偏低' });
    expect(at.care).toMatchObject({ level: 'notice' });
    expect(at.care?.message).toContain('评价比较低');
    const above = psychologyAbility.score(sheet([3, 3, 2, 2, 3, 3, 2, 3, 3, 2], CALM, MIDDLE_COPING), {});
    expect(above.dimensions[0].score).toBe(21);
    expect(above.care).toBeNull();
  });

  it('gives a notice for very high test anxiety at 18 and not at 17', () => {
    const middle = [3, 2, 3, 3, 2, 2, 3, 2, 2, 3];
    expect(psychologyAbility.score(sheet(middle, [4, 4, 4, 3, 3], MIDDLE_COPING), {}).care?.level).toBe('notice');
    expect(psychologyAbility.score(sheet(middle, [4, 4, 3, 3, 3], MIDDLE_COPING), {}).care).toBeNull();
  });

  it('uses no diagnosis words', () => {
    for (const value of [1, 4]) {
      const report = psychologyAbility.score(sheetOf(psychologyAbility, value), {});
      const text = [
        report.summary,
        ...report.strengths,
        ...report.watchOuts,
        report.care?.message ?? '',
        ...report.dimensions.map((d) => `${d.band}${d.meaning}`),
      ].join('');
      expect(text).not.toMatch(/抑郁症|焦虑症|障碍|病/);
    }
  });
});
