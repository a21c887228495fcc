import { formatDateTime, type LogView, type Page } from '@zhiyuan/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../lib/schema.ts';
import { logPage, purgeLogsBefore, type LogQuery, type LogRow, type ScopeFilter } from './repo.ts';

export function toLogView(r: LogRow): LogView {
  return {
    id: r.id,
    logType: r.logType,
    name: r.name,
    requestUrl: r.requestUrl,
    requestType: r.requestType,
    requestParam: r.requestParam,
    userId: r.userId,
    username: r.username,
    ip: r.ip,
    device: r.device,
    costTime: r.costTime,
    success: r.success,
    resultCode: r.resultCode,
    errorMessage: r.errorMessage,
    createTime: formatDateTime(r.createTime),
  };
}

/** Login or operation log, filtered and paged, within the caller's data scope. */
export async function listLogs(db: Db, q: LogQuery, scopeFilter: ScopeFilter): Promise<Page<LogView>> {
  const { rows, total } = await logPage(db, q, scopeFilter);
  return pageOf(rows.map(toLogView), total, q);
}

/** How many days of logs log.purge keeps by default (a Chinese cybersecurity rule asks for at least 6 months of logs). */
export const LOG_KEEP_DAYS = 180;

/** The log.purge job's parameters: days of logs kept (at least 30). */
export const logPurgeParams = z.object({ keepDays: z.number().int().min(30).max(3650).default(LOG_KEEP_DAYS) }).strict();

/** Deletes the logs older than keepDays. */
export async function purgeOldLogs(db: Db, keepDays: number, now = Date.now()) {
  return purgeLogsBefore(db, new Date(now - keepDays * 86_400_000));
}
