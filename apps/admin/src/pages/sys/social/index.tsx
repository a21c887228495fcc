import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Avatar, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { getSocials, unbindSocials, type SocialRow } from '../../../services/accounts';
import { pagedRequest, valueEnum } from '../table';

const PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;

/** 社交账号绑定: every social identity seen, whom it is bound to, and unbinding. */
export default function SocialPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canDelete = useAccess().can('sys:social:delete');
  const actionRef = useRef<ActionType>(null);
  const columns: ProColumns<SocialRow>[] = [
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
    {
      title: t('accountsAdmin.social.actions'),
      valueType: 'option',
      width: 90,
      hideInTable: !canDelete,
      render: (_, r) => (
        <Typography.Link
          type="danger"
          onClick={() =>
            modal.confirm({
              title: t('accountsAdmin.social.unbind'),
              content: t('accountsAdmin.social.unbindConfirm', { name: r.username }),
              okButtonProps: { danger: true },
              onOk: async () => {
                await unbindSocials([r.id]);
                void message.success(t('accountsAdmin.social.unbound'));
                actionRef.current?.reload();
              },
            })
          }
        >
          {t('accountsAdmin.social.unbind')}
        </Typography.Link>
      ),
    },
  ];
  return (
    <ProTable<SocialRow>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      search={{ labelWidth: 'auto' }}
      scroll={{ x: 1000 }}
      pagination={{ defaultPageSize: 10 }}
      request={pagedRequest(getSocials)}
      data-testid="social-page"
    />
  );
}
