import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Desktop pages that also work on a phone: menuDetail/<name> renders them (each page adapts with
 * useDevice). A name not listed here shows the topic's "coming soon" panel.
 */
export const MOBILE_TOPICS: Record<string, LazyExoticComponent<ComponentType>> = {
  personalCenter: lazy(() => import('../personalCenter/index.tsx')),
  majorLibrary: lazy(() => import('../majorLibrary/index.tsx')),
  majorDetail: lazy(() => import('../majorDetail/index.tsx')),
  history: lazy(() => import('../history/index.tsx')),
  schoolTest: lazy(() => import('../schoolTest/index.tsx')),
  compareInstitutions: lazy(() => import('../compareInstitutions/index.tsx')),
  afterAssessedDetailMajor: lazy(() => import('../afterAssessedDetailMajor/index.tsx')),
};
