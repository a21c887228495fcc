import type { SchoolPlanRow, SchoolPlans } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { batchNumber, normalizeSubject, parseTuition, planChange, planMajorKey } from '../../engine/index.ts';
import { majorLengthsByName, planProvinces, planRows } from './repo.ts';

type PlanRecord = Awaited<ReturnType<typeof planRows>>[number];

/** A plan row's place for the year-to-year comparison: 科类, batch and major. */
const compareKey = (r: PlanRecord) => `${normalizeSubject(r.subjectType) ?? r.subjectType}|${batchNumber(r.batch) ?? r.batch}|${planMajorKey(r.majorName)}`;

/**
 * A school's 招生计划 in one province (issue 16): the rows of a year (asked, else the latest with a
 * plan there), each compared with the same 科类, batch and major in the previous year's plan when
 * the data holds one for the school there. Length of study from the national major catalog by name.
 */
export async function schoolPlans(db: Db, schoolId: string, province: string, year?: number): Promise<SchoolPlans> {
  const [rows, provinceRows] = await Promise.all([planRows(db, schoolId, province), planProvinces(db, schoolId)]);
  const years = [...new Set(rows.map((r) => r.year))].sort((x, y) => y - x);
  const shown = year ?? years[0] ?? null;
  const current = rows.filter((r) => r.year === shown);
  const previousYear = shown !== null && years.includes(shown - 1) ? shown - 1 : null;
  // Seats per 科类, batch and major in each year (a major can be listed twice, e.g. two campuses).
  const seatsOf = (year: number | null) => {
    const out = new Map<string, number | null>();
    for (const r of rows) {
      if (r.year !== year) continue;
      const key = compareKey(r);
      const seats = out.get(key);
      out.set(key, r.planCount === null ? (seats ?? null) : (seats ?? 0) + r.planCount);
    }
    return out;
  };
  const previous = seatsOf(previousYear);
  const now = seatsOf(shown);
  const listed = new Map<string, number>();
  for (const r of current) listed.set(compareKey(r), (listed.get(compareKey(r)) ?? 0) + 1);
  // Where the plan numbers its majors (专业代号) and last year's has the same number for the same
  // major, the row is compared with that row; otherwise the major's seats in all are compared.
  const byCode = new Map<string, number | null>();
  for (const r of rows) if (r.year === previousYear && r.majorCode) byCode.set(`${compareKey(r)}|${r.majorCode}`, r.planCount);
  const names = [
    ...new Set(
      current
        .map((r) => r.majorName)
        .filter((n): n is string => !!n)
        .flatMap((n) => [n, planMajorKey(n)]),
    ),
  ];
  const lengths = new Map<string, number>();
  if (names.length) {
    for (const m of await majorLengthsByName(db, names)) {
      if (m.lengthOfStudy !== null && !lengths.has(m.name)) lengths.set(m.name, m.lengthOfStudy);
    }
  }
  const out: SchoolPlanRow[] = current
    .map((r) => {
      const key = compareKey(r);
      const coded = r.majorCode ? `${key}|${r.majorCode}` : null;
      const sameRow = coded !== null && byCode.has(coded);
      const previousPlanCount = sameRow ? byCode.get(coded!)! : previous.has(key) ? previous.get(key)! : null;
      return {
        year: r.year,
        subjectType: r.subjectType,
        batch: r.batch,
        groupCode: r.groupCode,
        majorName: r.majorName,
        majorCode: r.majorCode,
        electiveRequirement: r.electiveRequirement,
        planCount: r.planCount,
        tuition: parseTuition(r.tuition),
        tuitionText: r.tuition,
        lengthOfStudy: r.majorName ? (lengths.get(r.majorName) ?? lengths.get(planMajorKey(r.majorName)) ?? null) : null,
        change: planChange(sameRow ? r.planCount : (now.get(key) ?? null), previousPlanCount, previousYear !== null),
        previousPlanCount,
        comparedTotal: !sameRow && (listed.get(key) ?? 0) > 1 ? (now.get(key) ?? null) : null,
        official: r.official,
        sourceQuality: r.sourceQuality,
        sourceUrl: r.sourceUrl,
      };
    })
    .sort(
      (x, y) =>
        x.subjectType.localeCompare(y.subjectType, 'zh-CN') ||
        x.batch.localeCompare(y.batch, 'zh-CN') ||
        (x.groupCode ?? '').localeCompare(y.groupCode ?? '') ||
        (y.planCount ?? 0) - (x.planCount ?? 0),
    );
  const seats = out.filter((r) => r.planCount !== null);
  return {
    schoolId,
    province,
    year: shown,
    years,
    previousYear,
    provinces: provinceRows.map((r) => r.province).sort((x, y) => x.localeCompare(y, 'zh-CN')),
    rows: out,
    totalPlan: seats.length ? seats.reduce((n, r) => n + r.planCount!, 0) : null,
    dataMode: rows.length && rows.every((r) => r.dataMode === 'demo') ? 'demo' : 'real',
  };
}
