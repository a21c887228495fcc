import type { DashboardStats } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { sampleSummary } from '../content/samples.ts';
import { findTable, headlineCounts, perDay, rowCount } from './repo.ts';

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

/** 首页: counts and per-day trends over the last `days` days (China time) from the real tables. */
export async function dashboardStats(db: Db, days: number): Promise<DashboardStats> {
  const now = Date.now();
  const today = cnDate(now);
  const todayStart = new Date(`${today}T00:00:00+08:00`);
  const from = new Date(todayStart.getTime() - (days - 1) * DAY_MS);

  const { usersTotal, vip, newToday, loginsToday, online, deptCount, roleCount, messageCount } = await headlineCounts(db, todayStart);

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
    optional[key] = { total: await rowCount(db, table.name), trend: table.hasTime ? await perDay(db, table.name, '', from) : null };
  }

  const trend: DashboardStats['trend'] = [];
  for (let i = 0; i < days; i++) {
    const date = cnDate(from.getTime() + i * DAY_MS);
    trend.push({
      date,
      registrations: registrations.get(date) ?? 0,
      logins: logins.get(date) ?? 0,
      loginFailures: failures.get(date) ?? 0,
      testsTaken: optional.testsTaken.trend ? (optional.testsTaken.trend.get(date) ?? 0) : null,
      formsSaved: optional.formsSaved.trend ? (optional.formsSaved.trend.get(date) ?? 0) : null,
    });
  }
  return {
    counts: {
      users: usersTotal,
      vipUsers: vip,
      newUsersToday: newToday,
      loginsToday,
      onlineUsers: online,
      departments: deptCount,
      roles: roleCount,
      messages: messageCount,
      testsTaken: optional.testsTaken.total,
      formsSaved: optional.formsSaved.total,
    },
    trend,
    missing,
    samples: await sampleSummary(db),
  };
}
