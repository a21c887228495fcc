import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from 'pg-boss';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { jobOf, runsOf, waitForRuns } from '../../test/jobs.ts';

/**
 * Must-show 1 of issue 32: two instances of the server on one database (PostgreSQL in the
 * PostgreSQL + Redis pass, one PGlite otherwise) share pg-boss's clock, which the test moves a
 * minute at a time. A job scheduled every minute runs exactly once per minute, pausing holds it,
 * resuming resumes it.
 */
describe('a job every minute on two instances (pg-boss, TestClock)', () => {
  let a: TestApp;
  let b: TestApp;
  let tokenA: string;
  let tokenB: string;
  const clock = new TestClock('2027-06-20T01:00:45Z');

  beforeAll(async () => {
    a = await createTestApp({}, undefined, { jobs: { clock, pollSeconds: 5 } });
    b = await createTestApp({}, undefined, { jobs: { clock, pollSeconds: 5 }, sameDatabaseAs: a });
    tokenA = await a.login();
    tokenB = await b.login();
    // Only vip.expire (every minute) runs here: the others are paused so the clock's minutes stay quiet.
    for (const name of ['file.trash-empty', 'idempotency.purge', 'log.purge', 'session.purge', 'data.reimport', 'workflow.timers']) {
      const job = await jobOf(a, tokenA, name);
      expect((await a.call({ method: 'POST', url: '/api/quartzJob/pause', token: tokenA, payload: { id: job.id } })).code).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Moves the shared clock one minute, then waits (real time) for the runs filed in it to be logged. */
  async function minute(expected: number): Promise<void> {
    await clock.tick(60_000);
    await waitForRuns(
      a,
      tokenA,
      'vip.expire',
      (runs) => runs.filter((r) => r.outcome === 'ok').length >= expected && runs.every((r) => r.outcome !== 'running'),
    );
  }

  it('runs exactly once per minute over five minutes, holds while paused and goes on when resumed', async () => {
    const job = await jobOf(a, tokenA, 'vip.expire');
    expect(job.cronExpression).toBe('0 * * * * ?');
    // pg-boss counts an occurrence of the last 60 s as due: the minute the clock started in (01:00)
    // may have run at start. Whatever ran before the first whole minute is the base.
    await clock.tick(1000);
    await new Promise((r) => setTimeout(r, 1500));
    const base = (await runsOf(a, tokenA, 'vip.expire')).length;
    expect(base).toBeLessThanOrEqual(1);
    for (let n = 1; n <= 5; n += 1) await minute(base + n);
    // Both instances ran their cron passes and polls all along; still one run per minute.
    let runs = await runsOf(a, tokenA, 'vip.expire');
    expect(runs.filter((r) => r.trigger === 'schedule')).toHaveLength(base + 5);
    expect(runs.every((r) => r.outcome === 'ok' && r.attempt === 1)).toBe(true);

    // Paused on the other instance: three minutes pass without a run.
    expect((await b.call({ method: 'POST', url: '/api/quartzJob/pause', token: tokenB, payload: { id: job.id } })).code).toBe(200);
    for (let n = 0; n < 3; n += 1) await clock.tick(60_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await runsOf(a, tokenA, 'vip.expire')).toHaveLength(base + 5);

    // Resumed on the first: the next two minutes run again, once each.
    expect((await a.call({ method: 'POST', url: '/api/quartzJob/resume', token: tokenA, payload: { id: job.id } })).code).toBe(200);
    await minute(base + 6);
    await minute(base + 7);
    await new Promise((r) => setTimeout(r, 1000));
    runs = await runsOf(b, tokenB, 'vip.expire');
    expect(runs).toHaveLength(base + 7);
  }, 180_000);
});
