import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import { useTranslation } from 'react-i18next';
import type { XuankeCombination, XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { useDevice } from '../../device.ts';
import { byCoverage, comboLabel, percent, shareOf, type Metric } from './model.ts';

// Only what these two bar charts use.
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const BLUE = '#1d5fe0';
const TEAL = '#0fb5a6';
const GREY = '#d9dee8';

function Chart({ option, height, testId, onClick }: { option: EChartsOption; height: number; testId: string; onClick?: (dataIndex: number) => void }) {
  return (
    <div className="zy-xk__chart" data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        onEvents={onClick ? { click: (p: { dataIndex: number }) => onClick(p.dataIndex) } : undefined}
      />
    </div>
  );
}

/** Horizontal bars: each combination's coverage by one metric, widest on top; the chosen one and the profile's own in teal. */
export function CoverageChart({
  report,
  metric,
  selected,
  onSelect,
}: {
  report: XuankeReport;
  metric: Metric;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const ordered = [...byCoverage(report, metric)].reverse();
  const option: EChartsOption = {
    grid: { left: 4, right: mobile ? 44 : 56, top: 4, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: unknown) => {
        const [item] = items as { dataIndex: number }[];
        const c = ordered[item.dataIndex];
        const s = shareOf(c, metric);
        return `${comboLabel(c, i18n.language)}<br/>${t(`xuanke.metric.${metric}`)}: ${s ? `${s.admissible}/${s.total} (${percent(s.share)})` : '—'}`;
      },
    },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%', fontSize: 10 }, splitNumber: mobile ? 2 : 5 },
    yAxis: { type: 'category', data: ordered.map((c) => comboLabel(c, i18n.language)), axisLabel: { fontSize: mobile ? 11 : 12 }, axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 16,
        data: ordered.map((c) => ({
          value: Math.round((shareOf(c, metric)?.share ?? 0) * 1000) / 10,
          itemStyle: { color: c.key === selected ? TEAL : BLUE, borderRadius: [0, 4, 4, 0] },
        })),
        label: { show: true, position: 'right', formatter: (p: unknown) => `${(p as { value: number }).value.toFixed(1)}%`, fontSize: 11 },
      },
    ],
  };
  return <Chart option={option} height={Math.max(200, ordered.length * (mobile ? 24 : 26) + 20)} testId="xk-chart" onClick={(i) => onSelect(ordered[i].key)} />;
}

/** Per 门类: the combination's admissible majors against all majors of that 门类 in the data. */
export function CategoryChart({ report, combination }: { report: XuankeReport; combination: XuankeCombination }) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const rows = report.categories.map((c, i) => ({ name: c.name, total: c.total, open: combination.byCategory[i] ?? 0 })).reverse();
  const option: EChartsOption = {
    grid: { left: 4, right: 36, top: 28, bottom: 4, containLabel: true },
    legend: { top: 0, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 10 }, splitNumber: mobile ? 2 : 5 },
    yAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { fontSize: 11 }, axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        name: t('xuanke.category.open'),
        data: rows.map((r) => r.open),
        barGap: '-100%',
        z: 3,
        barMaxWidth: 14,
        itemStyle: { color: BLUE },
        label: {
          show: true,
          position: 'right',
          fontSize: 10,
          formatter: (p: unknown) => `${rows[(p as { dataIndex: number }).dataIndex].open}/${rows[(p as { dataIndex: number }).dataIndex].total}`,
        },
      },
      { type: 'bar', name: t('xuanke.category.all'), data: rows.map((r) => r.total), barMaxWidth: 14, itemStyle: { color: GREY } },
    ],
  };
  return <Chart option={option} height={Math.max(160, rows.length * 24 + 40)} testId="xk-category-chart" />;
}
