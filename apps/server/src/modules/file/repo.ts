import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fileCategories, files, users } from '../../db/schema/index.ts';
import type { ScopeColumns } from '../../db/data-scope.ts';
import type { PageInput } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';

export type FileRow = typeof files.$inferSelect;
type FolderRow = typeof fileCategories.$inferSelect;
/** The acting user's data-scope filter (`req.scopeFilter`), called here with the file's owner column. */
export type ScopeFilter = (columns: ScopeColumns) => Promise<SQL | undefined>;

/**
 * Columns that stop every link given so far to a file, set in the update that trashes it, unshares
 * it or revokes its links: its signed links (the version they sign is raised) and its plain link
 * (sharing off; the owner shares again by hand, restoring from the trash does not).
 */
export const linksRevoked = () => ({ shared: false, linkVersion: sql`${files.linkVersion} + 1` });

/** The columns a file list sorts by. */
export const FILE_SORTS = { createTime: files.createTime, updateTime: files.updateTime, title: files.title, size: files.size, type: files.type } as const;
export type FileSort = keyof typeof FILE_SORTS;

export async function nicknameOf(db: Db, userId: string): Promise<string | null | undefined> {
  return (await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1))[0]?.nickname;
}

export async function ownerOf(db: Db, userId: string): Promise<{ nickname: string | null; status: number } | undefined> {
  const [owner] = await db.select({ nickname: users.nickname, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return owner;
}

/** The files of these ids owned by `ownerId` (only those not in the trash when `live`). */
export async function filesOfOwner(db: Db, ownerId: string, ids: string[], live: boolean): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), live ? eq(files.delFlag, 0) : undefined));
}

/** The files of these ids within the caller's data scope. */
export async function filesInScope(db: Db, ids: string[], scopeFilter: ScopeFilter): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), await scopeFilter({ owner: files.ownerId })));
}

export interface DriveFileQuery extends Omit<PageInput, 'sort'> {
  title?: string;
  type?: string;
  delFlag: 0 | 2;
  isCollect?: boolean;
  categoryId?: string;
  sort?: FileSort;
}

/**
 * One page of a user's files and the total. `categoryId` '0' = files at the root only; without it,
 * `outsideFolders` (when any) keeps out the files inside those folders.
 */
