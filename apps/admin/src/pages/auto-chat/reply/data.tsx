import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import type { AutoChatView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { categoryTag } from '../../../components/category-tag';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';

/** Permission codes of 自动回复配置 (seeded with the menu). */
export const CODES = { add: 'chat:reply:add', edit: 'chat:reply:edit', delete: 'chat:reply:delete' } as const;

/** The answer's words without its markup, for the list (never rendered as HTML here). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** What the page does for a reply's actions. */
export interface ReplyActionHandlers {
  edit: (row: AutoChatView) => void;
  remove: (row: AutoChatView) => void;
}

/** A reply's actions: 编辑, 删除. */
export function replyActions(t: TFunction, on: ReplyActionHandlers): RowAction<AutoChatView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search fields of the reply table. */
export function replyColumns(t: TFunction, actions: RowAction<AutoChatView>[]): ProColumns<AutoChatView>[] {
  const stateOptions = [
    { value: 'true', label: t('adminCommon.enabled'), status: 'Success' },
    { value: 'false', label: t('adminCommon.disabled'), status: 'Default' },
  ];
  return [
    {
      title: t('autoChat.question'),
      dataIndex: 'title',
      width: 260,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240, fontSize: 12 }}>
            {plainText(r.content)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('autoChat.category'),
      dataIndex: 'category',
      width: 90,
      render: (_, r) => categoryTag(r.category),
    },
    { title: t('autoChat.keywords'), dataIndex: 'keywords', search: false, ellipsis: true },
    { title: t('autoChat.synonyms'), dataIndex: 'synonyms', search: false, ellipsis: true },
    {
      title: t('adminCommon.status'),
      dataIndex: 'enabled',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(stateOptions),
      render: (_, r) => (r.enabled ? <Tag color="success">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>),
    },
    {
      title: t('autoChat.helpful'),
      dataIndex: 'goodCount',
      search: false,
      width: 100,
      render: (_, r) => (
        <Space size={10}>
          <span>
            <LikeOutlined /> {r.goodCount}
          </span>
          <span>
            <DislikeOutlined /> {r.badCount}
          </span>
        </Space>
      ),
    },
    { title: t('adminCommon.sortOrder'), dataIndex: 'sortOrder', search: false, width: 70 },
    actionColumn(t, actions, { width: 120, fixed: 'right' }),
  ];
}

/** The fields of the add / edit dialog. */
export function replyFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('autoChat.question'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.question') }) }, { max: 200 }],
    },
    {
      kind: 'textarea',
      name: 'content',
      label: t('autoChat.answer'),
      tooltip: t('autoChat.answerTip'),
      fieldProps: { rows: 5 },
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.answer') }) }, { max: 20000 }],
    },
    { kind: 'text', name: 'category', label: t('autoChat.category'), rules: [{ max: 50 }] },
    { kind: 'text', name: 'keywords', label: t('autoChat.keywords'), tooltip: t('autoChat.wordsTip'), rules: [{ max: 500 }] },
    { kind: 'text', name: 'synonyms', label: t('autoChat.synonyms'), tooltip: t('autoChat.wordsTip'), rules: [{ max: 500 }] },
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
