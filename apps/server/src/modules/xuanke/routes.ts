import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestReport as latestAssessment } from '../assessment/service.ts';
import { provinceField } from '../reference/fields.ts';
import { xuankeReportSchema } from '@zhiyuan/shared/schemas/xuanke';
import { xuankeService, type LatestReport } from './service.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Target majors: `targets=临床医学,计算机类` (also 、 or ，), or the name repeated; at most 10 of at most 30 characters. */
const TARGETS_MAX = 10;
const targetsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    const items = (Array.isArray(v) ? v : [v])
      .flatMap((x) => String(x).split(/[,，、]/))
      .map((s) => s.trim())
      .filter(Boolean);
    return [...new Set(items)];
  },
  z.array(z.string().max(30)).max(TARGETS_MAX),
);

const xkQuery = z.object({
  /** Default: the province of the caller's profile. */
  province: z.preprocess(blank, provinceField.optional()),
  targets: targetsField,
});

/**
 * 选科报告 (spec §7 `/xuankeTopicOptions/xkTestReport`, issue 20): coverage of every combination
 * the province allows, computed from the imported 选科要求, and the caller's fit with them.
 */
const xuankeRoutes: FastifyPluginAsyncZod = async (app) => {
  // 学科潜能 and 兴趣 results come from the assessment module's service.
  const latestReport: LatestReport = (userId, kind) => latestAssessment(app, userId, kind);
  const reports = xuankeService(app.db, latestReport, app.catalog);

  app.get(
    '/xuankeTopicOptions/xkTestReport',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['assessment'],
        summary:
          "选科报告: for each subject combination of the province (12, 20 or 35), coverage by major, school-major pair, plan seats and 门类 from the imported requirements (latest full year), the majors it closes, the source year and rows; the fit with my 学科潜能 and 兴趣 results and the top three with reasons. `province` defaults to my profile's; `targets` (major names, comma-joined, at most 10) adds target coverage",
        querystring: xkQuery,
        response: { 200: xuankeReportSchema },
      },
    },
    (req) => reports.report(req.auth!.userId, req.query, req.lang),
  );
};

export default xuankeRoutes;
