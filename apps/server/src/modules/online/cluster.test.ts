import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Envelope, OnlineUserView, Page, SchoolDetail, UserView } from '@zhiyuan/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrate, openDatabase, type Database } from '../../db/client.ts';
import { seed } from '../../seed.ts';
import { redisState } from '../../lib/state.ts';
import { TEST_ADMIN_PASSWORD, templateDatabaseUrl } from '../../test/constants.ts';
import { wsClient } from '../admin-test/ws-client.ts';
import { seedReference } from '../reference/test-fixtures.ts';

/**
 * Two server instances on one PostgreSQL and one Redis, as in production behind a load balancer.
 * Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379); skipped with a message when either is unreachable.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(): Promise<string | null> {
  try {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.end();
  } catch (err) {
    return `PostgreSQL at ${PG_URL} unreachable (${(err as Error).message})`;
  }
  try {
    const { Redis } = await import('ioredis');
    const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await r.connect();
    await r.quit();
  } catch (err) {
    return `Redis at ${REDIS_URL} unreachable (${(err as Error).message})`;
  }
  return null;
}

const skipReason = await reachable();
if (skipReason) console.warn(`[cluster.test] SKIPPED: ${skipReason}`);

describe.skipIf(!!skipReason)('two instances on one PostgreSQL + Redis', () => {
  const dbName = `zy_cluster_${randomBytes(5).toString('hex')}`;
  const prefix = `zy:cluster:${randomBytes(4).toString('hex')}:`;
  const nodes: { app: FastifyInstance; database: Database; redis: Redis; base: string }[] = [];
  let admin = '';

  const call = async <T>(node: number, method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) => {
    const res = await nodes[node].app.inject({ method, url, payload, headers: token ? { accesstoken: token } : {} });
    return res.json() as Envelope<T>;
  };
  const login = async (node: number, username: string, password: string) => {
    const res = await call<string>(node, 'POST', '/api/auth/login', undefined, { username, password });
    expect(res.code, res.message).toBe(200);
    return res.result;
  };

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = templateDatabaseUrl(PG_URL, dbName);
    const first = await openDatabase({ url });
    await migrate(first);
    await seed(first.db, { adminPassword: TEST_ADMIN_PASSWORD });
    await seedReference(first.db);
    const { Redis } = await import('ioredis');
    for (let i = 0; i < 2; i++) {
      const database = i === 0 ? first : await openDatabase({ url });
      const redis = new Redis(REDIS_URL);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', REDIS_URL });
      const app = await buildApp({ config, database, state: redisState(redis, prefix), redis, busChannel: `${prefix}bus` });
      const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
      nodes.push({ app, database, redis, base });
    }
    admin = await login(0, 'admin', TEST_ADMIN_PASSWORD);
  }, 60_000);

  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.database.close();
    }
    if (nodes[0]) {
      const keys = await nodes[0].redis.keys(`${prefix}*`);
      if (keys.length) await nodes[0].redis.del(...keys);
    }
    for (const n of nodes) n.redis.disconnect();
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }, 60_000);

  it('a message sent through one instance reaches a websocket client connected to the other', async () => {
    const added = await call<UserView>(0, 'POST', '/api/user/admin/add', admin, { username: 'clusterWs', password: 'secret123', nickname: 'ws' });
    expect(added.code, added.message).toBe(200);
    const token = await login(1, 'clusterWs', 'secret123');
    const client = await wsClient(`${nodes[1].base}/api/ws?accessToken=${token}`);
    await client.waitFor((e) => e.type === 'hello');
    const sent = await call(0, 'POST', '/api/message/add', admin, { title: '跨实例消息', content: 'hello', range: 1, targetIds: added.result.id });
    expect(sent.code, sent.message).toBe(200);
    expect(await client.waitFor((e) => e.type === 'message')).toMatchObject({ message: { title: '跨实例消息' }, unread: 1 });
    client.ws.close();
  });

  it('a user kicked out through one instance is refused by both, and its socket on the other closes', async () => {
    await call(0, 'POST', '/api/user/admin/add', admin, { username: 'clusterKick', password: 'secret123', nickname: 'k' });
    const token = await login(1, 'clusterKick', 'secret123');
    expect((await call(0, 'GET', '/api/user/info', token)).code).toBe(200);
    expect((await call(1, 'GET', '/api/user/info', token)).code).toBe(200);
    const client = await wsClient(`${nodes[1].base}/api/ws?accessToken=${token}`);
    await client.waitFor((e) => e.type === 'hello');
    const online = await call<Page<OnlineUserView>>(0, 'GET', '/api/onlineUser/getAllByPage?key=clusterKick', admin);
    expect(online.result.totalElements).toBe(1);
    expect((await call(0, 'POST', '/api/onlineUser/logout', admin, { ids: online.result.content[0].id })).code).toBe(200);
    expect((await call(0, 'GET', '/api/user/info', token)).code).toBe(401);
    expect((await call(1, 'GET', '/api/user/info', token)).code).toBe(401);
    await client.waitFor((e) => e.type === 'kicked');
    expect(await client.closed).toBe(4001);
  });

  it('a logout through one instance is refused at once by the other, which had just checked the token', async () => {
    await call(0, 'POST', '/api/user/admin/add', admin, { username: 'clusterOut', password: 'secret123', nickname: 'o' });
    const token = await login(0, 'clusterOut', 'secret123');
    // Both instances have checked (and remember) the token…
    expect((await call(1, 'GET', '/api/user/info', token)).code).toBe(200);
    expect((await call(0, 'GET', '/api/user/info', token)).code).toBe(200);
    expect((await call(0, 'POST', '/api/auth/logout', token)).code).toBe(200);
    // …and neither keeps accepting it.
    expect((await call(1, 'GET', '/api/user/info', token)).code).toBe(401);
    expect((await call(0, 'GET', '/api/user/info', token)).code).toBe(401);
  });

  it('a school saved through one instance shows as saved on the other at once', async () => {
    await call(0, 'POST', '/api/user/admin/add', admin, { username: 'clusterSave', password: 'secret123', nickname: 's' });
    const token = await login(1, 'clusterSave', 'secret123');
    const detail = () => call<SchoolDetail>(1, 'GET', '/api/schoolBaseInfo/schoolGeneralSituation?id=10003', token);
    expect((await detail()).result.saved).toBe(false);
    expect((await call<{ saved: boolean }>(0, 'POST', '/api/professionCollection/saveOrDelete', token, { kind: 'school', targetId: '10003' })).result).toEqual({
      saved: true,
    });
    expect((await detail()).result.saved).toBe(true);
    expect((await call<{ saved: boolean }>(0, 'POST', '/api/professionCollection/saveOrDelete', token, { kind: 'school', targetId: '10003' })).result).toEqual({
      saved: false,
    });
    expect((await detail()).result.saved).toBe(false);
  });

  it('counts rate limits together, and a captcha or an SMS code made on one instance is answered on the other', async () => {
    const from = (remoteAddress: string) => ({ remoteAddress });
    // Registering allows 10 calls a minute per address: alternating instances, the 11th is refused (alone each would allow 20).
    const ip = '203.0.113.9';
    for (let i = 0; i < 10; i++) {
      const res = await nodes[i % 2].app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, ...from(ip) });
      expect(res.json<Envelope<unknown>>().code, `call ${i + 1}`).not.toBe(429);
    }
    expect((await nodes[0].app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, ...from(ip) })).json<Envelope<unknown>>().code).toBe(429);
    expect((await nodes[1].app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, ...from(ip) })).json<Envelope<unknown>>().code).toBe(429);

    // An image captcha opened on A is drawn on B, and the code B drew is the answer A accepts.
    const id = (await nodes[0].app.inject({ method: 'GET', url: '/api/common/captcha/init', ...from('203.0.113.10') })).json<Envelope<string>>().result;
    expect((await nodes[1].app.inject({ method: 'GET', url: `/api/common/captcha/draw/${id}`, ...from('203.0.113.10') })).statusCode).toBe(200);
    const shown = await redisState(nodes[0].redis, prefix).get(`captcha:${id}`);
    expect(shown).toBeTruthy();
    expect(await nodes[0].app.captcha.verify(id, shown!)).toBe(true);

    // A register code sent through A (to the outbox) registers the number through B.
    const mobile = '13900000077';
    const sent = await nodes[0].app.inject({ method: 'GET', url: `/api/common/captcha/sendRegistSms/${mobile}`, ...from('203.0.113.11') });
    expect(sent.json<Envelope<unknown>>().code, sent.body).toBe(200);
    const outbox = await call<Page<{ body: string }>>(1, 'GET', `/api/outbox/getByPage?recipient=${mobile}&pageSize=1`, admin);
    const code = /(\d{6})/.exec(outbox.result.content[0]?.body ?? '')?.[1];
    expect(code, 'the code in the outbox').toBeTruthy();
    const registered = await nodes[1].app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'clusterSms', password: 'secret123', mobile, code },
      ...from('203.0.113.12'),
    });
    expect(registered.json<Envelope<unknown>>().code, registered.body).toBe(200);
    // The code is spent and the number taken: a second account with them is refused through A.
    const again = await nodes[0].app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'clusterSms2', password: 'secret123', mobile, code },
      ...from('203.0.113.13'),
    });
    expect(again.json<Envelope<unknown>>().code).toBe(400);
  });

  it('serves the PostgreSQL-specific paths: department recipients, dashboard, data scope', async () => {
    const roots = await call<{ id: string }[]>(1, 'GET', '/api/department/getByParentId/0', admin);
    const depts = await call<{ id: string; title: string }[]>(1, 'GET', `/api/department/getByParentId/${roots.result[0].id}`, admin);
    const ops = depts.result.find((d) => d.title === '运营部')!;
    await call(0, 'POST', '/api/user/admin/add', admin, { username: 'clusterOps', password: 'secret123', nickname: 'o', departmentId: ops.id });
    const sent = await call<{ sendCount: number }>(1, 'POST', '/api/message/add', admin, {
      title: '部门消息',
      content: 'x',
      range: 3,
      targetIds: roots.result[0].id,
    });
    expect(sent.code, sent.message).toBe(200);
    // clusterOps below it, and the built-in admin, who heads the top department on a new install.
    expect(sent.result.sendCount).toBe(2);
    const stats = await call<{ trend: unknown[]; counts: { users: number } }>(1, 'GET', '/api/dashboard/stats', admin);
    expect(stats.code, stats.message).toBe(200);
    expect(stats.result.trend).toHaveLength(30);
    expect(stats.result.counts.users).toBeGreaterThanOrEqual(4);
  });
});
