import type { ProColumns } from '@ant-design/pro-components';
import type { OutboxMessageView } from '@zhiyuan/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { valueEnum } from '../table';

/** Columns and search fields of 发件箱 (read-only: no row actions). */
export function outboxColumns(t: TFunction): ProColumns<OutboxMessageView>[] {
  return [
    {
      title: t('accountsAdmin.outbox.channel'),
      dataIndex: 'channel',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum([
        { value: 'sms', label: t('accountsAdmin.outbox.sms') },
        { value: 'email', label: t('accountsAdmin.outbox.email') },
      ]),
      render: (_, r) => <Tag bordered={false}>{r.channel === 'sms' ? t('accountsAdmin.outbox.sms') : t('accountsAdmin.outbox.email')}</Tag>,
    },
    { title: t('accountsAdmin.outbox.recipient'), dataIndex: 'recipient', width: 200 },
    {
      title: t('accountsAdmin.outbox.scene'),
      dataIndex: 'scene',
      width: 110,
      search: false,
      render: (_, r) => t(`accountsAdmin.scene.${r.scene}`, { defaultValue: r.scene }),
    },
    { title: t('accountsAdmin.outbox.body'), dataIndex: 'body', search: false, ellipsis: true },
    { title: t('accountsAdmin.outbox.time'), dataIndex: 'createTime', search: false, width: 170 },
  ];
}
