import type {
  AutonomousMajor,
  AutonomousMajorView,
  CampCard,
  CampView,
  ContentCard,
  ContentDetail,
  ContentKind,
  CourseView,
  InformationIndex,
  Page,
  PathwayStep,
  QuestionList,
  SearchHit,
  SimpleTable,
} from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/**
 * Typed calls of the site's content (issue 19, spec §7 "Public content" and "Enrolment"): 资讯, the
 * 百问, experts, courses, cases, pathways, the competition whitelist, 报考条件, 材料模板, 自主招生, 高校营
 * and the site search. The first group needs no token (listed in PUBLIC_CALLS, @zhiyuan/shared), the rest a signed-in user.
 */

const id = (value: string) => encodeURIComponent(value);

// ---- No token ----

/** GET /expertIntroduce/getAll: every published expert, in sort order (body = bio HTML). */
export const getExperts = () => unwrap(http.get<ContentDetail<'expert'>[]>('/expertIntroduce/getAll'));

/** GET /information/getIndex: the index card, the given province's articles first, then national ones. */
export const getInformationIndex = (params: { province?: string; limit?: number } = {}) =>
  unwrap(http.get<InformationIndex>('/information/getIndex', { province: params.province || undefined, limit: params.limit }));

/** GET /information/getRecommend: recommended articles, newest first. */
export const getRecommendedInformation = (limit?: number) => unwrap(http.get<ContentCard<'article'>[]>('/information/getRecommend', { limit }));

/** GET /hundredQuestion/getRecommend: recommended 百问 questions with their answers. */
export const getRecommendedQuestions = (limit?: number) => unwrap(http.get<ContentDetail<'question'>[]>('/hundredQuestion/getRecommend', { limit }));

/** GET /zhiyuanVideo/getRecommend: recommended courses with their lessons. */
export const getRecommendedCourses = () => unwrap(http.get<CourseView[]>('/zhiyuanVideo/getRecommend'));

// ---- Signed in ----

export interface InformationQuery {
  pageNumber: number;
  pageSize: number;
  category?: string;
  province?: string;
  keyword?: string;
}

/** GET /information/getByPage: pinned first, then newest; a province keeps its own and national articles. */
export const getInformationPage = (query: InformationQuery) =>
  unwrap(
    http.get<Page<ContentCard<'article'>>>('/information/getByPage', {
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      category: query.category || undefined,
      province: query.province || undefined,
      keyword: query.keyword?.trim() || undefined,
    }),
  );

/** GET /information/get/{id}: one article with prev/next (counts a read; 404 for an unknown id). */
export const getInformation = (articleId: string) => unwrap(http.get<ContentDetail<'article'>>(`/information/get/${id(articleId)}`));

/** GET /information/hot: the most read articles. */
export const getHotInformation = (limit?: number) => unwrap(http.get<ContentCard<'article'>[]>('/information/hot', { limit }));

/** GET /informationSimpleTable/get/{id}: the data tables embedded in an article. */
export const getArticleTables = (articleId: string) => unwrap(http.get<SimpleTable[]>(`/informationSimpleTable/get/${id(articleId)}`));

/** GET /informationSimpleTable/get/{id}/{id2}: one table of an article. */
export const getArticleTable = (articleId: string, tableId: string) =>
  unwrap(http.get<SimpleTable>(`/informationSimpleTable/get/${id(articleId)}/${id(tableId)}`));

/** GET /hundredQuestion/getAll: the 百问 with category counts, filtered by category and keyword. */
export const getQuestions = (params: { category?: string; keyword?: string } = {}) =>
  unwrap(http.get<QuestionList>('/hundredQuestion/getAll', { category: params.category || undefined, keyword: params.keyword?.trim() || undefined }));

/** GET /zhiyuanVideo/getAll: every course with its lessons. */
export const getCourses = () => unwrap(http.get<CourseView[]>('/zhiyuanVideo/getAll'));

/** GET /zhiyuanVideo/get/{id}: one course (counts a view). */
export const getCourse = (courseId: string) => unwrap(http.get<CourseView>(`/zhiyuanVideo/get/${id(courseId)}`));

/** GET /zhiyuanVideo/getByName: courses whose title or a lesson's title contains the name. */
export const searchCourses = (name: string) => unwrap(http.get<CourseView[]>('/zhiyuanVideo/getByName', { name }));

/** GET /backProcess/getAllList/{id}: the steps of an enrolment pathway. */
export const getPathwaySteps = (pathwayId: string) => unwrap(http.get<PathwayStep[]>(`/backProcess/getAllList/${id(pathwayId)}`));

