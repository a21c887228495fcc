import { and, asc, eq, inArray, ne, notLike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, majors, users } from '../../db/schema/index.ts';
import type { Catalogue, CatalogueEntry, RequirementRow } from './coverage.ts';
import type { XuankeMode } from './combinations.ts';
import type { XuankeSourcePublisher } from '@zhiyuan/shared/contracts/xuanke';

/**
 * The requirement table of a province, read in two grouped queries (never a query per
 * combination): the years with their row counts, then one year's rows grouped by school, major
 * (or group), subject type, requirement and source. Both use admission_record_lookup_idx
 * (province, year, …).
 *
 * In scope: 本科 rows (no 专科 / 高职 batch, no vocational data type) at major, plan or group level,
 * of the subject types a student of the exam mode applies in (物理类 / 历史类 for 3+1+2; 综合, and
 * the 物理类 / 历史类 some school sites label 3+3 rows with, for 3+3).
 */
export function subjectTypesOf(mode: XuankeMode): string[] {
  return mode === '3+1+2' ? ['物理类', '历史类'] : ['综合', '物理类', '历史类'];
}

const hasRequirement = sql`coalesce(${a.electiveRequirement}, '') <> ''`;

function scope(province: string, mode: XuankeMode, fromYear: number): SQL {
  return and(
    eq(a.province, province),
    sql`${a.year} >= ${fromYear}`,
    inArray(a.level, ['major', 'plan', 'group']),
    inArray(a.subjectType, subjectTypesOf(mode)),
    ne(a.dataType, 'vocational-admission'),
    notLike(a.batch, '%专科%'),
    notLike(a.batch, '%高职%'),
  )!;
}

export interface YearCount {
  year: number;
  rows: number;
  withRequirement: number;
  demo: boolean;
}

export async function requirementYears(db: Db, province: string, mode: XuankeMode, fromYear: number): Promise<YearCount[]> {
  const rows = await db
    .select({
      year: a.year,
      rows: sql<number>`count(*)::int`,
      withRequirement: sql<number>`(count(*) filter (where ${hasRequirement}))::int`,
      demo: sql<boolean>`bool_or(${a.dataMode} = 'demo')`,
    })
    .from(a)
    .where(scope(province, mode, fromYear))
    .groupBy(a.year)
    .orderBy(asc(a.year));
  return rows.map((r) => ({ year: Number(r.year), rows: Number(r.rows), withRequirement: Number(r.withRequirement), demo: !!r.demo }));
}

export async function requirementRows(db: Db, province: string, mode: XuankeMode, year: number): Promise<RequirementRow[]> {
  const schoolKey = sql<string>`coalesce(${a.institutionId}, ${a.schoolName})`;
  const groupCode = sql<string | null>`case when ${a.level} = 'group' then ${a.groupCode} end`;
  const rows = await db
    .select({
      schoolKey,
      level: a.level,
      majorName: a.majorName,
      groupCode,
      subjectType: a.subjectType,
      requirement: a.electiveRequirement,
      source: a.source,
      rows: sql<number>`count(*)::int`,
      seats: sql<number | null>`sum(${a.planCount})::int`,
      seatRows: sql<number>`count(${a.planCount})::int`,
      official: sql<number>`(count(*) filter (where ${a.official}))::int`,
    })
    .from(a)
    .where(and(scope(province, mode, year), eq(a.year, year), hasRequirement))
    .groupBy(schoolKey, a.level, a.majorName, groupCode, a.subjectType, a.electiveRequirement, a.source);
  return rows.map((r) => ({
    schoolKey: r.schoolKey,
    level: r.level as RequirementRow['level'],
    majorName: r.majorName,
    groupCode: r.groupCode,
    subjectType: r.subjectType,
    requirement: r.requirement ?? '',
    source: r.source,
    rows: Number(r.rows),
    seats: r.seats === null ? null : Number(r.seats),
    seatRows: Number(r.seatRows),
    official: Number(r.official),
  }));
}

/**
 * Who published the year's requirement rows: one entry per source id (official-guangdong-…,
 * third-party-…) with a link of it and its row count, most rows first. The page names the
 * publishers from these, never the file the rows were imported from (issue 30).
 */
export async function requirementPublishers(db: Db, province: string, mode: XuankeMode, year: number): Promise<XuankeSourcePublisher[]> {
  const rows = await db
    .select({
      sourceQuality: a.sourceQuality,
      sourceUrl: sql<string | null>`min(${a.sourceUrl})`,
      rows: sql<number>`count(*)::int`,
    })
    .from(a)
    .where(and(scope(province, mode, year), eq(a.year, year), hasRequirement))
    .groupBy(a.sourceQuality)
    .orderBy(sql`count(*) desc`, asc(a.sourceQuality));
  return rows.map((r) => ({ sourceQuality: r.sourceQuality, sourceUrl: r.sourceUrl, rows: Number(r.rows) }));
}

/** The 本科 catalogue (about 900 majors) by major name and by 专业类 name. */
export async function catalogue(db: Db): Promise<Catalogue> {
  const rows = await db
    .select({
      name: majors.name,
      classCode: majors.classCode,
      className: majors.className,
      categoryCode: majors.categoryCode,
      categoryName: majors.categoryName,
    })
    .from(majors)
    .where(eq(majors.level, '本科'));
  const byMajorName = new Map<string, CatalogueEntry>();
  const byClassName = new Map<string, CatalogueEntry>();
  for (const r of rows) {
    if (!r.classCode || !r.className || !r.categoryCode || !r.categoryName) continue;
    const entry = { classCode: r.classCode, className: r.className, categoryCode: r.categoryCode, categoryName: r.categoryName };
    if (!byMajorName.has(r.name)) byMajorName.set(r.name, entry);
    if (!byClassName.has(r.className)) byClassName.set(r.className, entry);
  }
  return { byMajorName, byClassName };
}

/** The account's province and 选科, the report's defaults. */
export async function profileOf(db: Db, userId: string): Promise<{ province: string | null; subjects: string[] | null } | undefined> {
  const [user] = await db.select({ province: users.province, subjects: users.subjects }).from(users).where(eq(users.id, userId));
  return user;
}

/** A stored admission row as direct-count.ts reads it: the columns under their SQL names. */
export interface StoredRow {
  institution_id: string | null;
  school_name: string;
  level: string;
  major_name: string | null;
  group_code: string | null;
  subject_type: string;
  elective_requirement: string;
  plan_count: number | null;
  source: string;
}

/**
 * For the tests' direct count (direct-count.ts): every row in the report's scope with a requirement,
 * one by one, by a plain SQL select (no grouping, no query builder), apart from requirementRows.
 */
export async function storedRequirementRows(db: Db, province: string, year: number, subjectTypes: string[]): Promise<StoredRow[]> {
  const result = await db.execute(sql`
    select institution_id, school_name, level, major_name, group_code, subject_type, elective_requirement, plan_count, source
    from admission_record
    where province = ${province} and year = ${year}
      and level in ('major', 'plan', 'group') and data_type <> 'vocational-admission'
      and batch not like '%专科%' and batch not like '%高职%'
      and subject_type in (${sql.join(
        subjectTypes.map((s) => sql`${s}`),
        sql`, `,
      )})
      and elective_requirement is not null and elective_requirement <> ''`);
  return (Array.isArray(result) ? result : (result as unknown as { rows: StoredRow[] }).rows) as StoredRow[];
}
