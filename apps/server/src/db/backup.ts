import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesDirOf, type Config } from '../config.ts';
import { isSealed, parseKey } from '../lib/secret-box.ts';
import { acquireLock, openDatabase } from './client.ts';

/**
 * Backup and restore of the product's data (issue 33 item 5): the database (PostgreSQL through
 * pg_dump/pg_restore, PGlite through its own data-folder dump) and the uploaded files (the local
 * folder copied, an S3 bucket listed). One backup is one folder with a manifest; restore checks the
 * manifest before it replaces anything, and never deletes what it replaces on PGlite.
 */

export const BACKUP_FORMAT = 'zhiyuan-backup/1';
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    /** The dump's file name inside the backup folder. */
    file: string;
    bytes: number;
    sha256: string;
    /** The last migration the database had (its tag in migrations/meta/_journal.json), null when none. */
    migration: string | null;
    /** Rows per table of the public schema when the dump was made. */
    rows: Record<string, number>;
  };
  /**
   * The settings key is never in a backup (it would carry the SMS and e-mail secrets with it). Its
   * fingerprint is: a restore onto another key is refused, since the server could not open the
   * stored secrets and would not start.
   */
  settingsKey: { fingerprint: string | null; sealedSecrets: boolean };
  files: {
    store: 'local' | 's3';
    /** The folder, or the bucket (and endpoint and prefix). */
    place: string;
    /** Local files are copied under files/; a bucket's objects are only listed (its own versioning keeps them). */
    copied: boolean;
    objects: Array<{ key: string; bytes: number }>;
    /** Objects a file row names that were not in the store when the backup was made. */
    missing: string[];
  };
}

export type BackupConfig = Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR' | 'FILES_DIR' | 'SETTINGS_KEY' | 'SETTINGS_KEY_FILE'>;

/** A failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}

const keyFileOf = (config: BackupConfig) => config.SETTINGS_KEY_FILE ?? path.join(path.dirname(config.PGLITE_DIR), 'settings.key');

/** The settings key of this configuration without making one (loadSettingsKey makes a key file when there is none). */
function settingsKeyHere(config: BackupConfig): Buffer | null {
  if (config.SETTINGS_KEY) return parseKey(config.SETTINGS_KEY);
  try {
    return parseKey(fs.readFileSync(keyFileOf(config), 'utf8'));
  } catch {
    return null;
  }
}

/** Names a key without revealing it: an HMAC under a fixed label, 16 hex digits. */
export const keyFingerprint = (key: Buffer) => createHmac('sha256', key).update('zhiyuan backup key fingerprint v1').digest('hex').slice(0, 16);

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Runs a command; its stderr becomes the error's message when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) =>
      reject(
        new BackupError(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} is not installed (Debian: apt-get install postgresql-client)`
            : `${command}: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

interface Queryable {
  query<T>(sql: string): Promise<T[]>;
}

/** What the backup records from inside the database: migration, row counts, file rows, the store setting, whether secrets are sealed. */
async function readInside(q: Queryable) {
  const journal = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  let migration: string | null = null;
  try {
    const [last] = await q.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
    if (last) migration = journal.entries.find((e) => e.when === Number(last.created_at))?.tag ?? `unknown (${last.created_at})`;
  } catch {
    /* a database never migrated */
  }
  const tables = await q.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [r] = await q.query<{ n: string }>(`select count(*)::text as n from public."${name.replaceAll('"', '""')}"`);
    rows[name] = Number(r.n);
  }
  const has = (t: string) => tables.some((x) => x.name === t);
  const fileRows = has('file')
    ? await q.query<{ f_key: string; thumb_key: string | null; location: string }>('select f_key, thumb_key, location from file')
    : [];
  const settingRows = has('setting') ? await q.query<{ key: string; value: unknown }>('select key, value from setting') : [];
  const anySealed = (v: unknown): boolean =>
    isSealed(v) || (v !== null && typeof v === 'object' && Object.values(v as Record<string, unknown>).some(anySealed));
  const oss = settingRows.find((r) => r.key === 'oss')?.value as
    { provider?: string; local?: { dir?: string }; s3?: { endpoint?: string; bucket?: string; prefix?: string } } | undefined;
  return { migration, rows, fileRows, oss, sealedSecrets: settingRows.some((r) => anySealed(r.value)) };
}

/** The PGlite folder's lock for this process, or a BackupError naming the process that holds it, with `advice`. */
function lockPglite(dir: string, advice: string): () => void {
  try {
    return acquireLock(dir);
  } catch (err) {
    throw new BackupError(`${(err as Error).message.split('. ')[0]}. ${advice}`);
  }
}

