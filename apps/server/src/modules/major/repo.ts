import { and, asc, count, eq, ilike, inArray, like, max, min, ne, or, sql } from 'drizzle-orm';
import type { MajorBrief, MajorLinePoint } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, majors } from '../../db/schema/index.ts';
import { likeContains, likePrefix } from '../reference/fields.ts';

/** The queries of 专业 (service.ts builds the tree and the detail). */

const briefColumns = {
  id: majors.id,
  code: majors.code,
  name: majors.name,
  level: majors.level,
  classCode: majors.classCode,
  className: majors.className,
  categoryCode: majors.categoryCode,
  categoryName: majors.categoryName,
};

/**
 * A major's lines are found by name: provinces publish their own major codes, so the national
 * code rarely appears. 计算机科学与技术 also matches 计算机科学与技术(师范) and （中外合作办学）.
 */
const nameMatches = (name: string) => or(eq(a.majorName, name), like(a.majorName, likePrefix(`${name}(`)), like(a.majorName, likePrefix(`${name}（`)));

/** Every major of one catalog with its tree columns, in code order. */
export function treeRows(db: Db, level: string) {
  return db
    .select({
      ...briefColumns,
      degree: majors.degree,
      lengthOfStudy: majors.lengthOfStudy,
      isSpecial: majors.isSpecial,
      isControlled: majors.isControlled,
    })
    .from(majors)
    .where(eq(majors.level, level))
    .orderBy(asc(majors.categoryCode), asc(majors.classCode), asc(majors.code));
}

/** A major with its detail columns. */
export async function majorById(db: Db, id: string) {
  const [major] = await db
    .select({
      ...briefColumns,
      degree: majors.degree,
      lengthOfStudy: majors.lengthOfStudy,
      lengthDerived: majors.lengthDerived,
      isSpecial: majors.isSpecial,
      isControlled: majors.isControlled,
      scale: majors.scale,
      genderRatio: majors.genderRatio,
      introYear: majors.introYear,
      schoolCount: majors.schoolCount,
      source: majors.source,
      dataMode: majors.dataMode,
    })
    .from(majors)
    .where(eq(majors.id, id))
    .limit(1);
  return major;
}

/** Other majors of the same class and catalog, in code order. */
export function relatedMajors(db: Db, classCode: string, level: string, id: string): Promise<MajorBrief[]> {
  return db
    .select(briefColumns)
    .from(majors)
    .where(and(eq(majors.classCode, classCode), eq(majors.level, level), ne(majors.id, id)))
    .orderBy(asc(majors.code))
    .limit(50);
}

/** Majors whose name contains the text or whose pinyin initials start with `pinyin`: closest first. */
export function searchMajors(db: Db, text: string, pinyin: string | null | undefined, level: string | undefined, limit: number): Promise<MajorBrief[]> {
  return db
    .select(briefColumns)
    .from(majors)
    .where(
      and(
        level ? eq(majors.level, level) : undefined,
        or(ilike(majors.name, likeContains(text)), pinyin ? like(sql`lower(${majors.pinyinInitials})`, likePrefix(pinyin)) : undefined),
      ),
    )
    .orderBy(
      sql`(${majors.name} = ${text}) desc`,
      sql`(${majors.name} like ${likePrefix(text)}) desc`,
      sql`length(${majors.name})`,
      asc(majors.level),
      asc(majors.code),
    )
    .limit(limit);
}

export function majorBriefs(db: Db, ids: string[]): Promise<MajorBrief[]> {
  return db.select(briefColumns).from(majors).where(inArray(majors.id, ids));
}

export async function majorExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: majors.id }).from(majors).where(eq(majors.id, id)).limit(1);
  return !!row;
}

/** Per province, year and subject type: the range of the schools' minimum scores and ranks. */
export async function linesOf(db: Db, name: string, province?: string): Promise<MajorLinePoint[]> {
  const rows = await db
    .select({
      province: a.province,
      year: a.year,
      subjectType: a.subjectType,
      minScore: min(a.minScore),
      maxScore: max(a.minScore),
      minRank: min(a.minRank),
      maxRank: max(a.minRank),
      records: count(),
      official: sql<boolean>`bool_and(${a.official})`,
    })
    .from(a)
    .where(and(eq(a.level, 'major'), province ? eq(a.province, province) : undefined, nameMatches(name)))
    .groupBy(a.province, a.year, a.subjectType)
    .orderBy(asc(a.province), asc(a.year), asc(a.subjectType));
  return rows.map((r) => ({
    ...r,
    minScore: r.minScore == null ? null : Number(r.minScore),
    maxScore: r.maxScore == null ? null : Number(r.maxScore),
    minRank: r.minRank == null ? null : Number(r.minRank),
    maxRank: r.maxRank == null ? null : Number(r.maxRank),
    records: Number(r.records),
  }));
}
