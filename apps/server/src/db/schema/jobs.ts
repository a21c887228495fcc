import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 定时任务 (XBoot's t_quartz_job): one row per job class of the product's registry
 * (modules/job/registry.ts), its cron, parameters and policies. The schedule itself lives in
 * pg-boss (schema `pgboss`); this row is what the admin edits and what every instance
 * reconciles pg-boss with at start.
 */
export const quartzJobs = pgTable('quartz_job', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** A name of the registry (`vip.expire`), unique: one schedule per job class, as in XBoot. */
  jobClassName: text('job_class_name').notNull().unique(),
  /** As written (Quartz 6/7 fields or standard 5), validated by croner. */
  cronExpression: text('cron_expression').notNull(),
  /** JSON text validated by the job class's schema ('' → its defaults). */
  parameter: text('parameter').notNull().default(''),
  /** skip: occurrences missed while no instance ran are dropped; once: one run for the latest of them. */
  misfirePolicy: text('misfire_policy').notNull().default('skip'),
  /** Retries after a failed run, and seconds between them (doubled each time). */
  retryLimit: smallint('retry_limit').notNull().default(1),
  retryDelay: integer('retry_delay').notNull().default(60),
  /** Whether runs are written to quartz_log (failures always are). */
  isRecordLog: boolean('is_record_log').notNull().default(true),
  description: text('description').notNull().default(''),
  /** 0 running, -1 paused (XBoot's values). */
  status: smallint('status').notNull().default(0),
  createBy: text('create_by').notNull().default(''),
  createTime: at('create_time').notNull().defaultNow(),
  updateBy: text('update_by').notNull().default(''),
  updateTime: at('update_time'),
});

/** 任务日志: one row per run of a job (start, end, outcome, error), written by the instance that ran it. */
export const quartzLogs = pgTable(
  'quartz_log',
  {
    id: text('id').primaryKey(),
    jobClassName: text('job_class_name').notNull(),
    /** pg-boss's job id: retries of one occurrence share it. */
    queueJobId: text('queue_job_id').notNull().default(''),
    /** schedule | manual */
    trigger: text('trigger').notNull(),
    /** 1 for the first try, 2 for the first retry, ... */
    attempt: smallint('attempt').notNull().default(1),
    /** running | ok | failed */
    outcome: text('outcome').notNull(),
    /** What the run did (counts), as the job class reports it. */
    result: jsonb('result'),
    error: text('error').notNull().default(''),
    /** The instance (host:pid) that ran it. */
    instance: text('instance').notNull().default(''),
    executeTime: at('execute_time').notNull().defaultNow(),
    endTime: at('end_time'),
    /** Milliseconds the run took. */
    costTime: integer('cost_time').notNull().default(0),
  },
  (t) => [index('quartz_log_class_time_idx').on(t.jobClassName, t.executeTime), index('quartz_log_time_idx').on(t.executeTime)],
);
