import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords, institutions, majors, offerings } from '../../db/schema/index.ts';
import { distinctValues } from '../reference/distinct.ts';

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
