import { describe, expect, it } from 'vitest';
import type { Department } from '../../../services/department';
import { flattenTree, loadDepartmentTree } from './tree';

function d(id: string, parentId: string, isParent: boolean): Department {
  return {
    id,
    parentId,
    parentTitle: '',
    title: `部门${id}`,
    sortOrder: 0,
    status: 0,
    isParent,
    userCount: 0,
    mainHeader: [],
    viceHeader: [],
    mainHeaders: [],
    viceHeaders: [],
    createTime: '',
    updateTime: null,
  };
}

describe('department tree', () => {
  it('loads every level and asks only for parents', async () => {
    const asked: string[] = [];
    const data: Record<string, Department[]> = { '0': [d('1', '0', true)], '1': [d('2', '1', false), d('3', '1', true)], '3': [d('4', '3', false)] };
    const tree = await loadDepartmentTree(async (p) => {
      asked.push(p);
      return data[p] ?? [];
    });
    expect(asked.sort()).toEqual(['0', '1', '3']);
    expect(flattenTree(tree).map((n) => n.key)).toEqual(['1', '2', '3', '4']);
    expect(tree[0].children?.[0].children).toBeUndefined();
  });
});
