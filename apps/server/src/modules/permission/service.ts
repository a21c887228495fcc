import type { MenuNode } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { grantedPermissions, permissionsOfScope, type PermissionRow } from './repo.ts';

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
