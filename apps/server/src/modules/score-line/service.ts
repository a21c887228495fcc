import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { CollegeScoreLines, ControlLineRow, CourseBatchOptions, Page, ScoreLineLevel, ScoreLineRow } from '@zhiyuan/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { onDataChanged } from '../engine/data-version.ts';
import { admissionRecords as a, controlLines } from '../../db/schema/index.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { distinctValues } from '../reference/distinct.ts';
import { likeContains } from '../reference/fields.ts';

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

/** Score lines (not 招生计划 rows, which have no score). */
const SCORE_LEVELS: ScoreLineLevel[] = ['institution', 'group', 'major'];
/** A school's own lines by default; its major lines on request (hundreds a year). */
const SCHOOL_LEVELS: ScoreLineLevel[] = ['institution', 'group'];
/** More lines than this for one school in one answer: narrow by province or year. */
export const SCHOOL_LINES_MAX = 2000;

const byScore = [sql`${a.minScore} desc nulls last`, sql`${a.minRank} asc nulls last`, asc(a.id)];
const levelOrder = sql`case ${a.level} when 'institution' then 0 when 'group' then 1 else 2 end`;

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

/** Most candidates are in these; the rest follow by how many lines they have. */
const SUBJECT_ORDER = ['物理类', '历史类', '综合', '理科', '文科'];
const subjectRank = (s: string) => (SUBJECT_ORDER.includes(s) ? SUBJECT_ORDER.indexOf(s) : SUBJECT_ORDER.length);

/**
 * A school's lines asked lately, kept in memory: the school page is the most visited after the
 * search, many students open the same schools, and its lines are the heaviest read of PostgreSQL
 * (two queries over the admission rows). Measured (docs/benchmarks.md, 2026-11-29): the same
 * school's lines asked by different students went from ~1,250/s read from PostgreSQL each time to
 * ~7,300/s kept. Dropped whole when the data changes (dataChanged), so an answer is
 * never older than the data version its ETag names.
 */
const SCHOOL_LINES_KEPT = 2_000;

