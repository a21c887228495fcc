import { describe, expect, it } from 'vitest';
import type { QjPositionInputs } from '@zhiyuan/shared';
import { competitionOpens, coverageOf, directionOf, entryItems, majorFits, positionItems, type LineWithOwners } from './position.ts';
import type { MajorRow, SchoolRow, ScoreRow } from './model.ts';

const school = (id: string, name: string, over: Partial<SchoolRow> = {}): SchoolRow => ({
  id,
  year: 2027,
  name,
  institutionId: null,
  signupStart: null,
  signupEnd: null,
  testPeriod: null,
  entryRule: '',
  gaokaoWeight: '0.850',
  testFullMark: 100,
  summary: '',
  source: '',
  isExample: false,
  sortOrder: 0,
  createTime: new Date(),
  updateTime: null,
  ...over,
});
const major = (id: string, schoolId: string, name: string): MajorRow => ({
  id,
  qjSchoolId: schoolId,
  name,
  category: '',
  planCount: null,
  subjectRequirement: '',
  note: '',
  sortOrder: 0,
});
const line = (id: string, s: SchoolRow, m: MajorRow | null, over: Partial<ScoreRow> = {}): LineWithOwners => ({
  line: {
    id,
    qjSchoolId: s.id,
    qjMajorId: m?.id ?? null,
    province: '北京',
    year: 2026,
    subjectType: '',
    gaokaoFullMark: 750,
    entryScore: null,
    compositeLine: '84.718',
    compositeScale: 100,
    source: '',
    isExample: false,
    ...over,
  },
  school: s,
  major: m,
});
const inputs = (over: Partial<QjPositionInputs> = {}): QjPositionInputs => ({ province: '北京', score: 665, competition: 'none', interests: [], ...over });

describe('强基定位 list', () => {
  const a = school('1', '甲大学');
  const b = school('2', '乙大学');
  const am = major('11', '1', '数学');
  const bm = major('21', '2', '物理学');

  it('ranks by margin: reached first, then the smallest 校测 needed; under the 入围 line last', () => {
    const rows = [
      line('101', a, am, { compositeLine: '80' }), // needs 4.63 of 15
      line('102', b, bm, { compositeLine: '74' }), // reached
      line('103', b, null, { compositeLine: '95' }), // unreachable
      line('104', a, null, { compositeLine: '70', entryScore: '670' }), // reached, but under 入围
    ];
    const items = positionItems(inputs(), rows);
    expect(items.map((i) => i.lineId)).toEqual(['102', '101', '103', '104']);
    expect(items.map((i) => i.status)).toEqual(['reached', 'reachable', 'unreachable', 'reached']);
    expect(items[3].belowEntry).toBe(true);
  });

  it('keeps the latest year of each school and major, the student’s 科类 and province only', () => {
    const rows = [
      line('1', a, am, { year: 2024, compositeLine: '90' }),
      line('2', a, am, { year: 2026, compositeLine: '84.718' }),
      line('3', a, am, { year: 2026, compositeLine: '60', subjectType: '历史类' }),
      line('4', a, am, { province: '上海', compositeLine: '80' }),
      line('5', a, am, { compositeLine: null, entryScore: '600' }),
    ];
    const items = positionItems(inputs({ subjectType: '物理类' }), rows);
    expect(items.map((i) => i.lineId)).toEqual(['2']);
    expect(items[0]).toMatchObject({ neededPoints: 9.35, neededTest: 62.3 });
  });

  it('uses the school’s weight and 校测 full mark, and the line’s scale and 高考 full mark', () => {
    const weighted = school('3', '丙大学', { gaokaoWeight: '0.900', testFullMark: 200 });
    const [item] = positionItems(inputs({ province: '海南', score: 810 }), [
      line('9', weighted, null, { province: '海南', gaokaoFullMark: 900, compositeScale: 1000, compositeLine: '880' }),
    ]);
    // 0.9 × 810/900 × 1000 = 810; 880 − 810 = 70 of 100 → 140 of 200
    expect(item).toMatchObject({ gaokaoPart: 810, testShare: 100, neededPoints: 70, neededTest: 140, status: 'reachable', margin: 0.3 });
  });
});

