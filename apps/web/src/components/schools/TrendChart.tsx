import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  data: (number | null)[];
  /** The right-hand axis (ranks, drawn with the best rank on top). */
  rankAxis?: boolean;
}

/**
 * A line chart over years: scores on the left axis, ranks (inverted, 1 on top) on the right.
 * Used by the school detail (min score and min rank) and the comparison (one line per school).
 */
export function TrendChart({ years, series, height = 300, scoreLabel, rankLabel, testId = 'trend-chart' }: {
  years: number[];
  series: ChartSeries[];
  height?: number;
  scoreLabel: string;
  rankLabel?: string;
  testId?: string;
}) {
  const hasRank = series.some((s) => s.rankAxis);
  const option: EChartsOption = {
    color: ['#1d5fe0', '#0fb5a6', '#f5a623', '#e8684a', '#7262fd'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: hasRank ? 56 : 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: years.map(String), boundaryGap: years.length < 2 },
    yAxis: [
      { type: 'value', name: hasRank ? scoreLabel : undefined, scale: true, minInterval: 1, nameTextStyle: { align: 'left' } },
      ...(hasRank
        ? [{ type: 'value' as const, name: rankLabel, nameLocation: 'start' as const, scale: true, minInterval: 1, inverse: true, splitLine: { show: false }, nameTextStyle: { align: 'right' as const } }]
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