/** GET /prizeAnswer/getAll: the 竞赛白名单 (category = subject). */
export const getCompetitions = (params: { subject?: string; keyword?: string } = {}) =>
  unwrap(
    http.get<ContentDetail<'competition'>[]>('/prizeAnswer/getAll', { subject: params.subject || undefined, keyword: params.keyword?.trim() || undefined }),
  );

/** GET /yuanxiaoAutonomousEnrolment/getAll: 自主招生 items (强基计划, 综合评价 …). */
export const getAutonomousList = (params: { programme?: string; keyword?: string } = {}) =>
  unwrap(
    http.get<ContentCard<'autonomous'>[]>('/yuanxiaoAutonomousEnrolment/getAll', {
      programme: params.programme || undefined,
      keyword: params.keyword?.trim() || undefined,
    }),
  );

/** GET /yuanxiaoAutonomousEnrolment/get/{id}: one 自主招生 item. */
export const getAutonomous = (itemId: string) => unwrap(http.get<ContentDetail<'autonomous'>>(`/yuanxiaoAutonomousEnrolment/get/${id(itemId)}`));

/** GET /majorAutonomousEnrolment/getMajor/{id}: the majors of a 自主招生 item. */
export const getAutonomousMajors = (itemId: string) => unwrap(http.get<AutonomousMajor[]>(`/majorAutonomousEnrolment/getMajor/${id(itemId)}`));

/** GET /majorAutonomousEnrolment/get/{id}: one major with its item's school and programme. */
export const getAutonomousMajor = (majorId: string) => unwrap(http.get<AutonomousMajorView>(`/majorAutonomousEnrolment/get/${id(majorId)}`));

/** GET /content/camp/getAll: 高校营 (season, keyword, province: its own and national ones); still to come first, ended ones last, flagged. */
export const getCamps = (params: { season?: string; keyword?: string; province?: string } = {}) =>
  unwrap(
    http.get<CampCard[]>('/content/camp/getAll', {
      season: params.season || undefined,
      keyword: params.keyword?.trim() || undefined,
      province: params.province || undefined,
    }),
  );

/** GET /content/camp/get/{id}: one camp with its text (counts a view; 404 for an unknown id). */
export const getCamp = (campId: string) => unwrap(http.get<CampView>(`/content/camp/get/${id(campId)}`));

/** GET /content/case/getAll: the 经典案例. */
export const getCases = () => unwrap(http.get<ContentCard<'case'>[]>('/content/case/getAll'));

/** GET /content/case/get/{id}: one case (counts a view). */
export const getCase = (caseId: string) => unwrap(http.get<ContentDetail<'case'>>(`/content/case/get/${id(caseId)}`));

/** GET /content/pathway/getAll: the 升学路径 with their steps. */
export const getPathways = () => unwrap(http.get<ContentDetail<'pathway'>[]>('/content/pathway/getAll'));

/** GET /content/pathway/get/{id}: one pathway. */
export const getPathway = (pathwayId: string) => unwrap(http.get<ContentDetail<'pathway'>>(`/content/pathway/get/${id(pathwayId)}`));

/** GET /content/condition/getAll: 报考条件 (category = 体检/单科成绩/…; keyword over title, rule and note). */
export const getConditions = (params: { category?: string; keyword?: string } = {}) =>
  unwrap(
    http.get<ContentDetail<'condition'>[]>('/content/condition/getAll', {
      category: params.category || undefined,
      keyword: params.keyword?.trim() || undefined,
    }),
  );

/** GET /content/template/getAll: the 材料模板. */
export const getTemplates = () => unwrap(http.get<ContentDetail<'template'>[]>('/content/template/getAll'));

/**
 * The path of GET /content/template/download/{id} (a .txt or the uploaded file), for the one file
 * download helper: `downloadFile(templateDownloadPath(id), 'text/plain', name)` (api/forms.ts).
 */
export const templateDownloadPath = (templateId: string) => `/content/template/download/${id(templateId)}`;

export interface SearchQuery {
  q: string;
  kind?: ContentKind;
  pageNumber?: number;
  pageSize?: number;
}

/** GET /content/search: ranked hits across every kind, `highlight` with <mark> around the words. */
export const searchContent = (query: SearchQuery) =>
  unwrap(
    http.get<Page<SearchHit>>('/content/search', {
      q: query.q.trim(),
      kind: query.kind,
      pageNumber: query.pageNumber ?? 1,
      pageSize: query.pageSize ?? 10,
    }),
  );
