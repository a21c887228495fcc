import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { MessageSendView } from '@zhiyuan/shared';
import { App, Badge, Button, Drawer, Segmented, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { deleteAllRead, deleteMyMessages, getMyMessages, getUnreadCount, markAllRead, SEND_STATUS, setMessageRead } from '../../../services/message';
import { useLive } from '../../../stores/live';
import { pagedRequest } from '../../sys/table';
import { inboxColumns } from '../data';

async function refreshUnread() {
  const count = await getUnreadCount().catch(() => null);
  if (count !== null) useLive.getState().setUnread(count);
}

/** 我的消息: the signed-in user's inbox; opening a message marks it read. */
export function InboxPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const unread = useLive((s) => s.unread);
  const [status, setStatus] = useState<'all' | '0' | '1'>('all');
  const [reading, setReading] = useState<MessageSendView | null>(null);
  const [selected, setSelected] = useState<MessageSendView[]>([]);
  const reload = () => actionRef.current?.reload();

  const open = async (row: MessageSendView) => {
    setReading(row);
    if (row.status === SEND_STATUS.unread) {
      await setMessageRead(row.id).catch(() => undefined);
      void refreshUnread();
      reload();
    }
  };

  return (
    <>
      <ProTable<MessageSendView>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={
          <Space>
            {t('own.inbox')}
            <Badge count={unread} />
          </Space>
        }
        search={false}
        options={{ reload: true, density: false, setting: false }}
        cardBordered={false}
        params={{ status: status === 'all' ? undefined : Number(status) }}
        pagination={{ defaultPageSize: 10 }}
        // On a phone the fixed-width columns would squeeze the title to nothing: scroll instead.
        scroll={{ x: 560 }}
        request={pagedRequest(getMyMessages)}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) }}
        tableAlertOptionRender={() => (
          <Typography.Link
            type="danger"
            onClick={() =>
              modal.confirm({
                title: t('adminCommon.deleteTitle'),
                content: t('own.deleteMessages', { count: selected.length }),
                okButtonProps: { danger: true },
                onOk: async () => {
                  await deleteMyMessages(selected.map((r) => r.id));
                  void message.success(t('adminCommon.deleted'));
                  setSelected([]);
                  void refreshUnread();
                  reload();
                },
              })
            }
          >
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <Segmented
            key="s"
            value={status}
            onChange={(v) => setStatus(v as typeof status)}
            options={[
              { value: 'all', label: t('common.all') },
              { value: '0', label: t('msg.unread') },
              { value: '1', label: t('msg.read') },
            ]}
          />,
          <Button
            key="r"
            onClick={async () => {
              await markAllRead();
              useLive.getState().setUnread(0);
              void message.success(t('own.allRead'));
              reload();
            }}
            data-testid="own-mark-all-read"
          >
            {t('own.markAllRead')}
          </Button>,
          <Button
            key="d"
            danger
            onClick={() =>
              modal.confirm({
                title: t('own.deleteRead'),
                content: t('own.deleteReadConfirm'),
                okButtonProps: { danger: true },
                onOk: async () => {
                  await deleteAllRead();
                  void message.success(t('adminCommon.deleted'));
                  reload();
                },
              })
            }
          >
            {t('own.deleteRead')}
          </Button>,
        ]}
        columns={inboxColumns(t, (row) => void open(row))}
      />
      <Drawer title={reading?.title} open={Boolean(reading)} onClose={() => setReading(null)} width={520} destroyOnHidden>
        <Typography.Text type="secondary">{reading?.createTime}</Typography.Text>
        <SafeHtml className="message-content" html={reading?.content ?? ''} data-testid="own-message-content" />
      </Drawer>
    </>
  );
}
