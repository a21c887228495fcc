import type { ActCategoryView } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { categoryPathOptions, flattenCategories, loadCategoryTree } from './categories';

const category = (id: string, parentId: string, title: string, type: number, sortOrder: number, isParent = false): ActCategoryView => ({
  id,
  parentId,
  title,
  type,
  sortOrder,
  isParent,
  createTime: '2025-01-01 00:00:00',
});

const rows: Record<string, ActCategoryView[]> = {
  '0': [category('g2', '0', '财务', 0, 2, true), category('g1', '0', '人事', 0, 1, true), category('c0', '0', '通用', 1, 3)],
  g1: [category('c2', 'g1', '出差', 1, 2), category('c1', 'g1', '请假', 1, 1)],
  g2: [],
};

describe('流程分类 tree', () => {
  it('loads the tree a level at a time, each level by sortOrder', async () => {
    const asked: string[] = [];
    const tree = await loadCategoryTree(async (parentId) => {
      asked.push(parentId);
      return rows[parentId] ?? [];
    });
    expect(asked.sort()).toEqual(['0', 'g1', 'g2']);
    expect(flattenCategories(tree).map((c) => c.title)).toEqual(['人事', '请假', '出差', '财务', '通用']);
    expect(tree[1].children).toBeUndefined();
  });

  it('offers the categories, not the groups, labelled with their path', async () => {
    const tree = await loadCategoryTree(async (parentId) => rows[parentId] ?? []);
    expect(categoryPathOptions(tree)).toEqual([
      { value: 'c1', label: '人事 / 请假' },
      { value: 'c2', label: '人事 / 出差' },
      { value: 'c0', label: '通用' },
    ]);
  });
});
