import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FileCategoryView, FileView, Page } from '@zhiyuan/shared';
import { fileCategories, files, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import { formBool, formInt, idList, idText, optionalId, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { renamedTitle } from './admin-routes.ts';
import { driveTrash, folderTree, folderViews, sortFolders, subtreeIds, type FolderRow } from './drive.ts';
import { linksRevoked, type FileRow } from './service.ts';
import { StorageNotFound } from './storage.ts';

const PERMISSION = 'app:file:view';
/** Folders one user may have (in the trash too): each folder call reads them all. */
export const MAX_FOLDERS = 5000;
const blankTo = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const delFlag = blankTo(z.coerce.number().pipe(z.union([z.literal(0), z.literal(2)])));

/**
 * A file or folder name: trimmed, 1 to 100 characters, no control characters (nor line separators
 * or bidi overrides, which make "exe.png" show as "png.exe"), no / or \.
 */
const driveTitle = z.string({ error: 'required' }).trim().min(1, 'required').max(100)
  .refine((t) => !/[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069/\\]/u.test(t), 'driveTitleChars');
/** A folder id, '0' (or empty) being the root. */
const folderOrRoot = z.preprocess((v) => (v === '' || v === undefined || v === null ? '0' : v), idText);

const FILE_SORTS = { createTime: files.createTime, updateTime: files.updateTime, title: files.title, size: files.size, type: files.type } as const;

const fileQuery = pageQuery.extend({
  title: optionalText(100),
  /** A MIME type or its start: `image/`. */
  type: optionalText(100),
  delFlag,
  isCollect: blankTo(formBool),
  /** A folder; '0' = files at the root only; none = every folder. */
  categoryId: optionalId,
  sort: blankTo(z.enum(Object.keys(FILE_SORTS) as [keyof typeof FILE_SORTS, ...(keyof typeof FILE_SORTS)[]])),
});

const folderQuery = z.object({
  parentId: optionalId,
  title: optionalText(100),
  delFlag,
  isCollect: blankTo(formBool),
  sort: blankTo(z.enum(['sortOrder', 'title', 'createTime'])),
  order: blankTo(z.enum(['asc', 'desc'])),
  /** 1: the whole tree of live folders (FileCategoryNode[]). */
  tree: blankTo(formBool),
});

const folderFields = { title: driveTitle, sortOrder: formInt(-100_000, 100_000).optional() };
const folderReadBack = readBack('isParent', 'isCollect', 'delFlag', 'createBy', 'createTime', 'restDelTime', 'children');

/**
 * 我的网盘 (app/file): the caller's own files and folders. Every call needs app:file:view and sees
 * only the caller's rows: another user's id answers 404 as if it did not exist.
 */
const driveRoutes: FastifyPluginAsyncZod = async (app) => {
  const trash = driveTrash(app);
  trash.schedule();

  const me = (req: FastifyRequest) => req.auth!.userId;
  const trashDays = async () => (await app.settings.read('other')).trashDays;
  const nicknameOf = async (userId: string) =>
    (await app.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1))[0]?.nickname ?? '';
  const fileViews = async (req: FastifyRequest, rows: FileRow[]) => {
    const nickname = await nicknameOf(me(req));
    return app.files.views(rows.map((r) => ({ ...r, nickname })));
  };
  const fileView = async (req: FastifyRequest, row: FileRow) => (await fileViews(req, [row]))[0];

  /** The caller's files of these ids, all of them, or 404. */
  async function myFiles(req: FastifyRequest, ids: string[], live = false): Promise<FileRow[]> {
    const unique = [...new Set(ids)];
    const rows = await app.db.select().from(files)
      .where(and(inArray(files.id, unique), eq(files.ownerId, me(req)), live ? eq(files.delFlag, 0) : undefined));
    if (rows.length !== unique.length) throw new AppError(404, 'fileNotFound');
    return rows;
  }
  const myFile = async (req: FastifyRequest, id: string) => (await myFiles(req, [id]))[0];

  /** The caller's folders, and the one of this id (404 when it is not the caller's, or not live when `live`). */
  async function myFolder(req: FastifyRequest, id: string, live = false): Promise<{ folder: FolderRow; all: FolderRow[] }> {
    const all = await trash.foldersOf(me(req));
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
    if (all.some((f) => f.parentId === parentId && f.delFlag === 0 && f.title === title && f.id !== selfId)) throw fieldError('title', 'driveFolderTaken', { title });
  };
  const oneFolderView = async (req: FastifyRequest, id: string): Promise<FileCategoryView> => {
    const all = await trash.foldersOf(me(req));
    return folderViews(all.filter((f) => f.id === id), all, await trashDays())[0];
  };

  // ───────── files ─────────
  app.get('/file/user/getByCondition', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'My files, paged: title by part, type by its start (image/), delFlag 0 (default) or 2 (the trash, with restDelTime; without categoryId only what is not inside a trashed folder), isCollect, categoryId (\'0\' = the root only; none = all folders), startDate/endDate; sort createTime|updateTime|title|size|type',
      querystring: fileQuery,
    },
  }, async (req) => {
    const q = req.query;
    const flag = q.delFlag ?? 0;
    let inFolder;
    if (q.categoryId) inFolder = q.categoryId === '0' ? isNull(files.categoryId) : eq(files.categoryId, q.categoryId);
    else if (flag === 2) {
      const trashedFolders = (await trash.foldersOf(me(req))).filter((f) => f.delFlag === 2).map((f) => f.id);
      if (trashedFolders.length) inFolder = or(isNull(files.categoryId), notInArray(files.categoryId, trashedFolders));
    }
    const where = and(
      eq(files.ownerId, me(req)),
      eq(files.delFlag, flag),
      inFolder,
      q.title ? ilike(files.title, escapeLike(q.title)) : undefined,
      q.type ? ilike(files.type, escapeLike(q.type).slice(1)) : undefined,
      q.isCollect !== undefined ? eq(files.isCollect, q.isCollect) : undefined,
      q.startDate ? gte(files.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(files.createTime, cnDay(q.endDate, true)) : undefined,
    );
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(files).where(where).orderBy(direction(FILE_SORTS[q.sort ?? 'createTime']), desc(files.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(files).where(where),
    ]);
    const page: Page<FileView> = pageOf(await fileViews(req, rows), Number(total), q);
    return ok(req, page);
  });

  app.post('/file/user/trash', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Puts my files in the trash, or takes them out (each toggles delFlag 0 ↔ 2); a file whose folder is gone or in the trash comes back to the root. Trashing stops its links and its sharing; taking it out does not share it again',
      body: z.strictObject({ ids: idList }),
    },
  }, async (req) => {
    const rows = await myFiles(req, req.body.ids);
    const live = new Set((await trash.foldersOf(me(req))).filter((f) => f.delFlag === 0).map((f) => f.id));
    const now = new Date();
    const toTrash = rows.filter((r) => r.delFlag === 0).map((r) => r.id);
    const back = rows.filter((r) => r.delFlag !== 0);
    const backHome = back.filter((r) => !r.categoryId || live.has(r.categoryId)).map((r) => r.id);
    const backToRoot = back.filter((r) => r.categoryId && !live.has(r.categoryId)).map((r) => r.id);
    await app.db.transaction(async (tx) => {
      if (toTrash.length) await tx.update(files).set({ delFlag: 2, trashTime: now, updateTime: now, ...linksRevoked() }).where(inArray(files.id, toTrash));
      if (backHome.length) await tx.update(files).set({ delFlag: 0, trashTime: null, updateTime: now }).where(inArray(files.id, backHome));
      if (backToRoot.length) await tx.update(files).set({ delFlag: 0, trashTime: null, categoryId: null, updateTime: now }).where(inArray(files.id, backToRoot));
    });
    return ok(req, null);
  });

  app.post('/file/user/collect', {
    config: { permission: PERMISSION },
    schema: { tags: ['file:drive'], summary: 'Marks my file as a favourite, or unmarks it (toggles isCollect)', body: z.strictObject({ id: idText }) },
  }, async (req) => {
    const row = await myFile(req, req.body.id);
    const [updated] = await app.db.update(files).set({ isCollect: !row.isCollect }).where(eq(files.id, row.id)).returning();
    return ok(req, await fileView(req, updated));
  });

  app.post('/file/user/share', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Shares my file by a link that needs no signature (an article\'s picture, a template to hand out), or makes it private again (its links given so far stop too); a file in the trash cannot be shared. A share pauses while its owner is disabled',
      body: z.strictObject({ id: idText, shared: formBool }),
    },
  }, async (req) => {
    const row = await myFile(req, req.body.id);
    if (row.delFlag !== 0 && req.body.shared) throw fieldError('id', 'fileInTrash');
    const [updated] = await app.db.update(files)
      .set({ ...(row.shared && !req.body.shared ? linksRevoked() : { shared: req.body.shared }), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(files.id, row.id)).returning();
    return ok(req, await fileView(req, updated));
  });

  app.post('/file/user/revokeLinks', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Stops every link to my file given so far (signed links, and the plain link of a shared file: sharing is turned off). Answers the file with fresh links',
      body: z.strictObject({ id: idText }),
    },
  }, async (req) => {
    const row = await myFile(req, req.body.id);
    const [updated] = await app.db.update(files).set({ ...linksRevoked(), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(files.id, row.id)).returning();
    return ok(req, await fileView(req, updated));
  });

  app.post('/file/user/rename', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Renames my file (1 to 100 characters, no control characters, / or \\); it keeps the extension of its real type',
      body: z.strictObject({ id: idText, newTitle: driveTitle }),
    },
  }, async (req) => {
    const row = await myFile(req, req.body.id);
    const [updated] = await app.db.update(files).set({ title: renamedTitle(row, req.body.newTitle), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(files.id, row.id)).returning();
    return ok(req, await fileView(req, updated));
  });

  app.post('/file/user/copy', {
    config: { permission: PERMISSION },
    schema: { tags: ['file:drive'], summary: 'Copies my file (a new object in the same store) into the same folder (the root when that folder is in the trash)', body: z.strictObject({ id: idText }) },
  }, async (req) => {
    const row = await myFile(req, req.body.id);
    const all = await trash.foldersOf(me(req));
    const categoryId = row.categoryId && all.some((f) => f.id === row.categoryId && f.delFlag === 0) ? row.categoryId : null;
    let copy: FileRow;
    try {
      copy = await app.files.copyRow(row, { id: me(req), username: req.auth!.username }, categoryId);
    } catch (err) {
      if (err instanceof StorageNotFound) throw new AppError(404, 'fileNotFound');
      throw err;
    }
    return ok(req, await fileView(req, copy));
  });

  app.post('/file/user/delete', {
    config: { permission: PERMISSION },
    schema: { tags: ['file:drive'], summary: 'Deletes my files for good (objects, thumbnails and rows); ids comma-joined', body: z.strictObject({ ids: idList }) },
  }, async (req) => {
    await app.files.purge(await myFiles(req, req.body.ids));
    return ok(req, null);
  });

  const clearTrash = { tags: ['file:drive'], summary: 'Empties my trash for good: every trashed file and folder with what is in it (objects too). Answers how many files and folders went' };
  app.get('/file/user/clearTrash', { config: { permission: PERMISSION }, schema: clearTrash }, async (req) => ok(req, await trash.clear(me(req))));

  // ───────── folders ─────────
  app.get('/fileCategory/getByCondition', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'My folders (a list): parentId (\'0\' = the root), title by part, delFlag 0 (default) or 2 (the trash, with restDelTime; without parentId only the trashed folders whose parent is not trashed), isCollect; sort sortOrder (default)|title|createTime, order asc (default)|desc. tree=1: the whole tree of live folders (FileCategoryNode[])',
      querystring: folderQuery,
    },
  }, async (req) => {
    const q = req.query;
    const [all, days] = await Promise.all([trash.foldersOf(me(req)), trashDays()]);
    const sort = q.sort ?? 'sortOrder';
    const order = q.order ?? 'asc';
    if (q.tree) return ok(req, folderTree(all, days, sort, order));
    const flag = q.delFlag ?? 0;
    const trashed = new Set(all.filter((f) => f.delFlag === 2).map((f) => f.id));
    const title = q.title?.toLowerCase();
    const rows = all.filter((f) => f.delFlag === flag
      && (q.parentId ? f.parentId === q.parentId : flag === 0 || !trashed.has(f.parentId))
      && (!title || f.title.toLowerCase().includes(title))
      && (q.isCollect === undefined || f.isCollect === q.isCollect));
    return ok(req, folderViews(sortFolders(rows, sort, order), all, days));
  });

  app.post('/fileCategory/add', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Adds a folder under parentId (\'0\' or none = the root; another folder of mine, not in the trash). Names are unique within a folder',
      body: z.strictObject({ parentId: folderOrRoot, ...folderFields }),
    },
  }, async (req) => {
    const b = req.body;
    const all = await trash.foldersOf(me(req));
    if (all.length >= MAX_FOLDERS) throw new AppError(400, 'driveTooManyFolders', { max: MAX_FOLDERS });
    const parentId = liveParent(all, b.parentId);
    titleFree(all, parentId, b.title);
    const [row] = await app.db.insert(fileCategories).values({
      id: app.files.newFileId(), parentId, title: b.title, sortOrder: b.sortOrder ?? 0, ownerId: me(req), createBy: req.auth!.username,
    }).returning();
    return ok(req, folderViews([row], [], await trashDays())[0]);
  });

  app.post('/fileCategory/edit', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Changes my folder: title, sortOrder, parentId (a move; not under itself or one of its sub-folders). Fields read from getByCondition may be posted back',
      body: z.strictObject({ id: idText, parentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idText.optional()), ...folderFields, ...folderReadBack }),
    },
  }, async (req) => {
    const b = req.body;
    const { folder, all } = await myFolder(req, b.id, true);
    const parentId = b.parentId === undefined ? folder.parentId : liveParent(all, b.parentId);
    if (parentId !== folder.parentId && subtreeIds(all, [folder.id]).includes(parentId)) throw fieldError('parentId', 'driveFolderLoop');
    titleFree(all, parentId, b.title, folder.id);
    await app.db.update(fileCategories).set({
      title: b.title, parentId, ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}), updateBy: req.auth!.username, updateTime: new Date(),
    }).where(eq(fileCategories.id, folder.id));
    return ok(req, await oneFolderView(req, folder.id));
  });

  app.post('/fileCategory/rename', {
    config: { permission: PERMISSION },
    schema: { tags: ['file:drive'], summary: 'Renames my folder (unique within its parent)', body: z.strictObject({ id: idText, newTitle: driveTitle }) },
  }, async (req) => {
    const { folder, all } = await myFolder(req, req.body.id, true);
    titleFree(all, folder.parentId, req.body.newTitle, folder.id);
    await app.db.update(fileCategories).set({ title: req.body.newTitle, updateBy: req.auth!.username, updateTime: new Date() }).where(eq(fileCategories.id, folder.id));
    return ok(req, await oneFolderView(req, folder.id));
  });

  app.post('/fileCategory/collect', {
    config: { permission: PERMISSION },
    schema: { tags: ['file:drive'], summary: 'Marks my folder as a favourite, or unmarks it (toggles isCollect)', body: z.strictObject({ id: idText }) },
  }, async (req) => {
    const { folder } = await myFolder(req, req.body.id);
    await app.db.update(fileCategories).set({ isCollect: !folder.isCollect }).where(eq(fileCategories.id, folder.id));
    return ok(req, await oneFolderView(req, folder.id));
  });

  app.post('/fileCategory/trash', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Puts my folder in the trash with its sub-folders and files, or takes it out with exactly what went in with it (toggles). A restored folder whose parent is gone lands in the root; a clashing name becomes "name (2)"',
      body: z.strictObject({ id: idText }),
    },
  }, async (req) => {
    const { folder, all } = await myFolder(req, req.body.id);
    if (folder.delFlag === 0) await trash.trashFolder(me(req), folder, all);
    else await trash.restoreFolder(me(req), folder, all);
    return ok(req, await oneFolderView(req, folder.id));
  });

  app.post('/fileCategory/moveByIds', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Moves my files (ids, not in the trash) into my folder categoryId (\'0\' or empty = the root)',
      body: z.strictObject({ ids: idList, categoryId: folderOrRoot }),
    },
  }, async (req) => {
    const rows = await myFiles(req, req.body.ids, true);
    const target = liveParent(await trash.foldersOf(me(req)), req.body.categoryId);
    await app.db.update(files).set({ categoryId: target === '0' ? null : target, updateBy: req.auth!.username, updateTime: new Date() })
      .where(inArray(files.id, rows.map((r) => r.id)));
    return ok(req, null);
  });

  app.post('/fileCategory/delByIds', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'Deletes my folders: one not in the trash goes to the trash (with its contents); one in the trash is deleted for good with everything under it, objects too',
      body: z.strictObject({ ids: idList }),
    },
  }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const all = await trash.foldersOf(me(req));
    const chosen = all.filter((f) => ids.includes(f.id));
    if (chosen.length !== ids.length) throw new AppError(404, 'driveFolderNotFound');
    await trash.purgeFolders(me(req), chosen.filter((f) => f.delFlag === 2).map((f) => f.id), all);
    for (const { id } of chosen.filter((f) => f.delFlag === 0)) {
      // Re-read: trashing a folder chosen earlier may have taken this one with it.
      const now = await trash.foldersOf(me(req));
      const folder = now.find((f) => f.id === id);
      if (folder?.delFlag === 0) await trash.trashFolder(me(req), folder, now);
    }
    return ok(req, null);
  });

  app.get('/fileCategory/clearTrash', { config: { permission: PERMISSION }, schema: clearTrash }, async (req) => ok(req, await trash.clear(me(req))));

  app.get('/fileCategory/search', {
    config: { permission: PERMISSION },
    schema: {
      tags: ['file:drive'],
      summary: 'My folders (not in the trash) whose name holds title, by name',
      querystring: z.object({ title: z.string({ error: 'required' }).trim().min(1, 'required').max(100) }),
    },
  }, async (req) => {
    const [all, days] = await Promise.all([trash.foldersOf(me(req)), trashDays()]);
    const title = req.query.title.toLowerCase();
    const rows = all.filter((f) => f.delFlag === 0 && f.title.toLowerCase().includes(title));
    return ok(req, folderViews(sortFolders(rows, 'title', 'asc'), all, days));
  });
};

export default driveRoutes;
