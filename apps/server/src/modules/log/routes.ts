import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, formInt, idList, optionalText, pageQuery } from '../../lib/schema.ts';
import { clearLogs, deleteLogs } from './repo.ts';
import { listLogs, LOG_KEEP_DAYS, logPurgeParams, purgeOldLogs } from './service.ts';
import { logViewSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const logQuery = pageQuery.extend({
  type: z.preprocess(blank, formInt(0, 1).optional()),
  key: optionalText(100),
  username: optionalText(100),
  ip: optionalText(64),
  success: z.preprocess(blank, formBool.optional()),
});

/** 日志管理: the login and operation logs written by plugins/audit.ts. */
const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: 'log.purge',
    title: { zh: '日志清理', en: 'Purge old logs' },
    description: {
      zh: `删除超过保留天数（参数 keepDays，默认 ${LOG_KEEP_DAYS} 天，至少 30 天）的操作日志、登录日志和任务日志`,
      en: `Deletes operation, login and job-run logs older than keepDays (default ${LOG_KEEP_DAYS}, at least 30)`,
    },
    params: logPurgeParams,
    defaults: { cron: '0 30 3 * * ?', parameter: JSON.stringify({ keepDays: LOG_KEEP_DAYS }) },
    run: (params) => purgeOldLogs(app.db, params.keepDays),
  });
  app.get(
    '/log/getAllByPage',
    {
      config: { permission: 'sys:log:view' },
      schema: {
        tags: ['admin:log'],
        summary: 'Login or operation log, filtered and paged (data scope by the acting user)',
        querystring: logQuery,
        response: { 200: pageSchema(logViewSchema) },
      },
    },
    async (req) => {
      return await listLogs(app.db, req.query, (cols) => req.scopeFilter(cols));
    },
  );

  app.post(
    '/log/delByIds',
    {
      config: { permission: 'sys:log:delete' },
      schema: { tags: ['admin:log'], summary: 'Delete log entries', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteLogs(app.db, req.body.ids, (cols) => req.scopeFilter(cols));
      return null;
    },
  );

  app.post(
    '/log/delAll',
    {
      config: { permission: 'sys:log:clear' },
      schema: { tags: ['admin:log'], summary: 'Clear the whole log (this call is itself logged)', response: { 200: z.null() } },
    },
    async (req) => {
      await clearLogs(app.db, (cols) => req.scopeFilter(cols));
      return null;
    },
  );
};

export default logRoutes;
