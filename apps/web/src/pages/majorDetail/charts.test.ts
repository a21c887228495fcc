import { describe, expect, it } from 'vitest';
import type { MajorLinePoint, ScoreLineRow } from '@zhiyuan/shared';
import {
  chooseProvince,
  isLineOfMajor,
  latestSlice,
  linesProvinces,
  ofSubjectType,
  rankTrend,
  schoolBars,
  schoolsByProvince,
  scoreTrend,
  subjectTypesOf,
} from './charts.ts';

const point = (p: Partial<MajorLinePoint>): MajorLinePoint => ({
  province: '江苏',
  year: 2024,
  subjectType: '物理类',
  minScore: 600,
  maxScore: 650,
  minRank: 1000,
  maxRank: 9000,
  records: 3,
  official: true,
  ...p,
});
const lines = [
  point({ year: 2023, minScore: 590, maxScore: 640 }),
  point({ year: 2024 }),
  point({ year: 2024, subjectType: '历史类', minScore: 580, maxScore: 610, minRank: 500, maxRank: 3000, records: 1, official: false }),
  point({ province: '广东', year: 2025, records: 9 }),
];

describe('major detail chart data', () => {
  it('prefers the user’s province when it has lines, else the one with most lines', () => {
    expect(linesProvinces(lines).map((p) => p.province)).toEqual(['广东', '江苏']);
    expect(chooseProvince(lines, '江苏')).toBe('江苏');
    expect(chooseProvince(lines, '北京')).toBe('广东');
    expect(chooseProvince([], '北京')).toBeNull();
  });

  it('builds the score trend per subject type over the province’s years, with gaps as null', () => {
    const chart = scoreTrend(lines, '江苏', { low: '最低', high: '最高' });
    expect(chart.years).toEqual([2023, 2024]);
    expect(chart.series.map((s) => s.name)).toEqual(['历史类 最低', '历史类 最高', '物理类 最低', '物理类 最高']);
    expect(chart.series[0].data).toEqual([null, 580]);
    expect(chart.series[2].data).toEqual([590, 600]);
    expect(chart.records).toBe(7);
    expect(chart.official).toBe(false);
  });

  it('builds the rank range per subject type', () => {
    const chart = rankTrend(lines, '广东', { best: '最好', worst: '最差' });
    expect(chart.years).toEqual([2025]);
    expect(chart.series).toEqual([
      { name: '物理类 最好', subjectType: '物理类', data: [1000] },
      { name: '物理类 最差', subjectType: '物理类', data: [9000] },
    ]);
    expect(chart.official).toBe(true);
  });

  it('picks the newest year and its busiest subject type for the school bars', () => {
    expect(latestSlice(lines, '江苏')).toEqual({ year: 2024, subjectType: '物理类' });
    expect(latestSlice(lines, '北京')).toBeNull();
    expect(latestSlice(lines, '江苏', '历史类')).toEqual({ year: 2024, subjectType: '历史类' });
  });

  it('lists a province’s subject types by lines and narrows the charts to one', () => {
    expect(subjectTypesOf(lines, '江苏')).toEqual(['物理类', '历史类']);
    const onlyHistory = ofSubjectType(lines, '历史类');
    expect(scoreTrend(onlyHistory, '江苏', { low: 'a', high: 'b' }).series.map((s) => s.subjectType)).toEqual(['历史类', '历史类']);
    expect(ofSubjectType(lines, null)).toHaveLength(lines.length);
  });

  it('counts a school once with its highest minimum, only for this major or its bracketed variants', () => {
    const row = (p: Partial<ScoreLineRow>): ScoreLineRow => ({
      id: String(Math.random()),
      province: '江苏',
      year: 2024,
      subjectType: '物理类',
      batch: '本科批',
      level: 'major',
      schoolId: 's1',
      schoolName: '甲大学',
      schoolCode: null,
      groupCode: null,
      majorName: '软件工程',
      majorCode: null,
      electiveRequirement: null,
      minScore: 600,
      minScoreBound: null,
      maxScore: null,
      avgScore: null,
      minRank: 100,
      rankDerived: false,
      planCount: null,
      dataMode: 'real',
      sourceQuality: 'official',
      official: true,
      sourceUrl: null,
      ...p,
    });
    const bars = schoolBars(
      [
        row({}),
        row({ majorName: '软件工程(中外合作办学)', minScore: 580 }),
        row({ majorName: '软件工程（师范）', minScore: 620, schoolId: 's2', schoolName: '乙大学' }),
        row({ majorName: '软件工程技术', minScore: 700, schoolId: 's3', schoolName: '丙大学' }),
        row({ minScore: null, schoolId: 's4', schoolName: '丁大学' }),
      ],
      '软件工程',
    );
    expect(bars.map((b) => [b.schoolName, b.minScore])).toEqual([
      ['乙大学', 620],
      ['甲大学', 600],
    ]);
    expect(isLineOfMajor('软件工程技术', '软件工程')).toBe(false);
    expect(isLineOfMajor(null, '软件工程')).toBe(false);
  });

  it('groups offering schools by province, folding the tail into one bar', () => {
    const schools = [{ province: '北京' }, { province: '北京' }, { province: '江苏' }, { province: '广东' }, { province: null }];
    expect(schoolsByProvince(schools, 2, '其他')).toEqual([
      { province: '北京', count: 2 },
      { province: '广东', count: 1 },
      { province: '其他', count: 2 },
    ]);
    expect(schoolsByProvince(schools, 10, '其他').length).toBe(4);
  });
});
