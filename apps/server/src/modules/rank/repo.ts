import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { RankTableOption } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { rankTables as r } from '../../db/schema/index.ts';

/** The queries of the 一分一段 tables (service.ts holds the rules). */

export interface RankTableKey {
  province: string;
  year: number;
  subjectType: string;
}

const rowColumns = {
  score: r.score,
  scoreMin: r.scoreMin,
  scoreMax: r.scoreMax,
  rankStart: r.rankStart,
  rankEnd: r.rankEnd,
  countAtScore: r.countAtScore,
  sourceQuality: r.sourceQuality,
  official: r.official,
  sourceUrl: r.sourceUrl,
};
/** One row of a table as the service reads it. */
export type RankRow = Pick<typeof r.$inferSelect, keyof typeof rowColumns>;

const tableOf = (key: RankTableKey) => and(eq(r.province, key.province), eq(r.year, key.year), eq(r.subjectType, key.subjectType));

/** The row of score `s`, else the bucket holding it, else the next higher score; null when the table has no row at or above it. */
export async function rowAtOrAbove(db: Db, key: RankTableKey, s: number): Promise<RankRow | undefined> {
  const inBucket = and(lte(r.scoreMin, s), gte(r.scoreMax, s));
  const [row] = await db
    .select(rowColumns)
    .from(r)
    .where(and(tableOf(key), or(gte(r.score, s), inBucket)))
    .orderBy(sql`case when ${r.score} = ${s} then 0 when ${inBucket} then 1 else 2 end`, asc(r.score))
    .limit(1);
  return row;
}

/** The table's top row (highest score). */
export async function topRow(db: Db, key: RankTableKey): Promise<RankRow | undefined> {
  const [row] = await db.select(rowColumns).from(r).where(tableOf(key)).orderBy(desc(r.score)).limit(1);
  return row;
}

/** Every row, highest score first. */
export async function tableRows(db: Db, key: RankTableKey): Promise<RankRow[]> {
  return db.select(rowColumns).from(r).where(tableOf(key)).orderBy(desc(r.score));
}

/** Years and subject types with a table in the province, newest first. */
export async function tableOptions(db: Db, province: string): Promise<RankTableOption[]> {
  return db.selectDistinct({ year: r.year, subjectType: r.subjectType }).from(r).where(eq(r.province, province)).orderBy(desc(r.year), asc(r.subjectType));
}
