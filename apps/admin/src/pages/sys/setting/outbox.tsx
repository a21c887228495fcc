import { ProTable } from '@ant-design/pro-components';
import type { OutboxMessageView } from '@zhiyuan/shared';
import { useTranslation } from 'react-i18next';
import { getOutbox } from '../../../services/accounts';
import { pagedRequest } from '../table';
import { outboxColumns } from './data';

/** 发件箱: SMS and e-mail kept by the outbox provider (development). */
export function Outbox() {
  const { t } = useTranslation();
  return (
    <ProTable<OutboxMessageView>
      rowKey="id"
      columns={outboxColumns(t)}
      cardBordered={false}
      search={{ labelWidth: 'auto' }}
      headerTitle={t('accountsAdmin.outbox.hint')}
      pagination={{ defaultPageSize: 10 }}
      request={pagedRequest(getOutbox)}
    />
  );
}
