import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DealStatus } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { dealRecords, users } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { likeLiteral } from '../../lib/query.ts';

/** The queries of 交易记录, the orders (orders.ts holds the rules). */

export type OrderRow = typeof dealRecords.$inferSelect;

/** The user's order of this id, undefined when there is none. */
export async function orderOfUser(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(dealRecords)
    .where(and(eq(dealRecords.id, orderId), eq(dealRecords.userId, userId)))
    .limit(1);
  return row;
}

/** The order of this id, undefined when there is none. */
export async function orderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  return (await db.select().from(dealRecords).where(eq(dealRecords.id, orderId)))[0];
}

/** The order of this out_trade_no, undefined when there is none. */
export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(dealRecords).where(eq(dealRecords.orderNo, orderNo)).limit(1);
  return order;
}

/** Closes the order when it is still unpaid; the closed row, undefined when it was not unpaid. */
export async function closeUnpaidOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [closed] = await db
    .update(dealRecords)
    .set({ status: 'closed' })
    .where(and(eq(dealRecords.id, orderId), eq(dealRecords.status, 'unpaid')))
    .returning();
  return closed;
}

/**
 * Marks the order paid by WeChat Pay only when it was not paid before (a conditional UPDATE),
 * paid at `paidTime` or now when null; whether it was marked.
 */
export async function markOrderPaid(db: Db, orderId: string, paid: { transactionId: string; paidTime: Date | null; payMode: string }): Promise<boolean> {
  const [row] = await db
    .update(dealRecords)
    .set({
      status: 'paid',
      transactionId: paid.transactionId,
      paidTime: paid.paidTime ?? sql`now()`,
      payChannel: 'weixin',
      payMode: paid.payMode,
    })
    .where(and(eq(dealRecords.id, orderId), ne(dealRecords.status, 'paid')))
    .returning({ id: dealRecords.id });
  return row !== undefined;
}

/** A new order row. */
/** Marks a paid order's refund as asked for, once (false when one is already asked for or done; a closed one may be asked again). */
export async function markRefundRequested(db: Db, orderId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(dealRecords)
    .set({ refundStatus: 'reviewing', refundReason: reason })
    .where(and(eq(dealRecords.id, orderId), eq(dealRecords.status, 'paid'), inArray(dealRecords.refundStatus, ['', 'closed'])))
    .returning({ id: dealRecords.id });
  return rows.length === 1;
}

export async function insertOrder(db: Db, values: typeof dealRecords.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(dealRecords).values(values).returning();
  return row;
}

/** Updates one order. */
export async function updateOrder(db: Db, orderId: string, values: PgUpdateSetSource<typeof dealRecords>): Promise<void> {
  await db.update(dealRecords).set(values).where(eq(dealRecords.id, orderId));
}

/** One page of the user's orders, newest first, and the total. */
export async function userOrderPage(db: Db, userId: string, page: PageInput): Promise<{ rows: OrderRow[]; total: number }> {
  const where = eq(dealRecords.userId, userId);
  return tablePage(db, dealRecords, where, [desc(dealRecords.createTime), desc(dealRecords.id)], page);
}

/**
 * One page of every user's orders with the user's name, newest first, and the total: of a status,
 * an order number, a username (case-insensitive, LIKE's wildcards taken literally), made within
 * the page's days (China time) when given.
 */
export async function orderPage(
  db: Db,
  page: PageInput,
  filter: { status?: DealStatus; orderNo?: string; username?: string },
): Promise<{ rows: { order: OrderRow; username: string | null }[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(dealRecords.status, filter.status) : undefined,
    filter.orderNo ? eq(dealRecords.orderNo, filter.orderNo) : undefined,
    filter.username ? ilike(users.username, likeLiteral(filter.username)) : undefined,
    page.startDate ? sql`${dealRecords.createTime} >= ${`${page.startDate}T00:00:00+08:00`}::timestamptz` : undefined,
    page.endDate ? sql`${dealRecords.createTime} < (${`${page.endDate}T00:00:00+08:00`}::timestamptz + interval '1 day')` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: dealRecords, username: users.username })
      .from(dealRecords)
      .leftJoin(users, eq(dealRecords.userId, users.id))
      .where(where)
      .orderBy(desc(dealRecords.createTime), desc(dealRecords.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(dealRecords).leftJoin(users, eq(dealRecords.userId, users.id)).where(where),
  ]);
  return { rows, total: Number(total) };
}
