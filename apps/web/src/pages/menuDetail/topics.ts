import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Desktop pages that also work on a phone: menuDetail/<name> renders them (each page adapts with
 * useDevice). A desktop page not listed here shows the topic's "coming soon" panel; any other name is a 404.
 */
export const MOBILE_TOPICS: Record<string, LazyExoticComponent<ComponentType>> = {
  personalCenter: lazy(() => import('../personalCenter/index.tsx')),
  majorLibrary: lazy(() => import('../majorLibrary/index.tsx')),
  majorDetail: lazy(() => import('../majorDetail/index.tsx')),
  history: lazy(() => import('../history/index.tsx')),
  schoolTest: lazy(() => import('../schoolTest/index.tsx')),
  compareInstitutions: lazy(() => import('../compareInstitutions/index.tsx')),
  afterAssessedDetailMajor: lazy(() => import('../afterAssessedDetailMajor/index.tsx')),
  qAndA: lazy(() => import('../qAndA/index.tsx')),
  // case/:id on a desktop is menuDetail/case?id= on a phone
  case: lazy(() => import('../case/index.tsx')),
  introduction: lazy(() => import('../introduction/index.tsx')),
  conditionsOfEnrolment: lazy(() => import('../conditionsOfEnrolment/index.tsx')),
  materialTemplate: lazy(() => import('../materialTemplate/index.tsx')),
  whiteList: lazy(() => import('../whiteList/index.tsx')),
  other: lazy(() => import('../other/index.tsx')),
  searchCooperation: lazy(() => import('../searchCooperation/index.tsx')),
  campPc: lazy(() => import('../campPc/index.tsx')),
  // 强基计划 (issue 20); strongBaseCooperationDetail/:id on a desktop is menuDetail/strongBaseCooperationDetail?id= on a phone
  strongBase: lazy(() => import('../strongBase/index.tsx')),
  strongBaseCooperationDetail: lazy(() => import('../strongBaseCooperationDetail/index.tsx')),
  strongBasePosition: lazy(() => import('../strongBasePosition/index.tsx')),
  xuankeReport: lazy(() => import('../xuankeReport/index.tsx')),
  // 专业定位 (issue 20): the guide, and the report (a non-member sees its mask; the server refuses the data)
  testGuide: lazy(() => import('../testGuide/index.tsx')),
  report: lazy(() => import('../report/index.tsx')),
  // 测评 (issue 20): list, runner, reports, appendix and groups, all in test?…
  test: lazy(() => import('../test/index.tsx')),
};
