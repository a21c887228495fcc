import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getOutbox, type OutboxRow } from '../../../services/accounts';
import { pagedRequest, valueEnum } from '../table';

/** 发件箱: SMS and e-mail kept by the outbox provider (development). */
export function Outbox() {
  const { t } = useTranslation();
  const columns: ProColumns<OutboxRow>[] = [
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
  return (
    <ProTable<OutboxRow>
      rowKey="id"
      columns={columns}
      cardBordered={false}
      search={{ labelWidth: 'auto' }}
      headerTitle={t('accountsAdmin.outbox.hint')}
      pagination={{ defaultPageSize: 10 }}
      request={pagedRequest(getOutbox)}
    />
  );
}
