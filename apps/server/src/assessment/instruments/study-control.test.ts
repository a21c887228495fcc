import { describe, expect, it } from 'vitest';
import { studyControl, studyControlBand } from './study-control.ts';

const sheet = (values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));
const totalOf = (report: ReturnType<typeof studyControl.score>) => report.dimensions[0].score;

describe('Brief Self-Control Scale (study-control)', () => {
  it('has 13 items answered 1–5, items 2, 3, 4, 5, 7, 9, 10, 12 and 13 reversed', () => {
    expect(studyControl.items).toHaveLength(13);
    expect(studyControl.items.filter((i) => i.reverse).map((i) => i.id)).toEqual(['q2', 'q3', 'q4', 'q5', 'q7', 'q9', 'q10', 'q12', 'q13']);
    expect(studyControl.scale!.values).toEqual([1, 2, 3, 4, 5]);
  });

  it('scores an all-minimum sheet (every answer 1): 4 plain items × 1 + 9 reversed × 5 = 49', () => {
    const report = studyControl.score(sheet(Array(13).fill(1)), {});
    expect(totalOf(report)).toBe(49);
    expect(report.dimensions[0]).toMatchObject({ key: 'selfControl', min: 13, max: 65, band: '较高' });
    expect(report.chart).toBe('gauge');
  });

  it('scores an all-maximum sheet (every answer 5): 4 × 5 + 9 × 1 = 29', () => {
    const report = studyControl.score(sheet(Array(13).fill(5)), {});
    expect(totalOf(report)).toBe(29);
    expect(report.dimensions[0].band).toBe('较低');
  });

  it('reaches 13 and 65 with the keyed extremes', () => {
    const reversed = new Set([2, 3, 4, 5, 7, 9, 10, 12, 13]);
    expect(totalOf(studyControl.score(sheet(Array.from({ length: 13 }, (_, i) => (reversed.has(i + 1) ? 5 : 1))), {}))).toBe(13);
    expect(totalOf(studyControl.score(sheet(Array.from({ length: 13 }, (_, i) => (reversed.has(i + 1) ? 1 : 5))), {}))).toBe(65);
  });

  it('scores a mixed sheet by hand and gives advice for the weakest items first', () => {
    //                 q1 q2 q3 q4 q5 q6 q7 q8 q9 q10 q11 q12 q13
    const answers = [4, 2, 3, 1, 5, 2, 4, 3, 2, 5, 4, 1, 3];
    // Keyed:          4  4  3  5  1  2  2  3  4  1   4   5   3   = 41
    const report = studyControl.score(sheet(answers), {});
    expect(totalOf(report)).toBe(41);
    expect(report.dimensions[0].band).toBe('中等');
    // Keyed 1 first (q5, q10), then keyed 2 (q6, q7): four pieces of advice after the general one.
    const advice = report.watchOuts.slice(1);
    expect(advice).toHaveLength(4);
    expect(advice[0]).toContain('只要好玩');
    expect(advice[1]).toContain('集中注意力');
    expect(advice[2]).toContain('拒绝对自己不好的东西');
    expect(advice[3]).toContain('更自律');
    // Strengths: keyed 5 first (q4, q12), then the first keyed 4 (q1).
    expect(report.strengths).toEqual(['你说话得体', '你能管住自己不做明知是错的事', '你能抵制诱惑']);
    expect(report.summary).toContain('41');
  });

  it('bands the range 13–65 in thirds (no clinical cut-offs)', () => {
    expect([13, 30, 31, 47, 48, 65].map(studyControlBand)).toEqual(['较低', '较低', '中等', '中等', '较高', '较高']);
  });
});
