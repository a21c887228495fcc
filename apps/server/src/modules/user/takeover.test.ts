import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OnlineUserView, Page, PermissionNode, RoleView, UserView } from '@zhiyuan/shared';
import { permissions, rolePermissions, roles, socialAccounts, userRoles, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

/**
 * Issue 14, items 2 and 3: each attack of the audit replayed by a freshly made partial admin, now
 * refused with 403 and a reason, with nothing changed; and the powers that must keep working.
 */
let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const SUPER_ONLY = '只有内置超级管理员 admin 本人可以操作该账号';

/** A user made through the API, as the super admin would: a new role with these codes, then the account. */
async function partialAdmin(username: string, codes: string[], opts: { dataType?: number; departmentId?: string } = {}) {
  const role = await h.post<RoleView>('/api/role/save', { name: `ROLE_${username.toUpperCase()}`, dataType: opts.dataType ?? 0 });
  expect(role.code, role.message).toBe(200);
  const permIds = await Promise.all(codes.map((c) => h.permissionId(c)));
  const granted = await h.post('/api/role/editRolePerm', { roleId: role.result.id, permIds });
  expect(granted.code, granted.message).toBe(200);
  const user = await h.addUser(username, { roleIds: role.result.id, ...(opts.departmentId ? { departmentId: opts.departmentId } : {}) });
  return { user, roleId: role.result.id, token: await t.login(username, 'secret123') };
}

const db = () => t.database.db;
const adminRow = async () => (await db().select().from(users).where(eq(users.username, 'admin')))[0];
const roleByName = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0];
const roleIdsOf = async (userId: string) =>
  (await db().select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.id).sort();
const permsOf = async (roleId: string) =>
  (await db().select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id).sort();

/** A second full administrator (holds ROLE_ADMIN), made once. */
let boss: UserView | undefined;
async function fullAdmin() {
  boss ??= await h.addUser('bossTwo', { roleIds: (await roleByName('ROLE_ADMIN')).id });
  return boss;
}

