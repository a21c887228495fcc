import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES, CONDITION_KINDS, CONTENT_KINDS, CONTENT_STATUSES, PROVINCES, QUESTION_CATEGORIES, formatDateTime,
  type ContentAdminView, type ContentKind, type ContentStatus, type Page, type SimpleTable,
} from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { contentItems, files } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, idText, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { cutForEcho } from '../../lib/validation.ts';
import { cleanExtra, extraSchemas, searchTextOf, tablesOfHtml, toDetail, urlsFor, type ContentRow, type UrlOf } from './model.ts';
import { QUESTION_IMPORT_MAX_BYTES, importQuestions, questionTemplate } from './import.ts';

/**
 * 内容管理 (issue 19): the admin's calls for every kind under /content/admin/<kind>/*, each route with
 * its own content:<kind>:view|add|edit|delete|publish code. Lessons are kind 'lesson' under their
 * course (parentId) and take the course's codes. Bodies are strict; HTML is sanitised on save;
 * the search text is recomputed on every save. Files named in `extra` must exist and be the
 * editor's (or shared, or within the editor's sys:file:view scope); they stay private and are
 * served through signed links on read (model.ts urlsFor).
 */

/** The permission code's kind: lessons are managed with their course's codes. */
export const permissionKind = (kind: ContentKind): ContentKind => (kind === 'lesson' ? 'course' : kind);
export const contentCode = (kind: ContentKind, action: 'view' | 'add' | 'edit' | 'delete' | 'publish') => `content:${permissionKind(kind)}:${action}`;

