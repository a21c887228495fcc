import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PermissionNode, RoleView } from '@zhiyuan/shared';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

/**
 * Issue 28, item 2: a 菜单权限 save changes only the permissions its caller was shown. XBoot's
 * client loads the admin tree alone, so saving a role untouched must not take its public-site pages
 * away (every student's `notAllow` would become all site routes).
 */
let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const db = () => t.database.db;
const roleByName = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0];
const permsOf = async (roleId: string) =>
  (await db().select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.id).sort();
/** The public-site pages (scope web) a role holds. */
const siteOf = async (roleId: string) =>
  (
    await db()
      .select({ id: permissions.id })
      .from(permissions)
      .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissions.id))
      .where(and(eq(rolePermissions.roleId, roleId), eq(permissions.scope, 'web')))
  )
    .map((r) => r.id)
    .sort();
const notAllowOf = async (token: string) => {
  const res = await h.get<{ notAllow: string[] }>('/api/permission/getUserAndMenuList', token);
  expect(res.code, res.message).toBe(200);
  return [...res.result.notAllow].sort();
};

/** What XBoot's postRequest sends: form-encoded, arrays comma-joined. */
const form = (data: Record<string, string>) => new URLSearchParams(data).toString();

/**
 * XBoot's 菜单权限 dialog, pressed 提交 untouched: `/permission/getAllList` (no scope), a node is
 * selected when the role's `permissions[].permissionId` has it and it is not disabled (status -1),
 * then `roleId` and the selected ids comma-joined (empty when none).
 */
async function saveAsXboot(roleName: string, change: (ids: string[]) => string[] = (ids) => ids) {
  const tree = await h.get<PermissionNode[]>('/api/permission/getAllList');
  expect(tree.code, tree.message).toBe(200);
  const role = (await h.get<RoleView[]>('/api/role/getAllList')).result.find((r) => r.name === roleName)!;
  const held = new Set(role.permissions.map((p) => p.permissionId));
  const selected: string[] = [];
  const walk = (nodes: PermissionNode[]) =>
    nodes.forEach((n) => {
      if (held.has(n.id) && n.status !== -1) selected.push(n.id);
      walk(n.children ?? []);
    });
  walk(tree.result);
  return h.post('/api/role/editRolePerm', form({ roleId: role.id, permIds: change(selected).join(',') }));
}

/** A member's token: a student holds ROLE_USER (the default role registration gives), a VIP also ROLE_VIP. */
async function memberToken(username: string, roleNames: string[]) {
  await h.addUser(username, { roleIds: await Promise.all(roleNames.map(async (n) => (await roleByName(n)).id)) });
  return t.login(username, 'secret123');
}

