import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { inArray, sql } from 'drizzle-orm';
import { formatDateTime, type FileView } from '@zhiyuan/shared';
import { files } from '../../db/schema/index.ts';
import { filesDirOf } from '../../config.ts';
import { loadSettingsKey } from '../../lib/secret-box.ts';
import type { OssSetting } from '../settings/store.ts';
import { storageFor, storageKey, thumbKeyOf, type FileStorage } from './storage.ts';

export type FileRow = typeof files.$inferSelect;

export interface FileService {
  /** The store now chosen in the settings (new uploads go there). */
  active(): Promise<FileStorage>;
  /** The store an existing row lives in (files stay readable after the provider is switched). */
  at(location: 'local' | 's3' | string): Promise<FileStorage>;
  /**
   * The API shape of a row: signed `url`/`thumbUrl` (none for a shared file), `restDelTime` from
   * `trashTime` and the trash days of 其他设置 (views() reads them). `ownerStatus` (the owner's
   * status, null when the owner is gone; unknown when omitted) turns a paused share into signed links.
   */
  view(row: FileRow, nickname: string, trashDays: number, ownerStatus?: number | null): FileView;
  /** The address a browser fetches the row (or its thumbnail) from: signed unless the file is shared. */
  urlOf(row: FileRow, thumb?: boolean): string;
  /** view() of many rows with the trash days read from the settings now. */
  views(rows: Array<FileRow & { nickname?: string | null; ownerStatus?: number | null }>): Promise<FileView[]>;
  /** A copy of the row's object(s) under new keys in the same store, as a new row of `owner`. */
  copyRow(row: FileRow, owner: { id: string; username: string }, categoryId?: string | null): Promise<FileRow>;
  /** Deletes the rows' objects (file and thumbnail), then the rows. */
  purge(rows: FileRow[]): Promise<void>;
  /** Whether `sig` signs (id, link version, expiry, thumb) and the expiry has not passed. */
  verify(row: Pick<FileRow, 'id' | 'linkVersion'>, exp: number, thumb: boolean, sig: string): boolean;
  /** A fresh file id: random (63 bits as decimal digits), so ids cannot be guessed. */
  newFileId(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files (modules/file): the stores, signed view URLs, copy and purge. */
    files: FileService;
  }
}

/** A signed link is good for 2 to 3 hours: the expiry is rounded up to the hour, so a link stays the same (and cached) within the hour. */
const LINK_MS = 2 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Columns that stop every link given so far to a file, set in the update that trashes it, unshares
 * it or revokes its links: its signed links (the version they sign is raised) and its plain link
 * (sharing off; the owner shares again by hand, restoring from the trash does not).
 */
export const linksRevoked = () => ({ shared: false, linkVersion: sql`${files.linkVersion} + 1` });

export function newFileId(): string {
  // 10^17 ≤ id < 2^63: 18 or 19 digits, matching the id pattern the other routes check.
  const n = randomBytes(8).readBigUInt64BE() & 0x7fffffffffffffffn;
  return (n < 100_000_000_000_000_000n ? n + 100_000_000_000_000_000n : n).toString();
}

