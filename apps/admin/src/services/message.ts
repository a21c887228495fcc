import type {
  MessageAddBody,
  MessageEditBody,
  MessageQuery,
  MessageSendAdminQuery,
  MessageSendQuery,
  MessageSendView,
  MessageView,
  Page,
} from '@zhiyuan/shared';
import { http } from './http';

/** 0 unread, 1 read */
export const SEND_STATUS = { unread: 0, read: 1 } as const;

export type Message = MessageView;
export type MessageSend = MessageSendView;

export function getMessagesByCondition(query: MessageQuery): Promise<Page<Message>> {
  return http.get<Page<Message>>('/message/getByCondition', { ...query });
}

export function getMessage(id: string): Promise<Message> {
  return http.get<Message>(`/message/get/${encodeURIComponent(id)}`);
}

/** Sent at once and pushed over /api/ws. */
export function addMessage(input: MessageAddBody): Promise<Message> {
  return http.post<Message>('/message/add', { ...input });
}

export function editMessage(input: MessageEditBody): Promise<Message> {
  return http.post<Message>('/message/edit', { ...input });
}

export function deleteMessages(ids: string[]): Promise<null> {
  return http.post<null>('/message/delByIds', { ids });
}

/** Send records of every user (message management). */
export function getMessageSendsAdmin(query: MessageSendAdminQuery): Promise<Page<MessageSend>> {
  return http.get<Page<MessageSend>>('/messageSend/admin/getByCondition', { ...query });
}

/** The caller's own inbox. */
export function getMyMessages(query: MessageSendQuery): Promise<Page<MessageSend>> {
  return http.get<Page<MessageSend>>('/messageSend/getByCondition', { ...query });
}

export function getUnreadCount(): Promise<number> {
  return http.get<number>('/messageSend/unreadCount', undefined, { silent: true });
}

export function setMessageRead(id: string, read = true): Promise<null> {
  return http.post<null>('/messageSend/edit', { id, status: read ? SEND_STATUS.read : SEND_STATUS.unread });
}

export function deleteMyMessages(ids: string[]): Promise<null> {
  return http.post<null>('/messageSend/delByIds', { ids });
}

/** /messageSend/all/0 marks all of mine read; /all/1 deletes all of mine that are read. */
export function markAllRead(): Promise<null> {
  return http.get<null>('/messageSend/all/0');
}

export function deleteAllRead(): Promise<null> {
  return http.get<null>('/messageSend/all/1');
}
