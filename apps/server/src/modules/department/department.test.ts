import { describe, expect, it } from 'vitest';
import type { DepartmentNode } from '@zhiyuan/shared';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let h: AdminHelpers;
adminSuite((s) => ({ h } = s));

describe('departments screen', () => {
  it('browses the lazy tree from the root, with user counts', async () => {
    const roots = await h.get<DepartmentNode[]>('/api/department/getByParentId/0');
    expect(roots.result.map((d) => d.title)).toEqual(['志愿通']);
    expect(roots.result[0].isParent).toBe(true);
    const kids = await h.get<DepartmentNode[]>(`/api/department/getByParentId/${roots.result[0].id}`);
    expect(kids.result.map((d) => d.title)).toEqual(['运营部', '内容部', '客服部', '数据部']);
    expect(kids.result[0]).toMatchObject({ parentTitle: '志愿通', isParent: false, userCount: 0 });
  });

  it('adds and edits with main and vice heads, searches, and refuses loops', async () => {
    const root = (await h.get<DepartmentNode[]>('/api/department/getByParentId/0')).result[0];
    const boss = await h.addUser('deptBoss');
    const deputy = await h.addUser('deptDeputy');
    const added = await h.post<DepartmentNode>('/api/department/add', {
      parentId: root.id,
      title: '市场部',
      sortOrder: 9,
      mainHeader: boss.id,
      viceHeader: [deputy.id],
    });
    expect(added.code, added.message).toBe(200);
    expect(added.result.mainHeaders.map((u) => u.username)).toEqual(['deptBoss']);
    expect(added.result.viceHeaders.map((u) => u.username)).toEqual(['deptDeputy']);
    const child = await h.post<DepartmentNode>('/api/department/add', { parentId: added.result.id, title: '市场一组' });
    const edited = await h.post<DepartmentNode>('/api/department/edit', {
      id: added.result.id,
      parentId: root.id,
      title: '市场营销部',
      mainHeader: deputy.id,
      viceHeader: '',
    });
    expect(edited.result).toMatchObject({ title: '市场营销部', viceHeader: [] });
    expect(edited.result.mainHeaders.map((u) => u.username)).toEqual(['deptDeputy']);
    const loop = await h.post('/api/department/edit', { id: added.result.id, parentId: child.result.id, title: '市场营销部' });
    expect(loop.code).toBe(400);
    expect(loop.message).toContain('下级');
    const found = await h.get<DepartmentNode[]>(`/api/department/search?title=${encodeURIComponent('市场')}`);
    expect(found.result.map((d) => d.title).sort()).toEqual(['市场一组', '市场营销部']);
    expect((await h.post('/api/department/add', { title: 'x', mainHeader: '123' })).code).toBe(400);
  });

  it('refuses to delete a department that still has users or children', async () => {
    const root = (await h.get<DepartmentNode[]>('/api/department/getByParentId/0')).result[0];
    const dept = (await h.post<DepartmentNode>('/api/department/add', { parentId: root.id, title: '临时部' })).result;
    const member = await h.addUser('tempMember', { departmentId: dept.id });
    const refused = await h.post('/api/department/delByIds', { ids: dept.id });
    expect(refused).toMatchObject({ code: 400, message: '部门「临时部」下还有 1 个用户，不能删除' });
    // The top department holds the built-in admin (its head on a new install) and children.
    expect((await h.post('/api/department/delByIds', { ids: root.id })).message).toMatch(/志愿通.*不能删除/);
    await h.post('/api/user/admin/edit', { id: member.id, departmentId: '' });
    expect((await h.post('/api/department/delByIds', { ids: dept.id })).code).toBe(200);
    expect((await h.get<DepartmentNode[]>(`/api/department/getByParentId/${root.id}`)).result.map((d) => d.title)).not.toContain('临时部');
  });

  it('limits the tree to the data scope with openDataFilter, and edits to it', async () => {
    const ops = await h.department('运营部');
    const content = await h.department('内容部');
    const { token } = await h.userWith('deptMgr', ['sys:department:view', 'sys:department:edit'], 3, { departmentId: ops.id });
    const root = (await h.get<DepartmentNode[]>('/api/department/getByParentId/0')).result[0];
    const seen = await h.get<DepartmentNode[]>(`/api/department/getByParentId/${root.id}?openDataFilter=true`, token);
    expect(seen.result.map((d) => d.title)).toEqual(['运营部']);
    expect((await h.post('/api/department/edit', { id: content.id, parentId: root.id, title: '被改名' }, token)).code).toBe(404);
    expect((await h.post('/api/department/delByIds', { ids: ops.id }, token)).code).toBe(403);
  });
});
