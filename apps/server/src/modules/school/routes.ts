import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors.ts';
import { optionalText, pageQuery } from '../../lib/schema.ts';
import { optionalBool, optionalYear, provinceCodeFilter, provinceField, refId } from '../reference/fields.ts';
import { findProvinceUnit } from '../../lib/province.ts';
import { SCHOOL_TYPES } from './service.ts';
import { majorBriefSchema, schoolCitySchema, schoolDetailSchema, schoolSummarySchema } from '@zhiyuan/shared/schemas/reference';
import { schoolPlansSchema } from '@zhiyuan/shared/schemas/plans';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A school_type dictionary value (1 = 综合 …) filters by its stored name; 0 is "no limit". */
const typeFilter = z
  .preprocess((v) => (v === '0' ? undefined : blank(v)), z.string().trim().max(20).optional())
  .transform((v) => (v && SCHOOL_TYPES.has(v) ? SCHOOL_TYPES.get(v)! : v));

/** `tags=985,211`: every tag must hold. */
const tagList = z
  .preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v === undefined ? [] : v) as unknown;
      return Array.isArray(list) ? list.map((s) => String(s).trim()).filter(Boolean) : list;
    },
    z.array(z.string().max(30)).max(10),
  )
  .optional();

const searchQuery = pageQuery.pick({ pageNumber: true, pageSize: true, order: true }).extend({
  province: provinceCodeFilter,
  city: optionalText(30),
  level: z.preprocess(blank, z.enum(['本科', '专科']).optional()),
  type: typeFilter,
  tags: tagList,
  isPrivate: optionalBool,
  keyword: optionalText(50),
  majorId: z.preprocess(blank, refId.optional()),
  sort: z.preprocess(blank, z.enum(['default', 'name', 'guobiaoCode']).optional()),
});

const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const schools = app.schools;

  app.get(
    '/schoolBaseInfo/getByPage',
    {
      config: { auth: 'public', cache: 'reference' },
      schema: {
        tags: ['school'],
        summary:
          'School search (院校库), paged: filters by province, city, level, type, tags (all must match), private/public, major offered; keyword matches the name, former names, pinyin initials (qhdx) and full pinyin prefix. Default order: 985, 211, 双一流, then the national code.',
        querystring: searchQuery,
        response: { 200: pageSchema(schoolSummarySchema) },
      },
    },
    async (req) => {
      const { pageNumber, pageSize, sort, order, province, ...filter } = req.query;
      return await schools.search({ ...filter, provinceCode: province }, { pageNumber, pageSize, sort, order });
    },
  );

  app.get(
    '/schoolBaseInfo/schoolGeneralSituation',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['school'],
        summary:
          'School overview (院校概况): every field, tags, derived type (typeDerived), majors offered, provinces with admission lines, data mode, and whether the caller saved it',
        querystring: z.object({ id: refId }),
        response: { 200: schoolDetailSchema },
      },
    },
    async (req) => {
      const detail = await schools.detail(req.query.id, req.auth?.userId ?? null);
      if (!detail) throw new AppError(404, 'notFound');
      return detail;
    },
  );

  app.get(
    '/schoolBaseInfo/schoolMajors',
    {
      config: { auth: 'user', cache: 'reference' },
      schema: {
        tags: ['school'],
        summary: 'Majors a school offers (undergraduate offerings list), in catalog code order; empty for schools outside that list (专科)',
        querystring: z.object({ id: refId }),
        response: { 200: z.array(majorBriefSchema) },
      },
    },
    async (req) => {
      const list = await schools.majors(req.query.id);
      if (!list) throw new AppError(404, 'notFound');
      return list;
    },
  );

  app.get(
    '/schoolBaseInfo/schoolPlans',
    {
      config: { auth: 'optional', cache: 'reference' },
      schema: {
        tags: ['school'],
        summary:
          "A school's 招生计划 (admission plan) in one province: seats, tuition, 选科, length of study per major for a year (default: the latest with a plan there), each flagged grew/shrank/same/new against the previous year's plan when the data has one",
        querystring: z.object({ id: refId, province: provinceField, year: optionalYear }),
        response: { 200: schoolPlansSchema },
      },
    },
    (req) => schools.plans(req.query.id, req.query.province, req.query.year),
  );

  app.get(
    '/schoolCity/get/:id',
    {
      config: { auth: 'public', cache: 'reference' },
      schema: {
        tags: ['school'],
        summary: 'Cities of a province that have institutions, for the search filter; id = province code (11 or 110000) or name (北京)',
        params: z.object({ id: z.string().trim().min(1).max(20) }),
        response: { 200: z.array(schoolCitySchema) },
      },
    },
    async (req) => {
      const unit = findProvinceUnit(req.params.id);
      if (!unit) throw fieldError('id', 'badFormat');
      return await schools.cities(unit.code);
    },
  );
};

export default schoolRoutes;
