import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * What the database holds, whoever filled it (this server's import, `npm run data:import` in
 * another process, an admin's upload): 'real' once any imported institution, admission line or
 * rank-table row is there, else 'demo' (the built-in demo set, or nothing yet). Read from the
 * rows themselves, never from this process's configuration.
 */
export async function storedDataMode(db: Db): Promise<'real' | 'demo'> {
  const result = await db.execute<{ real: boolean }>(sql`select (
    exists (select 1 from institution where data_mode = 'real')
    or exists (select 1 from admission_record where data_mode = 'real')
    or exists (select 1 from rank_table where data_mode = 'real')) as real`);
  return (result as unknown as { rows: { real: boolean }[] }).rows[0]?.real ? 'real' : 'demo';
}
