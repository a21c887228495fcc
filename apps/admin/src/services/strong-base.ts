import type { Page, PageQuery, QjDeleted, QjLineAdminView, QjLineBody, QjMajorAdminView, QjMajorBody, QjSchoolBody, QjSchoolView } from '@zhiyuan/shared';
import { http } from './http';

/**
 * 强基计划 admin calls (issue 20): schools (/qjPlanYuanxiao), majors (/qjPlanZhuanye) and published
 * lines (/qjEnrollScore), each getByCondition / add / edit / delByIds / delExamples. The shapes:
 * @zhiyuan/shared contracts/strong-base.ts.
 */

type Query = PageQuery & Record<string, unknown>;

function crud<View, Body>(base: string) {
  return {
    list: (query: Query) => http.get<Page<View>>(`${base}/getByCondition`, query),
    add: (body: Body) => http.postJson<View>(`${base}/add`, { ...body } as Record<string, unknown>),
    edit: (id: string, body: Body) => http.postJson<View>(`${base}/edit`, { ...body, id } as Record<string, unknown>),
    remove: (ids: string[]) => http.postJson<null>(`${base}/delByIds`, { ids }),
    /** Removes every 示例 row of the area (schools take their majors and lines with them). */
    removeExamples: () => http.postJson<QjDeleted>(`${base}/delExamples`, {}),
  };
}

export const qjSchoolAdmin = crud<QjSchoolView, QjSchoolBody>('/qjPlanYuanxiao');
export const qjMajorAdmin = crud<QjMajorAdminView, QjMajorBody>('/qjPlanZhuanye');
export const qjLineAdmin = crud<QjLineAdminView, QjLineBody>('/qjEnrollScore');

export type StrongBaseArea = 'school' | 'major' | 'score';
export const strongBaseCodes = (area: StrongBaseArea) => ({
  add: `strongBase:${area}:add`,
  edit: `strongBase:${area}:edit`,
  delete: `strongBase:${area}:delete`,
});
