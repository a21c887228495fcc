import type { RankLookup, RankTable, RankTableOption, SourceRef } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { rowAtOrAbove, tableOptions, tableRows, topRow, type RankTableKey } from './repo.ts';

export type { RankTableKey };

/** 一分一段表: score → cumulative rank, the whole table, and which tables exist. */
export function rankService(db: Db) {
  return {
    /**
     * The rank at a score: the row of that score; else the bucket holding it (684+ spans
     * 684–750); else the next higher score, whose cumulative rank is the best a candidate with
     * this score can claim; above the whole table, its top row. Anything but the exact row is
     * reported as `nearest`.
     */
    async lookup(key: RankTableKey, score: number): Promise<RankLookup | null> {
      const s = Math.floor(score);
      const row = (await rowAtOrAbove(db, key, s)) ?? (await topRow(db, key));
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
      const rows = await tableRows(db, key);
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
      return tableOptions(db, province);
    },
  };
}

export type RankService = ReturnType<typeof rankService>;
