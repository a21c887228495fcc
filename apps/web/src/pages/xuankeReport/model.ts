import type { XuankeCombination, XuankeReport, XuankeShare } from '@zhiyuan/shared/contracts/xuanke';

/** The coverage a chart or a list shows: by school-major pair, by major, by plan seats, by 院校专业组. */
export type Metric = 'pairs' | 'majors' | 'seats' | 'groups';

export function shareOf(c: XuankeCombination, metric: Metric): XuankeShare | null {
  if (metric === 'pairs') return c.byPair;
  if (metric === 'majors') return c.byMajor;
  if (metric === 'seats') return c.bySeats;
  return c.byGroup;
}

/** The metrics this report has numbers for, the one the ranking used first. */
export function metricsOf(report: XuankeReport): Metric[] {
  const first = report.combinations[0];
  if (!first) return [];
  const all: Metric[] = ['pairs', 'majors', ...(first.bySeats ? (['seats'] as const) : []), ...(first.byGroup ? (['groups'] as const) : [])];
  const basis: Metric = report.source.coverageBasis;
  return [basis, ...all.filter((m) => m !== basis)];
}

/** 79.4% (one decimal), or — when there is nothing to share. */
export const percent = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`);

/** 1,234 */
export const count = (n: number) => n.toLocaleString('en-US');

/** 27/34 */
export const fraction = (s: XuankeShare | null) => (s ? `${count(s.admissible)}/${count(s.total)}` : '—');

/** Combinations widest first by a metric (ties keep the catalogue order). */
export function byCoverage(report: XuankeReport, metric: Metric): XuankeCombination[] {
  return report.combinations
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (shareOf(b.c, metric)?.share ?? -1) - (shareOf(a.c, metric)?.share ?? -1) || a.i - b.i)
    .map(({ c }) => c);
}

/** A combination's label: 物化生 in Chinese, Physics+Chemistry+Biology in English. */
const EN: Record<string, string> = { 物理: 'Phy', 化学: 'Chem', 生物: 'Bio', 政治: 'Pol', 历史: 'His', 地理: 'Geo', 技术: 'Tech' };
export const comboLabel = (c: { short: string; subjects: string[] }, language: string) =>
  language.startsWith('en') ? c.subjects.map((s) => EN[s] ?? s).join('+') : c.short;

/** Weights as the page shows them: 40% … (only those used). */
export function weightParts(report: XuankeReport): { key: keyof XuankeReport['weights']; value: string }[] {
  return (Object.entries(report.weights) as [keyof XuankeReport['weights'], number][])
    .filter(([, w]) => w > 0)
    .map(([key, w]) => ({ key, value: `${Math.round(w * 100)}%` }));
}

/** `targets` in the address: comma-joined, trimmed, distinct, at most 10. */
export function parseTargets(raw: string | null): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(/[,，、]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);
}
