import { asc, count, desc, eq, isNotNull, and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { admissionRecords, institutions, majors, rankTables } from '../../db/schema/index.ts';

/**
 * Distinct values of an indexed column by a skip scan (a recursive CTE that jumps from one value
 * to the next): one index probe per distinct value, where `select distinct` would read every row
 * of a table of hundreds of thousands. `column` must lead an index, after any equality in `where`.
 */
export async function distinctValues<T extends string | number>(
  db: Db,
  table: PgTable,
  column: PgColumn,
  where?: SQL,
  direction: 'asc' | 'desc' = 'asc',
): Promise<T[]> {
  const extra = where ? sql` and ${where}` : sql``;
  const dir = sql.raw(direction);
  const next = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const result = await db.execute(sql`
    with recursive v(val) as (
      (select ${column} from ${table} where ${column} is not null${extra} order by ${column} ${dir} limit 1)
      union all
      select (select ${column} from ${table} where ${column} ${next} v.val${extra} order by ${column} ${dir} limit 1)
      from v where v.val is not null
    )
    select val from v where val is not null`);
  return (result as unknown as { rows: { val: T }[] }).rows.map((r) => r.val);
}

/** What the search filters are made of (service.ts orders and names them): one query each, side by side. */
export async function filterFacts(db: Db) {
  const active = eq(institutions.status, 'active');
  const n = count();
  const [levels, types, tagRows, flags, provinceRows, admissionProvinces, rankProvinces, majorLevels] = await Promise.all([
    db
      .selectDistinct({ v: institutions.level })
      .from(institutions)
      .where(and(active, isNotNull(institutions.level))),
    db
      .selectDistinct({ v: institutions.type })
      .from(institutions)
      .where(and(active, isNotNull(institutions.type))),
    db
      .select({ v: sql<string>`t.tag`, n: count() })
      .from(sql`${institutions}, jsonb_array_elements_text(${institutions.tags}) as t(tag)`)
      .where(active)
      .groupBy(sql`t.tag`)
      .orderBy(desc(count()), sql`t.tag`),
    db
      .select({
        is985: sql<boolean>`bool_or(${institutions.is985})`,
        is211: sql<boolean>`bool_or(${institutions.is211})`,
        doubleFirstClass: sql<boolean>`bool_or(${institutions.isDoubleFirstClass})`,
      })
      .from(institutions)
      .where(active),
    db
      .select({ code: institutions.provinceCode, n })
      .from(institutions)
      .where(and(active, isNotNull(institutions.provinceCode)))
      .groupBy(institutions.provinceCode)
      .orderBy(asc(institutions.provinceCode)),
    distinctValues<string>(db, admissionRecords, admissionRecords.province),
    distinctValues<string>(db, rankTables, rankTables.province),
    db.selectDistinct({ v: majors.level }).from(majors),
  ]);
  return { levels, types, tagRows, flags, provinceRows, admissionProvinces, rankProvinces, majorLevels };
}
