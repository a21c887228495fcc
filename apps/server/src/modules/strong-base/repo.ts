import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { QjLineView, QjMajorView, QjSchoolView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { institutions, qjMajors, qjSchools, qjScores, testRecords } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/query.ts';
import {
  lineView,
  majorView,
  schoolView,
  type InstitutionRow,
  type MajorAdminRow,
  type MajorInsert,
  type MajorRow,
  type SchoolInsert,
  type SchoolRow,
  type ScoreAdminRow,
  type ScoreInsert,
  type ScoreRow,
} from './model.ts';

/** The 强基 tables: SQL only (service.ts holds the rules). */

/**
 * The reference institution of each school: the stored id when it still names one, else the
 * institution of the same name (an import after the seed links too). By school id.
 */
export async function linkedInstitutions(db: Db, rows: Pick<SchoolRow, 'id' | 'name' | 'institutionId'>[]): Promise<Map<string, InstitutionRow>> {
  const out = new Map<string, InstitutionRow>();
  if (!rows.length) return out;
  const ids = [...new Set(rows.map((r) => r.institutionId).filter((v): v is string => !!v))];
  const names = [...new Set(rows.map((r) => r.name))];
  const found = await db
    .select()
    .from(institutions)
    .where(or(ids.length ? inArray(institutions.id, ids) : undefined, inArray(institutions.name, names)));
  const byId = new Map(found.map((i) => [i.id, i]));
  // Of two institutions of one name, the active one wins.
  const byName = new Map<string, InstitutionRow>();
  for (const i of found.sort((a, b) => (a.status === 'active' ? 0 : 1) - (b.status === 'active' ? 0 : 1))) if (!byName.has(i.name)) byName.set(i.name, i);
  for (const r of rows) {
    const hit = (r.institutionId && byId.get(r.institutionId)) || byName.get(r.name);
    if (hit) out.set(r.id, hit);
  }
  return out;
}

async function countsOf(db: Db, schoolIds: string[]): Promise<Map<string, { majors: number; lines: number }>> {
  const out = new Map(schoolIds.map((id) => [id, { majors: 0, lines: 0 }]));
  if (!schoolIds.length) return out;
  const [majors, lines] = await Promise.all([
    db.select({ id: qjMajors.qjSchoolId, n: count() }).from(qjMajors).where(inArray(qjMajors.qjSchoolId, schoolIds)).groupBy(qjMajors.qjSchoolId),
    db.select({ id: qjScores.qjSchoolId, n: count() }).from(qjScores).where(inArray(qjScores.qjSchoolId, schoolIds)).groupBy(qjScores.qjSchoolId),
  ]);
  for (const m of majors) out.get(m.id)!.majors = Number(m.n);
  for (const l of lines) out.get(l.id)!.lines = Number(l.n);
  return out;
}

export async function schoolViews(db: Db, rows: SchoolRow[]): Promise<QjSchoolView[]> {
  const [linked, counts] = await Promise.all([
    linkedInstitutions(db, rows),
    countsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => schoolView(r, linked.get(r.id), counts.get(r.id)!));
}

const schoolOrder = [asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjSchools.id)];

/** Years that have schools, newest first. */
export async function years(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ year: qjSchools.year }).from(qjSchools).orderBy(desc(qjSchools.year));
  return rows.map((r) => r.year);
}

/** Schools of a year (all years when none), whose name or a major's name contains the keyword; in sort order. */
export async function schools(db: Db, filter: { year?: number; keyword?: string; isExample?: boolean }): Promise<SchoolRow[]> {
  const like = filter.keyword ? escapeLike(filter.keyword) : '';
  const where: (SQL | undefined)[] = [
    filter.year !== undefined ? eq(qjSchools.year, filter.year) : undefined,
    filter.isExample !== undefined ? eq(qjSchools.isExample, filter.isExample) : undefined,
    like ? or(ilike(qjSchools.name, like), sql`exists (select 1 from qj_major m where m.qj_school_id = ${qjSchools.id} and m.name ilike ${like})`) : undefined,
  ];
  return db
    .select()
    .from(qjSchools)
    .where(and(...where))
    .orderBy(desc(qjSchools.year), ...schoolOrder);
}

