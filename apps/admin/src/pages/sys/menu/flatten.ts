import type { PermissionNode } from '@zhiyuan/shared';

/** Every node of the permission tree, depth first. */
export function flattenPermissions(nodes: readonly PermissionNode[]): PermissionNode[] {
  return nodes.flatMap((n) => [n, ...flattenPermissions(n.children ?? [])]);
}
