import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { ok } from '../../plugins/envelope.ts';
import { roles } from '../../db/schema/index.ts';

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/role/getAllList', {
    config: { permission: ['sys:role:view', 'sys:user:view'] },
    schema: { tags: ['admin:role'], summary: 'All roles' },
  }, async (req) => {
    const rows = await app.db
      .select({ id: roles.id, name: roles.name, description: roles.description, defaultRole: roles.defaultRole, dataType: roles.dataType })
      .from(roles)
      .orderBy(asc(roles.name));
    return ok(req, rows);
  });
};

export default roleRoutes;
