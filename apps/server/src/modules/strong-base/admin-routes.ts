import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { QjLineAdminView, QjMajorAdminView, QjSchoolView } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { institutions, qjMajors, qjSchools, qjScores } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, idList, idText, optionalId, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';
import { cutForEcho } from '../../lib/validation.ts';
import { blank, gaokaoFullMarkOf, optionalProvince, optionalYear } from './fields.ts';
import { lineView, majorView } from './model.ts';
import {
  emptyBody, majorFields, majorReadOnly, partial, schoolFields, schoolReadOnly, scoreFields, scoreReadOnly, strongBaseCode,
} from './admin-schema.ts';
import { strongBaseRepo } from './repo.ts';
import { majorNotFound, schoolNotFound } from './service.ts';

/**
 * 强基计划 admin (issue 20): XBoot-shaped CRUD of the schools (/qjPlanYuanxiao), their majors
 * (/qjPlanZhuanye) and the published lines (/qjEnrollScore): getByCondition, add, edit, delByIds and
 * delExamples (removes the 示例 seed), each with its strongBase:<area>:<action> code. Deleting a school
 * deletes its majors and lines (foreign keys cascade). Bodies are strict; a read view posted back
 * on edit keeps its read-only fields unchanged.
 */

const strongBaseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = strongBaseRepo(app.db);
  const db = app.db;

  /** 404 naming the ids that are not rows of the table. */
  async function assertAll(table: typeof qjSchools | typeof qjMajors | typeof qjScores, ids: string[]) {
    const unique = [...new Set(ids)];
    const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, unique))).map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length) throw new AppError(404, 'qjRowsNotFound', { ids: cutForEcho(missing.join(', ')) });
  }

  async function schoolViewOf(id: string): Promise<QjSchoolView> {
    const [view] = await repo.schoolViews([(await repo.school(id))!]);
    return view;
  }

  async function assertInstitution(id: string | null | undefined) {
    if (!id) return;
    const [hit] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id)).limit(1);
    if (!hit) throw fieldError('institutionId', 'qjInstitutionUnknown');
  }

  async function assertNameYearFree(nameValue: string, yearValue: number, exceptId?: string) {
    const [taken] = await db.select({ id: qjSchools.id }).from(qjSchools)
      .where(and(eq(qjSchools.name, nameValue), eq(qjSchools.year, yearValue), exceptId ? ne(qjSchools.id, exceptId) : undefined)).limit(1);
    if (taken) throw fieldError('name', 'qjSchoolYearTaken', { year: yearValue });
  }

  async function schoolFieldOr400(id: string) {
    const row = await repo.school(id);
    if (!row) throw fieldError('qjSchoolId', 'qjSchoolNotFound');
    return row;
  }

  // ───────── schools ─────────
  const schoolTags = ['admin:strong-base'];
  app.get('/qjPlanYuanxiao/getByCondition', {
    config: { permission: strongBaseCode('school', 'view') },
    schema: {
      tags: schoolTags, summary: 'Admin list of 强基 schools: name contains, year, isExample; newest year first, then in order; paged',
      querystring: pageQuery.extend({ name: optionalText(50), year: optionalYear, isExample: z.preprocess(blank, formBool.optional()) }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      q.name ? ilike(qjSchools.name, escapeLike(q.name)) : undefined,
      q.year !== undefined ? eq(qjSchools.year, q.year) : undefined,
      q.isExample !== undefined ? eq(qjSchools.isExample, q.isExample) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(qjSchools).where(where).orderBy(desc(qjSchools.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjSchools.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      db.select({ total: count() }).from(qjSchools).where(where),
    ]);
    return ok(req, pageOf(await repo.schoolViews(rows), Number(total), q));
  });

  app.post('/qjPlanYuanxiao/add', {
    config: { permission: strongBaseCode('school', 'add') },
    schema: { tags: schoolTags, summary: 'Add a 强基 school of a year (name and year unique; gaokaoWeight 0.85–0.99, default 0.85; testFullMark default 100)', body: z.object(schoolFields) },
  }, async (req) => {
    const b = req.body;
    await assertNameYearFree(b.name, b.year);
    await assertInstitution(b.institutionId);
    const id = newId();
    await db.insert(qjSchools).values({
      id, year: b.year, name: b.name, institutionId: b.institutionId ?? null, signupStart: b.signupStart ?? null, signupEnd: b.signupEnd ?? null,
      testPeriod: b.testPeriod ?? null, entryRule: b.entryRule ?? '', gaokaoWeight: String(b.gaokaoWeight ?? 0.85), testFullMark: b.testFullMark ?? 100,
      summary: b.summary ?? '', source: b.source ?? '', isExample: b.isExample ?? false, sortOrder: b.sortOrder ?? 0,
    });
    return ok(req, await schoolViewOf(id));
  });

  app.post('/qjPlanYuanxiao/edit', {
    config: { permission: strongBaseCode('school', 'edit') },
    schema: { tags: schoolTags, summary: 'Change a 强基 school; fields left out stay as they are (the list view may be posted back)', body: z.object({ id: idText, ...partial(schoolFields), ...schoolReadOnly }) },
  }, async (req) => {
    const { id, province: _p, city: _c, majorCount: _m, lineCount: _l, createTime: _ct, updateTime: _ut, ...b } = req.body;
    const before = await repo.school(id);
    if (!before) throw schoolNotFound();
    if (b.name !== undefined || b.year !== undefined) await assertNameYearFree(b.name ?? before.name, b.year ?? before.year, id);
    if (b.institutionId && b.institutionId !== before.institutionId) await assertInstitution(b.institutionId);
    const set: Partial<typeof qjSchools.$inferInsert> = { updateTime: new Date() };
    for (const [k, v] of Object.entries(b)) if (v !== undefined) (set as Record<string, unknown>)[k] = k === 'gaokaoWeight' ? String(v) : v;
    await db.update(qjSchools).set(set).where(eq(qjSchools.id, id));
    return ok(req, await schoolViewOf(id));
  });

  app.post('/qjPlanYuanxiao/delByIds', {
    config: { permission: strongBaseCode('school', 'delete') },
    schema: { tags: schoolTags, summary: 'Delete 强基 schools with their majors and lines; 404 naming ids that do not exist', body: z.object({ ids: idList }) },
  }, async (req) => {
    await assertAll(qjSchools, req.body.ids);
    await db.delete(qjSchools).where(inArray(qjSchools.id, req.body.ids));
    return ok(req, null);
  });

  app.post('/qjPlanYuanxiao/delExamples', {
    config: { permission: strongBaseCode('school', 'delete') },
    schema: { tags: schoolTags, summary: 'Delete every 示例 (seed) school with its majors and lines → { deleted } (schools removed)', body: emptyBody },
  }, async (req) => {
    const gone = await db.delete(qjSchools).where(eq(qjSchools.isExample, true)).returning({ id: qjSchools.id });
    return ok(req, { deleted: gone.length });
  });

  // ───────── majors ─────────
  const majorTags = ['admin:strong-base'];
  const majorSelect = { major: qjMajors, schoolName: qjSchools.name, schoolYear: qjSchools.year, schoolIsExample: qjSchools.isExample };
  const majorAdminView = (r: { major: typeof qjMajors.$inferSelect; schoolName: string; schoolYear: number; schoolIsExample: boolean }): QjMajorAdminView => ({
    ...majorView(r.major, r.schoolIsExample), schoolName: r.schoolName, schoolYear: r.schoolYear,
  });
  async function majorAdminViewOf(id: string) {
    const [r] = await db.select(majorSelect).from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId)).where(eq(qjMajors.id, id));
    return majorAdminView(r);
  }

  app.get('/qjPlanZhuanye/getByCondition', {
    config: { permission: strongBaseCode('major', 'view') },
    schema: {
      tags: majorTags, summary: 'Admin list of 强基 majors with their school: qjSchoolId, name contains, year, isExample (the school’s mark); paged',
      querystring: pageQuery.extend({ qjSchoolId: optionalId, name: optionalText(50), year: optionalYear, isExample: z.preprocess(blank, formBool.optional()) }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      q.qjSchoolId ? eq(qjMajors.qjSchoolId, q.qjSchoolId) : undefined,
      q.name ? ilike(qjMajors.name, escapeLike(q.name)) : undefined,
      q.year !== undefined ? eq(qjSchools.year, q.year) : undefined,
      q.isExample !== undefined ? eq(qjSchools.isExample, q.isExample) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select(majorSelect).from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId)).where(where)
        .orderBy(desc(qjSchools.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjMajors.sortOrder), asc(qjMajors.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      db.select({ total: count() }).from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId)).where(where),
    ]);
    return ok(req, pageOf(rows.map(majorAdminView), Number(total), q));
  });

  app.post('/qjPlanZhuanye/add', {
    config: { permission: strongBaseCode('major', 'add') },
    schema: { tags: majorTags, summary: 'Add a 强基 major to a school (planCount empty = 未公布)', body: z.object(majorFields) },
  }, async (req) => {
    const b = req.body;
    await schoolFieldOr400(b.qjSchoolId);
    const id = newId();
    await db.insert(qjMajors).values({
      id, qjSchoolId: b.qjSchoolId, name: b.name, category: b.category ?? '', planCount: b.planCount ?? null,
      subjectRequirement: b.subjectRequirement ?? '', note: b.note ?? '', sortOrder: b.sortOrder ?? 0,
    });
    return ok(req, await majorAdminViewOf(id));
  });

  app.post('/qjPlanZhuanye/edit', {
    config: { permission: strongBaseCode('major', 'edit') },
    schema: { tags: majorTags, summary: 'Change a 强基 major; fields left out stay as they are', body: z.object({ id: idText, ...partial(majorFields), ...majorReadOnly }) },
  }, async (req) => {
    const { id, isExample: _e, schoolName: _n, schoolYear: _y, ...b } = req.body;
    const before = await repo.major(id);
    if (!before) throw majorNotFound();
    if (b.qjSchoolId && b.qjSchoolId !== before.qjSchoolId) {
      await schoolFieldOr400(b.qjSchoolId);
      // A major's lines belong to its school: moving it moves them.
      await db.update(qjScores).set({ qjSchoolId: b.qjSchoolId }).where(eq(qjScores.qjMajorId, id));
    }
    const set: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b)) if (v !== undefined) set[k] = v;
    if (Object.keys(set).length) await db.update(qjMajors).set(set).where(eq(qjMajors.id, id));
    return ok(req, await majorAdminViewOf(id));
  });

  app.post('/qjPlanZhuanye/delByIds', {
    config: { permission: strongBaseCode('major', 'delete') },
    schema: { tags: majorTags, summary: 'Delete 强基 majors with their lines; 404 naming ids that do not exist', body: z.object({ ids: idList }) },
  }, async (req) => {
    await assertAll(qjMajors, req.body.ids);
    await db.delete(qjMajors).where(inArray(qjMajors.id, req.body.ids));
    return ok(req, null);
  });

  app.post('/qjPlanZhuanye/delExamples', {
    config: { permission: strongBaseCode('major', 'delete') },
    schema: { tags: majorTags, summary: 'Delete the majors of every 示例 school (a major is 示例 when its school is) → { deleted }', body: emptyBody },
  }, async (req) => {
    const examples = db.select({ id: qjSchools.id }).from(qjSchools).where(eq(qjSchools.isExample, true));
    const gone = await db.delete(qjMajors).where(inArray(qjMajors.qjSchoolId, examples)).returning({ id: qjMajors.id });
    return ok(req, { deleted: gone.length });
  });

  // ───────── lines ─────────
  const scoreTags = ['admin:strong-base'];
  const scoreSelect = { line: qjScores, majorName: qjMajors.name, schoolName: qjSchools.name, schoolYear: qjSchools.year };
  const scoreAdminView = (r: { line: typeof qjScores.$inferSelect; majorName: string | null; schoolName: string; schoolYear: number }): QjLineAdminView => ({
    ...lineView(r.line, r.majorName), schoolName: r.schoolName, schoolYear: r.schoolYear,
  });
  async function scoreAdminViewOf(id: string) {
    const [r] = await db.select(scoreSelect).from(qjScores).innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId))
      .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId)).where(eq(qjScores.id, id));
    return scoreAdminView(r);
  }

  /** The rules a line must keep once its fields are merged: a major of its school, one line at least, within the scales. */
  async function checkLine(v: { qjSchoolId: string; qjMajorId: string | null; province: string; gaokaoFullMark: number; entryScore: number | null; compositeLine: number | null; compositeScale: number }) {
    if (v.qjMajorId) {
      const major = await repo.major(v.qjMajorId);
      if (!major || major.qjSchoolId !== v.qjSchoolId) throw fieldError('qjMajorId', 'qjMajorNotOfSchool');
    }
    if (v.entryScore === null && v.compositeLine === null) throw fieldError('compositeLine', 'qjLineRequired');
    if (v.entryScore !== null && v.entryScore > v.gaokaoFullMark) throw fieldError('entryScore', 'qjOverScale', { max: v.gaokaoFullMark });
    if (v.compositeLine !== null && v.compositeLine > v.compositeScale) throw fieldError('compositeLine', 'qjOverScale', { max: v.compositeScale });
  }

  app.get('/qjEnrollScore/getByCondition', {
    config: { permission: strongBaseCode('score', 'view') },
    schema: {
      tags: scoreTags, summary: 'Admin list of 强基 lines with school and major: qjSchoolId, qjMajorId, province, year, isExample; newest first; paged',
      querystring: pageQuery.extend({
        qjSchoolId: optionalId, qjMajorId: optionalId, province: optionalProvince, year: optionalYear, isExample: z.preprocess(blank, formBool.optional()),
      }),
    },
  }, async (req) => {
    const q = req.query;
    const where: SQL | undefined = and(
      q.qjSchoolId ? eq(qjScores.qjSchoolId, q.qjSchoolId) : undefined,
      q.qjMajorId ? eq(qjScores.qjMajorId, q.qjMajorId) : undefined,
      q.province ? eq(qjScores.province, q.province) : undefined,
      q.year !== undefined ? eq(qjScores.year, q.year) : undefined,
      q.isExample !== undefined ? eq(qjScores.isExample, q.isExample) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      db.select(scoreSelect).from(qjScores).innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId)).leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
        .where(where).orderBy(desc(qjScores.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjScores.province), asc(qjScores.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      db.select({ total: count() }).from(qjScores).where(where),
    ]);
    return ok(req, pageOf(rows.map(scoreAdminView), Number(total), q));
  });

  app.post('/qjEnrollScore/add', {
    config: { permission: strongBaseCode('score', 'add') },
    schema: {
      tags: scoreTags,
      summary: 'Add a published 强基 line of a school (qjMajorId empty) or one of its majors: entryScore (入围, 高考 scale) and/or compositeLine (综合 on compositeScale 100|750|1000); gaokaoFullMark defaults to the province’s',
      body: z.object(scoreFields),
    },
  }, async (req) => {
    const b = req.body;
    await schoolFieldOr400(b.qjSchoolId);
    const values = {
      qjSchoolId: b.qjSchoolId, qjMajorId: b.qjMajorId ?? null, province: b.province, gaokaoFullMark: b.gaokaoFullMark ?? gaokaoFullMarkOf(b.province),
      entryScore: b.entryScore ?? null, compositeLine: b.compositeLine ?? null, compositeScale: b.compositeScale ?? 100,
    };
    await checkLine(values);
    const id = newId();
    await db.insert(qjScores).values({
      id, ...values, year: b.year, subjectType: b.subjectType ?? '', source: b.source ?? '', isExample: b.isExample ?? false,
      entryScore: values.entryScore === null ? null : String(values.entryScore), compositeLine: values.compositeLine === null ? null : String(values.compositeLine),
    });
    return ok(req, await scoreAdminViewOf(id));
  });

  app.post('/qjEnrollScore/edit', {
    config: { permission: strongBaseCode('score', 'edit') },
    schema: { tags: scoreTags, summary: 'Change a 强基 line; fields left out stay as they are', body: z.object({ id: idText, ...partial(scoreFields), ...scoreReadOnly }) },
  }, async (req) => {
    const { id, majorName: _m, schoolName: _s, schoolYear: _y, ...b } = req.body;
    const [before] = await db.select().from(qjScores).where(eq(qjScores.id, id)).limit(1);
    if (!before) throw new AppError(404, 'qjScoreNotFound');
    if (b.qjSchoolId && b.qjSchoolId !== before.qjSchoolId) await schoolFieldOr400(b.qjSchoolId);
    const merged = {
      qjSchoolId: b.qjSchoolId ?? before.qjSchoolId,
      qjMajorId: b.qjMajorId !== undefined ? b.qjMajorId : before.qjMajorId,
      province: b.province ?? before.province,
      gaokaoFullMark: b.gaokaoFullMark ?? before.gaokaoFullMark,
      entryScore: b.entryScore !== undefined ? b.entryScore : before.entryScore === null ? null : Number(before.entryScore),
      compositeLine: b.compositeLine !== undefined ? b.compositeLine : before.compositeLine === null ? null : Number(before.compositeLine),
      compositeScale: b.compositeScale ?? before.compositeScale,
    };
    await checkLine(merged);
    await db.update(qjScores).set({
      ...merged,
      entryScore: merged.entryScore === null ? null : String(merged.entryScore),
      compositeLine: merged.compositeLine === null ? null : String(merged.compositeLine),
      year: b.year ?? before.year, subjectType: b.subjectType ?? before.subjectType, source: b.source ?? before.source, isExample: b.isExample ?? before.isExample,
    }).where(eq(qjScores.id, id));
    return ok(req, await scoreAdminViewOf(id));
  });

  app.post('/qjEnrollScore/delByIds', {
    config: { permission: strongBaseCode('score', 'delete') },
    schema: { tags: scoreTags, summary: 'Delete 强基 lines; 404 naming ids that do not exist', body: z.object({ ids: idList }) },
  }, async (req) => {
    await assertAll(qjScores, req.body.ids);
    await db.delete(qjScores).where(inArray(qjScores.id, req.body.ids));
    return ok(req, null);
  });

  app.post('/qjEnrollScore/delExamples', {
    config: { permission: strongBaseCode('score', 'delete') },
    schema: { tags: scoreTags, summary: 'Delete every 示例 (seed) line → { deleted }', body: emptyBody },
  }, async (req) => {
    const gone = await db.delete(qjScores).where(eq(qjScores.isExample, true)).returning({ id: qjScores.id });
    return ok(req, { deleted: gone.length });
  });
};

export default strongBaseAdminRoutes;
