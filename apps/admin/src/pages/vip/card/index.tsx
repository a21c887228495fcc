import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDatePicker, ProFormDigit, ProFormRadio, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { CardBatchView, CardView } from '@zhiyuan/shared';
import { Alert, App, Button, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { createCardBatch, getCardBatches, getCards, voidCards, type NewBatch } from '../../../services/vip';
import { pagedRequest, valueEnum } from '../../sys/table';

const CODES = { add: 'vip:card:add', void: 'vip:card:void' } as const;
const STATUS_COLOR = { unused: 'blue', used: 'green', void: 'default' } as const;

/** 充值卡管理: batches (made here, their file downloaded once) and every card with who activated it. */
export default function CardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('batches');
  const [batchId, setBatchId] = useState<string | undefined>();
  const showCards = (id: string) => {
    setBatchId(id);
    setTab('cards');
  };
  return (
    <div data-testid="vip-card-page" className="card-tabs">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'batches', label: <span data-testid="vip-tab-batches">{t('vipAdmin.tabs.batches')}</span>, children: <BatchTable onShowCards={showCards} /> },
          {
            key: 'cards',
            label: <span data-testid="vip-tab-cards">{t('vipAdmin.tabs.cards')}</span>,
            children: <CardTable key={batchId ?? 'all'} batchId={batchId} />,
          },
        ]}
      />
    </div>
  );
}

function BatchTable({ onShowCards }: { onShowCards(id: string): void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);

  const voidBatch = (b: CardBatchView) =>
    modal.confirm({
      title: t('vipAdmin.batch.voidBatch'),
      content: t('vipAdmin.batch.voidConfirm', { channel: b.channel }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { voided } = await voidCards({ batchId: b.id });
        void message.success(t('vipAdmin.card.voided', { count: voided }));
        actionRef.current?.reload();
      },
    });

  const columns: ProColumns<CardBatchView>[] = [
    {
      title: t('vipAdmin.batch.channel'),
      dataIndex: 'channel',
      width: 180,
      ellipsis: true,
      render: (_, b) => <Typography.Text strong>{b.channel}</Typography.Text>,
    },
    { title: t('vipAdmin.batch.remark'), dataIndex: 'remark', search: false, ellipsis: true, render: (_, b) => b.remark || '-' },
    { title: t('vipAdmin.batch.count'), dataIndex: 'count', search: false, width: 80 },
    { title: t('vipAdmin.batch.days'), dataIndex: 'days', search: false, width: 100 },
    {
      title: t('vipAdmin.batch.used'),
      dataIndex: 'used',
      search: false,
      width: 90,
      render: (_, b) => (
        <Tag color="green" bordered={false}>
          {b.used}
        </Tag>
      ),
    },
    {
      title: t('vipAdmin.batch.unused'),
      dataIndex: 'unused',
      search: false,
      width: 90,
      render: (_, b) => (
        <Tag color="blue" bordered={false}>
          {b.unused}
        </Tag>
      ),
    },
    { title: t('vipAdmin.batch.voided'), dataIndex: 'voided', search: false, width: 90 },
    { title: t('vipAdmin.batch.validUntil'), dataIndex: 'validUntil', search: false, width: 120, render: (_, b) => b.validUntil.slice(0, 10) },
    { title: t('vipAdmin.batch.createBy'), dataIndex: 'createBy', search: false, width: 110 },
    { title: t('vipAdmin.batch.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, b) => [
        <Typography.Link key="cards" onClick={() => onShowCards(b.id)}>
          {t('vipAdmin.batch.viewCards')}
        </Typography.Link>,
        access.can(CODES.void) && b.unused > 0 ? (
          <Typography.Link key="void" type="danger" onClick={() => voidBatch(b)}>
            {t('vipAdmin.batch.voidBatch')}
          </Typography.Link>
        ) : null,
      ],
    },
  ];

  return (
    <ProTable<CardBatchView>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      scroll={{ x: 1300 }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      request={pagedRequest(getCardBatches)}
      toolBarRender={() => [
        <HasPerm key="add" value={CODES.add}>
          <NewBatchForm onDone={() => actionRef.current?.reload()} />
        </HasPerm>,
      ]}
    />
  );
}

function NewBatchForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const required = (label: string) => [{ required: true, message: t('vipAdmin.batch.required', { label }) }];
  return (
    <ModalForm<Omit<NewBatch, 'validUntil'> & { validUntil: string }>
      title={t('vipAdmin.batch.add')}
      width={520}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid="vip-batch-add">
          {t('vipAdmin.batch.add')}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ count: 100, days: 365, format: 'xlsx', validUntil: dayjs().add(1, 'year').format('YYYY-MM-DD') }}
      onFinish={async (values) => {
        const made = await createCardBatch({ ...values, validUntil: dayjs(values.validUntil).format('YYYY-MM-DD') }).catch((error: Error) => {
          void message.error(error.message);
          return null;
        });
        if (!made) return false;
        void message.success(t('vipAdmin.batch.created', { count: values.count, file: made.fileName }));
        onDone();
        return true;
      }}
    >
      <Alert type="warning" showIcon message={t('vipAdmin.batch.warnTitle')} description={t('vipAdmin.batch.warnText')} style={{ marginBottom: 16 }} />
      <ProFormText
        name="channel"
        label={t('vipAdmin.batch.channel')}
        tooltip={t('vipAdmin.batch.channelTip')}
        rules={required(t('vipAdmin.batch.channel'))}
        fieldProps={{ maxLength: 60 }}
      />
      <ProFormText name="remark" label={t('vipAdmin.batch.remark')} fieldProps={{ maxLength: 200 }} />
      <ProFormDigit
        name="count"
        label={t('vipAdmin.batch.count')}
        min={1}
        max={5000}
        fieldProps={{ precision: 0 }}
        rules={required(t('vipAdmin.batch.count'))}
      />
      <ProFormDigit name="days" label={t('vipAdmin.batch.days')} min={1} max={3650} fieldProps={{ precision: 0 }} rules={required(t('vipAdmin.batch.days'))} />
      <ProFormDatePicker
        name="validUntil"
        label={t('vipAdmin.batch.validUntil')}
        rules={required(t('vipAdmin.batch.validUntil'))}
        fieldProps={{ disabledDate: (d: dayjs.Dayjs) => d.isBefore(dayjs(), 'day') }}
      />
      <ProFormRadio.Group
        name="format"
        label={t('vipAdmin.batch.format')}
        options={[
          { value: 'xlsx', label: 'Excel (xlsx)' },
          { value: 'csv', label: 'CSV' },
        ]}
      />
    </ModalForm>
  );
}

