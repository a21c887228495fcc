import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withinPairs, type ProvinceYear } from './province-years.ts';
import { countOf, selectJson } from './sync.ts';

/**
 * Rows that may get a rank from the rank table: group and major lines with a whole min score
 * and no published rank. The table row must hold that exact score's cumulative rank — a plain
 * row, or the bottom score of a bucket (671 of 671–750); any other bucket row (北京's 370–379
 * filed under 379) counts candidates below the score and would overstate the rank.
 */
const ELIGIBLE = sql`a.level in ('major', 'group') and a.min_score is not null and a.min_score = trunc(a.min_score)`;
// The score as the table's integer type, so the lookup uses the whole primary key (CASE keeps
// the cast away from values no exam has).
const SAME_SCORE = sql`r.province = a.province and r.year = a.year and r.subject_type = a.subject_type
  and r.score = (case when a.min_score between 0 and 1000 then a.min_score::integer end)
  and (r.score_min is null or r.score_min = r.score)`;
/** A rank read at a bounded score is a bound the other way: 580及以上 → at most the rank of 580. */
const FLIPPED_BOUND = sql`case a.min_score_bound when 'atLeast' then 'atMost' when 'atMost' then 'atLeast' end`;

export interface DerivedRanks {
  /** Newly derived, changed with the rank table, and cleared because the table row went away. */
  derived: number;
  updated: number;
  cleared: number;
  /** Rows now holding a derived rank, and eligible rows whose score the table does not have. */
  held: number;
  withoutTableRow: number;
}

/**
 * 位次 from the rank table where the source published none: run after rank tables and
 * admissions are in, as three set-based statements that touch only rows whose answer changed:
 * derive new ones, follow a changed rank table, and clear those whose table row is gone. A
 * derived rank is the table's rank_end for the min score and is marked `rank_derived`; read at
 * a bounded score (`580及以上`) it is a bound (`min_rank_bound`), as is a published rank beside one.
 */
export async function deriveRanks(db: Db, scope?: { pairs: readonly ProvinceYear[] }): Promise<DerivedRanks> {
  // An upload touches a province's year or two: only those (province, year) pairs are looked at,
  // through the lookup index, instead of every row of the data set (the admin's commit waits on it).
  if (scope && !scope.pairs.length) return { derived: 0, updated: 0, cleared: 0, held: 0, withoutTableRow: 0 };
  const within = withinPairs(scope?.pairs);
  if (!scope) {
    // PGlite runs no autovacuum: without fresh statistics the planner takes the bulk-loaded tables for empty.
    await db.execute(sql`analyze admission_record`);
    await db.execute(sql`analyze rank_table`);
  }
  const derived = await countOf(
    db,
    sql`with u as (
    update admission_record a set min_rank = r.rank_end, rank_derived = true, min_rank_bound = ${FLIPPED_BOUND}
    from rank_table r
    where a.min_rank is null and ${ELIGIBLE} and ${SAME_SCORE} and ${within}
    returning 1) select count(*) as n from u`,
  );
  const updated = await countOf(
    db,
    sql`with u as (
    update admission_record a set min_rank = r.rank_end, min_rank_bound = ${FLIPPED_BOUND}
    from rank_table r
    where a.rank_derived and ${SAME_SCORE} and ${within} and (a.min_rank is distinct from r.rank_end or a.min_rank_bound is distinct from ${FLIPPED_BOUND})
    returning 1) select count(*) as n from u`,
  );
  const cleared = await countOf(
    db,
    sql`with u as (
    update admission_record a set min_rank = null, rank_derived = false, min_rank_bound = null
    where a.rank_derived and ${within} and not exists (select 1 from rank_table r where ${SAME_SCORE})
    returning 1) select count(*) as n from u`,
  );

  // Rows stored before ranks had bounds: a published rank beside a bounded score.
  await db.execute(sql`update admission_record a set min_rank_bound = ${FLIPPED_BOUND}
    where not a.rank_derived and ${within} and a.min_rank is not null and a.min_score_bound is not null and a.min_rank_bound is null`);

  const held = await countOf(db, sql`select count(*) filter (where a.rank_derived) as n from admission_record a where ${within}`);
  const withoutTableRow = await countOf(db, sql`select count(*) as n from admission_record a where a.min_rank is null and ${ELIGIBLE} and ${within}`);
  return { derived, updated, cleared, held, withoutTableRow };
}

/**
 * The province-years whose rank-table rows come from these files now: read before an upload
 * rewrites them, so that lines whose rank the new file no longer backs are cleared. (Lines a
 * file no longer holds are deleted with their derived ranks; the ones it holds are `written`.)
 */
export async function rankPairsOfSources(db: Db, sources: readonly string[]): Promise<ProvinceYear[]> {
  if (!sources.length) return [];
  return selectJson<ProvinceYear>(db, sql`select distinct province, year from rank_table where source in ${sources}`);
}
