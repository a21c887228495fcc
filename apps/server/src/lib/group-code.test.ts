import { describe, expect, it } from 'vitest';
import { buildPools, type LineRecord } from '../engine/units.ts';
import { groupKeyOf } from './group-code.ts';

describe('group keys (院校专业组 codes as sources write them)', () => {
  it('gives one key to every published form of a group number', () => {
    const forms = [
      '01',
      '1',
      '001',
      '第1组',
      '第001组',
      '(01)',
      '（01）',
      '复旦大学(01)',
      '辽宁 大学(01)',
      '01组',
      '专业组01',
      '专业组 1',
      '001专业组（不限）',
      '01专业组(不限)',
      '1专业组',
      '苏州城市学院01专业组(不限)',
      '华中师范大学第01组',
      '中央民族大学物理类第001组(不限)',
      '01 物理',
      '01 物理＋化学',
      '001(历史+不限)',
      '1101001 第001组 010',
      '5334 01',
      '第001组（地方专项）',
    ];
    for (const form of forms) expect(groupKeyOf(form), form).toBe('1');
    expect(groupKeyOf('304 第304组(国家专项)')).toBe('304');
    expect(groupKeyOf('209专业组')).toBe('209');
  });

  it('keeps a letter, tells groups apart, and keeps codes that name no number as text', () => {
    expect(groupKeyOf('A01')).toBe('A1');
    expect(groupKeyOf('复旦大学(Q5)')).toBe(groupKeyOf('Q05'));
    // A preparatory class under its group's number is another unit (a lower line).
    expect(groupKeyOf('哈尔滨理工大学物理类第002组(不限)少数民族预科班')).toBe('2预科');
    expect(groupKeyOf('哈尔滨理工大学物理类第002组(不限)')).toBe('2');
    expect(groupKeyOf('江苏护理职业学院04专业组(不限) 南京市浦口区')).toBe('4@南京市浦口区');
    expect(groupKeyOf('江苏护理职业学院04专业组(不限) 南京市浦口区')).not.toBe(groupKeyOf('江苏护理职业学院04专业组(不限) 无锡市宜兴市'));
    expect(groupKeyOf('a01')).toBe('A1');
    expect(groupKeyOf('02')).not.toBe(groupKeyOf('01'));
    expect(groupKeyOf('A01')).not.toBe(groupKeyOf('01'));
    // No number in it, or a number that is a year or a code, not a group: the text, normalised.
    expect(groupKeyOf('专业组（物理＋化学）')).toBe('专业组(物理+化学)');
    expect(groupKeyOf('普通类')).toBe('普通类');
    expect(groupKeyOf('南京邮电大学|上海|2024|普通类|物理+化学|代码22')).toBe('南京邮电大学|上海|2024|普通类|物理+化学|代码22');
    expect(groupKeyOf('商丘师范学院-2018-吉林-物理类-普通本科')).toBe('商丘师范学院-2018-吉林-物理类-普通本科');
    expect(groupKeyOf('')).toBeNull();
    expect(groupKeyOf(null)).toBeNull();
  });

  it('links a group across years whatever each year wrote, and keeps the latest published code', () => {
    const line = (year: number, groupCode: string, minRank: number): LineRecord => ({
      year,
      subjectType: '综合',
      batch: '本科批',
      level: 'group',
      schoolId: null,
      schoolName: '复旦大学',
      schoolCode: '10246',
      groupCode,
      majorName: null,
      majorCode: null,
      electiveRequirement: null,
      minScore: null,
      minRank,
      rankDerived: false,
      planCount: null,
      tuition: null,
      official: true,
      sourceQuality: 'official',
    });
    const pools = buildPools(
      [line(2025, '复旦大学(01)', 900), line(2024, '01', 950), line(2023, '第1组', 1000), line(2025, '复旦大学(02)', 3000), line(2024, '02', 3100)],
      { fillType: 1, examMode: 3 },
    );
    const units = pools.get('综合|2')!.units;
    expect(units).toHaveLength(2);
    const first = units.find((u) => u.groupCode === '复旦大学(01)')!;
    expect(first.lines.map((l) => [l.year, l.minRank])).toEqual([
      [2025, 900],
      [2024, 950],
      [2023, 1000],
    ]);
    expect(first.key).toBe('10246|复旦大学(01)|');
    expect(units.find((u) => u.groupCode === '复旦大学(02)')!.lines.map((l) => l.year)).toEqual([2025, 2024]);
  });
});
