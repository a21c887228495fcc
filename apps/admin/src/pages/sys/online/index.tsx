import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { OnlineUserView } from '@zhiyuan/shared';
import { App, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { getOnlineUsers, kickOut } from '../../../services/online';
import { pagedRequest } from '../table';

const CODES = { logout: 'sys:online:logout' } as const;

/** 在线用户: live sessions with user, IP, device and last activity; kick-out ends a session at once. */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<OnlineUserView[]>([]);

  const kick = async (rows: OnlineUserView[]) => {
    await kickOut(rows.map((r) => r.id));
    void message.success(t('online.kicked', { count: rows.length }));
    setSelected([]);
    actionRef.current?.reload();
  };

  const columns: ProColumns<OnlineUserView>[] = [
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
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 90,
      fixed: 'right',
      render: (_, r) =>
        r.current ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <HasPerm value={CODES.logout}>
            <Popconfirm title={t('online.kickConfirm', { name: r.username })} onConfirm={() => kick([r])} okButtonProps={{ danger: true }}>
              <Typography.Link type="danger" data-testid={`online-kick-${r.username}`}>
                {t('online.kick')}
              </Typography.Link>
            </Popconfirm>
          </HasPerm>
        ),
    },
  ];

  return (
    <div data-testid="online-page">
      <ProTable<OnlineUserView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('online.title')}
        cardBordered={false}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getOnlineUsers)}
        rowSelection={
          access.can(CODES.logout)
            ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows), getCheckboxProps: (r) => ({ disabled: r.current }) }
            : false
        }
        tableAlertOptionRender={() => (
          <Typography.Link
            type="danger"
            onClick={() =>
              modal.confirm({
                title: t('online.kick'),
                content: t('online.kickMany', { count: selected.length }),
                okButtonProps: { danger: true },
                onOk: () => kick(selected),
              })
            }
          >
            {t('online.kickSelected')}
          </Typography.Link>
        )}
      />
    </div>
  );
}
