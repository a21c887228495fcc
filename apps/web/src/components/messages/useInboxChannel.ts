import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createLiveSocket, liveSocketUrl, unreadOf } from '@zhiyuan/shared';
import { getUnreadCount } from '../../api/messages.ts';
import { feedback } from '../../feedback.ts';
import { useInboxStore } from '../../stores/inbox.ts';
import { useLoginStore } from '../../stores/login.ts';
import { getToken } from '../../stores/storage.ts';

/**
 * While someone is signed in: the unread count from the inbox, then whatever /api/ws pushes (a new
 * message, or the count itself), reconnecting with backoff after drops. Mounted once per layout.
 */
export function useInboxChannel(): void {
  const isLogin = useLoginStore((s) => s.isLogin);
  const { t } = useTranslation();
  useEffect(() => {
    const inbox = useInboxStore.getState();
    if (!isLogin) {
      inbox.setUnread(0);
      return;
    }
    getUnreadCount()
      .then((n) => useInboxStore.getState().setUnread(n))
      .catch(() => undefined);
    const socket = createLiveSocket({
      url: liveSocketUrl(),
      getToken,
      onStatus: inbox.setStatus,
      onEvent: (event) => {
        const count = unreadOf(event);
        if (event.type === 'message') {
          if (count !== null) useInboxStore.getState().setUnread(count);
          else useInboxStore.getState().bump();
          const title = (event.message as { title?: string } | undefined)?.title ?? (typeof event.title === 'string' ? event.title : '');
          feedback.info(title ? t('inbox.newMessageTitled', { title }) : t('inbox.newMessage'));
        } else if (count !== null) {
          useInboxStore.getState().setUnread(count);
        }
      },
    });
    socket.connect();
    return () => socket.stop();
  }, [isLogin]); // eslint-disable-line react-hooks/exhaustive-deps
}
