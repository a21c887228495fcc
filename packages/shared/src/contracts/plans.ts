/**
 * 招生计划 (admission plans, issue 16): the seats a school publishes for a province, year, 科类
 * and batch, with tuition and 选科, compared with the previous year's plan where the data has one.
 */
import type { DataMode } from './reference.ts';

/**
 * How a plan compares with the previous year's: more seats, fewer, the same, or new (not in the
 * previous year's plan of the school). Null when the data holds no previous year's plan of the
 * school in the province, so nothing can be said.
 */
export type PlanChange = 'grew' | 'shrank' | 'same' | 'new' | null;

export interface SchoolPlanRow {
  year: number;
  subjectType: string;
  batch: string;
  /** The group as published (院校专业组 code or label), null when none. */
  groupCode: string | null;
  majorName: string | null;
  majorCode: string | null;
  /** 选科 as published (物理+化学, 不限 …). */
  electiveRequirement: string | null;
  /** Seats (计划数). */
  planCount: number | null;
  /** Yuan per year, read from the published text; null when none or unreadable. */
  tuition: number | null;
  /** The tuition text as published (5200(元/年) …). */
  tuitionText: string | null;
  /** Years of study, from the national major catalog by the major's name (null when not found). */
  lengthOfStudy: number | null;
  change: PlanChange;
  /** Seats of the same major in the previous year's plan (null when not there). */
  previousPlanCount: number | null;
  /**
   * When the major is listed more than once this year (two campuses, two fees) and the change
   * compares the major's seats in all: those seats, so a row of 3 marked 扩招 against last year's 4
   * says 本专业共 7. Null when the row is compared on its own.
   */
  comparedTotal?: number | null;
  official: boolean;
  sourceQuality: string;
  sourceUrl: string | null;
}

/** GET /schoolBaseInfo/schoolPlans: a school's plan in one province and year. */
export interface SchoolPlans {
  schoolId: string;
  province: string;
  /** The year shown (asked, else the latest with a plan); null when the school has none there. */
  year: number | null;
  /** Years with a plan of this school in the province, newest first. */
  years: number[];
  /** The previous year's plan compared with, when the data has one. */
  previousYear: number | null;
  /** Provinces where the data has a plan of this school (for "see also"). */
  provinces: string[];
  rows: SchoolPlanRow[];
  /** Seats over the rows (null when no row gives a number). */
  totalPlan: number | null;
  dataMode: DataMode;
}

/** A recommended unit's plan for the filing year (RecommendUnit.plan). */
export interface UnitPlan {
  year: number;
  /** Seats over the unit's matched plan rows. */
  planCount: number | null;
  /** Highest tuition of the matched rows, yuan per year. */
  tuition: number | null;
  /** Lowest tuition of the matched rows (a group's majors can differ, e.g. 中外合作办学). */
  tuitionLow: number | null;
  /** The matched rows' majors with their seats. */
  majors: { name: string; planCount: number | null; tuition: number | null; electiveRequirement: string | null }[];
  previousYear: number | null;
  previousPlanCount: number | null;
  change: PlanChange;
}

/** The plan as a 志愿表 row keeps it (a snapshot when the row was added, like its probability). */
export interface VolunteerRowPlan {
  year: number;
  planCount: number | null;
  /** Highest tuition, yuan per year (tuitionLow the lowest, when it differs). */
  tuition: number | null;
  tuitionLow?: number | null;
  change: PlanChange;
  previousPlanCount: number | null;
}
