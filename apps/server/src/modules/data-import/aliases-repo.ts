import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords, institutions, schoolAliases } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/query.ts';
import { REMOVED_SEED } from '../../data/matcher.ts';
import type { AliasKind } from '../../data/school-aliases.ts';

/** The queries of 院校别名 (aliases.ts holds the rules). */

/** Every institution with the names and codes an alias file may name it by. */
export function catalogNames(db: Db) {
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      formerNames: institutions.formerNames,
      schoolCode: institutions.schoolCode,
      guobiaoCode: institutions.guobiaoCode,
    })
    .from(institutions);
}

/** The stored aliases among `aliases` (not the removed seeds), with their institution. */
export function liveAliasesIn(db: Db, aliases: string[]) {
  return db
    .select({ alias: schoolAliases.alias, institutionId: schoolAliases.institutionId })
    .from(schoolAliases)
    .where(and(inArray(schoolAliases.alias, aliases), ne(schoolAliases.source, REMOVED_SEED)));
}

/** The distinct school names of the admission rows that have no institution. */
export function unmatchedSchoolNames(db: Db) {
  const a = admissionRecords;
  return db.selectDistinct({ schoolName: a.schoolName }).from(a).where(isNull(a.institutionId));
}

/** Gives the admission rows of `schoolName` that have no institution this one; how many it changed. */
export async function setInstitutionOfUnmatched(db: Db, schoolName: string, institutionId: string): Promise<number> {
  const a = admissionRecords;
  const rows = await db
    .update(a)
    .set({ institutionId })
    .where(and(eq(a.schoolName, schoolName), isNull(a.institutionId)))
    .returning({ id: a.id });
  return rows.length;
}

/** Inserts aliases (one that only a removed seed held takes its place); how many were added. */
export async function insertAliasRows(db: Db, rows: { alias: string; institutionId: string; kind: AliasKind; source: string }[]): Promise<number> {
  const done = await db
    .insert(schoolAliases)
    .values(rows)
    .onConflictDoUpdate({
      target: schoolAliases.alias,
      set: { institutionId: sql`excluded.institution_id`, kind: sql`excluded.kind`, source: sql`excluded.source`, createdAt: sql`now()` },
      setWhere: eq(schoolAliases.source, REMOVED_SEED),
    })
    .returning({ alias: schoolAliases.alias });
  return done.length;
}

/** The listed aliases (not the removed seeds), matching the keyword in the alias or the institution's name. */
function listed(keyword: string | undefined) {
  const matches = keyword ? or(ilike(schoolAliases.alias, `%${escapeLike(keyword)}%`), ilike(institutions.name, `%${escapeLike(keyword)}%`)) : undefined;
  return and(ne(schoolAliases.source, REMOVED_SEED), matches);
}

/** A page of the listed aliases with their institution's name, by institution name then alias. */
export function aliasPage(db: Db, keyword: string | undefined, limit: number, offset: number) {
  return db
    .select({
      alias: schoolAliases.alias,
      institutionId: schoolAliases.institutionId,
      institutionName: institutions.name,
      kind: schoolAliases.kind,
      source: schoolAliases.source,
      createdAt: schoolAliases.createdAt,
    })
    .from(schoolAliases)
    .leftJoin(institutions, eq(institutions.id, schoolAliases.institutionId))
    .where(listed(keyword))
    .orderBy(asc(institutions.name), asc(schoolAliases.alias))
    .limit(limit)
    .offset(offset);
}

/** How many aliases aliasPage lists in all. */
export async function aliasCount(db: Db, keyword: string | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(schoolAliases)
    .leftJoin(institutions, eq(institutions.id, schoolAliases.institutionId))
    .where(listed(keyword));
  return Number(total);
}

/** Marks the built-in (seed) alias removed; the aliases it marked. */
export function hideSeedAlias(db: Db, alias: string) {
  return db
    .update(schoolAliases)
    .set({ source: REMOVED_SEED })
    .where(and(eq(schoolAliases.alias, alias), eq(schoolAliases.source, 'seed')))
    .returning({ alias: schoolAliases.alias });
}

/** Deletes the alias (not a removed seed); the aliases it deleted. */
export function deleteAlias(db: Db, alias: string) {
  return db
    .delete(schoolAliases)
    .where(and(eq(schoolAliases.alias, alias), ne(schoolAliases.source, REMOVED_SEED)))
    .returning({ alias: schoolAliases.alias });
}
