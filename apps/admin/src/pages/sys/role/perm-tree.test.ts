import type { PermissionNode } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { grantedInTree, indexTree, parentIds, toggle, toPermIds } from './perm-tree';

function n(id: string, type: number, children: PermissionNode[] = []): PermissionNode {
  return {
    id,
    parentId: '0',
    scope: 'admin',
    name: id,
    title: id,
    type,
    level: 0,
    path: '',
    component: null,
    icon: null,
    buttonType: null,
    code: null,
    url: null,
    sortOrder: 0,
    status: 0,
    isParent: children.length > 0,
    children,
    parentTitle: '',
    showAlways: true,
    isMenu: false,
    description: '',
    expand: true,
    checked: false,
    selected: false,
    createTime: '',
    updateTime: null,
  };
}

// app → sys → (user page → add, edit), (role page → edit); home page
const tree = [n('app', -1, [n('home', 0), n('sys', 0, [n('user', 0, [n('user:add', 1), n('user:edit', 1)]), n('role', 0, [n('role:edit', 1)])])])];
const index = indexTree(tree);

describe('role permission tree', () => {
  it('ticking a button grants its page, menu and app too', () => {
    const next = toggle(index, new Set(), 'user:add', true);
    expect(toPermIds(index, next)).toEqual(['app', 'sys', 'user', 'user:add']);
  });

  it('ticking a menu grants everything below it', () => {
    const next = toggle(index, new Set(), 'sys', true);
    expect(toPermIds(index, next)).toEqual(['app', 'sys', 'user', 'user:add', 'user:edit', 'role', 'role:edit']);
  });

  it('unticking a page removes its buttons but keeps the menu and the other pages', () => {
    const all = toggle(index, new Set(), 'app', true);
    const next = toggle(index, all, 'user', false);
    expect(toPermIds(index, next)).toEqual(['app', 'home', 'sys', 'role', 'role:edit']);
  });

  it('keeps a page granted without its buttons (strict tree)', () => {
    const granted = grantedInTree(index, ['app', 'sys', 'user']);
    expect(toPermIds(index, granted)).toEqual(['app', 'sys', 'user']);
  });

  it('indexes the admin tree and the public-site tree together, so a save sends the ids of both', () => {
    const site = n('web', -1, [n('web:index', 0), n('web:report', 0)]);
    const both = indexTree([...tree, site]);
    const granted = grantedInTree(both, ['home', 'web:report']);
    expect(toPermIds(both, granted)).toEqual(['app', 'home', 'web', 'web:report']);
    expect(toPermIds(both, toggle(both, granted, 'web:report', false))).toEqual(['app', 'home', 'web']);
  });

  it('drops ids not in the tree and adds missing ancestors of granted ones', () => {
    const granted = grantedInTree(index, ['role:edit', 'gone']);
    expect(toPermIds(index, granted)).toEqual(['app', 'sys', 'role', 'role:edit']);
  });

  it('lists the expandable nodes', () => {
    expect(parentIds(index)).toEqual(['app', 'sys', 'user', 'role']);
  });
});
