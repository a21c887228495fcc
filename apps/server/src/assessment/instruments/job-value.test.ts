import { describe, expect, it } from 'vitest';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { jobValue } from './job-value.ts';

const VALUE_KEYS = ['achievement', 'working-conditions', 'recognition', 'relationships', 'support', 'independence'];

/** Answers per value, in item order (val-<value>-1 … -4). */
function sheet(perValue: Record<string, number[]>) {
  return Object.fromEntries(Object.entries(perValue).flatMap(([value, answers]) => answers.map((a, i) => [`val-${value}-${i + 1}`, a])));
}

describe('job-value (职业价值观, val)', () => {
  it('has a sound item bank: 6 values × 4 own items on a 5-point importance scale', () => {
    expectSoundItemBank(jobValue, VALUE_KEYS);
    expect(jobValue.items).toHaveLength(24);
    for (const key of VALUE_KEYS) expect(jobValue.items.filter((i) => i.dimension === key)).toHaveLength(4);
    expect(jobValue.scale?.values).toEqual([1, 2, 3, 4, 5]);
    expect(jobValue.source.ownItems).toBe(true);
    expect(jobValue.source.notice).toContain('O*NET™');
    expect(jobValue.source.notice).toContain('志愿通自编题目，未经常模检验');
  });

  it('scores all-minimum as 4 per value, a flat profile, ties kept in O*NET order', () => {
    const report = jobValue.score(sheetOf(jobValue, 1), {});
    expect(report.dimensions.map((d) => d.score)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(report.dimensions.map((d) => d.key)).toEqual(VALUE_KEYS);
    expect(report.dimensions.every((d) => d.min === 4 && d.max === 20 && d.band === '不太看重')).toBe(true);
    expect(report.code).toBe('成就·工作条件');
    expect(report.summary).toContain('很接近');
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum as 20 per value and asks which two the student would keep', () => {
    const report = jobValue.score(sheetOf(jobValue, 5), {});
    expect(report.dimensions.map((d) => d.score)).toEqual([20, 20, 20, 20, 20, 20]);
    expect(report.dimensions.every((d) => d.band === '很看重')).toBe(true);
    expect(report.watchOuts.join()).toContain('只能保留两项');
  });

  it('ranks a mixed sheet by hand-computed sums and leads to the top two values’ 专业类 and careers', () => {
    const report = jobValue.score(
      sheet({
        achievement: [5, 4, 5, 4], // 18
        'working-conditions': [2, 2, 3, 1], // 8
        recognition: [3, 3, 3, 3], // 12
        relationships: [4, 4, 5, 3], // 16
        support: [1, 2, 1, 2], // 6
        independence: [5, 5, 4, 5], // 19
      }),
      {},
    );
    expect(report.dimensions.map((d) => [d.key, d.score, d.band])).toEqual([
      ['independence', 19, '很看重'],
      ['achievement', 18, '很看重'],
      ['relationships', 16, '很看重'],
      ['recognition', 12, '一般看重'],
      ['working-conditions', 8, '不太看重'],
      ['support', 6, '不太看重'],
    ]);
    expect(report.code).toBe('独立·成就');
    expect(report.chart).toBe('bars');
    expect(report.summary).toMatch(/^你最看重的是「独立」和「成就」/);
    expect(report.summary).not.toContain('很接近');
    expect(report.watchOuts[0]).toContain('「支持」');
    expect(report.leads.filter((l) => l.type === 'major').map((l) => l.code)).toEqual(['1305', '0501', '1208', '0701', '0809', '1002']);
    expect(report.leads.filter((l) => l.type === 'career').map((l) => l.name)).toEqual(['设计师', '内容创作者', '创业者', '科研人员', '工程师']);
    expect(report.care).toBeNull();
  });

  it('says when the second and third values tie, and lists a 专业类 shared by the top two once', () => {
    const report = jobValue.score(
      sheet({
        achievement: [1, 1, 1, 1], // 4
        'working-conditions': [5, 5, 5, 5], // 20
        recognition: [4, 4, 4, 4], // 16
        relationships: [4, 4, 4, 4], // 16
        support: [2, 2, 2, 2], // 8
        independence: [3, 3, 3, 3], // 12
      }),
      {},
    );
    expect(report.code).toBe('工作条件·认可');
    expect(report.summary).toContain('「认可」和「人际关系」得分相同');
    const majors = report.leads.filter((l) => l.type === 'major').map((l) => l.code);
    expect(majors.filter((c) => c === '1202')).toHaveLength(1);
    expect(majors).toEqual(['1202', '0203', '1204', '0301', '0503']);
  });
});
