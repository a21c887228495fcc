import {
  formatDateTime,
  type CronPreview,
  type JobClassView,
  type JobRunQueued,
  type Page,
  type QuartzJobView,
  type QuartzLogsDeleted,
  type QuartzLogView,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { t, type Lang } from '../../lib/i18n.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { checkCron } from './cron.ts';
import type { JobQueue } from './queue.ts';
import type { JobRegistry } from './registry.ts';
import { jobRepo, type QuartzJobRow, type QuartzJobValues, type QuartzLogRow } from './repo.ts';

/** The fields of XBoot's QuartzJob form, as the routes parsed them. */
export interface JobInput {
  title: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  misfirePolicy: 'skip' | 'once';
  retryLimit: number;
  retryDelay: number;
  isRecordLog: boolean;
  description: string;
}

const short = (lang: Lang) => (lang === 'en-US' ? 'en' : 'zh');

/**
 * 定时任务 (issue 32 item 1): the admin's jobs over the registry's job classes. A row is what the
 * admin edits; after each change the queue makes pg-boss's schedule match it (modules/job/queue.ts).
 */
export function jobService(db: Db, registry: JobRegistry, queue: JobQueue) {
  const repo = jobRepo(db);
  const titleOf = (name: string, lang: Lang) => registry.get(name)?.title[short(lang)] ?? '';

  const nextRuns = (cron: string) => {
    const check = checkCron(cron);
    return check.ok ? check.next.map((d) => formatDateTime(d)) : [];
  };

  async function views(rows: QuartzJobRow[], lang: Lang): Promise<QuartzJobView[]> {
    const last = await repo.lastRuns(rows.map((r) => r.jobClassName));
    return rows.map((r) => {
      const run = last.get(r.jobClassName);
      return {
        id: r.id,
        title: r.title,
        jobClassName: r.jobClassName,
        jobClassTitle: titleOf(r.jobClassName, lang),
        cronExpression: r.cronExpression,
        parameter: r.parameter,
        misfirePolicy: r.misfirePolicy === 'once' ? 'once' : 'skip',
        retryLimit: r.retryLimit,
        retryDelay: r.retryDelay,
        isRecordLog: r.isRecordLog,
        description: r.description,
        status: r.status,
        nextRuns: r.status === 0 ? nextRuns(r.cronExpression) : [],
        lastRun: run ? { executeTime: formatDateTime(run.executeTime), outcome: run.outcome } : null,
        builtIn: Boolean(registry.get(r.jobClassName)),
        createBy: r.createBy,
        createTime: formatDateTime(r.createTime),
        updateBy: r.updateBy,
        updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
      };
    });
  }

  const logView = (r: QuartzLogRow, lang: Lang): QuartzLogView => ({
    id: r.id,
    jobClassName: r.jobClassName,
    jobClassTitle: titleOf(r.jobClassName, lang),
    trigger: r.trigger,
    attempt: r.attempt,
    outcome: r.outcome,
    result: (r.result as QuartzLogView['result']) ?? null,
    error: r.error,
    instance: r.instance,
    executeTime: formatDateTime(r.executeTime),
    endTime: r.endTime ? formatDateTime(r.endTime) : null,
    costTime: r.costTime,
  });

  /** The input checked against the registry: the class exists, the cron is one we can run, the parameters fit the class. */
  function validated(input: JobInput): QuartzJobValues {
    const jobClass = registry.get(input.jobClassName);
    if (!jobClass) throw fieldError('jobClassName', 'jobClassUnknown');
    const cron = checkCron(input.cronExpression);
    if (!cron.ok) throw fieldError('cronExpression', cron.reason);
    let parameter = input.parameter.trim();
    if (parameter) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(parameter);
      } catch {
        throw fieldError('parameter', 'badJson');
      }
      const fit = jobClass.params.safeParse(parsed);
      if (!fit.success) {
        const issue = fit.error.issues[0];
        throw fieldError('parameter', 'jobParamsInvalid', { detail: `${issue.path.join('.') || '(root)'}: ${issue.message}` });
      }
      parameter = JSON.stringify(parsed);
    }
    // Only the writable fields: what the form posted back of the read shape is left as it is.
    return {
      title: input.title,
      jobClassName: input.jobClassName,
      cronExpression: input.cronExpression.trim().replace(/\s+/g, ' '),
      parameter,
      misfirePolicy: input.misfirePolicy,
      retryLimit: input.retryLimit,
      retryDelay: input.retryDelay,
      isRecordLog: input.isRecordLog,
      description: input.description,
    };
  }

  async function mustFind(id: string): Promise<QuartzJobRow> {
    const row = await repo.byId(id);
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  return {
    /** At every start: a job class without a row gets its default one (a new class arrives scheduled). */
    async ensureDefaults(): Promise<void> {
      for (const jobClass of registry.all()) {
        await repo.insertIfAbsent({
          title: jobClass.title.zh,
          jobClassName: jobClass.name,
          cronExpression: jobClass.defaults.cron,
          parameter: jobClass.defaults.parameter ?? '',
          misfirePolicy: 'skip',
          retryLimit: 1,
          retryDelay: 60,
          isRecordLog: true,
          description: jobClass.description.zh,
          createBy: 'system',
          status: jobClass.defaults.paused ? -1 : 0,
        });
      }
    },

    async page(q: PageInput & { key?: string }, lang: Lang): Promise<Page<QuartzJobView>> {
      const { rows, total } = await repo.page(q);
      return pageOf(await views(rows, lang), total, q);
    },

    async classes(lang: Lang): Promise<JobClassView[]> {
      const taken = new Set((await repo.all()).map((r) => r.jobClassName));
      return registry.all().map((c) => ({
        name: c.name,
        title: c.title[short(lang)],
        description: c.description[short(lang)],
        defaultCron: c.defaults.cron,
        defaultParameter: c.defaults.parameter ?? '',
        taken: taken.has(c.name),
      }));
    },

    preview(cron: string, lang: Lang): CronPreview {
      const check = checkCron(cron);
      return check.ok
        ? { valid: true, message: '', nextRuns: check.next.map((d) => formatDateTime(d)) }
        : { valid: false, message: t(lang, check.reason), nextRuns: [] };
    },

    async add(input: JobInput, by: string, lang: Lang): Promise<QuartzJobView> {
      const values = validated(input);
      if (await repo.byClass(values.jobClassName)) throw fieldError('jobClassName', 'jobClassTaken');
      const row = await repo.insert({ ...values, createBy: by });
      await queue.sync(row.jobClassName);
      return (await views([row], lang))[0];
    },

    async edit(id: string, input: JobInput, by: string, lang: Lang): Promise<QuartzJobView> {
      const before = await mustFind(id);
      const values = validated(input);
      if (values.jobClassName !== before.jobClassName && (await repo.byClass(values.jobClassName))) throw fieldError('jobClassName', 'jobClassTaken');
      const row = (await repo.update(id, { ...values, updateBy: by }))!;
      if (before.jobClassName !== row.jobClassName) await queue.sync(before.jobClassName);
      await queue.sync(row.jobClassName);
      return (await views([row], lang))[0];
    },

    async setStatus(id: string, status: 0 | -1, by: string, lang: Lang): Promise<QuartzJobView> {
      await mustFind(id);
      const row = (await repo.update(id, { status, updateBy: by }))!;
      await queue.sync(row.jobClassName);
      return (await views([row], lang))[0];
    },

    async toggleRecordLog(id: string, by: string, lang: Lang): Promise<QuartzJobView> {
      const before = await mustFind(id);
      const row = (await repo.update(id, { isRecordLog: !before.isRecordLog, updateBy: by }))!;
      return (await views([row], lang))[0];
    },

    /** Deletes jobs of classes the product no longer has; the product's own can only be paused. */
    async remove(ids: string[]): Promise<void> {
      const rows = await repo.byIds(ids);
      const builtIn = rows.find((r) => registry.get(r.jobClassName));
      if (builtIn) throw new AppError(400, 'jobBuiltIn', { title: builtIn.title });
      await repo.delete(rows.map((r) => r.id));
      for (const r of rows) await queue.sync(r.jobClassName);
    },

    async runNow(id: string, by: string): Promise<JobRunQueued> {
      const row = await mustFind(id);
      if (!registry.get(row.jobClassName)) throw new AppError(400, 'jobClassUnknown');
      const queued = await queue.runNow(row, by);
      if (!queued) throw new AppError(503, 'jobsOff');
      return { queueJobId: queued };
    },

    async logs(q: PageInput & { jobClassName?: string; outcome?: string }, lang: Lang): Promise<Page<QuartzLogView>> {
      const { rows, total } = await repo.logPage(q);
      return pageOf(
        rows.map((r) => logView(r, lang)),
        total,
        q,
      );
    },

    async removeLogs(ids: string[]): Promise<QuartzLogsDeleted> {
      return { deleted: await repo.deleteLogs(ids) };
    },
  };
}

export type JobService = ReturnType<typeof jobService>;
