import { sql } from 'drizzle-orm';

/** One province's year of admission rows or rank-table rows: what an upload touched. */
export interface ProvinceYear {
  province: string;
  year: number;
}

const keyOf = (p: ProvinceYear) => `${p.province}|${p.year}`;

/** Each province-year once (rows of any shape that carry both). */
export function uniquePairs(...lists: Iterable<ProvinceYear>[]): ProvinceYear[] {
  const out = new Map<string, ProvinceYear>();
  for (const list of lists) for (const p of list) if (!out.has(keyOf(p))) out.set(keyOf(p), { province: p.province, year: p.year });
  return [...out.values()];
}

/** `(a.province, a.year) in (...)` for the lookup index (which leads with both), or true for every row. */
export function withinPairs(pairs: readonly ProvinceYear[] | undefined) {
  if (!pairs) return sql`true`;
  if (!pairs.length) return sql`false`;
  return sql`(a.province, a.year) in (${sql.join(
    pairs.map((p) => sql`(${p.province}, ${p.year}::integer)`),
    sql`, `,
  )})`;
}
