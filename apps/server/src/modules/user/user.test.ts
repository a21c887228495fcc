import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, UserView } from '@zhiyuan/shared';
import { departments, permissions, rolePermissions, roles, userRoles, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const post = <T = unknown>(url: string, payload: Record<string, unknown> | string, token = admin) =>
  t.call<T>({
    method: 'POST',
    url,
    token,
    payload,
    ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
const get = <T = unknown>(url: string, token = admin) => t.call<T>({ method: 'GET', url, token });

async function addUser(username: string, extra: Record<string, unknown> = {}) {
  const res = await post<UserView>('/api/user/admin/add', { username, password: 'secret123', nickname: username, ...extra });
  expect(res.code, res.message).toBe(200);
  return res.result;
}

/** A role holding exactly the given permission codes, with a data scope. */
async function roleWith(name: string, codes: string[], dataType = 0) {
  const id = newId();
  await t.database.db.insert(roles).values({ id, name, dataType });
  for (const code of codes) {
    const [perm] = await t.database.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
    await t.database.db.insert(rolePermissions).values({ roleId: id, permissionId: perm.id });
  }
  return id;
}

describe('users screen', () => {
  it('lists users with filters and paging', async () => {
    for (const n of ['pageUserA', 'pageUserB', 'pageUserC']) await addUser(n, { sex: 2 });
    const page = await get<Page<UserView>>('/api/user/getByCondition?username=pageuser&pageNumber=1&pageSize=2&sort=username&order=asc');
    expect(page.result.totalElements).toBe(3);
    expect(page.result.totalPages).toBe(2);
    expect(page.result.content.map((u) => u.username)).toEqual(['pageUserA', 'pageUserB']);
    const second = await get<Page<UserView>>('/api/user/getByCondition?username=pageuser&pageNumber=2&pageSize=2&sort=username&order=asc');
    expect(second.result.content.map((u) => u.username)).toEqual(['pageUserC']);
    expect(second.result.number).toBe(1);
    const women = await get<Page<UserView>>('/api/user/getByCondition?sex=2&pageSize=100');
    expect(women.result.content.every((u) => u.sex === '2')).toBe(true);
  });

  it('treats % and _ in a filter as text, not wildcards', async () => {
    const res = await get<Page<UserView>>(`/api/user/getByCondition?username=${encodeURIComponent('%')}`);
    expect(res.result.totalElements).toBe(0);
  });

  it('caps the page size at 100 and rejects a bad sort field', async () => {
    const big = await get<Page<UserView>>('/api/user/getByCondition?pageSize=5000');
    expect(big.result.size).toBe(100);
    const bad = await get('/api/user/getByCondition?sort=drop%20table');
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('sort');
  });

  it('adds with roles and a department, and edits', async () => {
    const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'ROLE_VIP'));
    const [dept] = await t.database.db.select().from(departments).where(eq(departments.title, '运营部'));
    const user = await addUser('editMe', { roleIds: role.id, departmentId: dept.id, mobile: '13700000001' });
    expect(user.roles.map((r) => r.name)).toEqual(['ROLE_VIP']);
    expect(user.departmentTitle).toBe('运营部');
    await t.database.db.update(users).set({ province: '江苏', grade: '3' }).where(eq(users.id, user.id));
    const edited = await post<UserView>('/api/user/admin/edit', `id=${user.id}&nickname=${encodeURIComponent('小明')}&mobile=13700000002&roleIds=`);
    expect(edited.code, edited.message).toBe(200);
    // Sent: changed; roleIds sent empty: cleared; left out (department, province, grade): kept.
    expect(edited.result).toMatchObject({ nickname: '小明', mobile: '13700000002', roles: [], departmentId: dept.id, province: '江苏', grade: '3' });
    const cleared = await post<UserView>('/api/user/admin/edit', `id=${user.id}&mobile=&departmentId=`);
    expect(cleared.result).toMatchObject({ nickname: '小明', mobile: null, departmentId: null, province: '江苏' });
    const bad = await post('/api/user/admin/edit', `id=${user.id}&mobile=12`);
    expect(bad.code).toBe(400);
  });

  it('refuses an unknown role id or department', async () => {
    const res = await post('/api/user/admin/add', { username: 'badRole', password: 'secret123', nickname: 'x', roleIds: '123' });
    expect(res).toMatchObject({ code: 400, message: '角色不存在：123' });
  });

  it('gives code 403 to a valid token without sys:user:add', async () => {
    await addUser('viewerOnly');
    const roleId = await roleWith('ROLE_VIEWER', ['sys:user:view']);
    const [viewer] = await t.database.db.select().from(users).where(eq(users.username, 'viewerOnly'));
    await t.database.db.insert(userRoles).values({ userId: viewer.id, roleId });
    const token = await t.login('viewerOnly', 'secret123');
    expect((await get('/api/user/getByCondition', token)).code).toBe(200);
    const res = await post('/api/user/admin/add', { username: 'sneaky', password: 'secret123', nickname: 'x' }, token);
    expect(res).toMatchObject({ code: 403, success: false, message: '抱歉，您没有访问权限' });
    expect((await post(`/api/user/admin/disable/${viewer.id}`, {}, token)).code).toBe(403);
    expect((await post('/api/user/delByIds', { ids: viewer.id }, token)).code).toBe(403);
    expect((await post('/api/user/resetPass', { ids: viewer.id }, token)).code).toBe(403);
    const [{ count }] = await t.database.db.$count(users, eq(users.username, 'sneaky')).then((c) => [{ count: c }]);
    expect(count).toBe(0);
  });

  it("stops a disabled user's token at once, and lets them back after enabling", async () => {
    const user = await addUser('toDisable');
    const token = await t.login('toDisable', 'secret123');
    expect((await get('/api/user/info', token)).code).toBe(200);
    expect((await post(`/api/user/admin/disable/${user.id}`, {})).code).toBe(200);
    expect((await get('/api/user/info', token)).code).toBe(401);
    const relogin = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'toDisable', password: 'secret123' } });
    expect(relogin).toMatchObject({ code: 400, message: '该账号已被禁用，请联系管理员' });
    expect((await post(`/api/user/admin/enable/${user.id}`, {})).code).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'toDisable', password: 'secret123' } })).code).toBe(200);
  });

  it('will not disable or delete the caller or the built-in admin', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect((await post(`/api/user/admin/disable/${me.id}`, {})).message).toBe('不能禁用或删除当前登录的账号');
    expect((await post('/api/user/delByIds', { ids: me.id })).code).toBe(400);
  });

  it('deletes several users given as a comma-joined list', async () => {
    const a = await addUser('delA');
    const b = await addUser('delB');
    const res = await post('/api/user/delByIds', `ids=${a.id},${b.id}`);
    expect(res.code).toBe(200);
    const left = await get<Page<UserView>>('/api/user/getByCondition?username=del');
    expect(left.result.totalElements).toBe(0);
    expect((await post('/api/user/delByIds', { ids: 'abc' })).code).toBe(400);
  });

  it('resets passwords to fresh random ones shown once, ending old sessions', async () => {
    const user = await addUser('resetMe');
    const oldToken = await t.login('resetMe', 'secret123');
    const res = await post<{ id: string; username: string; password: string }[]>('/api/user/resetPass', { ids: user.id });
    expect(res.result).toHaveLength(1);
    const { password } = res.result[0];
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{14}$/);
    expect((await get('/api/user/info', oldToken)).code).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'resetMe', password: 'secret123' } })).code).toBe(400);
    expect(await t.login('resetMe', password)).toBeTruthy();
  });

  it('applies the data scope: an own-department manager sees only that department', async () => {
    const [ops] = await t.database.db.select().from(departments).where(eq(departments.title, '运营部'));
    const [content] = await t.database.db.select().from(departments).where(eq(departments.title, '内容部'));
    await addUser('opsMember', { departmentId: ops.id });
    const outsider = await addUser('contentMember', { departmentId: content.id });
    const manager = await addUser('opsManager', { departmentId: ops.id });
    const roleId = await roleWith('ROLE_OPS_MANAGER', ['sys:user:view', 'sys:user:edit'], 3);
    await t.database.db.insert(userRoles).values({ userId: manager.id, roleId });
    const token = await t.login('opsManager', 'secret123');
    const seen = await get<Page<UserView>>('/api/user/getByCondition?pageSize=100', token);
    const names = seen.result.content.map((u) => u.username);
    expect(names).toContain('opsMember');
    expect(names).toContain('opsManager');
    expect(names).not.toContain('contentMember');
    expect(names).not.toContain('admin');
    const edit = await post('/api/user/admin/edit', { id: outsider.id, nickname: 'hijack' }, token);
    expect(edit.code).toBe(404);
  });

  it('returns the admin menu with button types on the users page', async () => {
    const menu = await get<{ name: string; children: { name: string; children: { name: string; permTypes: string[] }[] }[] }[]>('/api/permission/getMenuList');
    const sys = menu.result[0].children.find((c) => c.name === 'sys')!;
    const userPage = sys.children.find((c) => c.name === 'user-manage')!;
    expect(userPage.permTypes.sort()).toEqual(['add', 'delete', 'disable', 'edit', 'enable', 'export', 'input', 'resetPass']);
  });
});
