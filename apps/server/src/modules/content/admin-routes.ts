import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  CONDITION_KINDS,
  CONTENT_KINDS,
  CONTENT_EDITABLE_STATUSES,
  CONTENT_STATUSES,
  PROVINCES,
  QUESTION_CATEGORIES,
  formatDateTime,
  type ContentKind,
} from '@zhiyuan/shared';
import { successMessage } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { formBool, formInt, idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { extraSchemas } from './model.ts';
import {
  addItem,
  adminItem,
  adminPage,
  contentCode,
  deleteExamples,
  deleteItems,
  editItem,
  publishItems,
  reviewFinished,
  takeOffline,
  type Editor,
} from './service.ts';

import { QUESTION_IMPORT_MAX_BYTES, importQuestions, questionTemplate } from './import.ts';
import sampleRoutes from './samples-routes.ts';
import { contentDeletedSchema, questionImportReportSchema } from '@zhiyuan/shared/schemas/content';
import { contentAdminViewSchema, pageSchema } from '@zhiyuan/shared/schemas/generic';

/**
 * 内容管理 (issue 19): the admin's calls for every kind under /content/admin/<kind>/*, each route with
 * its own content:<kind>:view|add|edit|delete|publish code. Lessons are kind 'lesson' under their
 * course (parentId) and take the course's codes. Bodies are strict; HTML is sanitised on save;
 * the search text is recomputed on every save. Files named in `extra` must exist and be the
 * editor's (or shared, or within the editor's sys:file:view scope); they stay private and are
 * served through signed links on read (model.ts urlsFor).
 */

/** Kinds whose category is one of a fixed list (contracts/content.ts). */
const CATEGORY_LISTS: Partial<Record<ContentKind, readonly string[]>> = {
  article: ARTICLE_CATEGORIES,
  question: QUESTION_CATEGORIES,
  condition: CONDITION_KINDS,
};
const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.province));

/** 'yyyy-MM-dd HH:mm:ss' China time as a Date, or null when it is not a time the calendar has. */
export function parseCnDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  // The round trip refuses what Date would roll over (02-30, 24:00:00, 12:60:00).
  return Number.isNaN(d.getTime()) || Number(m[1]) < 2000 || formatDateTime(d) !== text ? null : d;
}

const dateTime = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const d = parseCnDateTime(s);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: 'contentBadDateTime' });
      return z.NEVER;
    }
    return d;
  });
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);
const tagList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[,，、;；\n]/)
          .map((w) => w.trim())
          .filter(Boolean)
      : (v ?? undefined),
  z.array(z.string().trim().min(1).max(20)).max(10).optional(),
);

/** Fields of a content view a client may post back on edit: taken, never written. */
const readOnly = readBack('kind', 'viewCount', 'isExample', 'scheduled', 'prev', 'next', 'lessons', 'createBy', 'createTime', 'updateBy', 'updateTime');

function fieldsOf(kind: ContentKind) {
  const list = CATEGORY_LISTS[kind];
  return {
    title: z.string({ error: 'required' }).trim().min(1).max(200),
    summary: z.preprocess(nullToUndefined, z.string().trim().max(500).optional()),
    body: z.preprocess(nullToUndefined, z.string().max(200_000).optional()),
    category: list ? z.enum(list as unknown as [string, ...string[]]) : optionalText(50),
    province: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .refine((p) => PROVINCE_NAMES.has(p), 'contentUnknownProvince')
        .nullable()
        .optional(),
    ),
    tags: tagList,
    recommended: formBool.optional(),
    pinned: formBool.optional(),
    sortOrder: formInt(-100_000, 100_000).optional(),
    parentId: z.preprocess(emptyToNull, idText.nullable().optional()),
    status: z.enum(CONTENT_EDITABLE_STATUSES).optional(),
    publishTime: z.preprocess(emptyToNull, dateTime.nullable().optional()),
  };
}

/** The kind's extra: its schema (model.ts), refusing keys it does not know. */
const extraOf = (kind: ContentKind) => (extraSchemas[kind] as z.ZodObject).strict();

function saveSchema(kind: ContentKind) {
  return z.object({ ...fieldsOf(kind), extra: z.preprocess((v) => v ?? {}, extraOf(kind)) }).strict();
}
function editSchema(kind: ContentKind) {
  return z.object({ id: idText, ...fieldsOf(kind), extra: z.preprocess(nullToUndefined, extraOf(kind).optional()), ...readOnly }).strict();
}
type SaveBody = z.infer<ReturnType<typeof saveSchema>>;

const listQuery = pageQuery.extend({
  title: optionalText(200),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum([...CONTENT_STATUSES, 'scheduled']).optional()),
  category: optionalText(50),
  /** A province's short name, or 全国 for the national items. */
  province: optionalText(10),
  isExample: z.preprocess((v) => (v === '' ? undefined : v), formBool.optional()),
  parentId: z.preprocess((v) => (v === '' ? undefined : v), idText.optional()),
});

/** The acting editor: their names on the row, and their codes and data scope for the files they name. */
const editorOf = (req: FastifyRequest): Editor => ({
  userId: req.auth!.userId,
  username: req.auth!.username,
  permissionCodes: () => req.permissionCodes(),
  scopeFilter: (columns) => req.scopeFilter(columns),
  lang: req.lang as Editor['lang'],
});

