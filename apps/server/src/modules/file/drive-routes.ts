import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noParams } from '../../lib/schema.ts';
import { formBool, formInt, idList, idText, optionalId, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { driveTrash } from './drive.ts';
import { FILE_SORTS } from './repo.ts';
import { driveService } from './service.ts';
import { fileCategoryListSchema, fileCategoryViewSchema, fileViewSchema, trashClearedSchema } from '@zhiyuan/shared/schemas/file';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const PERMISSION = 'app:file:view';
const blankTo = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const delFlag = blankTo(z.coerce.number().pipe(z.union([z.literal(0), z.literal(2)])));

/**
 * A file or folder name: trimmed, 1 to 100 characters, no control characters (nor line separators
 * or bidi overrides, which make "exe.png" show as "png.exe"), no / or \.
 */
const driveTitle = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(100)
  .refine((t) => !/[\p{Cc}\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069/\\]/u.test(t), 'driveTitleChars');
/** A folder id, '0' (or empty) being the root. */
const folderOrRoot = z.preprocess((v) => (v === '' || v === undefined || v === null ? '0' : v), idText);

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
  app.jobs.define({
    name: 'file.trash-empty',
    title: { zh: '网盘回收站清理', en: 'Empty expired drive trash' },
    description: {
      zh: '永久删除在回收站中超过保留天数的文件和文件夹（含存储中的文件）',
      en: 'Deletes files and folders kept in the trash past the retention days, with their stored objects',
    },
    params: noParams,
    defaults: { cron: '0 15 * * * ?' },
    run: () => trash.sweep(),
  });

  const me = (req: FastifyRequest) => req.auth!.userId;
  const drive = driveService(app.db, app.files, app.settings, trash);

  // ───────── files ─────────
  app.get(
    '/file/user/getByCondition',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          "My files, paged: title by part, type by its start (image/), delFlag 0 (default) or 2 (the trash, with restDelTime; without categoryId only what is not inside a trashed folder), isCollect, categoryId ('0' = the root only; none = all folders), startDate/endDate; sort createTime|updateTime|title|size|type",
        querystring: fileQuery,
        response: { 200: pageSchema(fileViewSchema) },
      },
    },
    async (req) => {
      return await drive.filePage(me(req), req.query);
    },
  );

  app.post(
    '/file/user/trash',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          'Puts my files in the trash, or takes them out (each toggles delFlag 0 ↔ 2); a file whose folder is gone or in the trash comes back to the root. Trashing stops its links and its sharing; taking it out does not share it again',
        body: z.strictObject({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await drive.toggleTrash(me(req), req.body.ids);
      return null;
    },
  );

  app.post(
    '/file/user/collect',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Marks my file as a favourite, or unmarks it (toggles isCollect)',
        body: z.strictObject({ id: idText }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await drive.toggleCollect(me(req), req.body.id);
    },
  );

  app.post(
    '/file/user/share',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          "Shares my file by a link that needs no signature (an article's picture, a template to hand out), or makes it private again (its links given so far stop too); a file in the trash cannot be shared. A share pauses while its owner is disabled",
        body: z.strictObject({ id: idText, shared: formBool }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await drive.share(req.auth!, req.body.id, req.body.shared);
    },
  );

  app.post(
    '/file/user/revokeLinks',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          'Stops every link to my file given so far (signed links, and the plain link of a shared file: sharing is turned off). Answers the file with fresh links',
        body: z.strictObject({ id: idText }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await drive.revokeLinks(req.auth!, req.body.id);
    },
  );

  app.post(
    '/file/user/rename',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Renames my file (1 to 100 characters, no control characters, / or \\); it keeps the extension of its real type',
        body: z.strictObject({ id: idText, newTitle: driveTitle }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await drive.rename(req.auth!, req.body.id, req.body.newTitle);
    },
  );

  app.post(
    '/file/user/copy',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Copies my file (a new object in the same store) into the same folder (the root when that folder is in the trash)',
        body: z.strictObject({ id: idText }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await drive.copy(req.auth!, req.body.id);
    },
  );

  app.post(
    '/file/user/delete',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Deletes my files for good (objects, thumbnails and rows); ids comma-joined',
        body: z.strictObject({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await drive.deleteFiles(me(req), req.body.ids);
      return null;
    },
  );

  const clearTrash = {
    tags: ['file:drive'],
    summary: 'Empties my trash for good: every trashed file and folder with what is in it (objects too). Answers how many files and folders went',
    response: { 200: trashClearedSchema },
  };
  app.get('/file/user/clearTrash', { config: { permission: PERMISSION }, schema: clearTrash }, (req) => drive.clearTrash(me(req)));

  // ───────── folders ─────────
  app.get(
    '/fileCategory/getByCondition',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          "My folders (a list): parentId ('0' = the root), title by part, delFlag 0 (default) or 2 (the trash, with restDelTime; without parentId only the trashed folders whose parent is not trashed), isCollect; sort sortOrder (default)|title|createTime, order asc (default)|desc. tree=1: the whole tree of live folders (FileCategoryNode[])",
        querystring: folderQuery,
        response: { 200: fileCategoryListSchema },
      },
    },
    async (req) => {
      return await drive.folders(me(req), req.query);
    },
  );

  app.post(
    '/fileCategory/add',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: "Adds a folder under parentId ('0' or none = the root; another folder of mine, not in the trash). Names are unique within a folder",
        body: z.strictObject({ parentId: folderOrRoot, ...folderFields }),
        response: { 200: fileCategoryViewSchema },
      },
    },
    async (req) => {
      return await drive.addFolder(req.auth!, req.body);
    },
  );

  app.post(
    '/fileCategory/edit',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          'Changes my folder: title, sortOrder, parentId (a move; not under itself or one of its sub-folders). Fields read from getByCondition may be posted back',
        body: z.strictObject({
          id: idText,
          parentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idText.optional()),
          ...folderFields,
          ...folderReadBack,
        }),
        response: { 200: fileCategoryViewSchema },
      },
    },
    async (req) => {
      return await drive.editFolder(req.auth!, req.body);
    },
  );

  app.post(
    '/fileCategory/rename',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Renames my folder (unique within its parent)',
        body: z.strictObject({ id: idText, newTitle: driveTitle }),
        response: { 200: fileCategoryViewSchema },
      },
    },
    async (req) => {
      return await drive.renameFolder(req.auth!, req.body.id, req.body.newTitle);
    },
  );

  app.post(
    '/fileCategory/collect',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'Marks my folder as a favourite, or unmarks it (toggles isCollect)',
        body: z.strictObject({ id: idText }),
        response: { 200: fileCategoryViewSchema },
      },
    },
    async (req) => {
      return await drive.toggleFolderCollect(me(req), req.body.id);
    },
  );

  app.post(
    '/fileCategory/trash',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          'Puts my folder in the trash with its sub-folders and files, or takes it out with exactly what went in with it (toggles). A restored folder whose parent is gone lands in the root; a clashing name becomes "name (2)"',
        body: z.strictObject({ id: idText }),
        response: { 200: fileCategoryViewSchema },
      },
    },
    async (req) => {
      return await drive.toggleFolderTrash(me(req), req.body.id);
    },
  );

  app.post(
    '/fileCategory/moveByIds',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: "Moves my files (ids, not in the trash) into my folder categoryId ('0' or empty = the root)",
        body: z.strictObject({ ids: idList, categoryId: folderOrRoot }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await drive.moveFiles(req.auth!, req.body.ids, req.body.categoryId);
      return null;
    },
  );

  app.post(
    '/fileCategory/delByIds',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary:
          'Deletes my folders: one not in the trash goes to the trash (with its contents); one in the trash is deleted for good with everything under it, objects too',
        body: z.strictObject({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await drive.deleteFolders(me(req), req.body.ids);
      return null;
    },
  );

  app.get('/fileCategory/clearTrash', { config: { permission: PERMISSION }, schema: clearTrash }, (req) => drive.clearTrash(me(req)));

  app.get(
    '/fileCategory/search',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['file:drive'],
        summary: 'My folders (not in the trash) whose name holds title, by name',
        querystring: z.object({ title: z.string({ error: 'required' }).trim().min(1, 'required').max(100) }),
        response: { 200: z.array(fileCategoryViewSchema) },
      },
    },
    async (req) => {
      return await drive.searchFolders(me(req), req.query.title);
    },
  );
};

export default driveRoutes;
