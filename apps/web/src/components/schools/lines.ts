import type { DataMode, ScoreLineRow, SourceRef } from '@zhiyuan/shared';

/**
 * Shaping of admission lines for the school pages: which subject types and batches a set of lines
 * has, the yearly trend (lowest admitted score and rank), and what to say about their sources.
 * Pure functions: the detail, major and compare pages and the tests share them.
 */

const collator = new Intl.Collator('zh-CN');

/** The science track first, as most candidates take it; the rest by how many lines they have. */
const SUBJECT_ORDER = ['物理类', '理科', '综合', '历史类', '文科'];

/** Subject types present: 物理类 / 理科 / 综合 / 历史类 / 文科 in that order, then others by line count. */
export function subjectTypesOf(rows: readonly ScoreLineRow[]): string[] {
  const rank = (s: string) => (SUBJECT_ORDER.includes(s) ? SUBJECT_ORDER.indexOf(s) : SUBJECT_ORDER.length);
  return byFrequency(rows.map((r) => r.subjectType))
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map((x) => x.s);
}

/**
 * Batches present for a subject type: the one with lines in the most years first (the longest
 * trend: provinces renamed their batches over the years), then the newest, then the most lines.
 */
export function batchesOf(rows: readonly ScoreLineRow[], subjectType?: string): string[] {
  const stats = new Map<string, { years: Set<number>; newest: number; lines: number }>();
  for (const r of rows) {
    if (subjectType && r.subjectType !== subjectType) continue;
    const s = stats.get(r.batch) ?? { years: new Set<number>(), newest: 0, lines: 0 };
    s.years.add(r.year);
    s.newest = Math.max(s.newest, r.year);
    s.lines += 1;
    stats.set(r.batch, s);
  }
  return [...stats]
    .sort(([a, x], [b, y]) => y.years.size - x.years.size || y.newest - x.newest || y.lines - x.lines || collator.compare(a, b))
    .map(([batch]) => batch);
}

function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0])).map(([v]) => v);
}

export interface TrendPoint {
  year: number;
  /** Lowest minimum score of the year's lines. */
  minScore: number | null;
  /** Rank of the lowest admitted candidate: the largest minimum rank. */
  minRank: number | null;
  /** True when that rank was looked up in the rank table, not published. */
  rankDerived: boolean;
  /** True when every line of the year is official. */
  official: boolean;
  lines: number;
}

/** One point per year (oldest first) for a subject type and batch; years without lines are left out. */
export function trendOf(rows: readonly ScoreLineRow[], subjectType: string, batch?: string): TrendPoint[] {
  const byYear = new Map<number, ScoreLineRow[]>();
  for (const r of rows) {
    if (r.subjectType !== subjectType || (batch && r.batch !== batch)) continue;
    const list = byYear.get(r.year) ?? [];
    list.push(r);
    byYear.set(r.year, list);
  }
  return [...byYear]
    .sort((a, b) => a[0] - b[0])
    .map(([year, list]) => {
      const scores = list.map((r) => r.minScore).filter((v): v is number => v !== null);
      const ranked = list.filter((r) => r.minRank !== null);
      const worst = ranked.reduce<ScoreLineRow | null>((w, r) => (!w || r.minRank! > w.minRank! ? r : w), null);
      return {
        year,
        minScore: scores.length ? Math.min(...scores) : null,
        minRank: worst?.minRank ?? null,
        rankDerived: worst?.rankDerived ?? false,
        official: list.every((r) => r.official),
        lines: list.length,
      };
    });
}

/** The newest `count` years among the rows, newest first. */
export function latestYears(rows: readonly { year: number }[], count: number): number[] {
  return [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a).slice(0, count);
}

export interface SourceSummary {
  official: number;
  thirdParty: number;
  /** Distinct source links, official first. */
  links: { url: string; official: boolean; quality: string }[];
  /** Distinct source names where no link is given. */
  qualities: string[];
  years: number[];
}

/** What a table's caption says about where its numbers come from. */
export function summarizeSources(rows: readonly (SourceRef & { year?: number })[]): SourceSummary {
  const links = new Map<string, { url: string; official: boolean; quality: string }>();
  const qualities = new Set<string>();
  let official = 0;
  for (const r of rows) {
    if (r.official) official += 1;
    if (r.sourceUrl) {
      if (!links.has(r.sourceUrl)) links.set(r.sourceUrl, { url: r.sourceUrl, official: r.official, quality: r.sourceQuality });
    } else qualities.add(r.sourceQuality);
  }
  const years = [...new Set(rows.map((r) => r.year).filter((y): y is number => typeof y === 'number'))].sort((a, b) => b - a);
  return {
    official,
    thirdParty: rows.length - official,
    links: [...links.values()].sort((a, b) => Number(b.official) - Number(a.official)),
    qualities: [...qualities],
    years,
  };
}

/** True when any payload says its numbers are demo data. */
export const anyDemo = (items: readonly ({ dataMode?: DataMode } | null | undefined)[]): boolean => items.some((item) => item?.dataMode === 'demo');

/** Only http(s) links are shown as links: a source URL comes from imported files. */
export const safeUrl = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** Majors every school offers, by code, in the first school's order. */
export function majorsInCommon<T extends { code: string }>(lists: readonly (readonly T[])[]): T[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  const others = rest.map((l) => new Set(l.map((m) => m.code)));
  return first.filter((m) => others.every((s) => s.has(m.code)));
}
