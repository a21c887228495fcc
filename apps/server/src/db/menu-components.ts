import { and, eq } from 'drizzle-orm';
import { XBOOT_GROUP_COMPONENT, XBOOT_PAGE_COMPONENTS, type MenuComponentStyle } from '@zhiyuan/shared/menu-components';
import type { Db } from './client.ts';
import { permissions } from './schema/index.ts';
import { ADMIN_MENU, type PermissionSeed } from './seed-data.ts';

/** A seeded admin menu node and its `component` in each style. */
export interface MenuComponentPair {
  name: string;
  zhiyuan: string | null;
  xboot: string;
}

/**
 * The seeded nodes whose `component` differs between our admin and XBoot's client: every group
 * (XBoot draws it with its layout `Main`) and every page XBoot's client has a screen for. Pages it has
 * none for keep our key in both styles (XBoot's client cannot open them).
 */
export function menuComponentPairs(root: PermissionSeed = ADMIN_MENU): MenuComponentPair[] {
  const pairs: MenuComponentPair[] = [];
  const walk = (node: PermissionSeed) => {
    const pages = (node.children ?? []).filter((child) => child.type === 0);
    if (node.type === 0 && pages.length && !node.component) pairs.push({ name: node.name, zhiyuan: null, xboot: XBOOT_GROUP_COMPONENT });
    else if (node.type === 0 && node.component && XBOOT_PAGE_COMPONENTS[node.component]) {
      pairs.push({ name: node.name, zhiyuan: node.component, xboot: XBOOT_PAGE_COMPONENTS[node.component] });
    }
    pages.forEach(walk);
  };
  walk(root);
  return pairs;
}

export interface MenuComponentSwitch {
  style: MenuComponentStyle;
  /** Ids of the nodes changed. */
  changed: string[];
  /** Titles of seeded nodes left alone because an administrator gave them a component of their own. */
  kept: string[];
}

/**
 * Points the seeded admin menu's `component` values at one client's screens. Only a node still
 * holding the other style's value is changed: a component an administrator set by hand stays.
 * Idempotent; one transaction. `plan`: what planMenuComponents found (a caller that checked it first).
 */
export async function switchMenuComponents(db: Db, style: MenuComponentStyle, plan?: MenuComponentPlan): Promise<MenuComponentSwitch> {
  const { changes, kept } = plan ?? (await planMenuComponents(db, style));
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const change of changes) await tx.update(permissions).set({ component: change.component, updateTime: now }).where(eq(permissions.id, change.id));
  });
  return { style, changed: changes.map((c) => c.id), kept };
}

export interface MenuComponentPlan {
  changes: { id: string; component: string | null }[];
  kept: string[];
}

/** What switchMenuComponents would change, without changing it. */
export async function planMenuComponents(db: Db, style: MenuComponentStyle): Promise<MenuComponentPlan> {
  const changes: MenuComponentPlan['changes'] = [];
  const kept: string[] = [];
  for (const pair of menuComponentPairs()) {
    const [row] = await db
      .select({ id: permissions.id, title: permissions.title, component: permissions.component })
      .from(permissions)
      .where(and(eq(permissions.scope, 'admin'), eq(permissions.name, pair.name), eq(permissions.type, 0)))
      .limit(1);
    if (!row) continue;
    const target = style === 'xboot' ? pair.xboot : pair.zhiyuan;
    const other = style === 'xboot' ? pair.zhiyuan : pair.xboot;
    if ((row.component ?? null) === target) continue;
    if ((row.component ?? null) === other) changes.push({ id: row.id, component: target });
    else kept.push(row.title);
  }
  return { changes, kept };
}
