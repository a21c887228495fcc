import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { App, Button, Space, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteMessages, getMessagesByCondition, getMessageSendsAdmin, type Message, type MessageSend } from '../../../services/message';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, messageActions, messageColumns, sendColumns } from './data';
import { MessageForm, useMessageTypes } from './modules/message-form';

type FormState = { open: false } | { open: true; message?: Message };

function MessageList({ onShowSends }: { onShowSends: (m: Message) => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const types = useMessageTypes();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [selected, setSelected] = useState<Message[]>([]);
  const typeOptions = (types.data ?? []).map((d) => ({ value: d.value, label: d.title }));

  const remove = (rows: Message[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('msg.thing') }, async () => {
      await deleteMessages(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = messageColumns(
    t,
    typeOptions,
    messageActions(t, { sends: onShowSends, edit: (row) => setForm({ open: true, message: row }), remove: (row) => remove([row]) }),
  );

  return (
    <>
      <ProTable<Message>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        cardBordered={false}
        dateFormatter="string"
        scroll={{ x: 1120 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getMessagesByCondition)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="msg-send">
              {t('msg.send')}
            </Button>
          </HasPerm>,
        ]}
      />
      <MessageForm
        open={form.open}
        message={form.open ? form.message : undefined}
        onClose={() => setForm({ open: false })}
        onSaved={() => actionRef.current?.reload()}
      />
    </>
  );
}

function SendRecords({ messageFilter, onClearFilter }: { messageFilter?: Message; onClearFilter: () => void }) {
  const { t } = useTranslation();
  return (
    <ProTable<MessageSend>
      rowKey="id"
      columns={sendColumns(t)}
      cardBordered={false}
      params={{ messageId: messageFilter?.id }}
      headerTitle={
        messageFilter ? (
          <Space>
            {t('msg.sendsOf', { title: messageFilter.title })}
            <Typography.Link onClick={onClearFilter} style={{ fontWeight: 'normal' }}>
              {t('msg.allSends')}
            </Typography.Link>
          </Space>
        ) : (
          t('msg.allSends')
        )
      }
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      request={pagedRequest(getMessageSendsAdmin)}
    />
  );
}

/** 消息管理: messages sent to all users, roles, departments or chosen users, and who read them. */
export default function MessagePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('list');
  const [filter, setFilter] = useState<Message>();
  return (
    <div data-testid="msg-page" className="card-tabs">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'list',
            label: t('msg.listTab'),
            children: (
              <MessageList
                onShowSends={(m) => {
                  setFilter(m);
                  setTab('sends');
                }}
              />
            ),
          },
          {
            key: 'sends',
            label: <span data-testid="msg-tab-sends">{t('msg.sendsTab')}</span>,
            children: <SendRecords messageFilter={filter} onClearFilter={() => setFilter(undefined)} />,
          },
        ]}
      />
    </div>
  );
}