/** 录取分数线: one school's lines, lines of a province by level, and what a province/year holds. */
export function scoreLineService(db: Db) {
  const schoolLines = new LRUCache<string, Promise<CollegeScoreLines>>({ max: SCHOOL_LINES_KEPT });
  const forget = onDataChanged(() => schoolLines.clear());
  /** The latest year with lines of these levels (招生计划 of the coming year have none yet). */
  const latestYear = async (levels: ScoreLineLevel[], filter: Pick<LinesFilter, 'province' | 'subjectType' | 'batch'>): Promise<number | null> => {
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
  };

  return {
    latestYear,

    /** Stops following data changes (the app closes). */
    close: forget,

    /** A school's lines, kept (see SCHOOL_LINES_KEPT); a failed read is not kept. */
    ofSchool(schoolId: string, filter: SchoolLinesFilter): Promise<CollegeScoreLines> {
      const key = `${schoolId}|${JSON.stringify(filter)}`;
      let found = schoolLines.get(key);
      if (!found) {
        const reading = this.readOfSchool(schoolId, filter);
        schoolLines.set(key, (found = reading));
        reading.catch(() => {
          if (schoolLines.get(key) === reading) schoolLines.delete(key);
        });
      }
      return found;
    },

    async readOfSchool(schoolId: string, filter: SchoolLinesFilter): Promise<CollegeScoreLines> {
      const same = and(
        eq(a.institutionId, schoolId),
        filter.province ? eq(a.province, filter.province) : undefined,
        filter.year ? eq(a.year, filter.year) : undefined,
        filter.subjectType ? eq(a.subjectType, filter.subjectType) : undefined,
        filter.batch ? eq(a.batch, filter.batch) : undefined,
      );
      const n = count();
      const [rows, counts] = await Promise.all([
        db
          .select(lineColumns)
          .from(a)
          .where(and(same, filter.level ? eq(a.level, filter.level) : inArray(a.level, SCHOOL_LEVELS)))
          .orderBy(desc(a.year), asc(a.province), asc(a.subjectType), asc(a.batch), levelOrder, ...byScore)
          .limit(SCHOOL_LINES_MAX + 1),
        db
          .select({ level: a.level, n })
          .from(a)
          .where(and(same, inArray(a.level, SCORE_LEVELS)))
          .groupBy(a.level),
      ]);
      const levelCounts = { institution: 0, group: 0, major: 0 };
      for (const c of counts) levelCounts[c.level as ScoreLineLevel] = Number(c.n);
      const truncated = rows.length > SCHOOL_LINES_MAX;
      const years: CollegeScoreLines['years'] = [];
      for (const row of rows.slice(0, SCHOOL_LINES_MAX) as ScoreLineRow[]) {
        const last = years[years.length - 1];
        if (last?.year === row.year) last.rows.push(row);
        else years.push({ year: row.year, rows: [row] });
      }
      return { schoolId, years, truncated, levelCounts };
    },

    /** Lines of a province at the given levels, filtered, highest minimum score first. */
    async find(levels: ScoreLineLevel[], filter: LinesFilter & { year: number }, page: PageInput): Promise<Page<ScoreLineRow>> {
      const keyword = filter.keyword
        ? levels.includes('major')
          ? or(ilike(a.schoolName, likeContains(filter.keyword)), ilike(a.majorName, likeContains(filter.keyword)))
          : ilike(a.schoolName, likeContains(filter.keyword))
        : undefined;
      const where = and(
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
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(lineColumns)
          .from(a)
          .where(where)
          .orderBy(...byScore)
          .limit(page.pageSize)
          .offset((page.pageNumber - 1) * page.pageSize),
        db.select({ total: count() }).from(a).where(where),
      ]);
      return pageOf(rows as ScoreLineRow[], Number(total), page);
    },

    async courseBatches(province: string, year?: number): Promise<CourseBatchOptions> {
      // Years with lines: a year with only 招生计划 (the coming one) has nothing to show yet.
      const [recordYears, lineYears] = await Promise.all([
        distinctValues<number>(db, a, a.year, and(eq(a.province, province), ne(a.level, 'plan')), 'desc'),
        db.selectDistinct({ year: controlLines.year }).from(controlLines).where(eq(controlLines.province, province)),
      ]);
      const years = [...new Set([...recordYears.map(Number), ...lineYears.map((r) => r.year)])].sort((x, y) => y - x);
      const chosen = year ?? years[0] ?? null;
      if (chosen === null) return { province, year: null, years, subjectTypes: [], batches: [], combos: [] };

      const n = count();
      const [recordCombos, lineCombos] = await Promise.all([
        db
          .select({ subjectType: a.subjectType, batch: a.batch, n })
          .from(a)
          .where(and(eq(a.province, province), eq(a.year, chosen), ne(a.level, 'plan')))
          .groupBy(a.subjectType, a.batch),
        db
          .select({ subjectType: controlLines.subjectType, batch: controlLines.batch, n: count() })
          .from(controlLines)
          .where(and(eq(controlLines.province, province), eq(controlLines.year, chosen)))
          .groupBy(controlLines.subjectType, controlLines.batch),
      ]);
      const weight = new Map<string, { subjectType: string; batch: string; n: number }>();
      for (const c of [...recordCombos, ...lineCombos]) {
        const key = `${c.subjectType}\u0000${c.batch}`;
        const e = weight.get(key) ?? { subjectType: c.subjectType, batch: c.batch, n: 0 };
        e.n += Number(c.n);
        weight.set(key, e);
      }
      const combos = [...weight.values()].sort((x, y) => subjectRank(x.subjectType) - subjectRank(y.subjectType) || y.n - x.n);
      const totals = (pick: (c: { subjectType: string; batch: string }) => string) => {
        const m = new Map<string, number>();
        for (const c of combos) m.set(pick(c), (m.get(pick(c)) ?? 0) + c.n);
        return m;
      };
      const subjectTotals = totals((c) => c.subjectType);
      const batchTotals = totals((c) => c.batch);
      return {
        province,
        year: chosen,
        years,
        subjectTypes: [...subjectTotals.keys()].sort((x, y) => subjectRank(x) - subjectRank(y) || subjectTotals.get(y)! - subjectTotals.get(x)!),
        batches: [...batchTotals.keys()].sort((x, y) => batchTotals.get(y)! - batchTotals.get(x)!),
        combos: combos.map(({ subjectType, batch }) => ({ subjectType, batch })),
      };
    },

    /** 批次线 of a province: one year, or every year (for charts). */
    async controlLines(province: string, year?: number): Promise<ControlLineRow[]> {
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
    },
  };
}

export type ScoreLineService = ReturnType<typeof scoreLineService>;
