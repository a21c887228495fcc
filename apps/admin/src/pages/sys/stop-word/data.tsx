import type { ProColumns } from '@ant-design/pro-components';
import type { StopWordView } from '@zhiyuan/shared';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';

/** Permission codes of 敏感词管理 (seeded with the menu). */
export const CODES = { add: 'sys:stopWord:add', edit: 'sys:stopWord:edit', delete: 'sys:stopWord:delete' } as const;

/** What the page does for a row's actions. */
export interface StopWordActionHandlers {
  edit: (row: StopWordView) => void;
  remove: (row: StopWordView) => void;
}

/** A row's actions: 编辑, 删除. */
export function stopWordActions(t: TFunction, on: StopWordActionHandlers): RowAction<StopWordView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search fields of the word table. */
export function stopWordColumns(t: TFunction, actions: RowAction<StopWordView>[]): ProColumns<StopWordView>[] {
  return [
    { title: t('stopWord.word'), dataIndex: 'title', render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text> },
    { title: t('stopWord.createBy'), dataIndex: 'createBy', search: false, width: 140 },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 180 },
    {
      title: t('stopWord.dateRange'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
    actionColumn(t, actions, { width: 130 }),
  ];
}

/** The field of the add / edit dialog. */
export function stopWordFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('stopWord.word'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('stopWord.word') }) }, { max: 50 }],
    },
  ];
}