export async function ownerFilePage(db: Db, ownerId: string, q: DriveFileQuery, outsideFolders: string[]): Promise<{ rows: FileRow[]; total: number }> {
  let inFolder;
  if (q.categoryId) inFolder = q.categoryId === '0' ? isNull(files.categoryId) : eq(files.categoryId, q.categoryId);
  else if (outsideFolders.length) inFolder = or(isNull(files.categoryId), notInArray(files.categoryId, outsideFolders));
  const where = and(
    eq(files.ownerId, ownerId),
    eq(files.delFlag, q.delFlag),
    inFolder,
    q.title ? ilike(files.title, escapeLike(q.title)) : undefined,
    q.type ? ilike(files.type, escapeLike(q.type).slice(1)) : undefined,
    q.isCollect !== undefined ? eq(files.isCollect, q.isCollect) : undefined,
    q.startDate ? gte(files.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(files.createTime, cnDay(q.endDate, true)) : undefined,
  );
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      .orderBy(direction(FILE_SORTS[q.sort ?? 'createTime']), desc(files.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(files).where(where),
  ]);
  return { rows, total: Number(total) };
}

export interface AdminFileQuery extends PageInput {
  title?: string;
  fKey?: string;
  type?: string;
  createBy?: string;
  delFlag?: 0 | 2;
  location?: 'local' | 's3';
  isCollect?: boolean;
  categoryId?: string;
}

/** One page of every user's files within the caller's data scope, with the owner's nickname and status, and the total. */
export async function scopedFilePage(db: Db, q: AdminFileQuery, scopeFilter: ScopeFilter) {
  const where = and(
    q.title ? ilike(files.title, escapeLike(q.title)) : undefined,
    q.fKey ? ilike(files.fKey, escapeLike(q.fKey)) : undefined,
    // The type by its start: escapeLike's leading % dropped.
    q.type ? ilike(files.type, escapeLike(q.type).slice(1)) : undefined,
    q.createBy ? ilike(files.createBy, escapeLike(q.createBy)) : undefined,
    q.delFlag !== undefined ? eq(files.delFlag, q.delFlag) : undefined,
    q.location ? eq(files.location, q.location) : undefined,
    q.isCollect !== undefined ? eq(files.isCollect, q.isCollect) : undefined,
    q.categoryId ? eq(files.categoryId, q.categoryId) : undefined,
    q.startDate ? gte(files.createTime, cnDay(q.startDate, false)) : undefined,
    q.endDate ? lte(files.createTime, cnDay(q.endDate, true)) : undefined,
    await scopeFilter({ owner: files.ownerId }),
  );
  const column = FILE_SORTS[(q.sort ?? 'createTime') as FileSort];
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ file: files, nickname: users.nickname, ownerStatus: users.status })
      .from(files)
      .leftJoin(users, eq(users.id, files.ownerId))
      .where(where)
      .orderBy(direction(column), desc(files.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(files).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Updates one file; the updated row. */
export async function updateFile(db: Db, id: string, values: PgUpdateSetSource<typeof files>): Promise<FileRow> {
  const [row] = await db.update(files).set(values).where(eq(files.id, id)).returning();
  return row;
}

export async function updateFiles(db: Db, ids: string[], values: PgUpdateSetSource<typeof files>): Promise<void> {
  await db.update(files).set(values).where(inArray(files.id, ids));
}

/** Trashes (links revoked) and restores files in one transaction; `backToRoot` ones also leave their folder. */
export async function setFilesTrashed(db: Db, ids: { toTrash: string[]; backHome: string[]; backToRoot: string[] }, now: Date): Promise<void> {
  const { toTrash, backHome, backToRoot } = ids;
  await db.transaction(async (tx) => {
    if (toTrash.length)
      await tx
        .update(files)
        .set({ delFlag: 2, trashTime: now, updateTime: now, ...linksRevoked() })
        .where(inArray(files.id, toTrash));
    if (backHome.length) await tx.update(files).set({ delFlag: 0, trashTime: null, updateTime: now }).where(inArray(files.id, backHome));
    if (backToRoot.length) await tx.update(files).set({ delFlag: 0, trashTime: null, categoryId: null, updateTime: now }).where(inArray(files.id, backToRoot));
  });
}

export async function insertFolder(db: Db, values: typeof fileCategories.$inferInsert): Promise<FolderRow> {
  const [row] = await db.insert(fileCategories).values(values).returning();
  return row;
}

export async function updateFolder(db: Db, id: string, values: PgUpdateSetSource<typeof fileCategories>): Promise<void> {
  await db.update(fileCategories).set(values).where(eq(fileCategories.id, id));
}

/** The id of the caller's folder `id` when it exists and is not in the trash. */
export async function liveFolderOf(db: Db, id: string, ownerId: string): Promise<string | undefined> {
  const [folder] = await db
    .select({ id: fileCategories.id })
    .from(fileCategories)
    .where(and(eq(fileCategories.id, id), eq(fileCategories.ownerId, ownerId), eq(fileCategories.delFlag, 0)))
    .limit(1);
  return folder?.id;
}

/** A new file row. */
export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row;
}

/** A file with its owner's status (null when the owner is gone), in one query: a share stops with its owner. */
export async function fileWithOwnerStatus(db: Db, id: string): Promise<{ row: FileRow; ownerStatus: number | null } | undefined> {
  const [found] = await db
    .select({ row: files, ownerStatus: users.status })
    .from(files)
    .leftJoin(users, eq(users.id, files.ownerId))
    .where(eq(files.id, id))
    .limit(1);
  return found;
}

/** Deletes the rows (their objects are the caller's to delete first). */
export async function deleteFiles(db: Db, ids: string[]): Promise<void> {
  await db.delete(files).where(inArray(files.id, ids));
}

/** The owner's folders, live and trashed. */
export function foldersOfOwner(db: Db, ownerId: string): Promise<FolderRow[]> {
  return db.select().from(fileCategories).where(eq(fileCategories.ownerId, ownerId));
}

/** Puts the owner's live folders among `ids` and their live files in the trash with one trashTime, in one transaction. */
export async function trashFolders(db: Db, ownerId: string, ids: string[], trashTime: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(fileCategories)
      .set({ delFlag: 2, trashTime })
      .where(and(eq(fileCategories.ownerId, ownerId), inArray(fileCategories.id, ids), eq(fileCategories.delFlag, 0)));
    // Trashed files are no longer shared and their links stop; restoring shares nothing again.
    await tx
      .update(files)
      .set({ delFlag: 2, trashTime, ...linksRevoked() })
      .where(and(eq(files.ownerId, ownerId), inArray(files.categoryId, ids), eq(files.delFlag, 0)));
  });
}

