import type { ProColumns } from '@ant-design/pro-components';
import type { DemoRegionView } from '@zhiyuan/shared/contracts/demo-region';
import type { TFunction } from 'i18next';
import type { FormField } from '../../components/form-fields';
import { actionColumn, type RowAction } from '../../components/row-actions';

/** Permission codes of demoRegion (seeded with its menu entry). */
export const CODES = { add: 'demoRegion:add', edit: 'demoRegion:edit', delete: 'demoRegion:delete' } as const;

/** What the screen calls a record (the delete dialog's words). */
export const THING = '树形示例';

/** The select and radio options, by field (the page loads them from OPTION_SOURCES). */
export type FieldOptions = Record<string, { value: string; label: string }[]>;

/** What the page does for a row's actions. */
export interface DemoRegionActionHandlers {
  edit: (row: DemoRegionView) => void;
  remove: (row: DemoRegionView) => void;
}

/** A row's actions: 编辑, 删除. */
export function demoRegionActions(t: TFunction, on: DemoRegionActionHandlers): RowAction<DemoRegionView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (r) => 'demo-region-edit-' + r.id },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove, testId: (r) => 'demo-region-delete-' + r.id },
  ];
}

const yesNo = (t: TFunction) => ({ true: { text: t('common.yes') }, false: { text: t('common.no') } });

/** Columns and search fields of the list. */
export function demoRegionColumns(t: TFunction, actions: RowAction<DemoRegionView>[], _options: FieldOptions = {}): ProColumns<DemoRegionView>[] {
  return [
    { title: '名称', dataIndex: 'title', order: 1 },
    { title: '编码', dataIndex: 'code', search: false },
    { title: '排序', dataIndex: 'sortOrder', valueType: 'digit', sorter: true, search: false },
    { title: '启用', dataIndex: 'enabled', valueEnum: yesNo(t), search: false },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 180 },
    actionColumn(t, actions, { width: 130 }),
  ];
}

/** The add / edit dialog's fields, 2 to a row; `editing` fixes those only add sets. */
export function demoRegionFormFields(t: TFunction, _options: FieldOptions = {}, editing = false): FormField[] {
  return [
    {
      kind: 'row',
      key: 'row-1',
      size: 16,
      fields: [
        {
          kind: 'text',
          name: 'title',
          label: '名称',
          rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: '名称' }) }, { max: 255 }],
          fieldProps: { style: { width: 330 } },
        },
        {
          kind: 'text',
          name: 'code',
          label: '编码',
          rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: '编码' }) }, { max: 255 }],
          disabled: editing,
          fieldProps: { style: { width: 330 } },
        },
      ],
    },
    {
      kind: 'row',
      key: 'row-2',
      size: 16,
      fields: [
        { kind: 'digit', name: 'sortOrder', label: '排序', fieldProps: { style: { width: 330 } } },
        { kind: 'switch', name: 'enabled', label: '启用', fieldProps: { style: { width: 330 } } },
      ],
    },
  ];
}

/** Width of the dialog. */
export const DIALOG_WIDTH = 760;

/** The node's name in the tree. */
export const nodeTitle = (row: DemoRegionView) => String(row.title ?? row.id);

/** The selected node's fields as label and text. */
export function demoRegionDetails(t: TFunction, row: DemoRegionView): { key: string; label: string; children: string }[] {
  return [
    { key: 'title', label: '名称', children: String(row.title ?? '-') },
    { key: 'code', label: '编码', children: String(row.code ?? '-') },
    { key: 'sortOrder', label: '排序', children: String(row.sortOrder ?? '-') },
    { key: 'enabled', label: '启用', children: row.enabled ? t('common.yes') : t('common.no') },
    { key: 'createTime', label: t('adminCommon.createTime'), children: row.createTime },
  ];
}