const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // An item sent to review (an editor without the publish permission) is published when its review passes.
  app.workflow.onFinish('content', { finish: (db, id, outcome) => reviewFinished(db, id, outcome) });
  // Multipart only in this plugin's scope (the 百问 import reads one file).
  await app.register(multipart, { limits: { fileSize: QUESTION_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  // 示例内容: the samples of every kind in one review list (samples.ts).
  await app.register(sampleRoutes);

  for (const kind of CONTENT_KINDS) {
    const view = contentAdminViewSchema(kind);
    const base = `/content/admin/${kind}`;
    const tags = [`admin:content`];
    const what = kind === 'lesson' ? 'lessons (of a course: parentId)' : `${kind} items`;

    app.get(
      `${base}/getByCondition`,
      {
        config: { permission: contentCode(kind, 'view') },
        schema: {
          tags,
          summary: `Admin list of ${what}: title contains, status (draft|published|scheduled|offline), category, province (全国 = national), isExample, parentId; paged, drafts too`,
          querystring: listQuery,
          response: { 200: pageSchema(view) },
        },
      },
      (req) => adminPage(app, kind, req.query),
    );

    app.get(
      `${base}/get/:id`,
      {
        config: { permission: contentCode(kind, 'view') },
        schema: { tags, summary: `One of the ${what}, drafts and offline ones too`, params: z.object({ id: idText }), response: { 200: view } },
      },
      (req) => adminItem(app, kind, req.params.id),
    );

    app.post(
      `${base}/save`,
      {
        config: { permission: contentCode(kind, 'add') },
        schema: {
          tags,
          summary: `Add one of the ${what} (HTML sanitised; status draft by default; published without publishTime = now, a later publishTime schedules)`,
          body: saveSchema(kind),
          response: { 200: view },
        },
      },
      (req) => addItem(app, kind, req.body as SaveBody, editorOf(req)),
    );

    app.post(
      `${base}/edit`,
      {
        config: { permission: contentCode(kind, 'edit') },
        schema: {
          tags,
          summary: `Change one of the ${what}; fields left out stay as they are (read-only fields of the view may be posted back)`,
          body: editSchema(kind),
          response: { 200: view },
        },
      },
      async (req) => {
        const { id, ...b } = req.body as SaveBody & { id: string };
        return await editItem(app, kind, id, b, editorOf(req));
      },
    );

    app.post(
      `${base}/publish`,
      {
        config: { permission: contentCode(kind, 'publish') },
        schema: {
          tags,
          summary: `Publish ${what}: now (an item already out keeps its time), or at publishTime (yyyy-MM-dd HH:mm:ss; a later one schedules)`,
          body: z.object({ ids: idList, publishTime: z.preprocess((v) => (v === '' || v === null ? undefined : v), dateTime.optional()) }).strict(),
          response: { 200: z.null() },
        },
      },
      async (req) => {
        successMessage(req, await publishItems(app.db, kind, req.body.ids, req.body.publishTime, req.auth!.username));
        return null;
      },
    );

    app.post(
      `${base}/offline`,
      {
        config: { permission: contentCode(kind, 'publish') },
        schema: {
          tags,
          summary: `Take ${what} off the site (status offline; publish brings them back)`,
          body: z.object({ ids: idList }).strict(),
          response: { 200: z.null() },
        },
      },
      async (req) => {
        await takeOffline(app.db, kind, req.body.ids, req.auth!.username);
        successMessage(req, 'contentOffline');
        return null;
      },
    );

    app.post(
      `${base}/delByIds`,
      {
        config: { permission: contentCode(kind, 'delete') },
        schema: {
          tags,
          summary: `Delete ${what}${kind === 'course' ? ' (with their lessons)' : ''}; unknown ids are ignored`,
          body: z.object({ ids: idList }).strict(),
          response: { 200: z.null() },
        },
      },
      async (req) => {
        await deleteItems(app.db, kind, req.body.ids);
        return null;
      },
    );

    app.post(
      `${base}/delExamples`,
      {
        config: { permission: contentCode(kind, 'delete') },
        schema: {
          tags,
          summary: `Delete every 示例 (seed) item of this kind${kind === 'course' ? ', with the lessons of those courses' : ''}; answers { deleted } (rows removed)`,
          body: z.preprocess((v) => v ?? {}, z.object({}).strict()),
          response: { 200: contentDeletedSchema },
        },
      },
      async () => ({ deleted: await deleteExamples(app.db, kind) }),
    );
  }

  // ───────── 百问: import from a spreadsheet ─────────
  app.post(
    '/content/admin/question/import',
    {
      config: { permission: contentCode('question', 'add'), rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:content'],
        summary:
          'Import 百问 from an .xlsx (multipart, field "file"; columns 分类 | 问题 | 回答 | 推荐(是/否); at most 2 000 rows): good rows are published at once, the others skipped with row and reason → { added, skipped }',
        response: { 200: questionImportReportSchema },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(400, 'questionImportNoFile');
      let content: Buffer;
      try {
        const part = await req.file();
        if (!part) throw new AppError(400, 'questionImportNoFile');
        content = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'uploadTooLarge', { mb: QUESTION_IMPORT_MAX_BYTES / 1024 / 1024 });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
          throw new AppError(400, 'questionImportNoFile');
        throw err;
      }
      if (!content.length) throw new AppError(400, 'questionImportNoFile');
      return await importQuestions(app.db, content, req.auth!.username, req.lang);
    },
  );

  app.get(
    '/content/admin/question/template',
    {
      config: { permission: contentCode('question', 'add'), tokenInQuery: true },
      schema: {
        tags: ['admin:content'],
        summary: 'The 百问 import template (.xlsx with two example rows and a sheet explaining the columns); token may come as ?accessToken=',
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="questions-template.xlsx"; filename*=UTF-8''${encodeURIComponent('百问导入模板')}.xlsx`)
        .send(await questionTemplate()),
  );
};

export default contentAdminRoutes;
