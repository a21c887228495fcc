import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors.ts';
import { idText, optionalText, pageQuery } from '../../lib/schema.ts';
import { optionalSubjectType } from '../reference/fields.ts';
import {
  blank,
  competitionField,
  competitionSubjectField,
  gaokaoFullMarkOf,
  idParam,
  interestsField,
  optionalProvince,
  optionalYear,
  provinceField,
} from './fields.ts';
import { ensureStrongBase } from './seed.ts';
import { strongBaseService } from './service.ts';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import {
  majorAnswerSchema,
  positionResultSchema,
  qjInstitutionInfoSchema,
  qjLineViewSchema,
  qjMajorDetailSchema,
  qjSchoolDetailSchema,
  qjSchoolViewSchema,
} from '@zhiyuan/shared/schemas/strong-base';

const user = { auth: 'user' as const };
/** 强基 plans and scores: the same answer for every caller (plugins/http-cache.ts). */
const userReference = { auth: 'user' as const, cache: 'reference' as const };
const TAGS = ['strong-base'];

/** A number from a form or JSON; blank is "not given" (→ required). */
const scoreField = z.preprocess((v) => {
  const b = blank(v);
  return typeof b === 'string' && b.trim() !== '' ? Number(b) : b;
}, z.number().min(0).max(900));

/** POST /qjPositionAnswer/insert: the student's 强基定位 inputs. */
const positionBody = z.object({
  province: provinceField,
  score: scoreField,
  subjectType: optionalSubjectType,
  competition: competitionField,
  competitionSubject: competitionSubjectField,
  interests: interestsField,
});

/**
 * 强基计划 for the site (spec §7 "Strong-foundation", issue 20): the pilot schools, one school's
 * majors and lines, one major, the reference institution's facts, and 强基定位 (the 85/15 calculator,
 * saved as a test_record sitting, and the majors that fit). Every call needs a signed-in user.
 */
const strongBasePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = strongBaseService(app.db);
  // The 示例 seed once per database, like the content seed (modules/content/seed.ts).
  app.addHook('onReady', async () => {
    try {
      await ensureStrongBase(app.db);
    } catch (err) {
      app.log.error({ err }, 'strong-base seed failed');
    }
  });

  app.get(
    '/qjPlanYuanxiao/getByPage',
    {
      config: userReference,
      schema: {
        tags: TAGS,
        summary:
          '强基 pilot schools of a year (the latest when none is given), by keyword (school or major name) and the school’s province; in order, each with its major and line counts; paged',
        querystring: pageQuery.pick({ pageNumber: true, pageSize: true }).extend({ keyword: optionalText(50), province: optionalProvince, year: optionalYear }),
        response: { 200: pageSchema(qjSchoolViewSchema) },
      },
    },
    (req) => service.page(req.query),
  );

  app.get(
    '/qjPlanYuanxiao/getYears',
    {
      config: userReference,
      schema: { tags: TAGS, summary: 'The years that have 强基 schools, newest first (the list’s year choice)', response: { 200: z.array(z.number()) } },
    },
    () => service.years(),
  );

  app.get(
    '/qjPlanYuanxiao/get/:id',
    {
      config: userReference,
      schema: {
        tags: TAGS,
        summary: 'One 强基 school of a year with its majors (planCount null = 未公布) and its published lines',
        params: idParam,
        response: { 200: qjSchoolDetailSchema },
      },
    },
    (req) => service.detail(req.params.id),
  );

  app.get(
    '/qjPlanYuanxiao/getYxInfo',
    {
      config: userReference,
      schema: {
        tags: TAGS,
        summary:
          'The reference institution (院校库) a 强基 school links to (by its stored id, else by name): province, city, tags, website …; null when none matches',
        querystring: z.object({ id: idText }),
        response: { 200: qjInstitutionInfoSchema.nullable() },
      },
    },
    (req) => service.institution(req.query.id),
  );

  app.get(
    '/qjEnrollScore/get/:id',
    {
      config: userReference,
      schema: {
        tags: TAGS,
        summary: 'The published lines of a 强基 school (id = the school): its own and its majors’, by province and year; newest first',
        params: idParam,
        querystring: z.object({ province: optionalProvince, year: optionalYear }),
        response: { 200: z.array(qjLineViewSchema) },
      },
    },
    (req) => service.schoolLines(req.params.id, req.query),
  );

  app.get(
    '/qjPlanZhuanye/get/:id',
    {
      config: userReference,
      schema: { tags: TAGS, summary: 'One 强基 major with its school and its lines', params: idParam, response: { 200: qjMajorDetailSchema } },
    },
    (req) => service.majorDetail(req.params.id),
  );

  app.post(
    '/qjPositionAnswer/insert',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary:
          '强基定位: with a 高考 score, the 校测 needed to reach each published composite line of the province (85/15 rule per school), ranked by margin; saved as the user’s latest sitting (test_record kind qj-position). competition: none|provincial|bronze|silver|gold (五大学科竞赛); interests: 数学,物理,…',
        body: positionBody,
        response: { 200: positionResultSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const max = gaokaoFullMarkOf(b.province);
      if (b.score > max) throw fieldError('score', 'qjScoreOverFullMark', { province: b.province, max });
      if (b.competitionSubject && (!b.competition || b.competition === 'none')) throw fieldError('competition', 'qjCompetitionWithoutLevel');
      const competition = b.competition ?? 'none';
      return await service.position(req.auth!.userId, {
        province: b.province,
        score: b.score,
        subjectType: b.subjectType,
        competition,
        competitionSubject: competition === 'none' ? undefined : b.competitionSubject,
        interests: b.interests ?? [],
      });
    },
  );

  app.get(
    '/qjPositionAnswer/getTestAnswer',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The user’s latest 强基定位 (inputs and reachable list as saved), or null',
        response: { 200: positionResultSchema.nullable() },
      },
    },
    (req) => service.latestPosition(req.auth!.userId),
  );

  app.get(
    '/qjPositionMajor/getAnswer',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary:
          '强基 directions and majors that fit the student: interests (subjects) and competition from the query, else from the latest 强基定位; no line needed. Directions ranked by fit, each with its majors on record',
        querystring: z.object({ interests: interestsField, competition: competitionField, competitionSubject: competitionSubjectField }),
        response: { 200: majorAnswerSchema },
      },
    },
    async (req) => {
      const q = req.query;
      if (q.competitionSubject && (!q.competition || q.competition === 'none')) throw fieldError('competition', 'qjCompetitionWithoutLevel');
      return await service.majorAnswer(req.auth!.userId, q);
    },
  );
};

export default strongBasePublicRoutes;
