import {
  formatDateTime, type DirectionMajor, type MajorAnswer, type QjPositionInputs, type PositionResult, type QjInstitutionInfo, type QjLineView, type QjMajorDetail,
  type QjSchoolDetail, type QjSchoolView,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { institutionInfo, majorView } from './model.ts';
import { countsOf, majorFits, positionItems } from './position.ts';
import { strongBaseRepo } from './repo.ts';

export const schoolNotFound = () => new AppError(404, 'qjSchoolNotFound');
export const majorNotFound = () => new AppError(404, 'qjMajorNotFound');

/** 强基计划 for the site: the school list and pages, the lines, and 强基定位. */
export function strongBaseService(db: Db) {
  const repo = strongBaseRepo(db);

  async function schoolOr404(id: string) {
    const row = await repo.school(id);
    if (!row) throw schoolNotFound();
    return row;
  }

  return {
    repo,

    years: () => repo.years(),

    /**
     * Schools of a year (the latest when none is asked), by keyword (school or major name) and the
     * school's province, in sort order, paged. The province comes from the linked institution, so
     * it is applied after linking (a year has tens of schools, not thousands).
     */
    async page(q: Pick<PageInput, 'pageNumber' | 'pageSize'> & { keyword?: string; province?: string; year?: number }) {
      const year = q.year ?? (await repo.years())[0];
      const rows = year === undefined ? [] : await repo.schools({ year, keyword: q.keyword });
      let views = await repo.schoolViews(rows);
      if (q.province) views = views.filter((v) => v.province === q.province);
      const start = (q.pageNumber - 1) * q.pageSize;
      return pageOf<QjSchoolView>(views.slice(start, start + q.pageSize), views.length, { ...q, sort: undefined, order: undefined, startDate: undefined, endDate: undefined });
    },

    async detail(id: string): Promise<QjSchoolDetail> {
      const row = await schoolOr404(id);
      const [[view], majors, lines] = await Promise.all([repo.schoolViews([row]), repo.majorViewsOf(id, row.isExample), repo.lines({ schoolId: id })]);
      return { ...view, majors, lines };
    },

    /** The reference institution's facts, or null when the school links to none. */
    async institution(id: string): Promise<QjInstitutionInfo | null> {
      const row = await schoolOr404(id);
      const linked = (await repo.linkedInstitutions([row])).get(row.id);
      return linked ? institutionInfo(linked) : null;
    },

    async schoolLines(id: string, filter: { province?: string; year?: number }): Promise<QjLineView[]> {
      await schoolOr404(id);
      return repo.lines({ schoolId: id, ...filter });
    },

    async majorDetail(id: string): Promise<QjMajorDetail> {
      const major = await repo.major(id);
      if (!major) throw majorNotFound();
      const school = (await repo.school(major.qjSchoolId))!;
      const [[schoolView], lines] = await Promise.all([repo.schoolViews([school]), repo.lines({ majorId: id })]);
      return { ...majorView(major, school.isExample), school: schoolView, lines };
    },

    /** Computes the reachable list for the inputs and keeps it as the user's latest 强基定位 sitting. */
    async position(userId: string, inputs: QjPositionInputs): Promise<PositionResult> {
      const items = positionItems(inputs, await repo.compositeLinesIn(inputs.province));
      const id = newId();
      const result: PositionResult = { id, createTime: formatDateTime(new Date()), inputs, items, counts: countsOf(items) };
      await repo.saveSitting({ id, userId, context: { ...inputs }, result: { ...result } });
      return result;
    },

    async latestPosition(userId: string): Promise<PositionResult | null> {
      const row = await repo.latestSitting(userId);
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
        const sitting = await repo.latestSitting(userId);
        const ctx = sitting?.context as Partial<QjPositionInputs> | undefined;
        if (ctx) {
          inputs = { competition: ctx.competition ?? 'none', competitionSubject: ctx.competitionSubject, interests: ctx.interests ?? [] };
          from = 'sitting';
        }
      }
      // The newest year of each school's majors only: a school's older seasons would repeat them.
      const all = await repo.allMajors();
      const newest = new Map<string, number>();
      for (const { school } of all) newest.set(school.name, Math.max(newest.get(school.name) ?? 0, school.year));
      const majors: DirectionMajor[] = all.filter(({ school }) => newest.get(school.name) === school.year).map(({ major, school }) => ({
        id: major.id, name: major.name, schoolId: school.id, schoolName: school.name, year: school.year, category: major.category,
        planCount: major.planCount, subjectRequirement: major.subjectRequirement, isExample: school.isExample,
      }));
      return { inputs, from, directions: majorFits(inputs, majors) };
    },
  };
}

export type StrongBaseService = ReturnType<typeof strongBaseService>;
