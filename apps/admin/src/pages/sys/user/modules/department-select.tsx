import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDepartmentsByParentId, type Department } from '../../../../services/department';

interface TreeNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

function toNode(department: Department): TreeNode {
  return {
    id: department.id,
    pId: department.parentId || '0',
    value: department.id,
    title: department.title,
    // Without `isParent` we cannot know; let the user expand and find out.
    isLeaf: department.isParent === undefined ? false : !department.isParent,
  };
}

export interface DepartmentSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** The current department of an edited user, shown even before its branch is loaded. */
  current?: { id: string; title: string } | null;
}

/** Department tree, loaded a level at a time from /department/getByParentId/{id} (root '0'). */
export function DepartmentSelect({ value, onChange, placeholder, current }: DepartmentSelectProps) {
  const { t } = useTranslation();
  const roots = useQuery({ queryKey: ['departments', '0'], queryFn: () => getDepartmentsByParentId('0') });
  const [nodes, setNodes] = useState<TreeNode[]>([]);

  useEffect(() => {
    if (roots.data) setNodes(roots.data.map(toNode));
  }, [roots.data]);

  const treeData =
    current && current.id && !nodes.some((node) => node.id === current.id)
      ? [...nodes, { id: current.id, pId: '0', value: current.id, title: current.title, isLeaf: true }]
      : nodes;

  return (
    <TreeSelect
      style={{ width: '100%' }}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      placeholder={placeholder ?? t('user.departmentPlaceholder')}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: '0' }}
      treeData={treeData}
      loading={roots.isLoading}
      notFoundContent={t('user.noDepartment')}
      popupMatchSelectWidth={260}
      loadData={async (node) => {
        const id = String(node.value);
        const children = await getDepartmentsByParentId(id);
        setNodes((prev) => {
          const known = new Set(prev.map((n) => n.id));
          const marked = prev.map((n) => (n.id === id && children.length === 0 ? { ...n, isLeaf: true } : n));
          return [...marked, ...children.map(toNode).filter((n) => !known.has(n.id))];
        });
      }}
    />
  );
}
