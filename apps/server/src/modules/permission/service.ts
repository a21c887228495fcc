import { formatDateTime, permissionNodeSchema, type MenuComponentSwitchResult, type MenuNode, type PermissionNode } from '@zhiyuan/shared';
import type { MenuComponentStyle } from '@zhiyuan/shared/menu-components';
import type { Db } from '../../db/client.ts';
import { planMenuComponents, switchMenuComponents } from '../../db/menu-components.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { holdsEverything, unheldOf } from '../../db/power.ts';
import {
  childIdsOf,
  childrenOfAny,
  deletePermissions,
  grantedPermissions,
  insertPermission,
  parentIdOf,
  parentsAmong,
  permissionById,
  permissionChildren,
  permissionIdByCode,
  permissionIdByName,
  permissionsByIds,
  permissionsOfScope,
  permissionTitles,
  searchPermissions,
  updatePermission,
  type PermissionRow,
} from './repo.ts';

/**
 * The admin menu for a user: top apps (-1) and pages (0) they are granted; a page carries the
 * button types and codes granted below it instead of children, like XBoot's MenuVo.permTypes.
 */
export async function menuTreeFor(db: Db, userId: string): Promise<MenuNode[]> {
  const rows = await grantedPermissions(db, userId, 'admin');
  return buildMenuTree(rows);
}

export function buildMenuTree(rows: PermissionRow[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    if (r.type === 1) continue;
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: r.name ?? r.id,
      title: r.title,
      path: r.path,
      component: r.component,
      icon: r.icon,
      type: r.type,
      level: r.level,
      sortOrder: r.sortOrder,
      url: r.url,
      permTypes: [],
      permCodes: r.code ? [r.code] : [],
      children: [],
    });
  }
  for (const r of rows) {
    if (r.type !== 1) continue;
    const page = nodes.get(r.parentId);
    if (!page) continue;
    if (r.buttonType && !page.permTypes.includes(r.buttonType)) page.permTypes.push(r.buttonType);
    if (r.code) page.permCodes.push(r.code);
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === '0') roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** Public-site route names the user may not open: every web route not granted by a role. */
export async function notAllowFor(db: Db, userId: string): Promise<string[]> {
  const [all, granted] = await Promise.all([permissionsOfScope(db, 'web'), grantedPermissions(db, userId, 'web')]);
  const grantedNames = new Set(granted.map((p) => p.name));
  return all.filter((p) => p.type === 0 && p.name && p.status === 0 && !grantedNames.has(p.name)).map((p) => p.name!);
}

const CODE = /^[a-z][\w-]*(:[\w-]+)+$/i;

export function toNode(r: PermissionRow, isParent: boolean, parentTitle: string): PermissionNode {
  return {
    id: r.id,
    parentId: r.parentId,
    parentTitle,
    scope: r.scope,
    name: r.name,
    title: r.title,
    type: r.type,
    level: r.level,
    path: r.path,
    component: r.component,
    icon: r.icon,
    buttonType: r.buttonType,
    code: r.code,
    url: r.url,
    showAlways: r.showAlways,
    isMenu: r.isMenu,
    description: r.description,
    sortOrder: r.sortOrder,
    status: r.status,
    isParent,
    // XBoot's defaults for the client's tree state.
    expand: true,
    checked: false,
    selected: false,
    createTime: formatDateTime(r.createTime),
    updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
  };
}

/** The whole tree of a scope, children in sort order. */
export function treeOf(rows: PermissionRow[]): PermissionNode[] {
  const parents = new Set(rows.map((r) => r.parentId));
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  const nodes = new Map(rows.map((r) => [r.id, { ...toNode(r, parents.has(r.id), titles.get(r.parentId) ?? ''), children: [] as PermissionNode[] }]));
  const roots: PermissionNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children!.push(n);
    else roots.push(n);
  }
  const sort = (list: PermissionNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
    list.forEach((n) => sort(n.children ?? []));
  };
  sort(roots);
  return roots;
}

async function withParentFlags(db: Db, rows: PermissionRow[]): Promise<PermissionNode[]> {
  if (!rows.length) return [];
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
  const [kids, parents] = await Promise.all([
    parentsAmong(
      db,
      rows.map((r) => r.id),
    ),
    parentIds.length ? permissionTitles(db, parentIds) : [],
  ]);
  const set = new Set(kids.map((k) => k.p));
  const titles = new Map(parents.map((p) => [p.id, p.title]));
  return rows.map((r) => permissionNodeSchema.parse(toNode(r, set.has(r.id), titles.get(r.parentId) ?? '')));
}

/** The whole menu and permission tree of a scope. */
export async function permissionTree(db: Db, scope: 'admin' | 'web'): Promise<PermissionNode[]> {
  return treeOf(await permissionsOfScope(db, scope));
}

/** Direct children of a row; the top level ('0') is of one scope (admin by default). */
export async function childNodes(db: Db, parentId: string, scope?: 'admin' | 'web'): Promise<PermissionNode[]> {
  return withParentFlags(db, await permissionChildren(db, parentId, parentId === '0' ? (scope ?? 'admin') : undefined));
}

export async function searchNodes(db: Db, text: string, scope?: 'admin' | 'web'): Promise<PermissionNode[]> {
  return withParentFlags(db, await searchPermissions(db, text, scope));
}

/** What an add or edit call sends (the route's schema has validated it). */
export interface PermissionInput {
  parentId: string;
  scope?: 'admin' | 'web';
  name?: string;
  title: string;
  type: number;
  path?: string;
  component?: string;
  icon?: string;
  buttonType?: string;
  code?: string;
  url?: string;
  showAlways?: boolean;
  isMenu?: boolean;
  description?: string;
  sortOrder?: number;
  status?: number;
}

