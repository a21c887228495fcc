import type { EChartsOption } from 'echarts';
import type { ServerSample } from '@zhiyuan/shared';

const MB = 1024 * 1024;

/** 1.2 GB, 350 MB, 12 KB, 0 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(1)} GB`;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  if (bytes < 1024) return `${bytes} B`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** An uptime as its two largest units: {days, hours} or {hours, minutes}. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  return { days: Math.floor(seconds / 86400), hours: Math.floor((seconds % 86400) / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

const clock = (time: number) => new Date(time).toLocaleTimeString('zh-CN', { hour12: false });

/** A line chart of some of the readings over time, each series a value of the sample (null: no answer). */
export function seriesOption(history: readonly ServerSample[], series: { name: string; value: (s: ServerSample) => number | null }[]): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', boundaryGap: false, data: history.map((s) => clock(s.time)) },
    yAxis: { type: 'value', min: 0 },
    series: series.map((s) => ({ name: s.name, type: 'line', showSymbol: history.length < 30, connectNulls: false, data: history.map(s.value) })),
  };
}

export const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
