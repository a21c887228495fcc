import { describe, expect, it } from 'vitest';
import type { ScoreLineRow } from '@zhiyuan/shared';
import { anyDemo, batchesOf, latestYears, majorsInCommon, safeUrl, subjectTypesOf, summarizeSources, trendOf } from './lines.ts';

let n = 0;
const row = (r: Partial<ScoreLineRow>): ScoreLineRow => ({
  id: `r${(n += 1)}`,
  province: '广东',
  year: 2024,
  subjectType: '物理类',
  batch: '本科批',
  level: 'group',
  schoolId: '10003',
  schoolName: '清华大学',
  schoolCode: null,
  groupCode: '201',
  majorName: null,
  majorCode: null,
  electiveRequirement: null,
  minScore: 680,
  minScoreBound: null,
  maxScore: null,
  avgScore: null,
  minRank: 300,
  rankDerived: false,
  planCount: null,
  sourceQuality: 'official-gd',
  official: true,
  sourceUrl: 'https://eea.gd.gov.cn/x',
  dataMode: 'real',
  ...r,
});

describe('admission line shaping', () => {
  const rows = [
    row({ year: 2023, minScore: 675, minRank: 420 }),
    row({ year: 2023, minScore: 682, minRank: 250, groupCode: '202' }),
    row({ year: 2024, minScore: 679, minRank: 380, rankDerived: true }),
    row({ year: 2024, minScore: 690, minRank: 120, official: false, sourceQuality: 'third-party-x', sourceUrl: null }),
    row({ year: 2025, minScore: 685, minRank: 200, batch: '提前批' }),
    row({ year: 2025, subjectType: '历史类', minScore: 660, minRank: 90 }),
  ];

  it('gives per year, oldest first, the lowest score and the rank of the lowest admitted', () => {
    expect(trendOf(rows, '物理类', '本科批')).toEqual([
      { year: 2023, minScore: 675, minRank: 420, rankDerived: false, official: true, lines: 2 },
      { year: 2024, minScore: 679, minRank: 380, rankDerived: true, official: false, lines: 2 },
    ]);
    expect(trendOf(rows, '物理类').map((p) => p.year)).toEqual([2023, 2024, 2025]);
    expect(trendOf(rows, '历史类')[0]).toMatchObject({ year: 2025, minScore: 660 });
  });

  it('keeps missing figures missing', () => {
    expect(trendOf([row({ minScore: null, minRank: null })], '物理类')[0]).toMatchObject({ minScore: null, minRank: null, rankDerived: false });
  });

  it('orders subject types and batches by how many lines they have', () => {
    expect(subjectTypesOf(rows)).toEqual(['物理类', '历史类']);
    expect(
      subjectTypesOf([row({ subjectType: '历史类' }), row({ subjectType: '历史类' }), row({ subjectType: '艺术类' }), row({ subjectType: '物理类' })]),
    ).toEqual(['物理类', '历史类', '艺术类']);
    expect(batchesOf(rows, '物理类')).toEqual(['本科批', '提前批']);
    // the batch with lines in more years wins over one with more lines in a single year
    const renamed = [
      row({ year: 2022, batch: '本科一批' }),
      row({ year: 2023, batch: '本科一批' }),
      row({ year: 2025, batch: '本科批' }),
      row({ year: 2025, batch: '本科批', groupCode: '9' }),
      row({ year: 2025, batch: '本科批', groupCode: '8' }),
    ];
    expect(batchesOf(renamed, '物理类')).toEqual(['本科一批', '本科批']);
    expect(batchesOf([...renamed, row({ year: 2024, batch: '本科批' })], '物理类')).toEqual(['本科批', '本科一批']);
    expect(latestYears(rows, 2)).toEqual([2025, 2024]);
  });

  it('counts official and third-party rows and lists distinct links, official first', () => {
    const s = summarizeSources([...rows, row({ official: false, sourceQuality: 'third-party-y', sourceUrl: 'https://x.example/a' })]);
    expect(s.official).toBe(5);
    expect(s.thirdParty).toBe(2);
    expect(s.links.map((l) => l.url)).toEqual(['https://eea.gd.gov.cn/x', 'https://x.example/a']);
    expect(s.qualities).toEqual(['third-party-x']);
    expect(s.years).toEqual([2025, 2024, 2023]);
  });

  it('shows only http(s) source links', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('https://a.b/c')).toBe('https://a.b/c');
    expect(safeUrl(null)).toBeNull();
  });

  it('finds majors every school offers', () => {
    const a = [{ code: '080901' }, { code: '080902' }, { code: '050101' }];
    const b = [{ code: '050101' }, { code: '080901' }];
    const c = [{ code: '080901' }, { code: '050101' }, { code: '100201K' }];
    expect(majorsInCommon([a, b, c]).map((m) => m.code)).toEqual(['080901', '050101']);
    expect(majorsInCommon([a, []])).toEqual([]);
  });

  it('tells demo payloads apart', () => {
    expect(anyDemo([row({}), null])).toBe(false);
    expect(anyDemo([row({}), row({ dataMode: 'demo' })])).toBe(true);
  });
});
