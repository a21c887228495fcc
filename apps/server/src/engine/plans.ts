import type { PlanChange, UnitPlan } from '@zhiyuan/shared';
import { batchNumber, mappedSubject, normalizeSubject } from './batches.ts';
import { parseTuition, type EngineUnit, type LineRecord } from './units.ts';

/**
 * 招生计划 (admission-plan rows, level 'plan') of one province, by school, subject type and batch,
 * for the units the engine recommends (issue 16): a unit's plan for the filing year is the plan
 * rows of its school whose majors are the unit's, compared with the previous year's plan.
 */
export interface PlanLine {
  year: number;
  majorName: string | null;
  /** Normalised major name (no spaces or bracketed notes, ASCII brackets). */
  major: string;
  groupCode: string | null;
  /** The group's number (第004组 → 4), null when the code names none. */
  group: number | null;
  electiveRequirement: string | null;
  planCount: number | null;
  tuition: number | null;
}

/** Spaces dropped, full-width brackets made ASCII, a bracketed note at the end dropped. */
export const planMajorKey = (name: string | null) =>
  (name ?? '')
    .replace(/\s+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\(.*\)$/, '');

/** A group's number in its many published forms: 第004组, 004专业组, 专业组227, 216, 1101004 第004组 004 → 4. */
export function groupNumber(code: string | null): number | null {
  if (!code) return null;
  const m = /第\s*(\d+)\s*组/.exec(code) ?? /^(\d+)\s*专业组/.exec(code) ?? /专业组\s*(\d+)$/.exec(code) ?? /^(\d{1,4})$/.exec(code.trim());
  return m ? Number(m[1]) : null;
}

/** How this year's seats compare with last year's (see PlanChange). */
export function planChange(current: number | null, previous: number | null, previousKnown: boolean): PlanChange {
  if (!previousKnown) return null;
  if (previous === null) return 'new';
  if (current === null) return null;
  return current > previous ? 'grew' : current < previous ? 'shrank' : 'same';
}

const sum = (lines: PlanLine[]) => (lines.some((l) => l.planCount !== null) ? lines.reduce((n, l) => n + (l.planCount ?? 0), 0) : null);

export class PlanIndex {
  /** `${school}|${subjectType}|${batch}` → year → lines. */
  private readonly bySchool = new Map<string, Map<number, PlanLine[]>>();
  /** `${subjectType}|${batch}` → the years with plan rows in the province, newest first. */
  private readonly years = new Map<string, number[]>();

  constructor(records: Iterable<LineRecord>, examMode: number) {
    for (const r of records) {
      if (r.level !== 'plan') continue;
      const subject = normalizeSubject(r.subjectType);
      const batch = batchNumber(r.batch);
      if (!subject || batch === null) continue;
      const { subjectType } = mappedSubject(subject, examMode);
      const published = this.years.get(`${subjectType}|${batch}`) ?? [];
      if (!published.includes(r.year))
        this.years.set(
          `${subjectType}|${batch}`,
          [...published, r.year].sort((a, b) => b - a),
        );
      for (const school of new Set([r.schoolId, r.schoolName].filter(Boolean) as string[])) {
        const key = `${school}|${subjectType}|${batch}`;
        let years = this.bySchool.get(key);
        if (!years) this.bySchool.set(key, (years = new Map()));
        let lines = years.get(r.year);
        if (!lines) years.set(r.year, (lines = []));
        lines.push({
          year: r.year,
          majorName: r.majorName,
          major: planMajorKey(r.majorName),
          groupCode: r.groupCode,
          group: groupNumber(r.groupCode),
          electiveRequirement: r.electiveRequirement,
          planCount: r.planCount,
          tuition: parseTuition(r.tuition),
        });
      }
    }
  }

  get size(): number {
    return this.bySchool.size;
  }

  private yearLines(unit: EngineUnit, subjectType: string, batch: number, year: number): PlanLine[] | null {
    const years =
      (unit.schoolId && this.bySchool.get(`${unit.schoolId}|${subjectType}|${batch}`)) || this.bySchool.get(`${unit.schoolName}|${subjectType}|${batch}`);
    return years?.get(year) ?? null;
  }

  /**
   * The plan rows of a year that are this unit's: its major; for a group, the plan's group with
   * the most of the unit's majors (groups are renumbered from year to year, and a major name can
   * be in several groups; the same number wins a tie), or the rows of its majors when the plan
   * numbers no groups; a school-level unit without majors takes them all, a group without majors
   * them all only when it is the school's one unit in the pool and the plan numbers no groups.
   */
  private match(unit: EngineUnit, lines: PlanLine[], soleUnit: boolean): PlanLine[] {
    if (unit.majorName) {
      const key = planMajorKey(unit.majorName);
      return lines.filter((l) => l.major === key);
    }
    // A group known only by its line (no majors): numbers change from year to year, so only the
    // school's one unit in this 科类 and batch takes its plan, when the plan numbers no groups.
    if (!unit.majors.length) return !unit.groupCode || (soleUnit && lines.every((l) => l.group === null)) ? lines : [];
    const keys = new Set(unit.majors.map((m) => planMajorKey(m.name)));
    const named = lines.filter((l) => keys.has(l.major));
    if (!named.some((l) => l.group !== null)) return named;
    const own = groupNumber(unit.groupCode);
    const overlap = new Map<number, number>();
    for (const l of named) if (l.group !== null) overlap.set(l.group, (overlap.get(l.group) ?? 0) + 1);
    let best: number | null = null;
    for (const [group, n] of overlap) {
      const top = best === null ? -1 : overlap.get(best)!;
      if (n > top || (n === top && group === own)) best = group;
    }
    return lines.filter((l) => l.group === best);
  }

  /**
   * The plan year for a filing year: the filing year's own when the province has published it,
   * else its latest earlier one (in late 2026 the 2027 plans are not out: the 2026 plan shows,
   * named as 2026's). Null when the province has no plan rows up to that year.
   */
  planYear(subjectType: string, batch: number, filingYear: number): number | null {
    return this.years.get(`${subjectType}|${batch}`)?.find((y) => y <= filingYear) ?? null;
  }

  /**
   * The unit's plan of the filing year (or of the latest year published before it, see
   * `planYear`), or null when the data has none for it. `soleUnit`: the unit is its school's only
   * one in this subject type and batch.
   */
  planFor(unit: EngineUnit, subjectType: string, batch: number, filingYear: number, soleUnit = false): UnitPlan | null {
    if (!this.bySchool.size) return null;
    const year = this.planYear(subjectType, batch, filingYear);
    if (year === null) return null;
    const all = this.yearLines(unit, subjectType, batch, year);
    if (!all) return null;
    const lines = this.match(unit, all, soleUnit);
    if (!lines.length) return null;
    const previousAll = this.yearLines(unit, subjectType, batch, year - 1);
    const previous = previousAll ? this.match(unit, previousAll, soleUnit) : [];
    const planCount = sum(lines);
    const previousPlanCount = previous.length ? sum(previous) : null;
    const tuitions = lines.map((l) => l.tuition).filter((t): t is number => t !== null);
    return {
      year,
      planCount,
      tuition: tuitions.length ? Math.max(...tuitions) : null,
      tuitionLow: tuitions.length ? Math.min(...tuitions) : null,
      majors: lines.map((l) => ({ name: l.majorName ?? '', planCount: l.planCount, tuition: l.tuition, electiveRequirement: l.electiveRequirement })),
      previousYear: previousAll ? year - 1 : null,
      previousPlanCount,
      change: planChange(planCount, previousPlanCount, !!previousAll),
    };
  }
}
