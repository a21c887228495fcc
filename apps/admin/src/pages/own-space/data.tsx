import type { ProColumns } from '@ant-design/pro-components';
import type { LogView, MessageSendView } from '@zhiyuan/shared';
import { Badge, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { SEND_STATUS } from '../../services/message';

/** Columns of 我的消息 (no search form; a title opens the message). */
export function inboxColumns(t: TFunction, open: (row: MessageSendView) => void): ProColumns<MessageSendView>[] {
  return [
    {
      title: t('msg.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (_, r) => (
        <Space>
          {r.status === SEND_STATUS.unread && <Badge status="processing" />}
          <Typography.Link strong={r.status === SEND_STATUS.unread} onClick={() => open(r)} data-testid="own-message-title">
            {r.title}
          </Typography.Link>
        </Space>
      ),
    },
    {
      title: t('msg.readState'),
      dataIndex: 'status',
      width: 100,
      render: (_, r) =>
        r.status === SEND_STATUS.unread ? (
          <Tag color="orange" bordered={false}>
            {t('msg.unread')}
          </Tag>
        ) : (
          <Tag bordered={false}>{t('msg.read')}</Tag>
        ),
    },
    { title: t('msg.receiveTime'), dataIndex: 'createTime', width: 170 },
  ];
}

/** Columns of 最近登录记录 under 账号安全 (read-only). */
export function loginColumns(t: TFunction): ProColumns<LogView>[] {
  return [
    { title: t('log.time'), dataIndex: 'createTime', width: 170 },
    {
      title: t('log.result'),
      dataIndex: 'success',
      width: 90,
      render: (_, r) => (
        <Tag color={r.success ? 'green' : 'red'} bordered={false}>
          {r.success ? t('log.success') : t('log.failure')}
        </Tag>
      ),
    },
    { title: t('log.ip'), dataIndex: 'ip', width: 140 },
    { title: t('log.device'), dataIndex: 'device', ellipsis: true },
    { title: t('log.reason'), dataIndex: 'errorMessage', ellipsis: true, render: (_, r) => r.errorMessage || '-' },
  ];
}
