import type { FastifyInstance } from 'fastify';
import { formatDateTime, type FileCategoryNode, type FileCategoryView, type TrashCleared } from '@zhiyuan/shared';
import type { fileCategories } from '../../db/schema/index.ts';
import * as repo from './repo.ts';
import type { FileRow } from './repo.ts';

/**
 * 我的网盘: the folder tree of one user's drive and its trash. The model (docs/decisions.md, "The
 * personal drive"): trashing a folder sets delFlag 2 and one trashTime on it and on everything
 * under it that was not in the trash yet; restoring it brings back exactly what shares that
 * trashTime. So a folder in the trash never holds a live folder or file, and the trash lists only
 * the items whose folder is not itself in the trash.
 */
export type FolderRow = typeof fileCategories.$inferSelect;

const DAY_MS = 86_400_000;
/** Rows purged per round of a sweep or of emptying the trash. */
const BATCH = 500;

/** Whole days left before an item trashed at `trashTime` is emptied; null when it is not in the trash. */
export function daysLeft(delFlag: number, trashTime: Date | null, trashDays: number, now = Date.now()): number | null {
  if (delFlag !== 2 || !trashTime) return null;
  return Math.max(0, Math.ceil((trashTime.getTime() + trashDays * DAY_MS - now) / DAY_MS));
}

/** Ids of these folders and of every folder under them, among `all` (one owner's folders). */
export function subtreeIds(all: readonly FolderRow[], rootIds: readonly string[], follow: (f: FolderRow) => boolean = () => true): string[] {
  const children = new Map<string, FolderRow[]>();
  for (const f of all) {
    const list = children.get(f.parentId);
    if (list) list.push(f);
    else children.set(f.parentId, [f]);
  }
  const seen = new Set<string>(rootIds);
  const stack = [...rootIds];
  while (stack.length) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (seen.has(child.id) || !follow(child)) continue;
      seen.add(child.id);
      stack.push(child.id);
    }
  }
  return [...seen];
}

export function folderView(row: FolderRow, isParent: boolean, trashDays: number): FileCategoryView {
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    isParent,
    sortOrder: row.sortOrder,
    isCollect: row.isCollect,
    delFlag: row.delFlag,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    restDelTime: daysLeft(row.delFlag, row.trashTime, trashDays),
  };
}

/** Views of `rows`, each marked isParent when `all` holds a child of it in the same state (live or trashed). */
export function folderViews(rows: readonly FolderRow[], all: readonly FolderRow[], trashDays: number): FileCategoryView[] {
  const parents = new Set(all.map((f) => `${f.parentId}|${f.delFlag}`));
  return rows.map((r) => folderView(r, parents.has(`${r.id}|${r.delFlag}`), trashDays));
}

type SortKey = 'sortOrder' | 'title' | 'createTime';
const compare = (sort: SortKey, order: 'asc' | 'desc') => (a: FolderRow, b: FolderRow) => {
  const by =
    sort === 'title'
      ? a.title.localeCompare(b.title, 'zh-CN')
      : sort === 'createTime'
        ? a.createTime.getTime() - b.createTime.getTime()
        : a.sortOrder - b.sortOrder;
  return (order === 'desc' ? -by : by) || a.createTime.getTime() - b.createTime.getTime() || a.id.localeCompare(b.id);
};
export const sortFolders = (rows: FolderRow[], sort: SortKey, order: 'asc' | 'desc') => rows.sort(compare(sort, order));

/** The live folders as a tree from the root ('0'), siblings in the given order. */
export function folderTree(all: readonly FolderRow[], trashDays: number, sort: SortKey, order: 'asc' | 'desc'): FileCategoryNode[] {
  const live = sortFolders(
    all.filter((f) => f.delFlag === 0),
    sort,
    order,
  );
  const nodes = new Map(live.map((f) => [f.id, { ...folderView(f, false, trashDays), children: [] as FileCategoryNode[] }]));
  const roots: FileCategoryNode[] = [];
  for (const f of live) {
    const node = nodes.get(f.id)!;
    const parent = nodes.get(f.parentId);
    if (parent) {
      parent.children.push(node);
      parent.isParent = true;
    } else roots.push(node);
  }
  return roots;
}

