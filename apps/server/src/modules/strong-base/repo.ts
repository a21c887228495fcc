import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { QjLineView, QjMajorView, QjSchoolView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { institutions, qjMajors, qjSchools, qjScores, testRecords } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/query.ts';
import { lineView, majorView, schoolView, type InstitutionRow, type MajorRow, type SchoolRow, type ScoreRow } from './model.ts';

/** The 强基 tables: SQL only (service.ts holds the rules). */
export function strongBaseRepo(db: Db) {
  /**
   * The reference institution of each school: the stored id when it still names one, else the
   * institution of the same name (an import after the seed links too). By school id.
   */
  async function linkedInstitutions(rows: Pick<SchoolRow, 'id' | 'name' | 'institutionId'>[]): Promise<Map<string, InstitutionRow>> {
    const out = new Map<string, InstitutionRow>();
    if (!rows.length) return out;
    const ids = [...new Set(rows.map((r) => r.institutionId).filter((v): v is string => !!v))];
    const names = [...new Set(rows.map((r) => r.name))];
    const found = await db.select().from(institutions)
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

  async function countsOf(schoolIds: string[]): Promise<Map<string, { majors: number; lines: number }>> {
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

  async function schoolViews(rows: SchoolRow[]): Promise<QjSchoolView[]> {
    const [linked, counts] = await Promise.all([linkedInstitutions(rows), countsOf(rows.map((r) => r.id))]);
    return rows.map((r) => schoolView(r, linked.get(r.id), counts.get(r.id)!));
  }

  const schoolOrder = [asc(qjSchools.sortOrder), asc(qjSchools.name), asc(qjSchools.id)];

  return {
    linkedInstitutions,
    schoolViews,

    /** Years that have schools, newest first. */
    async years(): Promise<number[]> {
      const rows = await db.selectDistinct({ year: qjSchools.year }).from(qjSchools).orderBy(desc(qjSchools.year));
      return rows.map((r) => r.year);
    },

    /** Schools of a year (all years when none), whose name or a major's name contains the keyword; in sort order. */
    async schools(filter: { year?: number; keyword?: string; isExample?: boolean }): Promise<SchoolRow[]> {
      const like = filter.keyword ? escapeLike(filter.keyword) : '';
      const where: (SQL | undefined)[] = [
        filter.year !== undefined ? eq(qjSchools.year, filter.year) : undefined,
        filter.isExample !== undefined ? eq(qjSchools.isExample, filter.isExample) : undefined,
        like ? or(ilike(qjSchools.name, like), sql`exists (select 1 from qj_major m where m.qj_school_id = ${qjSchools.id} and m.name ilike ${like})`) : undefined,
      ];
      return db.select().from(qjSchools).where(and(...where)).orderBy(desc(qjSchools.year), ...schoolOrder);
    },

    async school(id: string): Promise<SchoolRow | undefined> {
      const [row] = await db.select().from(qjSchools).where(eq(qjSchools.id, id)).limit(1);
      return row;
    },

    async schoolsByIds(ids: string[]): Promise<SchoolRow[]> {
      return ids.length ? db.select().from(qjSchools).where(inArray(qjSchools.id, ids)) : [];
    },

    async schoolByNameYear(name: string, year: number): Promise<SchoolRow | undefined> {
      const [row] = await db.select().from(qjSchools).where(and(eq(qjSchools.name, name), eq(qjSchools.year, year))).limit(1);
      return row;
    },

    async majorsOf(schoolIds: string[]): Promise<MajorRow[]> {
      if (!schoolIds.length) return [];
      return db.select().from(qjMajors).where(inArray(qjMajors.qjSchoolId, schoolIds)).orderBy(asc(qjMajors.sortOrder), asc(qjMajors.name), asc(qjMajors.id));
    },

    async major(id: string): Promise<MajorRow | undefined> {
      const [row] = await db.select().from(qjMajors).where(eq(qjMajors.id, id)).limit(1);
      return row;
    },

    /** Every major with its school's year and 示例 mark (the major-direction answer reads them all). */
    async allMajors(): Promise<{ major: MajorRow; school: Pick<SchoolRow, 'id' | 'name' | 'year' | 'isExample'> }[]> {
      return db.select({ major: qjMajors, school: { id: qjSchools.id, name: qjSchools.name, year: qjSchools.year, isExample: qjSchools.isExample } })
        .from(qjMajors).innerJoin(qjSchools, eq(qjSchools.id, qjMajors.qjSchoolId))
        .orderBy(desc(qjSchools.year), ...schoolOrder, asc(qjMajors.sortOrder), asc(qjMajors.id));
    },

    /** The lines of a school (or of one major: `majorId`), filtered by province and year; newest first. */
    async lines(filter: { schoolId?: string; majorId?: string; province?: string; year?: number }): Promise<QjLineView[]> {
      const rows = await db.select({ line: qjScores, majorName: qjMajors.name }).from(qjScores)
        .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
        .where(and(
          filter.schoolId ? eq(qjScores.qjSchoolId, filter.schoolId) : undefined,
          filter.majorId ? eq(qjScores.qjMajorId, filter.majorId) : undefined,
          filter.province ? eq(qjScores.province, filter.province) : undefined,
          filter.year !== undefined ? eq(qjScores.year, filter.year) : undefined,
        ))
        .orderBy(desc(qjScores.year), asc(qjScores.province), sql`${qjScores.qjMajorId} is not null`, asc(qjMajors.sortOrder), asc(qjScores.id));
      return rows.map((r) => lineView(r.line, r.majorName ?? null));
    },

    /** Lines of a province that carry a composite line, with their school and major (the calculator's input). */
    async compositeLinesIn(province: string): Promise<{ line: ScoreRow; school: SchoolRow; major: MajorRow | null }[]> {
      return db.select({ line: qjScores, school: qjSchools, major: qjMajors }).from(qjScores)
        .innerJoin(qjSchools, eq(qjSchools.id, qjScores.qjSchoolId))
        .leftJoin(qjMajors, eq(qjMajors.id, qjScores.qjMajorId))
        .where(and(eq(qjScores.province, province), sql`${qjScores.compositeLine} is not null`));
    },

    async majorViewsOf(schoolId: string, isExample: boolean): Promise<QjMajorView[]> {
      const rows = await db.select().from(qjMajors).where(eq(qjMajors.qjSchoolId, schoolId)).orderBy(asc(qjMajors.sortOrder), asc(qjMajors.name), asc(qjMajors.id));
      return rows.map((m) => majorView(m, isExample));
    },

    // ───────── 强基定位 sittings (test_record kind 'qj-position') ─────────
    async saveSitting(row: { id: string; userId: string; context: Record<string, unknown>; result: Record<string, unknown> }) {
      const now = new Date();
      await db.insert(testRecords).values({ ...row, kind: QJ_POSITION_KIND, status: 'finished', version: 1, startTime: now, updateTime: now, finishTime: now });
    },

    async latestSitting(userId: string) {
      const [row] = await db.select().from(testRecords)
        .where(and(eq(testRecords.userId, userId), eq(testRecords.kind, QJ_POSITION_KIND), eq(testRecords.status, 'finished')))
        .orderBy(desc(testRecords.startTime), desc(testRecords.id)).limit(1);
      return row;
    },
  };
}

/** The test_record kind of a 强基定位 sitting. */
export const QJ_POSITION_KIND = 'qj-position';

export type StrongBaseRepo = ReturnType<typeof strongBaseRepo>;
