import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { secretBox } from '../lib/secret-box.ts';
import { settingRows } from '../modules/settings/store.ts';
import { hashPassword } from '../modules/user/password.ts';
import { createTestApp } from '../test/app.ts';
import { templateDatabaseUrl } from '../test/constants.ts';
import { backup, BackupError, readBackup, restore, type BackupConfig } from './backup.ts';
import { migrate, openDatabase, type Database } from './client.ts';
import { seed } from '../seed.ts';

// Issue 33 item 5: backup → change → restore gives back every row and file; a database made by the
// last release's migrations upgrades with its data intact. PGlite here, PostgreSQL in the PG pass.
const pgUrl = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A new PostgreSQL database (from the seeded template, or empty), dropped after the file. */
async function pgDatabase(template: 'zy_template' | null): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `zy_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return templateDatabaseUrl(pgUrl!, name);
}

/** Every table's row count and a hash of its rows: equal digests, equal data. */
async function digest(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Array<Record<string, string>>;
  const out: Record<string, string> = {};
  for (const { name } of rowsOf(tables)) {
    const [row] = rowsOf(
      await database.db.execute(
        sql.raw(`select count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from public."${name}" t`),
      ),
    );
    out[name] = row.d;
  }
  return out;
}

describe('db:backup and db:restore', () => {
  const key = randomBytes(32).toString('hex');
  const files = path.join(work, 'files');
  const pgliteDir = path.join(work, 'pglite');
  let config: BackupConfig;
  const open = () => openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dir: pgliteDir });

  it('gives back every row and every file after the data was changed, and keeps what it replaced', async () => {
    if (pgUrl) config = { DATABASE_URL: await pgDatabase('zy_template'), PGLITE_DIR: pgliteDir, FILES_DIR: files, SETTINGS_KEY: key };
    else {
      // A file-backed PGlite made from the seeded template, as the server keeps it.
      const { PGlite } = await import('@electric-sql/pglite');
      const made = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
      await made.close();
      config = { PGLITE_DIR: pgliteDir, FILES_DIR: files, SETTINGS_KEY: key };
    }
    // Data of every kind the backup must carry: a sealed secret, an uploaded file with its object, a user's form.
    let database = await open();
    await settingRows(database.db, secretBox(Buffer.from(key, 'hex'))).put('email', { host: 'smtp.example.org', username: 'a', password: 'the-secret' });
    const fileKey = '2026/11/0123456789abcdef0123456789abcdef.txt';
    fs.mkdirSync(path.join(files, '2026/11'), { recursive: true });
    const fileText = '志愿通 backup test\n';
    fs.writeFileSync(path.join(files, fileKey), fileText);
    await database.db.execute(
      sql`insert into file (id, title, f_key, size, type, location, owner_id) select '900000000000000001', 'notes.txt', ${fileKey}, ${Buffer.byteLength(fileText)}, 'text/plain', 'local', id from app_user where username = 'admin'`,
    );
    await database.db.execute(
      sql`insert into volunteer_form (id, user_id, name, province, year, subject_type, batch, rows) select 'f-backup', id, '我的志愿表', '广东', 2027, '物理类', 1, '[]'::jsonb from app_user where username = 'admin'`,
    );
    const before = await digest(database);
    await database.close();

    const out = path.join(work, 'backup-1');
    const manifest = await backup(config, out);
    expect(manifest.database.kind).toBe(pgUrl ? 'postgres' : 'pglite');
    expect(manifest.database.migration).toMatch(/^\d{4}_/);
    expect(manifest.database.rows.volunteer_form).toBe(1);
    expect(manifest.files).toMatchObject({ store: 'local', copied: true, objects: [{ key: fileKey, bytes: Buffer.byteLength(fileText) }], missing: [] });
    expect(manifest.settingsKey.sealedSecrets).toBe(true);
    // The key itself is not in the backup, nor is the secret in the clear.
    const everything = fs.readdirSync(out, { recursive: true }).map(String);
    for (const f of everything.filter((f) => fs.statSync(path.join(out, f)).isFile() && !f.endsWith('.gz') && !f.endsWith('.pgdump'))) {
      const text = fs.readFileSync(path.join(out, f), 'utf8');
      expect(text).not.toContain(key);
      expect(text).not.toContain('the-secret');
    }

    // The data changes after the backup: rows deleted and added, the object removed from the folder.
    database = await open();
    await database.db.execute(sql`delete from volunteer_form`);
    await database.db.execute(sql`delete from file`);
    await database.db.execute(sql`delete from setting where key = 'email'`);
    await database.db.execute(sql`update app_user set nickname = 'changed after the backup'`);
    expect(await digest(database)).not.toEqual(before);
    await database.close();
    fs.rmSync(path.join(files, fileKey));

    const report = await restore(config, out);
    expect(report.filesRestored).toBe(1);
    expect(fs.readFileSync(path.join(files, fileKey), 'utf8')).toBe(fileText);
    if (!pgUrl) expect(report.keptAside && fs.existsSync(report.keptAside)).toBe(true);
    database = await open();
    try {
      // Every row as it was, but the data versions' epochs: new, so no ETag given before the restore matches.
      const after = await digest(database);
      expect(after.data_version).not.toEqual(before.data_version);
      expect({ ...after, data_version: '' }).toEqual({ ...before, data_version: '' });
      // The restored secret opens with the key, as the server reads it at start.
      expect(await settingRows(database.db, secretBox(Buffer.from(key, 'hex'))).get('email')).toMatchObject({ password: 'the-secret' });
    } finally {
      await database.close();
    }
  });

  it('refuses a damaged dump, another settings key, and (PGlite) a folder a running server holds', async () => {
    const out = path.join(work, 'backup-1');
    await expect(restore({ ...config, SETTINGS_KEY: randomBytes(32).toString('hex') }, out)).rejects.toThrow(
      /sealed with settings key [0-9a-f]{16}.*this configuration's key is [0-9a-f]{16}/,
    );
    await expect(restore({ ...config, DATABASE_URL: pgUrl ? undefined : 'postgres://x@127.0.0.1/none' }, out)).rejects.toThrow(/restore it where it was made/);

    const damaged = path.join(work, 'backup-damaged');
    fs.cpSync(out, damaged, { recursive: true });
    const manifest = await readBackup(out);
    const dump = path.join(damaged, manifest.database.file);
    const bytes = fs.readFileSync(dump);
    bytes[bytes.length >> 1] ^= 0xff;
    fs.writeFileSync(dump, bytes);
    await expect(restore(config, damaged)).rejects.toThrow(/does not match its checksum/);

    await expect(backup(config, out)).rejects.toThrow(/not empty/);
    if (!pgUrl) {
      const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
      try {
        fs.writeFileSync(`${pgliteDir}.lock`, String(server.pid));
        await expect(backup(config, path.join(work, 'backup-2'))).rejects.toThrow(BackupError);
        await expect(backup(config, path.join(work, 'backup-3'))).rejects.toThrow(/stop the server/);
        await expect(restore(config, out)).rejects.toThrow(/Stop the server/);
      } finally {
        server.kill();
        fs.rmSync(`${pgliteDir}.lock`, { force: true });
      }
    }
  });
});

describe('upgrade from the last release', () => {
  // The release that ran before issues 30–32 landed had migrations 0000–0011; migrations only ever append, so that
  // release's folder is a prefix of today's (checked below).
  const RELEASE = '0011_group_key_rank_bound';
  const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

  it("migrates a database made by the release's migrations, keeps its data, and serves it", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ idx: number; tag: string; when: number }>;
    };
    const at = journal.entries.findIndex((e) => e.tag === RELEASE);
    expect(at).toBeGreaterThan(0);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    expect(journal.entries.every((e, i) => i === 0 || e.when > journal.entries[i - 1].when)).toBe(true);
    const old = path.join(work, 'release-migrations');
    fs.mkdirSync(path.join(old, 'meta'), { recursive: true });
    fs.writeFileSync(path.join(old, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at + 1) }));
    for (const e of journal.entries.slice(0, at + 1)) fs.copyFileSync(path.join(migrations, `${e.tag}.sql`), path.join(old, `${e.tag}.sql`));

    const database = pgUrl ? await openDatabase({ url: await pgDatabase(null) }) : await openDatabase({ dir: null });
    try {
      if (database.kind === 'pglite') await (await import('drizzle-orm/pglite/migrator')).migrate(database.db as never, { migrationsFolder: old });
      else await (await import('drizzle-orm/node-postgres/migrator')).migrate(database.db as never, { migrationsFolder: old });
      // Data written as that release wrote it: a student with a score and a form, an article.
      const hash = await hashPassword('Release-2026');
      await database.db.execute(sql`insert into app_user (id, username, password_hash, nickname, province, subjects, status, type) values
        ('u-release', 'release_student', ${hash}, '往届学生', '广东', '["物理","化学","生物"]'::jsonb, 0, 0)`);
      await database.db.execute(sql`insert into score_profile (user_id, province, year, subject_type, subjects, score, rank, rank_source) values
        ('u-release', '广东', 2026, '物理类', '["物理","化学","生物"]'::jsonb, 600, 20000, 'manual')`);
      await database.db.execute(sql`insert into volunteer_form (id, user_id, name, province, year, subject_type, subjects, batch, score, rank, rows) values
        ('100000000000000123', 'u-release', '去年的志愿表', '广东', 2026, '物理类', '["物理","化学","生物"]'::jsonb, 2, 600, 20000, '[]'::jsonb)`);
      await database.db.execute(
        sql`insert into content_item (id, kind, title, body, status) values ('c-release', 'article', '旧文章', '<p>正文</p>', 'published')`,
      );
      const kept = async () =>
        (
          (await database.db.execute(sql`select u.username, u.nickname, s.score::int as score, s.rank, f.name, f.rank as form_rank, c.title
          from app_user u join score_profile s on s.user_id = u.id join volunteer_form f on f.user_id = u.id, content_item c
          where u.id = 'u-release' and c.id = 'c-release'`)) as unknown as { rows?: unknown[] }
        ).rows ?? [];
      const before = await kept();
      expect(before).toHaveLength(1);

      // What a server of this commit does at start: every newer migration, then the seed.
      await migrate(database);
      await seed(database.db, { adminPassword: 'Admin-release-1' });
      expect(await kept()).toEqual(before);
      const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows?: Array<{ n: number }>;
      };
      expect((applied.rows ?? (applied as unknown as Array<{ n: number }>))[0].n).toBe(journal.entries.length);

      // And it serves the old account: sign in with the old password, read the form.
      const t = await createTestApp({}, undefined, { database });
      try {
        const token = await t.login('release_student', 'Release-2026');
        const forms = await t.call<Array<{ id: string; name: string }>>({ method: 'GET', url: '/api/volunteerForm/getMine', token });
        expect(forms.result.map((f) => [f.id, f.name])).toEqual([['100000000000000123', '去年的志愿表']]);
        // The column a newer migration added reads as unknown, not as a made-up year.
        const form = await t.call<{ score: number; rank: number; rankTableYear: number | null; subjects: string[] }>({
          method: 'GET',
          url: '/api/volunteerForm/get/100000000000000123',
          token,
        });
        expect(form.result).toMatchObject({ score: 600, rank: 20000, rankTableYear: null, subjects: ['物理', '化学', '生物'] });
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
    }
  });
});
