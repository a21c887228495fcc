import type { FileCategoryNode } from '@zhiyuan/shared';

/** The drive's root: files and folders with no parent folder. */
export const ROOT_ID = '0';

/** Every folder of the tree, parents before children. */
export function flattenFolders(nodes: readonly FileCategoryNode[]): FileCategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenFolders(n.children ?? [])]);
}

/** The folder itself and everything under it: where it may not be moved. */
export function subtreeIds(node: FileCategoryNode): Set<string> {
  return new Set(flattenFolders([node]).map((n) => n.id));
}

/** Folders from the root down to `id` (empty for the root or an unknown id). */
export function pathTo(nodes: readonly FileCategoryNode[], id: string): FileCategoryNode[] {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = pathTo(n.children ?? [], id);
    if (below.length) return [n, ...below];
  }
  return [];
}
