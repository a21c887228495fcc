import { and, eq, inArray, sql } from 'drizzle-orm';
import { PROVINCES } from '@zhiyuan/shared';
import type { Db } from './db/client.ts';
import { departmentHeaders, departments, dictData, dicts, permissions, rolePermissions, roles, userRoles, users } from './db/schema/index.ts';
import { newId } from './lib/ids.ts';
import { hashPassword, randomPassword } from './modules/user/password.ts';
import { ensureAutoChat } from './modules/auto-chat/seed.ts';
import { ensureContent } from './modules/content/seed.ts';
import type { MenuComponentStyle } from '@zhiyuan/shared/menu-components';
import { switchMenuComponents } from './db/menu-components.ts';
import { ADMIN_MENU, DEPARTMENTS, DICTS, ROLES, VIP_ROUTES, WEB_ROUTES, type PermissionSeed } from './db/seed-data.ts';

export interface SeedResult {
  /** Set only when the admin account was created with a generated password: print it once. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

/**
 * Idempotent: creates what is missing and never overwrites what an administrator changed,
 * so it runs at every start. Permissions are matched by (scope, name).
 */
export async function seed(db: Db, opts: { adminPassword?: string; menuComponents?: MenuComponentStyle } = {}): Promise<SeedResult> {
  const roleIds = await ensureRoles(db);
  await ensurePermissionTree(db, 'admin', ADMIN_MENU, '0', 0, 0);
  // MENU_COMPONENTS: whose screens the admin menu names (ours or XBoot's client's); unset leaves it as it is.
  if (opts.menuComponents) await switchMenuComponents(db, opts.menuComponents);
  const webRoot: PermissionSeed = {
    name: 'web',
    title: '前台页面',
    type: -1,
    children: WEB_ROUTES.map((name) => ({ name, title: name, type: 0, path: `/${name}`, code: `web:${name}` })),
  };
  const webPermIds = await ensurePermissionTree(db, 'web', webRoot, '0', 0, 0);

  const webRows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(eq(permissions.scope, 'web'));
  const userWebIds = webRows.filter((r) => !VIP_ROUTES.has(r.name ?? '')).map((r) => r.id);
  // Grants are added once, when the role is new to the permission: later revocations stick.
  // ROLE_ADMIN is the exception: it holds every permission, always (db/power.ts).
  await grantMissing(
    db,
    roleIds.ROLE_ADMIN,
    (await db.select({ id: permissions.id }).from(permissions)).map((p) => p.id),
  );
  await grantMissing(db, roleIds.ROLE_VIP, webPermIds.created);
  await grantMissing(
    db,
    roleIds.ROLE_USER,
    webPermIds.created.filter((id) => userWebIds.includes(id)),
  );

  await ensureDepartments(db);
  await ensureDicts(db);
  await ensureAutoChat(db);
  await ensureContent(db);
  return ensureAdmin(db, roleIds.ROLE_ADMIN, opts.adminPassword);
}

async function ensureRoles(db: Db): Promise<Record<(typeof ROLES)[number]['name'], string>> {
  for (const role of ROLES) {
    await db
      .insert(roles)
      .values({ id: newId(), ...role })
      .onConflictDoNothing({ target: roles.name });
  }
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(
      inArray(
        roles.name,
        ROLES.map((r) => r.name),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<(typeof ROLES)[number]['name'], string>;
}

async function ensurePermissionTree(
  db: Db,
  scope: 'admin' | 'web',
  node: PermissionSeed,
  parentId: string,
  level: number,
  sortOrder: number,
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const [existing] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.scope, scope), eq(permissions.name, node.name)))
    .limit(1);
  let id = existing?.id;
  if (!id) {
    id = newId();
    await db.insert(permissions).values({
      id,
      parentId,
      scope,
      name: node.name,
      title: node.title,
      type: node.type,
      level,
      path: node.path ?? '',
      component: node.component ?? null,
      icon: node.icon ?? null,
      buttonType: node.buttonType ?? null,
      code: node.code ?? null,
      url: node.url ?? null,
      sortOrder,
    });
    created.push(id);
  }
  let order = 0;
  for (const child of node.children ?? []) {
    const sub = await ensurePermissionTree(db, scope, child, id, level + 1, order++);
    created.push(...sub.created);
  }
  return { created };
}

async function grantMissing(db: Db, roleId: string, permissionIds: string[]) {
  if (!roleId || permissionIds.length === 0) return;
  await db
    .insert(rolePermissions)
    .values(permissionIds.map((permissionId) => ({ roleId, permissionId })))
    .onConflictDoNothing();
}

async function ensureDepartments(db: Db) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(departments);
  if (count > 0) return;
  for (const [i, top] of DEPARTMENTS.entries()) {
    const topId = newId();
    await db.insert(departments).values({ id: topId, parentId: '0', title: top.title, sortOrder: i });
    await db.insert(departments).values(top.children.map((title, j) => ({ id: newId(), parentId: topId, title, sortOrder: j })));
  }
}

async function ensureDicts(db: Db) {
  const all = [...DICTS, { type: 'province', title: '省份', items: PROVINCES.map((p) => [p.province, p.code] as [string, string]) }];
  for (const [i, dict] of all.entries()) {
    const [existing] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, dict.type)).limit(1);
    if (existing) continue;
    const id = newId();
    await db.insert(dicts).values({ id, type: dict.type, title: dict.title, sortOrder: i });
    await db.insert(dictData).values(dict.items.map(([title, value], j) => ({ id: newId(), dictId: id, title, value, sortOrder: j })));
  }
}

async function ensureAdmin(db: Db, adminRoleId: string, adminPassword?: string): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`)
    .limit(1);
  if (existing) return { adminCreated: false };
  const password = adminPassword ?? randomPassword();
  const id = newId();
  await db.insert(users).values({
    id,
    username: 'admin',
    nickname: '超级管理员',
    passwordHash: await hashPassword(password),
    type: 1,
    createBy: 'system',
  });
  await db.insert(userRoles).values({ userId: id, roleId: adminRoleId });
  // On a new install the admin heads the top department, so a process that goes to the starter's
  // department head (the leave demo, 工作流程) has someone to go to until real heads are set.
  const [top] = await db.select({ id: departments.id }).from(departments).where(eq(departments.parentId, '0')).orderBy(departments.sortOrder).limit(1);
  if (top) {
    const [headed] = await db.select({ id: departmentHeaders.userId }).from(departmentHeaders).where(eq(departmentHeaders.departmentId, top.id)).limit(1);
    if (!headed) await db.insert(departmentHeaders).values({ departmentId: top.id, userId: id, type: 0 });
    await db.update(users).set({ departmentId: top.id }).where(eq(users.id, id));
  }
  return { adminCreated: true, generatedAdminPassword: adminPassword ? undefined : password };
}
