import { describe, expect, it } from 'vitest';
import { interest } from './interest.ts';
import { majorPosition, positionProfile, scoreMajorPosition } from './major-position.ts';

const sheet = (pick: (id: string, dimension: string) => number) =>
  Object.fromEntries(majorPosition.items.map((item) => [item.id, pick(item.id, item.dimension)]));

describe('专业定位 (major-position)', () => {
  it("asks 30 Short Form items, five per type in R I A S E C turn with the interest test's wording, then 4 preference items", () => {
    expect(majorPosition.items).toHaveLength(34);
    const interestItems = majorPosition.items.slice(0, 30);
    expect(interestItems.slice(0, 6).map((i) => i.dimension)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    for (const type of ['R', 'I', 'A', 'S', 'E', 'C']) expect(interestItems.filter((i) => i.dimension === type)).toHaveLength(5);
    // The same item objects as the interest test: one translation.
    const byId = new Map(interest.items.map((i) => [i.id, i]));
    for (const item of interestItems) expect(byId.get(item.id)?.text).toBe(item.text);
    expect(interestItems.slice(0, 2).map((i) => i.id)).toEqual(['q1', 'q3']);
    expect(interestItems.filter((i) => i.dimension === 'R').map((i) => i.id)).toEqual(['q1', 'q2', 'q13', 'q14', 'q25']);
    const prefs = majorPosition.items.slice(30);
    expect(prefs.every((p) => p.options?.map((o) => o.value).join() === '1,2,3,4,5')).toBe(true);
  });

  it('scores each type 0–20 and the preferences −2…+2 from a known sheet', () => {
    // Like every R and I item (4), dislike the others (0) but C (2); applied (5, 4) and things (5, 5).
    const answers = sheet((id, d) =>
      id.startsWith('pref-')
        ? ({ 'pref-1': 5, 'pref-2': 4, 'pref-3': 5, 'pref-4': 5 } as Record<string, number>)[id]
        : d === 'R' || d === 'I'
          ? 4
          : d === 'C'
            ? 2
            : 0,
    );
    const p = positionProfile(answers);
    expect(p.sums).toEqual({ R: 20, I: 20, A: 0, S: 0, E: 0, C: 10 });
    expect(p.code).toBe('RIC');
    expect(p.preferences).toEqual({ theoryApplied: 1.5, peopleThings: 2 });
    const report = scoreMajorPosition(answers);
    expect(report.code).toBe('RIC');
    expect(report.chart).toBe('hexagon');
    expect(report.dimensions.map((d) => [d.key, d.score, d.max])).toEqual([
      ['R', 20, 20],
      ['I', 20, 20],
      ['A', 0, 20],
      ['S', 0, 20],
      ['E', 0, 20],
      ['C', 10, 20],
    ]);
    expect(report.summary).toContain('明显偏向应用');
    const majors = report.leads.filter((l) => l.type === 'major');
    expect(majors).toHaveLength(6);
    expect(majors.map((m) => m.name)).not.toContain('教育学类');
    expect(report.leads.filter((l) => l.type === 'career')).toHaveLength(3);
    expect(report.disclaimer).toMatch(/^仅供参考，非诊断/);
  });

  it("breaks a tie at the third place in Holland's order and says so", () => {
    const answers = sheet((id, d) => (id.startsWith('pref-') ? 3 : (({ S: 4, A: 3, E: 2, C: 2 } as Record<string, number>)[d] ?? 0)));
    const report = scoreMajorPosition(answers);
    expect(report.code).toBe('SAE');
    expect(report.watchOuts[0]).toContain('同分');
  });
});
