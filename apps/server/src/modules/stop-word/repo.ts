import { and, desc, eq, gte, ilike, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { stopWords } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

export type StopWordRow = typeof stopWords.$inferSelect;

/** Stop words by title and date added, newest first: one page and the total. */
export async function stopWordPage(db: Db, q: PageInput & { title?: string }): Promise<{ rows: StopWordRow[]; total: number }> {
  const where = and(
    q.title ? ilike(stopWords.title, escapeLike(q.title)) : undefined,
    q.startDate ? gte(stopWords.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(stopWords.createTime, cnDay(q.endDate, true)) : undefined,
  );
  return tablePage(db, stopWords, where, [desc(stopWords.createTime), desc(stopWords.id)], q);
}

/** Whether another stop word (not `selfId`) already has this exact title. */
export async function titleTaken(db: Db, title: string, selfId?: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: stopWords.id })
    .from(stopWords)
    .where(and(eq(stopWords.title, title), selfId ? ne(stopWords.id, selfId) : undefined))
    .limit(1);
  return !!hit;
}

export async function insertStopWord(db: Db, values: { id: string; title: string; createBy: string }): Promise<StopWordRow> {
  const [row] = await db.insert(stopWords).values(values).returning();
  return row;
}

export async function updateStopWord(db: Db, id: string, values: { title: string; updateBy: string; updateTime: Date }): Promise<StopWordRow | undefined> {
  const [row] = await db.update(stopWords).set(values).where(eq(stopWords.id, id)).returning();
  return row;
}

export async function deleteStopWords(db: Db, ids: string[]): Promise<void> {
  await db.delete(stopWords).where(inArray(stopWords.id, ids));
}

/** Every stop word's title (the filter compiles them). */
export async function stopWordTitles(db: Db): Promise<string[]> {
  const rows = await db.select({ title: stopWords.title }).from(stopWords);
  return rows.map((r) => r.title);
}
