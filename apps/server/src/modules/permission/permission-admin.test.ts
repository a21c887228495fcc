import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode, PermissionNode } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  h = adminHelpers(t, () => admin);
});
afterAll(() => t.close());

const find = (nodes: PermissionNode[], name: string): PermissionNode | undefined => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const hit = find(n.children ?? [], name);
    if (hit) return hit;
  }
  return undefined;
};

describe('menus and permissions screen', () => {
  it('returns the whole tree with top apps, pages and coded buttons', async () => {
    const tree = (await h.get<PermissionNode[]>('/api/permission/getAllList')).result;
    expect(tree[0]).toMatchObject({ type: -1, level: 0, name: 'zhiyuan' });
    const users = find(tree, 'user-manage')!;
    expect(users).toMatchObject({ type: 0, level: 2, code: 'sys:user:view', isParent: true });
    expect(users.children!.map((b) => b.code)).toContain('sys:user:add');
    expect(users.children!.every((b) => b.type === 1 && b.level === 3)).toBe(true);
    const web = (await h.get<PermissionNode[]>('/api/permission/getAllList?scope=web')).result;
    expect(web[0].scope).toBe('web');
  });

  it('lists children, searches, adds, edits and deletes', async () => {
    const tops = (await h.get<PermissionNode[]>('/api/permission/getByParentId/0')).result;
    expect(tops.map((n) => n.name)).toContain('zhiyuan');
    const sys = find((await h.get<PermissionNode[]>('/api/permission/getAllList')).result, 'sys')!;
    const page = await h.post<PermissionNode>('/api/permission/add', {
      parentId: sys.id,
      title: '公告管理',
      type: 0,
      name: 'notice-manage',
      path: '/sys/notice',
      component: 'sys/notice',
      icon: 'NotificationOutlined',
      code: 'sys:notice:view',
      sortOrder: 50,
    });
    expect(page.code, page.message).toBe(200);
    expect(page.result).toMatchObject({ level: 2, scope: 'admin' });
    expect((await h.post('/api/permission/add', { parentId: page.result.id, title: '发布', type: 1 })).message).toContain('权限标识');
    expect((await h.post('/api/permission/add', { parentId: page.result.id, title: '发布', type: 1, code: 'sys:user:add' })).code).toBe(400);
    const button = await h.post<PermissionNode>('/api/permission/add', {
      parentId: page.result.id,
      title: '发布公告',
      type: 1,
      buttonType: 'add',
      code: 'sys:notice:add',
    });
    expect(button.result).toMatchObject({ level: 3, code: 'sys:notice:add' });
    expect((await h.post('/api/permission/add', { parentId: button.result.id, title: 'x', type: 1, code: 'a:b' })).code).toBe(400);
    const kids = (await h.get<PermissionNode[]>(`/api/permission/getByParentId/${page.result.id}`)).result;
    expect(kids.map((k) => k.code)).toEqual(['sys:notice:add']);
    const found = (await h.get<PermissionNode[]>(`/api/permission/search?title=${encodeURIComponent('公告')}`)).result;
    expect(found.map((f) => f.title).sort()).toEqual(['公告管理', '发布公告']);
    const edited = await h.post<PermissionNode>('/api/permission/edit', {
      id: button.result.id,
      parentId: page.result.id,
      title: '发布新公告',
      type: 1,
      buttonType: 'add',
      code: 'sys:notice:publish',
    });
    expect(edited.result).toMatchObject({ title: '发布新公告', code: 'sys:notice:publish' });
    expect((await h.post('/api/permission/edit', { id: page.result.id, parentId: button.result.id, title: '公告管理', type: 0 })).code).toBe(400);
    const refused = await h.post('/api/permission/delByIds', { ids: page.result.id });
    expect(refused.message).toBe('「公告管理」下还有子菜单或按钮，不能删除');
    expect((await h.post('/api/permission/delByIds', { ids: `${page.result.id},${button.result.id}` })).code).toBe(200);
    expect(find((await h.get<PermissionNode[]>('/api/permission/getAllList')).result, 'notice-manage')).toBeUndefined();
  });

  it("a granted new page shows in the holder's menu; the server checks the code", async () => {
    const { token, roleId } = await h.userWith('menuUser', ['home:view']);
    const menu = (await h.get<MenuNode[]>('/api/permission/getMenuList', token)).result;
    expect(JSON.stringify(menu)).not.toContain('user-manage');
    const tree = (await h.get<PermissionNode[]>('/api/permission/getAllList')).result;
    const parents = [find(tree, 'zhiyuan')!.id, find(tree, 'sys')!.id];
    const granted = await h.post('/api/role/editRolePerm', {
      roleId,
      permIds: [...parents, await h.permissionId('home:view'), await h.permissionId('sys:user:view')],
    });
    expect(granted.code, granted.message).toBe(200);
    const after = JSON.stringify((await h.get<MenuNode[]>('/api/permission/getMenuList', token)).result);
    expect(after).toContain('sys:user:view');
    expect((await h.get('/api/user/getByCondition', token)).code).toBe(200);
    expect((await h.post('/api/permission/add', { title: 'x', type: 0 }, token)).code).toBe(403);
    expect((await h.get('/api/permission/getAllList', token)).code).toBe(403);
  });
});
