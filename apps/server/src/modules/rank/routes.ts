import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { provinceField, subjectTypeField, yearField } from '../reference/fields.ts';
import { rankService } from './service.ts';
import { rankLookupSchema, rankTableOptionSchema, rankTableSchema } from '@zhiyuan/shared/schemas/reference';

const tableQuery = z.object({ province: provinceField, year: yearField, subjectType: subjectTypeField });
/** Scores may carry the tie-break decimals some provinces publish (566.25); the table is per whole point. */
const scoreField = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().min(0).max(1000));

const rankRoutes: FastifyPluginAsyncZod = async (app) => {
  const ranks = rankService(app.db);

  app.get(
    '/rankTable/lookup',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['rank'],
        summary:
          'Score → rank (一分一段): the cumulative rank at the score; without that exact row, the bucket holding it or the next higher score, flagged nearest: true',
        querystring: tableQuery.extend({ score: scoreField }),
        response: { 200: rankLookupSchema },
      },
    },
    async (req) => {
      const { score, ...key } = req.query;
      const found = await ranks.lookup(key, score);
      if (!found) throw new AppError(404, 'notFound');
      return found;
    },
  );

  app.get(
    '/rankTable/get',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['rank'],
        summary: 'A whole rank table (一分一段) for charts, highest score first; rows point into sources for their provenance',
        querystring: tableQuery,
        response: { 200: rankTableSchema },
      },
    },
    async (req) => {
      const table = await ranks.table(req.query);
      if (!table) throw new AppError(404, 'notFound');
      return table;
    },
  );

  app.get(
    '/rankTable/options',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['rank'],
        summary: 'Years and subject types with a rank table in a province, newest first',
        querystring: z.object({ province: provinceField }),
        response: { 200: z.array(rankTableOptionSchema) },
      },
    },
    (req) => ranks.options(req.query.province),
  );
};

export default rankRoutes;
