/**
 * 职业库与专业定位 (issue 20 "From tests to majors and careers"): occupations with their O*NET
 * RIASEC codes and work values, the crosswalk from 专业类 of the MoE catalogue to them, and the
 * major-positioning report. Data and rules: apps/server/src/modules/career, docs/career-crosswalk.md.
 */

/** Holland's six types in the order round the hexagon. */
export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];

/** O*NET's six work values, by the keys the 职业价值观 test (job-value) reports them with. */
export const WORK_VALUE_KEYS = ['achievement', 'working-conditions', 'recognition', 'relationships', 'support', 'independence'] as const;
export type WorkValueKey = (typeof WORK_VALUE_KEYS)[number];

/** The typical degree an occupation asks for in China (our reading, not O*NET's Job Zone). */
export const EDUCATION_LEVELS = ['本科', '硕士', '博士'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The O*NET-SOC occupation whose interest and value high-points an occupation of ours takes. */
export interface OnetSource {
  /** O*NET-SOC 2019 code, e.g. 15-1252.00. */
  soc: string;
  title: string;
}

/** One occupation of the career library. */
export interface Occupation {
  /** Stable slug, e.g. software-developer. */
  id: string;
  name: string;
  description: string;
  /** O*NET Interest high-point code: one to three letters of RIASEC, highest first. */
  riasec: string;
  /** Top work values among O*NET's six, most important first (one to three). */
  values: WorkValueKey[];
  education: EducationLevel;
  onet: OnetSource;
  /** 专业类 (four-digit codes of the 2026 catalogue) that lead here, by the crosswalk. */
  classes: { code: string; name: string }[];
}

/** An occupation with how well a code fits it (Brown & Gore's C index, 0–18). */
export interface OccupationFit extends Occupation {
  congruence: number;
}

/** A catalogue major as the career answers name it (an id when it is in the database). */
export interface CareerMajorRef {
  id: string | null;
  code: string;
  name: string;
}

/** GET /job_detail/careerDevelopment?majorCode=: where a 专业类 or a 专业 leads. */
export interface CareerOfMajor {
  kind: 'major';
  /** The code asked for, and what it is. */
  code: string;
  level: 'class' | 'major';
  name: string;
  classCode: string;
  className: string;
  /** The 专业类's code read from its occupations (weights 3/2/1 per letter), and those weights. */
  classRiasec: string;
  occupations: Occupation[];
}

/** GET /job_detail/careerDevelopment?occupation=: one occupation and the majors that lead there. */
export interface CareerOfOccupation {
  kind: 'occupation';
  occupation: Occupation;
  /** Per 专业类 of the crosswalk, the catalogue's majors of that class found in the database. */
  classes: { code: string; name: string; majors: CareerMajorRef[] }[];
}

/** GET /job_detail/careerDevelopment?riasec=: occupations by how well a code fits them. */
export interface CareerOfCode {
  kind: 'riasec';
  code: string;
  occupations: OccupationFit[];
}

export type CareerDevelopment = CareerOfMajor | CareerOfOccupation | CareerOfCode;

/** GET /career/getAll: the library, filtered; `attribution` must be shown with it. */
export interface CareerLibrary {
  total: number;
  content: Occupation[];
  attribution: string;
}

// ───────── 专业定位报告 (GET /report/majorPosition) ─────────

/** One input of the ranking and how much it weighs in the fit. */
export interface PositionInput {
  key: 'interest' | 'preference' | 'values' | 'personality';
  /** The test it comes from (a kind of TEST_KINDS). */
  test: string;
  /** Whether the student has a finished result of it. */
  used: boolean;
  /** Weight in the fit, 0 when not used; the used weights add up to 1. */
  weight: number;
  finishTime: string | null;
}

/** A school's lines for a major in the student's province (newest year first). */
export interface PositionSchool {
  schoolId: string | null;
  schoolName: string;
  subjectType: string;
  majorName: string;
  lines: { year: number; minScore: number | null; minRank: number | null; planCount: number | null }[];
}

/** One catalogue major of a ranked 专业类, with the schools that admit to it in the province. */
export interface PositionMajor {
  id: string;
  code: string;
  name: string;
  /** Schools admitting to it in the province in the data (all years read). */
  schoolCount: number;
  schools: PositionSchool[];
}

/** One ranked 专业类. */
export interface PositionClass {
  rank: number;
  code: string;
  name: string;
  /** Its RIASEC code, from its occupations. */
  riasec: string;
  /** 0–100. */
  fit: number;
  /** Each used input's part of the fit, 0–100 before weighting. */
  parts: { key: PositionInput['key']; score: number }[];
  reasons: string[];
  majors: PositionMajor[];
  /** Majors of the class in the catalogue beyond those listed. */
  moreMajors: number;
  occupations: { id: string; name: string; riasec: string }[];
}

export interface MajorPositionReport {
  /** The major-position sitting the report is built on. */
  recordId: string;
  finishTime: string;
  /** Six RIASEC sums (0–20 each: five items of 0–4). */
  profile: { key: RiasecType; label: string; score: number; max: number }[];
  code: string;
  /** −2 (理论) … +2 (应用), and −2 (与人) … +2 (与物). */
  preferences: { theoryApplied: number; peopleThings: number };
  inputs: PositionInput[];
  province: string | null;
  subjectType: string | null;
  /** The student's rank in the province when 我的成绩 has one (schools are then listed nearest first). */
  rank: number | null;
  dataMode: 'real' | 'demo';
  classes: PositionClass[];
  /** The classes that fit least, for "不太适合" (name and fit). */
  leastFit: { code: string; name: string; fit: number }[];
  summary: string;
  notes: string[];
  attribution: string;
}