describe('partial admins cannot take over the super admin (issue 14 item 2)', () => {
  it("refuses resetPass on admin with 403 naming the reason, answers no password, and admin's password still works", async () => {
    const { token } = await partialAdmin('resetter', ['sys:user:view', 'sys:user:resetPass']);
    const me = await adminRow();
    const res = await h.post('/api/user/resetPass', { ids: [me.id] }, token);
    expect(res).toMatchObject({ code: 403, message: SUPER_ONLY, result: null });
    const english = await t.call({ method: 'POST', url: '/api/user/resetPass', token, headers: { 'accept-language': 'en-US' }, payload: { ids: [me.id] } });
    expect(english).toMatchObject({ code: 403, message: 'Only the built-in super administrator "admin" may act on that account' });
    expect((await adminRow()).passwordHash).toBe(me.passwordHash);
    await t.login();
    // Nor a full admin other than admin: it holds what the resetter does not.
    const other = await fullAdmin();
    const stronger = await h.post('/api/user/resetPass', { ids: [other.id] }, token);
    expect(stronger.code).toBe(403);
    expect(stronger.message).toMatch(/^不能操作用户「bossTwo」：该用户拥有您自己没有的权限：\S.+$/);
    await t.login('bossTwo', 'secret123');
    // Mixed with a user it may reset, nothing is reset at all.
    const lesser = await h.addUser('resetMixed');
    const mixed = await h.post('/api/user/resetPass', { ids: [lesser.id, me.id] }, token);
    expect(mixed.code).toBe(403);
    await t.login('resetMixed', 'secret123');
  });

  it("refuses sys:user:edit changing admin's mobile (the way to an SMS reset) and emptying a full admin's roles", async () => {
    const { token } = await partialAdmin('contactEditor', ['sys:user:view', 'sys:user:edit']);
    const me = await adminRow();
    const mobile = await h.post('/api/user/admin/edit', { id: me.id, mobile: '13912345678' }, token);
    expect(mobile).toMatchObject({ code: 403, message: SUPER_ONLY });
    const email = await h.post('/api/user/admin/edit', { id: me.id, email: 'evil@example.com' }, token);
    expect(email.code).toBe(403);
    expect(await adminRow()).toMatchObject({ mobile: me.mobile, email: me.email });

    const other = await fullAdmin();
    const before = await roleIdsOf(other.id);
    const emptied = await h.post('/api/user/admin/edit', { id: other.id, roleIds: '' }, token);
    expect(emptied.code).toBe(403);
    expect(emptied.message).toContain('不能操作用户「bossTwo」');
    expect(await roleIdsOf(other.id)).toEqual(before);
  });

  it('refuses every other action on admin and on a stronger user: disable, enable, delete, kick-out', async () => {
    const { token } = await partialAdmin('userOperator', [
      'sys:user:view',
      'sys:user:enable',
      'sys:user:disable',
      'sys:user:delete',
      'sys:online:view',
      'sys:online:logout',
    ]);
    const me = await adminRow();
    const other = await fullAdmin();
    for (const target of [me.id, other.id]) {
      expect((await h.post(`/api/user/admin/disable/${target}`, {}, token)).code).toBe(403);
      expect((await h.post(`/api/user/admin/enable/${target}`, {}, token)).code).toBe(403);
      expect((await h.post('/api/user/delByIds', { ids: [target] }, token)).code).toBe(403);
    }
    expect(await db().$count(users, eq(users.id, other.id))).toBe(1);
    expect((await adminRow()).status).toBe(0);
    // Kick-out: admin's own session survives.
    const sessions = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?key=admin&pageSize=100', token)).result.content;
    const adminSession = sessions.find((s) => s.username === 'admin')!;
    const kicked = await h.post('/api/onlineUser/logout', { ids: adminSession.id }, token);
    expect(kicked).toMatchObject({ code: 403, message: SUPER_ONLY });
    expect((await h.get('/api/user/info', admin)).code).toBe(200);
  });

  it("refuses unbinding admin's social login with sys:social:delete", async () => {
    const { token } = await partialAdmin('socialOperator', ['sys:social:view', 'sys:social:delete']);
    const binding = newId();
    // A WeChat identity bound to admin (OAuth itself is outside this test).
    await db()
      .insert(socialAccounts)
      .values({ id: binding, platform: 'wechat', openId: 'admin-openid', username: '管理员', userId: (await adminRow()).id, relateTime: new Date() });
    const res = await h.post('/api/relate/delByIds', { ids: binding }, token);
    expect(res).toMatchObject({ code: 403, message: SUPER_ONLY });
    expect(await db().$count(socialAccounts, eq(socialAccounts.id, binding))).toBe(1);
  });

  it("refuses sys:permission:edit renaming an unheld button's code, and giving a held row a code it does not hold", async () => {
    const { token } = await partialAdmin('permEditor', ['sys:permission:view', 'sys:permission:edit', 'sys:permission:add', 'sys:permission:delete']);
    const [resetButton] = await db().select().from(permissions).where(eq(permissions.code, 'sys:user:resetPass'));
    const renamed = await h.post('/api/permission/edit', { ...editable(resetButton), code: 'sys:user:resetPass2' }, token);
    expect(renamed).toMatchObject({ code: 403, message: '不能修改或删除「重置密码」：您自己没有该权限' });
    expect((await db().select().from(permissions).where(eq(permissions.id, resetButton.id)))[0].code).toBe('sys:user:resetPass');
    // Switching it off, moving it or deleting it is changing it too.
    expect((await h.post('/api/permission/edit', { ...editable(resetButton), status: -1 }, token)).code).toBe(403);
    expect((await h.post('/api/permission/delByIds', { ids: resetButton.id }, token)).code).toBe(403);
    expect((await h.post('/api/permission/add', { parentId: resetButton.parentId, title: '新按钮', type: 1, code: 'sys:user:sneak' }, token)).code).toBe(403);

    // Were the code free (here: renamed by the super admin), a held row still cannot take it.
    expect((await h.post('/api/permission/edit', { ...editable(resetButton), code: 'sys:user:resetPassword' })).code).toBe(200);
    const [held] = await db().select().from(permissions).where(eq(permissions.code, 'sys:permission:delete'));
    const claimed = await h.post('/api/permission/edit', { ...editable(held), code: 'sys:user:resetPass' }, token);
    expect(claimed).toMatchObject({ code: 403, message: '不能使用权限标识 sys:user:resetPass：您自己没有该权限' });
    expect((await db().select().from(permissions).where(eq(permissions.id, held.id)))[0].code).toBe('sys:permission:delete');
    expect((await h.post('/api/user/resetPass', { ids: [(await adminRow()).id] }, token)).code).toBe(403);
    expect((await h.post('/api/permission/edit', { ...editable(resetButton), code: 'sys:user:resetPass' })).code).toBe(200);
    // What it holds, it may still edit (title), without touching the code.
    expect((await h.post('/api/permission/edit', { ...editable(held), title: '删除菜单' }, token)).code).toBe(200);
  });

  it('refuses sys:role:edit emptying a role it does not hold, ROLE_ADMIN included, and every other change to it', async () => {
    const { token } = await partialAdmin('roleEditorX', ['sys:role:view', 'sys:role:edit', 'sys:role:setDefault', 'sys:role:delete']);
    const superRole = await roleByName('ROLE_ADMIN');
    const before = await permsOf(superRole.id);
    const emptied = await h.post('/api/role/editRolePerm', { roleId: superRole.id, permIds: [] }, token);
    expect(emptied.code).toBe(403);
    expect(emptied.message).toBe('不能修改或删除角色「ROLE_ADMIN」：它包含您自己没有的权限或数据权限');
    expect(await permsOf(superRole.id)).toEqual(before);

    const other = await h.post<RoleView>('/api/role/save', { name: 'ROLE_LOGADMIN' });
    await h.post('/api/role/editRolePerm', { roleId: other.result.id, permIds: [await h.permissionId('sys:log:view'), await h.permissionId('sys:log:clear')] });
    const otherBefore = await permsOf(other.result.id);
    expect((await h.post('/api/role/editRolePerm', { roleId: other.result.id, permIds: [] }, token)).code).toBe(403);
    expect((await h.post('/api/role/editRoleDep', { roleId: other.result.id, dataType: 4 }, token)).code).toBe(403);
    expect((await h.post('/api/role/edit', { id: other.result.id, name: 'ROLE_LOGADMIN', description: '改' }, token)).code).toBe(403);
    expect((await h.post('/api/role/setDefault', { id: superRole.id, isDefault: true }, token)).code).toBe(403);
    expect((await h.post('/api/role/delByIds', { ids: other.result.id }, token)).code).toBe(403);
    expect(await permsOf(other.result.id)).toEqual(otherBefore);
    expect((await roleByName('ROLE_ADMIN')).defaultRole).toBe(false);
    expect(await db().$count(roles, eq(roles.name, 'ROLE_LOGADMIN'))).toBe(1);
  });

  it('refuses acting on a user whose data scope is wider, even when the permissions are covered', async () => {
    const ops = await h.department('运营部');
    const { token } = await partialAdmin('deptResetter', ['sys:user:view', 'sys:user:resetPass'], { dataType: 3, departmentId: ops.id });
    const wide = await h.post<RoleView>('/api/role/save', { name: 'ROLE_WIDEVIEW', dataType: 0 });
    await h.post('/api/role/editRolePerm', { roleId: wide.result.id, permIds: [await h.permissionId('sys:user:view')] });
    const target = await h.addUser('wideViewer', { roleIds: wide.result.id, departmentId: ops.id });
    const res = await h.post('/api/user/resetPass', { ids: [target.id] }, token);
    expect(res).toMatchObject({ code: 403, message: '不能操作用户「wideViewer」：该用户的数据权限比您的大' });
  });
});

