import {
  formatDateTime,
  type DirectionMajor,
  type MajorAnswer,
  type QjPositionInputs,
  type PositionResult,
  type QjInstitutionInfo,
  type QjLineAdminView,
  type QjLineView,
  type QjMajorAdminView,
  type QjMajorDetail,
  type QjSchoolDetail,
  type QjSchoolView,
  type Page,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { cutForEcho } from '../../lib/validation.ts';
import type { MajorInput, SchoolInput, ScoreInput } from './admin-schema.ts';
import { gaokaoFullMarkOf } from './fields.ts';
import { institutionInfo, majorAdminView, majorView, scoreAdminView, type SchoolInsert } from './model.ts';
import { countsOf, coverageOf, entryItems, majorFits, positionItems } from './position.ts';
import * as repo from './repo.ts';

export const schoolNotFound = () => new AppError(404, 'qjSchoolNotFound');
export const majorNotFound = () => new AppError(404, 'qjMajorNotFound');

/** 强基计划 for the site: the school list and pages, the lines, and 强基定位. */
export function strongBaseService(db: Db) {
  async function schoolOr404(id: string) {
    const row = await repo.school(db, id);
    if (!row) throw schoolNotFound();
    return row;
  }

  return {
    years: (): Promise<number[]> => repo.years(db),

    /**
     * Schools of a year (the latest when none is asked), by keyword (school or major name) and the
     * school's province, in sort order, paged. The province comes from the linked institution, so
     * it is applied after linking (a year has tens of schools, not thousands).
     */
    async page(q: Pick<PageInput, 'pageNumber' | 'pageSize'> & { keyword?: string; province?: string; year?: number }): Promise<Page<QjSchoolView>> {
      const year = q.year ?? (await repo.years(db))[0];
      const rows = year === undefined ? [] : await repo.schools(db, { year, keyword: q.keyword });
      let views = await repo.schoolViews(db, rows);
      if (q.province) views = views.filter((v) => v.province === q.province);
      const start = (q.pageNumber - 1) * q.pageSize;
      return pageOf<QjSchoolView>(views.slice(start, start + q.pageSize), views.length, {
        ...q,
        sort: undefined,
        order: undefined,
        startDate: undefined,
        endDate: undefined,
      });
    },

    async detail(id: string): Promise<QjSchoolDetail> {
      const row = await schoolOr404(id);
      const [[view], majors, lines] = await Promise.all([
        repo.schoolViews(db, [row]),
        repo.majorViewsOf(db, id, row.isExample),
        repo.lines(db, { schoolId: id }),
      ]);
      return { ...view, majors, lines };
    },

    /** The reference institution's facts, or null when the school links to none. */
    async institution(id: string): Promise<QjInstitutionInfo | null> {
      const row = await schoolOr404(id);
      const linked = (await repo.linkedInstitutions(db, [row])).get(row.id);
      return linked ? institutionInfo(linked) : null;
    },

    async schoolLines(id: string, filter: { province?: string; year?: number }): Promise<QjLineView[]> {
      await schoolOr404(id);
      return repo.lines(db, { schoolId: id, ...filter });
    },

    async majorDetail(id: string): Promise<QjMajorDetail> {
      const major = await repo.major(db, id);
      if (!major) throw majorNotFound();
      const school = (await repo.school(db, major.qjSchoolId))!;
      const [[schoolView], lines] = await Promise.all([repo.schoolViews(db, [school]), repo.lines(db, { majorId: id })]);
      return { ...majorView(major, school.isExample), school: schoolView, lines };
    },

    /**
     * Computes the reachable list (composite lines) and the 入围-only lines of the province, with
     * where lines exist at all, and keeps it as the user's latest 强基定位 sitting.
     */
    async position(userId: string, inputs: QjPositionInputs): Promise<PositionResult> {
      const [rows, coverage] = await Promise.all([repo.linesIn(db, inputs.province), repo.lineCoverage(db)]);
      const items = positionItems(inputs, rows);
      const entries = entryItems(inputs, rows);
      const id = newId();
      const result: PositionResult = {
        id,
        createTime: formatDateTime(new Date()),
        inputs,
        items,
        counts: countsOf(items),
        entries,
        coverage: coverageOf(coverage),
      };
      await repo.saveSitting(db, { id, userId, context: { ...inputs }, result: { ...result } });
      return result;
    },

    async latestPosition(userId: string): Promise<PositionResult | null> {
      const row = await repo.latestSitting(db, userId);
      return row?.result ? (row.result as unknown as PositionResult) : null;
    },

    /** The 强基 directions and majors that fit: the query's inputs, else the latest sitting's, else none. */
    async majorAnswer(userId: string, query: Partial<MajorAnswer['inputs']>): Promise<MajorAnswer> {
      let inputs: MajorAnswer['inputs'] = { competition: 'none', interests: [] };
      let from: MajorAnswer['from'] = 'none';
      if ((query.interests?.length ?? 0) > 0 || (query.competition && query.competition !== 'none')) {
        inputs = { competition: query.competition ?? 'none', competitionSubject: query.competitionSubject, interests: query.interests ?? [] };
        from = 'query';
      } else {
        const sitting = await repo.latestSitting(db, userId);
        const ctx = sitting?.context as Partial<QjPositionInputs> | undefined;
        if (ctx) {
          inputs = { competition: ctx.competition ?? 'none', competitionSubject: ctx.competitionSubject, interests: ctx.interests ?? [] };
          from = 'sitting';
        }
      }
      // The newest year of each school's majors only: a school's older seasons would repeat them.
      const all = await repo.allMajors(db);
      const newest = new Map<string, number>();
      for (const { school } of all) newest.set(school.name, Math.max(newest.get(school.name) ?? 0, school.year));
      const majors: DirectionMajor[] = all
        .filter(({ school }) => newest.get(school.name) === school.year)
        .map(({ major, school }) => ({
          id: major.id,
          name: major.name,
          schoolId: school.id,
          schoolName: school.name,
          year: school.year,
          category: major.category,
          planCount: major.planCount,
          subjectRequirement: major.subjectRequirement,
          isExample: school.isExample,
        }));
      return { inputs, from, directions: majorFits(inputs, majors) };
    },
  };
}

export type StrongBaseService = ReturnType<typeof strongBaseService>;

/**
 * 强基计划 admin (issue 20, admin-routes.ts): the rules of the CRUD calls on the schools, their
 * majors and the published lines. Deleting a school deletes its majors and lines (foreign keys
 * cascade). An edit changes only the fields given.
 */
export function strongBaseAdminService(db: Db) {
  /** 404 naming the ids that are not rows of the table. */
  async function assertAll(table: repo.QjTable, ids: string[]) {
    const unique = [...new Set(ids)];
    const found = await repo.existingIds(db, table, unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length) throw new AppError(404, 'qjRowsNotFound', { ids: cutForEcho(missing.join(', ')) });
  }

  async function schoolViewOf(id: string): Promise<QjSchoolView> {
    const [view] = await repo.schoolViews(db, [(await repo.school(db, id))!]);
    return view;
  }

  async function assertInstitution(id: string | null | undefined) {
    if (!id) return;
    if (!(await repo.institutionExists(db, id))) throw fieldError('institutionId', 'qjInstitutionUnknown');
  }

  async function assertNameYearFree(nameValue: string, yearValue: number, exceptId?: string) {
    if (await repo.schoolNameYearTaken(db, nameValue, yearValue, exceptId)) throw fieldError('name', 'qjSchoolYearTaken', { year: yearValue });
  }

  async function schoolFieldOr400(id: string) {
    const row = await repo.school(db, id);
    if (!row) throw fieldError('qjSchoolId', 'qjSchoolNotFound');
    return row;
  }

  const majorAdminViewOf = async (id: string): Promise<QjMajorAdminView> => majorAdminView(await repo.majorWithSchool(db, id));
  const scoreAdminViewOf = async (id: string): Promise<QjLineAdminView> => scoreAdminView(await repo.scoreWithSchool(db, id));

  /** The rules a line must keep once its fields are merged: a major of its school, one line at least, within the scales. */
  async function checkLine(v: {
    qjSchoolId: string;
    qjMajorId: string | null;
    province: string;
    gaokaoFullMark: number;
    entryScore: number | null;
    compositeLine: number | null;
    compositeScale: number;
  }) {
    if (v.qjMajorId) {
      const major = await repo.major(db, v.qjMajorId);
      if (!major || major.qjSchoolId !== v.qjSchoolId) throw fieldError('qjMajorId', 'qjMajorNotOfSchool');
    }
    if (v.entryScore === null && v.compositeLine === null) throw fieldError('compositeLine', 'qjLineRequired');
    if (v.entryScore !== null && v.entryScore > v.gaokaoFullMark) throw fieldError('entryScore', 'qjOverScale', { max: v.gaokaoFullMark });
    if (v.compositeLine !== null && v.compositeLine > v.compositeScale) throw fieldError('compositeLine', 'qjOverScale', { max: v.compositeScale });
  }

  return {
    // ───────── schools ─────────
    /** Schools by name (contains), year, isExample; newest year first, then in order; paged. */
    async schoolPage(q: PageInput & { name?: string; year?: number; isExample?: boolean }): Promise<Page<QjSchoolView>> {
      const { rows, total } = await repo.adminSchools(db, q);
      return pageOf(await repo.schoolViews(db, rows), total, q);
    },

    /** A school of a year (name and year unique; gaokaoWeight default 0.85, testFullMark default 100). */
    async addSchool(b: SchoolInput): Promise<QjSchoolView> {
      await assertNameYearFree(b.name, b.year);
      await assertInstitution(b.institutionId);
      const id = newId();
      await repo.insertSchool(db, {
        id,
        year: b.year,
        name: b.name,
        institutionId: b.institutionId ?? null,
        signupStart: b.signupStart ?? null,
        signupEnd: b.signupEnd ?? null,
        testPeriod: b.testPeriod ?? null,
        entryRule: b.entryRule ?? '',
        gaokaoWeight: String(b.gaokaoWeight ?? 0.85),
        testFullMark: b.testFullMark ?? 100,
        summary: b.summary ?? '',
        source: b.source ?? '',
        isExample: b.isExample ?? false,
        sortOrder: b.sortOrder ?? 0,
      });
      return schoolViewOf(id);
    },

    /** Changes the fields given (read-only fields already left out); the others stay. */
    async editSchool(id: string, b: Partial<SchoolInput>): Promise<QjSchoolView> {
      const before = await repo.school(db, id);
      if (!before) throw schoolNotFound();
      if (b.name !== undefined || b.year !== undefined) await assertNameYearFree(b.name ?? before.name, b.year ?? before.year, id);
      if (b.institutionId && b.institutionId !== before.institutionId) await assertInstitution(b.institutionId);
      const set: Partial<SchoolInsert> = { updateTime: new Date() };
      for (const [k, v] of Object.entries(b)) if (v !== undefined) (set as Record<string, unknown>)[k] = k === 'gaokaoWeight' ? String(v) : v;
      await repo.updateSchool(db, id, set);
      return schoolViewOf(id);
    },

    /** Deletes the schools with their majors and lines; 404 naming ids that do not exist. */
    async deleteSchools(ids: string[]) {
      await assertAll('school', ids);
      await repo.deleteByIds(db, 'school', ids);
    },

    /** Deletes every 示例 (seed) school with its majors and lines; how many schools went. */
    deleteExampleSchools: (): Promise<number> => repo.deleteExampleSchools(db),

    // ───────── majors ─────────
    /** Majors with their school: qjSchoolId, name (contains), year, isExample (the school's mark); paged. */
    async majorPage(q: PageInput & { qjSchoolId?: string; name?: string; year?: number; isExample?: boolean }): Promise<Page<QjMajorAdminView>> {
      const { rows, total } = await repo.adminMajors(db, q);
      return pageOf(rows.map(majorAdminView), total, q);
    },

    async addMajor(b: MajorInput): Promise<QjMajorAdminView> {
      await schoolFieldOr400(b.qjSchoolId);
      const id = newId();
      await repo.insertMajor(db, {
        id,
        qjSchoolId: b.qjSchoolId,
        name: b.name,
        category: b.category ?? '',
        planCount: b.planCount ?? null,
        subjectRequirement: b.subjectRequirement ?? '',
        note: b.note ?? '',
        sortOrder: b.sortOrder ?? 0,
      });
      return majorAdminViewOf(id);
    },

    async editMajor(id: string, b: Partial<MajorInput>): Promise<QjMajorAdminView> {
      const before = await repo.major(db, id);
      if (!before) throw majorNotFound();
      if (b.qjSchoolId && b.qjSchoolId !== before.qjSchoolId) {
        await schoolFieldOr400(b.qjSchoolId);
        // A major's lines belong to its school: moving it moves them.
        await repo.moveMajorLines(db, id, b.qjSchoolId);
      }
      const set: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(b)) if (v !== undefined) set[k] = v;
      if (Object.keys(set).length) await repo.updateMajor(db, id, set);
      return majorAdminViewOf(id);
    },

    /** Deletes the majors with their lines; 404 naming ids that do not exist. */
    async deleteMajors(ids: string[]) {
      await assertAll('major', ids);
      await repo.deleteByIds(db, 'major', ids);
    },

    /** Deletes the majors of every 示例 school (a major is 示例 when its school is); how many went. */
    deleteExampleMajors: (): Promise<number> => repo.deleteExampleMajors(db),

    // ───────── lines ─────────
    /** Lines with school and major: qjSchoolId, qjMajorId, province, year, isExample; newest first; paged. */
    async linePage(
      q: PageInput & { qjSchoolId?: string; qjMajorId?: string; province?: string; year?: number; isExample?: boolean },
    ): Promise<Page<QjLineAdminView>> {
      const { rows, total } = await repo.adminLines(db, q);
      return pageOf(rows.map(scoreAdminView), total, q);
    },

    /** A line of a school or of one of its majors; gaokaoFullMark defaults to the province's, compositeScale to 100. */
    async addLine(b: ScoreInput): Promise<QjLineAdminView> {
      await schoolFieldOr400(b.qjSchoolId);
      const values = {
        qjSchoolId: b.qjSchoolId,
        qjMajorId: b.qjMajorId ?? null,
        province: b.province,
        gaokaoFullMark: b.gaokaoFullMark ?? gaokaoFullMarkOf(b.province),
        entryScore: b.entryScore ?? null,
        compositeLine: b.compositeLine ?? null,
        compositeScale: b.compositeScale ?? 100,
      };
      await checkLine(values);
      const id = newId();
      await repo.insertScore(db, {
        id,
        ...values,
        year: b.year,
        subjectType: b.subjectType ?? '',
        source: b.source ?? '',
        isExample: b.isExample ?? false,
        entryScore: values.entryScore === null ? null : String(values.entryScore),
        compositeLine: values.compositeLine === null ? null : String(values.compositeLine),
      });
      return scoreAdminViewOf(id);
    },

    /** Changes the fields given; the merged line must still keep the rules (checkLine). */
    async editLine(id: string, b: Partial<ScoreInput>): Promise<QjLineAdminView> {
      const before = await repo.score(db, id);
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
      await repo.updateScore(db, id, {
        ...merged,
        entryScore: merged.entryScore === null ? null : String(merged.entryScore),
        compositeLine: merged.compositeLine === null ? null : String(merged.compositeLine),
        year: b.year ?? before.year,
        subjectType: b.subjectType ?? before.subjectType,
        source: b.source ?? before.source,
        isExample: b.isExample ?? before.isExample,
      });
      return scoreAdminViewOf(id);
    },

    /** Deletes the lines; 404 naming ids that do not exist. */
    async deleteLines(ids: string[]) {
      await assertAll('score', ids);
      await repo.deleteByIds(db, 'score', ids);
    },

    /** Deletes every 示例 (seed) line; how many went. */
    deleteExampleLines: (): Promise<number> => repo.deleteExampleScores(db),
  };
}

export type StrongBaseAdminService = ReturnType<typeof strongBaseAdminService>;
