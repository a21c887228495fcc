import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Envelope } from '@zhiyuan/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrate, openDatabase, type Database } from '../../db/client.ts';
import { seed } from '../../seed.ts';
import { redisState } from '../../lib/state.ts';
import { TEST_ADMIN_PASSWORD, templateDatabaseUrl } from '../../test/constants.ts';

/**
 * Two instances on one PostgreSQL and one Redis: a stop word saved on one filters on the other.
 * Needs TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and REDIS_URL (default
 * redis://127.0.0.1:6379); skipped with a message when either is unreachable.
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
if (skipReason) console.warn(`[stop-word cluster.test] SKIPPED: ${skipReason}`);

describe.skipIf(!!skipReason)('stop words on two instances (PostgreSQL + Redis)', () => {
  const dbName = `zy_sw_${randomBytes(5).toString('hex')}`;
  const prefix = `zy:sw:${randomBytes(4).toString('hex')}:`;
  const nodes: { app: FastifyInstance; database: Database; redis: Redis }[] = [];

  const call = async <T>(node: number, method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
    (await nodes[node].app.inject({ method, url, payload, headers: token ? { accesstoken: token } : {} })).json() as Envelope<T>;

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
    const { Redis } = await import('ioredis');
    for (let i = 0; i < 2; i++) {
      const database = i === 0 ? first : await openDatabase({ url });
      const redis = new Redis(REDIS_URL);
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', REDIS_URL });
      const app = await buildApp({ config, database, state: redisState(redis, prefix), redis, busChannel: `${prefix}bus` });
      await app.ready();
      nodes.push({ app, database, redis });
    }
  }, 60_000);

  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.database.close();
      n.redis.disconnect();
    }
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  it('a word saved on instance A refuses a nickname on instance B, and deleting it there frees it on A', async () => {
    const login = async (node: number) =>
      (await call<string>(node, 'POST', '/api/auth/login', undefined, { username: 'admin', password: TEST_ADMIN_PASSWORD })).result;
    const [tokenA, tokenB] = [await login(0), await login(1)];
    const add = (node: number, token: string, nickname: string) =>
      call(node, 'POST', '/api/user/admin/add', token, { username: `u${randomBytes(3).toString('hex')}`, password: 'secret123', nickname });

    expect((await add(1, tokenB, '枪手小王')).code).toBe(200);
    const saved = await call<{ id: string }>(0, 'POST', '/api/stopWord/save', tokenA, { title: '枪手' });
    expect(saved.code, saved.message).toBe(200);
    await expect.poll(() => nodes[1].app.stopWords.find('枪 手'), { timeout: 5000 }).toBe('枪手');
    const refused = await add(1, tokenB, '枪手小李');
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('nickname');

    expect((await call(1, 'POST', '/api/stopWord/delByIds', tokenB, { ids: saved.result.id })).code).toBe(200);
    await expect.poll(() => nodes[0].app.stopWords.find('枪手'), { timeout: 5000 }).toBeUndefined();
    expect((await add(0, tokenA, '枪手小张')).code).toBe(200);
  });
});
