import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, idList, idText, optionalId, optionalText, pageQuery } from '../../lib/schema.ts';
import { fileAdminService } from './service.ts';
import { fileViewSchema } from '@zhiyuan/shared/schemas/file';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const blankTo = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const conditionQuery = pageQuery.extend({
  title: optionalText(100),
  fKey: optionalText(100),
  /** A MIME type or its start: `image/`, `application/pdf`. */
  type: optionalText(100),
  /** Owner's username (part of it). */
  createBy: optionalText(50),
  delFlag: blankTo(z.coerce.number().pipe(z.union([z.literal(0), z.literal(2)]))),
  location: blankTo(z.enum(['local', 's3'])),
  isCollect: blankTo(formBool),
  categoryId: optionalId,
});

/**
 * 文件管理 (sys/oss): every user's files within the caller's data scope. Acting on a file is acting
 * on its owner: refused when the owner holds more power than the caller (db/power.ts).
 */
const fileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = fileAdminService(app.db, app.files);

  app.get(
    '/file/getByCondition',
    {
      config: { permission: 'sys:file:view' },
      schema: {
        tags: ['admin:file'],
        summary:
          "Every user's files (within the data scope), with the owner's nickname: title, fKey, createBy by part; type by its start (image/); delFlag, location, isCollect, categoryId; startDate/endDate; sort createTime|updateTime|title|size|type",
        querystring: conditionQuery,
        response: { 200: pageSchema(fileViewSchema) },
      },
    },
    async (req) => {
      return await admin.page(req.query, (cols) => req.scopeFilter(cols));
    },
  );

  app.post(
    '/file/rename',
    {
      config: { permission: 'sys:file:edit' },
      schema: {
        tags: ['admin:file'],
        summary: "Renames a file (its title; the stored key stays random, so newKey is refused). The real type's extension is kept",
        body: z.strictObject({ id: idText, newTitle: z.string({ error: 'required' }).trim().min(1).max(100) }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await admin.rename(req.auth!, req.body.id, req.body.newTitle, (cols) => req.scopeFilter(cols));
    },
  );

  app.post(
    '/file/copy',
    {
      config: { permission: 'sys:file:edit' },
      schema: {
        tags: ['admin:file'],
        summary: 'Copies a file (its object and thumbnail under new keys, in the same store), owned by the same user',
        body: z.strictObject({ id: idText }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await admin.copy(req.auth!.userId, req.body.id, (cols) => req.scopeFilter(cols));
    },
  );

  app.post(
    '/file/revokeLinks',
    {
      config: { permission: 'sys:file:edit' },
      schema: {
        tags: ['admin:file'],
        summary:
          'Stops every link to a file given so far (signed links, and the plain link of a shared file: sharing is turned off; the owner shares again by hand). Answers the file with fresh links',
        body: z.strictObject({ id: idText }),
        response: { 200: fileViewSchema },
      },
    },
    async (req) => {
      return await admin.revokeLinks(req.auth!, req.body.id, (cols) => req.scopeFilter(cols));
    },
  );

  app.post(
    '/file/delete',
    {
      config: { permission: 'sys:file:delete' },
      schema: {
        tags: ['admin:file'],
        summary: 'Deletes files for good (objects, thumbnails and rows); ids comma-joined',
        body: z.strictObject({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await admin.delete(req.auth!.userId, req.body.ids, (cols) => req.scopeFilter(cols));
      return null;
    },
  );
};

export default fileAdminRoutes;
