import type { MessageSendView, Page } from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** One's own messages (站内消息): the server only ever answers the caller's own. */

/** GET /messageSend/unreadCount */
export const getUnreadCount = () => unwrap(http.get<number>('/messageSend/unreadCount'));

/** GET /messageSend/getByCondition: newest first, paged. */
export const getMyMessages = (pageNumber: number, pageSize = 10) =>
  unwrap(http.get<Page<MessageSendView>>('/messageSend/getByCondition', { pageNumber, pageSize }));

/** POST /messageSend/edit: mark one read (1) or unread (0). */
export const markMessage = (id: string, read: boolean) => unwrap(http.post<null>('/messageSend/edit', { id, status: read ? 1 : 0 }));

/** GET /messageSend/all/0: mark all of mine read. */
export const markAllRead = () => unwrap(http.get<null>('/messageSend/all/0'));
