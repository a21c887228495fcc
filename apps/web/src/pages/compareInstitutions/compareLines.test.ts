import { describe, expect, it } from 'vitest';
import type { ScoreLineRow } from '@zhiyuan/shared';
import { comparedYears, linesWithMajorFallback, yearKey } from './compareLines.ts';

const row = (p: Partial<ScoreLineRow>): ScoreLineRow => ({
  id: Math.random().toString(36),
  province: '广东',
  year: 2025,
  subjectType: '物理类',
  batch: '本科批',
  level: 'group',
  schoolId: '1',
  schoolName: '某大学',
  schoolCode: null,
  groupCode: null,
  majorName: null,
  majorCode: null,
  electiveRequirement: null,
  minScore: 600,
  minScoreBound: null,
  maxScore: null,
  avgScore: null,
  minRank: 10_000,
  rankDerived: false,
  planCount: null,
  dataMode: 'real',
  sourceQuality: 'x',
  official: true,
  sourceUrl: null,
  ...p,
});

describe('compare: 近 3 年录取线', () => {
  it('fills the years without group lines from the major lines, and says which', () => {
    const groups = [row({ year: 2025 })];
    const majors = [
      row({ year: 2025, level: 'major', minScore: 610 }),
      row({ year: 2024, level: 'major', minScore: 590 }),
      row({ year: 2023, level: 'major', minScore: 580 }),
    ];
    const { rows, fromMajors } = linesWithMajorFallback(groups, majors);
    expect(rows.map((r) => r.year).sort()).toEqual([2023, 2024, 2025]);
    expect([...fromMajors].sort()).toEqual([yearKey(2023, '物理类', '本科批'), yearKey(2024, '物理类', '本科批')]);
    // the group line of 2025 is kept, not mixed with that year's major lines
    expect(rows.filter((r) => r.year === 2025)).toEqual(groups);
  });

  it('shows three consecutive years ending with the newest, even when one has no lines', () => {
    expect(comparedYears([2025, 2023], 3)).toEqual([2023, 2024, 2025]);
    expect(comparedYears([], 3)).toEqual([]);
  });
});
