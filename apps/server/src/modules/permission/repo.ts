import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';
import { grantToSuperRole } from '../../db/power.ts';
import { escapeLike } from '../../lib/query.ts';

export type PermissionRow = typeof permissions.$inferSelect;
export type NewPermission = typeof permissions.$inferInsert;

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

export async function permissionById(db: Db, id: string): Promise<PermissionRow | undefined> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  return row;
}

export async function permissionsByIds(db: Db, ids: string[]): Promise<PermissionRow[]> {
  return db.select().from(permissions).where(inArray(permissions.id, ids));
}

/** Direct children of a row in sort order; `scope` set: only those of that scope (for the top level). */
export async function permissionChildren(db: Db, parentId: string, scope: 'admin' | 'web' | undefined): Promise<PermissionRow[]> {
  return db
    .select()
    .from(permissions)
    .where(and(eq(permissions.parentId, parentId), scope !== undefined ? eq(permissions.scope, scope) : undefined))
    .orderBy(asc(permissions.sortOrder), asc(permissions.id));
}

/** Up to 100 rows (of one scope, if given) whose title, name or code contains the text. */
export async function searchPermissions(db: Db, text: string, scope: 'admin' | 'web' | undefined): Promise<PermissionRow[]> {
  const like = escapeLike(text);
  return db
    .select()
    .from(permissions)
    .where(
      and(scope ? eq(permissions.scope, scope) : undefined, or(ilike(permissions.title, like), ilike(permissions.name, like), ilike(permissions.code, like))),
    )
    .orderBy(asc(permissions.level), asc(permissions.sortOrder))
    .limit(100);
}

/** Which of these ids are the parent of some row. */
export async function parentsAmong(db: Db, ids: string[]) {
  return db.selectDistinct({ p: permissions.parentId }).from(permissions).where(inArray(permissions.parentId, ids));
}

export async function permissionTitles(db: Db, ids: string[]) {
  return db.select({ id: permissions.id, title: permissions.title }).from(permissions).where(inArray(permissions.id, ids));
}

export async function parentIdOf(db: Db, id: string): Promise<string | undefined> {
  const [up] = await db.select({ p: permissions.parentId }).from(permissions).where(eq(permissions.id, id)).limit(1);
  return up?.p;
}

export async function permissionIdByCode(db: Db, code: string): Promise<string | undefined> {
  const [hit] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code)).limit(1);
  return hit?.id;
}

export async function permissionIdByName(db: Db, scope: 'admin' | 'web', name: string): Promise<string | undefined> {
  const [hit] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.scope, scope), eq(permissions.name, name)))
    .limit(1);
  return hit?.id;
}

export async function childIdsOf(db: Db, parentId: string) {
  return db.select({ id: permissions.id }).from(permissions).where(eq(permissions.parentId, parentId));
}

/** The children (id and parent) of any of these rows. */
export async function childrenOfAny(db: Db, parentIds: string[]) {
  return db.select({ id: permissions.id, p: permissions.parentId }).from(permissions).where(inArray(permissions.parentId, parentIds));
}

export async function insertPermission(db: Db, values: NewPermission & { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(permissions).values(values);
    // ROLE_ADMIN holds every permission, new ones included; nobody else gets it unasked.
    await grantToSuperRole(tx, values.id);
  });
}

export async function updatePermission(db: Db, id: string, values: Partial<NewPermission>): Promise<void> {
  await db.update(permissions).set(values).where(eq(permissions.id, id));
}

export async function deletePermissions(db: Db, ids: string[]): Promise<void> {
  await db.delete(permissions).where(inArray(permissions.id, ids));
}
