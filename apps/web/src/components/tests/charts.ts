import type { EChartsOption } from 'echarts';
import type { ReportDimension, TestReport } from '@zhiyuan/shared';
import { percentOfRange, scoreText } from './model.ts';

/**
 * The report's chart as an ECharts option, by the report's `chart`: the RIASEC hexagon (a radar
 * of six axes), the Big-Five radar, bars with bands, the bipolar bar (文 ←→ 理) and the gauge.
 * Pure, so the choices are tested without a canvas.
 */
export interface ChartLook {
  mobile: boolean;
  /** The two poles of a bipolar chart, low end first (文, 理). */
  poles?: [string, string];
}

export const BLUE = '#1d5fe0';
export const TEAL = '#0fb5a6';
const AMBER = '#f5a623';
const MUTED = '#5f6b7f';
const LINE = '#e6ebf3';

/** Pixel height of the chart: radars are square-ish, bars grow with their rows. */
export function chartHeight(chart: TestReport['chart'], dimensions: number, mobile: boolean): number {
  switch (chart) {
    case 'hexagon':
    case 'radar':
      return mobile ? 300 : 360;
    case 'gauge':
      return mobile ? 240 : 280;
    default:
      return Math.max(140, dimensions * (mobile ? 46 : 48) + 48);
  }
}

function radarOption(dimensions: ReportDimension[], look: ChartLook, withKey: boolean): EChartsOption {
  const fontSize = look.mobile ? 11 : 13;
  return {
    tooltip: { trigger: 'item', confine: true },
    radar: {
      shape: 'polygon',
      center: ['50%', '53%'],
      radius: look.mobile ? '56%' : '64%',
      splitNumber: 4,
      indicator: dimensions.map((d) => ({
        name: `${d.label}${withKey ? ` ${d.key}` : ''}\n${scoreText(d.score)}`,
        min: d.min,
        max: d.max,
      })),
      axisName: { color: MUTED, fontSize, lineHeight: fontSize + 4 },
      splitLine: { lineStyle: { color: LINE } },
      splitArea: { areaStyle: { color: ['#ffffff', '#f7f9fd'] } },
      axisLine: { lineStyle: { color: LINE } },
    },
    series: [
      {
        type: 'radar',
        symbolSize: look.mobile ? 5 : 6,
        lineStyle: { color: BLUE, width: 2 },
        itemStyle: { color: BLUE },
        areaStyle: { color: 'rgba(29, 95, 224, 0.22)' },
        data: [{ value: dimensions.map((d) => d.score), name: dimensions.map((d) => d.label).join(' / ') }],
      },
    ],
  };
}

function barsOption(dimensions: ReportDimension[], look: ChartLook): EChartsOption {
  // Top row first: a category axis draws its first value at the bottom.
  const rows = [...dimensions].reverse();
  const fontSize = look.mobile ? 11 : 13;
  return {
    grid: { left: 4, right: look.mobile ? 96 : 140, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const d = rows[(p as { dataIndex: number }).dataIndex];
        return `${d.label}: ${scoreText(d.score)} (${scoreText(d.min)}–${scoreText(d.max)})${d.band ? ` · ${d.band}` : ''}`;
      },
    },
    xAxis: { type: 'value', min: 0, max: 100, show: false },
    yAxis: {
      type: 'category',
      data: rows.map((d) => d.label),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: LINE } },
      axisLabel: { color: '#1b2436', fontSize, width: look.mobile ? 92 : 200, overflow: 'break', lineHeight: fontSize + 3 },
    },
    series: [
      // The whole range behind each bar, so a low score still shows where it sits; the score and
      // band are written after it.
      {
        type: 'bar',
        data: rows.map(() => 100),
        barWidth: look.mobile ? 14 : 16,
        itemStyle: { color: '#eef2f9', borderRadius: 8 },
        silent: true,
        tooltip: { show: false },
        label: {
          show: true,
          position: 'right',
          fontSize,
          color: MUTED,
          formatter: (p: unknown) => {
            const d = rows[(p as { dataIndex: number }).dataIndex];
            return `${scoreText(d.score)}/${scoreText(d.max)}${d.band ? ` ${d.band}` : ''}`;
          },
        },
      },
      {
        type: 'bar',
        barWidth: look.mobile ? 14 : 16,
        barGap: '-100%',
        data: rows.map((d) => ({ value: Math.max(percentOfRange(d), 1.5), itemStyle: { color: BLUE, borderRadius: 8 } })),
      },
    ],
  };
}

