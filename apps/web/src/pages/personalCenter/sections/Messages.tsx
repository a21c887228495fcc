import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageSendView, Page } from '@zhiyuan/shared';
import { getMyMessages, markAllRead, markMessage } from '../../../api/messages.ts';
import { useInboxStore } from '../../../stores/inbox.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import './inbox.css';

const PAGE_SIZE = 10;

/**
 * 我的消息: one's own messages, newest first. Opening one marks it read. Content is the sender's
 * HTML, shown only through SafeHtml (the shared allow-list, applied again here).
 */
export default function MessagesSection() {
  const { t } = useTranslation();
  const unread = useInboxStore((s) => s.unread);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<MessageSendView> | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback((n: number) => {
    setLoading(true);
    getMyMessages(n, PAGE_SIZE)
      .then(setData)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  // Reload when a new message arrives (the live count changes) or the page changes.
  useEffect(() => load(page), [load, page, unread]);

  const refreshCount = (delta: number) => useInboxStore.getState().setUnread(useInboxStore.getState().unread + delta);

  const toggle = async (m: MessageSendView) => {
    setOpen(open === m.id ? null : m.id);
    if (m.status === 0) {
      await markMessage(m.id, true).catch(() => undefined);
      setData((d) => d && { ...d, content: d.content.map((x) => (x.id === m.id ? { ...x, status: 1 } : x)) });
      refreshCount(-1);
    }
  };

  const readAll = async () => {
    await markAllRead().catch(() => undefined);
    useInboxStore.getState().setUnread(0);
    load(page);
  };

  return (
    <div className="zy-inbox" data-testid="inbox">
      <div className="zy-inbox__bar">
        <span data-testid="inbox-unread">{t('inbox.unreadCount', { count: unread })}</span>
        <Button size="small" onClick={() => void readAll()} disabled={!unread} data-testid="inbox-read-all">
          {t('inbox.readAll')}
        </Button>
      </div>
      <Spin spinning={loading}>
        {data && data.content.length === 0 ? (
          <Empty description={t('inbox.empty')} />
        ) : (
          <List
            dataSource={data?.content ?? []}
            renderItem={(m) => (
              <List.Item key={m.id} className="zy-inbox__item" onClick={() => void toggle(m)} data-testid="inbox-item" data-read={m.status === 1}>
                <div className="zy-inbox__head">
                  <Badge status={m.status === 0 ? 'processing' : 'default'} />
                  <strong className={m.status === 0 ? 'zy-inbox__title zy-inbox__title--unread' : 'zy-inbox__title'}>{m.title}</strong>
                  <span className="zy-inbox__time">{m.createTime}</span>
                </div>
                {open === m.id && <SafeHtml className="zy-inbox__content" html={m.content} onClick={(e) => e.stopPropagation()} data-testid="inbox-content" />}
              </List.Item>
            )}
          />
        )}
      </Spin>
      {data && data.totalElements > PAGE_SIZE && (
        <Pagination size="small" current={page} pageSize={PAGE_SIZE} total={data.totalElements} onChange={setPage} showSizeChanger={false} />
      )}
    </div>
  );
}
