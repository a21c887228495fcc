import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { RankLookup, RankTable, RankTableOption, SourceRef } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { rankTables as r } from '../../db/schema/index.ts';

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

/** 一分一段表: score → cumulative rank, the whole table, and which tables exist. */
export function rankService(db: Db) {
  const tableOf = (key: RankTableKey) => and(eq(r.province, key.province), eq(r.year, key.year), eq(r.subjectType, key.subjectType));

  return {
    /**
     * The rank at a score: the row of that score; else the bucket holding it (684+ spans
     * 684–750); else the next higher score, whose cumulative rank is the best a candidate with
     * this score can claim; above the whole table, its top row. Anything but the exact row is
     * reported as `nearest`.
     */
    async lookup(key: RankTableKey, score: number): Promise<RankLookup | null> {
      const s = Math.floor(score);
      const inBucket = and(lte(r.scoreMin, s), gte(r.scoreMax, s));
      let [row] = await db
        .select(rowColumns)
        .from(r)
        .where(and(tableOf(key), or(gte(r.score, s), inBucket)))
        .orderBy(sql`case when ${r.score} = ${s} then 0 when ${inBucket} then 1 else 2 end`, asc(r.score))
        .limit(1);
      if (!row) [row] = await db.select(rowColumns).from(r).where(tableOf(key)).orderBy(desc(r.score)).limit(1);
      if (!row) return null;
      return {
        ...key,
        score,
        matchedScore: row.score,
        scoreMin: row.scoreMin,
        scoreMax: row.scoreMax,
        rank: row.rankEnd,
        rankStart: row.rankStart,
        countAtScore: row.countAtScore,
        sourceQuality: row.sourceQuality,
        official: row.official,
        sourceUrl: row.sourceUrl,
        nearest: row.score !== s,
      };
    },

    /** The whole table, highest score first; each row points at its source in `sources`. */
    async table(key: RankTableKey): Promise<RankTable | null> {
      const rows = await db.select(rowColumns).from(r).where(tableOf(key)).orderBy(desc(r.score));
      if (!rows.length) return null;
      const sources: SourceRef[] = [];
      const index = new Map<string, number>();
      return {
        ...key,
        sources,
        rows: rows.map(({ sourceQuality, official, sourceUrl, ...row }) => {
          const id = `${sourceQuality}\u0000${sourceUrl ?? ''}`;
          let source = index.get(id);
          if (source === undefined) {
            source = sources.push({ sourceQuality, official, sourceUrl }) - 1;
            index.set(id, source);
          }
          return { ...row, source };
        }),
      };
    },

    /** Years and subject types with a table in the province, newest first. */
    async options(province: string): Promise<RankTableOption[]> {
      return db.selectDistinct({ year: r.year, subjectType: r.subjectType }).from(r).where(eq(r.province, province)).orderBy(desc(r.year), asc(r.subjectType));
    },
  };
}

export type RankService = ReturnType<typeof rankService>;
