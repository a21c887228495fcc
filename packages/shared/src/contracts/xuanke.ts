/**
 * 选科报告 (issue 20, `GET /xuankeTopicOptions/xkTestReport`): for each subject combination a
 * province allows, how much of its admissions the published 选科要求 leave open, the majors the
 * combination closes, and — for a student with 学科潜能 / 兴趣 results — the fit and the top
 * three. Research: ../shared/research/gaokao-domain.md §5.
 */
import type { ElectiveSubject } from './engine.ts';

/** Part of a whole: `share` is admissible / total (0–1), null when there is nothing to share. */
export interface XuankeShare {
  admissible: number;
  total: number;
  share: number | null;
}

/** A major a combination cannot apply to anywhere in the province's requirements. */
export interface XuankeClosedMajor {
  name: string;
  /** Plan seats of the major in the source year (where rows carry them), else null. */
  seats: number | null;
  /** Schools offering it there. */
  schools: number;
}

/** Parts of the fit score, each 0–1; null where the student has no such input. */
export interface XuankeFit {
  score: number;
  coverage: number;
  targets: number | null;
  potential: number | null;
  interest: number | null;
}

export interface XuankeCombination {
  /** 物理+化学+生物 (the first choice first in 3+1+2). */
  key: string;
  subjects: ElectiveSubject[];
  /** 物化生 */
  short: string;
  /** Distinct majors (by name, brackets dropped) it may apply to somewhere / all. */
  byMajor: XuankeShare;
  /** School-major pairs. */
  byPair: XuankeShare;
  /** Plan seats; null unless at least half the rows carry a plan count (a few rows' seats would mislead). */
  bySeats: XuankeShare | null;
  /** 院校专业组 (group-level rows), where the province publishes them; null otherwise. */
  byGroup: XuankeShare | null;
  /** Admissible majors per 门类 / 专业类, in the order of the report's `categories` / `classes`. */
  byCategory: number[];
  byClass: number[];
  /** The majors it closes: how many, and the largest by seats (then by schools). */
  closed: { count: number; top: XuankeClosedMajor[] };
  /** Share of the student's target majors (those found in the data) it admits; null without targets. */
  targetShare: number | null;
  fit: XuankeFit;
}

export interface XuankeTop {
  rank: number;
  key: string;
  short: string;
  subjects: ElectiveSubject[];
  /** The fit score, 0–100. */
  score: number;
  /** Targets were given and it admits every one of them found in the data. */
  recommended: boolean;
  reasons: string[];
  /** "选这个组合将无法报考 …", empty when it closes nothing. */
  watchOut: string | null;
}

/** A finished test the fit used. */
export interface XuankeTestUsed {
  recordId: string;
  finishTime: string;
  /** RIASEC code (interest) or the subjects it ranks highest (subject potential). */
  summary: string;
}

export interface XuankeYear {
  year: number;
  /** Rows in scope (本科, 物理类/历史类 or 综合, major- or group-level) … */
  rows: number;
  /** … and those with a published requirement. */
  withRequirement: number;
}

export interface XuankeSourcePublisher {
  /** official-<province>-… or third-party-…: the web names the publisher from it (publisherOf). */
  sourceQuality: string;
  sourceUrl: string | null;
  rows: number;
}

export interface XuankeSource {
  /** Rows whose requirement was read and counted. */
  rows: number;
  /** Rows of the year in scope without a requirement (not counted). */
  withoutRequirement: number;
  /** Rows whose requirement could not be read: left out of every share, never guessed. */
  unknownRows: number;
  unknownSeats: number;
  /** The spellings not read, most rows first (at most 20). */
  unknown: { text: string; rows: number }[];
  /** Rows with a plan count, and the seats they carry (one source per school-major, not added twice). */
  seatRows: number;
  seats: number;
  /** Rows of official sources (official-…). */
  official: number;
  /** Files (or sets) the rows came from: for the operator; users see `publishers`. */
  files: string[];
  /** The source ids of the counted year's rows (a publisher each), most rows first. */
  publishers?: XuankeSourcePublisher[];
  majors: number;
  pairs: number;
  groups: number;
  /** Majors whose name maps to the MoE catalogue (a major or a 专业类 name). */
  mapped: number;
  /** Rows (3+1+2) that state only the first choice (首选物理 / 首选历史), no 再选 subject. */
  firstOnlyRows: number;
  /**
   * What the fit's coverage and the summary count: seats when at least half the rows carry them,
   * else 院校专业组 where the province publishes more groups than school-major pairs, else pairs.
   */
  coverageBasis: 'seats' | 'groups' | 'pairs';
}

export interface XuankeTarget {
  name: string;
  /** Majors of the data matched (by name, its 专业类, or a name containing it); empty: not found. */
  majors: string[];
}

export interface XuankeReport {
  province: string;
  /** The exam mode; null for the traditional 文/理 exam (no 选科). */
  mode: '3+1+2' | '3+3' | '7选3' | null;
  /** demo: the built-in demo set (made-up numbers); null: no rows at all. */
  dataMode: 'real' | 'demo' | null;
  /** The source year of the requirements, null when the province has none. */
  year: number | null;
  years: XuankeYear[];
  source: XuankeSource;
  categories: { code: string; name: string; total: number }[];
  classes: { code: string; name: string; categoryCode: string; total: number }[];
  combinations: XuankeCombination[];
  /** The combination of the profile's 选科, when it is one of them. */
  current: string | null;
  targets: XuankeTarget[];
  student: { subjectPotential: XuankeTestUsed | null; interest: XuankeTestUsed | null };
  /** Weights of the fit as used (parts the student lacks dropped, the rest scaled to 1). */
  weights: { coverage: number; targets: number; potential: number; interest: number };
  top: XuankeTop[];
  summary: string;
  notes: string[];
}
