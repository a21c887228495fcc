import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows per INSERT: keeps the parameter count far below PostgreSQL's 65,535 for every table. */
export const BATCH_SIZE = 500;

export function* inBatches<T>(rows: readonly T[], size = BATCH_SIZE): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

type Values = Record<string, unknown>;

const normalized = (v: unknown) => JSON.stringify(v ?? null);

/** True when every value the importer sets equals the stored one (jsonb arrays compare by content). */
export function sameValues(row: Values, stored: Values): boolean {
  return Object.keys(row).every((k) => normalized(row[k]) === normalized(stored[k]));
}

/**
 * Makes `table` hold `rows`: inserts the new ones and updates those whose values differ from the
 * stored row, BATCH_SIZE per statement, and leaves equal rows alone — so a second run writes
 * nothing. `stored` holds the current rows under the same key as `keyOf`. Returns the keys
 * written and how many rows were already up to date.
 */
export async function upsertChanged<T extends PgTable>(
  db: Db,
  table: T,
  target: PgColumn[],
  rows: T['$inferInsert'][],
  stored: ReadonlyMap<string, Values>,
  keyOf: (row: T['$inferInsert']) => string,
): Promise<{ written: Set<string>; unchanged: number }> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const targetNames = new Set(target.map((c) => c.name));
  const changed = rows.filter((row) => {
    const current = stored.get(keyOf(row));
    return !current || !sameValues(row as Values, current);
  });
  for (const batch of inBatches(changed)) {
    const set: Record<string, SQL> = {};
    for (const key of new Set(batch.flatMap((r) => Object.keys(r as Values)))) {
      const column = columns[key];
      if (column && !targetNames.has(column.name)) set[key] = sql.raw(`excluded."${column.name}"`);
    }
    if (columns.importedAt) set.importedAt = sql`now()`;
    await db.insert(table).values(batch).onConflictDoUpdate({ target, set });
  }
  return { written: new Set(changed.map(keyOf)), unchanged: rows.length - changed.length };
}
