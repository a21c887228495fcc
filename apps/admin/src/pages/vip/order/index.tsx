import { ModalForm, ProFormTextArea, ProTable, type ActionType } from '@ant-design/pro-components';
import type { AdminDealRecordView } from '@zhiyuan/shared';
import { App, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrders, requestRefund } from '../../../services/vip';
import { pagedRequest } from '../../sys/table';
import { orderColumns } from './data';

/**
 * 会员订单: every membership order with its buyer, amount (set by the server) and payment. 申请退款
 * starts the refund's approval (工作流程 → 我的待办 of the finance approvers); the order shows 退款审批中
 * until it passes (退款完成) or is rejected.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const [refunding, setRefunding] = useState<AdminDealRecordView | null>(null);
  return (
    <div data-testid="vip-order-page">
      <ProTable<AdminDealRecordView>
        rowKey="id"
        actionRef={actionRef}
        columns={orderColumns(t, setRefunding)}
        headerTitle={t('vipAdmin.order.title')}
        cardBordered={false}
        dateFormatter="string"
        scroll={{ x: 1800 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={pagedRequest(getOrders)}
      />
      <ModalForm<{ reason: string }>
        title={t('vipAdmin.order.refundTitle')}
        open={!!refunding}
        width={480}
        modalProps={{ destroyOnHidden: true, onCancel: () => setRefunding(null) }}
        onFinish={async ({ reason }) => {
          await requestRefund(refunding!.id, reason);
          void message.success(t('vipAdmin.order.refundAsked'));
          setRefunding(null);
          actionRef.current?.reload();
          return true;
        }}
      >
        <Typography.Paragraph type="secondary">
          {t('vipAdmin.order.refundHint', { orderNo: refunding?.orderNo ?? '', amount: ((refunding?.amount ?? 0) / 100).toFixed(2) })}
        </Typography.Paragraph>
        <ProFormTextArea
          name="reason"
          label={t('vipAdmin.order.refundReason')}
          rules={[{ required: true, whitespace: true, message: t('vipAdmin.order.refundReasonRequired') }]}
          fieldProps={{ maxLength: 200, showCount: true, 'data-testid': 'order-refund-reason' } as object}
        />
      </ModalForm>
    </div>
  );
}