describe("XBoot's unchanged 菜单权限 save keeps what the client never saw (issue 28 item 2)", () => {
  it("saving ROLE_USER's and ROLE_VIP's admin permissions unchanged leaves their site pages and the students' notAllow as they were", async () => {
    const studentToken = await memberToken('student28', ['ROLE_USER']);
    const vipToken = await memberToken('vip28', ['ROLE_USER', 'ROLE_VIP']);
    const userRole = await roleByName('ROLE_USER');
    const vipRole = await roleByName('ROLE_VIP');
    const before = {
      user: await permsOf(userRole.id),
      vip: await permsOf(vipRole.id),
      userSite: await siteOf(userRole.id),
      vipSite: await siteOf(vipRole.id),
      student: await notAllowOf(studentToken),
      member: await notAllowOf(vipToken),
    };
    // The seed: students may open every site route but the report, VIP members all of them.
    expect(before.userSite.length).toBeGreaterThan(20);
    expect(before.student).toEqual(['report']);
    expect(before.member).toEqual([]);

    for (const name of ['ROLE_USER', 'ROLE_VIP']) {
      const res = await saveAsXboot(name);
      expect(res.code, res.message).toBe(200);
    }
    expect(await permsOf(userRole.id)).toEqual(before.user);
    expect(await permsOf(vipRole.id)).toEqual(before.vip);
    expect(await siteOf(userRole.id)).toEqual(before.userSite);
    expect(await siteOf(vipRole.id)).toEqual(before.vipSite);
    expect(await notAllowOf(studentToken)).toEqual(before.student);
    expect(await notAllowOf(vipToken)).toEqual(before.member);

    // The exact body of the report: ROLE_USER holds no admin permission, so XBoot sends `permIds=`.
    const exact = await h.post('/api/role/editRolePerm', `roleId=${userRole.id}&permIds=`);
    expect(exact.code, exact.message).toBe(200);
    expect(await notAllowOf(studentToken)).toEqual(['report']);
    expect(await permsOf(userRole.id)).toEqual(before.user);
  });

  it('an XBoot save still changes the admin permissions it shows, and only those', async () => {
    const roleId = await h.roleWith('ROLE_MIXED28', ['sys:log:view', 'sys:user:view', 'web:report', 'web:index']);
    const site = await siteOf(roleId);
    expect(site).toHaveLength(2);
    const logView = await h.permissionId('sys:log:view');
    const dictView = await h.permissionId('sys:dict:view');
    const res = await saveAsXboot('ROLE_MIXED28', (ids) => [...ids.filter((id) => id !== logView), dictView]);
    expect(res.code, res.message).toBe(200);
    expect(await permsOf(roleId)).toEqual([await h.permissionId('sys:user:view'), dictView, ...site].sort());
    // Emptying the admin tree (permIds=) leaves the site pages.
    expect((await h.post('/api/role/editRolePerm', form({ roleId, permIds: '' }))).code).toBe(200);
    expect(await permsOf(roleId)).toEqual(site);
  });

  it("keeps a disabled menu the role holds: XBoot's client can neither show it ticked nor send it", async () => {
    const roleId = await h.roleWith('ROLE_DISABLED28', ['sys:log:view', 'sys:log:clear']);
    const clear = await h.permissionId('sys:log:clear');
    await db().update(permissions).set({ status: -1 }).where(eq(permissions.id, clear));
    try {
      const before = await permsOf(roleId);
      expect((await saveAsXboot('ROLE_DISABLED28')).code).toBe(200);
      expect(await permsOf(roleId)).toEqual(before);
      // ROLE_ADMIN too: its unchanged save is not a narrowing.
      const superRole = await roleByName('ROLE_ADMIN');
      const superBefore = await permsOf(superRole.id);
      const saved = await saveAsXboot('ROLE_ADMIN');
      expect(saved.code, saved.message).toBe(200);
      expect(await permsOf(superRole.id)).toEqual(superBefore);
      // Our admin names the tree and may take a disabled menu away.
      expect((await h.post('/api/role/editRolePerm', { roleId, permIds: [await h.permissionId('sys:log:view')], scope: 'admin' })).code).toBe(200);
      expect(await permsOf(roleId)).toEqual([await h.permissionId('sys:log:view')]);
    } finally {
      await db().update(permissions).set({ status: 0 }).where(eq(permissions.id, clear));
    }
  });

  it('refuses a site page sent without scope that the role does not hold (400 naming it), and takes back one it holds', async () => {
    const roleId = await h.roleWith('ROLE_WRONGTREE28', ['sys:log:view', 'web:index']);
    const before = await permsOf(roleId);
    const report = await h.permissionId('web:report');
    const refused = await h.post('/api/role/editRolePerm', form({ roleId, permIds: [await h.permissionId('sys:log:view'), report].join(',') }));
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('permIds');
    expect(refused.message).toContain('web:report');
    expect(await permsOf(roleId)).toEqual(before);
    // The role's rows posted back as read (both trees, no scope): nothing changes.
    expect((await h.post('/api/role/editRolePerm', form({ roleId, permIds: before.join(',') }))).code).toBe(200);
    expect(await permsOf(roleId)).toEqual(before);
    // An admin id in a scope=web call is refused the same way.
    const wrong = await h.post('/api/role/editRolePerm', form({ roleId, permIds: [await h.permissionId('sys:dict:view')].join(','), scope: 'web' }));
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('sys:dict:view');
    expect(await permsOf(roleId)).toEqual(before);
    // An unknown scope is refused by name.
    const bad = await h.post('/api/role/editRolePerm', form({ roleId, permIds: '', scope: 'site' }));
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('scope');
    expect(await permsOf(roleId)).toEqual(before);
  });

  it('scope=web replaces only the public-site pages', async () => {
    const vipToken = await memberToken('vipweb28', ['ROLE_USER', 'ROLE_VIP']);
    const vipRole = await roleByName('ROLE_VIP');
    const all = await permsOf(vipRole.id);
    const site = await siteOf(vipRole.id);
    const report = await h.permissionId('web:report');
    const res = await h.post('/api/role/editRolePerm', form({ roleId: vipRole.id, permIds: site.filter((id) => id !== report).join(','), scope: 'web' }));
    expect(res.code, res.message).toBe(200);
    expect(await notAllowOf(vipToken)).toEqual(['report']);
    expect((await h.post('/api/role/editRolePerm', form({ roleId: vipRole.id, permIds: site.join(','), scope: 'web' }))).code).toBe(200);
    expect(await notAllowOf(vipToken)).toEqual([]);
    expect(await permsOf(vipRole.id)).toEqual(all);
  });
});

