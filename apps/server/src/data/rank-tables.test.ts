import { describe, expect, it } from 'vitest';
import { shapeTables } from './rank-tables.ts';
import { ImportReporter } from './report.ts';

const row = (score: number, countAtScore: number | null, rankEnd: number, official = false) => ({
  province: '重庆',
  year: 2022,
  subjectType: '物理类',
  score,
  scoreMin: null as number | null,
  scoreMax: null as number | null,
  rankStart: null,
  rankEnd,
  countAtScore,
  sourceQuality: official ? 'official-x' : 'third-party-x',
  official,
  sourceUrl: null,
  source: 'f.json',
  dataMode: 'real' as const,
});

describe('shapeTables', () => {
  it('turns a top bucket repeated on every score into one bucket row', () => {
    const report = new ImportReporter();
    const out = shapeTables([row(750, 145, 145), row(749, 145, 145), row(748, 145, 145), row(747, 13, 158)], 'f.json', report);
    expect(out.map((r) => [r.score, r.scoreMin, r.scoreMax, r.rankEnd])).toEqual([
      [748, 748, 750, 145],
      [747, null, null, 158],
    ]);
    expect(report.summary().files[0].skipped).toEqual({ 'expanded top bucket': 2 });
  });

  it('drops zero-count padding below the lowest score anyone had', () => {
    const report = new ImportReporter();
    const out = shapeTables([row(300, 5, 1000), row(299, 2, 1002), row(298, 0, 1002), row(297, 0, 1002)], 'f.json', report);
    expect(out.map((r) => r.score)).toEqual([300, 299]);
    expect(report.summary().files[0].skipped).toEqual({ 'padding below the table (no candidates)': 2 });
  });

  it('keeps zero counts inside a table and official tables as published', () => {
    const report = new ImportReporter();
    expect(shapeTables([row(700, 3, 3), row(699, 0, 3), row(698, 2, 5)], 'f.json', report)).toHaveLength(3);
    expect(shapeTables([row(750, 9, 9, true), row(749, 9, 9, true), row(150, 0, 9, true)], 'f.json', report)).toHaveLength(3);
    expect(report.summary().files).toEqual([]);
  });
});
