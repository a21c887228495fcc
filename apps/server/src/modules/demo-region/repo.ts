import { and, asc, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { demoRegions } from '../../db/schema/demo-region.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

export type DemoRegionRow = typeof demoRegions.$inferSelect;
/** What a save sets: every column but the id and the author and time columns. */
export type DemoRegionValues = Omit<typeof demoRegions.$inferInsert, 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime' | 'isParent'>;

/** The list's search fields (query parameters of getByCondition). */
export interface DemoRegionSearch {
  title?: string;
  sort?: 'sortOrder';
  parentId?: string;
}

/** The columns the list sorts by (`sort=`); without one it is newest first. */
const SORTABLE = { sortOrder: demoRegions.sortOrder };

/** The records matching the search, one page, and how many match. */
export async function demoRegionPage(db: Db, q: PageInput & DemoRegionSearch): Promise<{ rows: DemoRegionRow[]; total: number }> {
  const where = and(
    q.title ? ilike(demoRegions.title, escapeLike(q.title)) : undefined,
    q.parentId ? eq(demoRegions.parentId, q.parentId) : undefined,
    q.startDate ? gte(demoRegions.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(demoRegions.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const column = q.sort ? SORTABLE[q.sort] : undefined;
  const order = column ? [q.order === 'asc' ? asc(column) : desc(column), desc(demoRegions.id)] : [desc(demoRegions.createTime), desc(demoRegions.id)];
  return tablePage(db, demoRegions, where, order, q);
}

export async function demoRegionById(db: Db, id: string): Promise<DemoRegionRow | undefined> {
  const [row] = await db.select().from(demoRegions).where(eq(demoRegions.id, id)).limit(1);
  return row;
}

export async function insertDemoRegion(db: Db, values: DemoRegionValues & { id: string; createBy: string }): Promise<DemoRegionRow> {
  const [row] = await db.insert(demoRegions).values(values).returning();
  return row;
}

export async function updateDemoRegion(
  db: Db,
  id: string,
  values: Partial<DemoRegionValues> & { updateBy: string; updateTime: Date },
): Promise<DemoRegionRow | undefined> {
  const [row] = await db.update(demoRegions).set(values).where(eq(demoRegions.id, id)).returning();
  return row;
}

export async function deleteDemoRegions(db: Db, ids: string[]): Promise<void> {
  await db.delete(demoRegions).where(inArray(demoRegions.id, ids));
}

/** A node's children, in order. */
export async function demoRegionChildren(db: Db, parentId: string): Promise<DemoRegionRow[]> {
  return db
    .select()
    .from(demoRegions)
    .where(eq(demoRegions.parentId, parentId))
    .orderBy(asc(demoRegions.sortOrder), asc(demoRegions.createTime), asc(demoRegions.id));
}

/** The ids of the nodes right under these. */
export async function childIds(db: Db, parentIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: demoRegions.id }).from(demoRegions).where(inArray(demoRegions.parentId, parentIds));
  return rows.map((r) => r.id);
}

/** The parents of these nodes, each once. */
export async function parentIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.selectDistinct({ parentId: demoRegions.parentId }).from(demoRegions).where(inArray(demoRegions.id, ids));
  return rows.map((r) => r.parentId);
}

export async function hasChildren(db: Db, id: string): Promise<boolean> {
  const [child] = await db.select({ id: demoRegions.id }).from(demoRegions).where(eq(demoRegions.parentId, id)).limit(1);
  return !!child;
}

export async function markParent(db: Db, id: string, isParent: boolean): Promise<void> {
  await db.update(demoRegions).set({ isParent }).where(eq(demoRegions.id, id));
}
