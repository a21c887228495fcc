import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { formatDateTime, type FileCategoryList, type FileCategoryView, type FileView, type Page, type TrashCleared } from '@zhiyuan/shared';
import { filesDirOf } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { assertCanActOnUsers } from '../../db/power.ts';
import { pageOf } from '../../lib/schema.ts';
import { loadSettingsKey } from '../../lib/secret-box.ts';
import type { OssSetting, SettingsStore } from '../settings/store.ts';
import { folderTree, folderViews, sortFolders, subtreeIds, type DriveTrash, type FolderRow } from './drive.ts';
import * as repo from './repo.ts';
import { linksRevoked, type AdminFileQuery, type DriveFileQuery, type FileRow, type ScopeFilter } from './repo.ts';
import { StorageNotFound, storageFor, storageKey, thumbKeyOf, type FileStorage } from './storage.ts';
import { cleanTitle } from './upload.ts';

export { linksRevoked, type FileRow };

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

export function newFileId(): string {
  // 10^17 ≤ id < 2^63: 18 or 19 digits, matching the id pattern the other routes check.
  const n = randomBytes(8).readBigUInt64BE() & 0x7fffffffffffffffn;
  return (n < 100_000_000_000_000_000n ? n + 100_000_000_000_000_000n : n).toString();
}

