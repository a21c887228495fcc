import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import { useTranslation } from 'react-i18next';
import './TrendChart.css';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  data: (number | null)[];
  /** The right-hand axis (ranks, drawn with the best rank on top). */
  rankAxis?: boolean;
}

export interface YearValue {
  name: string;
  value: number;
}

/** The single year with data when a chart would have one point (or none): null when two or more years have data. */
export function singleYear(
  years: readonly number[],
  series: readonly { name: string; data: readonly (number | null)[] }[],
): { year: number | null; values: YearValue[] } | null {
  const filled = years.map((_, i) => series.some((s) => s.data[i] !== null && s.data[i] !== undefined));
  const count = filled.filter(Boolean).length;
  if (count > 1) return null;
  const at = filled.indexOf(true);
  if (at < 0) return { year: null, values: [] };
  return {
    year: years[at],
    values: series.flatMap((s) => (s.data[at] === null || s.data[at] === undefined ? [] : [{ name: s.name, value: s.data[at] as number }])),
  };
}

/**
 * One year of data is a value, not a chart (issue 30): "2025 年：最低位次 12,345", one line per series,
 * and a note that there is no trend yet. Shared by the school, comparison and major charts.
 */
export function YearValues({ year, values, testId }: { year: number | null; values: readonly YearValue[]; testId: string }) {
  const { t } = useTranslation();
  if (year === null) return null;
  return (
    <div className="zy-year-values" data-testid={testId} data-single-year={year}>
      <ul>
        {values.map((v) => (
          <li key={v.name}>{t('schools.lines.oneYear', { year, name: v.name, value: v.value.toLocaleString('zh-CN') })}</li>
        ))}
      </ul>
      <p>{t('schools.lines.oneYearNote', { year })}</p>
    </div>
  );
}

/**
 * A line chart over years: scores on the left axis, ranks (inverted, 1 on top) on the right.
 * Used by the school detail (min score and min rank) and the comparison (one line per school).
 */
export function TrendChart({
  years,
  series,
  height = 300,
  scoreLabel,
  rankLabel,
  testId = 'trend-chart',
}: {
  years: number[];
  series: ChartSeries[];
  height?: number;
  scoreLabel: string;
  rankLabel?: string;
  testId?: string;
}) {
  const one = singleYear(years, series);
  if (one) return <YearValues year={one.year} values={one.values} testId={testId} />;
  const hasRank = series.some((s) => s.rankAxis);
  const option: EChartsOption = {
    color: ['#1d5fe0', '#0fb5a6', '#f5a623', '#e8684a', '#7262fd'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    // below the one-line (scrolling) legend and the axis names, so neither covers a point
    grid: { left: 8, right: 8, top: hasRank ? 60 : 44, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: years.map(String), boundaryGap: false },
    yAxis: [
      { type: 'value', name: hasRank ? scoreLabel : undefined, scale: true, minInterval: 1, nameTextStyle: { align: 'left' } },
      ...(hasRank
        ? [
            {
              type: 'value' as const,
              name: rankLabel,
              nameLocation: 'start' as const,
              scale: true,
              minInterval: 1,
              inverse: true,
              splitLine: { show: false },
              nameTextStyle: { align: 'right' as const },
            },
          ]
        : []),
    ],
    series: series.map((s) => ({
      type: 'line' as const,
      name: s.name,
      data: s.data,
      yAxisIndex: s.rankAxis ? 1 : 0,
      connectNulls: true,
      smooth: false,
      symbolSize: 8,
      label: { show: years.length <= 6, position: 'top' as const, fontSize: 11 },
      lineStyle: s.rankAxis ? { type: 'dashed' as const } : undefined,
    })),
  };
  return (
    <div className="zy-chart" data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} />
    </div>
  );
}
