import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, type LogView, type Page } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { sysLogs } from '../../db/schema/index.ts';
import { formBool, formInt, idList, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const logQuery = pageQuery.extend({
  type: z.preprocess(blank, formInt(0, 1).optional()),
  key: optionalText(100),
  username: optionalText(100),
  ip: optionalText(64),
  success: z.preprocess(blank, formBool.optional()),
});

const SORTABLE = { createTime: sysLogs.createTime, costTime: sysLogs.costTime, username: sysLogs.username } as const;

export function toLogView(r: typeof sysLogs.$inferSelect): LogView {
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

/** 日志管理: the login and operation logs written by plugins/audit.ts. */
const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/log/getAllByPage', {
    config: { permission: 'sys:log:view' },
    schema: { tags: ['admin:log'], summary: 'Login or operation log, filtered and paged (data scope by the acting user)', querystring: logQuery },
  }, async (req) => {
    const q = req.query;
    const like = q.key ? escapeLike(q.key) : '';
    const where = and(
      await req.scopeFilter({ owner: sysLogs.userId }),
      q.type !== undefined ? eq(sysLogs.logType, q.type) : undefined,
      q.key ? or(ilike(sysLogs.name, like), ilike(sysLogs.requestUrl, like), ilike(sysLogs.requestParam, like), ilike(sysLogs.username, like),
        ilike(sysLogs.ip, like), ilike(sysLogs.device, like), ilike(sysLogs.errorMessage, like)) : undefined,
      q.username ? ilike(sysLogs.username, escapeLike(q.username)) : undefined,
      q.ip ? ilike(sysLogs.ip, escapeLike(q.ip)) : undefined,
      q.success !== undefined ? eq(sysLogs.success, q.success) : undefined,
      q.startDate ? gte(sysLogs.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(sysLogs.createTime, cnDay(q.endDate, true)) : undefined,
    );
    const column = SORTABLE[q.sort as keyof typeof SORTABLE] ?? sysLogs.createTime;
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(sysLogs).where(where).orderBy(direction(column), desc(sysLogs.id)).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(sysLogs).where(where),
    ]);
    const page: Page<LogView> = pageOf(rows.map(toLogView), Number(total), q);
    return ok(req, page);
  });

  app.post('/log/delByIds', {
    config: { permission: 'sys:log:delete' },
    schema: { tags: ['admin:log'], summary: 'Delete log entries', body: z.object({ ids: idList }) },
  }, async (req) => {
    await app.db.delete(sysLogs).where(and(inArray(sysLogs.id, req.body.ids), await req.scopeFilter({ owner: sysLogs.userId })));
    return ok(req, null);
  });

  app.post('/log/delAll', {
    config: { permission: 'sys:log:clear' },
    schema: { tags: ['admin:log'], summary: 'Clear the whole log (this call is itself logged)' },
  }, async (req) => {
    // Within the caller's scope: a department manager cannot erase other departments' traces.
    const scope = await req.scopeFilter({ owner: sysLogs.userId });
    await (scope ? app.db.delete(sysLogs).where(scope) : app.db.delete(sysLogs));
    return ok(req, null);
  });
};

export default logRoutes;
