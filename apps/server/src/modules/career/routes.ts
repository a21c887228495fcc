import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDUCATION_LEVELS, RIASEC_TYPES, WORK_VALUE_KEYS } from '@zhiyuan/shared/contracts/career';
import { careerDevelopmentSchema, careerLibrarySchema, majorPositionReportSchema } from '@zhiyuan/shared/schemas/career';
import { fieldError } from '../../lib/errors.ts';
import { optionalText } from '../../lib/schema.ts';
import { requireVip } from '../vip/membership.ts';
import { validCode } from '../../career/fit.ts';
import { careerService } from './service.ts';
import { positionService } from './position.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** 专业类 (0809) or a 本科 major's catalogue code (080901, 080717T, 0502104TK). */
const majorCode = z
  .string()
  .trim()
  .regex(/^\d{4}(?:\d{2,3}[A-Z]{0,2})?$/, 'badFormat');
const occupationId = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,40}$/, 'badFormat');
/** One to three distinct RIASEC letters, highest first (irc → IRC). */
const riasecCode = z.preprocess(upper, z.string().refine(validCode, 'careerBadCode'));

const developmentQuery = z.object({
  majorCode: z.preprocess(blank, majorCode.optional()),
  occupation: z.preprocess(blank, occupationId.optional()),
  riasec: z.preprocess(blank, riasecCode.optional()),
});

const libraryQuery = z.object({
  keyword: optionalText(30),
  type: z.preprocess((v) => blank(upper(v)), z.enum(RIASEC_TYPES).optional()),
  value: z.preprocess(blank, z.enum(WORK_VALUE_KEYS).optional()),
  education: z.preprocess(blank, z.enum(EDUCATION_LEVELS).optional()),
  classCode: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'badFormat')
      .optional(),
  ),
});

const TAGS = ['career'];

/**
 * 职业库 and 职业发展 (issue 20): occupations with their O*NET codes and values, where a major
 * leads, and the 专业定位报告 (members only, like the route `report` it feeds).
 */
const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const careers = careerService(app.schools, app.majors);
  const positions = positionService(app);

  app.get(
    '/job_detail/careerDevelopment',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary:
          'Where a major leads (?majorCode= a 专业类 such as 0809 or a 本科 major code such as 080901: CareerOfMajor), one occupation and the majors that lead there (?occupation=software-developer: CareerOfOccupation), or occupations by fit with a code (?riasec=IRC, Brown & Gore C index: CareerOfCode). Exactly one; 404 for an unknown major or occupation',
        querystring: developmentQuery,
        response: { 200: careerDevelopmentSchema },
      },
    },
    async (req) => {
      const { majorCode: code, occupation, riasec } = req.query;
      const given = [code, occupation, riasec].filter((v) => v !== undefined).length;
      if (given !== 1) throw fieldError('majorCode', 'careerOneOf');
      if (code) return await careers.ofMajor(code);
      if (occupation) return await careers.ofOccupation(occupation);
      return careers.ofCode(riasec!);
    },
  );

  app.get(
    '/career/getAll',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary:
          'The career library (CareerLibrary: occupations with O*NET SOC code, interest code, top work values, typical degree and the 专业类 that lead there), filtered by keyword, RIASEC type letter, work value, education or 专业类; with the O*NET CC BY 4.0 attribution',
        querystring: libraryQuery,
        response: { 200: careerLibrarySchema },
      },
    },
    async (req) => careers.library(req.query),
  );

  app.get(
    '/report/majorPosition',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary:
          "VIP only: my 专业定位报告 (MajorPositionReport): the latest major-position test's RIASEC profile, 专业类 ranked by interest, preferences, work values and personality (when those tests are finished) with reasons, each with its majors and the schools admitting to them in my province with their recent lines. 403 vipRequired for non-members, 404 when the test is not finished",
        response: { 200: majorPositionReportSchema },
      },
    },
    async (req) => {
      await requireVip(app.membership, req.auth!.userId);
      return await positions.forUser(req.auth!.userId);
    },
  );
};

export default careerRoutes;
