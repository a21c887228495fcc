import { and, count, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { formatDateTime, type MessageSendView, type MessageView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { departments, messageSends, messages, userRoles, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export type MessageRow = typeof messages.$inferSelect;

export const textOf = (html: string, max = 100) => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

export async function toMessageViews(db: Db, rows: MessageRow[]): Promise<MessageView[]> {
  if (!rows.length) return [];
  const stats = await db.select({
    messageId: messageSends.messageId,
    sent: count(),
    read: sql<number>`count(*) filter (where ${messageSends.status} = 1)`,
  }).from(messageSends).where(inArray(messageSends.messageId, rows.map((r) => r.id))).groupBy(messageSends.messageId);
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

/**
 * The enabled users a message reaches: everyone, chosen users, holders of roles, or members of
 * departments (and their sub-departments), always narrowed by the sender's data scope.
 */
export async function recipientsOf(db: Db, range: number, targetIds: string[], scope: SQL | undefined): Promise<string[]> {
  let target: SQL | undefined;
  if (range === 1) target = inArray(users.id, targetIds);
  else if (range === 2) target = inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, targetIds)));
  else if (range === 3) {
    const rows = await db.execute<{ id: string }>(sql`
      with recursive sub(id) as (
        select ${departments.id} from ${departments} where ${inArray(departments.id, targetIds)}
        union select d.id from ${departments} d join sub on d.parent_id = sub.id
      ) select id from sub`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows;
    target = list.length ? inArray(users.departmentId, list.map((r) => r.id)) : sql`false`;
  }
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.status, 0), target, scope));
  return rows.map((r) => r.id);
}

export async function insertSends(db: Db, messageId: string, userIds: string[]) {
  for (let i = 0; i < userIds.length; i += 1000) {
    const chunk = userIds.slice(i, i + 1000);
    await db.insert(messageSends).values(chunk.map((userId) => ({ id: newId(), messageId, userId }))).onConflictDoNothing();
  }
}

/** "Also to accounts created later": messages of that kind the user has no delivery of yet. */
export async function materializeLateSends(db: Db, userId: string) {
  const missing = await db.select({ id: messages.id }).from(messages).where(and(
    eq(messages.createSend, true),
    notExists(db.select({ one: sql`1` }).from(messageSends).where(and(eq(messageSends.messageId, messages.id), eq(messageSends.userId, userId)))),
  ));
  for (const m of missing) await insertSends(db, m.id, [userId]);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(messageSends).where(and(eq(messageSends.userId, userId), eq(messageSends.status, 0)));
  return Number(n);
}

/** Inbox rows (never status 2, deleted by the user) with the message and the recipient. */
export async function sendViews(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  const full = and(ne(messageSends.status, 2), where);
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: messageSends.id, messageId: messageSends.messageId, userId: messageSends.userId, status: messageSends.status, createTime: messageSends.createTime,
      username: users.username, nickname: users.nickname, title: messages.title, content: messages.content, type: messages.type,
    }).from(messageSends)
      .innerJoin(messages, eq(messages.id, messageSends.messageId))
      .innerJoin(users, eq(users.id, messageSends.userId))
      .where(full).orderBy(desc(messageSends.createTime), desc(messageSends.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(messageSends)
      .innerJoin(messages, eq(messages.id, messageSends.messageId))
      .innerJoin(users, eq(users.id, messageSends.userId))
      .where(full),
  ]);
  const content: MessageSendView[] = rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
  return { content, total: Number(total) };
}