export async function school(db: Db, id: string): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(qjSchools).where(eq(qjSchools.id, id)).limit(1);
  return row;
}

export async function schoolsByIds(db: Db, ids: string[]): Promise<SchoolRow[]> {
  return ids.length ? db.select().from(qjSchools).where(inArray(qjSchools.id, ids)) : [];
}

export async function schoolByNameYear(db: Db, name: string, year: number): Promise<SchoolRow | undefined> {
  const [row] = await db
    .select()
    .from(qjSchools)
    .where(and(eq(qjSchools.name, name), eq(qjSchools.year, year)))
    .limit(1);
  return row;
}

export async function majorsOf(db: Db, schoolIds: string[]): Promise<MajorRow[]> {
  if (!schoolIds.length) return [];
  return db.select().from(qjMajors).where(inArray(qjMajors.qjSchoolId, schoolIds)).orderBy(asc(qjMajors.sortOrder), asc(qjMajors.name), asc(qjMajors.id));
}

export async function major(db: Db, id: string): Promise<MajorRow | undefined> {
  const [row] = await db.select().from(qjMajors).where(eq(qjMajors.id, id)).limit(1);
  return row;
}

/** Every major with its school's year and 示例 mark (the major-direction answer reads them all). */
export async function allMajors(db: Db): Promise<{ major: MajorRow; school: Pick<SchoolRow, 'id' | 'name' | 'year' | 'isExample'> }[]> {
  return db
    .select({ major: qjMajors, school: { id: qjSchools.id, name: qjSchools.name, year: qjSchools.year, isExample: qjSchools.isExample } })
    .from(qjMajors)
    .innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId))
    .orderBy(desc(qjSchools.year), ...schoolOrder, asc(qjMajors.sortOrder), asc(qjMajors.id));
}

/** The lines of a school (or of one major: `majorId`), filtered by province and year; newest first. */
export async function lines(db: Db, filter: { schoolId?: string; majorId?: string; province?: string; year?: number }): Promise<QjLineView[]> {
  const rows = await db
    .select({ line: qjScores, majorName: qjMajors.name })
    .from(qjScores)
    .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
    .where(
      and(
        filter.schoolId ? eq(qjScores.qjSchoolId, filter.schoolId) : undefined,
        filter.majorId ? eq(qjScores.qjMajorId, filter.majorId) : undefined,
        filter.province ? eq(qjScores.province, filter.province) : undefined,
        filter.year !== undefined ? eq(qjScores.year, filter.year) : undefined,
      ),
    )
    .orderBy(desc(qjScores.year), asc(qjScores.province), sql`${qjScores.qjMajorId} is not null`, asc(qjMajors.sortOrder), asc(qjScores.id));
  return rows.map((r) => lineView(r.line, r.majorName ?? null));
}

/** Lines of a province that carry a composite or a 入围 line, with their school and major (the calculator's input). */
export async function linesIn(db: Db, province: string): Promise<{ line: ScoreRow; school: SchoolRow; major: MajorRow | null }[]> {
  return db
    .select({ line: qjScores, school: qjSchools, major: qjMajors })
    .from(qjScores)
    .innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId))
    .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
    .where(and(eq(qjScores.province, province), sql`(${qjScores.compositeLine} is not null or ${qjScores.entryScore} is not null)`));
}

/** Lines on record by province and year (composite or 入围). */
export async function lineCoverage(db: Db): Promise<{ province: string; year: number; lines: number }[]> {
  const rows = await db
    .select({ province: qjScores.province, year: qjScores.year, n: count() })
    .from(qjScores)
    .where(sql`(${qjScores.compositeLine} is not null or ${qjScores.entryScore} is not null)`)
    .groupBy(qjScores.province, qjScores.year);
  return rows.map((r) => ({ province: r.province, year: r.year, lines: Number(r.n) }));
}

