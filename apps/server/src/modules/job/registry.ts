import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What a run reports of itself (counts, a skipped reason): stored with its log row. */
export type JobResult = Record<string, string | number | boolean | null>;

/**
 * A job class of the product (XBoot's jobClassName): the modules that own a background task
 * define it (`app.jobs.define`), the admin schedules it (modules/job). `run` gets the parameters
 * the admin wrote, parsed by `params`; it throws to fail (the run is logged and retried).
 */
export interface JobClass<P = Record<string, unknown>> {
  name: string;
  title: { zh: string; en: string };
  description: { zh: string; en: string };
  /** The parameter JSON's schema; `{}` parses to the defaults. */
  params: z.ZodType<P>;
  /** The row made for it at the first start: its cron (Quartz, as XBoot writes it), parameter JSON, whether it starts paused. */
  defaults: { cron: string; parameter?: string; paused?: boolean };
  run(params: P, app: FastifyInstance): Promise<JobResult>;
}

/** The job classes defined by the modules, by name. */
export interface JobRegistry {
  define<P>(job: JobClass<P>): void;
  get(name: string): JobClass | undefined;
  all(): JobClass[];
}

export function jobRegistry(): JobRegistry {
  const classes = new Map<string, JobClass>();
  return {
    define(job) {
      if (classes.has(job.name)) throw new Error(`job class ${job.name} defined twice`);
      classes.set(job.name, job as unknown as JobClass);
    },
    get: (name) => classes.get(name),
    all: () => [...classes.values()],
  };
}
