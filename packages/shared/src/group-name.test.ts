import { describe, expect, it } from 'vitest';
import { groupName } from './group-name.ts';

describe('groupName', () => {
  it('says 专业组 once, whatever form the data published the code in', () => {
    expect(groupName('216专业组')).toBe('216专业组');
    expect(groupName('216')).toBe('专业组 216');
    expect(groupName('第101组')).toBe('第101组');
    expect(groupName('001专业组(不限)')).toBe('001专业组(不限)');
    expect(groupName('1101004 第004组 004')).toBe('第004组');
    expect(groupName('1101004 第004组 004', 'en-US')).toBe('Group 004');
    expect(groupName('本科二批')).toBe('本科二批');
    expect(groupName(null)).toBe('');
    for (const code of ['216专业组', '216', '第101组', '001专业组(不限)']) expect(groupName(code)).not.toMatch(/专业组.*专业组|组.*组/);
  });

  it('shows of a key a source compiled from the row only what the unit does not already say', () => {
    expect(groupName('厦门大学-广东-物理类-厦门大学马来西亚分校-数据科学与大数据技术')).toBe('厦门大学马来西亚分校 · 数据科学与大数据技术');
    expect(groupName('商丘师范学院-安徽-历史类-本科二批-法学')).toBe('法学');
    expect(groupName('中南大学-安徽-历史类-本科普通类录取概况')).toBe('');
    expect(groupName('历史类-不限(经管类)')).toBe('不限(经管类)');
    expect(groupName('武汉理工大学安徽艺术类|艺术类|--')).toBe('');
  });

  it('in English, names the group once too', () => {
    expect(groupName('216专业组', 'en-US')).toBe('Group 216');
    expect(groupName('003', 'en-US')).toBe('Group 003');
    expect(groupName('001专业组(不限)', 'en-US')).toBe('Group 001(不限)');
  });
});
