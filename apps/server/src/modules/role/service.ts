import { asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { formatDateTime, roleViewSchema, type RoleView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { permissions, roleDepartments, rolePermissions, roles, userRoles } from '../../db/schema/index.ts';
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

/** The `scope` of /role/editRolePerm: which of a role's permissions the call replaces. */
export const ROLE_PERM_SCOPES = ['admin', 'web', 'all'] as const;
export type RolePermScope = (typeof ROLE_PERM_SCOPES)[number];

export interface RolePermPlan {
  /** Sent ids that name no permission. */
  missing: string[];
  /** Sent ids of the other tree that the role does not hold (holding them, they were only posted back). */
  outOfScope: string[];
  /** The role's permissions after the call. */
  next: string[];
  added: string[];
  removed: string[];
}

/**
 * What /role/editRolePerm does to a role: the sent ids replace only the permissions the caller's
 * tree showed, everything else the role holds is kept. Without `scope` the call is XBoot's 菜单权限
 * dialog, which loads the admin tree only (`/permission/getAllList`) and can tick enabled nodes only:
 * it replaces the role's enabled admin-scope permissions, so its public-site pages (and disabled
 * menus) survive an unchanged save. `admin` / `web` replace that whole tree, `all` both.
 */
export async function planRolePermissions(db: Db, held: readonly string[], sent: readonly string[], scope?: RolePermScope): Promise<RolePermPlan> {
  const ids = [...new Set([...held, ...sent])];
  const rows = ids.length
    ? await db.select({ id: permissions.id, scope: permissions.scope, status: permissions.status }).from(permissions).where(inArray(permissions.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inTree = (r: (typeof rows)[number]) => scope === 'all' || r.scope === (scope ?? 'admin');
  const replaced = (id: string) => {
    const r = byId.get(id);
    return r !== undefined && inTree(r) && (scope !== undefined || r.status === 0);
  };
  const heldSet = new Set(held);
  const missing = sent.filter((id) => !byId.has(id));
  const outOfScope = sent.filter((id) => byId.has(id) && !inTree(byId.get(id)!) && !heldSet.has(id));
  const next = [...new Set([...held.filter((id) => !replaced(id)), ...sent])];
  const nextSet = new Set(next);
  return { missing, outOfScope, next, added: next.filter((id) => !heldSet.has(id)), removed: held.filter((id) => !nextSet.has(id)) };
}
