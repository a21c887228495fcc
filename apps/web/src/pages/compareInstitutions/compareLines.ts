import type { ScoreLineRow } from '@zhiyuan/shared';

/**
 * The lines compare shows for one school (issue 16): its 院校 / 专业组 lines, and for a year that
 * has none (广东 publishes group lines only from 2025; earlier years come per major) its major
 * lines, whose lowest score is the school's. `fromMajors` lists the years read from major lines.
 */
export function linesWithMajorFallback(
  groupRows: readonly ScoreLineRow[],
  majorRows: readonly ScoreLineRow[],
): { rows: ScoreLineRow[]; fromMajors: Set<string> } {
  const key = (r: Pick<ScoreLineRow, 'year' | 'subjectType' | 'batch'>) => `${r.year}|${r.subjectType}|${r.batch}`;
  const covered = new Set(groupRows.map(key));
  const extra = majorRows.filter((r) => !covered.has(key(r)));
  return { rows: [...groupRows, ...extra], fromMajors: new Set(extra.map(key)) };
}

export const yearKey = (year: number, subjectType: string, batch: string) => `${year}|${subjectType}|${batch}`;

/** The `count` years to compare: the newest year with lines and the ones before it, oldest first, even when some have none. */
export function comparedYears(years: readonly number[], count: number): number[] {
  if (years.length === 0) return [];
  const newest = Math.max(...years);
  return Array.from({ length: count }, (_, i) => newest - count + 1 + i);
}
