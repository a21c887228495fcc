import type { Page, QuartzJobView, QuartzLogView } from '@zhiyuan/shared';
import type { TestApp } from './app.ts';

/** The scheduled job of a job class, as the admin lists it. */
export async function jobOf(t: TestApp, token: string, jobClassName: string): Promise<QuartzJobView> {
  const page = await t.call<Page<QuartzJobView>>({
    method: 'GET',
    url: `/api/quartzJob/getAllByPage?key=${encodeURIComponent(jobClassName)}&pageSize=50`,
    token,
  });
  const job = page.result.content.find((j) => j.jobClassName === jobClassName);
  if (!job) throw new Error(`no job for ${jobClassName}: ${page.message}`);
  return job;
}

/** The run log of a job class, newest first. */
export async function runsOf(t: TestApp, token: string, jobClassName: string): Promise<QuartzLogView[]> {
  const page = await t.call<Page<QuartzLogView>>({
    method: 'GET',
    url: `/api/quartzLog/getByCondition?jobClassName=${encodeURIComponent(jobClassName)}&pageSize=100`,
    token,
  });
  return page.result.content;
}

/** Waits (real time) until `ready` holds of the job class's runs; gives the runs. */
export async function waitForRuns(
  t: TestApp,
  token: string,
  jobClassName: string,
  ready: (runs: QuartzLogView[]) => boolean,
  timeoutMs = 20_000,
): Promise<QuartzLogView[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const runs = await runsOf(t, token, jobClassName);
    if (ready(runs)) return runs;
    if (Date.now() > until) throw new Error(`runs of ${jobClassName} did not get there: ${JSON.stringify(runs.map((r) => [r.trigger, r.outcome, r.attempt]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs a job class through the queue ("run now" on an app with JOBS on) and gives its finished log
 * row: the proof a background task runs as a job, not on a timer.
 */
export async function runJobNow(t: TestApp, token: string, jobClassName: string): Promise<QuartzLogView> {
  const job = await jobOf(t, token, jobClassName);
  const before = (await runsOf(t, token, jobClassName)).length;
  const res = await t.call<{ queueJobId: string }>({ method: 'POST', url: '/api/quartzJob/runNow', token, payload: { id: job.id } });
  if (res.code !== 200) throw new Error(`run now of ${jobClassName}: ${res.message}`);
  const runs = await waitForRuns(t, token, jobClassName, (rows) => rows.length > before && rows[0].outcome !== 'running');
  return runs[0];
}
