import type { FileCategoryList, FileCategoryNode, FileCategoryView, FileView, Page, PageQuery, TrashCleared } from '@zhiyuan/shared';
import { http } from './http';

type Query = PageQuery & Record<string, unknown>;

/**
 * Upload one file into a folder of the caller's drive ('0' or empty: the root). `detail=1` asks for the
 * FileView (a private drive file); without it the server answers XBoot's shape, the URL string.
 */
export const uploadFile = (file: Blob, name: string, categoryId?: string | null) =>
  http.postFile<FileView>('/upload/file', file, name, { params: { detail: 1 }, fields: categoryId && categoryId !== '0' ? { categoryId } : {} });

/** 文件对象存储 (admin): every user's files. */
export const getFiles = (query: Query) => http.get<Page<FileView>>('/file/getByCondition', query);
export const renameFile = (id: string, newTitle: string) => http.post<FileView>('/file/rename', { id, newTitle });
export const copyFile = (id: string) => http.post<FileView>('/file/copy', { id });
export const deleteFiles = (ids: string[]) => http.post<null>('/file/delete', { ids });
/** Stops every link given so far to a file (signed ones, and sharing); answers fresh links. */
export const revokeFileLinks = (id: string) => http.post<FileView>('/file/revokeLinks', { id });

/** 我的网盘: the caller's own files. delFlag=2 lists the trash. */
export const drive = {
  files: (query: Query) => http.get<Page<FileView>>('/file/user/getByCondition', query),
  rename: (id: string, newTitle: string) => http.post<FileView>('/file/user/rename', { id, newTitle }),
  copy: (id: string) => http.post<FileView>('/file/user/copy', { id }),
  /** Toggles the star. */
  collect: (id: string) => http.post<FileView>('/file/user/collect', { id }),
  /** A link without signature for anyone (shared), or private again. */
  share: (id: string, shared: boolean) => http.post<FileView>('/file/user/share', { id, shared }),
  /** Stops every link given so far to my file (signed ones, and sharing); answers fresh links. */
  revokeLinks: (id: string) => http.post<FileView>('/file/user/revokeLinks', { id }),
  /** Toggles: trash a normal file, restore a trashed one. */
  trash: (ids: string[]) => http.post<null>('/file/user/trash', { ids }),
  delete: (ids: string[]) => http.post<null>('/file/user/delete', { ids }),
  /** Empties the whole trash: files and folders (the same as /fileCategory/clearTrash). */
  clearTrash: () => http.get<TrashCleared>('/file/user/clearTrash'),
};

/** Folders of 我的网盘. */
export const folders = {
  tree: () => http.get<FileCategoryNode[]>('/fileCategory/getByCondition', { tree: 1 }),
  list: (query: Record<string, unknown>) => http.get<FileCategoryList>('/fileCategory/getByCondition', query),
  add: (parentId: string, title: string) => http.post<FileCategoryView>('/fileCategory/add', { parentId, title }),
  rename: (id: string, newTitle: string) => http.post<FileCategoryView>('/fileCategory/rename', { id, newTitle }),
  /** Moves a folder under another one ('0': the root). */
  move: (folder: FileCategoryView, parentId: string) =>
    http.post<FileCategoryView>('/fileCategory/edit', { id: folder.id, title: folder.title, sortOrder: folder.sortOrder, parentId }),
  /** Toggles: trash a folder with its contents, or restore it. */
  trash: (id: string) => http.post<FileCategoryView>('/fileCategory/trash', { id }),
  collect: (id: string) => http.post<FileCategoryView>('/fileCategory/collect', { id }),
  /** Moves files into a folder ('0': the root). */
  moveFiles: (ids: string[], categoryId: string) => http.post<null>('/fileCategory/moveByIds', { ids, categoryId }),
  delete: (ids: string[]) => http.post<null>('/fileCategory/delByIds', { ids }),
};
