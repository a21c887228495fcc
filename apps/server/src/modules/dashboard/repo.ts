import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, departments, messages, roles, sysLogs, userRoles, users } from '../../db/schema/index.ts';

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/** The first of the candidate tables that exists, and whether it has a create_time column. */
export async function findTable(db: Db, candidates: readonly string[]): Promise<{ name: string; hasTime: boolean } | null> {
  for (const name of candidates) {
    const found = rowsOf<{ column_name: string }>(
      await db.execute(sql`
      select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${name}`),
    );
    if (found.length) return { name, hasTime: found.some((c) => c.column_name === 'create_time') };
  }
  return null;
}

/** Per-day counts (China time) of a timestamp column since `from`. */
export async function perDay(db: Db, table: string, where: string, from: Date): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string; n: number }>(
    await db.execute(sql`
    select to_char((create_time at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day, count(*)::int as n
    from ${sql.identifier(table)} where create_time >= ${from.toISOString()} ${sql.raw(where ? `and ${where}` : '')}
    group by 1`),
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Rows of a table found by name. */
export async function rowCount(db: Db, table: string): Promise<number> {
  const [{ c }] = rowsOf<{ c: number }>(await db.execute(sql`select count(*)::int as c from ${sql.identifier(table)}`));
  return Number(c);
}

/** The headline counts of the dashboard; "today" starts at `todayStart`. */
export async function headlineCounts(db: Db, todayStart: Date) {
  const n = async (q: Promise<{ c: number }[]>) => Number((await q)[0]?.c ?? 0);
  const [usersTotal, vip, newToday, loginsToday, online, deptCount, roleCount, messageCount] = await Promise.all([
    n(db.select({ c: count() }).from(users)),
    n(
      db
        .select({ c: sql<number>`count(distinct ${userRoles.userId})` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(roles.name, 'ROLE_VIP')),
    ),
    n(db.select({ c: count() }).from(users).where(gte(users.createTime, todayStart))),
    n(
      db
        .select({ c: count() })
        .from(sysLogs)
        .where(and(eq(sysLogs.logType, 1), eq(sysLogs.success, true), gte(sysLogs.createTime, todayStart))),
    ),
    n(
      db
        .select({ c: sql<number>`count(distinct ${accessTokens.userId})` })
        .from(accessTokens)
        .where(gt(accessTokens.expiresAt, new Date())),
    ),
    n(db.select({ c: count() }).from(departments)),
    n(db.select({ c: count() }).from(roles)),
    n(db.select({ c: count() }).from(messages)),
  ]);
  return { usersTotal, vip, newToday, loginsToday, online, deptCount, roleCount, messageCount };
}
