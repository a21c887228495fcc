import fs from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Envelope } from '@zhiyuan/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { redisState } from './state.ts';

/**
 * Redis stopped under a running instance (issue 33 item 4): calls keep being answered, the rate
 * limit keeps holding per instance, and counting returns to Redis once it is back. A Redis server
 * of its own (redis-server on a free port), since the test stops it.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('[rate-limit-store.test] SKIPPED: redis-server is not installed');

/** A port nothing listens on, below the ephemeral range (32768+ here) where the browser tests' servers take theirs. */
async function freeLowPort(): Promise<number> {
  const { createServer } = await import('node:net');
  for (;;) {
    const candidate = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return candidate;
  }
}
const port = await freeLowPort();
let server: ChildProcess | null = null;
async function startRedis() {
  server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const { Redis } = await import('ioredis');
  for (let i = 0; i < 50; i++) {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.quit();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('redis-server did not start');
}
const stopRedis = async () => {
  const s = server;
  server = null;
  if (!s) return;
  const gone = new Promise((r) => s.once('exit', r));
  s.kill('SIGKILL');
  await gone;
};
afterAll(stopRedis);

describe.skipIf(!hasRedis)('rate limits while Redis is down', () => {
  it('counts on Redis, then per instance while it is down (never failing the call), then on Redis again', async () => {
    await startRedis();
    const { Redis } = await import('ioredis');
    const redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 2 });
    redis.on('error', () => {});
    const database = await openDatabase({ dir: null, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '5' });
    const app = await buildApp({ config, database, state: redisState(redis, 'zy:rlt:'), redis });
    await app.ready();
    const get = async (ip: string) => (await app.inject({ method: 'GET', url: '/api/common/ip/info', remoteAddress: ip })).json<Envelope<unknown>>().code;
    try {
      // On Redis: the count is there for every instance to see.
      for (let i = 0; i < 5; i++) expect(await get('198.51.100.1')).toBe(200);
      expect(await get('198.51.100.1')).toBe(429);
      expect((await redis.keys('zy:rl:*')).length).toBeGreaterThan(0);

      // Redis stops: calls are still answered, and the limit still holds, counted here.
      await stopRedis();
      for (let i = 0; i < 5; i++) expect(await get('198.51.100.2')).toBe(200);
      expect(await get('198.51.100.2')).toBe(429);

      // Redis is back (empty, as after a restart without persistence): counting returns to it.
      await startRedis();
      for (let i = 0; i < 100 && redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
      expect(redis.status).toBe('ready');
      expect(await get('198.51.100.3')).toBe(200);
      expect(await redis.keys('zy:rl:*198.51.100.3*')).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
      redis.disconnect();
    }
  }, 60_000);
});
