import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, permissions, roleDepartments, rolePermissions, roles, userRoles, users } from '../../db/schema/index.ts';
import { departmentScopeCondition, type DataScope } from '../../db/data-scope.ts';
import { escapeLike } from '../../lib/query.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;

export async function roleById(db: Db, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return row;
}

export async function roleIdByName(db: Db, name: string): Promise<string | undefined> {
  const [hit] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  return hit?.id;
}

export async function rolesByIds(db: Db, roleIds: string[]): Promise<RoleRow[]> {
  return db.select().from(roles).where(inArray(roles.id, roleIds));
}

export async function listRoles(db: Db, opts: { key?: string; limit?: number; offset?: number; sort?: string; order?: 'asc' | 'desc' } = {}) {
  const where: SQL | undefined = opts.key ? or(ilike(roles.name, escapeLike(opts.key)), ilike(roles.description, escapeLike(opts.key))) : undefined;
  const column = opts.sort === 'createTime' ? roles.createTime : roles.name;
  const direction = opts.order === 'desc' ? desc : asc;
  let q = db.select().from(roles).where(where).orderBy(direction(column), asc(roles.id)).$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const [rows, [{ total }]] = await Promise.all([q, db.select({ total: count() }).from(roles).where(where)]);
  return { rows, total: Number(total) };
}

export async function rolePermissionsOf(db: Db, roleIds: string[]) {
  return db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
}

export async function roleDepartmentsOf(db: Db, roleIds: string[]) {
  return db.select().from(roleDepartments).where(inArray(roleDepartments.roleId, roleIds));
}

export async function usersHolding(db: Db, roleIds: string[]) {
  return db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, roleIds)).groupBy(userRoles.roleId);
}

/** Scope and status of the permissions with these ids (ids that name none are left out). */
export async function permissionStates(db: Db, ids: string[]) {
  return db.select({ id: permissions.id, scope: permissions.scope, status: permissions.status }).from(permissions).where(inArray(permissions.id, ids));
}

export async function departmentIdOfUser(db: Db, userId: string): Promise<string | null | undefined> {
  const [me] = await db.select({ d: users.departmentId }).from(users).where(eq(users.id, userId));
  return me?.d;
}

/** The departments a data scope reaches, for someone whose own department is `ownDepartmentId`. */
export async function departmentIdsInScope(db: Db, scope: DataScope, ownDepartmentId: string | null) {
  const allowed = departmentScopeCondition(scope, departments.id, ownDepartmentId);
  return db.select({ id: departments.id }).from(departments).where(allowed);
}

export async function existingDepartmentIds(db: Db, ids: string[]) {
  return db.select({ id: departments.id }).from(departments).where(inArray(departments.id, ids));
}

export async function insertRole(db: Db, values: NewRole): Promise<void> {
  await db.insert(roles).values(values);
}

export async function updateRole(db: Db, roleId: string, values: Partial<NewRole>): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, roleId));
}

/** Takes `removed` from a role's permissions and gives it `added`, in one transaction. */
export async function changeRolePermissions(db: Db, roleId: string, removed: string[], added: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(rolePermissions).where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, removed)));
    if (added.length) await tx.insert(rolePermissions).values(added.map((permissionId) => ({ roleId, permissionId })));
  });
}

/** Sets a role's data type and replaces its departments, in one transaction. */
export async function setRoleDataScope(db: Db, roleId: string, dataType: number, depIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(roles).set({ dataType, updateTime: new Date() }).where(eq(roles.id, roleId));
    await tx.delete(roleDepartments).where(eq(roleDepartments.roleId, roleId));
    if (depIds.length) await tx.insert(roleDepartments).values(depIds.map((departmentId) => ({ roleId, departmentId })));
  });
}

export async function deleteRolesByIds(db: Db, roleIds: string[]): Promise<void> {
  await db.delete(roles).where(inArray(roles.id, roleIds));
}
