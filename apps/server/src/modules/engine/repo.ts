import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, institutions, majors, rankTables, scoreProfiles, users } from '../../db/schema/index.ts';

/** The queries of the engine's store and of the score profile (store.ts and score-profile.ts hold the rules). */

export type ScoreProfileRow = typeof scoreProfiles.$inferSelect;
export type ScoreProfileValues = Omit<typeof scoreProfiles.$inferInsert, 'userId'>;

/** The user's score profile, or null. */
export async function findScoreProfile(db: Db, userId: string): Promise<ScoreProfileRow | null> {
  const [row] = await db.select().from(scoreProfiles).where(eq(scoreProfiles.userId, userId));
  return row ?? null;
}

/** Writes the score profile and the account's province (and 选科 when given) in one transaction; the profile as stored. */
export async function storeScoreProfile(
  db: Db,
  userId: string,
  values: ScoreProfileValues,
  account: { province: string; subjects?: string[] },
): Promise<ScoreProfileRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scoreProfiles)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: scoreProfiles.userId, set: values })
      .returning();
    await tx
      .update(users)
      .set({ province: account.province, ...(account.subjects ? { subjects: account.subjects } : {}), updateTime: new Date() })
      .where(eq(users.id, userId));
    return row;
  });
}

/** Updates the user's score profile (nothing when there is none). */
export async function updateScoreProfile(db: Db, userId: string, values: ScoreProfileValues): Promise<void> {
  await db.update(scoreProfiles).set(values).where(eq(scoreProfiles.userId, userId));
}

/** Every institution with what the engine filters and labels schools by. */
export function engineSchoolRows(db: Db) {
  return db
    .select({
      id: institutions.id,
      provinceCode: institutions.provinceCode,
      city: institutions.city,
      level: institutions.level,
      type: institutions.type,
      tags: institutions.tags,
      isPrivate: institutions.isPrivate,
      is985: institutions.is985,
      is211: institutions.is211,
      isDoubleFirstClass: institutions.isDoubleFirstClass,
    })
    .from(institutions);
}

/** Every catalog major's name with its 专业类 and 门类. */
export function engineMajorRows(db: Db) {
  return db.select({ name: majors.name, className: majors.className, categoryName: majors.categoryName }).from(majors);
}

/** The columns of a line the engine reads (the store and the back-test alike). */
export const LINE_COLUMNS = {
  year: a.year,
  subjectType: a.subjectType,
  batch: a.batch,
  level: a.level,
  schoolId: a.institutionId,
  schoolName: a.schoolName,
  schoolCode: a.schoolCode,
  groupCode: a.groupCode,
  groupKey: a.groupKey,
  majorName: a.majorName,
  majorCode: a.majorCode,
  electiveRequirement: a.electiveRequirement,
  minScore: a.minScore,
  minScoreBound: a.minScoreBound,
  minRank: a.minRank,
  minRankBound: a.minRankBound,
  rankDerived: a.rankDerived,
  planCount: a.planCount,
  tuition: a.tuition,
  official: a.official,
  sourceQuality: a.sourceQuality,
};

/** Every line (and 招生计划 row) of the province at institution, group, major or plan level, as the engine reads them. */
export function provinceLineRows(db: Db, province: string) {
  return db
    .select({ ...LINE_COLUMNS, dataMode: a.dataMode })
    .from(a)
    .where(and(eq(a.province, province), inArray(a.level, ['institution', 'group', 'major', 'plan'])));
}

/** Every rank-table row of the province (all years and subject types). */
export function provinceRankRows(db: Db, province: string) {
  return db
    .select({
      year: rankTables.year,
      subjectType: rankTables.subjectType,
      score: rankTables.score,
      scoreMin: rankTables.scoreMin,
      scoreMax: rankTables.scoreMax,
      rankStart: rankTables.rankStart,
      rankEnd: rankTables.rankEnd,
      count: rankTables.countAtScore,
      dataMode: rankTables.dataMode,
    })
    .from(rankTables)
    .where(eq(rankTables.province, province));
}
