import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Clock } from 'pg-boss';
import type { Envelope } from '@zhiyuan/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { memoryState, redisState, type SharedState } from '../lib/state.ts';
import { TEST_ADMIN_PASSWORD, templateDatabaseUrl } from './constants.ts';

export { TEST_ADMIN_PASSWORD };

export interface TestAppOptions {
  /** Work the job queue (定时任务) on this app, with pg-boss's clock and a short poll. */
  jobs?: { clock?: Clock; pollSeconds?: number };
  /** A second instance on the first one's database (its own pool on PostgreSQL, the same PGlite). */
  sameDatabaseAs?: TestApp;
  /** An app on this database (migrated and seeded by the caller), which the caller closes. */
  database?: Database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The database's URL on PostgreSQL (undefined on PGlite). */
  databaseUrl?: string;
  state: SharedState;
  /** Sends a request and returns the parsed envelope. */
  call<T = unknown>(opts: InjectOptions & { token?: string }): Promise<Envelope<T>>;
  login(username?: string, password?: string): Promise<string>;
  /** Confirms the password of a session, as an admin does before changing delivery settings (5 minutes). */
  confirm(token: string, password?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh app on its own database copied from the migrated, seeded template: PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set; Redis shared state when REDIS_URL is set.
 */
export async function createTestApp(env: Record<string, string> = {}, logStream?: NodeJS.WritableStream, opts: TestAppOptions = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let closeDatabase = () => database.close();
  const other = opts.sameDatabaseAs;
  if (opts.database) {
    database = opts.database;
    closeDatabase = async () => {};
  } else if (other) {
    database = other.databaseUrl ? await openDatabase({ url: other.databaseUrl }) : other.database;
    databaseUrl = other.databaseUrl;
    // The first instance closes a shared PGlite.
    if (!other.databaseUrl) closeDatabase = async () => {};
  } else if (pgUrl) {
    const { default: pg } = await import('pg');
    const name = `zy_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE zy_template`);
    await admin.end();
    databaseUrl = templateDatabaseUrl(pgUrl, name);
    database = await openDatabase({ url: databaseUrl });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ dir: null, loadDataDir: new Blob([dump]) });
  }

  let state: SharedState;
  let closeRedis = async () => {};
  if (process.env.REDIS_URL) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.REDIS_URL);
    const prefix = `zy:test:${randomBytes(4).toString('hex')}:`;
    state = redisState(redis, prefix);
    closeRedis = async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    };
  } else {
    state = memoryState();
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ADMIN_DIST: '/nonexistent',
    ...(opts.jobs ? { JOBS: 'true' } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    state,
    logStream,
    jobClock: opts.jobs?.clock,
    jobPollSeconds: opts.jobs?.pollSeconds ?? (opts.jobs ? 0.5 : undefined),
  });
  await app.ready();

  const call = async <T>(opts: InjectOptions & { token?: string }): Promise<Envelope<T>> => {
    const { token, ...rest } = opts;
    const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { accesstoken: token } : {}) } });
    return res.json() as Envelope<T>;
  };

  return {
    app,
    database,
    databaseUrl,
    state,
    call,
    async login(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const res = await call<string>({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (res.code !== 200) throw new Error(`login failed for ${username}: ${res.message}`);
      return res.result;
    },
    async confirm(token, password = TEST_ADMIN_PASSWORD) {
      const res = await call({ method: 'POST', url: '/api/setting/confirmPassword', token, payload: { password } });
      if (res.code !== 200) throw new Error(`password confirmation failed: ${res.message}`);
    },
    async close() {
      await app.close();
      await closeRedis();
      await state.close();
      await closeDatabase();
      await dropDatabase();
    },
  };
}
