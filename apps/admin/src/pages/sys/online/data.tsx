import type { ProColumns } from '@ant-design/pro-components';
import type { OnlineUserView } from '@zhiyuan/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { actionColumn, type RowAction } from '../../../components/row-actions';

/** Permission codes of 在线用户 (seeded with the menu). */
export const CODES = { logout: 'sys:online:logout' } as const;

/** A session's action: 强制下线, asked first; never one's own session. */
export function onlineActions(t: TFunction, on: { kick: (row: OnlineUserView) => unknown }): RowAction<OnlineUserView>[] {
  return [
    {
      key: 'kick',
      label: t('online.kick'),
      perm: CODES.logout,
      hidden: (r) => r.current,
      tone: 'danger',
      confirm: { kind: 'pop', title: (r) => t('online.kickConfirm', { name: r.username }), okDanger: true },
      onClick: on.kick,
      testId: (r) => `online-kick-${r.username}`,
    },
  ];
}

/** Columns and search fields of the session table. */
export function onlineColumns(t: TFunction, actions: RowAction<OnlineUserView>[]): ProColumns<OnlineUserView>[] {
  return [
    { title: t('online.keyword'), dataIndex: 'key', hideInTable: true, fieldProps: { placeholder: t('online.keywordPlaceholder') } },
    {
      title: t('online.user'),
      dataIndex: 'username',
      search: false,
      width: 250,
      render: (_, r) => (
        <Space size={4}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {r.nickname || r.username}
          </Typography.Text>
          <Typography.Text type="secondary">({r.username})</Typography.Text>
          {r.current && (
            <Tag color="blue" bordered={false}>
              {t('online.current')}
            </Tag>
          )}
        </Space>
      ),
    },
    { title: t('online.ip'), dataIndex: 'ip', search: false, width: 120 },
    { title: t('online.device'), dataIndex: 'device', search: false, width: 120, ellipsis: true },
    { title: t('online.loginTime'), dataIndex: 'loginTime', search: false, width: 165, sorter: true },
    { title: t('online.lastActive'), dataIndex: 'lastActiveTime', search: false, width: 165, sorter: true },
    {
      title: t('online.expire'),
      dataIndex: 'expireTime',
      search: false,
      width: 165,
      render: (_, r) =>
        r.remember ? (
          <Tooltip title={t('online.remember')}>
            <span>{r.expireTime} *</span>
          </Tooltip>
        ) : (
          r.expireTime
        ),
    },
    // One's own session shows a dash where the others show 强制下线.
    actionColumn(t, actions, { width: 90, fixed: 'right', empty: (r) => (r.current ? <Typography.Text type="secondary">-</Typography.Text> : null) }),
  ];
}