/** A PGlite folder opened by this process alone (the lock refuses a running server). */
async function openPgliteAlone(dir: string) {
  if (!fs.existsSync(dir) || !fs.readdirSync(dir).length) throw new BackupError(`there is no database in ${dir} (PGLITE_DIR): nothing to back up`);
  // Checked here for the message; openDatabase takes the lock again for as long as it is open.
  lockPglite(dir, 'The embedded database (PGlite) has one process: stop the server, then back up or restore.')();
  return openDatabase({ dir });
}

const pgliteClient = (database: { db: unknown }) =>
  (database.db as { $client: { query<T>(sql: string): Promise<{ rows: T[] }>; dumpDataDir(c?: 'gzip' | 'none'): Promise<Blob> } }).$client;

/** Makes a backup folder `out` (it must not exist or be empty) and returns its manifest. */
export async function backup(config: BackupConfig, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length) throw new BackupError(`${out} is not empty: a backup goes into a new folder`);
  fs.mkdirSync(out, { recursive: true });
  let inside: Awaited<ReturnType<typeof readInside>>;
  let file: string;
  let kind: BackupManifest['database']['kind'];
  if (config.DATABASE_URL) {
    kind = 'postgres';
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      inside = await readInside({ query: async (sql) => (await client.query(sql)).rows });
    } finally {
      await client.end();
    }
    file = 'database.pgdump';
    // Custom format: compressed, and pg_restore can pick or reorder; no owners or grants, so it restores under another role.
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(out, file)}`, `--dbname=${config.DATABASE_URL}`]);
  } else {
    kind = 'pglite';
    const database = await openPgliteAlone(config.PGLITE_DIR);
    try {
      const client = pgliteClient(database);
      inside = await readInside({ query: async (sql) => (await client.query(sql)).rows as never });
      file = 'database.pglite.tar.gz';
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(out, file), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }

  const files = copyFiles(config, inside, out);
  const key = settingsKeyHere(config);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: {
      kind,
      file,
      bytes: fs.statSync(path.join(out, file)).size,
      sha256: await sha256Of(path.join(out, file)),
      migration: inside.migration,
      rows: inside.rows,
    },
    settingsKey: { fingerprint: key ? keyFingerprint(key) : null, sealedSecrets: inside.sealedSecrets },
    files,
  };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The local folder's objects copied under out/files (what the file rows name); a bucket's listed from the rows. */
function copyFiles(config: BackupConfig, inside: Awaited<ReturnType<typeof readInside>>, out: string): BackupManifest['files'] {
  const keysAt = (location: string) =>
    inside.fileRows.filter((r) => r.location === location).flatMap((r) => (r.thumb_key ? [r.f_key, r.thumb_key] : [r.f_key]));
  const local = path.resolve(inside.oss?.local?.dir || filesDirOf(config));
  const objects: BackupManifest['files']['objects'] = [];
  const missing: string[] = [];
  for (const key of keysAt('local')) {
    const from = path.resolve(local, key);
    // Keys are made by the server (yyyy/MM/<hex>.<ext>); one that leaves the folder is not followed.
    if (path.relative(local, from).startsWith('..')) {
      missing.push(key);
      continue;
    }
    try {
      const to = path.join(out, 'files', key);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
      objects.push({ key, bytes: fs.statSync(to).size });
    } catch {
      missing.push(key);
    }
  }
  const s3Keys = keysAt('s3');
  if (inside.oss?.provider === 's3' || s3Keys.length) {
    // Rows in a bucket are listed, not fetched: the bucket's own versioning or replication keeps them.
    const s3 = inside.oss?.s3 ?? {};
    return {
      store: 's3',
      place: `${s3.endpoint || 'AWS'} ${s3.bucket ?? ''}/${s3.prefix ?? ''}`.trim(),
      copied: false,
      objects: [...objects, ...s3Keys.map((key) => ({ key, bytes: -1 }))],
      missing,
    };
  }
  return { store: 'local', place: local, copied: true, objects, missing };
}

/** Reads and checks a backup folder's manifest and dump (format, size, checksum). */
export async function readBackup(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(from, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${from} holds no readable ${MANIFEST}: not a backup folder`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${from}: unknown backup format ${JSON.stringify(manifest.format)}`);
  const dump = path.join(from, path.basename(manifest.database.file));
  if (!fs.existsSync(dump)) throw new BackupError(`${from}: the database dump ${manifest.database.file} is missing`);
  if ((await sha256Of(dump)) !== manifest.database.sha256)
    throw new BackupError(`${from}: ${manifest.database.file} does not match its checksum (damaged or changed)`);
  return manifest;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Where the PGlite folder that was replaced now is (kept, never deleted). */
  keptAside: string | null;
  filesRestored: number;
}

/**
 * Replaces this configuration's database with the backup's, and puts back the local files it
 * copied. A backup of another kind (PGlite into PostgreSQL or back) is refused: use the data set
 * importer or pg_dump by hand for a move. The server migrates an older backup at its next start.
 */
/**
 * A restored database gets new data-version epochs (data_version, migration 0016): its versions may
 * repeat numbers a browser or nginx saw before the restore, with other data behind them, and an
 * ETag must never match those. A backup older than the table has none; the migration makes them.
 */
async function newDataEpoch(client: { query(sql: string): Promise<unknown> }): Promise<void> {
  await client.query(
    "do $$ begin if to_regclass('public.data_version') is not null then update data_version set epoch = substr(md5(random()::text), 1, 8); end if; end $$",
  );
}

export async function restore(config: BackupConfig, from: string): Promise<RestoreReport> {
  const manifest = await readBackup(from);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(`the backup holds a ${manifest.database.kind} database and this configuration uses ${kind}: restore it where it was made`);
  if (manifest.settingsKey.sealedSecrets) {
    const key = settingsKeyHere(config);
    const here = key ? keyFingerprint(key) : null;
    if (here !== manifest.settingsKey.fingerprint)
      throw new BackupError(
        here
          ? `the backup's secrets were sealed with settings key ${manifest.settingsKey.fingerprint}, and this configuration's key is ${here}: set SETTINGS_KEY (or SETTINGS_KEY_FILE) to the key of the backup's server`
          : `the backup's secrets were sealed with settings key ${manifest.settingsKey.fingerprint}, and there is no key here: set SETTINGS_KEY (or put the old settings.key at ${keyFileOf(config)})`,
      );
  }
  const dump = path.join(from, path.basename(manifest.database.file));
  let keptAside: string | null = null;
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    // The product's schemas are renamed aside, so an older backup does not meet tables of newer
    // migrations and a failed restore can be undone; they are dropped once the restore has committed.
    const stamp = Date.now().toString(36);
    const { rows } = await client.query<{ name: string }>("select nspname as name from pg_namespace where nspname in ('public', 'drizzle', 'pgboss')");
    const aside = rows.map((r) => ({ name: r.name, aside: `${r.name}_before_restore_${stamp}` }));
    const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
    try {
      await client.query(
        `begin; set local lock_timeout = '10s'; ${aside.map((s) => `alter schema ${ident(s.name)} rename to ${ident(s.aside)};`).join(' ')} create schema public; commit`,
      );
      try {
        await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, dump]);
      } catch (err) {
        await client.query(
          `begin; drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; ${aside
            .map((s) => `alter schema ${ident(s.aside)} rename to ${ident(s.name)};`)
            .join(' ')} commit`,
        );
        throw err;
      }
      for (const s of aside) await client.query(`drop schema ${ident(s.aside)} cascade`);
      await newDataEpoch(client);
    } finally {
      await client.end();
    }
  } else {
    const dir = path.resolve(config.PGLITE_DIR);
    // The lock refuses a running server; the folder is moved aside, not deleted.
    const release = lockPglite(dir, 'Stop the server, then restore.');
    try {
      if (fs.existsSync(dir) && fs.readdirSync(dir).length) {
        keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(dir, keptAside);
      }
      const { PGlite } = await import('@electric-sql/pglite');
      const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
      await newDataEpoch(client);
      await client.close();
    } finally {
      release();
    }
  }

  let filesRestored = 0;
  if (manifest.files.copied) {
    const local = path.resolve(manifest.files.store === 'local' && fs.existsSync(manifest.files.place) ? manifest.files.place : filesDirOf(config));
    for (const { key } of manifest.files.objects) {
      const source = path.join(from, 'files', key);
      const to = path.resolve(local, key);
      if (path.relative(local, to).startsWith('..') || !fs.existsSync(source)) continue;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      // Keys are unique: a file already there is the same object, and is kept.
      if (!fs.existsSync(to)) {
        fs.copyFileSync(source, to);
        filesRestored += 1;
      }
    }
  }
  return { manifest, keptAside, filesRestored };
}
