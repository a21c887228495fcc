import type { CollegeScoreLines, ControlLineRow, CourseBatchOptions, Page, ScoreLineLevel, ScoreLineRow } from '@zhiyuan/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { onDataChanged } from '../../lib/data-changed.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import {
  admissionCombos,
  admissionLineYears,
  controlLineCombos,
  controlLinesOf,
  controlLineYears,
  latestLineYear,
  lineCount,
  linePage,
  schoolLevelCounts,
  schoolLineRows,
  type LinesFilter,
  type SchoolLinesFilter,
} from './repo.ts';

/** Score lines (not 招生计划 rows, which have no score). */
const SCORE_LEVELS: ScoreLineLevel[] = ['institution', 'group', 'major'];
/** A school's own lines by default; its major lines on request (hundreds a year). */
const SCHOOL_LEVELS: ScoreLineLevel[] = ['institution', 'group'];
/** More lines than this for one school in one answer: narrow by province or year. */
export const SCHOOL_LINES_MAX = 2000;

export type { LinesFilter, SchoolLinesFilter };

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
  const latestYear = (levels: ScoreLineLevel[], filter: Pick<LinesFilter, 'province' | 'subjectType' | 'batch'>): Promise<number | null> =>
    latestLineYear(db, levels, filter);

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
      const [rows, counts] = await Promise.all([
        schoolLineRows(db, schoolId, filter, SCHOOL_LEVELS, SCHOOL_LINES_MAX + 1),
        schoolLevelCounts(db, schoolId, filter, SCORE_LEVELS),
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
      const [rows, total] = await Promise.all([
        linePage(db, levels, filter, page.pageSize, (page.pageNumber - 1) * page.pageSize),
        lineCount(db, levels, filter),
      ]);
      return pageOf(rows as ScoreLineRow[], total, page);
    },

    async courseBatches(province: string, year?: number): Promise<CourseBatchOptions> {
      // Years with lines: a year with only 招生计划 (the coming one) has nothing to show yet.
      const [recordYears, lineYears] = await Promise.all([admissionLineYears(db, province), controlLineYears(db, province)]);
      const years = [...new Set([...recordYears.map(Number), ...lineYears.map((r) => r.year)])].sort((x, y) => y - x);
      const chosen = year ?? years[0] ?? null;
      if (chosen === null) return { province, year: null, years, subjectTypes: [], batches: [], combos: [] };

      const [recordCombos, lineCombos] = await Promise.all([admissionCombos(db, province, chosen), controlLineCombos(db, province, chosen)]);
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
      return controlLinesOf(db, province, year);
    },
  };
}

export type ScoreLineService = ReturnType<typeof scoreLineService>;
