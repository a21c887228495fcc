import { describe, expect, it } from 'vitest';
import { node, sampleMenu } from '../test/menu-fixture';
import { findPage, joinPath, resolveMenu } from './tree';

describe('menu tree', () => {
  it('nests relative paths under their parent and keeps absolute ones', () => {
    expect(joinPath('/sys', 'user')).toBe('/sys/user');
    expect(joinPath('/sys', '/sys/user')).toBe('/sys/user');
    expect(joinPath('', 'home/')).toBe('/home');
  });

  it('indexes every page with its permTypes and app', () => {
    const menu = resolveMenu(sampleMenu(['add']));
    expect(menu.apps).toHaveLength(1);
    expect(menu.pages.map((p) => p.path)).toEqual(['/home', '/sys/user', '/sys/department']);
    expect(findPage(menu, '/sys/user/')?.permTypes).toEqual(['add']);
    expect(findPage(menu, '/sys/user?x=1')?.title).toBe('用户管理');
    expect(menu.apps[0].firstPath).toBe('/home');
  });

  it('ignores button nodes and treats a tree without top apps as one app', () => {
    const tree = [node({ title: '系统管理', path: '/sys', children: [node({ title: '用户', path: 'user', children: [node({ title: '添加', type: 1 })] })] })];
    const menu = resolveMenu(tree, '系统');
    expect(menu.apps).toHaveLength(1);
    expect(menu.apps[0].title).toBe('系统');
    expect(menu.pages.map((p) => p.path)).toEqual(['/sys/user']);
  });

  it('copes with an empty or missing tree', () => {
    expect(resolveMenu(undefined).pages).toEqual([]);
    expect(resolveMenu([]).apps[0].menu).toEqual([]);
  });
});
