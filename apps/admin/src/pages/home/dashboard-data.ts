import type { DashboardStats } from '@zhiyuan/shared';
import type { EChartsOption } from 'echarts';
import type { TFunction } from 'i18next';

/** 'yyyy-MM-dd' → 'MM-dd' for a compact axis. */
export function shortDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(5) : date;
}

/** Users and logins per day: registrations, successful logins and failed ones. */
export function activityOption(stats: DashboardStats, t: TFunction): EChartsOption {
  const days = stats.trend.map((d) => shortDate(d.date));
  return {
    color: ['#1677ff', '#13a8a8', '#ff7875'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days, boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('dash.registrations'), type: 'line', smooth: true, areaStyle: { opacity: 0.12 }, data: stats.trend.map((d) => d.registrations) },
      { name: t('dash.logins'), type: 'line', smooth: true, data: stats.trend.map((d) => d.logins) },
      { name: t('dash.loginFailures'), type: 'line', smooth: true, lineStyle: { type: 'dashed' }, data: stats.trend.map((d) => d.loginFailures) },
    ],
  };
}

/** Tests taken and forms saved per day; a statistic the server cannot give yet is left out. */
export function usageOption(stats: DashboardStats, t: TFunction): EChartsOption | null {
  const series = (['testsTaken', 'formsSaved'] as const)
    .filter((key) => !stats.missing.includes(key) && stats.trend.some((d) => d[key] !== null))
    .map((key) => ({ name: t(`dash.${key}`), type: 'bar' as const, barMaxWidth: 18, data: stats.trend.map((d) => d[key] ?? 0) }));
  if (series.length === 0) return null;
  return {
    color: ['#722ed1', '#fa8c16'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: stats.trend.map((d) => shortDate(d.date)) },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}

/** VIP members against the other registered users. */
export function membershipOption(stats: DashboardStats, t: TFunction): EChartsOption {
  const vip = stats.counts.vipUsers;
  const others = Math.max(0, stats.counts.users - vip);
  return {
    color: ['#faad14', '#1677ff'],
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{c}' },
        data: [
          { name: t('dash.vipUsers'), value: vip },
          { name: t('dash.normalUsers'), value: others },
        ],
      },
    ],
  };
}

/** Sum of a trend column over the period (null entries count as 0). */
export function periodTotal(stats: DashboardStats, key: 'registrations' | 'logins' | 'loginFailures' | 'testsTaken' | 'formsSaved'): number {
  return stats.trend.reduce((sum, d) => sum + (d[key] ?? 0), 0);
}
