import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { ControlLineRow, ScoreLineLevel } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, controlLines } from '../../db/schema/index.ts';
import { likeContains } from '../reference/fields.ts';
import { distinctValues } from '../reference/repo.ts';

/** The queries of 录取分数线 (service.ts holds the rules). */

export interface SchoolLinesFilter {
  province?: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  level?: ScoreLineLevel;
}

export interface LinesFilter {
  province: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  keyword?: string;
  scoreMin?: number;
  scoreMax?: number;
  rankMin?: number;
  rankMax?: number;
  schoolId?: string;
}

/** The columns of a published line as the pages show it; source quality always travels with it. */
const lineColumns = {
  id: a.id,
  province: a.province,
  year: a.year,
  subjectType: a.subjectType,
  batch: a.batch,
  level: a.level,
  schoolId: a.institutionId,
  schoolName: a.schoolName,
  schoolCode: a.schoolCode,
  groupCode: a.groupCode,
  majorName: a.majorName,
  majorCode: a.majorCode,
  electiveRequirement: a.electiveRequirement,
  minScore: a.minScore,
  minScoreBound: a.minScoreBound,
  maxScore: a.maxScore,
  avgScore: a.avgScore,
  minRank: a.minRank,
  rankDerived: a.rankDerived,
  planCount: a.planCount,
  sourceQuality: a.sourceQuality,
  official: a.official,
  sourceUrl: a.sourceUrl,
  dataMode: a.dataMode,
};

const byScore = [sql`${a.minScore} desc nulls last`, sql`${a.minRank} asc nulls last`, asc(a.id)];
const levelOrder = sql`case ${a.level} when 'institution' then 0 when 'group' then 1 else 2 end`;

/** The latest year of the province with lines of these levels (of the subject type and batch when given), or null. */
export async function latestLineYear(
  db: Db,
  levels: ScoreLineLevel[],
  filter: Pick<LinesFilter, 'province' | 'subjectType' | 'batch'>,
): Promise<number | null> {
  const [row] = await db
    .select({ year: a.year })
    .from(a)
    .where(
      and(
        eq(a.province, filter.province),
        filter.subjectType ? eq(a.subjectType, filter.subjectType) : undefined,
        filter.batch ? eq(a.batch, filter.batch) : undefined,
        inArray(a.level, levels),
      ),
    )
    .orderBy(desc(a.year))
    .limit(1);
  return row?.year ?? null;
}

/** A school's rows narrowed by the filter's province, year, subject type and batch (not its level). */
const ofSchool = (schoolId: string, filter: SchoolLinesFilter) =>
  and(
    eq(a.institutionId, schoolId),
    filter.province ? eq(a.province, filter.province) : undefined,
    filter.year ? eq(a.year, filter.year) : undefined,
    filter.subjectType ? eq(a.subjectType, filter.subjectType) : undefined,
    filter.batch ? eq(a.batch, filter.batch) : undefined,
  );

/**
 * A school's lines of the filter's level (else of `levels`), newest year first, then province,
 * subject type, batch, level and score; at most `limit`.
 */
export function schoolLineRows(db: Db, schoolId: string, filter: SchoolLinesFilter, levels: ScoreLineLevel[], limit: number) {
  return db
    .select(lineColumns)
    .from(a)
    .where(and(ofSchool(schoolId, filter), filter.level ? eq(a.level, filter.level) : inArray(a.level, levels)))
    .orderBy(desc(a.year), asc(a.province), asc(a.subjectType), asc(a.batch), levelOrder, ...byScore)
    .limit(limit);
}

/** How many of a school's rows (as the filter narrows them, any level) there are of each of these levels. */
export function schoolLevelCounts(db: Db, schoolId: string, filter: SchoolLinesFilter, levels: ScoreLineLevel[]) {
  return db
    .select({ level: a.level, n: count() })
    .from(a)
    .where(and(ofSchool(schoolId, filter), inArray(a.level, levels)))
    .groupBy(a.level);
}

