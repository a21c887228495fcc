import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers } from '../admin-test/helpers.ts';
import { serverSampler } from './sampler.ts';
import type { ServerStatus } from '@zhiyuan/shared';
import type { ActuatorView } from '@zhiyuan/shared';
import { loadDemoData } from '../../data/demo.ts';
import { dataChanged } from '../../lib/data-changed.ts';

const TOKEN = 'scrape-token-0123456789-abcdef';
let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  await loadDemoData(t.database.db);
  dataChanged();
  admin = await t.login();
  await adminHelpers(t, () => admin).addUser('metrics_student');
  student = await t.login('metrics_student', 'secret123');
});
afterAll(async () => {
  await t?.close();
});

const scrape = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/metrics', headers });
/** The value of one sample line of the exposition text, or 0 when the series is not there yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const LIVE_COUNT = 'http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}';

describe('GET /api/metrics (issue 32 item 3)', () => {
  it('is never public: 401 without a token, 403 for a user without 服务监控, 401 for a wrong bearer', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: false, code: 401 });
    expect(none.body).not.toContain('http_request_duration_seconds');
    const wrong = await scrape({ authorization: 'Bearer not-the-token-at-all-000000' });
    expect(wrong.json()).toMatchObject({ code: 401 });
    const plain = await scrape({ accesstoken: student });
    expect(plain.json()).toMatchObject({ code: 403 });
  });

  it('answers Prometheus text to the bearer token and to an admin, and its request counts move', async () => {
    const first = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(first.body).toContain('process_cpu_user_seconds_total');
    expect(first.body).toContain('nodejs_eventloop_lag_seconds');
    const before = sample(first.body, LIVE_COUNT);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const second = await scrape({ accesstoken: admin });
    expect(second.statusCode).toBe(200);
    expect(sample(second.body, LIVE_COUNT)).toBe(before + 3);
    // Labelled by the route pattern, never by the raw URL (ids would make the label set unbounded).
    await t.app.inject({ method: 'GET', url: '/api/dictData/getByType/school_type' });
    const third = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(third).toContain('route="/api/dictData/getByType/:type"');
    expect(third).not.toContain('route="/api/dictData/getByType/school_type"');
  });

  it('counts the engine’s computed recommendations', async () => {
    const series = 'zhiyuan_engine_recommend_seconds_count{province="广东"}';
    const before = sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, series);
    const ask = (score: number) =>
      t.call({
        method: 'GET',
        url: `/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${encodeURIComponent('广东')}&subjectType=${encodeURIComponent('物理类')}&score=${score}`,
        token: student,
      });
    expect((await ask(555)).code).toBe(200);
    expect((await ask(556)).code).toBe(200);
    // The same question again is a kept answer: the engine did no work for it.
    expect((await ask(555)).code).toBe(200);
    expect(sample((await scrape({ authorization: `Bearer ${TOKEN}` })).body, series)).toBe(before + 2);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('says up, terse (states only), and 503 with the database down', async () => {
    const own = await createTestApp();
    try {
      const live = await own.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.json()).toMatchObject({ code: 200, result: { status: 'up' } });
      const ready = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json().result).toEqual({ status: 'up', checks: { database: 'up', sharedState: 'up', storage: 'up' } });

      // The database stops answering (its connections closed): not ready, and nothing more is said.
      await own.database.close();
      const down = await own.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, code: 503, result: { status: 'down', checks: { database: 'down', sharedState: 'up' } } });
      expect(down.body).not.toMatch(/127\.0\.0\.1|postgres|pglite|Error/i);
      // Liveness is about the process, which still answers.
      expect((await own.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});

describe('GET /api/monitor/server (服务监控)', () => {
  it('shows this instance now and its readings, to sys:monitor:view only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/monitor/server', token: student })).code).toBe(403);
    const first = await t.call<ServerStatus>({ method: 'GET', url: '/api/monitor/server', token: admin });
    expect(first.code, first.message).toBe(200);
    const status = first.result;
    expect(status.instance).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{8}$/), pid: process.pid, node: process.version, version: expect.any(String) });
    expect(status.database.kind).toBe(t.database.kind);
    // PostgreSQL reports its pool; PGlite has one connection and none.
    if (t.database.kind === 'postgres') expect(status.database.pool).toMatchObject({ total: expect.any(Number), idle: expect.any(Number), waiting: 0 });
    else expect(status.database.pool).toBeNull();
    expect(status.now.rssBytes).toBeGreaterThan(0);
    expect(status.now.heapUsedBytes).toBeGreaterThan(0);
    expect(status.now.dbMs).toEqual(expect.any(Number));
    expect(status.now.stateMs).toEqual(expect.any(Number));
    // Each look is a reading kept in the hour's history.
    const second = (await t.call<ServerStatus>({ method: 'GET', url: '/api/monitor/server', token: admin })).result;
    expect(second.history.length).toBe(status.history.length + 1);
    expect(second.history.at(-1)!.time).toBeGreaterThanOrEqual(status.now.time);
    // Nothing secret: no environment, no connection string, no token.
    const text = JSON.stringify(second);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/postgres:\/\/|DATABASE_URL|SETTINGS_KEY/);
  });

  it('keeps an hour of readings and no more, and a failed probe reads as null', async () => {
    let fail = false;
    const sampler = serverSampler(
      {
        pingDatabase: async () => {
          if (fail) throw new Error('down');
        },
        readState: async () => null,
      },
      { kept: 3 },
    );
    for (let i = 0; i < 5; i++) await sampler.take();
    expect(sampler.history()).toHaveLength(3);
    fail = true;
    const reading = await sampler.take();
    expect(reading.dbMs).toBeNull();
    expect(reading.stateMs).toEqual(expect.any(Number));
    expect(reading.cpuPercent).toBeGreaterThanOrEqual(0);
  });

  it('shows Actuator监控 as JSON to sys:actuator:view only: the instance and its metrics, without histogram buckets', async () => {
    const h = adminHelpers(t, () => admin);
    const outsider = await h.userWith('actuatoroutsider', ['sys:monitor:view']);
    expect((await h.get('/api/monitor/metrics', outsider.token)).code).toBe(403);
    await h.get('/api/health/live');
    const view = await h.get<ActuatorView>('/api/monitor/metrics');
    expect(view.code, view.message).toBe(200);
    expect(view.result.instance.pid).toBe(process.pid);
    const http = view.result.metrics.find((m) => m.name === 'http_request_duration_seconds')!;
    expect(http.type).toBe('histogram');
    expect(http.values.some((v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === '/api/health/live')).toBe(true);
    expect(http.values.some((v) => v.metricName.endsWith('_bucket'))).toBe(false);
    // Nothing of the environment (route labels may name a password route, never a secret's value).
    expect(JSON.stringify(view.result)).not.toMatch(/DATABASE_URL|SETTINGS_KEY|ADMIN_PASSWORD|METRICS_TOKEN/);
    expect(JSON.stringify(view.result)).not.toContain(TOKEN);
  });
});
