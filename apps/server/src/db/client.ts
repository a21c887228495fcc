import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (health checks, test setup). */
  ping(): Promise<void>;
  /** PostgreSQL's connection pool now (the monitor); undefined for PGlite, which has one connection. */
  pool?(): { total: number; idle: number; waiting: number };
  /** What the job queue (pg-boss, modules/job/queue.ts) connects through: its own small pool on the URL, or PGlite's one connection. */
  queueTarget: { url: string } | { pglite: PGlite };
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dir` (or in memory when dir is null). */
export async function openDatabase(opts: { url?: string; dir?: string | null; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dir ?? null, opts.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A connection that cannot be made fails in 5 s (answered 503 with Retry-After) instead of waiting for good.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection the server ends (restart, DROP DATABASE ... FORCE, idle timeout) emits 'error' on
  // its client; the pool only listens while the client is idle in it. Without a listener here such
  // an error would crash the process; the next query simply takes a fresh connection.
  const ended = new WeakSet<object>();
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!ended.has(client)) console.warn(`PostgreSQL connection lost: ${err.message}`);
    });
  });
  pool.on('remove', (client) => ended.add(client));
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    queueTarget: { url },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const release = dir ? acquireLock(dir) : () => {};
  try {
    const client = await PGlite.create(dir ? { dataDir: dir } : loadDataDir ? { loadDataDir } : {});
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      queueTarget: { pglite: client },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * PGlite has no lock between processes: two servers on one folder lose writes. A lock file
 * holding our pid refuses a second process; a stale one (its process gone) is taken over.
 */
export function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`Database folder ${dir} is in use by process ${holder} (lock ${lockPath}). Stop it, or set PGLITE_DIR to another folder.`);
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}