describe('强基 入围-only lines and where lines exist', () => {
  const a = school('1', '甲大学');
  const b = school('2', '乙大学');
  const bm = major('21', '2', '物理学');

  it('compares the score with each 入围 line of the province (latest year, the student’s 科类), passes first', () => {
    const rows = [
      line('1', a, null, { compositeLine: null, entryScore: '640', year: 2023 }),
      line('2', a, null, { compositeLine: null, entryScore: '650', year: 2024 }),
      line('3', b, bm, { compositeLine: null, entryScore: '670', subjectType: '物理类' }),
      line('4', b, bm, { compositeLine: null, entryScore: '600', subjectType: '历史类' }),
      line('5', b, null, { compositeLine: null, entryScore: '600', province: '上海' }),
      // A line with a composite line goes to the reachable list, not here.
      line('6', a, null, { compositeLine: '80', entryScore: '600' }),
    ];
    const items = entryItems(inputs({ score: 660, subjectType: '物理类', competition: 'silver', competitionSubject: '物理' }), rows);
    expect(items.map((i) => [i.lineId, i.gap, i.passes])).toEqual([
      ['2', 10, true],
      ['3', -10, false],
    ]);
    expect(items[1]).toMatchObject({ majorName: '物理学', competitionRoute: true, entryScore: 670 });
    expect(entryItems(inputs({ province: '广东' }), rows)).toEqual([]);
  });

  it('lists provinces with lines and their years, newest first', () => {
    const cov = coverageOf([
      { province: '浙江', year: 2024, lines: 2 },
      { province: '北京', year: 2022, lines: 1 },
      { province: '北京', year: 2025, lines: 1 },
      { province: '北京', year: 2024, lines: 3 },
    ]);
    expect(cov).toEqual([
      { province: '北京', years: [2025, 2024, 2022], lines: 5 },
      { province: '浙江', years: [2024], lines: 2 },
    ]);
  });
});

describe('强基 directions', () => {
  it('puts majors under a direction by their name', () => {
    expect(directionOf('数学与应用数学')?.key).toBe('math');
    expect(directionOf('草业科学')?.key).toBe('biology');
    expect(directionOf('飞行器制造工程')?.key).toBe('manufacturing');
    expect(directionOf('复合材料与工程')?.key).toBe('materials');
    expect(directionOf('法学')).toBeNull();
  });

  it('opens 竞赛破格 only for a silver or better in the matching olympiad', () => {
    expect(competitionOpens({ competition: 'gold', competitionSubject: '物理' }, '物理学')).toBe(true);
    expect(competitionOpens({ competition: 'silver', competitionSubject: '物理' }, '数学')).toBe(false);
    expect(competitionOpens({ competition: 'bronze', competitionSubject: '物理' }, '物理学')).toBe(false);
    expect(competitionOpens({ competition: 'gold', competitionSubject: '物理' }, null)).toBe(false);
  });

  it('ranks the directions by interest and 竞赛, each with its majors', () => {
    const majors = [
      { id: '1', name: '数学', schoolId: 's', schoolName: '甲', year: 2027, category: '', planCount: null, subjectRequirement: '', isExample: false },
    ];
    const fits = majorFits({ competition: 'gold', competitionSubject: '信息学', interests: ['数学'] }, majors);
    // intelligence and security: 数学 interest 2 + 信息学 gold 3; chips: 信息学 3; math and manufacturing: 数学 2.
    expect(fits.map((f) => [f.key, f.score])).toEqual([
      ['intelligence', 5],
      ['security', 5],
      ['chips', 3],
      ['math', 2],
      ['manufacturing', 2],
    ]);
    expect(fits.find((f) => f.key === 'math')!.majors.map((m) => m.id)).toEqual(['1']);
    expect(majorFits({ competition: 'none', interests: [] }, majors)).toHaveLength(12);
  });
});