export default fp(
  async (app) => {
    const config = app.config;
    const defaults = { localDir: filesDirOf(config) };
    // The default local folder exists from the start: 测试连接 checks folders and never makes one.
    await fs.promises.mkdir(defaults.localDir, { recursive: true });
    // The link key: derived from the settings key, so every instance of a cluster signs alike.
    const settingsKey = loadSettingsKey({
      key: config.SETTINGS_KEY,
      file: config.SETTINGS_KEY_FILE ?? path.join(path.dirname(config.PGLITE_DIR), 'settings.key'),
    });
    const linkKey = createHmac('sha256', settingsKey).update('zhiyuan file view links v1').digest();
    // The link version is signed too: raising it (linksRevoked) voids every link given before.
    const sign = (id: string, version: number, exp: number, thumb: boolean) =>
      createHmac('sha256', linkKey)
        .update(`${id}.${version}.${exp}.${thumb ? 1 : 0}`)
        .digest('base64url')
        .slice(0, 32);

    const oss = () => app.settings.read('oss');
    const linkOf = (row: FileRow, thumb: boolean, ownerStatus?: number | null) => {
      const base = `/api/file/view/${row.id}`;
      // Always a query, so a client may add `&download=1`; `shared=1` is only a marker (the row decides).
      // A disabled or deleted owner's share is paused (view.ts): whoever lists it gets signed links.
      if (row.shared && row.delFlag === 0 && (ownerStatus === undefined || ownerStatus === 0)) return `${base}?shared=1${thumb ? '&thumb=1' : ''}`;
      const exp = (Math.ceil((Date.now() + LINK_MS) / HOUR_MS) * HOUR_MS) / 1000;
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
          id: row.id,
          title: row.title,
          fKey: row.fKey,
          size: row.size,
          type: row.type,
          location: row.location as FileView['location'],
          url: linkOf(row, false, ownerStatus),
          thumbUrl: row.thumbKey ? linkOf(row, true, ownerStatus) : null,
          width: row.width,
          height: row.height,
          categoryId: row.categoryId,
          isCollect: row.isCollect,
          shared: row.shared,
          delFlag: row.delFlag,
          createBy: row.createBy,
          nickname: nickname ?? '',
          createTime: formatDateTime(row.createTime),
          updateTime: row.updateTime ? formatDateTime(row.updateTime) : null,
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
          const copy = await repo.insertFile(app.db, {
            id: newFileId(),
            title: row.title,
            fKey,
            size: row.size,
            type: row.type,
            location: row.location,
            thumbKey,
            width: row.width,
            height: row.height,
            categoryId: categoryId === undefined ? row.categoryId : categoryId,
            ownerId: owner.id,
            createBy: owner.username,
          });
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
        await repo.deleteFiles(
          app.db,
          rows.map((r) => r.id),
        );
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
  },
  { name: 'files' },
);

/** Folders one user may have (in the trash too): each folder call reads them all. */
export const MAX_FOLDERS = 5000;

/** The file's title with the new name, ending in the extension of its real type (the key's). */
export const renamedTitle = (row: Pick<FileRow, 'fKey'>, newTitle: string) => cleanTitle(newTitle, /\.([a-z0-9]+)$/.exec(row.fKey)?.[1] ?? '');

/** The acting user: their id and username (written to createBy/updateBy). */
interface Actor {
  userId: string;
  username: string;
}

/**
 * 我的网盘 (app/file): the caller's own files and folders. Every call sees only the caller's rows:
 * another user's id answers 404 as if it did not exist.
 */
export function driveService(db: Db, fileService: FileService, settings: Pick<SettingsStore, 'read'>, trash: DriveTrash) {
  const trashDays = async () => (await settings.read('other')).trashDays;
  const fileViews = async (ownerId: string, rows: FileRow[]) => {
    const nickname = (await repo.nicknameOf(db, ownerId)) ?? '';
    return fileService.views(rows.map((r) => ({ ...r, nickname })));
  };
  const fileView = async (ownerId: string, row: FileRow) => (await fileViews(ownerId, [row]))[0];

  /** The caller's files of these ids, all of them, or 404. */
  async function myFiles(ownerId: string, ids: string[], live = false): Promise<FileRow[]> {
    const unique = [...new Set(ids)];
    const rows = await repo.filesOfOwner(db, ownerId, unique, live);
    if (rows.length !== unique.length) throw new AppError(404, 'fileNotFound');
    return rows;
  }
  const myFile = async (ownerId: string, id: string) => (await myFiles(ownerId, [id]))[0];

  /** The caller's folders, and the one of this id (404 when it is not the caller's, or not live when `live`). */
  async function myFolder(ownerId: string, id: string, live = false): Promise<{ folder: FolderRow; all: FolderRow[] }> {
    const all = await trash.foldersOf(ownerId);
    const folder = all.find((f) => f.id === id);
    if (!folder || (live && folder.delFlag !== 0)) throw new AppError(404, 'driveFolderNotFound');
    return { folder, all };
  }
  /** A live folder of the caller as a destination ('0' = the root). */
  const liveParent = (all: FolderRow[], id: string) => {
    if (id !== '0' && !all.some((f) => f.id === id && f.delFlag === 0)) throw new AppError(404, 'driveFolderNotFound');
    return id;
  };
  const titleFree = (all: FolderRow[], parentId: string, title: string, selfId?: string) => {
    if (all.some((f) => f.parentId === parentId && f.delFlag === 0 && f.title === title && f.id !== selfId))
      throw fieldError('title', 'driveFolderTaken', { title });
  };
  const oneFolderView = async (ownerId: string, id: string): Promise<FileCategoryView> => {
    const all = await trash.foldersOf(ownerId);
    return folderViews(
      all.filter((f) => f.id === id),
      all,
      await trashDays(),
    )[0];
  };

  return {
    // ───────── files ─────────
    /** My files, paged; in the trash without a folder, only what is not inside a trashed folder. */
    async filePage(ownerId: string, q: Omit<DriveFileQuery, 'delFlag'> & { delFlag?: 0 | 2 }): Promise<Page<FileView>> {
      const flag = q.delFlag ?? 0;
      const trashedFolders = !q.categoryId && flag === 2 ? (await trash.foldersOf(ownerId)).filter((f) => f.delFlag === 2).map((f) => f.id) : [];
      const { rows, total } = await repo.ownerFilePage(db, ownerId, { ...q, delFlag: flag }, trashedFolders);
      return pageOf(await fileViews(ownerId, rows), total, q);
    },

    /** Toggles my files in and out of the trash; one whose folder is gone or in the trash comes back to the root. */
    async toggleTrash(ownerId: string, ids: string[]): Promise<void> {
      const rows = await myFiles(ownerId, ids);
      const live = new Set((await trash.foldersOf(ownerId)).filter((f) => f.delFlag === 0).map((f) => f.id));
      const now = new Date();
      const toTrash = rows.filter((r) => r.delFlag === 0).map((r) => r.id);
      const back = rows.filter((r) => r.delFlag !== 0);
      const backHome = back.filter((r) => !r.categoryId || live.has(r.categoryId)).map((r) => r.id);
      const backToRoot = back.filter((r) => r.categoryId && !live.has(r.categoryId)).map((r) => r.id);
      await repo.setFilesTrashed(db, { toTrash, backHome, backToRoot }, now);
    },

    async toggleCollect(ownerId: string, id: string): Promise<FileView> {
      const row = await myFile(ownerId, id);
      const updated = await repo.updateFile(db, row.id, { isCollect: !row.isCollect });
      return fileView(ownerId, updated);
    },

    /** Shares my file, or makes it private again (its links given so far stop too); a file in the trash cannot be shared. */
    async share(actor: Actor, id: string, shared: boolean): Promise<FileView> {
      const row = await myFile(actor.userId, id);
      if (row.delFlag !== 0 && shared) throw fieldError('id', 'fileInTrash');
      const updated = await repo.updateFile(db, row.id, {
        ...(row.shared && !shared ? linksRevoked() : { shared }),
        updateBy: actor.username,
        updateTime: new Date(),
      });
      return fileView(actor.userId, updated);
    },

    async revokeLinks(actor: Actor, id: string): Promise<FileView> {
      const row = await myFile(actor.userId, id);
      const updated = await repo.updateFile(db, row.id, { ...linksRevoked(), updateBy: actor.username, updateTime: new Date() });
      return fileView(actor.userId, updated);
    },

    async rename(actor: Actor, id: string, newTitle: string): Promise<FileView> {
      const row = await myFile(actor.userId, id);
      const updated = await repo.updateFile(db, row.id, { title: renamedTitle(row, newTitle), updateBy: actor.username, updateTime: new Date() });
      return fileView(actor.userId, updated);
    },

    /** Copies my file into the same folder (the root when that folder is in the trash). */
    async copy(actor: Actor, id: string): Promise<FileView> {
      const row = await myFile(actor.userId, id);
      const all = await trash.foldersOf(actor.userId);
      const categoryId = row.categoryId && all.some((f) => f.id === row.categoryId && f.delFlag === 0) ? row.categoryId : null;
      let copy: FileRow;
      try {
        copy = await fileService.copyRow(row, { id: actor.userId, username: actor.username }, categoryId);
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError(404, 'fileNotFound');
        throw err;
      }
      return fileView(actor.userId, copy);
    },

    async deleteFiles(ownerId: string, ids: string[]): Promise<void> {
      await fileService.purge(await myFiles(ownerId, ids));
    },

    clearTrash: (ownerId: string): Promise<TrashCleared> => trash.clear(ownerId),

    /** Moves my live files into my live folder `categoryId` ('0' = the root). */
    async moveFiles(actor: Actor, ids: string[], categoryId: string): Promise<void> {
      const rows = await myFiles(actor.userId, ids, true);
      const target = liveParent(await trash.foldersOf(actor.userId), categoryId);
      await repo.updateFiles(
        db,
        rows.map((r) => r.id),
        { categoryId: target === '0' ? null : target, updateBy: actor.username, updateTime: new Date() },
      );
    },

    // ───────── folders ─────────
    /** My folders (a list, or with `tree` the whole tree of live folders); in the trash without parentId, only those whose parent is not trashed. */
    async folders(
      ownerId: string,
      q: {
        parentId?: string;
        title?: string;
        delFlag?: 0 | 2;
        isCollect?: boolean;
        sort?: 'sortOrder' | 'title' | 'createTime';
        order?: 'asc' | 'desc';
        tree?: boolean;
      },
    ): Promise<FileCategoryList> {
      const [all, days] = await Promise.all([trash.foldersOf(ownerId), trashDays()]);
      const sort = q.sort ?? 'sortOrder';
      const order = q.order ?? 'asc';
      if (q.tree) return folderTree(all, days, sort, order);
      const flag = q.delFlag ?? 0;
      const trashed = new Set(all.filter((f) => f.delFlag === 2).map((f) => f.id));
      const title = q.title?.toLowerCase();
      const rows = all.filter(
        (f) =>
          f.delFlag === flag &&
          (q.parentId ? f.parentId === q.parentId : flag === 0 || !trashed.has(f.parentId)) &&
          (!title || f.title.toLowerCase().includes(title)) &&
          (q.isCollect === undefined || f.isCollect === q.isCollect),
      );
      return folderViews(sortFolders(rows, sort, order), all, days);
    },

    /** Adds a folder under a live folder of mine (or the root); names are unique within a folder. */
    async addFolder(actor: Actor, b: { parentId: string; title: string; sortOrder?: number }): Promise<FileCategoryView> {
      const all = await trash.foldersOf(actor.userId);
      if (all.length >= MAX_FOLDERS) throw new AppError(400, 'driveTooManyFolders', { max: MAX_FOLDERS });
      const parentId = liveParent(all, b.parentId);
      titleFree(all, parentId, b.title);
      const row = await repo.insertFolder(db, {
        id: fileService.newFileId(),
        parentId,
        title: b.title,
        sortOrder: b.sortOrder ?? 0,
        ownerId: actor.userId,
        createBy: actor.username,
      });
      return folderViews([row], [], await trashDays())[0];
    },

    /** Changes my folder: title, sortOrder, parentId (a move; not under itself or one of its sub-folders). */
    async editFolder(actor: Actor, b: { id: string; parentId?: string; title: string; sortOrder?: number }): Promise<FileCategoryView> {
      const { folder, all } = await myFolder(actor.userId, b.id, true);
      const parentId = b.parentId === undefined ? folder.parentId : liveParent(all, b.parentId);
      if (parentId !== folder.parentId && subtreeIds(all, [folder.id]).includes(parentId)) throw fieldError('parentId', 'driveFolderLoop');
      titleFree(all, parentId, b.title, folder.id);
      await repo.updateFolder(db, folder.id, {
        title: b.title,
        parentId,
        ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}),
        updateBy: actor.username,
        updateTime: new Date(),
      });
      return oneFolderView(actor.userId, folder.id);
    },

    async renameFolder(actor: Actor, id: string, newTitle: string): Promise<FileCategoryView> {
      const { folder, all } = await myFolder(actor.userId, id, true);
      titleFree(all, folder.parentId, newTitle, folder.id);
      await repo.updateFolder(db, folder.id, { title: newTitle, updateBy: actor.username, updateTime: new Date() });
      return oneFolderView(actor.userId, folder.id);
    },

    async toggleFolderCollect(ownerId: string, id: string): Promise<FileCategoryView> {
      const { folder } = await myFolder(ownerId, id);
      await repo.updateFolder(db, folder.id, { isCollect: !folder.isCollect });
      return oneFolderView(ownerId, folder.id);
    },

    /** Puts my folder in the trash with what is in it, or takes it out with exactly what went in with it. */
    async toggleFolderTrash(ownerId: string, id: string): Promise<FileCategoryView> {
      const { folder, all } = await myFolder(ownerId, id);
      if (folder.delFlag === 0) await trash.trashFolder(ownerId, folder, all);
      else await trash.restoreFolder(ownerId, folder, all);
      return oneFolderView(ownerId, folder.id);
    },

    /** A live folder goes to the trash (with its contents); a trashed one is deleted for good with everything under it. */
    async deleteFolders(ownerId: string, folderIds: string[]): Promise<void> {
      const ids = [...new Set(folderIds)];
      const all = await trash.foldersOf(ownerId);
      const chosen = all.filter((f) => ids.includes(f.id));
      if (chosen.length !== ids.length) throw new AppError(404, 'driveFolderNotFound');
      await trash.purgeFolders(
        ownerId,
        chosen.filter((f) => f.delFlag === 2).map((f) => f.id),
        all,
      );
      for (const { id } of chosen.filter((f) => f.delFlag === 0)) {
        // Re-read: trashing a folder chosen earlier may have taken this one with it.
        const now = await trash.foldersOf(ownerId);
        const folder = now.find((f) => f.id === id);
        if (folder?.delFlag === 0) await trash.trashFolder(ownerId, folder, now);
      }
    },

    /** My live folders whose name holds `title`, by name. */
    async searchFolders(ownerId: string, title: string): Promise<FileCategoryView[]> {
      const [all, days] = await Promise.all([trash.foldersOf(ownerId), trashDays()]);
      const lower = title.toLowerCase();
      const rows = all.filter((f) => f.delFlag === 0 && f.title.toLowerCase().includes(lower));
      return folderViews(sortFolders(rows, 'title', 'asc'), all, days);
    },
  };
}

