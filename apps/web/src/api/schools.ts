import type {
  CollectionItem,
  CollectionToggle,
  CollegeScoreLines,
  CourseBatchOptions,
  MajorBrief,
  Page,
  ReferenceFilters,
  SchoolCity,
  SchoolDetail,
  SchoolQuery,
  SchoolSummary,
  ScoreLineLevel,
  ScoreLineRow,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** Typed calls of the school pages (院校库, 院校详情, 专业分数线, 院校对比). */

/** The school search's query (院校库), its paging always given. */
export type SchoolSearchParams = SchoolQuery & Required<Pick<SchoolQuery, 'pageNumber' | 'pageSize'>>;

/** GET /schoolBaseInfo/getByPage: school search with filters, sort and paging. */
export const searchSchools = (params: SchoolSearchParams) =>
  unwrap(http.get<Page<SchoolSummary>>('/schoolBaseInfo/getByPage', { ...params, tags: params.tags?.length ? params.tags : undefined }));

/** GET /schoolBaseInfo/schoolGeneralSituation?id= */
export const getSchoolDetail = (id: string) => unwrap(http.get<SchoolDetail>('/schoolBaseInfo/schoolGeneralSituation', { id }));

/** GET /schoolBaseInfo/schoolMajors?id=: the undergraduate majors a school offers. */
export const getSchoolMajors = (id: string) => unwrap(http.get<MajorBrief[]>('/schoolBaseInfo/schoolMajors', { id }));

/** GET /schoolCity/get/{province}: cities with institutions. */
export const getSchoolCities = (province: string) => unwrap(http.get<SchoolCity[]>(`/schoolCity/get/${encodeURIComponent(province)}`));

/** GET /reference/filters */
export const getReferenceFilters = () => unwrap(http.get<ReferenceFilters>('/reference/filters'));

export interface SchoolLinesParams {
  province?: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  level?: ScoreLineLevel;
}

/** GET /collegeScoreLine/get/{id}: one school's lines grouped by year. */
export const getSchoolLines = (id: string, params: SchoolLinesParams = {}) =>
  unwrap(http.get<CollegeScoreLines>(`/collegeScoreLine/get/${encodeURIComponent(id)}`, { ...params }));

export interface ProvinceLinesParams {
  pageNumber: number;
  pageSize: number;
  province: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  keyword?: string;
  schoolId?: string;
}

/** GET /yuanxiaoLqxxJssdt/getZyByCmd: major-level lines of a province and year (default: the latest), paged. */
export const getMajorLines = (params: ProvinceLinesParams) => unwrap(http.get<Page<ScoreLineRow>>('/yuanxiaoLqxxJssdt/getZyByCmd', { ...params }));

/** GET /lineShowCourseBatch/getKlAndPc: subject types, batches and years of a province. */
export const getCourseBatches = (province: string, year?: number) =>
  unwrap(http.get<CourseBatchOptions>('/lineShowCourseBatch/getKlAndPc', { province, year }));

/** POST /professionCollection/saveOrDelete: toggles a saved school; answers whether it is saved now. */
export const toggleSavedSchool = (targetId: string) => unwrap(http.post<CollectionToggle>('/professionCollection/saveOrDelete', { kind: 'school', targetId }));

/** GET /professionCollection/getMine?kind=school: the user's saved schools. */
export const getSavedSchools = () => unwrap(http.get<CollectionItem[]>('/professionCollection/getMine', { kind: 'school' }));
