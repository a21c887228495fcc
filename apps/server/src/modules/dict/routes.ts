import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { dictData, dicts } from '../../db/schema/index.ts';

const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dictData/getByType/:type', {
    config: { auth: 'public' },
    schema: { tags: ['dict'], summary: 'Enabled entries of a dictionary, in order', params: z.object({ type: z.string().regex(/^[a-zA-Z_]{1,50}$/, 'badFormat') }) },
  }, async (req) => {
    const [dict] = await app.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.type, req.params.type)).limit(1);
    if (!dict) throw new AppError(404, 'dictNotFound', { type: req.params.type });
    const rows = await app.db
      .select({ id: dictData.id, title: dictData.title, value: dictData.value, sortOrder: dictData.sortOrder })
      .from(dictData)
      .where(and(eq(dictData.dictId, dict.id), eq(dictData.status, 0)))
      .orderBy(asc(dictData.sortOrder));
    return ok(req, rows);
  });
};

export default dictRoutes;
