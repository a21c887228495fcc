import { asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { formatDateTime, roleViewSchema, type RoleView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { roleDepartments, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/query.ts';

export type RoleRow = typeof roles.$inferSelect;
export const BUILT_IN_ROLES = new Set(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_VIP']);

export async function toRoleViews(db: Db, rows: RoleRow[]): Promise<RoleView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [perms, deps, users] = await Promise.all([
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids)),
    db.select().from(roleDepartments).where(inArray(roleDepartments.roleId, ids)),
    db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId),
  ]);
  // Parsed so the answer is exactly the contract's shape (XBoot's client reads these objects).
  return rows.map((r) => roleViewSchema.parse({
    id: r.id,
    name: r.name,
    description: r.description,
    defaultRole: r.defaultRole,
    dataType: r.dataType,
    permissions: perms.filter((p) => p.roleId === r.id),
    departments: deps.filter((d) => d.roleId === r.id),
    userCount: Number(users.find((u) => u.roleId === r.id)?.n ?? 0),
    createTime: formatDateTime(r.createTime),
    updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
  }));
}

/** The permission ids a role holds. */
export const permissionIdsOf = (role: RoleView) => role.permissions.map((p) => p.permissionId);

export async function listRoles(db: Db, opts: { key?: string; limit?: number; offset?: number; sort?: string; order?: 'asc' | 'desc' } = {}) {
  const where: SQL | undefined = opts.key ? or(ilike(roles.name, escapeLike(opts.key)), ilike(roles.description, escapeLike(opts.key))) : undefined;
  const column = opts.sort === 'createTime' ? roles.createTime : roles.name;
  const direction = opts.order === 'desc' ? desc : asc;
  let q = db.select().from(roles).where(where).orderBy(direction(column), asc(roles.id)).$dynamic();
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const [rows, [{ total }]] = await Promise.all([q, db.select({ total: count() }).from(roles).where(where)]);
  return { rows, total: Number(total) };
}

export async function usersHolding(db: Db, roleIds: string[]) {
  return db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).where(inArray(userRoles.roleId, roleIds)).groupBy(userRoles.roleId);
}
