import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupKeyOf } from '../engine/group-code.ts';
import { countOf, selectJson } from './sync.ts';

/**
 * Stores every admission row's group key (engine/group-code.ts: `复旦大学(01)`, `第001组` and `01`
 * are all `1`) beside the published code, for rows of every reader and every earlier import:
 * one pass over the distinct codes, one UPDATE of the rows whose key differs. Run after the
 * lines are written (a full import, an upload). Returns how many rows changed.
 */
export async function fillGroupKeys(db: Db): Promise<number> {
  const codes = await selectJson<{ code: string }>(db, sql`select distinct group_code as code from admission_record where group_code is not null`);
  const pairs = codes.map(({ code }) => ({ code, key: groupKeyOf(code) }));
  return countOf(db, sql`with u as (
    update admission_record a set group_key = x.key
    from json_to_recordset(${JSON.stringify(pairs)}::json) as x(code text, key text)
    where a.group_code = x.code and a.group_key is distinct from x.key
    returning 1) select count(*) as n from u`);
}
