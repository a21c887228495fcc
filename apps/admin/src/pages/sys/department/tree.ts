import { useQuery } from '@tanstack/react-query';
import { getDepartmentsByParentId, type Department } from '../../../services/department';

export interface DepartmentTreeNode {
  key: string;
  value: string;
  title: string;
  department: Department;
  children?: DepartmentTreeNode[];
}

/**
 * The whole department tree, fetched a level at a time through /department/getByParentId
 * (siblings in parallel). Departments are few; a depth cap guards against a cycle in bad data.
 */
export async function loadDepartmentTree(
  fetchChildren: (parentId: string) => Promise<Department[]> = getDepartmentsByParentId,
  parentId = '0',
  depth = 0,
): Promise<DepartmentTreeNode[]> {
  const departments = await fetchChildren(parentId);
  return Promise.all(
    departments.map(async (department) => {
      const children = department.isParent && depth < 8 ? await loadDepartmentTree(fetchChildren, department.id, depth + 1) : [];
      return {
        key: department.id,
        value: department.id,
        title: department.title,
        department,
        children: children.length ? children : undefined,
      };
    }),
  );
}

export const DEPARTMENT_TREE_KEY = ['departments', 'tree'] as const;

export function useDepartmentTree(enabled = true) {
  return useQuery({ queryKey: DEPARTMENT_TREE_KEY, queryFn: () => loadDepartmentTree(), enabled });
}

/** Every node of the tree, depth first. */
export function flattenTree(nodes: readonly DepartmentTreeNode[]): DepartmentTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children ?? [])]);
}
