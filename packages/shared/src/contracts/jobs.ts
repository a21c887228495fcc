/** 定时任务 (XBoot's /quartzJob/* and /quartzLog/* calls, issue 32 item 1; modules/job on the server). */

/** skip: occurrences missed while no instance ran are dropped; once: one run for the latest of them. */
export type MisfirePolicy = 'skip' | 'once';

/** A job class of the product's registry, which a scheduled job runs. */
export interface JobClassView {
  name: string;
  title: string;
  description: string;
  /** The cron and parameter JSON it was first scheduled with. */
  defaultCron: string;
  defaultParameter: string;
  /** Whether a scheduled job already runs it (one per class, as in XBoot). */
  taken: boolean;
}

/** The next run times of a cron expression, or why it is refused. */
export interface CronPreview {
  valid: boolean;
  /** The refusal, in the caller's language. */
  message: string;
  /** Up to five, `yyyy-MM-dd HH:mm:ss` in China time. */
  nextRuns: string[];
}

/** A run filed by "run now": the queue's id of it. */
export interface JobRunQueued {
  queueJobId: string;
}

export interface QuartzJobView {
  id: string;
  title: string;
  jobClassName: string;
  /** The class's own name ('' when the registry no longer has it). */
  jobClassTitle: string;
  cronExpression: string;
  parameter: string;
  misfirePolicy: MisfirePolicy;
  retryLimit: number;
  /** Seconds before the first retry (doubled for each next one). */
  retryDelay: number;
  isRecordLog: boolean;
  description: string;
  /** 0 running, -1 paused. */
  status: number;
  /** The next five run times while running; none while paused. */
  nextRuns: string[];
  /** The latest run: when it started and how it ended (running | ok | failed), or null before the first. */
  lastRun: { executeTime: string; outcome: string } | null;
  /** Whether the class is one of the product's (such a job can be paused, not deleted). */
  builtIn: boolean;
  createBy: string;
  createTime: string;
  updateBy: string;
  updateTime: string | null;
}

export interface QuartzLogView {
  id: string;
  jobClassName: string;
  jobClassTitle: string;
  /** schedule | manual */
  trigger: string;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** running | ok | failed */
  outcome: string;
  /** What the run reported (counts, a reason it had nothing to do). */
  result: Record<string, string | number | boolean | null> | null;
  error: string;
  /** The instance (host:pid) that ran it. */
  instance: string;
  executeTime: string;
  endTime: string | null;
  /** Milliseconds. */
  costTime: number;
}

/** How many run log rows were deleted. */
export interface QuartzLogsDeleted {
  deleted: number;
}