function CardTable({ batchId }: { batchId?: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const statuses = (['unused', 'used', 'void'] as const).map((s) => ({ value: s, label: t(`vipAdmin.card.statuses.${s}`) }));

  const voidOne = (c: CardView) =>
    modal.confirm({
      title: t('vipAdmin.card.void'),
      content: t('vipAdmin.card.voidConfirm', { cardNumber: c.cardNumber }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { voided } = await voidCards({ ids: [c.id] });
        void message.success(t('vipAdmin.card.voided', { count: voided }));
        actionRef.current?.reload();
      },
    });

  const columns: ProColumns<CardView>[] = [
    { title: t('vipAdmin.card.cardNumber'), dataIndex: 'cardNumber', width: 190, copyable: true, tooltip: t('vipAdmin.card.passwordNote') },
    { title: t('vipAdmin.card.batch'), dataIndex: 'batchId', width: 190, hideInTable: true, initialValue: batchId },
    { title: t('vipAdmin.card.channel'), dataIndex: 'channel', search: false, width: 160, ellipsis: true },
    {
      title: t('vipAdmin.card.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: valueEnum(statuses),
      render: (_, c) => (
        <Tag color={STATUS_COLOR[c.status]} bordered={false}>
          {t(`vipAdmin.card.statuses.${c.status}`)}
        </Tag>
      ),
    },
    { title: t('vipAdmin.card.days'), dataIndex: 'days', search: false, width: 100 },
    { title: t('vipAdmin.card.validUntil'), dataIndex: 'validUntil', search: false, width: 120, render: (_, c) => c.validUntil.slice(0, 10) },
    { title: t('vipAdmin.card.usedBy'), dataIndex: 'username', width: 140, render: (_, c) => c.usedByName ?? '-' },
    { title: t('vipAdmin.card.usedTime'), dataIndex: 'usedTime', search: false, width: 170, render: (_, c) => c.usedTime ?? '-' },
    { title: t('vipAdmin.card.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 80,
      fixed: 'right',
      render: (_, c) =>
        access.can(CODES.void) && c.status === 'unused'
          ? [
              <Typography.Link key="void" type="danger" onClick={() => voidOne(c)}>
                {t('vipAdmin.card.void')}
              </Typography.Link>,
            ]
          : [],
    },
  ];

  return (
    <ProTable<CardView>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      scroll={{ x: 1300 }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={pagedRequest(getCards)}
    />
  );
}
