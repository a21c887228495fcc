import { CONTACT_TYPES, type ContactMemberView } from '@zhiyuan/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { tableActionColumn, type RowAction } from '../../../components/row-actions';

/** Permission code of 客服页面配置: edits the widget and its contacts. */
export const EDIT = 'chat:setting:edit';

/** What the page does for a contact's actions. */
export interface ContactActionHandlers {
  edit: (row: ContactMemberView) => void;
  remove: (row: ContactMemberView) => void;
}

/** A contact's actions: 编辑, 删除. */
export function contactActions(t: TFunction, on: ContactActionHandlers): RowAction<ContactMemberView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: EDIT, onClick: on.edit },
    { key: 'delete', label: t('common.delete'), perm: EDIT, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns of the contacts (a short list, not paged); the action column only for who may edit. */
export function contactColumns(t: TFunction, actions: RowAction<ContactMemberView>[], canEdit: boolean): ColumnsType<ContactMemberView> {
  return [
    { title: t('autoChat.name'), dataIndex: 'name' },
    {
      title: t('autoChat.type'),
      dataIndex: 'type',
      render: (v: ContactMemberView['type']) => <Tag bordered={false}>{t(`autoChat.types.${v}`)}</Tag>,
    },
    { title: t('autoChat.value'), dataIndex: 'value' },
    { title: t('autoChat.workTime'), dataIndex: 'workTime' },
    {
      title: t('adminCommon.status'),
      dataIndex: 'enabled',
      render: (v: boolean) => (v ? <Tag color="success">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>),
    },
    ...(canEdit ? [tableActionColumn(t, actions, { width: 110 })] : []),
  ];
}

/** The fields of the contact dialog. */
export function contactFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: t('autoChat.name'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.name') }) }, { max: 30 }],
    },
    {
      kind: 'select',
      name: 'type',
      label: t('autoChat.type'),
      options: CONTACT_TYPES.map((v) => ({ value: v, label: t(`autoChat.types.${v}`) })),
      rules: [{ required: true }],
    },
    {
      kind: 'text',
      name: 'value',
      label: t('autoChat.value'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.value') }) }, { max: 100 }],
    },
    { kind: 'text', name: 'workTime', label: t('autoChat.workTime'), rules: [{ max: 50 }] },
    {
      kind: 'row',
      key: 'state',
      size: 32,
      fields: [
        { kind: 'switch', name: 'enabled', label: t('adminCommon.enabled') },
        { kind: 'digit', name: 'sortOrder', label: t('adminCommon.sortOrder'), min: -9999, max: 9999 },
      ],
    },
  ];
}
