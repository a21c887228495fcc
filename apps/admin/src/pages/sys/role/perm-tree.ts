import type { PermissionNode } from '@zhiyuan/shared';

/**
 * The role's permission trees (admin menus, pages, buttons; public-site pages) ↔ the id set sent to
 * /role/editRolePerm.
 * The tree is checked strictly (a page may be granted without its buttons), with our own cascade:
 * checking a node grants it, everything below it and every node above it (a button is useless
 * without its page, a page without its menu); unchecking removes it and everything below.
 */
export interface PermIndex {
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  all: string[];
}

export function indexTree(roots: readonly PermissionNode[]): PermIndex {
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const all: string[] = [];
  const walk = (node: PermissionNode, parent: string | null) => {
    all.push(node.id);
    if (parent) parentOf.set(node.id, parent);
    const kids = node.children ?? [];
    childrenOf.set(
      node.id,
      kids.map((k) => k.id),
    );
    kids.forEach((k) => walk(k, node.id));
  };
  roots.forEach((r) => walk(r, null));
  return { parentOf, childrenOf, all };
}

export function descendantsOf(index: PermIndex, id: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

export function ancestorsOf(index: PermIndex, id: string): string[] {
  const out: string[] = [];
  let parent = index.parentOf.get(id);
  while (parent) {
    out.push(parent);
    parent = index.parentOf.get(parent);
  }
  return out;
}

/** The ids the role holds that are in the tree, plus any missing ancestors (so the tree shows a path to each). */
export function grantedInTree(index: PermIndex, granted: readonly string[]): Set<string> {
  const known = new Set(index.all);
  const out = new Set<string>();
  for (const id of granted) {
    if (!known.has(id)) continue;
    out.add(id);
    ancestorsOf(index, id).forEach((a) => out.add(a));
  }
  return out;
}

/** The new checked set after the user ticks (checked = true) or unticks a node. */
export function toggle(index: PermIndex, current: ReadonlySet<string>, id: string, checked: boolean): Set<string> {
  const next = new Set(current);
  if (checked) {
    next.add(id);
    descendantsOf(index, id).forEach((d) => next.add(d));
    ancestorsOf(index, id).forEach((a) => next.add(a));
  } else {
    next.delete(id);
    descendantsOf(index, id).forEach((d) => next.delete(d));
  }
  return next;
}

/**
 * The ids to send, in tree order (stable, so a diff in the operation log reads well). The drawer
 * indexes both trees (admin menus and public-site pages) and saves with `scope=all`, so every
 * permission the role may hold is in the index.
 */
export function toPermIds(index: PermIndex, checked: ReadonlySet<string>): string[] {
  return index.all.filter((id) => checked.has(id));
}

/** Nodes with children, for "expand all". */
export function parentIds(index: PermIndex): string[] {
  return index.all.filter((id) => (index.childrenOf.get(id) ?? []).length > 0);
}
