import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';

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

export type PermissionRow = typeof permissions.$inferSelect;

/** Every enabled permission of a scope that the user's roles grant, in display order. */
export async function grantedPermissions(db: Db, userId: string, scope: 'admin' | 'web'): Promise<PermissionRow[]> {
  const roleIds = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  const permIds = db.selectDistinct({ id: rolePermissions.permissionId }).from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  return db
    .select()
    .from(permissions)
    .where(and(eq(permissions.scope, scope), eq(permissions.status, 0), inArray(permissions.id, permIds)))
    .orderBy(asc(permissions.level), asc(permissions.sortOrder));
}

export async function permissionsOfScope(db: Db, scope: 'admin' | 'web'): Promise<PermissionRow[]> {
  return db.select().from(permissions).where(eq(permissions.scope, scope)).orderBy(asc(permissions.sortOrder));
}

export async function rolesOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, description: roles.description, dataType: roles.dataType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds));
}