export default fp(async (app) => {
  const config = app.config;
  const defaults = { localDir: filesDirOf(config) };
  // The default local folder exists from the start: 测试连接 checks folders and never makes one.
  await fs.promises.mkdir(defaults.localDir, { recursive: true });
  // The link key: derived from the settings key, so every instance of a cluster signs alike.
  const settingsKey = loadSettingsKey({ key: config.SETTINGS_KEY, file: config.SETTINGS_KEY_FILE ?? path.join(path.dirname(config.PGLITE_DIR), 'settings.key') });
  const linkKey = createHmac('sha256', settingsKey).update('zhiyuan file view links v1').digest();
  // The link version is signed too: raising it (linksRevoked) voids every link given before.
  const sign = (id: string, version: number, exp: number, thumb: boolean) =>
    createHmac('sha256', linkKey).update(`${id}.${version}.${exp}.${thumb ? 1 : 0}`).digest('base64url').slice(0, 32);

  const oss = () => app.settings.read('oss');
  const linkOf = (row: FileRow, thumb: boolean, ownerStatus?: number | null) => {
    const base = `/api/file/view/${row.id}`;
    // Always a query, so a client may add `&download=1`; `shared=1` is only a marker (the row decides).
    // A disabled or deleted owner's share is paused (view.ts): whoever lists it gets signed links.
    if (row.shared && row.delFlag === 0 && (ownerStatus === undefined || ownerStatus === 0)) return `${base}?shared=1${thumb ? '&thumb=1' : ''}`;
    const exp = Math.ceil((Date.now() + LINK_MS) / HOUR_MS) * HOUR_MS / 1000;
    return `${base}?${thumb ? 'thumb=1&' : ''}e=${exp}&s=${sign(row.id, row.linkVersion, exp, thumb)}`;
  };

  const service: FileService = {
    async active() {
      return storageFor(await oss(), defaults);
    },
    async at(location) {
      const setting: OssSetting = await oss();
      return storageFor({ ...setting, provider: location === 's3' ? 's3' : 'local' }, defaults);
    },
    view(row, nickname, trashDays, ownerStatus) {
      return {
        id: row.id, title: row.title, fKey: row.fKey, size: row.size, type: row.type, location: row.location as FileView['location'],
        url: linkOf(row, false, ownerStatus), thumbUrl: row.thumbKey ? linkOf(row, true, ownerStatus) : null, width: row.width, height: row.height,
        categoryId: row.categoryId, isCollect: row.isCollect, shared: row.shared, delFlag: row.delFlag,
        createBy: row.createBy, nickname: nickname ?? '', createTime: formatDateTime(row.createTime), updateTime: row.updateTime ? formatDateTime(row.updateTime) : null,
        restDelTime: row.delFlag === 2 && row.trashTime ? Math.max(0, Math.ceil((row.trashTime.getTime() + trashDays * DAY_MS - Date.now()) / DAY_MS)) : null,
      };
    },
    async views(rows) {
      const { trashDays } = await app.settings.read('other');
      return rows.map((r) => service.view(r, r.nickname ?? '', trashDays, r.ownerStatus));
    },
    urlOf: (row, thumb = false) => linkOf(row, thumb),
    async copyRow(row, owner, categoryId) {
      const store = await service.at(row.location);
      const ext = /\.([a-z0-9]+)$/.exec(row.fKey)?.[1] ?? 'bin';
      const fKey = storageKey(ext);
      const thumbKey = row.thumbKey ? thumbKeyOf(fKey) : null;
      const made = thumbKey ? [fKey, thumbKey] : [fKey];
      try {
        await store.copy(row.fKey, fKey);
        if (row.thumbKey && thumbKey) await store.copy(row.thumbKey, thumbKey);
        const [copy] = await app.db.insert(files).values({
          id: newFileId(), title: row.title, fKey, size: row.size, type: row.type, location: row.location, thumbKey,
          width: row.width, height: row.height, categoryId: categoryId === undefined ? row.categoryId : categoryId,
          ownerId: owner.id, createBy: owner.username,
        }).returning();
        return copy;
      } catch (err) {
        // No copied object is left without its row.
        await store.delete(made).catch(() => {});
        throw err;
      }
    },
    async purge(rows) {
      if (!rows.length) return;
      for (const location of new Set(rows.map((r) => r.location))) {
        const here = rows.filter((r) => r.location === location);
        const store = await service.at(location);
        await store.delete(here.flatMap((r) => (r.thumbKey ? [r.fKey, r.thumbKey] : [r.fKey])));
      }
      await app.db.delete(files).where(inArray(files.id, rows.map((r) => r.id)));
    },
    verify(row, exp, thumb, sig) {
      if (!Number.isSafeInteger(exp) || exp * 1000 < Date.now() || typeof sig !== 'string') return false;
      const want = Buffer.from(sign(row.id, row.linkVersion, exp, thumb));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want);
    },
    newFileId,
  };
  app.decorate('files', service);
}, { name: 'files' });