/** Level and scope follow the parent; a button needs a code; type fits under the parent. */
async function shape(db: Db, body: PermissionInput, selfId?: string) {
  let level = 0;
  let scope = body.scope ?? 'admin';
  if (body.parentId !== '0') {
    const parent = await permissionById(db, body.parentId);
    if (!parent || parent.type === 1 || body.type === -1) throw fieldError('parentId', 'permissionParentBad');
    if (selfId) {
      // Not under itself or its own descendants.
      let cursor: string | undefined = parent.id;
      while (cursor && cursor !== '0') {
        if (cursor === selfId) throw fieldError('parentId', 'permissionParentBad');
        cursor = await parentIdOf(db, cursor);
      }
    }
    level = parent.level + 1;
    scope = parent.scope;
  }
  if (body.type === 1 && !body.code) throw fieldError('code', 'permissionCodeRequired');
  if (body.code && !CODE.test(body.code)) throw fieldError('code', 'permissionCodeRule');
  if (body.code) {
    const hit = await permissionIdByCode(db, body.code);
    if (hit && hit !== selfId) throw fieldError('code', 'alreadyExists');
  }
  if (body.name) {
    const hit = await permissionIdByName(db, scope, body.name);
    if (hit && hit !== selfId) throw fieldError('name', 'alreadyExists');
  }
  return {
    parentId: body.parentId,
    scope,
    level,
    name: body.name ?? null,
    title: body.title,
    type: body.type,
    path: body.path ?? '',
    component: body.component ?? null,
    icon: body.icon ?? null,
    buttonType: body.buttonType ?? null,
    code: body.code ?? null,
    url: body.url ?? null,
    showAlways: body.showAlways ?? true,
    isMenu: body.isMenu ?? false,
    description: body.description ?? '',
    sortOrder: body.sortOrder ?? 0,
    status: body.status ?? 0,
  };
}

/**
 * A row is edited, moved, deleted or given children only by someone who holds it: otherwise a
 * permission editor could switch off, rename or re-parent powers it was never given.
 */
async function assertHolds(db: Db, callerId: string, ids: string[]) {
  const unheld = await unheldOf(
    db,
    callerId,
    ids.filter((x) => x !== '0'),
  );
  if (!unheld.length) return;
  // Ids that do not exist are left to the checks that answer 404 or 400.
  const rows = await permissionTitles(db, unheld);
  const first = unheld.map((x) => rows.find((r) => r.id === x)).find(Boolean);
  if (first) throw new AppError(403, 'cannotEditPermission', { title: first.title });
}

/**
 * A code is what routes check: giving a row a new code hands that power to every role holding the
 * row. Only the super administrator (who holds every permission, new ones included) mints codes.
 */
async function assertMayUseCode(db: Db, callerId: string, code: string | null, before: string | null) {
  if (!code || code === before) return;
  if (!(await holdsEverything(db, callerId))) throw new AppError(403, 'cannotClaimCode', { code });
}

export async function permissionNode(db: Db, pid: string): Promise<PermissionNode> {
  const row = await permissionById(db, pid);
  if (!row) throw new AppError(404, 'permissionNotFound');
  return (await withParentFlags(db, [row]))[0];
}

export async function addPermission(db: Db, callerId: string, body: PermissionInput): Promise<PermissionNode> {
  await assertHolds(db, callerId, [body.parentId]);
  const values = await shape(db, body);
  const pid = newId();
  await insertPermission(db, { id: pid, ...values });
  return permissionNode(db, pid);
}

export async function editPermission(db: Db, callerId: string, id: string, body: PermissionInput): Promise<PermissionNode> {
  const before = await permissionNode(db, id);
  await assertHolds(db, callerId, [id, body.parentId]);
  await assertMayUseCode(db, callerId, body.code ?? null, before.code);
  const values = await shape(db, body, id);
  // Left out → kept (an older client does not know these fields).
  values.showAlways = body.showAlways ?? before.showAlways;
  values.isMenu = body.isMenu ?? before.isMenu;
  values.description = body.description ?? before.description;
  await updatePermission(db, id, { ...values, updateTime: new Date() });
  // Children follow a moved parent's level.
  const fix = async (parentId: string, level: number) => {
    const kids = await childIdsOf(db, parentId);
    for (const k of kids) {
      await updatePermission(db, k.id, { level: level + 1, scope: values.scope });
      await fix(k.id, level + 1);
    }
  };
  await fix(id, values.level);
  return permissionNode(db, id);
}

/**
 * Points the seeded admin menu's `component` values at one client's screens (db/menu-components.ts),
 * once the caller is found to hold every row it changes.
 */
export async function switchComponents(db: Db, callerId: string, style: MenuComponentStyle): Promise<MenuComponentSwitchResult> {
  const plan = await planMenuComponents(db, style);
  await assertHolds(
    db,
    callerId,
    plan.changes.map((c) => c.id),
  );
  const done = await switchMenuComponents(db, style, plan);
  return { style: done.style, changed: done.changed.length, kept: done.kept };
}

/** Deletes rows; refused while children remain. */
export async function deletePermissionsChecked(db: Db, callerId: string, permissionIds: string[]): Promise<void> {
  const ids = [...new Set(permissionIds)];
  const rows = await permissionsByIds(db, ids);
  if (rows.length !== ids.length) throw new AppError(404, 'permissionNotFound');
  await assertHolds(db, callerId, ids);
  const leftChildren = await childrenOfAny(db, ids);
  const orphaned = leftChildren.find((c) => !ids.includes(c.id));
  if (orphaned) {
    const parent = rows.find((r) => r.id === orphaned.p)!;
    throw new AppError(400, 'permissionHasChildren', { title: parent.title });
  }
  await deletePermissions(db, ids);
}
