import type { MetricFamilyView } from '@zhiyuan/shared';

/** The metrics whose name, help or labels contain the text (case ignored), in name order. */
export function filterMetrics(metrics: readonly MetricFamilyView[], text: string): MetricFamilyView[] {
  const q = text.trim().toLowerCase();
  const hit = (m: MetricFamilyView) =>
    !q ||
    m.name.toLowerCase().includes(q) ||
    m.help.toLowerCase().includes(q) ||
    m.values.some((v) => Object.values(v.labels).some((l) => String(l).toLowerCase().includes(q)));
  return metrics.filter(hit).sort((a, b) => a.name.localeCompare(b.name));
}

/** A sample's labels as `key="value"` pairs, as Prometheus writes them ('' without labels). */
export function labelText(labels: Record<string, string | number>): string {
  return Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(', ');
}

/** A value for reading: whole numbers as they are, others to 4 significant digits. */
export function valueText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)));
}
