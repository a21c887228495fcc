import type { ControlLineRow, RankLookup, RankTableOption, RankTableRow } from '@zhiyuan/shared';

/** Pure helpers of the history page (历年数据): choosing a table, reading a lookup, chart data. */

export interface TableChoice {
  year: number;
  subjectType: string;
}

/** Years with a rank table, newest first. */
export const optionYears = (options: readonly RankTableOption[]): number[] => [...new Set(options.map((o) => o.year))].sort((a, b) => b - a);

/** Subject types of one year, 物理类 / 理科 before 历史类 / 文科 as provinces list them. */
export function optionTypes(options: readonly RankTableOption[], year: number): string[] {
  const order = (t: string) => (/物理|理/.test(t) ? 0 : /历史|文/.test(t) ? 1 : 2);
  return [...new Set(options.filter((o) => o.year === year).map((o) => o.subjectType))].sort((a, b) => order(a) - order(b) || a.localeCompare(b, 'zh'));
}

/**
 * The table to show: the asked year and subject type when that table exists; else the asked year's
 * first subject type (keeping the asked type if possible); else the newest year.
 */
export function chooseTable(options: readonly RankTableOption[], wanted: Partial<TableChoice>): TableChoice | null {
  const years = optionYears(options);
  if (years.length === 0) return null;
  const year = wanted.year !== undefined && years.includes(wanted.year) ? wanted.year : years[0];
  const types = optionTypes(options, year);
  const subjectType = wanted.subjectType && types.includes(wanted.subjectType) ? wanted.subjectType : types[0];
  return { year, subjectType };
}

/** A score typed by the user: a number from 0 to 1000 (decimals allowed), else null. */
export function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 0 && n <= 1000 ? n : null;
}

export interface LookupReading {
  /** Cumulative rank: the candidates at this score or above. */
  rank: number;
  /** Candidates with the same score (the row's count), when published. */
  sameScore: number | null;
  /** Ranks the same-score candidates share: first to last. */
  rangeStart: number | null;
  rangeEnd: number;
}

/**
 * What a lookup means for the candidate: the rank range shared with everyone on the same score.
 * Tables publish either rank_start or the count; the other is derived.
 */
export function readLookup(lookup: Pick<RankLookup, 'rank' | 'rankStart' | 'countAtScore'>): LookupReading {
  const { rank, rankStart, countAtScore } = lookup;
  const start = rankStart ?? (countAtScore != null ? rank - countAtScore + 1 : null);
  const same = countAtScore ?? (rankStart != null ? rank - rankStart + 1 : null);
  return { rank, sameScore: same, rangeStart: start, rangeEnd: rank };
}

/** Index of the table row holding a score (its own row or the bucket around it), or -1. */
export function rowIndexOf(rows: readonly RankTableRow[], score: number): number {
  const s = Math.floor(score);
  return rows.findIndex((r) => r.score === s || (r.scoreMin !== null && r.scoreMax !== null && r.scoreMin <= s && s <= r.scoreMax));
}

/** How a row's score reads: 684 or 684–750 for a bucket. */
export function scoreLabel(row: Pick<RankTableRow, 'score' | 'scoreMin' | 'scoreMax'>): string {
  if (row.scoreMin !== null && row.scoreMax !== null && row.scoreMin !== row.scoreMax) return `${row.scoreMin}–${row.scoreMax}`;
  return String(row.score);
}

/** Chart points, lowest score first: [score, candidates at the score, cumulative rank]. */
export function chartPoints(rows: readonly RankTableRow[]): { scores: number[]; counts: (number | null)[]; ranks: number[] } {
  const ascending = [...rows].sort((a, b) => a.score - b.score);
  return {
    scores: ascending.map((r) => r.score),
    counts: ascending.map((r) => r.countAtScore ?? (r.rankStart !== null ? r.rankEnd - r.rankStart + 1 : null)),
    ranks: ascending.map((r) => r.rankEnd),
  };
}

/** At most this many lines in the control-line trend (its legend stays one short row). */
export const TREND_SERIES_MAX = 6;

/** The same subject type, also across the 2021 reform: 物理类 reads 理科 lines of earlier years, 历史类 文科. */
export function sameSubjectType(a: string, b: string | null): boolean {
  if (!b) return false;
  if (a === b) return true;
  const family = (t: string) => (/物理|理科/.test(t) ? 'science' : /历史|文科/.test(t) ? 'arts' : t);
  return family(a) === family(b);
}

/** The control lines of one subject type, highest line first (本科 before 专科 as published). */
export function linesOfType<T extends Pick<ControlLineRow, 'subjectType' | 'score'>>(rows: readonly T[], subjectType: string | null): T[] {
  const exact = rows.filter((r) => r.subjectType === subjectType);
  const picked = exact.length > 0 ? exact : rows.filter((r) => sameSubjectType(r.subjectType, subjectType));
  return [...picked].sort((a, b) => b.score - a.score);
}

/**
 * Control lines grouped for the trend chart: one series per batch (the subject type is the page's),
 * years ascending; the `max` batches with the most years of data, highest line first.
 */
export function controlLineSeries(
  rows: readonly ControlLineRow[],
  max = Number.POSITIVE_INFINITY,
): { years: number[]; series: { name: string; data: (number | null)[] }[] } {
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  const byBatch = new Map<string, ControlLineRow[]>();
  for (const r of rows) byBatch.set(r.batch, [...(byBatch.get(r.batch) ?? []), r]);
  const top = (list: ControlLineRow[]) => Math.max(...list.map((r) => r.score));
  const batches = [...byBatch.entries()]
    .sort((a, b) => new Set(b[1].map((r) => r.year)).size - new Set(a[1].map((r) => r.year)).size || top(b[1]) - top(a[1]))
    .slice(0, max)
    .sort((a, b) => top(b[1]) - top(a[1]));
  return {
    years,
    series: batches.map(([name, list]) => ({
      name,
      data: years.map((y) => list.find((r) => r.year === y)?.score ?? null),
    })),
  };
}
