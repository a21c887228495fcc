/**
 * Content (issue 19): 资讯 articles, the 百问, experts, courses and their lessons, cases, enrolment
 * pathways, the competition whitelist, 报考条件, 材料模板, 自主招生 and 高校营 (camps). One table holds every kind
 * (`content_item`, docs/decisions.md "One content table"); each kind adds its own `extra` fields.
 * Dates are 'yyyy-MM-dd HH:mm:ss' China time; ids are strings. HTML fields are sanitised on save
 * and again on render (the one sanitizer, html.ts).
 */

export const CONTENT_KINDS = [
  'article',
  'question',
  'expert',
  'course',
  'lesson',
  'case',
  'pathway',
  'competition',
  'condition',
  'template',
  'autonomous',
  'camp',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** draft: only the admin sees it; published: on the site from publishTime on (a later time schedules it); offline: withdrawn. */
/** reviewing: saved for publishing by an editor without the publish permission, waiting on its review process (issue 34). */
export const CONTENT_STATUSES = ['draft', 'published', 'offline', 'reviewing'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The statuses an editor may ask for (reviewing is the review process's). */
export const CONTENT_EDITABLE_STATUSES = ['draft', 'published', 'offline'] as const;

/** 资讯 categories, in the order the site shows them. */
export const ARTICLE_CATEGORIES = ['政策解读', '填报指南', '专业解析', '院校介绍', '升学路径', '备考规划'] as const;
/** 百问 categories, in order. */
export const QUESTION_CATEGORIES = ['基础概念', '填报规则', '冲稳保', '选科', '专业与就业', '院校', '录取与调剂', '特殊类型招生', '使用本站'] as const;
/** 自主招生 programmes, in the order the site's chips show them (an editor may type another). */
export const AUTONOMOUS_PROGRAMMES = ['强基计划', '综合评价', '高校专项计划', '港澳高校', '中外合作办学'] as const;
/** 高校营 seasons, in the order the site's chips show them (an editor may type another, ≤ 20 characters). */
export const CAMP_SEASONS = ['夏令营', '冬令营', '科学营', '开放日'] as const;
/** 报考条件 kinds. */
export const CONDITION_KINDS = ['体检', '单科成绩', '外语语种', '身高视力', '政审', '其他'] as const;

/** A data table embedded in an article (GET /informationSimpleTable/get/{articleId}[/{tableId}]). */
export interface SimpleTable {
  id: string;
  title: string;
  columns: string[];
  /** Each row has one cell per column (text). */
  rows: string[][];
}

/** A file attached to an item, served by the file service. */
export interface ContentAttachment {
  fileId: string;
  title: string;
  /** Signed view address, filled on read (null when the file is gone). */
  url?: string | null;
}

/** The extra fields of each kind (what `extra` holds). */
export interface ArticleExtra {
  tables?: SimpleTable[];
  attachments?: ContentAttachment[];
  coverFileId?: string | null;
  coverUrl?: string | null;
  source?: string;
}
export interface ExpertExtra {
  /** 头衔, e.g. 高级志愿规划师. */
  headline: string;
  provinces: string[];
  specialities: string[];
  yearsOfPractice: number;
  /** How to book, in words. */
  booking: string;
  avatarFileId?: string | null;
  avatarUrl?: string | null;
}
export interface CourseExtra {
  /** 主讲 */
  speaker: string;
  posterFileId?: string | null;
  posterUrl?: string | null;
}
export interface LessonExtra {
  /** The video (file service); url filled on read. */
  videoFileId: string | null;
  videoUrl?: string | null;
  posterFileId?: string | null;
  posterUrl?: string | null;
  /** Seconds. */
  duration: number;
}
export interface CaseExtra {
  year: number;
  subjectType: string;
  score: number;
  rank: number;
  choices: { school: string; unit: string; tier: '冲' | '稳' | '保' | '垫' }[];
  result: string;
}
export interface PathwayStep {
  title: string;
  when: string;
  detail: string;
}
export interface PathwayExtra {
  who: string;
  when: string;
  how: string;
  steps: PathwayStep[];
}
export interface CompetitionExtra {
  organiser: string;
  recognisedFor: string;
}
export interface ConditionExtra {
  rule: string;
  note: string;
}
export interface TemplateExtra {
  /** Plain-text template the site offers as a download; or an uploaded file. */
  text: string;
  fileId?: string | null;
  fileUrl?: string | null;
}
export interface AutonomousMajor {
  id: string;
  name: string;
  requirement: string;
  plan: number | null;
}
/** GET /majorAutonomousEnrolment/get/{id}: one major of a 自主招生 item, with its item's id, school and programme. */
export interface AutonomousMajorView extends AutonomousMajor {
  /** The 自主招生 item it belongs to. */
  enrolmentId: string;
  schoolName: string;
  programme: string;
}
export interface AutonomousExtra {
  schoolName: string;
  /** The reference school, when linked. */
  schoolId: string | null;
  /** 强基计划 / 综合评价 / 高校专项 … */
  programme: string;
  year: number;
  majors: AutonomousMajor[];
}

/** 高校营: a school's 夏令营 / 冬令营 / 科学营 / 开放日 for school students. Dates are 'yyyy-MM-dd'. */
export interface CampExtra {
  schoolName: string;
  /** 夏令营 / 冬令营 / 科学营 / 开放日, or another word (≤ 20 characters). */
  season: string;
  startDate: string;
  /** On or after startDate. */
  endDate: string;
  /** The last day to apply, or null when not announced. */
  applyBy: string | null;
  /** Who may apply. */
  who: string;
  /** 费用, in words ('' = not stated). */
  fee: string;
  howToApply: string;
  /** The school's own page (http/https), or ''. */
  link: string;
}

export interface ContentExtraByKind {
  article: ArticleExtra;
  question: Record<string, never>;
  expert: ExpertExtra;
  course: CourseExtra;
  lesson: LessonExtra;
  case: CaseExtra;
  pathway: PathwayExtra;
  competition: CompetitionExtra;
  condition: ConditionExtra;
  template: TemplateExtra;
  autonomous: AutonomousExtra;
  camp: CampExtra;
}

/**
 * One item as the site lists it. `title` is the article's title, the question, the expert's name,
 * the competition's name, the condition's "applies to"; `body` (detail calls only) is HTML.
 */
export interface ContentCard<K extends ContentKind = ContentKind> {
  id: string;
  kind: K;
  title: string;
  summary: string;
  category: string;
  /** The province it concerns (short name), or null for all. */
  province: string | null;
  tags: string[];
  recommended: boolean;
  pinned: boolean;
  viewCount: number;
  /** When it appeared (its publish time). */
  publishTime: string | null;
  /** Seed content shipped with the product (示例). */
  isExample: boolean;
  /** Parent item (a lesson's course). */
  parentId: string | null;
  sortOrder: number;
  extra: ContentExtraByKind[K];
}

export interface ContentDetail<K extends ContentKind = ContentKind> extends ContentCard<K> {
  body: string;
  /** Neighbours in the list order (articles): null at either end. */
  prev?: { id: string; title: string } | null;
  next?: { id: string; title: string } | null;
}

/** A course with its lessons in order (zhiyuanVideo/*). */
export interface CourseView extends ContentDetail<'course'> {
  lessons: ContentDetail<'lesson'>[];
}

/**
 * A camp as GET /content/camp/getAll lists it: `ended` when its endDate is before today (China
 * time). The list puts the ones still to come (or running) first, soonest first, then the ended
 * ones, latest first.
 */
export type CampCard = ContentCard<'camp'> & { ended: boolean };
/** GET /content/camp/get/{id}: a camp with its body. */
export type CampView = ContentDetail<'camp'> & { ended: boolean };

/** GET /information/getIndex: the index card (the user's province first). */
export interface InformationIndex {
  items: ContentCard<'article'>[];
  categories: { name: string; count: number }[];
}

/** GET /hundredQuestion/getAll. */
export interface QuestionList {
  categories: { name: string; count: number }[];
  items: ContentDetail<'question'>[];
}

/** One hit of GET /content/search. `highlight` is the matched passage with <mark> around the words. */
export interface SearchHit {
  id: string;
  kind: ContentKind;
  title: string;
  /** HTML: only <mark>, the rest escaped. */
  highlight: string;
  /** Where the site shows it, e.g. /informationDetail?id=… */
  link: string;
  rank: number;
}

/** The admin's view: everything, plus status and authoring fields. */
export interface ContentAdminView<K extends ContentKind = ContentKind> extends ContentDetail<K> {
  status: ContentStatus;
  /** published with a publishTime still ahead. */
  scheduled: boolean;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** POST /content/admin/{kind}/delExamples and /content/admin/samples/remove: how many rows were deleted. */
export interface ContentDeleted {
  deleted: number;
}

/** POST /content/admin/question/import: questions added, and the rows skipped (spreadsheet row number, header = 1) with the reason. */
export interface QuestionImportReport {
  added: number;
  skipped: { row: number; reason: string }[];
}

/**
 * 示例内容 (issue 30): what shipped with the product and is still marked 示例: content items of
 * every kind and the sample contacts (客服 hotline 400-000-0000). `contact` is not a content kind.
 */
export type SampleKind = ContentKind | 'contact';

/** GET /content/admin/samples/summary (also in the dashboard's stats). */
export interface SampleSummary {
  total: number;
  /** Kinds with at least one sample, in CONTENT_KINDS order, contacts last. */
  kinds: { kind: SampleKind; count: number }[];
}

/** One row of GET /content/admin/samples/list. */
export interface SampleRow {
  id: string;
  kind: SampleKind;
  title: string;
  /** Content status (draft | published | offline); contacts: published when enabled, offline when not. */
  status: ContentStatus;
  createTime: string;
  updateTime: string | null;
}

/** POST /content/admin/samples/markReal: how many rows lost their 示例 mark. */
export interface SamplesMarkedReal {
  updated: number;
}
