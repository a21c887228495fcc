import type { ProColumns } from '@ant-design/pro-components';
import type { AdminDealRecordView } from '@zhiyuan/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';

const STATUS_COLOR = { unpaid: 'orange', paid: 'green', closed: 'default' } as const;
const REFUND_COLOR = { reviewing: 'gold', processing: 'blue', abnormal: 'red', refunded: 'purple', closed: 'default' } as const;

/** Permission code of 申请退款 (seeded with the menu). */
export const REFUND_CODE = 'vip:order:refund';

/** The one row action: 申请退款, on a paid order with no refund asked for, or one WeChat closed (the refund goes through its approval). */
export function orderActions(t: TFunction, onRefund: (o: AdminDealRecordView) => void): RowAction<AdminDealRecordView>[] {
  return [
    {
      key: 'refund',
      label: t('vipAdmin.order.refund'),
      perm: REFUND_CODE,
      tone: 'warning',
      hidden: (o) => o.status !== 'paid' || (o.refundStatus !== '' && o.refundStatus !== 'closed'),
      onClick: onRefund,
      testId: (o) => `order-refund-${o.orderNo}`,
    },
  ];
}

/** Columns and search fields of the order table; the action column when `onRefund` is given. */
export function orderColumns(t: TFunction, onRefund?: (o: AdminDealRecordView) => void): ProColumns<AdminDealRecordView>[] {
  const statuses = (['unpaid', 'paid', 'closed'] as const).map((s) => ({ value: s, label: t(`vipAdmin.order.statuses.${s}`) }));
  return [
    { title: t('vipAdmin.order.orderNo'), dataIndex: 'orderNo', width: 220, copyable: true },
    { title: t('vipAdmin.order.username'), dataIndex: 'username', width: 130, render: (_, o) => o.username ?? '-' },
    { title: t('vipAdmin.order.product'), dataIndex: 'productName', search: false, width: 180, ellipsis: true },
    { title: t('vipAdmin.order.amount'), dataIndex: 'amount', search: false, width: 110, render: (_, o) => (o.amount / 100).toFixed(2) },
    { title: t('vipAdmin.order.days'), dataIndex: 'days', search: false, width: 80 },
    {
      title: t('vipAdmin.order.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: valueEnum(statuses),
      render: (_, o) => (
        <Tag color={STATUS_COLOR[o.status]} bordered={false}>
          {t(`vipAdmin.order.statuses.${o.status}`)}
        </Tag>
      ),
    },
    {
      title: t('vipAdmin.order.payMode'),
      dataIndex: 'payMode',
      search: false,
      width: 150,
      render: (_, o) => (o.payMode === 'sandbox' || o.payMode === 'live' ? t(`vipAdmin.order.modes.${o.payMode}`) : '-'),
    },
    {
      title: t('vipAdmin.order.transactionId'),
      dataIndex: 'transactionId',
      search: false,
      width: 200,
      ellipsis: true,
      render: (_, o) => o.transactionId ?? '-',
    },
    {
      title: t('vipAdmin.order.refundStatus'),
      dataIndex: 'refundStatus',
      search: false,
      width: 200,
      render: (_, o) =>
        o.refundStatus ? (
          <span title={o.refundReason}>
            <Tag color={REFUND_COLOR[o.refundStatus]} bordered={false}>
              {t(`vipAdmin.order.refundStatuses.${o.refundStatus}`)}
            </Tag>
            {o.refundTime ?? ''}
          </span>
        ) : (
          '-'
        ),
    },
    { title: t('vipAdmin.order.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    { title: t('vipAdmin.order.paidTime'), dataIndex: 'paidTime', search: false, width: 170, render: (_, o) => o.paidTime ?? '-' },
    {
      title: t('vipAdmin.order.dateRange'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
    ...(onRefund ? [actionColumn(t, orderActions(t, onRefund), { width: 110, fixed: 'right' })] : []),
  ];
}
