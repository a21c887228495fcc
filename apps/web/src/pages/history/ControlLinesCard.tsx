import { Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EChartsOption } from 'echarts';
import type { ControlLineRow } from '@zhiyuan/shared';
import { Chart, ChartCard } from '../../components/majors/Chart.tsx';
import { SourceTag } from '../../components/majors/SourceTag.tsx';
import { controlLineSeries } from './rank.ts';

/** 批次线 of the chosen year as a table, and every year's lines as a trend chart. */
export function ControlLinesCard({ province, year, subjectType, rows, loading }: {
  province: string;
  year: number | null;
  /** The rank table's subject type: its lines come first, and the trend shows only them when there are any. */
  subjectType: string | null;
  rows: ControlLineRow[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const mine = (r: ControlLineRow) => (r.subjectType === subjectType ? 0 : 1);
  const ofYear = rows.filter((r) => r.year === year).sort((a, b) => mine(a) - mine(b) || a.subjectType.localeCompare(b.subjectType, 'zh') || b.score - a.score);
  const sameType = rows.filter((r) => r.subjectType === subjectType);
  const trend = controlLineSeries(sameType.length > 0 ? sameType : rows);
  const option: EChartsOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: trend.years.map(String), boundaryGap: trend.years.length === 1 },
    yAxis: { type: 'value', scale: true },
    series: trend.series.map((s) => ({ type: 'line' as const, name: s.name, data: s.data, connectNulls: true, symbolSize: 7 })),
  };
  const years = trend.years;
  return (
    <ChartCard
      testId="control-lines"
      title={year ? t('historyData.control.title', { province, year }) : t('historyData.control.titleAll')}
      source={
        ofYear.length > 0 ? (
          <>
            <span>{`${province} ${years.join('、')}`}</span>
            {[...new Map(ofYear.map((r) => [`${r.sourceQuality}|${r.sourceUrl}`, r])).values()].slice(0, 3).map((r) => (
              <span key={r.id}>
                {r.sourceQuality} <SourceTag source={r} />
              </span>
            ))}
          </>
        ) : undefined
      }
    >
      {loading ? (
        <Skeleton active />
      ) : ofYear.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyData.control.empty')} />
      ) : (
        <>
          <div className="zy-hist__scroll">
            <Table<ControlLineRow>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={ofYear}
              data-testid="control-table"
              columns={[
                { title: t('historyData.subjectType'), dataIndex: 'subjectType', render: (v: string) => (v === subjectType ? <b>{v}</b> : v) },
                { title: t('historyData.control.batch'), dataIndex: 'batch' },
                { title: <span style={{ whiteSpace: 'nowrap' }}>{t('historyData.control.score')}</span>, dataIndex: 'score', align: 'right', width: 72, render: (v: number) => <b>{v}</b> },
                { title: '', key: 'source', width: 72, render: (_: unknown, r) => <SourceTag source={r} withLink={false} /> },
              ]}
            />
          </div>
          {years.length > 1 && (
            <>
              <p className="zy-muted-text" style={{ margin: '14px 0 4px' }}>
                {t('historyData.control.trend')}
              </p>
              <Chart testId="chart-control" option={option} height={240} />
            </>
          )}
        </>
      )}
    </ChartCard>
  );
}
