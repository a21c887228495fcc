import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quartzLogs, sysLogs } from '../../db/schema/index.ts';
import type { ScopeColumns } from '../../db/data-scope.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

export type LogRow = typeof sysLogs.$inferSelect;
/** The acting user's data-scope filter (`req.scopeFilter`), called here with the log's owner column. */
export type ScopeFilter = (columns: ScopeColumns) => Promise<SQL | undefined>;

export interface LogQuery extends PageInput {
  type?: number;
  key?: string;
  username?: string;
  ip?: string;
  success?: boolean;
}

const SORTABLE = { createTime: sysLogs.createTime, costTime: sysLogs.costTime, username: sysLogs.username } as const;

/** One page of the log and the total, within the caller's scope. */
export async function logPage(db: Db, q: LogQuery, scopeFilter: ScopeFilter): Promise<{ rows: LogRow[]; total: number }> {
  const like = q.key ? escapeLike(q.key) : '';
  const where = and(
    await scopeFilter({ owner: sysLogs.userId }),
    q.type !== undefined ? eq(sysLogs.logType, q.type) : undefined,
    q.key
      ? or(
          ilike(sysLogs.name, like),
          ilike(sysLogs.requestUrl, like),
          ilike(sysLogs.requestParam, like),
          ilike(sysLogs.username, like),
          ilike(sysLogs.ip, like),
          ilike(sysLogs.device, like),
          ilike(sysLogs.errorMessage, like),
        )
      : undefined,
    q.username ? ilike(sysLogs.username, escapeLike(q.username)) : undefined,
    q.ip ? ilike(sysLogs.ip, escapeLike(q.ip)) : undefined,
    q.success !== undefined ? eq(sysLogs.success, q.success) : undefined,
    q.startDate ? gte(sysLogs.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(sysLogs.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const column = SORTABLE[q.sort as keyof typeof SORTABLE] ?? sysLogs.createTime;
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(sysLogs)
      .where(where)
      .orderBy(direction(column), desc(sysLogs.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(sysLogs).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function deleteLogs(db: Db, ids: string[], scopeFilter: ScopeFilter): Promise<void> {
  await db.delete(sysLogs).where(and(inArray(sysLogs.id, ids), await scopeFilter({ owner: sysLogs.userId })));
}

export async function clearLogs(db: Db, scopeFilter: ScopeFilter): Promise<void> {
  // Within the caller's scope: a department manager cannot erase other departments' traces.
  const scope = await scopeFilter({ owner: sysLogs.userId });
  await (scope ? db.delete(sysLogs).where(scope) : db.delete(sysLogs));
}

/** Deletes operation and login logs, and job run logs, written before `before` (the log.purge job). */
export async function purgeLogsBefore(db: Db, before: Date): Promise<{ logs: number; jobRuns: number }> {
  const logs = await db.delete(sysLogs).where(lt(sysLogs.createTime, before)).returning({ id: sysLogs.id });
  const jobRuns = await db.delete(quartzLogs).where(lt(quartzLogs.executeTime, before)).returning({ id: quartzLogs.id });
  return { logs: logs.length, jobRuns: jobRuns.length };
}
