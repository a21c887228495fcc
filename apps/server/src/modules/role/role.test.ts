import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, RoleView, UserView } from '@zhiyuan/shared';
import { roles, userRoles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

describe('roles screen', () => {
  it('adds, lists, pages, edits and sets a default role', async () => {
    const saved = await h.post<RoleView>('/api/role/save', { name: 'ROLE_EDITOR', description: '编辑', dataType: 3 });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result).toMatchObject({ name: 'ROLE_EDITOR', dataType: 3, defaultRole: false, userCount: 0 });
    expect((await h.post('/api/role/save', { name: 'ROLE_EDITOR' })).code).toBe(400);
    expect((await h.post('/api/role/save', { name: 'editor' })).message).toContain('ROLE_');
    const list = await h.get<RoleView[]>('/api/role/getAllList');
    expect(list.result.map((r) => r.name)).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_VIP', 'ROLE_EDITOR']));
    const admins = list.result.find((r) => r.name === 'ROLE_ADMIN')!;
    expect(admins.permissions.length).toBeGreaterThan(20);
    const page = await h.get<Page<RoleView>>('/api/role/getAllByPage?key=editor&pageSize=1');
    expect(page.result.totalElements).toBe(1);
    const edited = await h.post<RoleView>('/api/role/edit', { id: saved.result.id, name: 'ROLE_EDITOR2', description: '内容编辑' });
    expect(edited.result).toMatchObject({ name: 'ROLE_EDITOR2', description: '内容编辑', dataType: 3 });
    expect((await h.post('/api/role/setDefault', `id=${saved.result.id}&isDefault=true`)).code).toBe(200);
    // New registrations get default roles.
    const reg = await t.call<UserView>({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'newbie1', password: 'secret123', mobile: '13900001111' },
    });
    expect(reg.code, reg.message).toBe(200);
    expect(reg.result.roles.map((r) => r.name)).toEqual(expect.arrayContaining(['ROLE_USER', 'ROLE_EDITOR2']));
    await h.post('/api/role/setDefault', { id: saved.result.id, isDefault: false });
  });

  it('will not rename or delete a built-in role', async () => {
    const [vip] = await t.database.db.select().from(roles).where(eq(roles.name, 'ROLE_VIP'));
    expect((await h.post('/api/role/edit', { id: vip.id, name: 'ROLE_GOLD' })).code).toBe(400);
    expect((await h.post('/api/role/delByIds', { ids: vip.id })).code).toBe(400);
  });

  it('refuses to delete a role while users hold it', async () => {
    const role = (await h.post<RoleView>('/api/role/save', { name: 'ROLE_TEMP' })).result;
    const u = await h.addUser('roleHolder', { roleIds: role.id });
    const refused = await h.post('/api/role/delByIds', { ids: role.id });
    expect(refused).toMatchObject({ code: 400, message: '角色「ROLE_TEMP」仍有 1 个用户在使用，不能删除' });
    await h.post('/api/user/admin/edit', { id: u.id, roleIds: '' });
    expect((await h.post('/api/role/delByIds', { ids: role.id })).code).toBe(200);
    expect(await t.database.db.$count(roles, eq(roles.name, 'ROLE_TEMP'))).toBe(0);
  });

  it('assigns permissions and a custom data scope', async () => {
    const role = (await h.post<RoleView>('/api/role/save', { name: 'ROLE_AUDITOR' })).result;
    const logView = await h.permissionId('sys:log:view');
    const res = await h.post('/api/role/editRolePerm', { roleId: role.id, permIds: [logView] });
    expect(res.code, res.message).toBe(200);
    const ops = await h.department('运营部');
    expect((await h.post('/api/role/editRoleDep', `roleId=${role.id}&dataType=1&depIds=${ops.id}`)).code).toBe(200);
    const after = (await h.get<RoleView[]>('/api/role/getAllList')).result.find((r) => r.id === role.id)!;
    expect(after.permissions).toEqual([{ roleId: role.id, permissionId: logView }]);
    expect(after).toMatchObject({ dataType: 1, departments: [{ roleId: role.id, departmentId: ops.id }] });
    expect((await h.post('/api/role/editRoleDep', { roleId: role.id, dataType: 1, depIds: '999999' })).code).toBe(400);
  });

  it('refuses editRolePerm without permIds (400 naming it, nothing emptied), and takes an empty permIds= as none', async () => {
    const role = (await h.post<RoleView>('/api/role/save', { name: 'ROLE_KEEPER' })).result;
    const logView = await h.permissionId('sys:log:view');
    expect((await h.post('/api/role/editRolePerm', { roleId: role.id, permIds: [logView] })).code).toBe(200);
    const permsOf = async () => (await h.get<RoleView[]>('/api/role/getAllList')).result.find((r) => r.id === role.id)!.permissions.map((p) => p.permissionId);
    for (const body of [{ roleId: role.id }, `roleId=${role.id}`]) {
      const missing = await h.post('/api/role/editRolePerm', body);
      expect(missing.code, missing.message).toBe(400);
      expect(missing.message).toContain('permIds');
      expect(await permsOf()).toEqual([logView]);
    }
    // XBoot's form saves "no permissions" as an empty value: that still empties the role.
    expect((await h.post('/api/role/editRolePerm', `roleId=${role.id}&permIds=`)).code).toBe(200);
    expect(await permsOf()).toEqual([]);
  });

  it('refuses setDefault without isDefault (400 naming it) and leaves the flag as it was', async () => {
    const role = (await h.post<RoleView>('/api/role/save', { name: 'ROLE_DEFAULTED' })).result;
    expect((await h.post('/api/role/setDefault', { id: role.id, isDefault: true })).code).toBe(200);
    const isDefault = async () => (await h.get<RoleView[]>('/api/role/getAllList')).result.find((r) => r.id === role.id)!.defaultRole;
    for (const body of [{ id: role.id }, `id=${role.id}`]) {
      const missing = await h.post('/api/role/setDefault', body);
      expect(missing.code, missing.message).toBe(400);
      expect(missing.message).toContain('isDefault');
      expect(await isDefault()).toBe(true);
    }
    expect((await h.post('/api/role/setDefault', `id=${role.id}&isDefault=false`)).code).toBe(200);
    expect(await isDefault()).toBe(false);
  });

  it('a role without sys:role:edit cannot grant itself permissions', async () => {
    const { token, roleId } = await h.userWith('roleViewer', ['sys:role:view']);
    const target = await h.permissionId('sys:user:delete');
    const res = await h.post('/api/role/editRolePerm', { roleId, permIds: [target] }, token);
    expect(res.code).toBe(403);
    expect(await t.database.db.$count(userRoles, eq(userRoles.roleId, roleId))).toBe(1);
    const me = await h.get<{ menuList: { permCodes: string[] }[] }>('/api/permission/getMenuList', token);
    expect(JSON.stringify(me.result)).not.toContain('sys:user:delete');
  });

  it('a role with sys:role:edit still cannot grant what its holder lacks', async () => {
    const { token, roleId } = await h.userWith('roleEditor', ['sys:role:view', 'sys:role:edit']);
    const own = [await h.permissionId('sys:role:view'), await h.permissionId('sys:role:edit')];
    const logClear = await h.permissionId('sys:log:clear');
    const res = await h.post('/api/role/editRolePerm', { roleId, permIds: [...own, logClear] }, token);
    expect(res).toMatchObject({ code: 403, message: '不能授予您自己没有的权限：sys:log:clear' });
    // Removing is fine, and what they hold can be handed on.
    const other = (await h.post<RoleView>('/api/role/save', { name: 'ROLE_HANDED' })).result;
    expect((await h.post('/api/role/editRolePerm', { roleId: other.id, permIds: [own[0]] }, token)).code).toBe(200);
    // A limited data scope cannot hand out "all".
    const { token: deptToken, roleId: deptRole } = await h.userWith('deptRoleEditor', ['sys:role:view', 'sys:role:edit'], 3, {
      departmentId: (await h.department('运营部')).id,
    });
    expect((await h.post('/api/role/editRoleDep', { roleId: deptRole, dataType: 0 }, deptToken)).code).toBe(403);
  });
});
