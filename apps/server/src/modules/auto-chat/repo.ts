import { and, asc, count, desc, eq, gte, ilike, inArray, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autoChatEvaluations, autoChats, contactMembers, settings } from '../../db/schema/index.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

/** 智能客服's tables (questions, votes, human contacts): SQL only (service.ts holds the rules). */

export type AutoChatRow = typeof autoChats.$inferSelect;
export type ContactMemberRow = typeof contactMembers.$inferSelect;

export interface ChatFilter {
  title?: string;
  category?: string;
  enabled?: boolean;
  startDate?: string;
  endDate?: string;
}

/** A page of questions by text (question, keywords, synonyms), category, state and date; in order, then newest. */
export async function chatPage(db: Db, q: ChatFilter, page: { pageNumber: number; pageSize: number }): Promise<{ rows: AutoChatRow[]; total: number }> {
  const like = q.title ? escapeLike(q.title) : '';
  const where = and(
    q.title ? or(ilike(autoChats.title, like), ilike(autoChats.keywords, like), ilike(autoChats.synonyms, like)) : undefined,
    q.category ? eq(autoChats.category, q.category) : undefined,
    q.enabled !== undefined ? eq(autoChats.enabled, q.enabled) : undefined,
    q.startDate ? gte(autoChats.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(autoChats.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(autoChats)
      .where(where)
      .orderBy(asc(autoChats.sortOrder), desc(autoChats.createTime), desc(autoChats.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(autoChats).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function insertChat(db: Db, values: typeof autoChats.$inferInsert): Promise<AutoChatRow> {
  const [row] = await db.insert(autoChats).values(values).returning();
  return row;
}

/** Changes a question; undefined when there is none of that id. */
export async function updateChat(db: Db, id: string, values: Partial<typeof autoChats.$inferInsert>): Promise<AutoChatRow | undefined> {
  const [row] = await db.update(autoChats).set(values).where(eq(autoChats.id, id)).returning();
  return row;
}

export async function deleteChats(db: Db, ids: string[]): Promise<void> {
  await db.delete(autoChats).where(inArray(autoChats.id, ids));
}

/** The enabled questions among these ids. */
export async function enabledChats(db: Db, ids: string[]): Promise<AutoChatRow[]> {
  return db
    .select()
    .from(autoChats)
    .where(and(inArray(autoChats.id, ids), eq(autoChats.enabled, true)));
}

export async function chatExists(db: Db, id: string): Promise<boolean> {
  const [found] = await db.select({ id: autoChats.id }).from(autoChats).where(eq(autoChats.id, id)).limit(1);
  return !!found;
}

/** Stores the visitor's vote on an answer (a new vote replaces the old) and recounts the answer's good and bad votes. */
export async function saveVote(db: Db, vote: { id: string; autoChatId: string; evaluateType: number; voter: string }): Promise<void> {
  const { id, autoChatId, evaluateType, voter } = vote;
  await db.transaction(async (tx) => {
    await tx
      .insert(autoChatEvaluations)
      .values({ id, autoChatId, evaluateType, voter })
      .onConflictDoUpdate({ target: [autoChatEvaluations.autoChatId, autoChatEvaluations.voter], set: { evaluateType, createTime: new Date() } });
    await tx
      .update(autoChats)
      .set({
        goodCount: sql`(select count(*) from ${autoChatEvaluations} where ${autoChatEvaluations.autoChatId} = ${autoChatId} and ${autoChatEvaluations.evaluateType} = 0)`,
        badCount: sql`(select count(*) from ${autoChatEvaluations} where ${autoChatEvaluations.autoChatId} = ${autoChatId} and ${autoChatEvaluations.evaluateType} = 1)`,
      })
      .where(eq(autoChats.id, autoChatId));
  });
}

/** The enabled human contacts that are not 示例 ones, in order. */
export async function shownContacts(db: Db): Promise<ContactMemberRow[]> {
  return db
    .select()
    .from(contactMembers)
    .where(and(eq(contactMembers.enabled, true), eq(contactMembers.isExample, false)))
    .orderBy(asc(contactMembers.sortOrder), asc(contactMembers.id));
}

/** Every human contact, in order. */
export async function allContacts(db: Db): Promise<ContactMemberRow[]> {
  return db.select().from(contactMembers).orderBy(asc(contactMembers.sortOrder), asc(contactMembers.id));
}

export async function insertContact(db: Db, values: typeof contactMembers.$inferInsert): Promise<ContactMemberRow> {
  const [row] = await db.insert(contactMembers).values(values).returning();
  return row;
}

export interface ContactChange {
  name: string;
  type: string;
  value: string;
  workTime?: string;
  enabled?: boolean;
  sortOrder?: number;
}

/** Changes a human contact; undefined when there is none of that id. */
export async function updateContact(db: Db, id: string, b: ContactChange): Promise<ContactMemberRow | undefined> {
  const [row] = await db
    .update(contactMembers)
    .set({
      // A sample stays one while its value is the shipped one; a real value clears the mark.
      isExample: sql`${contactMembers.isExample} and ${contactMembers.value} = ${b.value}`,
      name: b.name,
      type: b.type,
      value: b.value,
      ...(b.workTime !== undefined ? { workTime: b.workTime } : {}),
      ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
      ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}),
      updateTime: new Date(),
    })
    .where(eq(contactMembers.id, id))
    .returning();
  return row;
}

export async function deleteContacts(db: Db, ids: string[]): Promise<void> {
  await db.delete(contactMembers).where(inArray(contactMembers.id, ids));
}

// ───────── the question index (search.ts) ─────────

/** The table's stamp: how many questions, and the latest create or update time. */
export async function chatStamp(db: Db) {
  const [s] = await db
    .select({
      n: count(),
      last: max(sql<Date>`greatest(${autoChats.createTime}, coalesce(${autoChats.updateTime}, ${autoChats.createTime}))`),
    })
    .from(autoChats);
  return s;
}

/** Every question's indexed fields and whether it is enabled. */
export async function chatIndexRows(db: Db) {
  return db
    .select({
      id: autoChats.id,
      title: autoChats.title,
      keywords: autoChats.keywords,
      synonyms: autoChats.synonyms,
      category: autoChats.category,
      sortOrder: autoChats.sortOrder,
      enabled: autoChats.enabled,
    })
    .from(autoChats);
}

// ───────── the seed (seed.ts) ─────────

/** Writes the seed marker setting; whether this call wrote it (false when it was there already). */
export async function claimSeedMarker(db: Db, key: string): Promise<boolean> {
  const first = await db.insert(settings).values({ key, value: {} }).onConflictDoNothing().returning({ key: settings.key });
  return first.length > 0;
}

/** Adds questions (one statement). */
export async function insertChats(db: Db, rows: (typeof autoChats.$inferInsert)[]): Promise<void> {
  await db.insert(autoChats).values(rows);
}

/** Adds human contacts (one statement). */
export async function insertContacts(db: Db, rows: (typeof contactMembers.$inferInsert)[]): Promise<void> {
  await db.insert(contactMembers).values(rows);
}
