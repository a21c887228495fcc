import { describe, expect, it } from 'vitest';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { subjectPotential } from './subject-potential.ts';

const SUBJECTS = ['chinese', 'math', 'english', 'physics', 'chemistry', 'biology', 'history', 'geography', 'politics'];

/** Every subject answered 3, 3, 3 (self-efficacy (9 − 3)/12 = 50) except those given. */
function sheet(perSubject: Record<string, number[]>) {
  return Object.fromEntries(SUBJECTS.flatMap((s) => (perSubject[s] ?? [3, 3, 3]).map((a, i) => [`ap-${s}-${i + 1}`, a])));
}

const scores = (report: ReturnType<typeof subjectPotential.score>) => Object.fromEntries(report.dimensions.map((d) => [d.key, [d.score, d.band]]));

describe('subject-potential (学科潜能, ap)', () => {
  it('has a sound item bank: 9 subjects × 3 items, the third reverse-keyed; 技术 by context only', () => {
    expectSoundItemBank(subjectPotential, SUBJECTS);
    expect(subjectPotential.items).toHaveLength(27);
    expect(subjectPotential.items.filter((i) => i.reverse).map((i) => i.id)).toEqual(SUBJECTS.map((s) => `ap-${s}-3`));
    expect(subjectPotential.contextFields.map((f) => f.key)).toEqual([
      ...SUBJECTS.map((s) => `${s}Percentile`),
      'technologyPercentile',
      'technologyConfidence',
    ]);
    expect(subjectPotential.source.citation).toContain('Pintrich');
    expect(subjectPotential.source.licence).toContain('公有领域');
  });

  it('scores all-minimum as 1 + 1 + (6 − 1) = 7 → 33 per subject, self-report only', () => {
    const report = subjectPotential.score(sheetOf(subjectPotential, 1), {});
    expect(report.dimensions.map((d) => d.key)).toEqual(SUBJECTS);
    expect(report.dimensions.every((d) => d.score === 33 && d.band === '相对薄弱' && d.meaning?.includes('仅基于自评'))).toBe(true);
    expect(report.leads.map((l) => l.name)).toEqual(['物理', '化学', '生物', '历史', '地理', '政治']);
    expect(report.summary).toContain('有 9 科没有填写成绩');
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores all-maximum as 5 + 5 + (6 − 5) = 11 → 67, not 100: the reverse item counts', () => {
    const report = subjectPotential.score(sheetOf(subjectPotential, 5), {});
    expect(report.dimensions.every((d) => d.score === 67 && d.band === '中等')).toBe(true);
    expect(report.watchOuts.join()).not.toContain('相对弱一些');
  });

  it('combines grades (60%) and self-efficacy (40%) on a hand-computed mixed sheet and ranks the electives', () => {
    const report = subjectPotential.score(
      sheet({
        math: [5, 5, 1], // 15 → 100; with 80: 48 + 40 = 88
        physics: [4, 4, 2], // 12 → 75, no grade
        chemistry: [3, 3, 3], // 9 → 50; with 20: 12 + 20 = 32
        biology: [4, 3, 2], // 11 → 66.67; with 50: 30 + 26.67 = 56.67 → 57
        history: [2, 2, 4], // 6 → 25; with 90: 54 + 10 = 64
      }),
      { mathPercentile: 80, chemistryPercentile: 20, biologyPercentile: 50, historyPercentile: 90 },
    );
    expect(scores(report)).toEqual({
      chinese: [50, '中等'],
      math: [88, '优势'],
      english: [50, '中等'],
      physics: [75, '优势'],
      chemistry: [32, '相对薄弱'],
      biology: [57, '中等'],
      history: [64, '中等'],
      geography: [50, '中等'],
      politics: [50, '中等'],
    });
    expect(report.dimensions.find((d) => d.key === 'math')?.meaning).toBe('年级百分位 80，自我效能 100；按成绩 60%、自评 40% 合成。');
    expect(report.dimensions.find((d) => d.key === 'physics')?.meaning).toContain('仅基于自评');
    expect(report.leads.map((l) => [l.name, l.reason])).toEqual([
      ['物理', '学科潜能 75（仅自评）。'],
      ['历史', '学科潜能 64（成绩+自评）。'],
      ['生物', '学科潜能 57（成绩+自评）。'],
      ['地理', '学科潜能 50（仅自评）。'],
      ['政治', '学科潜能 50（仅自评）。'],
      ['化学', '学科潜能 32（成绩+自评）。'],
    ]);
    expect(report.summary).toContain('你潜能最突出的科目是数学、物理、历史');
    expect(report.summary).toContain('物理 75、历史 64');
    expect(report.watchOuts).toContain('你对历史的信心明显低于实际成绩，可能低估了自己。');
    expect(report.watchOuts).toContain('你对化学很有信心，但成绩还没跟上，可以找找失分的原因。');
    expect(report.watchOuts[0]).toContain('化学相对弱一些（32）');
    expect(report.watchOuts[1]).toContain('政治相对弱一些（50）');
  });

  it('adds a 技术 bar only when 技术 is filled: 0.6·60 + 0.4·75 = 66, or confidence alone', () => {
    expect(subjectPotential.score(sheet({}), {}).dimensions.some((d) => d.key === 'technology')).toBe(false);
    const both = subjectPotential.score(sheet({}), { technologyPercentile: 60, technologyConfidence: '比较有把握' });
    expect(both.dimensions.at(-1)).toMatchObject({ key: 'technology', label: '技术', score: 66, band: '中等' });
    expect(both.leads[0]).toMatchObject({ name: '技术', reason: '学科潜能 66（成绩+自评）。' });
    const selfOnly = subjectPotential.score(sheet({}), { technologyConfidence: '很有把握' });
    expect(selfOnly.dimensions.at(-1)).toMatchObject({ key: 'technology', score: 100, band: '优势' });
    const gradeOnly = subjectPotential.score(sheet({}), { technologyPercentile: 35 });
    expect(gradeOnly.dimensions.at(-1)).toMatchObject({ score: 35, band: '相对薄弱', meaning: '没有自评，这一项仅基于成绩（年级百分位 35）。' });
  });
});
