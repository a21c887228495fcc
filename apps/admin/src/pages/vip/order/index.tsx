import { ProTable } from '@ant-design/pro-components';
import type { AdminDealRecordView } from '@zhiyuan/shared';
import { useTranslation } from 'react-i18next';
import { getOrders } from '../../../services/vip';
import { pagedRequest } from '../../sys/table';
import { orderColumns } from './data';

/** 会员订单: every membership order with its buyer, amount (set by the server) and payment. */
export default function OrderPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="vip-order-page">
      <ProTable<AdminDealRecordView>
        rowKey="id"
        columns={orderColumns(t)}
        headerTitle={t('vipAdmin.order.title')}
        cardBordered={false}
        dateFormatter="string"
        scroll={{ x: 1500 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={pagedRequest(getOrders)}
      />
    </div>
  );
}
