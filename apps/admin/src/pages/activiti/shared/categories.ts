import { useQuery } from '@tanstack/react-query';
import type { ActCategoryView } from '@zhiyuan/shared';
import { getCategoriesByParentId } from '../../../services/workflow';

/** A node of the 流程分类 tree. */
export interface CategoryNode extends ActCategoryView {
  children?: CategoryNode[];
}

/**
 * The whole category tree, a level at a time through /actCategory/getByParentId (siblings in
 * parallel), ordered by sortOrder. Categories are few; a depth cap guards against a cycle in bad data.
 */
export async function loadCategoryTree(
  fetchChildren: (parentId: string) => Promise<ActCategoryView[]> = getCategoriesByParentId,
  parentId = '0',
  depth = 0,
): Promise<CategoryNode[]> {
  const categories = [...(await fetchChildren(parentId))].sort((a, b) => a.sortOrder - b.sortOrder);
  return Promise.all(
    categories.map(async (category) => {
      const children = category.isParent && depth < 8 ? await loadCategoryTree(fetchChildren, category.id, depth + 1) : [];
      return { ...category, children: children.length ? children : undefined };
    }),
  );
}

export const CATEGORY_TREE_KEY = ['workflow', 'categories'] as const;

export function useCategoryTree(enabled = true) {
  return useQuery({ queryKey: CATEGORY_TREE_KEY, queryFn: () => loadCategoryTree(), enabled });
}

/** Every node, depth first. */
export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenCategories(n.children ?? [])]);
}

/**
 * The categories (type 1) a process or model may be filed under, for a select: each labelled with
 * its groups' path (人事 / 请假), in tree order.
 */
export function categoryPathOptions(nodes: readonly CategoryNode[], separator = ' / ', path: string[] = []): { value: string; label: string }[] {
  return nodes.flatMap((n) => [
    ...(n.type === 1 ? [{ value: n.id, label: [...path, n.title].join(separator) }] : []),
    ...categoryPathOptions(n.children ?? [], separator, [...path, n.title]),
  ]);
}
