import type { ProColumns } from '@ant-design/pro-components';
import type { CacheKeyView } from '@zhiyuan/shared';
import { Alert, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';

/** Permission codes of 缓存监控 (seeded with the menu). */
export const CODES = { add: 'sys:redis:add', delete: 'sys:redis:delete', clear: 'sys:redis:clear' } as const;

/** What the page does for a key's actions. */
export interface CacheActionHandlers {
  view: (row: CacheKeyView) => unknown;
  remove: (row: CacheKeyView) => void;
}

/** A key's actions: 查看 (not for a secret), 删除. */
export function cacheActions(t: TFunction, on: CacheActionHandlers): RowAction<CacheKeyView>[] {
  return [
    { key: 'view', label: t('cache.view'), hidden: (r) => r.secret, onClick: on.view },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search field of the key table. */
export function cacheColumns(t: TFunction, actions: RowAction<CacheKeyView>[]): ProColumns<CacheKeyView>[] {
  return [
    {
      title: t('cache.key'),
      dataIndex: 'key',
      fieldProps: { placeholder: t('cache.keyPlaceholder') },
      render: (_, r) => (
        <Typography.Text copyable={{ text: r.key }} style={{ wordBreak: 'break-all' }}>
          {r.key}
        </Typography.Text>
      ),
    },
    {
      title: t('cache.namespace'),
      dataIndex: 'namespace',
      search: false,
      width: 200,
      render: (_, r) => (
        <Tooltip title={r.description}>
          <Space size={4}>
            <Tag bordered={false}>{r.namespace}</Tag>
            {r.secret && <Tag color="gold">{t('cache.secret')}</Tag>}
          </Space>
        </Tooltip>
      ),
    },
    {
      title: t('cache.value'),
      dataIndex: 'value',
      search: false,
      ellipsis: true,
      render: (_, r) => (r.secret ? <Typography.Text type="secondary">{r.value}</Typography.Text> : <Typography.Text>{r.value}</Typography.Text>),
    },
    {
      title: t('cache.expire'),
      dataIndex: 'expireTime',
      search: false,
      width: 110,
      render: (_, r) => (r.expireTime < 0 ? t('cache.never') : t('cache.seconds', { count: r.expireTime })),
    },
    actionColumn(t, actions, { width: 120 }),
  ];
}

/** Columns of the store's INFO (a plain table under the keys). */
export function cacheInfoColumns(t: TFunction) {
  return [
    { title: t('cache.field'), dataIndex: 'key', width: 260 },
    { title: t('cache.fieldValue'), dataIndex: 'value' },
    { title: t('cache.description'), dataIndex: 'description' },
  ];
}

/** Values of the 新增 dialog: a custom key. */
export interface CacheKeyFormValues {
  key: string;
  value: string;
  expireTime?: number;
}

/** The fields of the 新增 dialog. */
export function cacheKeyFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'key',
      label: t('cache.addKey'),
      rules: [
        { required: true, whitespace: true, message: t('adminCommon.required', { label: t('cache.key') }) },
        { pattern: /^custom:\S+$/, message: t('cache.addKey') },
      ],
    },
    { kind: 'textarea', name: 'value', label: t('cache.value'), rules: [{ required: true, message: t('adminCommon.required', { label: t('cache.value') }) }] },
    { kind: 'digit', name: 'expireTime', label: t('cache.expireSeconds'), min: 1, max: 30 * 86400, fieldProps: { precision: 0 } },
  ];
}

/** Values of the 清空 dialog: a namespace (or all) and the words typed to confirm it. */
export interface CacheClearFormValues {
  namespace?: string;
  confirm: string;
}

/** The fields of the 清空 dialog: the confirmation asks for the namespace typed (全部 when none). */
export function cacheClearFormFields(t: TFunction): FormField[] {
  return [
    { kind: 'note', key: 'warn', node: <Alert type="warning" showIcon message={t('cache.clearWarn')} style={{ marginBottom: 16 }} /> },
    { kind: 'text', name: 'namespace', label: t('cache.clearNamespace') },
    {
      kind: 'watch',
      key: 'confirm',
      names: ['namespace'],
      fields: ({ namespace }) => [
        {
          kind: 'text',
          name: 'confirm',
          label: t('cache.clearConfirm', { expected: (namespace as string | undefined)?.trim() || '全部' }),
          rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('cache.clear') }) }],
          fieldProps: { 'data-testid': 'cache-clear-confirm' },
        },
      ],
    },
  ];
}
