import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { CardStatus } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { users, vipCardBatches, vipCards } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { escapeLike, likeLiteral } from '../../lib/query.ts';

/** The queries of 充值卡 (cards.ts holds the rules). */

export type CardBatchRow = typeof vipCardBatches.$inferSelect;

/** The card of this number with its hash and its batch's days and end of validity, undefined when unknown. */
export async function cardByNumber(db: Db, cardNumber: string): Promise<{ id: string; passwordHash: string; days: number; validUntil: Date } | undefined> {
  const [card] = await db
    .select({
      id: vipCards.id,
      passwordHash: vipCards.passwordHash,
      days: vipCardBatches.days,
      validUntil: vipCardBatches.validUntil,
    })
    .from(vipCards)
    .innerJoin(vipCardBatches, eq(vipCards.batchId, vipCardBatches.id))
    .where(eq(vipCards.cardNumber, cardNumber))
    .limit(1);
  return card;
}

/** Marks the card used by the user only when it is still unused (a conditional UPDATE); whether it was taken. */
export async function takeUnusedCard(db: Db, cardId: string, userId: string): Promise<boolean> {
  const taken = await db
    .update(vipCards)
    .set({ status: 'used', usedBy: userId, usedTime: sql`now()` })
    .where(and(eq(vipCards.id, cardId), eq(vipCards.status, 'unused')))
    .returning({ id: vipCards.id });
  return taken.length > 0;
}

/** The card's status now, undefined when it is gone. */
export async function cardStatusOf(db: Db, cardId: string): Promise<CardStatus | undefined> {
  const [now] = await db.select({ status: vipCards.status }).from(vipCards).where(eq(vipCards.id, cardId));
  return now?.status;
}

/** A new batch row. */
export async function insertCardBatch(db: Db, values: typeof vipCardBatches.$inferInsert): Promise<CardBatchRow> {
  const [batch] = await db.insert(vipCardBatches).values(values).returning();
  return batch;
}

/** Inserts cards, skipping those whose number exists already; the numbers inserted. */
export function insertCards(db: Db, cards: (typeof vipCards.$inferInsert)[]): Promise<{ cardNumber: string }[]> {
  return db.insert(vipCards).values(cards).onConflictDoNothing().returning({ cardNumber: vipCards.cardNumber });
}

/** One page of the batches (newest first), those whose channel contains `channel` when given, and the total. */
export async function cardBatchPage(db: Db, page: PageInput, channel?: string): Promise<{ rows: CardBatchRow[]; total: number }> {
  const where = channel ? ilike(vipCardBatches.channel, escapeLike(channel)) : undefined;
  return tablePage(db, vipCardBatches, where, [desc(vipCardBatches.createTime), desc(vipCardBatches.id)], page);
}

/** How many cards of these batches are in each status, per batch. */
export function cardTallies(db: Db, batchIds: string[]): Promise<{ batchId: string; status: CardStatus; n: number }[]> {
  return db
    .select({ batchId: vipCards.batchId, status: vipCards.status, n: count() })
    .from(vipCards)
    .where(inArray(vipCards.batchId, batchIds))
    .groupBy(vipCards.batchId, vipCards.status);
}

export interface CardFilter {
  batchId?: string;
  status?: CardStatus;
  /** Already normalised; matched exactly when given (even empty). */
  cardNumber?: string;
  /** Matched case-insensitively, LIKE's wildcards taken literally. */
  username?: string;
}

/** One page of the cards (with batch and user) matching the filter, the used ones by last use first, and the total. */
export async function cardPage(db: Db, page: PageInput, filter: CardFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.batchId ? eq(vipCards.batchId, filter.batchId) : undefined,
    filter.status ? eq(vipCards.status, filter.status) : undefined,
    filter.cardNumber !== undefined ? eq(vipCards.cardNumber, filter.cardNumber) : undefined,
    filter.username ? ilike(users.username, likeLiteral(filter.username)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: vipCards.id,
        batchId: vipCards.batchId,
        channel: vipCardBatches.channel,
        cardNumber: vipCards.cardNumber,
        status: vipCards.status,
        days: vipCardBatches.days,
        validUntil: vipCardBatches.validUntil,
        usedBy: vipCards.usedBy,
        usedByName: users.username,
        usedTime: vipCards.usedTime,
        createTime: vipCards.createTime,
      })
      .from(vipCards)
      .innerJoin(vipCardBatches, eq(vipCards.batchId, vipCardBatches.id))
      .leftJoin(users, eq(vipCards.usedBy, users.id))
      .where(where)
      .orderBy(desc(vipCards.usedTime), desc(vipCards.createTime), vipCards.cardNumber)
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(vipCards)
      .innerJoin(vipCardBatches, eq(vipCards.batchId, vipCardBatches.id))
      .leftJoin(users, eq(vipCards.usedBy, users.id))
      .where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Voids the unused cards of a batch, or among `ids`; how many were voided. */
export async function voidUnusedCards(db: Db, by: { ids?: string[]; batchId?: string }): Promise<number> {
  const target = by.batchId ? eq(vipCards.batchId, by.batchId) : inArray(vipCards.id, by.ids ?? []);
  const rows = await db
    .update(vipCards)
    .set({ status: 'void' })
    .where(and(target, eq(vipCards.status, 'unused')))
    .returning({ id: vipCards.id });
  return rows.length;
}
