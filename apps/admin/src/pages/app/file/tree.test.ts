import type { FileCategoryNode } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { flattenFolders, pathTo, subtreeIds } from './tree';

function node(id: string, children: FileCategoryNode[] = []): FileCategoryNode {
  return {
    id,
    parentId: '0',
    title: id,
    isParent: children.length > 0,
    sortOrder: 0,
    isCollect: false,
    delFlag: 0,
    createBy: 'a',
    createTime: '',
    restDelTime: null,
    children,
  };
}

const tree = [node('a', [node('a1', [node('a11')]), node('a2')]), node('b')];

describe('drive folder tree', () => {
  it('lists parents before their children', () => {
    expect(flattenFolders(tree).map((n) => n.id)).toEqual(['a', 'a1', 'a11', 'a2', 'b']);
  });
  it('keeps a folder and its descendants out of its own move targets', () => {
    expect([...subtreeIds(tree[0].children[0])]).toEqual(['a1', 'a11']);
  });
  it('finds the path from the root to a deep folder', () => {
    expect(pathTo(tree, 'a11').map((n) => n.id)).toEqual(['a', 'a1', 'a11']);
    expect(pathTo(tree, 'zz')).toEqual([]);
  });
});
