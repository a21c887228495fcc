import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * One page of a table's rows that match `where`, in `order`, and how many match in all: the two
 * queries every plain admin list runs side by side (a list with joins writes its own).
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  page: { pageNumber: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(total) };
}
