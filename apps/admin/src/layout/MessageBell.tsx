import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createLiveSocket, liveSocketUrl, unreadOf } from '@zhiyuan/shared';
import { getUnreadCount } from '../services/message';
import { getToken } from '../services/token';
import { useLive } from '../stores/live';
import { useSession } from '../stores/session';

export const OWN_MESSAGES_PATH = '/own-space?tab=message';

/**
 * Keeps the header's unread count live: the count from the inbox on start, then whatever
 * /api/ws pushes (a new message, or the count itself), reconnecting with backoff after drops.
 */
export function useLiveChannel() {
  const token = useSession((s) => s.token);
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    const live = useLive.getState();
    getUnreadCount()
      .then((count) => useLive.getState().setUnread(count))
      .catch(() => undefined);
    const socket = createLiveSocket({
      url: liveSocketUrl(),
      getToken,
      onStatus: live.setStatus,
      onEvent: (event) => {
        const count = unreadOf(event);
        if (event.type === 'message') {
          if (count !== null) useLive.getState().setUnread(count);
          else useLive.getState().bump();
          const title = typeof event.title === 'string' ? event.title : (event.message as { title?: string } | undefined)?.title;
          notification.info({
            message: t('adminMsg.newMessage'),
            description: title ?? t('adminMsg.newMessageText'),
            placement: 'topRight',
            onClick: () => navigate(OWN_MESSAGES_PATH),
          });
          void queryClient.invalidateQueries({ queryKey: ['own', 'messages'] });
        } else if (event.type === 'kicked') {
          // The session was ended by an administrator; the next call answers 401 and signs out.
          void queryClient.invalidateQueries({ queryKey: ['session'] });
        } else if (count !== null) {
          useLive.getState().setUnread(count);
        }
      },
    });
    socket.connect();
    return () => socket.stop();
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps
}

export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useLive((s) => s.unread);
  const status = useLive((s) => s.status);
  return (
    <Tooltip title={status === 'open' ? t('adminMsg.bell', { count: unread }) : t('adminMsg.bellOffline', { count: unread })}>
      <span className="header-action" role="button" onClick={() => navigate(OWN_MESSAGES_PATH)} data-testid="header-bell">
        <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]}>
          <BellOutlined style={{ fontSize: 16 }} data-testid="header-bell-icon" />
        </Badge>
        <span data-testid="header-unread" data-count={unread} data-status={status} hidden />
      </span>
    </Tooltip>
  );
}
