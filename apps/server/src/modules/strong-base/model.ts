import {
  formatDateTime,
  type QjInstitutionInfo,
  type QjLineAdminView,
  type QjLineView,
  type QjMajorAdminView,
  type QjMajorView,
  type QjSchoolView,
} from '@zhiyuan/shared';
import type { institutions, qjMajors, qjSchools, qjScores } from '../../db/schema/index.ts';
import { provinceByCode, findProvinceUnit } from '../../lib/province.ts';
import { SEED_PLACES } from './seed-data.ts';

/**
 * The 强基 rows and the row → view mapping (the views: @zhiyuan/shared contracts/strong-base.ts).
 * Numeric columns come back from PostgreSQL as text and leave here as numbers.
 */

export type SchoolRow = typeof qjSchools.$inferSelect;
export type MajorRow = typeof qjMajors.$inferSelect;
export type ScoreRow = typeof qjScores.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export type SchoolInsert = typeof qjSchools.$inferInsert;
export type MajorInsert = typeof qjMajors.$inferInsert;
export type ScoreInsert = typeof qjScores.$inferInsert;
/** A major with its school's name, year and 示例 mark (the admin list). */
export type MajorAdminRow = { major: MajorRow; schoolName: string; schoolYear: number; schoolIsExample: boolean };
/** A line with its major's name and its school's name and year (the admin list). */
export type ScoreAdminRow = { line: ScoreRow; majorName: string | null; schoolName: string; schoolYear: number };

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The institution's province as a short name (北京), from its code or its full name. */
export function institutionProvince(i: Pick<InstitutionRow, 'provinceCode' | 'province'>): string | null {
  return provinceByCode(i.provinceCode)?.name ?? (i.province ? (findProvinceUnit(i.province)?.name ?? null) : null);
}

export function schoolView(row: SchoolRow, linked: InstitutionRow | undefined, counts: { majors: number; lines: number }): QjSchoolView {
  const place = SEED_PLACES.get(row.name);
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    institutionId: linked?.id ?? null,
    province: (linked && institutionProvince(linked)) ?? place?.province ?? null,
    city: linked?.city?.replace(/市$/, '') || place?.city || null,
    signupStart: row.signupStart,
    signupEnd: row.signupEnd,
    testPeriod: row.testPeriod,
    entryRule: row.entryRule,
    gaokaoWeight: Number(row.gaokaoWeight),
    testFullMark: row.testFullMark,
    summary: row.summary,
    source: row.source,
    isExample: row.isExample,
    sortOrder: row.sortOrder,
    majorCount: counts.majors,
    lineCount: counts.lines,
    createTime: formatDateTime(row.createTime),
    updateTime: row.updateTime ? formatDateTime(row.updateTime) : null,
  };
}

export function majorView(row: MajorRow, schoolIsExample: boolean): QjMajorView {
  return {
    id: row.id,
    qjSchoolId: row.qjSchoolId,
    name: row.name,
    category: row.category,
    planCount: row.planCount,
    subjectRequirement: row.subjectRequirement,
    note: row.note,
    sortOrder: row.sortOrder,
    isExample: schoolIsExample,
  };
}

export function lineView(row: ScoreRow, majorName: string | null): QjLineView {
  return {
    id: row.id,
    qjSchoolId: row.qjSchoolId,
    qjMajorId: row.qjMajorId,
    majorName,
    province: row.province,
    year: row.year,
    subjectType: row.subjectType,
    gaokaoFullMark: row.gaokaoFullMark,
    entryScore: num(row.entryScore),
    compositeLine: num(row.compositeLine),
    compositeScale: row.compositeScale,
    source: row.source,
    isExample: row.isExample,
  };
}

export const majorAdminView = (r: MajorAdminRow): QjMajorAdminView => ({
  ...majorView(r.major, r.schoolIsExample),
  schoolName: r.schoolName,
  schoolYear: r.schoolYear,
});

export const scoreAdminView = (r: ScoreAdminRow): QjLineAdminView => ({
  ...lineView(r.line, r.majorName),
  schoolName: r.schoolName,
  schoolYear: r.schoolYear,
});

export function institutionInfo(i: InstitutionRow): QjInstitutionInfo {
  return {
    id: i.id,
    name: i.name,
    province: institutionProvince(i),
    city: i.city,
    level: i.level,
    type: i.type,
    department: i.department,
    tags: i.tags,
    is985: i.is985,
    is211: i.is211,
    isDoubleFirstClass: i.isDoubleFirstClass,
    website: i.website,
    dataMode: i.dataMode,
  };
}