/** A province's year of lines at these levels, filtered; the keyword is in the school's name (or the major's, with major lines). */
function linesOf(levels: ScoreLineLevel[], filter: LinesFilter & { year: number }) {
  const keyword = filter.keyword
    ? levels.includes('major')
      ? or(ilike(a.schoolName, likeContains(filter.keyword)), ilike(a.majorName, likeContains(filter.keyword)))
      : ilike(a.schoolName, likeContains(filter.keyword))
    : undefined;
  return and(
    eq(a.province, filter.province),
    eq(a.year, filter.year),
    filter.subjectType ? eq(a.subjectType, filter.subjectType) : undefined,
    filter.batch ? eq(a.batch, filter.batch) : undefined,
    inArray(a.level, levels),
    keyword,
    filter.scoreMin !== undefined ? gte(a.minScore, filter.scoreMin) : undefined,
    filter.scoreMax !== undefined ? lte(a.minScore, filter.scoreMax) : undefined,
    filter.rankMin !== undefined ? gte(a.minRank, filter.rankMin) : undefined,
    filter.rankMax !== undefined ? lte(a.minRank, filter.rankMax) : undefined,
    filter.schoolId ? eq(a.institutionId, filter.schoolId) : undefined,
  );
}

/** A page of a province's lines (see linesOf), highest minimum score first. */
export function linePage(db: Db, levels: ScoreLineLevel[], filter: LinesFilter & { year: number }, limit: number, offset: number) {
  return db
    .select(lineColumns)
    .from(a)
    .where(linesOf(levels, filter))
    .orderBy(...byScore)
    .limit(limit)
    .offset(offset);
}

/** How many lines linePage pages through. */
export async function lineCount(db: Db, levels: ScoreLineLevel[], filter: LinesFilter & { year: number }): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(a).where(linesOf(levels, filter));
  return Number(total);
}

/** The years with admission rows of the province other than 招生计划, newest first. */
export function admissionLineYears(db: Db, province: string): Promise<number[]> {
  return distinctValues<number>(db, a, a.year, and(eq(a.province, province), ne(a.level, 'plan')), 'desc');
}

/** The years with 批次线 of the province (unordered). */
export function controlLineYears(db: Db, province: string) {
  return db.selectDistinct({ year: controlLines.year }).from(controlLines).where(eq(controlLines.province, province));
}

/** The province's year's admission rows other than 招生计划, counted by subject type and batch. */
export function admissionCombos(db: Db, province: string, year: number) {
  return db
    .select({ subjectType: a.subjectType, batch: a.batch, n: count() })
    .from(a)
    .where(and(eq(a.province, province), eq(a.year, year), ne(a.level, 'plan')))
    .groupBy(a.subjectType, a.batch);
}

/** The province's year's 批次线, counted by subject type and batch. */
export function controlLineCombos(db: Db, province: string, year: number) {
  return db
    .select({ subjectType: controlLines.subjectType, batch: controlLines.batch, n: count() })
    .from(controlLines)
    .where(and(eq(controlLines.province, province), eq(controlLines.year, year)))
    .groupBy(controlLines.subjectType, controlLines.batch);
}

/** 批次线 of a province (one year, or every year), newest year first, then subject type, highest score, batch. */
export function controlLinesOf(db: Db, province: string, year?: number): Promise<ControlLineRow[]> {
  const c = controlLines;
  return db
    .select({
      id: c.id,
      year: c.year,
      subjectType: c.subjectType,
      batch: c.batch,
      score: c.score,
      sourceQuality: c.sourceQuality,
      official: c.official,
      sourceUrl: c.sourceUrl,
      dataMode: c.dataMode,
    })
    .from(c)
    .where(and(eq(c.province, province), year ? eq(c.year, year) : undefined))
    .orderBy(desc(c.year), asc(c.subjectType), desc(c.score), asc(c.batch));
}
