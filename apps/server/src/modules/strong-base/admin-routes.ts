import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QjDeleted } from '@zhiyuan/shared';
import { z } from 'zod';
import { formBool, idList, idText, optionalId, optionalText, pageQuery } from '../../lib/schema.ts';
import { blank, optionalProvince, optionalYear } from './fields.ts';
import { emptyBody, majorFields, majorReadOnly, partial, schoolFields, schoolReadOnly, scoreFields, scoreReadOnly, strongBaseCode } from './admin-schema.ts';
import { strongBaseAdminService } from './service.ts';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { qjDeletedSchema, qjLineAdminViewSchema, qjMajorAdminViewSchema, qjSchoolViewSchema } from '@zhiyuan/shared/schemas/strong-base';

/**
 * 强基计划 admin (issue 20): XBoot-shaped CRUD of the schools (/qjPlanYuanxiao), their majors
 * (/qjPlanZhuanye) and the published lines (/qjEnrollScore): getByCondition, add, edit, delByIds and
 * delExamples (removes the 示例 seed), each with its strongBase:<area>:<action> code. Deleting a school
 * deletes its majors and lines (foreign keys cascade). Bodies are strict; a read view posted back
 * on edit keeps its read-only fields unchanged.
 */

const strongBaseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = strongBaseAdminService(app.db);

  // ───────── schools ─────────
  const schoolTags = ['admin:strong-base'];
  app.get(
    '/qjPlanYuanxiao/getByCondition',
    {
      config: { permission: strongBaseCode('school', 'view') },
      schema: {
        tags: schoolTags,
        summary: 'Admin list of 强基 schools: name contains, year, isExample; newest year first, then in order; paged',
        querystring: pageQuery.extend({ name: optionalText(50), year: optionalYear, isExample: z.preprocess(blank, formBool.optional()) }),
        response: { 200: pageSchema(qjSchoolViewSchema) },
      },
    },
    (req) => admin.schoolPage(req.query),
  );

  app.post(
    '/qjPlanYuanxiao/add',
    {
      config: { permission: strongBaseCode('school', 'add') },
      schema: {
        tags: schoolTags,
        summary: 'Add a 强基 school of a year (name and year unique; gaokaoWeight 0.85–0.99, default 0.85; testFullMark default 100)',
        body: z.object(schoolFields),
        response: { 200: qjSchoolViewSchema },
      },
    },
    (req) => admin.addSchool(req.body),
  );

  app.post(
    '/qjPlanYuanxiao/edit',
    {
      config: { permission: strongBaseCode('school', 'edit') },
      schema: {
        tags: schoolTags,
        summary: 'Change a 强基 school; fields left out stay as they are (the list view may be posted back)',
        body: z.object({ id: idText, ...partial(schoolFields), ...schoolReadOnly }),
        response: { 200: qjSchoolViewSchema },
      },
    },
    async (req) => {
      const { id, province: _p, city: _c, majorCount: _m, lineCount: _l, createTime: _ct, updateTime: _ut, ...b } = req.body;
      return await admin.editSchool(id, b);
    },
  );

  app.post(
    '/qjPlanYuanxiao/delByIds',
    {
      config: { permission: strongBaseCode('school', 'delete') },
      schema: {
        tags: schoolTags,
        summary: 'Delete 强基 schools with their majors and lines; 404 naming ids that do not exist',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await admin.deleteSchools(req.body.ids);
      return null;
    },
  );

  app.post(
    '/qjPlanYuanxiao/delExamples',
    {
      config: { permission: strongBaseCode('school', 'delete') },
      schema: {
        tags: schoolTags,
        summary: 'Delete every 示例 (seed) school with its majors and lines → { deleted } (schools removed)',
        body: emptyBody,
        response: { 200: qjDeletedSchema },
      },
    },
    async (): Promise<QjDeleted> => ({ deleted: await admin.deleteExampleSchools() }),
  );

  // ───────── majors ─────────
  const majorTags = ['admin:strong-base'];
  app.get(
    '/qjPlanZhuanye/getByCondition',
    {
      config: { permission: strongBaseCode('major', 'view') },
      schema: {
        tags: majorTags,
        summary: 'Admin list of 强基 majors with their school: qjSchoolId, name contains, year, isExample (the school’s mark); paged',
        querystring: pageQuery.extend({
          qjSchoolId: optionalId,
          name: optionalText(50),
          year: optionalYear,
          isExample: z.preprocess(blank, formBool.optional()),
        }),
        response: { 200: pageSchema(qjMajorAdminViewSchema) },
      },
    },
    (req) => admin.majorPage(req.query),
  );

  app.post(
    '/qjPlanZhuanye/add',
    {
      config: { permission: strongBaseCode('major', 'add') },
      schema: {
        tags: majorTags,
        summary: 'Add a 强基 major to a school (planCount empty = 未公布)',
        body: z.object(majorFields),
        response: { 200: qjMajorAdminViewSchema },
      },
    },
    (req) => admin.addMajor(req.body),
  );

  app.post(
    '/qjPlanZhuanye/edit',
    {
      config: { permission: strongBaseCode('major', 'edit') },
      schema: {
        tags: majorTags,
        summary: 'Change a 强基 major; fields left out stay as they are',
        body: z.object({ id: idText, ...partial(majorFields), ...majorReadOnly }),
        response: { 200: qjMajorAdminViewSchema },
      },
    },
    async (req) => {
      const { id, isExample: _e, schoolName: _n, schoolYear: _y, ...b } = req.body;
      return await admin.editMajor(id, b);
    },
  );

  app.post(
    '/qjPlanZhuanye/delByIds',
    {
      config: { permission: strongBaseCode('major', 'delete') },
      schema: {
        tags: majorTags,
        summary: 'Delete 强基 majors with their lines; 404 naming ids that do not exist',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await admin.deleteMajors(req.body.ids);
      return null;
    },
  );

  app.post(
    '/qjPlanZhuanye/delExamples',
    {
      config: { permission: strongBaseCode('major', 'delete') },
      schema: {
        tags: majorTags,
        summary: 'Delete the majors of every 示例 school (a major is 示例 when its school is) → { deleted }',
        body: emptyBody,
        response: { 200: qjDeletedSchema },
      },
    },
    async (): Promise<QjDeleted> => ({ deleted: await admin.deleteExampleMajors() }),
  );

  // ───────── lines ─────────
  const scoreTags = ['admin:strong-base'];
  app.get(
    '/qjEnrollScore/getByCondition',
    {
      config: { permission: strongBaseCode('score', 'view') },
      schema: {
        tags: scoreTags,
        summary: 'Admin list of 强基 lines with school and major: qjSchoolId, qjMajorId, province, year, isExample; newest first; paged',
        querystring: pageQuery.extend({
          qjSchoolId: optionalId,
          qjMajorId: optionalId,
          province: optionalProvince,
          year: optionalYear,
          isExample: z.preprocess(blank, formBool.optional()),
        }),
        response: { 200: pageSchema(qjLineAdminViewSchema) },
      },
    },
    (req) => admin.linePage(req.query),
  );

  app.post(
    '/qjEnrollScore/add',
    {
      config: { permission: strongBaseCode('score', 'add') },
      schema: {
        tags: scoreTags,
        summary:
          'Add a published 强基 line of a school (qjMajorId empty) or one of its majors: entryScore (入围, 高考 scale) and/or compositeLine (综合 on compositeScale 100|750|1000); gaokaoFullMark defaults to the province’s',
        body: z.object(scoreFields),
        response: { 200: qjLineAdminViewSchema },
      },
    },
    (req) => admin.addLine(req.body),
  );

  app.post(
    '/qjEnrollScore/edit',
    {
      config: { permission: strongBaseCode('score', 'edit') },
      schema: {
        tags: scoreTags,
        summary: 'Change a 强基 line; fields left out stay as they are',
        body: z.object({ id: idText, ...partial(scoreFields), ...scoreReadOnly }),
        response: { 200: qjLineAdminViewSchema },
      },
    },
    async (req) => {
      const { id, majorName: _m, schoolName: _s, schoolYear: _y, ...b } = req.body;
      return await admin.editLine(id, b);
    },
  );

  app.post(
    '/qjEnrollScore/delByIds',
    {
      config: { permission: strongBaseCode('score', 'delete') },
      schema: { tags: scoreTags, summary: 'Delete 强基 lines; 404 naming ids that do not exist', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await admin.deleteLines(req.body.ids);
      return null;
    },
  );

  app.post(
    '/qjEnrollScore/delExamples',
    {
      config: { permission: strongBaseCode('score', 'delete') },
      schema: { tags: scoreTags, summary: 'Delete every 示例 (seed) line → { deleted }', body: emptyBody, response: { 200: qjDeletedSchema } },
    },
    async (): Promise<QjDeleted> => ({ deleted: await admin.deleteExampleLines() }),
  );
};

export default strongBaseAdminRoutes;
