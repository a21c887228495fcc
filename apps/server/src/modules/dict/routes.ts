import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { dictDataViewSchema, dictViewSchema, formatDateTime, type DictDataView, type DictView, type Page } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { dictData, dicts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formInt, idList, optionalId, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const dictFields = z.object({
  title: z.string().trim().min(1).max(50),
  type: z.string().trim().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,49}$/, 'dictTypeRule'),
  description: optionalText(200),
  sortOrder: formInt(-100000, 100000).optional(),
}).strict();
/** Read-only parts of the views: taken back and ignored, so a client may post back what it read. */
const readOnly = readBack('createTime', 'updateTime');
const dataFields = z.object({
  dictId: id,
  title: z.string().trim().min(1).max(50),
  value: z.string().trim().min(1).max(100),
  status: formInt(-1, 0).optional(),
  sortOrder: formInt(-100000, 100000).optional(),
  description: optionalText(200),
}).strict();

const timeOf = (d: Date | null) => (d ? formatDateTime(d) : null);
const toDict = (r: typeof dicts.$inferSelect): DictView => dictViewSchema.parse({
  id: r.id, title: r.title, type: r.type, description: r.description, sortOrder: r.sortOrder, createTime: formatDateTime(r.createTime), updateTime: timeOf(r.updateTime),
});
const toData = (r: typeof dictData.$inferSelect): DictDataView => dictDataViewSchema.parse({
  id: r.id, dictId: r.dictId, title: r.title, value: r.value, status: r.status, sortOrder: r.sortOrder, description: r.description,
  createTime: formatDateTime(r.createTime), updateTime: timeOf(r.updateTime),
});

