import type { MajorTreeNode } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { classKey, countMajors, filterCatalog, findClass, firstClassKey } from './data';

const tree: MajorTreeNode[] = [
  {
    code: '07',
    name: '理学',
    children: [
      {
        code: '0701',
        name: '数学类',
        children: [
          { id: 'm1', code: '070101', name: '数学与应用数学' },
          { id: 'm2', code: '070102', name: '信息与计算科学' },
        ],
      },
      { code: '0702', name: '物理学类', children: [{ id: 'm3', code: '070201', name: '物理学' }] },
    ],
  },
  {
    code: '08',
    name: '工学',
    children: [
      {
        code: '0809',
        name: '计算机类',
        children: [
          { id: 'm4', code: '080901', name: '计算机科学与技术' },
          { id: 'm5', code: '080902', name: '软件工程' },
        ],
      },
    ],
  },
];

describe('major catalog', () => {
  it('counts the majors below a node', () => {
    expect(countMajors(tree[0])).toBe(3);
    expect(countMajors(tree[1].children![0])).toBe(2);
  });

  it('keeps a matching class whole, and only the matching majors of other classes', () => {
    expect(filterCatalog(tree, '计算机')).toEqual([{ ...tree[1], children: [tree[1].children![0]] }]);
    const byMajor = filterCatalog(tree, '计算');
    expect(byMajor.map((c) => c.name)).toEqual(['理学', '工学']);
    expect(byMajor[0].children!.map((c) => c.name)).toEqual(['数学类']);
    expect(byMajor[0].children![0].children!.map((m) => m.name)).toEqual(['信息与计算科学']);
    expect(filterCatalog(tree, '0809')[0].children![0].children).toHaveLength(2);
    expect(filterCatalog(tree, '理学')).toEqual([tree[0]]);
    expect(filterCatalog(tree, '不存在')).toEqual([]);
    expect(filterCatalog(tree, ' ')).toEqual(tree);
  });

  it('selects the first class and finds a class by its key', () => {
    expect(firstClassKey(tree)).toBe('k:0701');
    expect(firstClassKey([])).toBeNull();
    expect(findClass(tree, classKey(tree[1].children![0]))?.name).toBe('计算机类');
    expect(findClass(tree, 'k:9999')).toBeUndefined();
  });
});
