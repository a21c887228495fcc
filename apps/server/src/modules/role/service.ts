import { formatDateTime, roleViewSchema, type RoleView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { DataScope } from '../../db/data-scope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { allPermissionIds, assertCoversRoles, assertFitForDefault, permissionLabels, SUPER_ROLE, unheldOf } from '../../db/power.ts';
import {
  changeRolePermissions,
  deleteRolesByIds,
  departmentIdOfUser,
  departmentIdsInScope,
  existingDepartmentIds,
  insertRole,
  listRoles,
  permissionStates,
  roleById,
  roleDepartmentsOf,
  roleIdByName,
  rolePermissionsOf,
  rolesByIds,
  setRoleDataScope,
  updateRole,
  usersHolding,
  type RoleRow,
} from './repo.ts';

export type { RoleRow } from './repo.ts';
export const BUILT_IN_ROLES = new Set(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_VIP']);

export async function toRoleViews(db: Db, rows: RoleRow[]): Promise<RoleView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [perms, deps, users] = await Promise.all([rolePermissionsOf(db, ids), roleDepartmentsOf(db, ids), usersHolding(db, ids)]);
  // Parsed so the answer is exactly the contract's shape (XBoot's client reads these objects).
  return rows.map((r) =>
    roleViewSchema.parse({
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
    }),
  );
}

/** The permission ids a role holds. */
export const permissionIdsOf = (role: RoleView) => role.permissions.map((p) => p.permissionId);

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
  const rows = ids.length ? await permissionStates(db, ids) : [];
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

/**
 * The administrator acting on roles: their id and their data scope, read only when a check needs it
 * (`() => req.dataScope()`).
 */
export interface RoleActor {
  userId: string;
  dataScope: () => Promise<DataScope>;
}

export interface RoleFields {
  name: string;
  description?: string;
  dataType?: number;
  defaultRole?: boolean;
}

export async function roleView(db: Db, roleId: string): Promise<RoleView> {
  const row = await roleById(db, roleId);
  if (!row) throw new AppError(404, 'roleNotFound', { id: roleId });
  return (await toRoleViews(db, [row]))[0];
}

async function nameFree(db: Db, name: string) {
  if (await roleIdByName(db, name)) throw fieldError('name', 'alreadyExists');
}

/** A caller whose own data scope is limited cannot hand out "all" or departments beyond it. */
async function checkScopeGrant(db: Db, actor: RoleActor, dataType: number | undefined, depIds: string[] = []) {
  const scope = await actor.dataScope();
  if (scope.all || dataType === undefined) return;
  if (dataType === 0) throw new AppError(403, 'cannotGrantScope');
  if (dataType === 1 && depIds.length) {
    const inside = await departmentIdsInScope(db, scope, (await departmentIdOfUser(db, actor.userId)) ?? null);
    if (depIds.some((d) => !inside.some((x) => x.id === d))) throw new AppError(403, 'cannotGrantScope');
  }
}

export async function allRoleViews(db: Db): Promise<RoleView[]> {
  return toRoleViews(db, (await listRoles(db)).rows);
}

export async function rolePage(db: Db, opts: { key?: string; limit: number; offset: number; sort?: string; order?: 'asc' | 'desc' }) {
  const { rows, total } = await listRoles(db, opts);
  return { views: await toRoleViews(db, rows), total };
}

export async function addRole(db: Db, actor: RoleActor, fields: RoleFields): Promise<RoleView> {
  const { name, description, dataType, defaultRole } = fields;
  await checkScopeGrant(db, actor, dataType ?? 0);
  await nameFree(db, name);
  const roleId = newId();
  await insertRole(db, { id: roleId, name, description: description ?? '', dataType: dataType ?? 0, defaultRole: defaultRole ?? false });
  return roleView(db, roleId);
}

export async function editRole(db: Db, actor: RoleActor, roleId: string, fields: RoleFields): Promise<RoleView> {
  const { name, description, dataType, defaultRole } = fields;
  const before = await roleView(db, roleId);
  await assertCoversRoles(db, actor.userId, [roleId], 'cannotEditRole');
  if (BUILT_IN_ROLES.has(before.name) && name !== before.name) throw fieldError('name', 'roleBuiltInName');
  if (before.name === SUPER_ROLE && dataType !== undefined && dataType !== 0) throw new AppError(400, 'superRoleHoldsAll');
  if (dataType !== undefined && dataType !== before.dataType) await checkScopeGrant(db, actor, dataType);
  if (name !== before.name) await nameFree(db, name);
  if (defaultRole && !before.defaultRole) await assertFitForDefault(db, permissionIdsOf(before));
  await updateRole(db, roleId, {
    name,
    ...(description !== undefined ? { description } : {}),
    ...(dataType !== undefined ? { dataType } : {}),
    ...(defaultRole !== undefined ? { defaultRole } : {}),
    updateTime: new Date(),
  });
  return roleView(db, roleId);
}

export async function setDefaultRole(db: Db, callerId: string, roleId: string, isDefault: boolean): Promise<void> {
  const role = await roleView(db, roleId);
  // Every new account gets a default role: making one default hands its power to everyone.
  await assertCoversRoles(db, callerId, [roleId], 'cannotEditRole');
  if (isDefault) await assertFitForDefault(db, permissionIdsOf(role));
  await updateRole(db, roleId, { defaultRole: isDefault, updateTime: new Date() });
}

/** Replaces a role's permissions in one tree (planRolePermissions); `sent` are checked, distinct ids. */
export async function editRolePermissions(db: Db, callerId: string, roleId: string, sent: string[], scope?: RolePermScope): Promise<void> {
  const before = await roleView(db, roleId);
  const plan = await planRolePermissions(db, permissionIdsOf(before), sent, scope);
  if (plan.missing.length) throw new AppError(404, 'permissionNotFound');
  // Removals count too: only someone holding all of the role may change it.
  await assertCoversRoles(db, callerId, [roleId], 'cannotEditRole');
  if (plan.outOfScope.length) {
    throw fieldError('permIds', 'permissionOutOfScope', { codes: await permissionLabels(db, plan.outOfScope), scope: scope ?? 'admin' });
  }
  if (before.name === SUPER_ROLE) {
    const next = new Set(plan.next);
    if ((await allPermissionIds(db)).some((p) => !next.has(p))) throw new AppError(400, 'superRoleHoldsAll');
  }
  if (before.defaultRole) await assertFitForDefault(db, plan.next);
  const unheld = await unheldOf(db, callerId, plan.added);
  if (unheld.length) throw new AppError(403, 'cannotGrantUnheld', { codes: await permissionLabels(db, unheld) });
  if (!plan.added.length && !plan.removed.length) return;
  await changeRolePermissions(db, roleId, plan.removed, plan.added);
}

/** Sets a role's data scope; `depIds` are checked, distinct ids (empty unless dataType is 1). */
export async function editRoleDepartments(db: Db, actor: RoleActor, roleId: string, dataType: number, depIds: string[]): Promise<void> {
  const before = await roleView(db, roleId);
  await assertCoversRoles(db, actor.userId, [roleId], 'cannotEditRole');
  if (before.name === SUPER_ROLE && dataType !== 0) throw new AppError(400, 'superRoleHoldsAll');
  if (dataType === 1 && depIds.length) {
    const found = await existingDepartmentIds(db, depIds);
    if (found.length !== depIds.length) throw fieldError('depIds', 'departmentNotFound');
  }
  await checkScopeGrant(db, actor, dataType, depIds);
  await setRoleDataScope(db, roleId, dataType, depIds);
}

/** Deletes roles; refused while users hold one. */
export async function deleteRoles(db: Db, callerId: string, roleIds: string[]): Promise<void> {
  const ids = [...new Set(roleIds)];
  const rows = await rolesByIds(db, ids);
  if (rows.length !== ids.length) throw new AppError(404, 'roleNotFound', { id: ids.find((x) => !rows.some((r) => r.id === x)) ?? '' });
  const builtIn = rows.find((r) => BUILT_IN_ROLES.has(r.name));
  if (builtIn) throw new AppError(400, 'roleBuiltIn', { name: builtIn.name });
  await assertCoversRoles(db, callerId, ids, 'cannotEditRole');
  const held = await usersHolding(db, ids);
  const busy = held.find((h) => Number(h.n) > 0);
  if (busy) throw new AppError(400, 'roleInUse', { name: rows.find((r) => r.id === busy.roleId)!.name, count: Number(busy.n) });
  await deleteRolesByIds(db, ids);
}
