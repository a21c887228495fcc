import type { MajorLinePoint, SchoolSummary, ScoreLineRow } from '@zhiyuan/shared';

/**
 * The data behind the major detail's four charts, kept apart from the drawing so it can be tested:
 * bar (schools' minimum scores in one province and year), line (score trend over years), rank
 * (rank range over years) and related schools (where the offering schools are).
 */

/** Provinces with admission lines of the major, most lines first. */
export function linesProvinces(lines: readonly MajorLinePoint[]): { province: string; records: number }[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.province, (counts.get(l.province) ?? 0) + l.records);
  return [...counts].map(([province, records]) => ({ province, records })).sort((a, b) => b.records - a.records || a.province.localeCompare(b.province, 'zh'));
}

/** The user's province when the major has lines there, else the province with the most lines. */
export function chooseProvince(lines: readonly MajorLinePoint[], preferred: string): string | null {
  const provinces = linesProvinces(lines);
  if (provinces.some((p) => p.province === preferred)) return preferred;
  return provinces[0]?.province ?? null;
}

export interface YearSeries {
  name: string;
  subjectType: string;
  /** One value per entry of `years`; null where that year has no line. */
  data: (number | null)[];
}

export interface YearChart {
  years: number[];
  series: YearSeries[];
  records: number;
  /** Every line counted is official. */
  official: boolean;
}

function byYear(lines: readonly MajorLinePoint[], province: string) {
  const mine = lines.filter((l) => l.province === province);
  const years = [...new Set(mine.map((l) => l.year))].sort((a, b) => a - b);
  const types = [...new Set(mine.map((l) => l.subjectType))].sort((a, b) => a.localeCompare(b, 'zh'));
  const at = (type: string, year: number) => mine.find((l) => l.subjectType === type && l.year === year);
  return {
    years,
    types,
    at,
    records: mine.reduce((n, l) => n + l.records, 0),
    official: mine.length > 0 && mine.every((l) => l.official),
  };
}

/**
 * Score trend: per subject type, the lowest and the highest of the schools' minimum scores by year.
 * `labels` names the two series ('最低分' / '最高分') after the subject type.
 */
export function scoreTrend(lines: readonly MajorLinePoint[], province: string, labels: { low: string; high: string }): YearChart {
  const { years, types, at, records, official } = byYear(lines, province);
  const series: YearSeries[] = [];
  for (const type of types) {
    series.push({ name: `${type} ${labels.low}`, subjectType: type, data: years.map((y) => at(type, y)?.minScore ?? null) });
    series.push({ name: `${type} ${labels.high}`, subjectType: type, data: years.map((y) => at(type, y)?.maxScore ?? null) });
  }
  return { years, series: series.filter((s) => s.data.some((v) => v !== null)), records, official };
}

/** Rank range: per subject type, the best and the worst of the schools' minimum ranks by year. */
export function rankTrend(lines: readonly MajorLinePoint[], province: string, labels: { best: string; worst: string }): YearChart {
  const { years, types, at, records, official } = byYear(lines, province);
  const series: YearSeries[] = [];
  for (const type of types) {
    series.push({ name: `${type} ${labels.best}`, subjectType: type, data: years.map((y) => at(type, y)?.minRank ?? null) });
    series.push({ name: `${type} ${labels.worst}`, subjectType: type, data: years.map((y) => at(type, y)?.maxRank ?? null) });
  }
  return { years, series: series.filter((s) => s.data.some((v) => v !== null)), records, official };
}

/** Subject types with lines in a province, most lines first (real data mixes 物理类, 理科, …). */
export function subjectTypesOf(lines: readonly MajorLinePoint[], province: string): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) if (l.province === province) counts.set(l.subjectType, (counts.get(l.subjectType) ?? 0) + l.records);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh')).map(([type]) => type);
}

/** Only the lines of one subject type (all when none is given). */
export const ofSubjectType = (lines: readonly MajorLinePoint[], subjectType: string | null): MajorLinePoint[] =>
  subjectType ? lines.filter((l) => l.subjectType === subjectType) : [...lines];

/** The newest year of a province (of one subject type if given) and, in it, the subject type with the most lines. */
export function latestSlice(
  lines: readonly MajorLinePoint[],
  province: string,
  subjectType: string | null = null,
): { year: number; subjectType: string } | null {
  const mine = ofSubjectType(lines, subjectType).filter((l) => l.province === province && l.minScore !== null);
  if (mine.length === 0) return null;
  const year = Math.max(...mine.map((l) => l.year));
  const best = mine.filter((l) => l.year === year).sort((a, b) => b.records - a.records || a.subjectType.localeCompare(b.subjectType, 'zh'))[0];
  return { year, subjectType: best.subjectType };
}

/** A line of this major: the catalog name itself, or it with a bracketed note (师范, 中外合作办学 …). */
export function isLineOfMajor(lineMajor: string | null, name: string): boolean {
  if (!lineMajor) return false;
  return lineMajor === name || lineMajor.startsWith(`${name}(`) || lineMajor.startsWith(`${name}（`);
}

export interface SchoolBar {
  schoolId: string | null;
  schoolName: string;
  minScore: number;
  minRank: number | null;
  majorName: string;
  row: ScoreLineRow;
}

/**
 * Bar chart: each school's minimum score for the major (a school publishing several variants
 * counts once, with its highest minimum), highest first, at most `limit` schools.
 */
export function schoolBars(rows: readonly ScoreLineRow[], majorName: string, limit = 15): SchoolBar[] {
  const best = new Map<string, SchoolBar>();
  for (const row of rows) {
    if (row.minScore === null || !isLineOfMajor(row.majorName, majorName)) continue;
    const key = row.schoolId ?? row.schoolName;
    const current = best.get(key);
    if (!current || row.minScore > current.minScore) {
      best.set(key, {
        schoolId: row.schoolId,
        schoolName: row.schoolName,
        minScore: row.minScore,
        minRank: row.minRank,
        majorName: row.majorName ?? majorName,
        row,
      });
    }
  }
  return [...best.values()].sort((a, b) => b.minScore - a.minScore || a.schoolName.localeCompare(b.schoolName, 'zh')).slice(0, limit);
}

/** Related-school chart: offering schools per province, most first; the rest beyond `top` summed as one. */
export function schoolsByProvince(schools: readonly Pick<SchoolSummary, 'province'>[], top = 12, otherLabel = '其他'): { province: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of schools) {
    const p = s.province ?? otherLabel;
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const sorted = [...counts].map(([province, count]) => ({ province, count })).sort((a, b) => b.count - a.count || a.province.localeCompare(b.province, 'zh'));
  if (sorted.length <= top) return sorted;
  const rest = sorted.slice(top).reduce((n, p) => n + p.count, 0);
  return [...sorted.slice(0, top), { province: otherLabel, count: rest }];
}
