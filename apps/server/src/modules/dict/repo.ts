import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictData, dicts } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/query.ts';

export type DictRow = typeof dicts.$inferSelect;
export type DictDataRow = typeof dictData.$inferSelect;

/** The id of the dictionary of a type, if any. */
export async function dictOfType(db: Db, type: string): Promise<{ id: string } | undefined> {
  const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, type)).limit(1);
  return dict;
}

export async function dictExists(db: Db, dictId: string): Promise<boolean> {
  const [d] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, dictId)).limit(1);
  return !!d;
}

/** Enabled entries of a dictionary, in order. */
export async function enabledEntries(db: Db, dictId: string) {
  return db
    .select({ id: dictData.id, title: dictData.title, value: dictData.value, sortOrder: dictData.sortOrder })
    .from(dictData)
    .where(and(eq(dictData.dictId, dictId), eq(dictData.status, 0)))
    .orderBy(asc(dictData.sortOrder), asc(dictData.id));
}

export async function allDicts(db: Db): Promise<DictRow[]> {
  return db.select().from(dicts).orderBy(asc(dicts.sortOrder), asc(dicts.id));
}

/** Dictionaries whose title or type contains the text. */
export async function searchDicts(db: Db, key: string): Promise<DictRow[]> {
  const like = escapeLike(key);
  return db
    .select()
    .from(dicts)
    .where(or(ilike(dicts.title, like), ilike(dicts.type, like)))
    .orderBy(asc(dicts.sortOrder));
}

export async function insertDict(db: Db, values: typeof dicts.$inferInsert): Promise<DictRow> {
  const [row] = await db.insert(dicts).values(values).returning();
  return row;
}

export async function updateDict(db: Db, id: string, set: Partial<typeof dicts.$inferInsert>): Promise<DictRow | undefined> {
  const [row] = await db.update(dicts).set(set).where(eq(dicts.id, id)).returning();
  return row;
}

export async function deleteDicts(db: Db, ids: string[]): Promise<void> {
  await db.delete(dicts).where(inArray(dicts.id, ids));
}

export interface DictDataFilter {
  dictId?: string;
  title?: string;
  status?: number;
}

/** A page of entries, filtered, in order, with the total. */
export async function dictDataPage(db: Db, q: DictDataFilter, pageNumber: number, pageSize: number): Promise<{ rows: DictDataRow[]; total: number }> {
  const where = and(
    q.dictId ? eq(dictData.dictId, q.dictId) : undefined,
    q.title ? ilike(dictData.title, escapeLike(q.title)) : undefined,
    q.status !== undefined ? eq(dictData.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(dictData)
      .where(where)
      .orderBy(asc(dictData.sortOrder), asc(dictData.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ total: count() }).from(dictData).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function insertDictData(db: Db, values: typeof dictData.$inferInsert): Promise<DictDataRow> {
  const [row] = await db.insert(dictData).values(values).returning();
  return row;
}

export async function updateDictData(db: Db, id: string, set: Partial<typeof dictData.$inferInsert>): Promise<DictDataRow | undefined> {
  const [row] = await db.update(dictData).set(set).where(eq(dictData.id, id)).returning();
  return row;
}

export async function deleteDictData(db: Db, ids: string[]): Promise<void> {
  await db.delete(dictData).where(inArray(dictData.id, ids));
}
