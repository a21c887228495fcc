import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, RadarChart } from 'echarts/charts';
import { GridComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { TestReport } from '@zhiyuan/shared';
import { useDevice } from '../../device.ts';
import { chartHeight, reportChartOption } from './charts.ts';

// Only what the five report charts use (stack notes, pitfall 4).
echarts.use([RadarChart, BarChart, GaugeChart, RadarComponent, GridComponent, TooltipComponent, CanvasRenderer]);

/** The report's chart (hexagon, radar, bars, bipolar or gauge), as wide as its container. */
export function ReportChart({
  report,
  poles,
  testId = 'tr-chart',
}: {
  report: Pick<TestReport, 'chart' | 'dimensions'>;
  poles?: [string, string];
  testId?: string;
}) {
  const mobile = useDevice() === 'mobile';
  if (!report.dimensions.length) return null;
  return (
    <div className="zy-tests__chart" data-testid={testId} data-chart={report.chart}>
      <ReactEChartsCore
        echarts={echarts}
        option={reportChartOption(report, { mobile, poles })}
        notMerge
        lazyUpdate
        style={{ height: chartHeight(report.chart, report.dimensions.length, mobile), width: '100%' }}
      />
    </div>
  );
}
