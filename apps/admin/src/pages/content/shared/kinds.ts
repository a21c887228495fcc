import { ARTICLE_CATEGORIES, CONDITION_KINDS, QUESTION_CATEGORIES, type ContentExtraByKind, type ContentKind } from '@zhiyuan/shared';

/** The kinds with a page of their own (lessons are edited inside their course). */
export type PageKind = Exclude<ContentKind, 'lesson'>;

/** The subjects of the competition whitelist (竞赛白名单), as the site groups them. */
export const COMPETITION_SUBJECTS = ['数学', '物理', '化学', '生物', '信息', '科技创新', '人文'] as const;

export interface KindConfig<K extends ContentKind = ContentKind> {
  kind: K;
  /** Category: a fixed list (select), free words with suggestions, or none. */
  category: { options: readonly string[]; free: boolean } | null;
  /** Whether the item concerns one province (a select; empty = all provinces). */
  province: boolean;
  /** Whether the body (HTML) is written here, and whether it is required. */
  body: 'required' | 'optional' | 'none';
  /** Whether the list shows view counts (items the site counts reads of). */
  views: boolean;
  /** A new item's extra fields. */
  emptyExtra: () => ContentExtraByKind[K];
  /** More list columns, read from `extra` (title: content.extra.<kind>.<key>). */
  extraColumns?: ExtraColumn<K>[];
}

export interface ExtraColumn<K extends ContentKind = ContentKind> {
  key: string;
  width: number;
  text: (extra: ContentExtraByKind[K]) => string;
}

/** A camp's days as one text: a single day, or start ~ end. */
export const campDays = (e: { startDate: string; endDate: string }) => (e.startDate === e.endDate ? e.startDate : `${e.startDate} ~ ${e.endDate}`);

const cfg = <K extends PageKind>(c: KindConfig<K>) => c;

export const KINDS: { [K in PageKind]: KindConfig<K> } = {
  article: cfg({
    kind: 'article',
    category: { options: ARTICLE_CATEGORIES, free: false },
    province: true,
    body: 'required',
    views: true,
    emptyExtra: () => ({ tables: [], attachments: [], coverFileId: null, source: '' }),
  }),
  question: cfg({
    kind: 'question',
    category: { options: QUESTION_CATEGORIES, free: false },
    province: true,
    body: 'required',
    views: true,
    emptyExtra: () => ({}),
  }),
  expert: cfg({
    kind: 'expert',
    category: null,
    province: false,
    body: 'required',
    views: false,
    emptyExtra: () => ({ headline: '', provinces: [], specialities: [], yearsOfPractice: 0, booking: '', avatarFileId: null }),
  }),
  course: cfg({ kind: 'course', category: null, province: false, body: 'optional', views: true, emptyExtra: () => ({ speaker: '', posterFileId: null }) }),
  case: cfg({
    kind: 'case',
    category: null,
    province: true,
    body: 'required',
    views: true,
    emptyExtra: () => ({ year: new Date().getFullYear(), subjectType: '', score: 0, rank: 0, choices: [], result: '' }),
  }),
  pathway: cfg({
    kind: 'pathway',
    category: null,
    province: false,
    body: 'optional',
    views: true,
    emptyExtra: () => ({ who: '', when: '', how: '', steps: [] }),
  }),
  competition: cfg({
    kind: 'competition',
    category: { options: COMPETITION_SUBJECTS, free: true },
    province: false,
    body: 'none',
    views: false,
    emptyExtra: () => ({ organiser: '', recognisedFor: '' }),
  }),
  condition: cfg({
    kind: 'condition',
    category: { options: CONDITION_KINDS, free: false },
    province: true,
    body: 'none',
    views: false,
    emptyExtra: () => ({ rule: '', note: '' }),
  }),
  template: cfg({ kind: 'template', category: null, province: false, body: 'optional', views: false, emptyExtra: () => ({ text: '', fileId: null }) }),
  autonomous: cfg({
    kind: 'autonomous',
    category: null,
    province: false,
    body: 'optional',
    views: true,
    emptyExtra: () => ({ schoolName: '', schoolId: null, programme: '', year: new Date().getFullYear(), majors: [] }),
    extraColumns: [
      { key: 'programme', width: 110, text: (e) => e.programme },
      { key: 'year', width: 70, text: (e) => String(e.year) },
    ],
  }),
  // province: the camp is only for that province's students (empty = open to all).
  camp: cfg({
    kind: 'camp',
    category: null,
    province: true,
    body: 'optional',
    views: true,
    emptyExtra: () => ({ schoolName: '', season: '夏令营', startDate: '', endDate: '', applyBy: null, who: '', fee: '', howToApply: '', link: '' }),
    extraColumns: [
      { key: 'season', width: 90, text: (e) => e.season },
      { key: 'dates', width: 200, text: campDays },
    ],
  }),
};

/** Every kind's config, lessons (edited inside their course) included. */
export const KIND_CONFIGS: { [K in ContentKind]: KindConfig<K> } = {
  ...KINDS,
  lesson: {
    kind: 'lesson',
    category: null,
    province: false,
    body: 'optional',
    views: true,
    emptyExtra: () => ({ videoFileId: null, posterFileId: null, duration: 0 }),
  },
};

/** Permission codes of a kind (lessons go by their course's). */
export const permissionsOf = (kind: ContentKind) => {
  const k = kind === 'lesson' ? 'course' : kind;
  return {
    view: `content:${k}:view`,
    add: `content:${k}:add`,
    edit: `content:${k}:edit`,
    delete: `content:${k}:delete`,
    publish: `content:${k}:publish`,
  } as const;
};