describe('the powers that must keep working', () => {
  it('lets an admin with more power act on a lesser user: edit, roles, reset, disable, kick', async () => {
    const { token, roleId } = await partialAdmin('helpDesk', [
      'sys:user:view',
      'sys:user:edit',
      'sys:user:resetPass',
      'sys:user:disable',
      'sys:user:enable',
      'sys:online:view',
      'sys:online:logout',
      'sys:role:view',
    ]);
    const lesserRole = await h.post<RoleView>('/api/role/save', { name: 'ROLE_LESSER' });
    await h.post('/api/role/editRolePerm', { roleId: lesserRole.result.id, permIds: [await h.permissionId('sys:user:view')] });
    const lesser = await h.addUser('lesserOne');
    expect((await h.post('/api/user/admin/edit', { id: lesser.id, mobile: '13700001234', roleIds: lesserRole.result.id }, token)).code).toBe(200);
    expect(await roleIdsOf(lesser.id)).toEqual([lesserRole.result.id]);
    const lesserToken = await t.login('lesserOne', 'secret123');
    const [session] = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?key=lesserOne', token)).result.content;
    expect((await h.post('/api/onlineUser/logout', { ids: session.id }, token)).code).toBe(200);
    expect((await h.get('/api/user/info', lesserToken)).code).toBe(401);
    const reset = await h.post<{ username: string; password: string }[]>('/api/user/resetPass', { ids: [lesser.id] }, token);
    expect(reset.code, reset.message).toBe(200);
    await t.login('lesserOne', reset.result[0].password);
    expect((await h.post(`/api/user/admin/disable/${lesser.id}`, {}, token)).code).toBe(200);
    expect((await h.post(`/api/user/admin/enable/${lesser.id}`, {}, token)).code).toBe(200);
    // Its own role it holds entirely: it may hand it on and take it back.
    expect((await h.post('/api/user/admin/edit', { id: lesser.id, roleIds: [roleId] }, token)).code).toBe(200);
    expect((await h.post('/api/user/admin/edit', { id: lesser.id, roleIds: '' }, token)).code).toBe(200);
  });

  it('lets the super admin act on everyone and every role, but admin keeps ROLE_ADMIN', async () => {
    const other = await fullAdmin();
    const reset = await h.post<{ password: string }[]>('/api/user/resetPass', { ids: [other.id] });
    expect(reset.code, reset.message).toBe(200);
    await t.login('bossTwo', reset.result[0].password);
    const superRole = await roleByName('ROLE_ADMIN');
    expect((await h.post('/api/role/edit', { id: superRole.id, name: 'ROLE_ADMIN', description: '超级管理员' })).code).toBe(200);
    const me = await adminRow();
    const dropped = await h.post('/api/user/admin/edit', { id: me.id, roleIds: '' });
    expect(dropped).toMatchObject({ code: 400, message: '内置超级管理员 admin 必须保留 ROLE_ADMIN 角色' });
    expect(await roleIdsOf(me.id)).toEqual([superRole.id]);
    expect((await h.post('/api/user/admin/edit', { id: me.id, nickname: '超级管理员' })).code).toBe(200);
  });
});