/**
 * In one transaction: puts folder `folderId` under `place.parentId` as `place.title`, brings the
 * owner's folders among `ids` out of the trash, and, when `trashTime` is given, the files in them
 * that were trashed at that time.
 */
export async function restoreFolders(
  db: Db,
  ownerId: string,
  folderId: string,
  place: { parentId: string; title: string },
  ids: string[],
  trashTime: Date | null,
): Promise<void> {
  const { parentId, title } = place;
  await db.transaction(async (tx) => {
    await tx.update(fileCategories).set({ parentId, title, updateTime: new Date() }).where(eq(fileCategories.id, folderId));
    await tx
      .update(fileCategories)
      .set({ delFlag: 0, trashTime: null })
      .where(and(eq(fileCategories.ownerId, ownerId), inArray(fileCategories.id, ids)));
    if (trashTime) {
      await tx
        .update(files)
        .set({ delFlag: 0, trashTime: null })
        .where(and(eq(files.ownerId, ownerId), inArray(files.categoryId, ids), eq(files.delFlag, 2), eq(files.trashTime, trashTime)));
    }
  });
}

/** At most `limit` of the owner's files in these folders. */
export function filesInFolders(db: Db, ownerId: string, folderIds: string[], limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.categoryId, folderIds)))
    .limit(limit);
}

/** Deletes the owner's folders among `ids` (their files are the caller's to purge first). */
export async function deleteFolders(db: Db, ownerId: string, ids: string[]): Promise<void> {
  await db.delete(fileCategories).where(and(eq(fileCategories.ownerId, ownerId), inArray(fileCategories.id, ids)));
}

/** At most `limit` of the owner's files in the trash: trashed themselves or inside the trashed folders `trashedFolderIds`. */
export function trashedFilesOf(db: Db, ownerId: string, trashedFolderIds: string[], limit: number): Promise<FileRow[]> {
  const trashed = trashedFolderIds.length ? or(eq(files.delFlag, 2), inArray(files.categoryId, trashedFolderIds)) : eq(files.delFlag, 2);
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, ownerId), trashed))
    .limit(limit);
}

/** At most `limit` files, of every user, trashed before `cutoff`. */
export function filesTrashedBefore(db: Db, cutoff: Date, limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.delFlag, 2), lt(files.trashTime, cutoff)))
    .limit(limit);
}

/** The folders, of every user, trashed before `cutoff`, with their owner. */
export function foldersTrashedBefore(db: Db, cutoff: Date): Promise<{ id: string; ownerId: string }[]> {
  return db
    .select({ id: fileCategories.id, ownerId: fileCategories.ownerId })
    .from(fileCategories)
    .where(and(eq(fileCategories.delFlag, 2), lt(fileCategories.trashTime, cutoff)));
}