describe('ROLE_ADMIN holds everything', () => {
  it('answers its unchanged XBoot save with 200 and changes nothing; a real narrowing is still refused', async () => {
    const superRole = await roleByName('ROLE_ADMIN');
    const before = await permsOf(superRole.id);
    const all = (await db().select({ id: permissions.id }).from(permissions)).map((p) => p.id).sort();
    expect(before).toEqual(all);
    const updateTime = superRole.updateTime;

    const saved = await saveAsXboot('ROLE_ADMIN');
    expect(saved.code, saved.message).toBe(200);
    expect(await permsOf(superRole.id)).toEqual(before);
    expect((await roleByName('ROLE_ADMIN')).updateTime).toEqual(updateTime);

    const narrowAdmin = await saveAsXboot('ROLE_ADMIN', (ids) => ids.slice(1));
    expect(narrowAdmin).toMatchObject({ code: 400, message: '超级管理员角色 ROLE_ADMIN 始终拥有全部权限和全部数据权限，不能减少' });
    const site = await siteOf(superRole.id);
    const narrowSite = await h.post('/api/role/editRolePerm', form({ roleId: superRole.id, permIds: site.slice(1).join(','), scope: 'web' }));
    expect(narrowSite.code).toBe(400);
    const narrowAll = await h.post(
      '/api/role/editRolePerm',
      form({ roleId: superRole.id, permIds: before.filter((id) => !site.includes(id)).join(','), scope: 'all' }),
    );
    expect(narrowAll.code).toBe(400);
    expect(await permsOf(superRole.id)).toEqual(before);
  });
});

describe("our admin's 分配权限 drawer", () => {
  it('saves both trees as our admin sends them (one form post, scope=all)', async () => {
    const roleId = await h.roleWith('ROLE_DRAWER28', ['sys:log:view', 'web:index']);
    const [dictView, report, logView, index] = await Promise.all(['sys:dict:view', 'web:report', 'sys:log:view', 'web:index'].map((c) => h.permissionId(c)));
    // apps/admin/src/services/role.test.ts: editRolePermissions(roleId, ids, 'all') posts exactly this.
    const body = `roleId=${roleId}&permIds=${encodeURIComponent([dictView, report].join(','))}&scope=all`;
    const res = await h.post('/api/role/editRolePerm', body);
    expect(res.code, res.message).toBe(200);
    const after = await permsOf(roleId);
    expect(after).toEqual([dictView, report].sort());
    expect(after).not.toContain(logView);
    expect(after).not.toContain(index);
    // Nothing ticked in either tree empties the role.
    expect((await h.post('/api/role/editRolePerm', `roleId=${roleId}&permIds=&scope=all`)).code).toBe(200);
    expect(await permsOf(roleId)).toEqual([]);
  });

  it('keeps the power rules for scoped saves: no granting an unheld page, no editing a role one does not hold', async () => {
    const { token, roleId: ownRole } = await h.userWith('roleEditor28', ['sys:role:view', 'sys:role:edit', 'sys:log:view', 'web:index']);
    const report = await h.permissionId('web:report');
    const grant = await h.post(
      '/api/role/editRolePerm',
      form({ roleId: ownRole, permIds: [await h.permissionId('web:index'), report].join(','), scope: 'web' }),
      token,
    );
    expect(grant.code).toBe(403);
    expect(grant.message).toContain('web:report');
    const userRole = await roleByName('ROLE_USER');
    const before = await permsOf(userRole.id);
    const xboot = await h.post('/api/role/editRolePerm', form({ roleId: userRole.id, permIds: '' }), token);
    expect(xboot.code).toBe(403);
    expect(await permsOf(userRole.id)).toEqual(before);
  });
});
