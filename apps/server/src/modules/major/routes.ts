import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAJOR_LEVELS } from '@zhiyuan/shared';
import { AppError } from '../../lib/errors.ts';
import { provinceField, refId } from '../reference/fields.ts';
import { majorBriefSchema, majorDetailSchema, majorTreeNodeSchema } from '@zhiyuan/shared/schemas/reference';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const levelField = z.enum(MAJOR_LEVELS as [string, ...string[]]);

const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const majors = app.majors;

  app.get(
    '/professionBaseInfo/getProfessionAndJob',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['major'],
        summary:
          'The major catalog as a tree 门类 → 专业类 → majors ({code, name, children}; leaves carry id) for one level: 本科 (default), 高职专科 or 高职本科',
        querystring: z.object({ level: z.preprocess(blank, levelField.default('本科')) }),
        response: { 200: z.array(majorTreeNodeSchema) },
      },
    },
    (req) => majors.tree(req.query.level),
  );

  app.get(
    '/professionBaseInfo/professionGeneralSituation/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['major'],
        summary:
          'Major detail: catalog fields, the first 50 schools offering it with the total, its admission lines per province, year and subject type (optionally one province), the other majors of its 专业类, and whether the caller saved it',
        params: z.object({ id: refId }),
        querystring: z.object({ province: z.preprocess(blank, provinceField.optional()) }),
        response: { 200: majorDetailSchema },
      },
    },
    async (req) => {
      const detail = await majors.detail(req.params.id, req.auth?.userId ?? null, req.query.province);
      if (!detail) throw new AppError(404, 'notFound');
      return detail;
    },
  );

  app.get(
    '/rkProfessionRank/getByLike',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['major'],
        summary: 'Majors whose name contains the text or whose pinyin initials start with it (jsj → 计算机…), closest first, at most 20',
        querystring: z.object({ name: z.string().trim().min(1).max(30), level: z.preprocess(blank, levelField.optional()) }),
        response: { 200: z.array(majorBriefSchema) },
      },
    },
    (req) => majors.search(req.query.name, req.query.level),
  );
};

export default majorRoutes;
