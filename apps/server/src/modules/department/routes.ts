import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { departmentNodeSchema, formatDateTime, type DepartmentNode } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { departmentHeaders, departments, users } from '../../db/schema/index.ts';
import { departmentScopeCondition } from '../../lib/data-scope.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, optionalIdList, readBack } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const fields = z.object({
  parentId: z.preprocess((v) => (v === '' || v == null ? '0' : v), id),
  title: z.string().trim().min(1).max(50),
  sortOrder: formInt(-100000, 100000).optional(),
  status: formInt(-1, 0).optional(),
  mainHeader: optionalIdList,
  viceHeader: optionalIdList,
  /**
   * Read-only parts of the read shape (DepartmentNode), taken back and left as they are: the heads
   * are written as `mainHeader`/`viceHeader` ids, the rest is computed. Any other key is refused.
   */
  ...readBack('mainHeaders', 'viceHeaders', 'parentTitle', 'isParent', 'userCount', 'createTime', 'updateTime'),
}).strict();

type DepartmentRow = typeof departments.$inferSelect;

/** 部门管理: a lazy tree with heads, user counts, and deletes refused while anything hangs below. */
const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  async function toNodes(rows: DepartmentRow[]): Promise<DepartmentNode[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
    const [kids, counts, heads, parents] = await Promise.all([
      app.db.selectDistinct({ p: departments.parentId }).from(departments).where(inArray(departments.parentId, ids)),
      app.db.select({ d: users.departmentId, n: count() }).from(users).where(inArray(users.departmentId, ids)).groupBy(users.departmentId),
      app.db.select({ d: departmentHeaders.departmentId, type: departmentHeaders.type, id: users.id, username: users.username, nickname: users.nickname })
        .from(departmentHeaders).innerJoin(users, eq(users.id, departmentHeaders.userId)).where(inArray(departmentHeaders.departmentId, ids)),
      parentIds.length ? app.db.select({ id: departments.id, title: departments.title }).from(departments).where(inArray(departments.id, parentIds)) : [],
    ]);
    const brief = (h: (typeof heads)[number]) => ({ id: h.id, username: h.username, nickname: h.nickname });
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      parentTitle: parents.find((p) => p.id === r.parentId)?.title ?? '',
      title: r.title,
      sortOrder: r.sortOrder,
      status: r.status,
      isParent: kids.some((k) => k.p === r.id),
      userCount: Number(counts.find((c) => c.d === r.id)?.n ?? 0),
      mainHeader: heads.filter((h) => h.d === r.id && h.type === 0).map((h) => h.id),
      viceHeader: heads.filter((h) => h.d === r.id && h.type === 1).map((h) => h.id),
      mainHeaders: heads.filter((h) => h.d === r.id && h.type === 0).map(brief),
      viceHeaders: heads.filter((h) => h.d === r.id && h.type === 1).map(brief),
      createTime: formatDateTime(r.createTime),
      updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
    })).map((n) => departmentNodeSchema.parse(n));
  }

  /** The departments the caller may manage (its data scope), as a condition on departments.id. */
  const scopeOf = async (req: Parameters<typeof ok>[0]) => {
    const scope = await req.dataScope();
    if (scope.all) return undefined;
    const [me] = await app.db.select({ d: users.departmentId }).from(users).where(eq(users.id, req.auth!.userId));
    return departmentScopeCondition(scope, departments.id, me?.d ?? null);
  };
  const inScope = async (req: Parameters<typeof ok>[0], ids: string[]) => {
    const rows = await app.db.select().from(departments).where(and(inArray(departments.id, ids), await scopeOf(req)));
    if (rows.length !== new Set(ids).size) throw new AppError(404, 'departmentNotFound');
    return rows;
  };

  app.get('/department/getByParentId/:id', {
    config: { permission: ['sys:department:view', 'sys:user:view'] },
    schema: {
      tags: ['admin:department'], summary: 'Departments directly below a parent (0 = top level); openDataFilter limits to the data scope',
      params: z.object({ id }), querystring: z.object({ openDataFilter: formBool.optional() }),
    },
  }, async (req) => {
    const rows = await app.db.select().from(departments)
      .where(and(eq(departments.parentId, req.params.id), req.query.openDataFilter ? await scopeOf(req) : undefined))
      .orderBy(asc(departments.sortOrder), asc(departments.id));
    return ok(req, await toNodes(rows));
  });

  app.get('/department/search', {
    config: { permission: ['sys:department:view', 'sys:user:view'] },
    schema: {
      tags: ['admin:department'], summary: 'Departments whose title contains the text',
      querystring: z.object({ title: z.string().trim().min(1).max(50), openDataFilter: formBool.optional() }),
    },
  }, async (req) => {
    const rows = await app.db.select().from(departments)
      .where(and(ilike(departments.title, escapeLike(req.query.title)), req.query.openDataFilter ? await scopeOf(req) : undefined))
      .orderBy(asc(departments.sortOrder)).limit(100);
    return ok(req, await toNodes(rows));
  });

  const checkHeads = async (body: z.infer<typeof fields>) => {
    const all = [...new Set([...body.mainHeader, ...body.viceHeader])];
    if (all.some((u) => !/^\d{1,20}$/.test(u))) throw fieldError('mainHeader', 'badFormat');
    if (all.length) {
      const found = await app.db.select({ id: users.id }).from(users).where(inArray(users.id, all));
      if (found.length !== all.length) throw fieldError(body.mainHeader.some((u) => !found.some((f) => f.id === u)) ? 'mainHeader' : 'viceHeader', 'userNotFound');
    }
  };
  const setHeads = async (departmentId: string, body: z.infer<typeof fields>) => {
    await app.db.delete(departmentHeaders).where(eq(departmentHeaders.departmentId, departmentId));
    const main = [...new Set(body.mainHeader)];
    const vice = [...new Set(body.viceHeader)].filter((u) => !main.includes(u));
    const rows = [...main.map((userId) => ({ departmentId, userId, type: 0 })), ...vice.map((userId) => ({ departmentId, userId, type: 1 }))];
    if (rows.length) await app.db.insert(departmentHeaders).values(rows);
  };
  const one = async (did: string) => (await toNodes(await app.db.select().from(departments).where(eq(departments.id, did))))[0];

  app.post('/department/add', {
    config: { permission: 'sys:department:add' },
    schema: { tags: ['admin:department'], summary: 'Add a department with its main and vice heads', body: fields },
  }, async (req) => {
    const body = req.body;
    if (body.parentId !== '0') await inScope(req, [body.parentId]).catch(() => { throw fieldError('parentId', 'departmentNotFound'); });
    else if (!(await req.dataScope()).all) throw new AppError(403, 'departmentOutOfScope');
    await checkHeads(body);
    const did = newId();
    await app.db.insert(departments).values({ id: did, parentId: body.parentId, title: body.title, sortOrder: body.sortOrder ?? 0, status: body.status ?? 0 });
    await setHeads(did, body);
    return ok(req, await one(did));
  });

  app.post('/department/edit', {
    config: { permission: 'sys:department:edit' },
    schema: { tags: ['admin:department'], summary: 'Edit a department (title, parent, order, status, heads)', body: fields.extend({ id }).strict() },
  }, async (req) => {
    const body = req.body;
    const [current] = await inScope(req, [body.id]);
    if (body.parentId !== current.parentId) {
      if (body.parentId !== '0') await inScope(req, [body.parentId]).catch(() => { throw fieldError('parentId', 'departmentNotFound'); });
      else if (!(await req.dataScope()).all) throw new AppError(403, 'departmentOutOfScope');
      // Not under itself or one of its own sub-departments.
      let cursor = body.parentId;
      while (cursor !== '0') {
        if (cursor === body.id) throw fieldError('parentId', 'departmentParentLoop');
        const [up] = await app.db.select({ p: departments.parentId }).from(departments).where(eq(departments.id, cursor));
        cursor = up?.p ?? '0';
      }
    }
    await checkHeads(body);
    await app.db.update(departments).set({
      parentId: body.parentId, title: body.title,
      ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      updateTime: new Date(),
    }).where(eq(departments.id, body.id));
    await setHeads(body.id, body);
    return ok(req, await one(body.id));
  });

  app.post('/department/delByIds', {
    config: { permission: 'sys:department:delete' },
    schema: { tags: ['admin:department'], summary: 'Delete departments; refused while users or sub-departments remain', body: z.object({ ids: idList }) },
  }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const rows = await inScope(req, ids);
    const [withUsers] = await app.db.select({ d: users.departmentId, n: count() }).from(users).where(inArray(users.departmentId, ids)).groupBy(users.departmentId).limit(1);
    if (withUsers) throw new AppError(400, 'departmentHasUsers', { title: rows.find((r) => r.id === withUsers.d)!.title, count: Number(withUsers.n) });
    const children = await app.db.select({ id: departments.id, p: departments.parentId }).from(departments).where(inArray(departments.parentId, ids));
    const orphan = children.find((c) => !ids.includes(c.id));
    if (orphan) throw new AppError(400, 'departmentHasChildren', { title: rows.find((r) => r.id === orphan.p)!.title });
    await app.db.delete(departments).where(inArray(departments.id, ids));
    return ok(req, null);
  });
};

export default departmentRoutes;
