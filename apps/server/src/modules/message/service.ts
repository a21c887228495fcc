import { formatDateTime, type MessageSendView, type MessageView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/bus.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import {
  deleteMessages,
  hideSends,
  insertMessage,
  materializeLateSends,
  messageById,
  messageIdsInScope,
  messageInScope,
  messagePage,
  moveSends,
  recipientsOf,
  sendPage,
  sendStats,
  setSendStatus,
  unreadCount,
  unreadRecipientsOf,
  updateMessage,
  type MessageRow,
  type ScopeFilter,
  type SendFilter,
} from './repo.ts';

export const textOf = (html: string, max = 100) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

export async function toMessageViews(db: Db, rows: MessageRow[]): Promise<MessageView[]> {
  if (!rows.length) return [];
  const stats = await sendStats(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(stats.map((s) => [s.messageId, s]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    contentText: textOf(r.content),
    type: r.type,
    range: r.range,
    targetIds: r.targetIds,
    createSend: r.createSend,
    sendCount: Number(byId.get(r.id)?.sent ?? 0),
    readCount: Number(byId.get(r.id)?.read ?? 0),
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
  }));
}

/** Messages by title, type and date within the caller's scope, paged. */
export async function findMessages(db: Db, q: PageInput & { title?: string; type?: string }, scopeFilter: ScopeFilter): Promise<Page<MessageView>> {
  const { rows, total } = await messagePage(db, q, scopeFilter);
  return pageOf(await toMessageViews(db, rows), total, q);
}

/** A message within the caller's scope; one outside it is not found. */
export async function findMessage(db: Db, id: string, scopeFilter: ScopeFilter): Promise<MessageRow> {
  const row = await messageInScope(db, id, scopeFilter);
  if (!row) throw new AppError(404, 'messageNotFound');
  return row;
}

export async function messageView(db: Db, id: string, scopeFilter: ScopeFilter): Promise<MessageView> {
  return (await toMessageViews(db, [await findMessage(db, id, scopeFilter)]))[0];
}

export interface MessageInput {
  title: string;
  content: string;
  type?: string;
  range: number;
  targetIds: string[];
  createSend?: boolean;
}

/**
 * Sends a message to all users, chosen users, roles or departments (recipients within the
 * sender's data scope) and pushes it to their open pages.
 */
export async function sendMessage(
  db: Db,
  bus: EventBus,
  sender: { userId: string; username: string; reachesAll: boolean },
  input: MessageInput,
  scopeFilter: ScopeFilter,
): Promise<MessageView> {
  const { title, content, type, range, targetIds, createSend } = input;
  const recipients = await recipientsOf(db, range, targetIds, scopeFilter);
  if (recipients.length === 0) throw new AppError(400, 'noRecipients');
  const id = newId();
  await insertMessage(
    db,
    {
      id,
      title,
      content: sanitizeUserHtml(content),
      type: type ?? '0',
      range,
      targetIds: range === 0 ? [] : [...new Set(targetIds)],
      // Late delivery to new accounts only for a sender who may reach everybody.
      createSend: range === 0 && !!createSend && sender.reachesAll,
      createById: sender.userId,
      createBy: sender.username,
    },
    recipients,
  );
  const row = await messageById(db, id);
  await bus.publish({
    type: 'message',
    userIds: recipients,
    message: { id, title: row.title, type: row.type, createTime: formatDateTime(row.createTime) },
  });
  return (await toMessageViews(db, [row]))[0];
}

export async function editMessage(
  db: Db,
  input: { id: string; title: string; content: string; type?: string },
  scopeFilter: ScopeFilter,
): Promise<MessageView> {
  await findMessage(db, input.id, scopeFilter);
  const { id, title, content, type } = input;
  await updateMessage(db, id, { title, content: sanitizeUserHtml(content), ...(type ? { type } : {}) });
  const row = await messageById(db, id);
  return (await toMessageViews(db, [row]))[0];
}

/** Deletes messages and their deliveries; whoever had one unread gets a new count. */
export async function removeMessages(db: Db, bus: EventBus, ids: string[], scopeFilter: ScopeFilter): Promise<void> {
  const rows = await messageIdsInScope(db, ids, scopeFilter);
  if (rows.length !== new Set(ids).size) throw new AppError(404, 'messageNotFound');
  const affected = await unreadRecipientsOf(db, ids);
  await deleteMessages(db, ids);
  if (affected.length) await bus.publish({ type: 'unread', userIds: affected.map((a) => a.userId) });
}

/** Inbox rows (never status 2, deleted by the user) with the message and the recipient. */
export async function sendViews(db: Db, filter: SendFilter, page: PageInput): Promise<Page<MessageSendView>> {
  const { rows, total } = await sendPage(db, filter, { limit: page.pageSize, offset: (page.pageNumber - 1) * page.pageSize });
  const content: MessageSendView[] = rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
  return pageOf(content, total, page);
}

/** The user's own inbox: first the messages "for new accounts too" they have no delivery of yet. */
export async function inbox(db: Db, userId: string, filter: Omit<SendFilter, 'userId' | 'scopeFilter'>, page: PageInput): Promise<Page<MessageSendView>> {
  await materializeLateSends(db, userId);
  return sendViews(db, { userId, messageId: filter.messageId, status: filter.status, title: filter.title }, page);
}

export async function unreadOf(db: Db, userId: string): Promise<number> {
  await materializeLateSends(db, userId);
  return unreadCount(db, userId);
}

const changed = (bus: EventBus, userId: string) => bus.publish({ type: 'unread', userIds: [userId] });

/** Marks one of my messages read (1) or unread (0). */
export async function markOwn(db: Db, bus: EventBus, userId: string, id: string, status: number): Promise<void> {
  const done = await setSendStatus(db, userId, id, status);
  if (!done.length) throw new AppError(404, 'messageNotFound');
  await changed(bus, userId);
}

export async function deleteOwn(db: Db, bus: EventBus, userId: string, ids: string[]): Promise<void> {
  await hideSends(db, userId, ids);
  await changed(bus, userId);
}

/** 0: mark all my messages read; 1: delete all my READ messages. */
export async function clearOwn(db: Db, bus: EventBus, userId: string, type: number): Promise<void> {
  await moveSends(db, userId, type === 0 ? 0 : 1, type === 0 ? 1 : 2);
  await changed(bus, userId);
}