/** Kinds whose category is one of a fixed list (contracts/content.ts). */
const CATEGORY_LISTS: Partial<Record<ContentKind, readonly string[]>> = {
  article: ARTICLE_CATEGORIES, question: QUESTION_CATEGORIES, condition: CONDITION_KINDS,
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

const dateTime = z.string().trim().transform((s, ctx) => {
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
  (v) => (typeof v === 'string' ? v.split(/[,，、;；\n]/).map((w) => w.trim()).filter(Boolean) : v ?? undefined),
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
    province: z.preprocess(emptyToNull, z.string().trim().refine((p) => PROVINCE_NAMES.has(p), 'contentUnknownProvince').nullable().optional()),
    tags: tagList,
    recommended: formBool.optional(),
    pinned: formBool.optional(),
    sortOrder: formInt(-100_000, 100_000).optional(),
    parentId: z.preprocess(emptyToNull, idText.nullable().optional()),
    status: z.enum(CONTENT_STATUSES).optional(),
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

/** The status filter as SQL: published = on the site now; scheduled = published with its time ahead. */
function statusWhere(status: ContentStatus | 'scheduled' | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'published') return and(eq(contentItems.status, 'published'), lte(contentItems.publishTime, sql`now()`));
  if (status === 'scheduled') return and(eq(contentItems.status, 'published'), gt(contentItems.publishTime, sql`now()`));
  return eq(contentItems.status, status);
}

export function toAdminView(r: ContentRow, urlOf: UrlOf, now = Date.now()): ContentAdminView {
  return {
    ...toDetail(r, urlOf),
    status: r.status as ContentStatus,
    scheduled: r.status === 'published' && !!r.publishTime && r.publishTime.getTime() > now,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
    updateBy: r.updateBy,
    updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
  };
}

/** The file ids `extra` names, each with the field it sits in (for the 400). */
function fileRefs(extra: Record<string, unknown>): { field: string; id: string }[] {
  const refs: { field: string; id: string }[] = [];
  for (const key of ['coverFileId', 'avatarFileId', 'posterFileId', 'videoFileId', 'fileId']) {
    const v = extra[key];
    if (typeof v === 'string' && v) refs.push({ field: `extra.${key}`, id: v });
  }
  if (Array.isArray(extra.attachments)) {
    extra.attachments.forEach((a, i) => {
      const id = (a as { fileId?: unknown })?.fileId;
      if (typeof id === 'string' && id) refs.push({ field: `extra.attachments.${i}.fileId`, id });
    });
  }
  return refs;
}

/** The article's data tables: those of its body (ids kept by position), else what the client sent. */
function articleTables(body: string, sent: SimpleTable[] | undefined, before: SimpleTable[] | undefined): SimpleTable[] {
  const fromBody = tablesOfHtml(body, newId);
  if (!fromBody.length) return sent ?? [];
  const ids = (sent ?? before ?? []).map((t) => t.id);
  return fromBody.map((t, i) => (ids[i] ? { ...t, id: ids[i] } : t));
}

const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this plugin's scope (the 百问 import reads one file).
  await app.register(multipart, { limits: { fileSize: QUESTION_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  /** Every file must exist (not in the trash) and be usable by the editor; files already on the item pass. */
  async function assertFilesUsable(req: FastifyRequest, extra: Record<string, unknown>, before: Record<string, unknown> = {}) {
    const kept = new Set(fileRefs(before).map((r) => r.id));
    const refs = fileRefs(extra).filter((r) => !kept.has(r.id));
    if (!refs.length) return;
    const ids = [...new Set(refs.map((r) => r.id))];
    const rows = await app.db.select({ id: files.id, ownerId: files.ownerId, shared: files.shared }).from(files)
      .where(and(inArray(files.id, ids), eq(files.delFlag, 0)));
    const me = req.auth!.userId;
    let inScope = new Set<string>();
    if ((await req.permissionCodes()).has('sys:file:view')) {
      const scoped = await app.db.select({ id: files.id }).from(files).where(and(inArray(files.id, ids), await req.scopeFilter({ owner: files.ownerId })));
      inScope = new Set(scoped.map((r) => r.id));
    }
    const usable = new Set(rows.filter((r) => r.ownerId === me || r.shared || inScope.has(r.id)).map((r) => r.id));
    const bad = refs.find((r) => !usable.has(r.id));
    if (bad) throw fieldError(bad.field, 'contentFileUnreadable');
  }

  async function findParentCourse(parentId: string) {
    const [p] = await app.db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.id, parentId), eq(contentItems.kind, 'course'))).limit(1);
    if (!p) throw fieldError('parentId', 'contentParentNotCourse');
  }

  /** The row's values from a save/edit body (before = the stored row on edit). */
  async function valuesOf(req: FastifyRequest, kind: ContentKind, b: Partial<SaveBody>, before?: ContentRow) {
    // Parent: a lesson's course; no other kind has one.
    let parentId = before?.parentId ?? null;
    if (kind === 'lesson') {
      if (b.parentId !== undefined) parentId = b.parentId;
      if (!parentId) throw fieldError('parentId', 'contentParentRequired');
      if (parentId !== before?.parentId) await findParentCourse(parentId);
    } else if (b.parentId) {
      throw fieldError('parentId', 'contentNoParent');
    }
    const body = b.body !== undefined ? sanitizeUserHtml(b.body) : before?.body ?? '';
    let extra = b.extra !== undefined ? cleanExtra(b.extra as Record<string, unknown>) : { ...(before?.extra ?? {}) };
    if (b.extra !== undefined) await assertFilesUsable(req, extra, before?.extra ?? {});
    if (kind === 'article') {
      const tables = articleTables(body, extra.tables as SimpleTable[] | undefined, before?.extra?.tables as SimpleTable[] | undefined);
      extra = { ...extra, tables };
      if (!tables.length) delete extra.tables;
    }
    const status = b.status ?? (before?.status as ContentStatus | undefined) ?? 'draft';
    let publishTime = b.publishTime !== undefined ? b.publishTime : before?.publishTime ?? null;
    if (status === 'published' && !publishTime) publishTime = new Date();
    const values = {
      parentId,
      title: b.title ?? before?.title ?? '',
      summary: b.summary ?? before?.summary ?? '',
      body,
      category: b.category ?? before?.category ?? '',
      province: b.province !== undefined ? b.province : before?.province ?? null,
      tags: b.tags ?? before?.tags ?? [],
      extra,
      status,
      publishTime,
      recommended: b.recommended ?? before?.recommended ?? false,
      pinned: b.pinned ?? before?.pinned ?? false,
      sortOrder: b.sortOrder ?? before?.sortOrder ?? 0,
    };
    return { ...values, searchText: searchTextOf(values) };
  }

  async function viewOf(row: ContentRow) {
    return toAdminView(row, await urlsFor(app, [row]));
  }

  /** The rows of this kind with these ids; 404 naming the ids that are not there. */
  async function rowsOf(kind: ContentKind, ids: string[]) {
    const unique = [...new Set(ids)];
    const rows = await app.db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.kind, kind), inArray(contentItems.id, unique)));
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length) throw new AppError(404, 'contentItemsNotFound', { ids: cutForEcho(missing.join(', ')) });
    return unique;
  }

  for (const kind of CONTENT_KINDS) {
    const base = `/content/admin/${kind}`;
    const tags = [`admin:content`];
    const what = kind === 'lesson' ? 'lessons (of a course: parentId)' : `${kind} items`;

    app.get(`${base}/getByCondition`, {
      config: { permission: contentCode(kind, 'view') },
      schema: {
        tags, summary: `Admin list of ${what}: title contains, status (draft|published|scheduled|offline), category, province (全国 = national), isExample, parentId; paged, drafts too`,
        querystring: listQuery,
      },
    }, async (req) => {
      const q = req.query;
      const where = and(
        eq(contentItems.kind, kind),
        q.title ? ilike(contentItems.title, escapeLike(q.title)) : undefined,
        statusWhere(q.status),
        q.category ? eq(contentItems.category, q.category) : undefined,
        q.province ? (q.province === '全国' ? isNull(contentItems.province) : eq(contentItems.province, q.province)) : undefined,
        q.isExample !== undefined ? eq(contentItems.isExample, q.isExample) : undefined,
        q.parentId ? eq(contentItems.parentId, q.parentId) : undefined,
      );
      const order = kind === 'lesson'
        ? [asc(contentItems.sortOrder), asc(contentItems.id)]
        : [desc(contentItems.pinned), asc(contentItems.sortOrder), desc(sql`coalesce(${contentItems.publishTime}, ${contentItems.createTime})`), desc(contentItems.id)];
      const [rows, [{ total }]] = await Promise.all([
        app.db.select().from(contentItems).where(where).orderBy(...order).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
        app.db.select({ total: count() }).from(contentItems).where(where),
      ]);
      const urlOf = await urlsFor(app, rows);
      const now = Date.now();
      const page: Page<ContentAdminView> = pageOf(rows.map((r) => toAdminView(r, urlOf, now)), Number(total), q);
      return ok(req, page);
    });

    app.get(`${base}/get/:id`, {
      config: { permission: contentCode(kind, 'view') },
      schema: { tags, summary: `One of the ${what}, drafts and offline ones too`, params: z.object({ id: idText }) },
    }, async (req) => {
      const [row] = await app.db.select().from(contentItems).where(and(eq(contentItems.id, req.params.id), eq(contentItems.kind, kind))).limit(1);
      if (!row) throw new AppError(404, 'contentItemNotFound');
      return ok(req, await viewOf(row));
    });

    app.post(`${base}/save`, {
      config: { permission: contentCode(kind, 'add') },
      schema: {
        tags, summary: `Add one of the ${what} (HTML sanitised; status draft by default; published without publishTime = now, a later publishTime schedules)`,
        body: saveSchema(kind),
      },
    }, async (req) => {
      const values = await valuesOf(req, kind, req.body as SaveBody);
      const [row] = await app.db.insert(contentItems).values({ id: newId(), kind, ...values, createBy: req.auth!.username }).returning();
      return ok(req, await viewOf(row));
    });

    app.post(`${base}/edit`, {
      config: { permission: contentCode(kind, 'edit') },
      schema: { tags, summary: `Change one of the ${what}; fields left out stay as they are (read-only fields of the view may be posted back)`, body: editSchema(kind) },
    }, async (req) => {
      const { id, ...b } = req.body as SaveBody & { id: string };
      const [before] = await app.db.select().from(contentItems).where(and(eq(contentItems.id, id), eq(contentItems.kind, kind))).limit(1);
      if (!before) throw new AppError(404, 'contentItemNotFound');
      const values = await valuesOf(req, kind, b, before);
      const [row] = await app.db.update(contentItems).set({ ...values, updateBy: req.auth!.username, updateTime: new Date() })
        .where(eq(contentItems.id, id)).returning();
      return ok(req, await viewOf(row));
    });

    app.post(`${base}/publish`, {
      config: { permission: contentCode(kind, 'publish') },
      schema: {
        tags, summary: `Publish ${what}: now (an item already out keeps its time), or at publishTime (yyyy-MM-dd HH:mm:ss; a later one schedules)`,
        body: z.object({ ids: idList, publishTime: z.preprocess((v) => (v === '' || v === null ? undefined : v), dateTime.optional()) }).strict(),
      },
    }, async (req) => {
      const ids = await rowsOf(kind, req.body.ids);
      const at = req.body.publishTime;
      await app.db.update(contentItems).set({
        status: 'published',
        publishTime: at ?? sql`case when ${contentItems.publishTime} is not null and ${contentItems.publishTime} <= now() and ${contentItems.status} <> 'draft' then ${contentItems.publishTime} else now() end`,
        updateBy: req.auth!.username, updateTime: new Date(),
      }).where(and(eq(contentItems.kind, kind), inArray(contentItems.id, ids)));
      return ok(req, null, at && at.getTime() > Date.now() ? 'contentScheduled' : 'contentPublished');
    });

    app.post(`${base}/offline`, {
      config: { permission: contentCode(kind, 'publish') },
      schema: { tags, summary: `Take ${what} off the site (status offline; publish brings them back)`, body: z.object({ ids: idList }).strict() },
    }, async (req) => {
      const ids = await rowsOf(kind, req.body.ids);
      await app.db.update(contentItems).set({ status: 'offline', updateBy: req.auth!.username, updateTime: new Date() })
        .where(and(eq(contentItems.kind, kind), inArray(contentItems.id, ids)));
      return ok(req, null, 'contentOffline');
    });

    app.post(`${base}/delByIds`, {
      config: { permission: contentCode(kind, 'delete') },
      schema: { tags, summary: `Delete ${what}${kind === 'course' ? ' (with their lessons)' : ''}; unknown ids are ignored`, body: z.object({ ids: idList }).strict() },
    }, async (req) => {
      await app.db.transaction(async (tx) => {
        const gone = await tx.delete(contentItems).where(and(eq(contentItems.kind, kind), inArray(contentItems.id, req.body.ids))).returning({ id: contentItems.id });
        if (kind === 'course' && gone.length) {
          await tx.delete(contentItems).where(and(eq(contentItems.kind, 'lesson'), inArray(contentItems.parentId, gone.map((g) => g.id))));
        }
      });
      return ok(req, null);
    });

    app.post(`${base}/delExamples`, {
      config: { permission: contentCode(kind, 'delete') },
      schema: {
        tags, summary: `Delete every 示例 (seed) item of this kind${kind === 'course' ? ', with the lessons of those courses' : ''}; answers { deleted } (rows removed)`,
        body: z.preprocess((v) => v ?? {}, z.object({}).strict()),
      },
    }, async (req) => {
      const deleted = await app.db.transaction(async (tx) => {
        const gone = await tx.delete(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.isExample, true))).returning({ id: contentItems.id });
        let lessons = 0;
        if (kind === 'course' && gone.length) {
          lessons = (await tx.delete(contentItems).where(and(eq(contentItems.kind, 'lesson'), inArray(contentItems.parentId, gone.map((g) => g.id))))
            .returning({ id: contentItems.id })).length;
        }
        return gone.length + lessons;
      });
      return ok(req, { deleted });
    });
  }

  // ───────── 百问: import from a spreadsheet ─────────
  app.post('/content/admin/question/import', {
    config: { permission: contentCode('question', 'add'), rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['admin:content'],
      summary: 'Import 百问 from an .xlsx (multipart, field "file"; columns 分类 | 问题 | 回答 | 推荐(是/否); at most 2 000 rows): good rows are published at once, the others skipped with row and reason → { added, skipped }',
    },
  }, async (req) => {
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
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'questionImportNoFile');
      throw err;
    }
    if (!content.length) throw new AppError(400, 'questionImportNoFile');
    return ok(req, await importQuestions(app.db, content, req.auth!.username, req.lang));
  });

  app.get('/content/admin/question/template', {
    config: { permission: contentCode('question', 'add'), tokenInQuery: true },
    schema: { tags: ['admin:content'], summary: 'The 百问 import template (.xlsx with two example rows and a sheet explaining the columns); token may come as ?accessToken=' },
  }, async (_req, reply) => reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="questions-template.xlsx"; filename*=UTF-8''${encodeURIComponent('百问导入模板')}.xlsx`)
    .send(await questionTemplate()));
};

export default contentAdminRoutes;
