import { describe, expect, it } from 'vitest';
import { artsScience } from './arts-science.ts';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';

/** Ten activity answers (5 science, then 5 humanities) and the subject answers by key. */
function sheet(activity: number[], subjects: Record<string, number>) {
  return {
    ...Object.fromEntries(activity.map((a, i) => [`aas-activity-${i + 1}`, a])),
    ...Object.fromEntries(Object.entries(subjects).map(([s, a]) => [`aas-subject-${s}`, a])),
  };
}

// Science activity 5+4+4+5+(6−2) = 22 → (22−5)/20 = 85; humanities 2+3+2+3+(6−4) = 12 → 35; activity +50.
// Science subjects 5+4+4+3 = 16 → (16−4)/16 = 75; humanities 3+2+2+3 = 10 → 37.5; subjects +37.5.
const SCIENCE_LEANING = sheet([5, 4, 4, 5, 2, 2, 3, 2, 3, 4], {
  math: 5,
  physics: 4,
  chemistry: 4,
  biology: 3,
  chinese: 3,
  history: 2,
  politics: 2,
  geography: 3,
});

const scores = (report: ReturnType<typeof artsScience.score>) => report.dimensions.map((d) => [d.key, d.score, d.band]);

describe('arts-science (文理倾向, aas)', () => {
  it('has a sound item bank: 10 activity + 8 subject items, own, one reverse item per side', () => {
    expectSoundItemBank(artsScience, ['science-activity', 'humanities-activity', 'science-subjects', 'humanities-subjects']);
    expect(artsScience.items).toHaveLength(18);
    expect(artsScience.items.filter((i) => i.reverse).map((i) => i.id)).toEqual(['aas-activity-5', 'aas-activity-10']);
    expect(artsScience.source.ownItems).toBe(true);
    expect(artsScience.contextFields.map((f) => f.key)).toEqual([
      'examMode',
      'mathPercentile',
      'physicsPercentile',
      'chemistryPercentile',
      'biologyPercentile',
      'chinesePercentile',
      'historyPercentile',
      'politicsPercentile',
      'geographyPercentile',
    ]);
    expect(artsScience.contextFields.slice(1).every((f) => f.min === 0 && f.max === 100 && !f.required)).toBe(true);
  });

  it('scores all-minimum as balanced (reverse items give 5, so both sides are 20) and leads to both 首选', () => {
    const report = artsScience.score(sheetOf(artsScience, 1), {});
    expect(scores(report)).toEqual([
      ['index', 0, '文理均衡'],
      ['activity', 0, '文理均衡'],
      ['subjects', 0, '文理均衡'],
    ]);
    expect(report.dimensions[1].meaning).toBe('理工类活动兴趣 20，人文社科类活动兴趣 20（各 0–100）。');
    expect(report.chart).toBe('bipolar');
    expect(report.leads.map((l) => l.name)).toEqual(['物理', '历史', '化学', '生物']);
    expect(report.summary).toContain('如果你所在省份实行 3+1+2');
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum as balanced with both activity sides at 80', () => {
    const report = artsScience.score(sheetOf(artsScience, 5), {});
    expect(scores(report)).toEqual([
      ['index', 0, '文理均衡'],
      ['activity', 0, '文理均衡'],
      ['subjects', 0, '文理均衡'],
    ]);
    expect(report.dimensions[1].meaning).toContain('理工类活动兴趣 80');
  });

  it('scores a science-leaning sheet from interest only: (50 + 37.5) / 2 = 43.75 → 44', () => {
    const report = artsScience.score(SCIENCE_LEANING, { examMode: '3+1+2' });
    expect(scores(report)).toEqual([
      ['index', 44, '明显偏理'],
      ['activity', 50, '明显偏理'],
      ['subjects', 38, '偏理'],
    ]);
    expect(report.summary).toContain('首选科目的倾向参考是物理');
    expect(report.summary).not.toContain('如果');
    // 再选 fit: 化学 (4−1)/4 = 75, 生物 50, 地理 50, 政治 25; the tie keeps 生物 first.
    expect(report.leads.map((l) => [l.type, l.name])).toEqual([
      ['subject', '物理'],
      ['subject', '化学'],
      ['subject', '生物'],
    ]);
    expect(report.watchOuts[0]).toContain('没有同时填写');
  });

  it('adds grades at 40%: 0.3·50 + 0.3·37.5 + 0.4·(75 − 55) = 34.25 → 34', () => {
    const report = artsScience.score(SCIENCE_LEANING, { mathPercentile: 80, physicsPercentile: 70, chinesePercentile: 60, historyPercentile: 50 });
    expect(scores(report)).toEqual([
      ['index', 34, '偏理'],
      ['activity', 50, '明显偏理'],
      ['subjects', 38, '偏理'],
      ['grades', 20, '偏理'],
    ]);
    expect(report.dimensions[3].meaning).toBe('数理化生平均百分位 75，语史政地平均百分位 55。');
  });

  it('says so when interest and grades point different ways', () => {
    // 0.3·50 + 0.3·37.5 + 0.4·(30 − 90) = 2.25 → 2.
    const report = artsScience.score(SCIENCE_LEANING, { mathPercentile: 30, chinesePercentile: 90 });
    expect(scores(report)[0]).toEqual(['index', 2, '文理均衡']);
    expect(report.watchOuts[0]).toContain('指向不同的方向');
  });

  it('weighs a humanities-leaning sheet with grades in a 3+1+2 province: 0.3·(−85) + 0.3·(−62.5) + 0.4·(90 − 40) = −24.25 → −24', () => {
    const answers = sheet([1, 2, 1, 2, 5, 5, 5, 4, 5, 1], { math: 2, physics: 1, chemistry: 2, biology: 3, chinese: 5, history: 5, politics: 4, geography: 4 });
    const report = artsScience.score(answers, { examMode: '3+1+2', mathPercentile: 90, historyPercentile: 40 });
    expect(scores(report)).toEqual([
      ['index', -24, '偏文'],
      ['activity', -85, '明显偏文'],
      ['subjects', -62, '明显偏文'],
      ['grades', 50, '明显偏理'],
    ]);
    expect(report.summary).toContain('首选科目的倾向参考是历史');
    // 再选 fit: 政治 75, 地理 75 (tie keeps 政治 first), 生物 50, 化学 25.
    expect(report.leads.map((l) => l.name)).toEqual(['历史', '政治', '地理']);
    expect(report.watchOuts[0]).toContain('指向不同的方向');
  });

  it('scores a humanities-leaning sheet in a 3+3 province, ignoring grades given on one side only', () => {
    // Science activity 1+2+1+2+(6−5) = 7 → 10; humanities 5+5+4+5+(6−1) = 24 → 95; activity −85.
    // Science subjects 2+1+2+3 = 8 → 25; humanities 5+5+4+4 = 18 → 87.5; subjects −62.5 (rounds to −62).
    // Index (−85 − 62.5) / 2 = −73.75 → −74.
    const answers = sheet([1, 2, 1, 2, 5, 5, 5, 4, 5, 1], { math: 2, physics: 1, chemistry: 2, biology: 3, chinese: 5, history: 5, politics: 4, geography: 4 });
    const report = artsScience.score(answers, { examMode: '3+3', historyPercentile: 90, politicsPercentile: 40 });
    expect(scores(report)).toEqual([
      ['index', -74, '明显偏文'],
      ['activity', -85, '明显偏文'],
      ['subjects', -62, '明显偏文'],
    ]);
    // Fit: 历史 (100 + 90)/2 = 95, 地理 75, 政治 (75 + 40)/2 = 57.5, 生物 50, 化学 25, 物理 0.
    expect(report.leads.map((l) => l.name)).toEqual(['历史', '地理', '政治']);
    expect(report.summary).toContain('3+3 省份不分首选');
  });
});
