import type { ProColumns } from '@ant-design/pro-components';
import type { DemoNoticeView } from '@zhiyuan/shared/contracts/demo-notice';
import type { TFunction } from 'i18next';
import type { FormField } from '../../components/form-fields';
import { actionColumn, type RowAction } from '../../components/row-actions';

/** Permission codes of demoNotice (seeded with its menu entry). */
export const CODES = { add: 'demoNotice:add', edit: 'demoNotice:edit', delete: 'demoNotice:delete' } as const;

/** What the screen calls a record (the delete dialog's words). */
export const THING = '表格示例';

/** The select and radio options, by field (the page loads them from OPTION_SOURCES). */
export type FieldOptions = Record<string, { value: string; label: string }[]>;

/** Where each select and radio takes its options: a dictionary's entries, or a GET call of the API. */
export const OPTION_SOURCES: Record<string, { dictType?: string; customUrl?: string }> = {
  audience: { dictType: 'sex' },
};

/** What the page does for a row's actions. */
export interface DemoNoticeActionHandlers {
  edit: (row: DemoNoticeView) => void;
  remove: (row: DemoNoticeView) => void;
}

/** A row's actions: 编辑, 删除. */
export function demoNoticeActions(t: TFunction, on: DemoNoticeActionHandlers): RowAction<DemoNoticeView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (r) => 'demo-notice-edit-' + r.id },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove, testId: (r) => 'demo-notice-delete-' + r.id },
  ];
}

const yesNo = (t: TFunction) => ({ true: { text: t('common.yes') }, false: { text: t('common.no') } });

/** Columns and search fields of the list. */
export function demoNoticeColumns(t: TFunction, actions: RowAction<DemoNoticeView>[], options: FieldOptions = {}): ProColumns<DemoNoticeView>[] {
  return [
    { title: '标题', dataIndex: 'title', sorter: true, order: 3 },
    { title: '面向', dataIndex: 'audience', valueType: 'select', fieldProps: { options: options.audience ?? [] }, order: 2 },
    { title: '浏览量', dataIndex: 'views', valueType: 'digit', sorter: true, search: false },
    { title: '置顶', dataIndex: 'pinned', valueEnum: yesNo(t), search: false },
    { title: '发布日期', dataIndex: 'publishDate', valueType: 'date', search: false },
    { title: '正文', dataIndex: 'content', hideInTable: true, ellipsis: true, search: false },
    {
      title: '发布日期',
      dataIndex: 'publishDateRange',
      valueType: 'dateRange',
      hideInTable: true,
      order: 1,
      search: { transform: (v: [string, string]) => ({ publishDateStart: v?.[0], publishDateEnd: v?.[1] }) },
    },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 180 },
    actionColumn(t, actions, { width: 130 }),
  ];
}

/** The add / edit dialog's fields, 2 to a row; `editing` fixes those only add sets. */
export function demoNoticeFormFields(t: TFunction, options: FieldOptions = {}, _editing = false): FormField[] {
  return [
    {
      kind: 'row',
      key: 'row-1',
      size: 16,
      fields: [
        {
          kind: 'text',
          name: 'title',
          label: '标题',
          rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: '标题' }) }, { max: 255 }],
          fieldProps: { style: { width: 330 } },
        },
        { kind: 'select', name: 'audience', label: '面向', rules: [{ max: 100 }], options: options.audience ?? [], fieldProps: { style: { width: 330 } } },
      ],
    },
    {
      kind: 'row',
      key: 'row-2',
      size: 16,
      fields: [
        { kind: 'digit', name: 'views', label: '浏览量', fieldProps: { style: { width: 330 } } },
        { kind: 'switch', name: 'pinned', label: '置顶', fieldProps: { style: { width: 330 } } },
      ],
    },
    {
      kind: 'row',
      key: 'row-3',
      size: 16,
      fields: [
        { kind: 'date', name: 'publishDate', label: '发布日期', fieldProps: { style: { width: 330 } } },
        { kind: 'textarea', name: 'content', label: '正文', rules: [{ max: 5000 }], fieldProps: { style: { width: 330 }, rows: 3 } },
      ],
    },
  ];
}

/** Width of the dialog. */
export const DIALOG_WIDTH = 760;