/** 数据字典: dictionaries and their entries; getByType is public (the sites' dict store). */
const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dictData/getByType/:type', {
    config: { auth: 'public' },
    schema: { tags: ['dict'], summary: 'Enabled entries of a dictionary, in order', params: z.object({ type: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,49}$/, 'badFormat') }) },
  }, async (req) => {
    const [dict] = await app.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, req.params.type)).limit(1);
    if (!dict) throw new AppError(404, 'dictNotFound', { type: req.params.type });
    const rows = await app.db
      .select({ id: dictData.id, title: dictData.title, value: dictData.value, sortOrder: dictData.sortOrder })
      .from(dictData)
      .where(and(eq(dictData.dictId, dict.id), eq(dictData.status, 0)))
      .orderBy(asc(dictData.sortOrder), asc(dictData.id));
    return ok(req, rows);
  });

  app.get('/dict/getAll', {
    config: { permission: 'sys:dict:view' },
    schema: { tags: ['admin:dict'], summary: 'All dictionaries' },
  }, async (req) => ok(req, (await app.db.select().from(dicts).orderBy(asc(dicts.sortOrder), asc(dicts.id))).map(toDict)));

  app.get('/dict/search', {
    config: { permission: 'sys:dict:view' },
    schema: { tags: ['admin:dict'], summary: 'Dictionaries whose title or type contains the text', querystring: z.object({ key: z.string().trim().min(1).max(50) }) },
  }, async (req) => {
    const like = escapeLike(req.query.key);
    const rows = await app.db.select().from(dicts).where(or(ilike(dicts.title, like), ilike(dicts.type, like))).orderBy(asc(dicts.sortOrder));
    return ok(req, rows.map(toDict));
  });

  const typeFree = async (type: string, selfId?: string) => {
    const [hit] = await app.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, type)).limit(1);
    if (hit && hit.id !== selfId) throw fieldError('type', 'alreadyExists');
  };

  app.post('/dict/add', {
    config: { permission: 'sys:dict:add' },
    // XBoot's client adds from the form it last edited (dictManage.vue: resetFields keeps the read
    // times), so the read-only times are taken back here too.
    schema: { tags: ['admin:dict'], summary: 'Add a dictionary', body: dictFields.extend(readOnly).strict() },
  }, async (req) => {
    const { createTime: _c, updateTime: _u, ...body } = req.body;
    await typeFree(body.type);
    const [row] = await app.db.insert(dicts).values({ id: newId(), ...body, description: body.description ?? '', sortOrder: body.sortOrder ?? 0 }).returning();
    return ok(req, toDict(row));
  });

  app.post('/dict/edit', {
    config: { permission: 'sys:dict:edit' },
    schema: { tags: ['admin:dict'], summary: 'Edit a dictionary', body: dictFields.extend({ id, ...readOnly }).strict() },
  }, async (req) => {
    const { id: did, createTime: _c, updateTime: _u, ...body } = req.body;
    await typeFree(body.type, did);
    const [row] = await app.db.update(dicts).set({
      title: body.title, type: body.type, ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}), updateTime: new Date(),
    }).where(eq(dicts.id, did)).returning();
    if (!row) throw new AppError(404, 'dictNotFound', { type: body.type });
    return ok(req, toDict(row));
  });

  app.post('/dict/delByIds', {
    config: { permission: 'sys:dict:delete' },
    schema: { tags: ['admin:dict'], summary: 'Delete dictionaries with their entries', body: z.object({ ids: idList }) },
  }, async (req) => {
    await app.db.delete(dicts).where(inArray(dicts.id, req.body.ids));
    return ok(req, null);
  });

  app.get('/dictData/getByCondition', {
    config: { permission: 'sys:dict:view' },
    schema: {
      tags: ['admin:dict'], summary: 'Entries of dictionaries, filtered and paged',
      querystring: pageQuery.extend({ dictId: optionalId, title: optionalText(50), status: z.preprocess((v) => (v === '' ? undefined : v), formInt(-1, 0).optional()) }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      q.dictId ? eq(dictData.dictId, q.dictId) : undefined,
      q.title ? ilike(dictData.title, escapeLike(q.title)) : undefined,
      q.status !== undefined ? eq(dictData.status, q.status) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(dictData).where(where).orderBy(asc(dictData.sortOrder), asc(dictData.id)).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(dictData).where(where),
    ]);
    const page: Page<DictDataView> = pageOf(rows.map(toData), Number(total), q);
    return ok(req, page);
  });

  const dictExists = async (dictId: string) => {
    const [d] = await app.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, dictId)).limit(1);
    if (!d) throw fieldError('dictId', 'dictNotFound', { type: dictId });
  };

  app.post('/dictData/add', {
    config: { permission: 'sys:dict:add' },
    schema: { tags: ['admin:dict'], summary: 'Add a dictionary entry', body: dataFields.extend(readOnly).strict() },
  }, async (req) => {
    const { createTime: _c, updateTime: _u, ...body } = req.body;
    await dictExists(body.dictId);
    const [row] = await app.db.insert(dictData).values({
      id: newId(), ...body, status: body.status ?? 0, sortOrder: body.sortOrder ?? 0, description: body.description ?? '',
    }).returning();
    return ok(req, toData(row));
  });

  app.post('/dictData/edit', {
    config: { permission: 'sys:dict:edit' },
    schema: { tags: ['admin:dict'], summary: 'Edit a dictionary entry', body: dataFields.extend({ id, ...readOnly }).strict() },
  }, async (req) => {
    const { id: eid, createTime: _c, updateTime: _u, ...body } = req.body;
    await dictExists(body.dictId);
    const [row] = await app.db.update(dictData).set({
      dictId: body.dictId, title: body.title, value: body.value,
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      updateTime: new Date(),
    }).where(eq(dictData.id, eid)).returning();
    if (!row) throw new AppError(404, 'dictDataNotFound');
    return ok(req, toData(row));
  });

  app.post('/dictData/delByIds', {
    config: { permission: 'sys:dict:delete' },
    schema: { tags: ['admin:dict'], summary: 'Delete dictionary entries', body: z.object({ ids: idList }) },
  }, async (req) => {
    await app.db.delete(dictData).where(inArray(dictData.id, req.body.ids));
    return ok(req, null);
  });
};

export default dictRoutes;
