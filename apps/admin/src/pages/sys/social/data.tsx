import type { ProColumns } from '@ant-design/pro-components';
import { Avatar, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { SocialRow } from '../../../services/accounts';
import { valueEnum } from '../table';

const PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;
/** Permission code of 解绑. */
export const DELETE_CODE = 'sys:social:delete';

/** A row's action: 解绑, asked first. */
export function socialActions(t: TFunction, on: { unbind: (row: SocialRow) => unknown }): RowAction<SocialRow>[] {
  return [
    {
      key: 'unbind',
      label: t('accountsAdmin.social.unbind'),
      perm: DELETE_CODE,
      tone: 'danger',
      confirm: {
        kind: 'modal',
        title: () => t('accountsAdmin.social.unbind'),
        content: (r) => t('accountsAdmin.social.unbindConfirm', { name: r.username }),
        okDanger: true,
      },
      onClick: on.unbind,
    },
  ];
}

/** Columns and search fields of the social identities; the action column only for who may unbind. */
export function socialColumns(t: TFunction, actions: RowAction<SocialRow>[], canDelete: boolean): ProColumns<SocialRow>[] {
  return [
    {
      title: t('accountsAdmin.social.platform'),
      dataIndex: 'platform',
      width: 110,
      valueType: 'select',
      valueEnum: valueEnum(PLATFORMS.map((p) => ({ value: p, label: t(`accountsAdmin.platform.${p}`) }))),
    },
    {
      title: t('accountsAdmin.social.name'),
      dataIndex: 'username',
      width: 200,
      render: (_, r) => (
        <Space>
          {r.avatar ? <Avatar size="small" src={r.avatar} /> : null}
          {r.username}
        </Space>
      ),
    },
    { title: 'Open ID', dataIndex: 'openId', search: false, ellipsis: true, width: 180 },
    { title: t('accountsAdmin.social.relateUsername'), dataIndex: 'relateUsername', width: 150, render: (_, r) => r.relateUsername ?? '-' },
    {
      title: t('accountsAdmin.social.isRelated'),
      dataIndex: 'isRelated',
      width: 100,
      valueType: 'select',
      valueEnum: {
        true: { text: t('accountsAdmin.social.related'), status: 'Success' },
        false: { text: t('accountsAdmin.social.notRelated'), status: 'Default' },
      },
      render: (_, r) => (
        <Tag color={r.isRelated ? 'green' : 'default'} bordered={false}>
          {r.isRelated ? t('accountsAdmin.social.related') : t('accountsAdmin.social.notRelated')}
        </Tag>
      ),
    },
    { title: t('accountsAdmin.social.relateTime'), dataIndex: 'relateTime', search: false, width: 170, render: (_, r) => r.relateTime ?? '-' },
    actionColumn(t, actions, { title: t('accountsAdmin.social.actions'), width: 90, hideInTable: !canDelete }),
  ];
}
