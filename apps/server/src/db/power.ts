import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { permissions, roleDepartments, rolePermissions, roles, userRoles, users } from './schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { dataScopeOf, type DataScope } from './data-scope.ts';
import type { MessageKey } from '../lib/i18n.ts';

/** Permission codes (sys:user:add, ...) a user holds through their roles. */
export async function permissionCodesOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: permissions.code })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), eq(permissions.status, 0), isNotNull(permissions.code)));
  return new Set(rows.map((r) => r.code!));
}

/**
 * 权限大小: the one place that decides whether an administrator is strong enough to act on a
 * user, a role or a permission row. Power is what one holds through one's roles: permission ids
 * (menus, pages, buttons, public-site pages) and a data scope. Nobody acts on, hands out or takes
 * away more power than they hold; the built-in `admin` is acted on only by itself.
 */

/** The built-in super administrator (username) and its role, which holds every permission. */
export const SUPER_ADMIN = 'admin';
export const SUPER_ROLE = 'ROLE_ADMIN';

const MAX_NAMED = 5;
type Executor = Pick<Db, 'select' | 'insert'>;

/** Permission ids reachable through a user's roles (any scope, enabled or not). */
export async function heldPermissionIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** The held ids as a subquery, so "not held" stays one SQL statement. */
const heldQuery = (db: Db, userId: string) =>
  db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
    .where(eq(userRoles.userId, userId));

/** Codes of permission rows (titles for code-less menus), the first few, for a refusal that names them. */
export async function permissionLabels(db: Db, ids: string[]): Promise<string> {
  if (!ids.length) return '';
  const rows = await db
    .select({ code: permissions.code, title: permissions.title })
    .from(permissions)
    .where(inArray(permissions.id, ids.slice(0, MAX_NAMED)));
  return rows.map((r) => r.code ?? r.title).join(', ');
}

/** Of these permission ids, the ones the user does not hold. */
export async function unheldOf(db: Db, userId: string, permissionIds: string[]): Promise<string[]> {
  if (!permissionIds.length) return [];
  const held = await heldPermissionIds(db, userId);
  return [...new Set(permissionIds)].filter((p) => !held.has(p));
}

/** Whether the user holds every permission row there is (the super administrator's power). */
export async function holdsEverything(db: Db, userId: string): Promise<boolean> {
  const [missing] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(notInArray(permissions.id, heldQuery(db, userId)))
    .limit(1);
  return !missing;
}

/** Whether `inner` (a data scope) lies within `outer`: "all" only within "all", departments within departments. */
function scopeWithin(inner: DataScope, outer: DataScope): boolean {
  if (outer.all) return true;
  if (inner.all) return false;
  return inner.departmentIds.every((d) => outer.departmentIds.includes(d));
}

/**
 * Refuses (403, naming the user and what they hold) unless the caller may act on every target:
 * edit, contact or role change, password reset, enable/disable, delete, kick-out. One may act on
 * oneself; on `admin` only `admin`; on anyone else only when holding every permission they hold
 * and a data scope at least as wide.
 */
export async function assertCanActOnUsers(db: Db, callerId: string, targetIds: string[]): Promise<void> {
  const others = [...new Set(targetIds)].filter((id) => id !== callerId);
  if (!others.length) return;
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, others));
  const superAdmin = rows.find((r) => isSuperAdminName(r.username));
  if (superAdmin) throw new AppError(403, 'cannotActOnSuperAdmin');
  const nameOf = (id: string) => rows.find((r) => r.id === id)?.username ?? id;

  const stronger = await db
    .selectDistinct({ userId: userRoles.userId, permissionId: rolePermissions.permissionId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(inArray(userRoles.userId, others), notInArray(rolePermissions.permissionId, heldQuery(db, callerId))));
  if (stronger.length) {
    const userId = stronger[0].userId;
    const codes = await permissionLabels(
      db,
      stronger.filter((s) => s.userId === userId).map((s) => s.permissionId),
    );
    throw new AppError(403, 'cannotActOnStronger', { name: nameOf(userId), codes });
  }

  const mine = await dataScopeOf(db, callerId);
  if (mine.all) return;
  for (const id of others) {
    if (!scopeWithin(await dataScopeOf(db, id), mine)) throw new AppError(403, 'cannotActOnWiderScope', { name: nameOf(id) });
  }
}

