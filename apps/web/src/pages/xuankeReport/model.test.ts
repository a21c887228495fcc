import { describe, expect, it } from 'vitest';
import type { XuankeCombination, XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { byCoverage, comboLabel, fraction, metricsOf, parseTargets, percent } from './model.ts';

const share = (admissible: number, total: number) => ({ admissible, total, share: total ? admissible / total : null });
const combo = (key: string, short: string, pairs: number, seats: number | null): XuankeCombination => ({
  key,
  short,
  subjects: key.split('+') as XuankeCombination['subjects'],
  byMajor: share(pairs, 10),
  byPair: share(pairs, 10),
  bySeats: seats === null ? null : share(seats, 100),
  byGroup: null,
  byCategory: [],
  byClass: [],
  closed: { count: 0, top: [] },
  targetShare: null,
  fit: { score: 0, coverage: 0, targets: null, potential: null, interest: null },
});
const report = (combinations: XuankeCombination[], basis: 'seats' | 'pairs') => ({ combinations, source: { coverageBasis: basis } }) as unknown as XuankeReport;

describe('the 选科 report page model', () => {
  it("offers the metrics there are numbers for, the ranking's basis first", () => {
    expect(metricsOf(report([combo('物理+化学+生物', '物化生', 9, 80)], 'seats'))).toEqual(['seats', 'pairs', 'majors']);
    expect(metricsOf(report([combo('物理+化学+生物', '物化生', 9, null)], 'pairs'))).toEqual(['pairs', 'majors']);
    expect(metricsOf(report([], 'pairs'))).toEqual([]);
  });

  it('orders combinations widest first, ties in catalogue order', () => {
    const r = report([combo('a', 'A', 5, 10), combo('b', 'B', 9, 90), combo('c', 'C', 5, 20)], 'pairs');
    expect(byCoverage(r, 'pairs').map((c) => c.short)).toEqual(['B', 'A', 'C']);
    expect(byCoverage(r, 'seats').map((c) => c.short)).toEqual(['B', 'C', 'A']);
  });

  it('writes shares and counts as the API gives them', () => {
    expect(percent(27 / 34)).toBe('79.4%');
    expect(percent(null)).toBe('—');
    expect(fraction(share(1234, 5678))).toBe('1,234/5,678');
    expect(comboLabel({ short: '物化生', subjects: ['物理', '化学', '生物'] }, 'en-US')).toBe('Phy+Chem+Bio');
  });

  it('reads targets from the address: split, trimmed, distinct, at most 10', () => {
    expect(parseTargets(' 临床医学，计算机类、临床医学 ,')).toEqual(['临床医学', '计算机类']);
    expect(parseTargets(Array.from({ length: 12 }, (_, i) => `m${i}`).join(','))).toHaveLength(10);
    expect(parseTargets(null)).toEqual([]);
  });
});