/**
 * 文件管理 (sys/oss): every user's files within the caller's data scope. Acting on a file is acting
 * on its owner: refused when the owner holds more power than the caller (db/power.ts).
 */
export function fileAdminService(db: Db, fileService: FileService) {
  /** The rows of these ids the caller may act on: within the data scope, owners no stronger. */
  async function targets(actorId: string, ids: string[], scopeFilter: ScopeFilter): Promise<FileRow[]> {
    const rows = await repo.filesInScope(db, ids, scopeFilter);
    await assertCanActOnUsers(
      db,
      actorId,
      rows.map((r) => r.ownerId),
    );
    return rows;
  }
  const one = async (actorId: string, id: string, scopeFilter: ScopeFilter) => {
    const [row] = await targets(actorId, [id], scopeFilter);
    if (!row) throw new AppError(404, 'fileNotFound');
    return row;
  };
  /** The API shape of one row with its owner's nickname and status (a paused share shows signed links). */
  const viewOf = async (row: FileRow) => {
    const owner = await repo.ownerOf(db, row.ownerId);
    return (await fileService.views([{ ...row, nickname: owner?.nickname ?? '', ownerStatus: owner?.status ?? null }]))[0];
  };

  return {
    /** Every user's files (within the data scope), with the owner's nickname. */
    async page(q: AdminFileQuery, scopeFilter: ScopeFilter): Promise<Page<FileView>> {
      if (q.sort && !Object.hasOwn(repo.FILE_SORTS, q.sort)) throw fieldError('sort', 'badOption', { options: Object.keys(repo.FILE_SORTS).join(', ') });
      const { rows, total } = await repo.scopedFilePage(db, q, scopeFilter);
      return pageOf(await fileService.views(rows.map((r) => ({ ...r.file, nickname: r.nickname, ownerStatus: r.ownerStatus }))), total, q);
    },

    /** Renames a file (its title; the stored key stays random). The real type's extension is kept. */
    async rename(actor: Actor, id: string, newTitle: string, scopeFilter: ScopeFilter): Promise<FileView> {
      const row = await one(actor.userId, id, scopeFilter);
      const renamed = await repo.updateFile(db, row.id, { title: renamedTitle(row, newTitle), updateBy: actor.username, updateTime: new Date() });
      return viewOf(renamed);
    },

    /** Copies a file (its object and thumbnail under new keys, in the same store), owned by the same user. */
    async copy(actorId: string, id: string, scopeFilter: ScopeFilter): Promise<FileView> {
      const row = await one(actorId, id, scopeFilter);
      let copy: FileRow;
      try {
        copy = await fileService.copyRow(row, { id: row.ownerId, username: row.createBy });
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError(404, 'fileNotFound');
        throw err;
      }
      return viewOf(copy);
    },

    /** Stops every link to a file given so far; the file with fresh links. */
    async revokeLinks(actor: Actor, id: string, scopeFilter: ScopeFilter): Promise<FileView> {
      const row = await one(actor.userId, id, scopeFilter);
      const updated = await repo.updateFile(db, row.id, { ...linksRevoked(), updateBy: actor.username, updateTime: new Date() });
      return viewOf(updated);
    },

    /** Deletes files for good (objects, thumbnails and rows). */
    async delete(actorId: string, ids: string[], scopeFilter: ScopeFilter): Promise<void> {
      const rows = await targets(actorId, ids, scopeFilter);
      await fileService.purge(rows);
    },
  };
}
