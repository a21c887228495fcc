import type { JobClassView, QuartzJobView } from '@zhiyuan/shared';
import type { JobForm } from '../../../services/jobs';

/** Permission codes of 定时任务 (seeded with the menu). */
export const CODES = {
  add: 'sys:quartz:add',
  edit: 'sys:quartz:edit',
  pause: 'sys:quartz:disable',
  resume: 'sys:quartz:enable',
  delete: 'sys:quartz:delete',
  run: 'sys:quartz:run',
} as const;

/** Tag colours of a run's outcome. */
export const OUTCOME_COLOR: Record<string, string> = { ok: 'green', failed: 'red', running: 'blue' };

/** The form's values for a job being edited, or for a new job of a class (its defaults). */
export function formValues(job: QuartzJobView | null, jobClass?: JobClassView): JobForm {
  if (job) {
    return {
      id: job.id,
      title: job.title,
      jobClassName: job.jobClassName,
      cronExpression: job.cronExpression,
      parameter: prettyJson(job.parameter),
      misfirePolicy: job.misfirePolicy,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      isRecordLog: job.isRecordLog,
      description: job.description,
    };
  }
  return {
    title: jobClass?.title ?? '',
    jobClassName: jobClass?.name ?? '',
    cronExpression: jobClass?.defaultCron ?? '',
    parameter: prettyJson(jobClass?.defaultParameter ?? ''),
    misfirePolicy: 'skip',
    retryLimit: 1,
    retryDelay: 60,
    isRecordLog: true,
    description: jobClass?.description ?? '',
  };
}

/** JSON shown indented when it parses, as written otherwise. */
export function prettyJson(raw: string): string {
  if (!raw.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** A run's result as `name: value` pairs for a line of the log, the names in the reader's language where known. */
export function resultText(result: Record<string, unknown> | null, nameOf: (key: string) => string = (k) => k): string {
  if (!result) return '';
  return Object.entries(result)
    .map(([k, v]) => `${nameOf(k)}: ${typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v)}`)
    .join('，');
}
