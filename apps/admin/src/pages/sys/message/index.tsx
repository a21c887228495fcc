import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { MESSAGE_RANGES } from '@zhiyuan/shared';
import { App, Button, Progress, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteMessages, getMessagesByCondition, getMessageSendsAdmin, SEND_STATUS, type Message, type MessageSend } from '../../../services/message';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest, valueEnum } from '../table';
import { MessageForm, useMessageTypes } from './modules/message-form';

const CODES = { add: 'sys:message:add', edit: 'sys:message:edit', delete: 'sys:message:delete' } as const;
const RANGE_COLORS: Record<number, string> = { 0: 'green', 1: 'blue', 2: 'purple', 3: 'cyan' };

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

  const columns: ProColumns<Message>[] = [
    {
      title: t('msg.title'),
      dataIndex: 'title',
      width: 180,
      ellipsis: true,
      render: (_, r) => (
        <Tooltip title={r.contentText}>
          <Typography.Text strong>{r.title}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('msg.type'),
      dataIndex: 'type',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(typeOptions),
      render: (_, r) => <Tag bordered={false}>{typeOptions.find((o) => o.value === r.type)?.label ?? r.type}</Tag>,
    },
    { title: t('msg.contentText'), dataIndex: 'contentText', search: false, width: 150, ellipsis: true },
    {
      title: t('msg.range'),
      dataIndex: 'range',
      search: false,
      width: 110,
      render: (_, r) => (
        <Tag color={RANGE_COLORS[r.range]} bordered={false}>
          {t(`msg.ranges.${r.range}`)}
          {r.range !== MESSAGE_RANGES.ALL ? ` ×${r.targetIds.length}` : ''}
        </Tag>
      ),
    },
    {
      title: t('msg.readStat'),
      dataIndex: 'readCount',
      search: false,
      width: 130,
      render: (_, r) => (
        <Tooltip title={t('msg.readOf', { read: r.readCount, total: r.sendCount })}>
          <Progress percent={r.sendCount ? Math.round((r.readCount / r.sendCount) * 100) : 0} size="small" format={() => `${r.readCount}/${r.sendCount}`} />
        </Tooltip>
      ),
    },
    { title: t('msg.createBy'), dataIndex: 'createBy', search: false, width: 80 },
    { title: t('msg.sendTime'), dataIndex: 'createTime', search: false, width: 165, sorter: true },
    {
      title: t('msg.dateRange'),
      dataIndex: 'range_',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, r) => (
        <Space size={12}>
          <Typography.Link onClick={() => onShowSends(r)}>{t('msg.sends')}</Typography.Link>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setForm({ open: true, message: r })}>{t('common.edit')}</Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.delete}>
            <Typography.Link type="danger" onClick={() => remove([r])}>
              {t('common.delete')}
            </Typography.Link>
          </HasPerm>
        </Space>
      ),
    },
  ];

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
  const statuses = [
    { value: SEND_STATUS.unread, label: t('msg.unread'), status: 'Warning' },
    { value: SEND_STATUS.read, label: t('msg.read'), status: 'Success' },
  ];
  const columns: ProColumns<MessageSend>[] = [
    { title: t('msg.title'), dataIndex: 'title', width: 220, ellipsis: true, render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text> },
    { title: t('msg.receiver'), dataIndex: 'username', search: false, width: 180, render: (_, r) => `${r.nickname || r.username}（${r.username}）` },
    { title: t('msg.readState'), dataIndex: 'status', width: 110, valueType: 'select', valueEnum: valueEnum(statuses) },
    { title: t('msg.sendTime'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
  ];
  return (
    <ProTable<MessageSend>
      rowKey="id"
      columns={columns}
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
