import { describe, expect, it } from 'vitest';
import type { ControlLineRow, RankTableRow } from '@zhiyuan/shared';
import {
  chartPoints,
  chooseTable,
  controlLineSeries,
  linesOfType,
  optionTypes,
  TREND_SERIES_MAX,
  optionYears,
  parseScore,
  readLookup,
  rowIndexOf,
  scoreLabel,
} from './rank.ts';

const options = [
  { year: 2024, subjectType: '历史类' },
  { year: 2024, subjectType: '物理类' },
  { year: 2025, subjectType: '物理类' },
];
const row = (p: Partial<RankTableRow>): RankTableRow => ({
  score: 600,
  scoreMin: null,
  scoreMax: null,
  rankStart: null,
  rankEnd: 100,
  countAtScore: null,
  source: 0,
  ...p,
});

describe('history page helpers', () => {
  it('lists years newest first and 物理类 before 历史类', () => {
    expect(optionYears(options)).toEqual([2025, 2024]);
    expect(optionTypes(options, 2024)).toEqual(['物理类', '历史类']);
  });

  it('keeps the asked table when it exists, else falls back to what does', () => {
    expect(chooseTable(options, { year: 2024, subjectType: '历史类' })).toEqual({ year: 2024, subjectType: '历史类' });
    expect(chooseTable(options, { year: 2025, subjectType: '历史类' })).toEqual({ year: 2025, subjectType: '物理类' });
    expect(chooseTable(options, { year: 2019 })).toEqual({ year: 2025, subjectType: '物理类' });
    expect(chooseTable([], {})).toBeNull();
  });

  it('accepts scores from 0 to 1000 with up to two decimals', () => {
    expect(parseScore(' 566 ')).toBe(566);
    expect(parseScore('566.25')).toBe(566.25);
    expect(parseScore('1001')).toBeNull();
    expect(parseScore('-1')).toBeNull();
    expect(parseScore('abc')).toBeNull();
    expect(parseScore('')).toBeNull();
  });

  it('derives the same-score range from rank_start or from the count', () => {
    expect(readLookup({ rank: 1200, rankStart: 1151, countAtScore: null })).toEqual({ rank: 1200, sameScore: 50, rangeStart: 1151, rangeEnd: 1200 });
    expect(readLookup({ rank: 1200, rankStart: null, countAtScore: 50 })).toEqual({ rank: 1200, sameScore: 50, rangeStart: 1151, rangeEnd: 1200 });
    expect(readLookup({ rank: 1200, rankStart: null, countAtScore: null })).toEqual({ rank: 1200, sameScore: null, rangeStart: null, rangeEnd: 1200 });
  });

  it('finds the row of a score, including a bucket row, and labels buckets as ranges', () => {
    const rows = [row({ score: 684, scoreMin: 684, scoreMax: 750, rankEnd: 80 }), row({ score: 683, rankEnd: 95 }), row({ score: 682, rankEnd: 110 })];
    expect(rowIndexOf(rows, 700)).toBe(0);
    expect(rowIndexOf(rows, 683.5)).toBe(1);
    expect(rowIndexOf(rows, 500)).toBe(-1);
    expect(scoreLabel(rows[0])).toBe('684–750');
    expect(scoreLabel(rows[1])).toBe('683');
  });

  it('turns a table into ascending chart points with counts derived when missing', () => {
    const points = chartPoints([row({ score: 601, rankStart: 1, rankEnd: 10 }), row({ score: 600, rankEnd: 25, countAtScore: 15 })]);
    expect(points).toEqual({ scores: [600, 601], counts: [15, 10], ranks: [25, 10] });
  });

  it('groups control lines per batch over years, keeping the trend to a few batches', () => {
    const line = (p: Partial<ControlLineRow>): ControlLineRow => ({
      id: '1',
      year: 2024,
      subjectType: '物理类',
      batch: '本科批',
      score: 440,
      dataMode: 'real',
      sourceQuality: 'x',
      official: true,
      sourceUrl: null,
      ...p,
    });
    const { years, series } = controlLineSeries([line({}), line({ year: 2025, score: 445 }), line({ batch: '特殊类型招生控制线', score: 530 })]);
    expect(years).toEqual([2024, 2025]);
    expect(series).toEqual([
      { name: '特殊类型招生控制线', data: [530, null] },
      { name: '本科批', data: [440, 445] },
    ]);
    const many = Array.from({ length: 40 }, (_, i) => line({ batch: `批次${i}`, score: 300 + i, year: 2020 + (i % 3) }));
    expect(controlLineSeries(many, TREND_SERIES_MAX).series).toHaveLength(TREND_SERIES_MAX);
  });

  it('picks the student’s subject type, reading 理科 / 文科 lines for 物理类 / 历史类 when the year has no others', () => {
    const line = (subjectType: string, score: number) => ({ subjectType, score });
    const rows = [line('历史类', 460), line('物理类', 440), line('物理类', 530), line('体育类', 300)];
    expect(linesOfType(rows, '物理类').map((r) => r.score)).toEqual([530, 440]);
    expect(linesOfType([line('理科', 500), line('文科', 520)], '物理类')).toEqual([line('理科', 500)]);
    expect(linesOfType(rows, null)).toEqual([]);
  });
});
