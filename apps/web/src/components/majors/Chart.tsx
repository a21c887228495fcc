import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import type { ReactNode } from 'react';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, DataZoomComponent, MarkLineComponent, MarkPointComponent, CanvasRenderer]);

export const CHART_COLORS = ['#1d5fe0', '#0fb5a6', '#f5a623', '#e8684a', '#7262fd', '#5b8ff9', '#9270ca', '#ff9d4d'];

/**
 * One ECharts canvas of the major and history pages. It follows its container's width
 * (echarts-for-react watches the element), so a phone gets a narrower chart, never overflow.
 */
export function Chart({ option, height = 320, testId }: { option: EChartsOption; height?: number; testId: string }) {
  return (
    <div className="zy-mchart" data-testid={testId} data-series={Array.isArray(option.series) ? option.series.length : option.series ? 1 : 0}>
      <ReactEChartsCore echarts={echarts} option={{ color: CHART_COLORS, ...option }} notMerge lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}

/** A chart in a card: title, the chart (or an empty note), and where the numbers come from. */
export function ChartCard({
  title,
  extra,
  source,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  source?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="zy-card zy-mcard" data-testid={testId}>
      <header className="zy-mcard__head">
        <h3>{title}</h3>
        {extra && <div className="zy-mcard__extra">{extra}</div>}
      </header>
      {children}
      {source && (
        <footer className="zy-mcard__source" data-testid={`${testId}-source`}>
          {source}
        </footer>
      )}
    </section>
  );
}
