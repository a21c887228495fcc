import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords, importRuns, institutions, majors, offerings } from '../../db/schema/index.ts';
import { distinctValues } from '../reference/repo.ts';

/** How many majors a school offers (undergraduate offerings list). */
export async function offeringCount(db: Db, institutionId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(offerings).where(eq(offerings.institutionId, institutionId));
  return Number(n);
}

/** The provinces a school has admission lines in (unordered). */
export function admissionProvinces(db: Db, institutionId: string): Promise<string[]> {
  return distinctValues<string>(db, admissionRecords, admissionRecords.province, eq(admissionRecords.institutionId, institutionId));
}

/** The majors a school offers, in catalog code order (the query itself: it runs when awaited). */
export function offeredMajors(db: Db, institutionId: string) {
  return db
    .select({
      id: majors.id,
      code: majors.code,
      name: majors.name,
      level: majors.level,
      classCode: majors.classCode,
      className: majors.className,
      categoryCode: majors.categoryCode,
      categoryName: majors.categoryName,
    })
    .from(offerings)
    .innerJoin(majors, eq(majors.id, offerings.majorId))
    .where(eq(offerings.institutionId, institutionId))
    .orderBy(asc(majors.code));
}

export async function institutionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id)).limit(1);
  return !!row;
}

// --- the institution list in memory (catalog.ts) ---------------------------------------------

/** What the catalog's version is made of: the institutions' row count, their latest import time and the latest finished import run (as text). */
export async function catalogVersionRow(db: Db): Promise<{ n: string; at: string | null; run: string | null }> {
  const result = await db.execute(sql`select
      (select count(*) from ${institutions})::text as n,
      (select max(${institutions.importedAt}) from ${institutions})::text as at,
      (select max(${importRuns.finishedAt}) from ${importRuns})::text as run`);
  const [v] = (result as unknown as { rows: { n: string; at: string | null; run: string | null }[] }).rows;
  return v;
}

/** Every institution, all columns. */
export function allInstitutions(db: Db) {
  return db.select().from(institutions);
}

/** The ids of the institutions offering the major. */
export function offeringInstitutionIds(db: Db, majorId: string) {
  return db.select({ id: offerings.institutionId }).from(offerings).where(eq(offerings.majorId, majorId));
}

// --- 招生计划 (plans.ts) ------------------------------------------------------------------------

/** A school's 招生计划 rows (in one province when given), unordered. */
export function planRows(db: Db, schoolId: string, province?: string) {
  const a = admissionRecords;
  return db
    .select({
      province: a.province,
      year: a.year,
      subjectType: a.subjectType,
      batch: a.batch,
      groupCode: a.groupCode,
      majorName: a.majorName,
      majorCode: a.majorCode,
      electiveRequirement: a.electiveRequirement,
      planCount: a.planCount,
      tuition: a.tuition,
      official: a.official,
      sourceQuality: a.sourceQuality,
      sourceUrl: a.sourceUrl,
      dataMode: a.dataMode,
    })
    .from(a)
    .where(and(eq(a.institutionId, schoolId), eq(a.level, 'plan'), province ? eq(a.province, province) : undefined));
}

/** The provinces a school has 招生计划 rows in (unordered). */
export function planProvinces(db: Db, schoolId: string) {
  const a = admissionRecords;
  return db
    .selectDistinct({ province: a.province })
    .from(a)
    .where(and(eq(a.institutionId, schoolId), eq(a.level, 'plan')));
}

/** Length of study of the catalog majors with these names (a name may have several rows). */
export function majorLengthsByName(db: Db, names: string[]) {
  return db.select({ name: majors.name, lengthOfStudy: majors.lengthOfStudy }).from(majors).where(inArray(majors.name, names));
}