function bipolarOption(dimensions: ReportDimension[], look: ChartLook): EChartsOption {
  const rows = [...dimensions].reverse();
  const fontSize = look.mobile ? 11 : 13;
  const min = Math.min(...dimensions.map((d) => d.min));
  const max = Math.max(...dimensions.map((d) => d.max));
  const [low, high] = look.poles ?? ['−', '+'];
  return {
    grid: { left: 4, right: look.mobile ? 16 : 28, top: 8, bottom: 34, containLabel: true },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: unknown) => {
        const d = rows[(p as { dataIndex: number }).dataIndex];
        return `${d.label}: ${scoreText(d.score)}${d.band ? ` · ${d.band}` : ''}`;
      },
    },
    xAxis: {
      type: 'value',
      min,
      max,
      splitNumber: 4,
      name: `← ${low}        ${high} →`,
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { color: MUTED, fontSize, fontWeight: 'bold' },
      axisLabel: { color: MUTED, fontSize: look.mobile ? 10 : 12 },
      splitLine: { lineStyle: { color: LINE } },
    },
    yAxis: {
      type: 'category',
      data: rows.map((d) => d.label),
      axisTick: { show: false },
      axisLine: { onZero: false, lineStyle: { color: LINE } },
      axisLabel: { color: '#1b2436', fontSize, width: look.mobile ? 72 : 140, overflow: 'break' },
    },
    series: [
      {
        type: 'bar',
        barWidth: look.mobile ? 14 : 18,
        data: rows.map((d) => ({
          value: d.score,
          itemStyle: { color: d.score < 0 ? TEAL : BLUE, borderRadius: d.score < 0 ? [8, 0, 0, 8] : [0, 8, 8, 0] },
          label: { position: d.score < 0 ? 'left' : 'right' },
        })),
        label: { show: true, fontSize, color: MUTED, formatter: (p: unknown) => scoreText(Number((p as { value: number }).value)) },
      },
    ],
  };
}

function gaugeOption(d: ReportDimension, look: ChartLook): EChartsOption {
  return {
    series: [
      {
        type: 'gauge',
        min: d.min,
        max: d.max,
        splitNumber: 4,
        radius: look.mobile ? '86%' : '90%',
        center: ['50%', '58%'],
        startAngle: 200,
        endAngle: -20,
        axisLine: {
          lineStyle: {
            width: look.mobile ? 12 : 16,
            color: [
              [1 / 3, AMBER],
              [2 / 3, '#5b8ff9'],
              [1, TEAL],
            ],
          },
        },
        pointer: { width: 5, length: '58%', itemStyle: { color: '#1b2436' } },
        axisTick: { distance: -4, length: 4, lineStyle: { color: '#fff' } },
        splitLine: { distance: look.mobile ? -12 : -16, length: look.mobile ? 12 : 16, lineStyle: { color: '#fff', width: 2 } },
        axisLabel: { distance: look.mobile ? 16 : 22, color: MUTED, fontSize: look.mobile ? 10 : 12, formatter: (v: number) => scoreText(v) },
        title: { offsetCenter: [0, '58%'], color: MUTED, fontSize: look.mobile ? 12 : 14 },
        detail: { offsetCenter: [0, '30%'], fontSize: look.mobile ? 26 : 32, fontWeight: 'bold', color: '#1b2436', formatter: (v: number) => scoreText(v) },
        data: [{ value: d.score, name: `${d.label}${d.band ? ` · ${d.band}` : ''}` }],
      },
    ],
  };
}

/** Without animation: a report is read, and a half-drawn radar (dots placed, polygon still growing) misleads. */
export function reportChartOption(report: Pick<TestReport, 'chart' | 'dimensions'>, look: ChartLook): EChartsOption {
  return { animation: false, ...chartOption(report, look) };
}

function chartOption(report: Pick<TestReport, 'chart' | 'dimensions'>, look: ChartLook): EChartsOption {
  const dims = report.dimensions;
  switch (report.chart) {
    case 'hexagon':
      return radarOption(dims, look, true);
    case 'radar':
      return radarOption(dims, look, false);
    case 'bipolar':
      return bipolarOption(dims, look);
    case 'gauge':
      return gaugeOption(dims[0], look);
    default:
      return barsOption(dims, look);
  }
}
