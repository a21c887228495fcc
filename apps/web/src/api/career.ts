import type { TestListItem } from '@zhiyuan/shared';
import type { CareerLibrary, CareerOfMajor, CareerOfOccupation, MajorPositionReport } from '@zhiyuan/shared/contracts/career';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** Typed calls of the career library and the 专业定位报告 (issue 20). */

/** GET /job_detail/careerDevelopment?majorCode=: where a 专业类 or 本科 major leads. */
export const getCareersOfMajor = (majorCode: string) => unwrap(http.get<CareerOfMajor>('/job_detail/careerDevelopment', { majorCode }));

/** GET /job_detail/careerDevelopment?occupation=: one occupation and the majors that lead there. */
export const getOccupation = (occupation: string) => unwrap(http.get<CareerOfOccupation>('/job_detail/careerDevelopment', { occupation }));

/** GET /career/getAll: the library. */
export const getCareerLibrary = (filter: { keyword?: string; type?: string; classCode?: string } = {}) =>
  unwrap(http.get<CareerLibrary>('/career/getAll', filter));

/** GET /report/majorPosition: my 专业定位报告 (members only: 403 otherwise; 404 before the test is finished). */
export const getMajorPosition = () => unwrap(http.get<MajorPositionReport>('/report/majorPosition'));

/** GET /test/getAll: the tests with my state of each (which ones the report can use). */
export const getTestStates = () => unwrap(http.get<TestListItem[]>('/test/getAll'));
