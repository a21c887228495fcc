import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qjMajors, qjSchools, qjScores, settings } from '../../db/schema/index.ts';
import type { MajorInsert, SchoolInsert, SchoolRow, ScoreInsert } from './model.ts';

/** The queries of the 强基 seed (seed.ts holds what is seeded and when). */

/** Which of these setting keys exist. */
export async function existingMarkers(db: Db, keys: string[]): Promise<string[]> {
  const done = await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, keys));
  return done.map((d) => d.key);
}

/** Writes the marker setting; whether this call wrote it (false when it was there already). */
export async function claimMarker(db: Db, key: string, value: Record<string, unknown>): Promise<boolean> {
  const claimed = await db.insert(settings).values({ key, value }).onConflictDoNothing().returning({ key: settings.key });
  return claimed.length > 0;
}

/** Writes the marker setting unless it is there already. */
export async function writeMarker(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** Adds the schools, skipping any whose name and year are taken; the ids added. */
export async function insertNewSchools(db: Db, rows: SchoolInsert[]): Promise<Set<string>> {
  return new Set((await db.insert(qjSchools).values(rows).onConflictDoNothing().returning({ id: qjSchools.id })).map((r) => r.id));
}

/** Adds majors (one statement). */
export async function insertMajors(db: Db, rows: MajorInsert[]): Promise<void> {
  await db.insert(qjMajors).values(rows);
}

/** Adds lines (one statement). */
export async function insertScores(db: Db, rows: ScoreInsert[]): Promise<void> {
  await db.insert(qjScores).values(rows);
}

/** The schools of this year with one of these names. */
export async function schoolsNamed(db: Db, year: number, names: string[]): Promise<SchoolRow[]> {
  return db
    .select()
    .from(qjSchools)
    .where(and(eq(qjSchools.year, year), inArray(qjSchools.name, names)));
}

/** The names of a school's majors. */
export async function majorNamesOf(db: Db, schoolId: string): Promise<{ name: string }[]> {
  return db.select({ name: qjMajors.name }).from(qjMajors).where(eq(qjMajors.qjSchoolId, schoolId));
}

/** The source and 示例 mark of each of a school's lines. */
export async function lineSourcesOf(db: Db, schoolId: string): Promise<{ source: string; isExample: boolean }[]> {
  return db.select({ source: qjScores.source, isExample: qjScores.isExample }).from(qjScores).where(eq(qjScores.qjSchoolId, schoolId));
}

/**
 * Replaces a school's content: deletes its lines and majors, sets the row's fields, adds the fresh
 * majors and lines (run it inside the caller's transaction).
 */
export async function replaceSchool(db: Db, id: string, set: Partial<SchoolInsert>, majors: MajorInsert[], scores: ScoreInsert[]): Promise<void> {
  await db.delete(qjScores).where(eq(qjScores.qjSchoolId, id));
  await db.delete(qjMajors).where(eq(qjMajors.qjSchoolId, id));
  await db.update(qjSchools).set(set).where(eq(qjSchools.id, id));
  if (majors.length) await db.insert(qjMajors).values(majors);
  if (scores.length) await db.insert(qjScores).values(scores);
}