/**
 * Refuses (403 with `reason`, naming the role) unless the caller holds every permission of each
 * role and a data scope that covers the role's: whoever assigns, removes, edits or deletes a role
 * must be at least as strong as it.
 */
export async function assertCoversRoles(db: Db, callerId: string, roleIds: string[], reason: MessageKey): Promise<void> {
  const ids = [...new Set(roleIds)];
  if (!ids.length) return;
  const rows = await db.select({ id: roles.id, name: roles.name, dataType: roles.dataType }).from(roles).where(inArray(roles.id, ids));
  const nameOf = (id: string) => rows.find((r) => r.id === id)?.name ?? id;

  const [unheld] = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .where(and(inArray(rolePermissions.roleId, ids), notInArray(rolePermissions.permissionId, heldQuery(db, callerId))))
    .limit(1);
  if (unheld) throw new AppError(403, reason, { name: nameOf(unheld.roleId) });

  const mine = await dataScopeOf(db, callerId);
  if (mine.all) return;
  const wide = rows.find((r) => r.dataType === 0);
  if (wide) throw new AppError(403, reason, { name: wide.name });
  const custom = rows.filter((r) => r.dataType === 1).map((r) => r.id);
  if (custom.length) {
    const [outside] = await db
      .select({ roleId: roleDepartments.roleId })
      .from(roleDepartments)
      .where(and(inArray(roleDepartments.roleId, custom), mine.departmentIds.length ? notInArray(roleDepartments.departmentId, mine.departmentIds) : undefined))
      .limit(1);
    if (outside) throw new AppError(403, reason, { name: nameOf(outside.roleId) });
  }
}

/**
 * A default role is given to every new account, so it holds public-site pages only: a default role
 * with an admin-console permission (ROLE_ADMIN above all) would make every registration an
 * administrator. Refuses (400, naming the codes) when these permission ids include one.
 */
export async function assertFitForDefault(db: Db, permissionIds: string[]): Promise<void> {
  if (!permissionIds.length) return;
  const admin = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(inArray(permissions.id, permissionIds), eq(permissions.scope, 'admin')));
  if (admin.length)
    throw new AppError(400, 'defaultRoleAdmin', {
      codes: await permissionLabels(
        db,
        admin.map((r) => r.id),
      ),
    });
}

/** Giving or taking away roles: the caller must cover every role that is added or removed. */
export async function assertCanAssignRoles(db: Db, callerId: string, roleIds: string[], alreadyHeld: string[] = []): Promise<void> {
  const changed = [...roleIds.filter((r) => !alreadyHeld.includes(r)), ...alreadyHeld.filter((r) => !roleIds.includes(r))];
  await assertCoversRoles(db, callerId, changed, 'cannotAssignRole');
}

/** The id of ROLE_ADMIN (none in a database that was never seeded). */
export async function superRoleId(db: Pick<Db, 'select'>): Promise<string | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ROLE)).limit(1);
  return row?.id;
}

/** ROLE_ADMIN holds every permission: a new one is granted to it the moment it is created. */
export async function grantToSuperRole(db: Executor, permissionId: string): Promise<void> {
  const roleId = await superRoleId(db);
  if (roleId) await db.insert(rolePermissions).values({ roleId, permissionId }).onConflictDoNothing();
}

/** Every permission id, for checking that ROLE_ADMIN keeps them all. */
export async function allPermissionIds(db: Db): Promise<string[]> {
  return (await db.select({ id: permissions.id }).from(permissions)).map((r) => r.id);
}

/** Whether a username is the built-in super administrator's. */
export const isSuperAdminName = (username: string) => username.toLowerCase() === SUPER_ADMIN;