export async function majorViewsOf(db: Db, schoolId: string, isExample: boolean): Promise<QjMajorView[]> {
  const rows = await db.select().from(qjMajors).where(eq(qjMajors.qjSchoolId, schoolId)).orderBy(asc(qjMajors.sortOrder), asc(qjMajors.name), asc(qjMajors.id));
  return rows.map((m) => majorView(m, isExample));
}

// ───────── 强基定位 sittings (test_record kind 'qj-position') ─────────
export async function saveSitting(db: Db, row: { id: string; userId: string; context: Record<string, unknown>; result: Record<string, unknown> }) {
  const now = new Date();
  await db.insert(testRecords).values({ ...row, kind: QJ_POSITION_KIND, status: 'finished', version: 1, startTime: now, updateTime: now, finishTime: now });
}

export async function latestSitting(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.userId, userId), eq(testRecords.kind, QJ_POSITION_KIND), eq(testRecords.status, 'finished')))
    .orderBy(desc(testRecords.startTime), desc(testRecords.id))
    .limit(1);
  return row;
}

/** The test_record kind of a 强基定位 sitting. */
export const QJ_POSITION_KIND = 'qj-position';

// ───────── admin (admin-routes.ts) ─────────

/** The three 强基 tables by the name the admin calls use. */
const qjTables = { school: qjSchools, major: qjMajors, score: qjScores };
export type QjTable = keyof typeof qjTables;

/** Which of the ids are rows of the table. */
export async function existingIds(db: Db, table: QjTable, ids: string[]): Promise<Set<string>> {
  const t = qjTables[table];
  return new Set((await db.select({ id: t.id }).from(t).where(inArray(t.id, ids))).map((r) => r.id));
}

export async function deleteByIds(db: Db, table: QjTable, ids: string[]) {
  const t = qjTables[table];
  await db.delete(t).where(inArray(t.id, ids));
}

export async function institutionExists(db: Db, id: string): Promise<boolean> {
  const [hit] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id)).limit(1);
  return !!hit;
}

/** Whether another school (not `exceptId`) has this name in this year. */
export async function schoolNameYearTaken(db: Db, nameValue: string, yearValue: number, exceptId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: qjSchools.id })
    .from(qjSchools)
    .where(and(eq(qjSchools.name, nameValue), eq(qjSchools.year, yearValue), exceptId ? ne(qjSchools.id, exceptId) : undefined))
    .limit(1);
  return !!taken;
}

type PageSlice = { pageNumber: number; pageSize: number };

