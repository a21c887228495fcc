import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { CardBatchView, CardView } from '@zhiyuan/shared';
import { App, Button, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { createCardBatch, getCardBatches, getCards, voidCards } from '../../../services/vip';
import { pagedRequest } from '../../sys/table';
import { batchActions, batchColumns, cardActions, cardColumns, CODES, newBatchFormFields, newBatchValues, type NewBatchValues } from './data';

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
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);

  const voidBatch = async (b: CardBatchView) => {
    const { voided } = await voidCards({ batchId: b.id });
    void message.success(t('vipAdmin.card.voided', { count: voided }));
    actionRef.current?.reload();
  };
  const columns = batchColumns(t, batchActions(t, { showCards: (b) => onShowCards(b.id), voidBatch }));

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
  return (
    <ModalForm<NewBatchValues>
      title={t('vipAdmin.batch.add')}
      width={520}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid="vip-batch-add">
          {t('vipAdmin.batch.add')}
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      initialValues={newBatchValues()}
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
      {renderFormFields(newBatchFormFields(t))}
    </ModalForm>
  );
}

function CardTable({ batchId }: { batchId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);

  const voidCard = async (c: CardView) => {
    const { voided } = await voidCards({ ids: [c.id] });
    void message.success(t('vipAdmin.card.voided', { count: voided }));
    actionRef.current?.reload();
  };
  const columns = cardColumns(t, batchId, cardActions(t, { voidCard }));

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