describe('ROLE_ADMIN holds every permission (issue 14 item 3)', () => {
  it('grants a permission added after the seed to ROLE_ADMIN, which the super admin can then give to other roles', async () => {
    const tree = (await h.get<PermissionNode[]>('/api/permission/getAllList')).result;
    const sys = tree[0].children!.find((n) => n.name === 'sys')!;
    const page = await h.post<PermissionNode>('/api/permission/add', {
      parentId: sys.id,
      title: '公告',
      type: 0,
      name: 'notice-x',
      path: '/sys/notice-x',
      component: 'sys/notice',
      code: 'sys:noticex:view',
    });
    expect(page.code, page.message).toBe(200);
    const superRole = await roleByName('ROLE_ADMIN');
    expect(await permsOf(superRole.id)).toContain(page.result.id);
    const all = (await db().select({ id: permissions.id }).from(permissions)).map((p) => p.id);
    const resave = await h.post('/api/role/editRolePerm', { roleId: superRole.id, permIds: all });
    expect(resave.code, resave.message).toBe(200);
    const editors = await h.post<RoleView>('/api/role/save', { name: 'ROLE_NOTICE' });
    const granted = await h.post('/api/role/editRolePerm', { roleId: editors.result.id, permIds: [page.result.id] });
    expect(granted.code, granted.message).toBe(200);
    const menu = await h.get<{ permCodes: string[] }[]>('/api/permission/getMenuList');
    expect(JSON.stringify(menu.result)).toContain('sys:noticex:view');
  });

  it('refuses narrowing ROLE_ADMIN, even by the super admin', async () => {
    const superRole = await roleByName('ROLE_ADMIN');
    const before = await permsOf(superRole.id);
    const narrowed = await h.post('/api/role/editRolePerm', { roleId: superRole.id, permIds: before.slice(1) });
    expect(narrowed).toMatchObject({ code: 400, message: '超级管理员角色 ROLE_ADMIN 始终拥有全部权限和全部数据权限，不能减少' });
    expect((await h.post('/api/role/editRoleDep', { roleId: superRole.id, dataType: 3 })).code).toBe(400);
    expect(await permsOf(superRole.id)).toEqual(before);
  });

  it('refuses making a role with admin-console permissions the default, even for the super admin, so registrations never become admins', async () => {
    const superRole = await roleByName('ROLE_ADMIN');
    const made = await h.post('/api/role/setDefault', { id: superRole.id, isDefault: true });
    expect(made.code).toBe(400);
    expect(made.message).toMatch(/^默认角色不能带后台权限（\S.*）：每个新注册的用户都会得到它$/);
    expect((await h.post('/api/role/edit', { id: superRole.id, name: 'ROLE_ADMIN', defaultRole: true })).code).toBe(400);
    expect((await roleByName('ROLE_ADMIN')).defaultRole).toBe(false);
    // The default role (ROLE_USER) cannot be given an admin permission either; its public pages are fine.
    const userRole = await roleByName('ROLE_USER');
    const pages = await permsOf(userRole.id);
    const widened = await h.post('/api/role/editRolePerm', { roleId: userRole.id, permIds: [...pages, await h.permissionId('sys:user:view')] });
    expect(widened.code).toBe(400);
    expect(widened.message).toContain('sys:user:view');
    expect(await permsOf(userRole.id)).toEqual(pages);
    expect((await h.post('/api/role/editRolePerm', { roleId: userRole.id, permIds: pages })).code).toBe(200);
  });
});

/** The body of /permission/edit that keeps a row as it is. */
function editable(row: typeof permissions.$inferSelect) {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    type: row.type,
    name: row.name ?? '',
    path: row.path,
    component: row.component ?? '',
    icon: row.icon ?? '',
    buttonType: row.buttonType ?? '',
    code: row.code ?? '',
    url: row.url ?? '',
    sortOrder: row.sortOrder,
    status: row.status,
  };
}
