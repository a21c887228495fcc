import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { CronPreview, JobClassView, Page, QuartzJobView, ServerStatus } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { accessTokens, idempotencyKeys, quartzJobs, sysLogs, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { jobOf, runJobNow, runsOf, waitForRuns } from '../../test/jobs.ts';

let t: TestApp;
let h: AdminHelpers;
let admin: string;
adminSuite((s) => ({ t, h, admin } = s), {}, { jobs: {} });

const BUILT_IN = ['vip.expire', 'file.trash-empty', 'idempotency.purge', 'log.purge', 'session.purge', 'data.reimport', 'workflow.timers'];

/** The form XBoot's client posts: the whole object, urlencoded. */
const form = (job: QuartzJobView, change: Record<string, string> = {}) =>
  new URLSearchParams(
    Object.entries({ ...job, ...change })
      .filter(([, v]) => v !== null && typeof v !== 'object')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('定时任务 (/quartzJob/*, issue 32 item 1) on pg-boss', () => {
  it("lists the product's own jobs, each with its class, next five run times and no run yet", async () => {
    const page = await h.get<Page<QuartzJobView>>('/api/quartzJob/getAllByPage?pageNumber=1&pageSize=50');
    expect(page.code, page.message).toBe(200);
    const names = page.result.content.map((j) => j.jobClassName);
    for (const name of BUILT_IN) expect(names).toContain(name);
    const vip = page.result.content.find((j) => j.jobClassName === 'vip.expire')!;
    expect(vip).toMatchObject({ title: '会员到期', cronExpression: '0 * * * * ?', status: 0, builtIn: true, misfirePolicy: 'skip' });
    expect(vip.nextRuns).toHaveLength(5);
    const minutes = vip.nextRuns.map((s) => new Date(s.replace(' ', 'T') + '+08:00').getTime());
    expect(minutes[1] - minutes[0]).toBe(60_000);

    const classes = await h.get<JobClassView[]>('/api/quartzJob/classes');
    expect(classes.result.map((c) => c.name).sort()).toEqual([...BUILT_IN].sort());
    expect(classes.result.every((c) => c.taken && c.description)).toBe(true);
    const en = await t.call<JobClassView[]>({ method: 'GET', url: '/api/quartzJob/classes', token: admin, headers: { 'accept-language': 'en-US' } });
    expect(en.result.find((c) => c.name === 'log.purge')!.title).toBe('Purge old logs');
  });

  it('previews a Quartz expression as XBoot writes it and refuses what cannot run, saying why', async () => {
    const daily = await h.get<CronPreview>(`/api/quartzJob/preview?cron=${encodeURIComponent('0 30 3 ? * 2-6')}`);
    expect(daily.result.valid).toBe(true);
    expect(daily.result.nextRuns).toHaveLength(5);
    for (const run of daily.result.nextRuns) {
      expect(run.slice(11)).toBe('03:30:00');
      // 2-6 in Quartz is Monday to Friday.
      expect([0, 6]).not.toContain(new Date(`${run.slice(0, 10)}T12:00:00+08:00`).getUTCDay());
    }
    const everyTen = await h.get<CronPreview>(`/api/quartzJob/preview?cron=${encodeURIComponent('0/10 * * * * ?')}`);
    expect(everyTen.result).toMatchObject({ valid: false, nextRuns: [] });
    expect(everyTen.result.message).toContain('每分钟');
    const nonsense = await t.call<CronPreview>({
      method: 'GET',
      url: `/api/quartzJob/preview?cron=${encodeURIComponent('every day')}`,
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(nonsense.result.message).toContain('not understood');
  });

  it('edits a job from XBoot’s whole-object form, refusing a bad cron or parameters by field, and keeps what was saved', async () => {
    const job = await jobOf(t, admin, 'log.purge');
    const badCron = await h.post('/api/quartzJob/edit', form(job, { cronExpression: '0 0 25 * * ?' }));
    expect(badCron.code).toBe(400);
    expect(badCron.message).toContain('cronExpression');
    const badJson = await h.post('/api/quartzJob/edit', form(job, { parameter: '{keepDays: 10' }));
    expect(badJson.code).toBe(400);
    expect(badJson.message).toContain('parameter');
    const tooFew = await h.post('/api/quartzJob/edit', form(job, { parameter: '{"keepDays": 7}' }));
    expect(tooFew.code).toBe(400);
    expect(tooFew.message).toContain('keepDays');
    const unknown = await h.post('/api/quartzJob/edit', form(job, { parameter: '{"keepDays": 90, "all": true}' }));
    expect(unknown.code).toBe(400);
    expect((await jobOf(t, admin, 'log.purge')).parameter).toBe(job.parameter);

    const saved = await h.post<QuartzJobView>(
      '/api/quartzJob/edit',
      form(job, { cronExpression: '0 0 4 * * ?', parameter: '{"keepDays": 365}', misfirePolicy: 'once', retryLimit: '3' }),
    );
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result).toMatchObject({
      cronExpression: '0 0 4 * * ?',
      parameter: '{"keepDays":365}',
      misfirePolicy: 'once',
      retryLimit: 3,
      updateBy: 'admin',
    });
    expect(saved.result.nextRuns[0].slice(11)).toBe('04:00:00');
    // A second job for a class that has one is refused by name.
    const twice = await h.post('/api/quartzJob/add', form(job, { id: '', title: '再来一个' }));
    expect(twice.code).toBe(400);
    expect(twice.message).toContain('jobClassName');
    const noClass = await h.post('/api/quartzJob/add', form(job, { id: '', jobClassName: 'no.such-job' }));
    expect(noClass.code).toBe(400);
  });

  it('pauses and resumes, switches the success log, and refuses to delete the product’s own jobs', async () => {
    const job = await jobOf(t, admin, 'session.purge');
    const paused = await h.post<QuartzJobView>('/api/quartzJob/pause', form(job));
    expect(paused.result).toMatchObject({ status: -1, nextRuns: [] });
    const resumed = await h.post<QuartzJobView>('/api/quartzJob/resume', { id: job.id });
    expect(resumed.result.status).toBe(0);
    expect(resumed.result.nextRuns).toHaveLength(5);
    const quiet = await h.post<QuartzJobView>('/api/quartzJob/changeRecordLog', { id: job.id });
    expect(quiet.result.isRecordLog).toBe(false);
    await h.post('/api/quartzJob/changeRecordLog', { id: job.id });

    const del = await h.post('/api/quartzJob/delByIds', { ids: job.id });
    expect(del.code).toBe(400);
    expect(del.message).toContain('过期会话清理');
    expect((await jobOf(t, admin, 'session.purge')).id).toBe(job.id);
  });

  it('needs the 定时任务 permissions: viewing does not allow editing or running', async () => {
    const viewer = await h.userWith('quartzviewer', ['sys:quartz:view']);
    expect((await h.get('/api/quartzJob/getAllByPage', viewer.token)).code).toBe(200);
    const job = await jobOf(t, admin, 'vip.expire');
    expect((await h.post('/api/quartzJob/pause', { id: job.id }, viewer.token)).code).toBe(403);
    expect((await h.post('/api/quartzJob/runNow', { id: job.id }, viewer.token)).code).toBe(403);
    expect((await h.post('/api/quartzLog/delByIds', { ids: '1' }, viewer.token)).code).toBe(403);
    const nobody = await h.userWith('quartznobody', ['sys:online:view']);
    expect((await h.get('/api/quartzLog/getByCondition', nobody.token)).code).toBe(403);
  });

  it('runs a job now through the queue and logs its start, end and what it did', async () => {
    // An expired idempotency answer for the purge to find.
    await t.database.db
      .insert(idempotencyKeys)
      .values({ owner: '1', key: 'k-old', route: 'POST /api/x', requestHash: 'h', state: 'done', expiresAt: new Date(Date.now() - 60_000) });
    const run = await runJobNow(t, admin, 'idempotency.purge');
    expect(run).toMatchObject({ trigger: 'manual', outcome: 'ok', attempt: 1, result: { deleted: 1 }, jobClassTitle: '幂等应答清理' });
    expect(run.endTime).not.toBeNull();
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-old'))).toHaveLength(0);
    expect((await jobOf(t, admin, 'idempotency.purge')).lastRun).toMatchObject({ outcome: 'ok' });

    const gone = await h.post<{ deleted: number }>('/api/quartzLog/delByIds', { ids: run.id });
    expect(gone.result.deleted).toBe(1);
  });

  it('runs each background task of the product as a job: old logs, expired sessions, the data re-import', async () => {
    const day = 86_400_000;
    const [oldLog, newLog] = [newId(), newId()];
    await t.database.db.insert(sysLogs).values([
      { id: oldLog, logType: 0, name: 'old', success: true, createTime: new Date(Date.now() - 400 * day) },
      { id: newLog, logType: 0, name: 'recent', success: true, createTime: new Date(Date.now() - 10 * day) },
    ]);
    // keepDays is 365 since the edit above.
    const purge = await runJobNow(t, admin, 'log.purge');
    expect(purge.outcome).toBe('ok');
    expect(purge.result!.logs).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ id: sysLogs.id })
      .from(sysLogs)
      .where(inArray(sysLogs.id, [oldLog, newLog]));
    expect(left.map((r) => r.id)).toEqual([newLog]);

    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await t.database.db.insert(accessTokens).values({ id: newId(), tokenHash: `expired-${newId()}`, userId: user.id, expiresAt: new Date(Date.now() - day) });
    const sessions = await runJobNow(t, admin, 'session.purge');
    expect(sessions).toMatchObject({ outcome: 'ok' });
    expect(sessions.result!.deleted).toBeGreaterThanOrEqual(1);
    // The admin's own live session survives it.
    expect((await h.get('/api/quartzJob/classes')).code).toBe(200);

    // Without DATA_DIR the re-import has nothing to read and says so, successfully.
    expect(await runJobNow(t, admin, 'data.reimport')).toMatchObject({ outcome: 'ok', result: { ran: false, reason: 'no DATA_DIR' } });
  });

  it('logs a failing run with its error and retries it per the job’s policy', async () => {
    const job = await jobOf(t, admin, 'log.purge');
    await h.post('/api/quartzJob/edit', form(job, { retryLimit: '1', retryDelay: '0', parameter: '' }));
    // Parameters an older release saved that the class no longer accepts: each run fails on them.
    await t.database.db.update(quartzJobs).set({ parameter: '{"keepDays":1}' }).where(eq(quartzJobs.id, job.id));
    await h.post('/api/quartzJob/runNow', { id: job.id });
    const runs = await waitForRuns(t, admin, 'log.purge', (rows) => rows.filter((r) => r.outcome === 'failed').length >= 2);
    const failed = runs.filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.attempt).sort()).toEqual([1, 2]);
    expect(failed[0].error).toContain('keepDays');
    // No third try: the policy allows one retry.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await runsOf(t, admin, 'log.purge')).filter((r) => r.outcome === 'failed')).toHaveLength(2);
  });

  it('counts the queue on 服务监控 and the runs by outcome in /metrics', async () => {
    const status = await h.get<ServerStatus>('/api/monitor/server');
    expect(status.result.jobs).not.toBeNull();
    // The failing run above failed for good after its retry.
    expect(status.result.jobs!.failed).toBeGreaterThanOrEqual(1);
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { accesstoken: admin } });
    expect(metrics.body).toMatch(/zhiyuan_job_runs_total\{job="log.purge",outcome="failed"\} [1-9]/);
    expect(metrics.body).toMatch(/zhiyuan_job_runs_total\{job="idempotency.purge",outcome="ok"\} [1-9]/);
  });
});
