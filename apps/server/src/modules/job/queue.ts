import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { PgBoss, fromPglite, type Clock, type Job } from 'pg-boss';
import { checkCron, JOB_TIME_ZONE } from './cron.ts';
import type { JobRegistry } from './registry.ts';
import { jobRepo, type QuartzJobRow } from './repo.ts';
import { jobRunsTotal } from '../../lib/metrics.ts';

/** Where pg-boss keeps its tables (beside ours, in the same database). */
const QUEUE_SCHEMA = 'pgboss';
/** One schedule per job class (XBoot: job_class_name is unique), under this key. */
const SCHEDULE_KEY = 'quartz';

export interface JobQueueOptions {
  /** Time source of pg-boss (tests: its TestClock, shared by two instances). */
  clock?: Clock;
  /** Seconds between a worker's looks for due jobs (pg-boss default 2; jobs here are not urgent). */
  pollingIntervalSeconds?: number;
}

type RunData = { trigger?: 'schedule' | 'manual'; by?: string };

/** The instance a run is logged under. */
export const INSTANCE_NAME = `${os.hostname()}:${process.pid}`;

/**
 * 定时任务 on pg-boss: every instance starts a queue on the product's database (its own small pool
 * on PostgreSQL, PGlite's connection when embedded), works every job class of the registry and
 * makes pg-boss's schedules match the quartz_job rows. pg-boss's cron pass is claimed by one
 * instance at a time and files each occurrence once (a singleton per minute slot), so a job runs
 * once per occurrence however many instances are up. A run is logged in quartz_log and, when it
 * throws, retried by pg-boss per the row's policy.
 */
export function jobQueue(app: FastifyInstance, registry: JobRegistry, opts: JobQueueOptions = {}) {
  const repo = jobRepo(app.db);
  let boss: PgBoss | null = null;

  async function runOne(job: Job<RunData>): Promise<void> {
    const jobClass = registry.get(job.name);
    const row = await repo.byClass(job.name);
    const trigger = job.data?.trigger === 'manual' ? 'manual' : 'schedule';
    // A paused or deleted job's occurrence already filed is dropped, not run; "run now" still runs.
    if (!jobClass || (trigger === 'schedule' && (!row || row.status !== 0))) return;
    const record = row?.isRecordLog ?? true;
    const started = Date.now();
    const logId = record
      ? await repo.logStart({ jobClassName: job.name, queueJobId: job.id, trigger, attempt: job.retryCount + 1, instance: INSTANCE_NAME })
      : null;
    try {
      const params = jobClass.params.parse(row?.parameter ? JSON.parse(row.parameter) : {});
      const result = await jobClass.run(params, app);
      if (logId) await repo.logEnd(logId, { outcome: 'ok', result, costTime: Date.now() - started });
      jobRunsTotal.inc({ job: job.name, outcome: 'ok' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // Failures are always logged, even with the row's log switched off.
      const id = logId ?? (await repo.logStart({ jobClassName: job.name, queueJobId: job.id, trigger, attempt: job.retryCount + 1, instance: INSTANCE_NAME }));
      await repo.logEnd(id, { outcome: 'failed', error: message.slice(0, 2000), costTime: Date.now() - started });
      jobRunsTotal.inc({ job: job.name, outcome: 'failed' });
      app.log.warn({ job: job.name, attempt: job.retryCount + 1, error: message }, 'job run failed');
      throw err;
    }
  }

  const sendOptions = (row: QuartzJobRow) => ({ retryLimit: row.retryLimit, retryDelay: row.retryDelay, retryBackoff: row.retryDelay > 0 });

  /** Makes pg-boss's schedule of one job class match its row: scheduled while running (status 0), none otherwise. */
  async function sync(jobClassName: string): Promise<void> {
    if (!boss || !registry.get(jobClassName)) return;
    const row = await repo.byClass(jobClassName);
    const check = row ? checkCron(row.cronExpression) : null;
    if (row && row.status === 0 && check?.ok) {
      await boss.schedule(jobClassName, check.schedule, { trigger: 'schedule' } satisfies RunData, {
        tz: JOB_TIME_ZONE,
        key: SCHEDULE_KEY,
        missed: row.misfirePolicy === 'once' ? 'once' : 'skip',
        ...sendOptions(row),
      });
    } else {
      await boss.unschedule(jobClassName, SCHEDULE_KEY);
    }
  }

  return {
    get running() {
      return boss !== null;
    },

    async start(): Promise<void> {
      const target = app.database.queueTarget;
      const next = new PgBoss({
        ...('url' in target ? { connectionString: target.url, max: 3 } : { db: fromPglite(target.pglite), backend: 'pglite' as const }),
        schema: QUEUE_SCHEMA,
        application_name: 'zhiyuan-jobs',
        instanceName: INSTANCE_NAME,
        ...(opts.clock ? { clock: opts.clock } : {}),
      });
      next.on('error', (err: Error) => app.log.warn({ error: err.message }, 'job queue error'));
      await next.start();
      boss = next;
      for (const jobClass of registry.all()) {
        if (!(await next.getQueue(jobClass.name))) await next.createQueue(jobClass.name);
        await next.work<RunData>(jobClass.name, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 }, async ([job]) => runOne(job));
        await sync(jobClass.name);
      }
    },

    sync,

    /** Files a run of the job class now (无论暂停与否), logged as manual. */
    async runNow(row: QuartzJobRow, by: string): Promise<string | null> {
      if (!boss) return null;
      return boss.send(row.jobClassName, { trigger: 'manual', by } satisfies RunData, sendOptions(row));
    },

    /** How many runs wait and how many failed, per job class (the monitor). */
    async counts(): Promise<{ waiting: number; failed: number } | null> {
      if (!boss) return null;
      let waiting = 0;
      let failed = 0;
      for (const jobClass of registry.all()) {
        for (const stats of await boss.getQueueStats(jobClass.name).catch(() => [])) {
          waiting += Number(stats.queuedCount ?? 0);
          failed += Number(stats.failedCount ?? 0);
        }
      }
      return { waiting, failed };
    },

    async stop(): Promise<void> {
      const current = boss;
      boss = null;
      if (current) await current.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
