import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, messageSends, messages, roles, userRoles, users } from '../../db/schema/index.ts';
import type { ScopeColumns } from '../../db/data-scope.ts';
import { newId } from '../../lib/ids.ts';
import { SUPER_ADMIN, SUPER_ROLE } from '../../db/power.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import type { PageInput } from '../../lib/schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
/** The acting user's data-scope filter (`req.scopeFilter`), called here with the columns it narrows. */
export type ScopeFilter = (columns: ScopeColumns) => Promise<SQL | undefined>;

/** A message's sender is its owner for the data scope. */
const messageScope = (scopeFilter: ScopeFilter) => scopeFilter({ owner: messages.createById });

/** One page of messages within the caller's scope, and the total. */
export async function messagePage(
  db: Db,
  q: PageInput & { title?: string; type?: string },
  scopeFilter: ScopeFilter,
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(
    await messageScope(scopeFilter),
    q.title ? ilike(messages.title, escapeLike(q.title)) : undefined,
    q.type ? eq(messages.type, q.type) : undefined,
    q.startDate ? gte(messages.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(messages.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(direction(q.sort === 'title' ? messages.title : messages.createTime), desc(messages.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function messageInScope(db: Db, id: string, scopeFilter: ScopeFilter): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), await messageScope(scopeFilter)))
    .limit(1);
  return row;
}

export async function messageById(db: Db, id: string): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** The message and its deliveries, in one transaction. */
export async function insertMessage(db: Db, values: NewMessage & { id: string }, recipients: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(messages).values(values);
    await insertSends(tx as unknown as Db, values.id, recipients);
  });
}

/** The message and its deliveries, in one transaction; the message as stored. */
export async function insertMessageReturning(db: Db, values: NewMessage & { id: string }, recipients: string[]): Promise<MessageRow> {
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx.insert(messages).values(values).returning();
    await insertSends(tx as unknown as Db, values.id, recipients);
    return inserted;
  });
  return row;
}

/** Enabled super administrators (holders of ROLE_ADMIN, and the built-in `admin`) with their e-mail. */
export function enabledSuperAdmins(db: Db): Promise<{ id: string; email: string | null }[]> {
  const holders = db.select({ id: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, SUPER_ROLE));
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.status, 0), or(eq(users.username, SUPER_ADMIN), inArray(users.id, holders))));
}

export async function updateMessage(db: Db, id: string, values: { title: string; content: string; type?: string }): Promise<void> {
  await db
    .update(messages)
    .set({ ...values, updateTime: new Date() })
    .where(eq(messages.id, id));
}

export async function messageIdsInScope(db: Db, ids: string[], scopeFilter: ScopeFilter): Promise<{ id: string }[]> {
  return db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inArray(messages.id, ids), await messageScope(scopeFilter)));
}

/** Users with an unread delivery of one of these messages. */
export async function unreadRecipientsOf(db: Db, messageIds: string[]): Promise<{ userId: string }[]> {
  return db
    .selectDistinct({ userId: messageSends.userId })
    .from(messageSends)
    .where(and(inArray(messageSends.messageId, messageIds), eq(messageSends.status, 0)));
}

/** Deletes messages; their deliveries go with them (cascade). */
export async function deleteMessages(db: Db, ids: string[]): Promise<void> {
  await db.delete(messages).where(inArray(messages.id, ids));
}

/** Deliveries and reads per message. */
export async function sendStats(db: Db, messageIds: string[]) {
  return db
    .select({
      messageId: messageSends.messageId,
      sent: count(),
      read: sql<number>`count(*) filter (where ${messageSends.status} = 1)`,
    })
    .from(messageSends)
    .where(inArray(messageSends.messageId, messageIds))
    .groupBy(messageSends.messageId);
}

/**
 * The enabled users a message reaches: everyone, chosen users, holders of roles, or members of
 * departments (and their sub-departments), always narrowed by the sender's data scope.
 */
