import type { MenuNode } from '@zhiyuan/shared';

/** Menu node types of the permission tree. */
export const MENU_TYPE = { app: -1, page: 0, button: 1 } as const;

/** A page the user may open, with its absolute route path. */
export interface MenuPage {
  id: string;
  name: string;
  path: string;
  title: string;
  icon: string | null;
  component: string | null;
  url: string | null;
  permTypes: string[];
  /** Permission codes granted on the page (its own and its buttons'), e.g. 'sys:role:edit'. */
  permCodes: string[];
  /** The top app (type -1) the page belongs to. */
  appId: string;
}

/** A node of the side menu (pages and groups below one top app). */
export interface SideMenuItem {
  key: string;
  path: string;
  title: string;
  icon: string | null;
  children?: SideMenuItem[];
}

export interface TopApp {
  id: string;
  title: string;
  icon: string | null;
  menu: SideMenuItem[];
  /** First page of the app, opened when the app is picked in the top nav. */
  firstPath: string | null;
}

export interface ResolvedMenu {
  apps: TopApp[];
  pages: MenuPage[];
  byPath: Map<string, MenuPage>;
}

/** Joins a node's path onto its parent's: absolute paths stand, relative ones nest ('/sys' + 'user'). */
export function joinPath(parent: string, path: string | null | undefined): string {
  const own = (path ?? '').trim();
  const joined = own.startsWith('/') ? own : `${parent}/${own}`;
  const clean = `/${joined}`.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return clean || '/';
}

/** Normalises a path for look-ups: one leading slash, no trailing slash, no query. */
export function normalisePath(path: string): string {
  return joinPath('', path.split('?')[0]);
}

function bySortOrder(a: MenuNode, b: MenuNode): number {
  return (a.sortOrder ?? 0) - (b.sortOrder ?? 0);
}

function visibleChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((child) => child.type !== MENU_TYPE.button).sort(bySortOrder);
}

/**
 * Turns the server's tree (type -1 top apps → type 0 groups and pages) into top apps with side
 * menus and a path index of pages. A tree without type -1 roots counts as one app.
 */
export function resolveMenu(tree: MenuNode[] | null | undefined, defaultAppTitle = ''): ResolvedMenu {
  const roots = [...(tree ?? [])].sort(bySortOrder);
  const appNodes: MenuNode[] = roots.some((node) => node.type === MENU_TYPE.app)
    ? roots.filter((node) => node.type === MENU_TYPE.app)
    : [
        {
          id: 'default',
          parentId: '0',
          name: 'default',
          title: defaultAppTitle,
          path: '',
          component: null,
          icon: null,
          type: MENU_TYPE.app,
          level: 0,
          sortOrder: 0,
          url: null,
          permTypes: [],
          permCodes: [],
          children: roots,
        },
      ];

  const pages: MenuPage[] = [];
  const byPath = new Map<string, MenuPage>();

  const walk = (node: MenuNode, parentPath: string, appId: string): SideMenuItem => {
    const path = joinPath(parentPath, node.path || node.name);
    const children = visibleChildren(node);
    if (children.length === 0) {
      const page: MenuPage = {
        id: node.id,
        name: node.name,
        path,
        title: node.title,
        icon: node.icon,
        component: node.component,
        url: node.url,
        permTypes: node.permTypes ?? [],
        permCodes: node.permCodes ?? [],
        appId,
      };
      pages.push(page);
      if (!byPath.has(path)) byPath.set(path, page);
      return { key: node.id, path, title: node.title, icon: node.icon };
    }
    return { key: node.id, path, title: node.title, icon: node.icon, children: children.map((child) => walk(child, path, appId)) };
  };

  const apps: TopApp[] = appNodes.map((app) => {
    const firstPageIndex = pages.length;
    const menu = visibleChildren(app).map((child) => walk(child, '', app.id));
    return { id: app.id, title: app.title, icon: app.icon, menu, firstPath: pages[firstPageIndex]?.path ?? null };
  });

  return { apps, pages, byPath };
}

/** The menu page for a location, or undefined when the user has no such page. */
export function findPage(menu: ResolvedMenu, pathname: string): MenuPage | undefined {
  return menu.byPath.get(normalisePath(pathname));
}
