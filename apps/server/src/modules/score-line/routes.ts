import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scoreLinesOrRecommendSchema } from '@zhiyuan/shared/schemas/generic';
import { z } from 'zod';
import type { Page, ScoreLineLevel, ScoreLineRow } from '@zhiyuan/shared';
import { optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { optionalBatch, optionalRank, optionalScore, optionalSubjectType, optionalYear, provinceField, refId } from '../reference/fields.ts';
import { scoreLineService } from './service.ts';
import { recommendFields, recommendFor } from '../engine/service.ts';
import type { EngineView } from '../engine/store.ts';
import { collegeScoreLinesSchema, controlLineRowSchema, courseBatchOptionsSchema } from '@zhiyuan/shared/schemas/reference';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const levelField = z.preprocess(blank, z.enum(['institution', 'group', 'major']).optional());

const schoolLinesQuery = z.object({
  province: z.preprocess(blank, provinceField.optional()),
  year: optionalYear,
  subjectType: optionalSubjectType,
  batch: optionalBatch,
  level: levelField,
});

/** 院校 / 专业 lines of a province: the province is required, the year defaults to the latest. */
const linesQuery = pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
  province: provinceField,
  year: optionalYear,
  subjectType: optionalSubjectType,
  batch: optionalBatch,
  keyword: optionalText(50),
  scoreMin: optionalScore,
  scoreMax: optionalScore,
  rankMin: optionalRank,
  rankMax: optionalRank,
  schoolId: z.preprocess(blank, refId.optional()),
});

/** Browse lines (default), or mode=recommend: the admission engine's tiered units for a score (RecommendResult). */
const linesOrRecommendQuery = linesQuery.extend(recommendFields);

const scoreLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const lines = scoreLineService(app.db);
  app.addHook('onClose', async () => lines.close());

  app.get(
    '/collegeScoreLine/get/:id',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['score-line'],
        summary:
          "One institution's admission lines (院校分数线), grouped by year, newest first; each row carries sourceQuality, official and sourceUrl. Without level: institution and group lines; level=major for its major lines. levelCounts says how many lines each level has under the same filters. At most 2000 rows (truncated: true beyond).",
        params: z.object({ id: refId }),
        querystring: schoolLinesQuery,
        response: { 200: collegeScoreLinesSchema },
      },
    },
    (req) => lines.ofSchool(req.params.id, req.query),
  );

  const byLevel = async (levels: ('institution' | 'group' | 'major')[], query: z.infer<typeof linesQuery>): Promise<Page<ScoreLineRow>> => {
    const { pageNumber, pageSize, year, ...filter } = query;
    const page = { pageNumber, pageSize };
    const chosen = year ?? (await lines.latestYear(levels, filter));
    if (chosen === null) return pageOf([], 0, page);
    return lines.find(levels, { ...filter, year: chosen }, page);
  };

  /** Lines of a province, or (mode=recommend) the engine's units. */
  const recommendOrLines = async (req: FastifyRequest, query: z.infer<typeof linesOrRecommendQuery>, view: EngineView, levels: ScoreLineLevel[]) =>
    query.mode === 'recommend' ? await recommendFor(app.engine, query, req.lang ?? 'zh-CN', view) : await byLevel(levels, query);

  app.get(
    '/yuanxiaoLqxxJssdt/getYxByCmd',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['score-line'],
        summary:
          'Institution-level lines (院校 and 院校专业组投档线) of a province and year (default: the latest), filtered by subject type, batch, school name, score and rank ranges; paged, highest minimum score first. mode=recommend&score=…: the engine’s 冲/稳/保/垫 units of the province’s fillType (groups, or majors in 专业+院校 provinces) with probabilities, bands and the years behind them (RecommendResult); explain=true adds each unit’s explanation as text',
        querystring: linesOrRecommendQuery,
        response: { 200: scoreLinesOrRecommendSchema },
      },
    },
    (req) => recommendOrLines(req, req.query, 'unit', ['institution', 'group']),
  );

  app.get(
    '/yuanxiaoLqxxJssdt/getZyByCmd',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['score-line'],
        summary:
          'Major-level lines (专业录取线) of a province and year (default: the latest), filtered by subject type, batch, school or major name, score and rank ranges; paged, highest minimum score first. mode=recommend&score=…: single-major units (专业+院校) with probabilities, bands and the years behind them (RecommendResult); explain=true adds each unit’s explanation as text',
        querystring: linesOrRecommendQuery,
        response: { 200: scoreLinesOrRecommendSchema },
      },
    },
    (req) => recommendOrLines(req, req.query, 'major', ['major']),
  );

  app.get(
    '/lineShowCourseBatch/getKlAndPc',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['score-line'],
        summary:
          'Subject types (科类) and batches (批次) present in the admission and control lines of a province and year (default: the latest), and the years available',
        querystring: z.object({ province: provinceField, year: optionalYear }),
        response: { 200: courseBatchOptionsSchema },
      },
    },
    (req) => lines.courseBatches(req.query.province, req.query.year),
  );

  app.get(
    '/controlLine/get',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['score-line'],
        summary: 'Control lines (批次线) of a province: one year, or all years when year is left out',
        querystring: z.object({ province: provinceField, year: optionalYear }),
        response: { 200: z.array(controlLineRowSchema) },
      },
    },
    (req) => lines.controlLines(req.query.province, req.query.year),
  );
};

export default scoreLineRoutes;
