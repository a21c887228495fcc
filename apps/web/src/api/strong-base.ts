import type {
  MajorAnswer,
  Page,
  QjPositionInputs,
  PositionResult,
  QjInstitutionInfo,
  QjLineView,
  QjMajorDetail,
  QjSchoolDetail,
  QjSchoolView,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/**
 * 强基计划 (issue 20, spec §7 "Strong-foundation"): the pilot schools, one school's majors and lines,
 * one major, the reference institution's facts, and 强基定位 (the 85/15 calculator and the majors that
 * fit). Every call needs a signed-in user. The shapes: @zhiyuan/shared contracts/strong-base.ts.
 */

const id = (value: string) => encodeURIComponent(value);

/** GET /qjPlanYuanxiao/getByPage: the schools of a year (the latest when none), by keyword and the school's province. */
export const getStrongBaseSchools = (q: { pageNumber: number; pageSize: number; keyword?: string; province?: string; year?: number }) =>
  unwrap(http.get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage', { ...q, keyword: q.keyword?.trim() || undefined, province: q.province || undefined }));

/** GET /qjPlanYuanxiao/getYears: the years with schools, newest first. */
export const getStrongBaseYears = () => unwrap(http.get<number[]>('/qjPlanYuanxiao/getYears'));

/** GET /qjPlanYuanxiao/get/{id}: one school with its majors and lines (404 for an unknown id). */
export const getStrongBaseSchool = (schoolId: string) => unwrap(http.get<QjSchoolDetail>(`/qjPlanYuanxiao/get/${id(schoolId)}`));

/** GET /qjPlanYuanxiao/getYxInfo: the reference institution's facts, or null. */
export const getStrongBaseInstitution = (schoolId: string) => unwrap(http.get<QjInstitutionInfo | null>('/qjPlanYuanxiao/getYxInfo', { id: schoolId }));

/** GET /qjEnrollScore/get/{id}: a school's lines by province and year. */
export const getStrongBaseLines = (schoolId: string, filter: { province?: string; year?: number } = {}) =>
  unwrap(http.get<QjLineView[]>(`/qjEnrollScore/get/${id(schoolId)}`, { province: filter.province || undefined, year: filter.year }));

/** GET /qjPlanZhuanye/get/{id}: one major with its school and lines. */
export const getStrongBaseMajor = (majorId: string) => unwrap(http.get<QjMajorDetail>(`/qjPlanZhuanye/get/${id(majorId)}`));

/** POST /qjPositionAnswer/insert: computes and saves the student's 强基定位. */
export const savePosition = (inputs: QjPositionInputs) =>
  unwrap(
    http.postJson<PositionResult>('/qjPositionAnswer/insert', {
      ...inputs,
      subjectType: inputs.subjectType || undefined,
      competitionSubject: inputs.competition === 'none' ? undefined : inputs.competitionSubject,
    }),
  );

/** GET /qjPositionAnswer/getTestAnswer: the latest saved 强基定位, or null. */
export const getLatestPosition = () => unwrap(http.get<PositionResult | null>('/qjPositionAnswer/getTestAnswer'));

/** GET /qjPositionMajor/getAnswer: the directions and majors that fit (the latest sitting's inputs without a query). */
export const getFittingMajors = () => unwrap(http.get<MajorAnswer>('/qjPositionMajor/getAnswer'));
