import { and, asc, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { demoNotices } from '../../db/schema/demo-notice.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

export type DemoNoticeRow = typeof demoNotices.$inferSelect;
/** What a save sets: every column but the id and the author and time columns. */
export type DemoNoticeValues = Omit<typeof demoNotices.$inferInsert, 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

/** The list's search fields (query parameters of getByCondition). */
export interface DemoNoticeSearch {
  title?: string;
  audience?: string;
  publishDateStart?: string;
  publishDateEnd?: string;
  sort?: 'title' | 'views';
}

/** The columns the list sorts by (`sort=`); without one it is by publishDate, desc. */
const SORTABLE = { title: demoNotices.title, views: demoNotices.views };

/** The records matching the search, one page, and how many match. */
export async function demoNoticePage(db: Db, q: PageInput & DemoNoticeSearch): Promise<{ rows: DemoNoticeRow[]; total: number }> {
  const where = and(
    q.title ? ilike(demoNotices.title, escapeLike(q.title)) : undefined,
    q.audience ? eq(demoNotices.audience, q.audience) : undefined,
    q.publishDateStart ? gte(demoNotices.publishDate, q.publishDateStart) : undefined,
    q.publishDateEnd ? lte(demoNotices.publishDate, q.publishDateEnd) : undefined,
    q.startDate ? gte(demoNotices.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(demoNotices.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const column = q.sort ? SORTABLE[q.sort] : undefined;
  const order = column ? [q.order === 'asc' ? asc(column) : desc(column), desc(demoNotices.id)] : [desc(demoNotices.publishDate), desc(demoNotices.id)];
  return tablePage(db, demoNotices, where, order, q);
}

export async function demoNoticeById(db: Db, id: string): Promise<DemoNoticeRow | undefined> {
  const [row] = await db.select().from(demoNotices).where(eq(demoNotices.id, id)).limit(1);
  return row;
}

export async function insertDemoNotice(db: Db, values: DemoNoticeValues & { id: string; createBy: string }): Promise<DemoNoticeRow> {
  const [row] = await db.insert(demoNotices).values(values).returning();
  return row;
}

export async function updateDemoNotice(
  db: Db,
  id: string,
  values: Partial<DemoNoticeValues> & { updateBy: string; updateTime: Date },
): Promise<DemoNoticeRow | undefined> {
  const [row] = await db.update(demoNotices).set(values).where(eq(demoNotices.id, id)).returning();
  return row;
}

export async function deleteDemoNotices(db: Db, ids: string[]): Promise<void> {
  await db.delete(demoNotices).where(inArray(demoNotices.id, ids));
}