/** Admin school list: name contains, year, isExample; newest year first, then in order. */
export async function adminSchools(
  db: Db,
  q: PageSlice & { name?: string; year?: number; isExample?: boolean },
): Promise<{ rows: SchoolRow[]; total: number }> {
  const where = and(
    q.name ? ilike(qjSchools.name, escapeLike(q.name)) : undefined,
    q.year !== undefined ? eq(qjSchools.year, q.year) : undefined,
    q.isExample !== undefined ? eq(qjSchools.isExample, q.isExample) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(qjSchools)
      .where(where)
      .orderBy(desc(qjSchools.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjSchools.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(qjSchools).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function insertSchool(db: Db, values: SchoolInsert) {
  await db.insert(qjSchools).values(values);
}

export async function updateSchool(db: Db, id: string, set: Partial<SchoolInsert>) {
  await db.update(qjSchools).set(set).where(eq(qjSchools.id, id));
}

/** Deletes every 示例 school (majors and lines cascade); how many schools went. */
export async function deleteExampleSchools(db: Db): Promise<number> {
  const gone = await db.delete(qjSchools).where(eq(qjSchools.isExample, true)).returning({ id: qjSchools.id });
  return gone.length;
}

const majorSelect = { major: qjMajors, schoolName: qjSchools.name, schoolYear: qjSchools.year, schoolIsExample: qjSchools.isExample };

/** Admin major list with the school: qjSchoolId, name contains, year, isExample (the school's mark). */
export async function adminMajors(
  db: Db,
  q: PageSlice & { qjSchoolId?: string; name?: string; year?: number; isExample?: boolean },
): Promise<{ rows: MajorAdminRow[]; total: number }> {
  const where = and(
    q.qjSchoolId ? eq(qjMajors.qjSchoolId, q.qjSchoolId) : undefined,
    q.name ? ilike(qjMajors.name, escapeLike(q.name)) : undefined,
    q.year !== undefined ? eq(qjSchools.year, q.year) : undefined,
    q.isExample !== undefined ? eq(qjSchools.isExample, q.isExample) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(majorSelect)
      .from(qjMajors)
      .innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId))
      .where(where)
      .orderBy(desc(qjSchools.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjMajors.sortOrder), asc(qjMajors.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId)).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** A major with its school's name, year and 示例 mark. */
export async function majorWithSchool(db: Db, id: string): Promise<MajorAdminRow> {
  const [r] = await db.select(majorSelect).from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId)).where(eq(qjMajors.id, id));
  return r;
}

export async function insertMajor(db: Db, values: MajorInsert) {
  await db.insert(qjMajors).values(values);
}

export async function updateMajor(db: Db, id: string, set: Partial<MajorInsert>) {
  await db.update(qjMajors).set(set).where(eq(qjMajors.id, id));
}

/** Moves a major's lines to another school. */
export async function moveMajorLines(db: Db, majorId: string, qjSchoolId: string) {
  await db.update(qjScores).set({ qjSchoolId }).where(eq(qjScores.qjMajorId, majorId));
}

/** Deletes the majors of every 示例 school; how many went. */
export async function deleteExampleMajors(db: Db): Promise<number> {
  const examples = db.select({ id: qjSchools.id }).from(qjSchools).where(eq(qjSchools.isExample, true));
  const gone = await db.delete(qjMajors).where(inArray(qjMajors.qjSchoolId, examples)).returning({ id: qjMajors.id });
  return gone.length;
}

const scoreSelect = { line: qjScores, majorName: qjMajors.name, schoolName: qjSchools.name, schoolYear: qjSchools.year };

/** Admin line list with school and major: qjSchoolId, qjMajorId, province, year, isExample; newest first. */
export async function adminLines(
  db: Db,
  q: PageSlice & { qjSchoolId?: string; qjMajorId?: string; province?: string; year?: number; isExample?: boolean },
): Promise<{ rows: ScoreAdminRow[]; total: number }> {
  const where: SQL | undefined = and(
    q.qjSchoolId ? eq(qjScores.qjSchoolId, q.qjSchoolId) : undefined,
    q.qjMajorId ? eq(qjScores.qjMajorId, q.qjMajorId) : undefined,
    q.province ? eq(qjScores.province, q.province) : undefined,
    q.year !== undefined ? eq(qjScores.year, q.year) : undefined,
    q.isExample !== undefined ? eq(qjScores.isExample, q.isExample) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(scoreSelect)
      .from(qjScores)
      .innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId))
      .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
      .where(where)
      .orderBy(desc(qjScores.year), asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjScores.province), asc(qjScores.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(qjScores).where(where),
  ]);
  return { rows, total: Number(total) };
}

export async function score(db: Db, id: string): Promise<ScoreRow | undefined> {
  const [row] = await db.select().from(qjScores).where(eq(qjScores.id, id)).limit(1);
  return row;
}

/** A line with its school's name and year and its major's name. */
export async function scoreWithSchool(db: Db, id: string): Promise<ScoreAdminRow> {
  const [r] = await db
    .select(scoreSelect)
    .from(qjScores)
    .innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId))
    .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
    .where(eq(qjScores.id, id));
  return r;
}

export async function insertScore(db: Db, values: ScoreInsert) {
  await db.insert(qjScores).values(values);
}

export async function updateScore(db: Db, id: string, set: Partial<ScoreInsert>) {
  await db.update(qjScores).set(set).where(eq(qjScores.id, id));
}

/** Deletes every 示例 line; how many went. */
export async function deleteExampleScores(db: Db): Promise<number> {
  const gone = await db.delete(qjScores).where(eq(qjScores.isExample, true)).returning({ id: qjScores.id });
  return gone.length;
}