/** `title`, or `title (2)`, `title (3)`… : the first that no live folder in `siblings` bears. */
export function freeTitle(title: string, siblings: readonly FolderRow[]): string {
  const taken = new Set(siblings.filter((f) => f.delFlag === 0).map((f) => f.title));
  if (!taken.has(title)) return title;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = [...title].slice(0, 100 - suffix.length).join('') + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The trash, its expiry and the sweep, on the app's database and file service. */
export function driveTrash(app: FastifyInstance) {
  const db = app.db;

  const foldersOf = (ownerId: string) => repo.foldersOfOwner(db, ownerId);

  /** Puts a live folder, its live sub-folders and their live files in the trash, all with one trashTime. */
  async function trashFolder(ownerId: string, folder: FolderRow, all: readonly FolderRow[]): Promise<void> {
    const ids = subtreeIds(all, [folder.id], (f) => f.delFlag === 0);
    const trashTime = new Date();
    // One transaction; trashed files are no longer shared and their links stop (restoring shares nothing again).
    await repo.trashFolders(db, ownerId, ids, trashTime);
  }

  /**
   * Brings a trashed folder back with what went to the trash with it (same trashTime); into the
   * root when its parent is gone or in the trash, renamed `title (2)` when a live sibling took its name.
   */
  async function restoreFolder(ownerId: string, folder: FolderRow, all: readonly FolderRow[]): Promise<void> {
    const at = folder.trashTime?.getTime();
    const ids = subtreeIds(all, [folder.id], (f) => f.delFlag === 2 && f.trashTime?.getTime() === at);
    const parent = all.find((f) => f.id === folder.parentId);
    const parentId = parent && parent.delFlag === 0 ? parent.id : '0';
    const title = freeTitle(
      folder.title,
      all.filter((f) => f.parentId === parentId && f.id !== folder.id),
    );
    await repo.restoreFolders(db, ownerId, folder.id, { parentId, title }, ids, folder.trashTime);
  }

  /** Deletes for good these folders, everything under them, and the files in them (objects first). */
  async function purgeFolders(ownerId: string, rootIds: readonly string[], all: readonly FolderRow[]): Promise<void> {
    if (!rootIds.length) return;
    const ids = subtreeIds(all, rootIds);
    for (;;) {
      const rows = await repo.filesInFolders(db, ownerId, ids, BATCH);
      if (!rows.length) break;
      await app.files.purge(rows);
    }
    await repo.deleteFolders(db, ownerId, ids);
  }

  /** Purges, in rounds, the file rows `next` reads (at most BATCH a round); how many went. */
  async function purgeFiles(next: (limit: number) => Promise<FileRow[]>): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await next(BATCH);
      if (!rows.length) return total;
      await app.files.purge(rows);
      total += rows.length;
    }
  }

  /** Empties one user's trash: every trashed file and folder (objects too). */
  async function clear(ownerId: string): Promise<TrashCleared> {
    const all = await foldersOf(ownerId);
    const trashed = all.filter((f) => f.delFlag === 2).map((f) => f.id);
    const removed = await purgeFiles((limit) => repo.trashedFilesOf(db, ownerId, trashed, limit));
    await purgeFolders(ownerId, trashed, all);
    return { files: removed, folders: trashed.length };
  }

  /** Empties, for every user, what has been in the trash longer than `other.trashDays`. */
  async function sweep(now = Date.now()): Promise<{ files: number; folders: number }> {
    const { trashDays } = await app.settings.read('other');
    const cutoff = new Date(now - trashDays * DAY_MS);
    const removed = await purgeFiles((limit) => repo.filesTrashedBefore(db, cutoff, limit));
    const expired = await repo.foldersTrashedBefore(db, cutoff);
    for (const ownerId of new Set(expired.map((f) => f.ownerId))) {
      await purgeFolders(
        ownerId,
        expired.filter((f) => f.ownerId === ownerId).map((f) => f.id),
        await foldersOf(ownerId),
      );
    }
    return { files: removed, folders: expired.length };
  }

  return { foldersOf, trashFolder, restoreFolder, purgeFolders, clear, sweep };
}

export type DriveTrash = ReturnType<typeof driveTrash>;
