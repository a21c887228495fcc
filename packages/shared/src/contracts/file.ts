/**
 * Files and folders (modules/file): the admin file manager (sys/oss) and each user's drive
 * (app/file). Dates are 'yyyy-MM-dd HH:mm:ss' China time; ids are strings.
 */

/** Where a file is kept: this machine's disk or an S3-compatible bucket. */
export type FileLocation = 'local' | 's3';

export interface FileView {
  /** Random, not guessable. */
  id: string;
  /** The cleaned original name. */
  title: string;
  /** Key of the object in its store (shown to admins, never a path on disk). */
  fKey: string;
  /** Bytes. */
  size: number;
  /** MIME type sniffed from the content. */
  type: string;
  location: FileLocation;
  /**
   * Where the browser fetches it: `/api/file/view/{id}?…` with a signature that expires
   * (a private file) or without one (a shared file). Add `&download=1` to save it under its title.
   */
  url: string;
  /** The thumbnail's address (images only), signed like `url`; null otherwise. */
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  /** Folder in the owner's drive; null is the root. */
  categoryId: string | null;
  isCollect: boolean;
  shared: boolean;
  /** 0 normal, 2 in the trash. */
  delFlag: number;
  /** Owner's username and nickname. */
  createBy: string;
  nickname: string;
  createTime: string;
  updateTime: string | null;
  /** In the trash: whole days left before it is emptied for good; null otherwise. */
  restDelTime: number | null;
}

export interface FileCategoryView {
  id: string;
  /** '0' is the root. */
  parentId: string;
  title: string;
  isParent: boolean;
  sortOrder: number;
  isCollect: boolean;
  delFlag: number;
  createBy: string;
  createTime: string;
  restDelTime: number | null;
}

/** A folder tree node of the drive (GET /fileCategory/getByCondition?tree=1). */
export interface FileCategoryNode extends FileCategoryView {
  children: FileCategoryNode[];
}

/**
 * GET /fileCategory/getByCondition: a list of folders, or with tree=1 the whole tree of live
 * folders from the root.
 */
export type FileCategoryList = FileCategoryNode[] | FileCategoryView[];

/** GET /file/user/clearTrash (and /fileCategory/clearTrash): how many files and folders were deleted for good. */
export interface TrashCleared {
  files: number;
  folders: number;
}

/**
 * POST /upload/file: the file's address as a string (XBoot's shape), or with detail=1 the FileView.
 */
export type UploadAnswer = FileView | string;
