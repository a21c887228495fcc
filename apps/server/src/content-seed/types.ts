/**
 * Shapes of the content a fresh install ships (issue 19): written for this product, never copied
 * prose. Every item is marked as an example (示例) so an operator can remove the lot at once. The
 * content tables and their admin come with issue 19; these are their seed rows.
 * HTML bodies use only the sanitizer's allow-list (p, h2, h3, ul, ol, li, strong, em, table,
 * thead, tbody, tr, th, td, blockquote, a href): no inline style, no script, no images yet.
 */
import type { ARTICLE_CATEGORIES, AUTONOMOUS_PROGRAMMES, CAMP_SEASONS, CONDITION_KINDS, CaseExtra, PathwayStep } from '@zhiyuan/shared';

/** 资讯 categories. */
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface SeedArticle {
  /** Stable key (kebab-case ASCII), unique: the seed's identity across restarts. */
  key: string;
  title: string;
  category: ArticleCategory;
  /** The province it concerns (short name: 广东), or null for all. */
  province: string | null;
  tags: string[];
  /** One or two sentences for the list. */
  summary: string;
  /** Sanitisable HTML, 800–2 500 Chinese characters. */
  bodyHtml: string;
  recommended: boolean;
}

/** 百问 categories. */
export type QuestionCategory = '基础概念' | '填报规则' | '冲稳保' | '选科' | '专业与就业' | '院校' | '录取与调剂' | '特殊类型招生' | '使用本站';

export interface SeedQuestion {
  key: string;
  category: QuestionCategory;
  question: string;
  /** Sanitisable HTML, 60–400 characters. */
  answerHtml: string;
  recommended: boolean;
}

/** A fictional 志愿规划师, shown with 示例. */
export interface SeedExpert {
  key: string;
  name: string;
  title: string;
  /** Provinces they know best (short names). */
  provinces: string[];
  specialities: string[];
  yearsOfPractice: number;
  bio: string;
  /** How to book (site wording, no real phone numbers). */
  booking: string;
}

/** A student case: illustrative, fictional, consistent with the province's real rules. */
export interface SeedCase {
  key: string;
  title: string;
  province: string;
  year: number;
  /** 物理类 / 历史类 / 综合 / 理科 / 文科 */
  subjectType: string;
  score: number;
  rank: number;
  /** The form as filed: a few choices in order, each with its tier. */
  choices: CaseExtra['choices'];
  result: string;
  lessonHtml: string;
}

/** One step of an enrolment pathway (backProcess). */
export type SeedStep = PathwayStep;

/** 升学路径 (other): 综合评价, 强基计划, 专项计划, 港澳, 军警, 公费师范, 定向医学生 … */
export interface SeedPathway {
  key: string;
  title: string;
  who: string;
  when: string;
  how: string;
  bodyHtml: string;
  steps: SeedStep[];
}

/** A competition on the whitelist (public facts: name, subject, organiser). */
export interface SeedCompetition {
  key: string;
  name: string;
  /** 数学 / 物理 / 化学 / 生物 / 信息 / 科技创新 / 人文 … */
  subject: string;
  organiser: string;
  /** What it counts for: 强基破格, 综合评价, 竞赛保送 … in words. */
  recognisedFor: string;
}

/** 报考条件: a condition a school or major sets (体检, 单科, 语种, 身高 …). */
export interface SeedCondition {
  key: string;
  kind: (typeof CONDITION_KINDS)[number];
  /** What it applies to, in general terms (e.g. 航海类专业), not a named school's current rule. */
  appliesTo: string;
  rule: string;
  note: string;
}

/** 材料模板: a downloadable template (the body is the template text, plain). */
export interface SeedTemplate {
  key: string;
  title: string;
  use: string;
  body: string;
}

/** One short lesson of a seed course: a video the project renders itself (scripts/make-lesson-videos.sh). */
export interface SeedLesson {
  key: string;
  title: string;
  summary: string;
  /** File names under content-seed/media/ (committed, made by the script, our own slides). */
  video: string;
  poster: string;
  /** Seconds. */
  duration: number;
}

/** A course (讲堂 series) with its lessons in order. */
export interface SeedCourse {
  key: string;
  title: string;
  speaker: string;
  summary: string;
  bodyHtml: string;
  recommended: boolean;
  lessons: SeedLesson[];
}

/** 自主招生 programmes the seed covers (contracts/content.ts AUTONOMOUS_PROGRAMMES). */
export type SeedProgramme = (typeof AUTONOMOUS_PROGRAMMES)[number];

/**
 * A 自主招生 item of a fictional school (示例 in the name): who may apply, the conditions and how
 * selection works, as the programme's public rules have it. Plans are never invented: each
 * major's plan is unknown (null) and its requirement left to the school's brief ('').
 */
export interface SeedAutonomous {
  key: string;
  /** 示例：某… */
  schoolName: string;
  title: string;
  programme: SeedProgramme;
  year: number;
  summary: string;
  /** Sanitisable HTML (p, ul, li, strong). */
  bodyHtml: string;
  /** Major names; ids are given when seeded. */
  majors: string[];
}

/** A 高校营 of a fictional school (示例): dates 'yyyy-MM-dd', no invented links. */
export interface SeedCamp {
  key: string;
  /** 示例：某… */
  schoolName: string;
  title: string;
  season: (typeof CAMP_SEASONS)[number];
  /** A province's short name when only its students may come, else null. */
  province: string | null;
  startDate: string;
  endDate: string;
  applyBy: string | null;
  who: string;
  fee: string;
  howToApply: string;
  summary: string;
  /** Sanitisable HTML (p, ul, li, strong). */
  bodyHtml: string;
}
