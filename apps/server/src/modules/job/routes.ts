import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, formInt, idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { jobService } from './service.ts';
import {
  cronPreviewSchema,
  jobClassViewSchema,
  jobRunQueuedSchema,
  quartzJobViewSchema,
  quartzLogsDeletedSchema,
  quartzLogViewSchema,
} from '@zhiyuan/shared/schemas/jobs';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const text = (max: number) => z.string().trim().max(max);

/** XBoot's QuartzJob form (its whole object is posted back: the read-only fields are taken and left as they are). */
const jobFields = z
  .object({
    title: text(50).min(1),
    jobClassName: text(100)
      .min(1)
      .regex(/^[a-z][a-z0-9.-]*$/, 'badFormat'),
    cronExpression: text(120).min(1),
    parameter: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(2000)),
    misfirePolicy: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'skip' : v), z.enum(['skip', 'once'])),
    retryLimit: z.preprocess((v) => (v === '' || v === undefined ? 1 : v), formInt(0, 10)),
    retryDelay: z.preprocess((v) => (v === '' || v === undefined ? 60 : v), formInt(0, 86_400)),
    isRecordLog: z.preprocess((v) => (v === '' || v === undefined ? true : v), formBool),
    description: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(200)),
    ...readBack('status', 'jobClassTitle', 'nextRuns', 'lastRun', 'builtIn', 'delFlag', 'createBy', 'createTime', 'updateBy', 'updateTime'),
  })
  .strict();

const byId = z.object({ id: idText }).strict();
const tags = ['admin:quartz'];

/**
 * 定时任务: XBoot's /quartzJob/* and /quartzLog/* calls on pg-boss (modules/job/queue.ts), plus
 * the registry's job classes, a cron preview and "run now".
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = jobService(app.db, app.jobs, app.jobQueue);
  const lang = (req: { lang: string }) => req.lang as 'zh-CN' | 'en-US';

  app.get(
    '/quartzJob/getAllByPage',
    {
      config: { permission: 'sys:quartz:view' },
      schema: {
        tags,
        summary: 'Scheduled jobs whose title, class or description contains key, with next run times and the latest run',
        querystring: pageQuery.extend({ key: optionalText(50) }),
        response: { 200: pageSchema(quartzJobViewSchema) },
      },
    },
    (req) => jobs.page(req.query, lang(req)),
  );

  app.get(
    '/quartzJob/classes',
    {
      config: { permission: 'sys:quartz:view' },
      schema: {
        tags,
        summary: 'The job classes of the product a job can run, with their defaults and whether one is scheduled',
        response: { 200: z.array(jobClassViewSchema) },
      },
    },
    (req) => jobs.classes(lang(req)),
  );

  app.get(
    '/quartzJob/preview',
    {
      config: { permission: 'sys:quartz:view' },
      schema: {
        tags,
        summary: 'The next five run times of a cron expression (China time), or why it is refused',
        querystring: z.object({ cron: text(120).min(1) }).strict(),
        response: { 200: cronPreviewSchema },
      },
    },
    async (req) => jobs.preview(req.query.cron, lang(req)),
  );

  app.post(
    '/quartzJob/add',
    {
      config: { permission: 'sys:quartz:add' },
      // XBoot's form sends an empty id when adding.
      schema: {
        tags,
        summary: 'Schedule a job class that has no job yet',
        body: jobFields.extend({ id: z.literal('').optional() }).strict(),
        response: { 200: quartzJobViewSchema },
      },
    },
    (req) => jobs.add(req.body, req.auth!.username, lang(req)),
  );

  app.post(
    '/quartzJob/edit',
    {
      config: { permission: 'sys:quartz:edit' },
      schema: {
        tags,
        summary: 'Change a job (cron, parameters, policies); its schedule follows at once',
        body: jobFields.extend({ id: idText }).strict(),
        response: { 200: quartzJobViewSchema },
      },
    },
    (req) => jobs.edit(req.body.id, req.body, req.auth!.username, lang(req)),
  );

  // XBoot's client posts the whole object to pause and resume; only its id matters.
  const statusBody = z.object({ id: idText, ...readBack(...(Object.keys(jobFields.shape) as (keyof typeof jobFields.shape)[])) }).strict();
  app.post(
    '/quartzJob/pause',
    {
      config: { permission: 'sys:quartz:disable' },
      schema: { tags, summary: 'Pause a job: no run is filed until it is resumed', body: statusBody, response: { 200: quartzJobViewSchema } },
    },
    (req) => jobs.setStatus(req.body.id, -1, req.auth!.username, lang(req)),
  );

  app.post(
    '/quartzJob/resume',
    { config: { permission: 'sys:quartz:enable' }, schema: { tags, summary: 'Resume a paused job', body: statusBody, response: { 200: quartzJobViewSchema } } },
    (req) => jobs.setStatus(req.body.id, 0, req.auth!.username, lang(req)),
  );

  app.post(
    '/quartzJob/changeRecordLog',
    {
      config: { permission: 'sys:quartz:edit' },
      schema: { tags, summary: 'Switch whether successful runs are logged (failures always are)', body: byId, response: { 200: quartzJobViewSchema } },
    },
    (req) => jobs.toggleRecordLog(req.body.id, req.auth!.username, lang(req)),
  );

  app.post(
    '/quartzJob/runNow',
    {
      config: { permission: 'sys:quartz:run' },
      schema: { tags, summary: 'File one run of the job now (logged as manual), paused or not', body: byId, response: { 200: jobRunQueuedSchema } },
    },
    (req) => jobs.runNow(req.body.id, req.auth!.username),
  );

  app.post(
    '/quartzJob/delByIds',
    {
      config: { permission: 'sys:quartz:delete' },
      schema: {
        tags,
        summary: "Delete jobs whose class the product no longer has (the product's own can only be paused)",
        body: z.object({ ids: idList }).strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await jobs.remove(req.body.ids);
      return null;
    },
  );

  app.get(
    '/quartzLog/getByCondition',
    {
      config: { permission: 'sys:quartz:view' },
      schema: {
        tags,
        summary: 'Runs of the jobs, newest first: of one class, by outcome, within dates',
        querystring: pageQuery.extend({
          jobClassName: optionalText(100),
          outcome: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['running', 'ok', 'failed']).optional()),
        }),
        response: { 200: pageSchema(quartzLogViewSchema) },
      },
    },
    (req) => jobs.logs(req.query, lang(req)),
  );

  app.post(
    '/quartzLog/delByIds',
    {
      config: { permission: 'sys:quartz:delete' },
      schema: { tags, summary: 'Delete run log rows', body: z.object({ ids: idList }).strict(), response: { 200: quartzLogsDeletedSchema } },
    },
    (req) => jobs.removeLogs(req.body.ids),
  );
};

export default jobRoutes;
