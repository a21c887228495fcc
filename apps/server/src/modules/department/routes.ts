import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { departments } from '../../db/schema/index.ts';

const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/department/getByParentId/:id', {
    config: { permission: ['sys:department:view', 'sys:user:view'] },
    schema: { tags: ['admin:department'], summary: 'Departments directly below a parent (0 = top level)', params: z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') }) },
  }, async (req) => {
    const rows = await app.db.select().from(departments).where(eq(departments.parentId, req.params.id)).orderBy(asc(departments.sortOrder));
    const ids = rows.map((r) => r.id);
    const withChildren = ids.length
      ? new Set((await app.db.selectDistinct({ p: departments.parentId }).from(departments).where(inArray(departments.parentId, ids))).map((r) => r.p))
      : new Set<string>();
    return ok(req, rows.map((r) => ({ id: r.id, parentId: r.parentId, title: r.title, sortOrder: r.sortOrder, status: r.status, isParent: withChildren.has(r.id) })));
  });
};

export default departmentRoutes;
