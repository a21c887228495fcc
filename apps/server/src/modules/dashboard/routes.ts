import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DashboardStats } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, departments, messages, roles, sysLogs, userRoles, users } from '../../db/schema/index.ts';
import { formInt } from '../../lib/schema.ts';

const DAY_MS = 86_400_000;
const CN_OFFSET_MS = 8 * 3_600_000;
/** yyyy-MM-dd of an instant in China time. */
const cnDate = (t: number) => new Date(t + CN_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Tables of other features that may not exist yet: counted when present (with a create_time
 * column for the trend), reported in `missing` otherwise.
 */
const OPTIONAL_TABLES = {
  testsTaken: ['test_record', 'test_result', 'assessment_record', 'assessment_result', 'evaluation_record'],
  formsSaved: ['volunteer_form'],
} as const;

const rowsOf = <T,>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

async function findTable(db: Db, candidates: readonly string[]): Promise<{ name: string; hasTime: boolean } | null> {
  for (const name of candidates) {
    const found = rowsOf<{ column_name: string }>(await db.execute(sql`
      select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${name}`));
    if (found.length) return { name, hasTime: found.some((c) => c.column_name === 'create_time') };
  }
  return null;
}

/** Per-day counts (China time) of a timestamp column since `from`. */
async function perDay(db: Db, table: string, where: string, from: Date): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string; n: number }>(await db.execute(sql`
    select to_char((create_time at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as day, count(*)::int as n
    from ${sql.identifier(table)} where create_time >= ${from.toISOString()} ${sql.raw(where ? `and ${where}` : '')}
    group by 1`));
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** 首页: counts and per-day trends from the real tables. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard/stats', {
    config: { permission: 'home:view' },
    schema: { tags: ['admin:dashboard'], summary: 'Counts and per-day trends for the home dashboard', querystring: z.object({ days: formInt(7, 90).optional() }) },
  }, async (req) => {
    const db = app.db;
    const days = req.query.days ?? 30;
    const now = Date.now();
    const today = cnDate(now);
    const todayStart = new Date(`${today}T00:00:00+08:00`);
    const from = new Date(todayStart.getTime() - (days - 1) * DAY_MS);
    const n = async (q: Promise<{ c: number }[]>) => Number((await q)[0]?.c ?? 0);

    const [usersTotal, vip, newToday, loginsToday, online, deptCount, roleCount, messageCount] = await Promise.all([
      n(db.select({ c: count() }).from(users)),
      n(db.select({ c: sql<number>`count(distinct ${userRoles.userId})` }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, 'ROLE_VIP'))),
      n(db.select({ c: count() }).from(users).where(gte(users.createTime, todayStart))),
      n(db.select({ c: count() }).from(sysLogs).where(and(eq(sysLogs.logType, 1), eq(sysLogs.success, true), gte(sysLogs.createTime, todayStart)))),
      n(db.select({ c: sql<number>`count(distinct ${accessTokens.userId})` }).from(accessTokens).where(gt(accessTokens.expiresAt, new Date()))),
      n(db.select({ c: count() }).from(departments)),
      n(db.select({ c: count() }).from(roles)),
      n(db.select({ c: count() }).from(messages)),
    ]);

    const [registrations, logins, failures] = await Promise.all([
      perDay(db, 'app_user', '', from),
      perDay(db, 'sys_log', 'log_type = 1 and success', from),
      perDay(db, 'sys_log', 'log_type = 1 and not success', from),
    ]);

    const missing: string[] = [];
    const optional: Record<keyof typeof OPTIONAL_TABLES, { total: number | null; trend: Map<string, number> | null }> = {
      testsTaken: { total: null, trend: null },
      formsSaved: { total: null, trend: null },
    };
    for (const key of Object.keys(OPTIONAL_TABLES) as (keyof typeof OPTIONAL_TABLES)[]) {
      const table = await findTable(db, OPTIONAL_TABLES[key]);
      if (!table) {
        missing.push(key);
        continue;
      }
      const [{ c }] = rowsOf<{ c: number }>(await db.execute(sql`select count(*)::int as c from ${sql.identifier(table.name)}`));
      optional[key] = { total: Number(c), trend: table.hasTime ? await perDay(db, table.name, '', from) : null };
    }

    const trend: DashboardStats['trend'] = [];
    for (let i = 0; i < days; i++) {
      const date = cnDate(from.getTime() + i * DAY_MS);
      trend.push({
        date,
        registrations: registrations.get(date) ?? 0,
        logins: logins.get(date) ?? 0,
        loginFailures: failures.get(date) ?? 0,
        testsTaken: optional.testsTaken.trend ? optional.testsTaken.trend.get(date) ?? 0 : null,
        formsSaved: optional.formsSaved.trend ? optional.formsSaved.trend.get(date) ?? 0 : null,
      });
    }
    const stats: DashboardStats = {
      counts: {
        users: usersTotal, vipUsers: vip, newUsersToday: newToday, loginsToday, onlineUsers: online,
        departments: deptCount, roles: roleCount, messages: messageCount,
        testsTaken: optional.testsTaken.total, formsSaved: optional.formsSaved.total,
      },
      trend,
      missing,
    };
    return ok(req, stats);
  });
};

export default dashboardRoutes;
