import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { DictData } from '../../../services/dict';
import { valueEnum } from '../table';

/** Permission codes of 数据字典管理 (seeded with the menu). */
export const CODES = { add: 'sys:dict:add', edit: 'sys:dict:edit', delete: 'sys:dict:delete' } as const;
/** Letters, digits and _, starting with a letter (the server checks the same). */
export const DICT_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** An entry's status: 0 enabled, -1 disabled. */
export function statusOptions(t: TFunction) {
  return [
    { value: 0, label: t('adminCommon.enabled'), status: 'Success' },
    { value: -1, label: t('adminCommon.disabled'), status: 'Error' },
  ];
}

/** What the page does for an entry's actions. */
export interface DictDataActionHandlers {
  edit: (row: DictData) => void;
  remove: (row: DictData) => void;
}

/** An entry's actions: 编辑, 删除. */
export function dictDataActions(t: TFunction, on: DictDataActionHandlers): RowAction<DictData>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search fields of a dictionary's entries. */
export function dictDataColumns(t: TFunction, actions: RowAction<DictData>[]): ProColumns<DictData>[] {
  return [
    { title: t('dict.dataTitle'), dataIndex: 'title', width: 160, render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text> },
    {
      title: t('dict.value'),
      dataIndex: 'value',
      search: false,
      width: 140,
      render: (_, r) => (
        <Typography.Text code copyable>
          {r.value}
        </Typography.Text>
      ),
    },
    { title: t('adminCommon.status'), dataIndex: 'status', width: 100, valueType: 'select', valueEnum: valueEnum(statusOptions(t)) },
    { title: t('adminCommon.sortOrder'), dataIndex: 'sortOrder', search: false, width: 80, sorter: true },
    { title: t('adminCommon.description'), dataIndex: 'description', search: false, ellipsis: true },
    actionColumn(t, actions, { width: 130, fixed: 'right' }),
  ];
}

/** Values of the dictionary dialog. */
export interface DictFormValues {
  title: string;
  type: string;
  description?: string;
  sortOrder: number;
}

/** The fields of the dictionary dialog. */
export function dictFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('dict.title'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('dict.title') }) }, { max: 50 }],
    },
    {
      kind: 'text',
      name: 'type',
      label: t('dict.type'),
      tooltip: t('dict.typeTip'),
      rules: [
        { required: true, message: t('adminCommon.required', { label: t('dict.type') }) },
        { pattern: DICT_TYPE_PATTERN, message: t('dict.typeRule') },
      ],
    },
    { kind: 'digit', name: 'sortOrder', label: t('adminCommon.sortOrder'), min: 0, max: 9999 },
    { kind: 'textarea', name: 'description', label: t('adminCommon.description'), rules: [{ max: 200 }] },
  ];
}

/** Values of the entry dialog. */
export interface DictDataFormValues {
  title: string;
  value: string;
  status: number;
  sortOrder: number;
  description?: string;
}

/** The fields of the entry dialog. */
export function dictDataFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('dict.dataTitle'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('dict.dataTitle') }) }, { max: 50 }],
    },
    {
      kind: 'text',
      name: 'value',
      label: t('dict.value'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('dict.value') }) }, { max: 100 }],
    },
    { kind: 'radio', name: 'status', label: t('adminCommon.status'), options: statusOptions(t).map(({ value, label }) => ({ value, label })) },
    { kind: 'digit', name: 'sortOrder', label: t('adminCommon.sortOrder'), min: 0, max: 9999 },
    { kind: 'textarea', name: 'description', label: t('adminCommon.description'), rules: [{ max: 200 }] },
  ];
}