export async function recipientsOf(db: Db, range: number, targetIds: string[], scopeFilter: ScopeFilter): Promise<string[]> {
  const scope = await scopeFilter({ department: users.departmentId, owner: users.id });
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
    target = list.length
      ? inArray(
          users.departmentId,
          list.map((r) => r.id),
        )
      : sql`false`;
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 0), target, scope));
  return rows.map((r) => r.id);
}

export async function insertSends(db: Db, messageId: string, userIds: string[]) {
  for (let i = 0; i < userIds.length; i += 1000) {
    const chunk = userIds.slice(i, i + 1000);
    await db
      .insert(messageSends)
      .values(chunk.map((userId) => ({ id: newId(), messageId, userId })))
      .onConflictDoNothing();
  }
}

/** "Also to accounts created later": messages of that kind the user has no delivery of yet. */
export async function materializeLateSends(db: Db, userId: string) {
  const missing = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.createSend, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(messageSends)
            .where(and(eq(messageSends.messageId, messages.id), eq(messageSends.userId, userId))),
        ),
      ),
    );
  for (const m of missing) await insertSends(db, m.id, [userId]);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(messageSends)
    .where(and(eq(messageSends.userId, userId), eq(messageSends.status, 0)));
  return Number(n);
}

/** Which deliveries to list; `scopeFilter` narrows them to recipients within the caller's data scope. */
export interface SendFilter {
  userId?: string;
  messageId?: string;
  status?: number;
  title?: string;
  scopeFilter?: ScopeFilter;
}

/** Inbox rows (never status 2, deleted by the user) with the message and the recipient. */
export async function sendPage(db: Db, filter: SendFilter, page: { limit: number; offset: number }) {
  const full = and(
    ne(messageSends.status, 2),
    filter.scopeFilter ? await filter.scopeFilter({ department: users.departmentId, owner: users.id }) : undefined,
    filter.messageId ? eq(messageSends.messageId, filter.messageId) : undefined,
    filter.userId ? eq(messageSends.userId, filter.userId) : undefined,
    filter.status !== undefined ? eq(messageSends.status, filter.status) : undefined,
    filter.title ? ilike(messages.title, escapeLike(filter.title)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: messageSends.id,
        messageId: messageSends.messageId,
        userId: messageSends.userId,
        status: messageSends.status,
        createTime: messageSends.createTime,
        username: users.username,
        nickname: users.nickname,
        title: messages.title,
        content: messages.content,
        type: messages.type,
      })
      .from(messageSends)
      .innerJoin(messages, eq(messages.id, messageSends.messageId))
      .innerJoin(users, eq(users.id, messageSends.userId))
      .where(full)
      .orderBy(desc(messageSends.createTime), desc(messageSends.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(messageSends)
      .innerJoin(messages, eq(messages.id, messageSends.messageId))
      .innerJoin(users, eq(users.id, messageSends.userId))
      .where(full),
  ]);
  return { rows, total: Number(total) };
}

/** Marks one of the user's deliveries read or unread (not one they deleted); the ids changed. */
export async function setSendStatus(db: Db, userId: string, id: string, status: number): Promise<{ id: string }[]> {
  return db
    .update(messageSends)
    .set({ status, updateTime: new Date() })
    .where(and(eq(messageSends.id, id), eq(messageSends.userId, userId), ne(messageSends.status, 2)))
    .returning({ id: messageSends.id });
}

/** Kept as status 2 so a message "for new accounts too" does not come back. */
export async function hideSends(db: Db, userId: string, ids: string[]): Promise<void> {
  await db
    .update(messageSends)
    .set({ status: 2, updateTime: new Date() })
    .where(and(inArray(messageSends.id, ids), eq(messageSends.userId, userId)));
}

/** Moves every delivery of the user with status `from` to status `to`. */
export async function moveSends(db: Db, userId: string, from: number, to: number): Promise<void> {
  await db
    .update(messageSends)
    .set({ status: to, updateTime: new Date() })
    .where(and(eq(messageSends.userId, userId), eq(messageSends.status, from)));
}
