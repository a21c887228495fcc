import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupKeyOf } from '../lib/group-code.ts';
import { withinPairs, type ProvinceYear } from './province-years.ts';
import { countOf, selectJson } from './sync.ts';

/**
 * Stores every admission row's group key (lib/group-code.ts: `复旦大学(01)`, `第001组` and `01`
 * are all `1`) beside the published code, for rows of every reader and every earlier import:
 * one pass over the distinct codes, one UPDATE of the rows whose key differs. Run after the
 * lines are written: a full import looks at every row; an upload passes the province-years it
 * wrote, so its commit does not rescan the whole data set (5 s on the embedded database, which
 * held the admin's 15-second request past its timeout). Returns how many rows changed.
 */
export async function fillGroupKeys(db: Db, pairs?: readonly ProvinceYear[]): Promise<number> {
  if (pairs && !pairs.length) return 0;
  const within = withinPairs(pairs);
  const codes = await selectJson<{ province: string; code: string }>(
    db,
    sql`select distinct a.province, a.group_code as code from admission_record a where a.group_code is not null and ${within}`,
  );
  const byProvince = new Map<string, { code: string; key: string | null }[]>();
  for (const { province, code } of codes) {
    let list = byProvince.get(province);
    if (!list) byProvince.set(province, (list = []));
    list.push({ code, key: groupKeyOf(code) });
  }
  // In slices, per province (the lookup index leads with it): the embedded database runs a
  // statement on the server's own thread, and one UPDATE of a whole data set's rows held every
  // request for half a minute.
  let changed = 0;
  for (const [province, pairs] of byProvince) {
    for (let i = 0; i < pairs.length; i += CODES_PER_STATEMENT) {
      const slice = pairs.slice(i, i + CODES_PER_STATEMENT);
      changed += await countOf(
        db,
        sql`with u as (
        update admission_record a set group_key = x.key
        from json_to_recordset(${JSON.stringify(slice)}::json) as x(code text, key text)
        where a.province = ${province} and ${within} and a.group_code = x.code and a.group_key is distinct from x.key
        returning 1) select count(*) as n from u`,
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return changed;
}

/** Distinct group codes per UPDATE: each statement scans one province's rows once. */
const CODES_PER_STATEMENT = 2000;
