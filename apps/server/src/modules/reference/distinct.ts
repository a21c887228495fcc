import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

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
