import { FolderOutlined, TagOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { CategoryForm } from '../../../services/workflow';
import type { CategoryNode } from '../shared/categories';

/** Permission codes of 流程分类. */
export const CODES = { add: 'act:category:add', edit: 'act:category:edit', delete: 'act:category:delete' } as const;

/** 0 a group (holds categories), 1 a category (holds processes). */
export const CATEGORY_TYPES = [0, 1] as const;

/** The dialog's values: an edited category's, or a new one's (a category, last). */
export function categoryFormValues(category: CategoryNode | null, siblings: readonly CategoryNode[] = []): CategoryForm {
  if (category) return { title: category.title, type: category.type, sortOrder: category.sortOrder };
  return { title: '', type: 1, sortOrder: siblings.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0) };
}

export interface CategoryActionHandlers {
  addChild: (category: CategoryNode) => void;
  edit: (category: CategoryNode) => void;
  remove: (category: CategoryNode) => unknown;
}

/** A row's actions: 添加子分类 (a group only), 编辑, 删除 (asked first). */
export function categoryActions(t: TFunction, on: CategoryActionHandlers): RowAction<CategoryNode>[] {
  return [
    {
      key: 'addChild',
      label: t('workflow.category.addChild'),
      perm: CODES.add,
      hidden: (c) => c.type !== 0,
      onClick: on.addChild,
      testId: (c) => `category-add-child-${c.title}`,
    },
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (c) => `category-edit-${c.title}` },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      confirm: { kind: 'delete', thing: t('workflow.category.thing'), name: (c) => c.title },
      onClick: on.remove,
    },
  ];
}

/** Columns of the category tree. */
export function categoryColumns(t: TFunction, actions: RowAction<CategoryNode>[]): ProColumns<CategoryNode>[] {
  return [
    {
      title: t('workflow.category.title'),
      dataIndex: 'title',
      width: 200,
      render: (_, c) => (
        <Space size={6}>
          {c.type === 0 ? <FolderOutlined /> : <TagOutlined />}
          {c.title}
        </Space>
      ),
    },
    {
      title: t('workflow.category.type'),
      dataIndex: 'type',
      width: 100,
      render: (_, c) => (
        <Tag color={c.type === 0 ? 'blue' : 'green'} bordered={false}>
          {t(`workflow.category.types.${c.type}`, { defaultValue: String(c.type) })}
        </Tag>
      ),
    },
    { title: t('adminCommon.sortOrder'), dataIndex: 'sortOrder', width: 80 },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', width: 170, responsive: ['md'] },
    actionColumn(t, actions, { width: 170, fixed: 'right', wrap: true, size: 8 }),
  ];
}

/** The add / edit dialog's fields. */
export function categoryFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('workflow.category.title'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('workflow.category.title') }) }, { max: 50 }],
      fieldProps: { 'data-testid': 'category-form-title' },
    },
    {
      kind: 'radio',
      name: 'type',
      label: t('workflow.category.type'),
      extra: t('workflow.category.typeHint'),
      options: CATEGORY_TYPES.map((type) => ({ value: type, label: t(`workflow.category.types.${type}`) })),
    },
    { kind: 'digit', name: 'sortOrder', label: t('adminCommon.sortOrder'), min: 0, max: 9999, fieldProps: { precision: 0 } },
  ];
}
