import type { NavItem } from '../stores/app.ts';

/** The desktop header's main navigation (route names). */
export const MAIN_NAV: NavItem[] = [
  { name: 'index', labelKey: 'nav.home' },
  { name: 'schoolTest', labelKey: 'nav.smartFill' },
  { name: 'afterAssessed', labelKey: 'nav.schools' },
  { name: 'majorLibrary', labelKey: 'nav.majors' },
  { name: 'test', labelKey: 'nav.test' },
  { name: 'strongBase', labelKey: 'nav.strongBase' },
  { name: 'information', labelKey: 'nav.news' },
];

/** Under "more": the other desktop pages reachable from the header. */
export const MORE_NAV: string[] = [
  'conditionsOfEnrolment',
  'materialTemplate',
  'qAndA',
  'history',
  'expertIntroduction',
  'course',
  'whiteList',
  'other',
  'searchCooperation',
  'campPc',
  'compareInstitutions',
  'introduction',
  'testGuide',
  'strongBasePosition',
];

/** The six entries of the index page; mobile opens topics through menuDetail/{id}. */
export const ENTRIES = [
  { key: 'smartFill', desktop: '/schoolTest', mobile: '/menuDetail/schoolTest' },
  { key: 'schools', desktop: '/afterAssessed', mobile: '/afterAssessed' },
  { key: 'majors', desktop: '/majorLibrary', mobile: '/menuDetail/majorLibrary' },
  { key: 'test', desktop: '/test', mobile: '/menuDetail/test' },
  { key: 'strongBase', desktop: '/strongBase', mobile: '/menuDetail/strongBase' },
  { key: 'news', desktop: '/information', mobile: '/information' },
] as const;

export type EntryKey = (typeof ENTRIES)[number]['key'];
