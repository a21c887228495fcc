import { useState } from 'react';
import { Empty, Skeleton, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EChartsOption } from 'echarts';
import type { ControlLineRow } from '@zhiyuan/shared';
import { Chart, ChartCard } from '../../components/majors/Chart.tsx';
import { PublisherList } from '../../components/majors/Publisher.tsx';
import { SourceTag } from '../../components/majors/SourceTag.tsx';
import { controlLineSeries, linesOfType, TREND_SERIES_MAX } from './rank.ts';

/**
 * 批次线 of the chosen year (issue 16): the student's own 科类 first, compactly (one chip per
 * batch); the other 科类 behind a switch; the trend only of the student's 科类 and its batches.
 */
export function ControlLinesCard({
  province,
  year,
  subjectType,
  rows,
  loading,
}: {
  province: string;
  year: number | null;
  /** The student's subject type (the rank table's): its lines are shown; the others on request. */
  subjectType: string | null;
  rows: ControlLineRow[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const [showOthers, setShowOthers] = useState(false);
  const ofYear = rows.filter((r) => r.year === year);
  const mine = linesOfType(ofYear, subjectType);
  const others = ofYear.filter((r) => !mine.includes(r)).sort((a, b) => a.subjectType.localeCompare(b.subjectType, 'zh') || b.score - a.score);
  // the trend: the student's 科类, only the batches it has this year (the history file lists many)
  const batches = new Set(mine.map((r) => r.batch));
  const trendRows = linesOfType(rows, subjectType).filter((r) => batches.has(r.batch));
  const trend = controlLineSeries(trendRows, TREND_SERIES_MAX);
  const option: EChartsOption = {
    tooltip: { trigger: 'axis' },
    // one scrolling line of legend above the plot: a wrapped legend used to cover the lines (issue 30)
    legend: { top: 0, left: 0, right: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 44, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: trend.years.map(String), boundaryGap: false },
    yAxis: { type: 'value', scale: true },
    series: trend.series.map((s) => ({ type: 'line' as const, name: s.name, data: s.data, connectNulls: true, symbolSize: 7 })),
  };
  return (
    <ChartCard
      testId="control-lines"
      title={year ? t('historyData.control.title', { province, year }) : t('historyData.control.titleAll')}
      source={ofYear.length > 0 ? <PublisherList rows={showOthers ? ofYear : mine.length > 0 ? mine : ofYear} province={province} /> : undefined}
    >
      {loading ? (
        <Skeleton active />
      ) : ofYear.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyData.control.empty')} />
      ) : (
        <>
          {subjectType && <h4 className="zy-hist__type">{t('historyData.control.mine', { subjectType })}</h4>}
          {mine.length === 0 ? (
            <p className="zy-muted-text" data-testid="control-mine-empty">
              {t('historyData.control.mineEmpty', { subjectType: subjectType ?? '' })}
            </p>
          ) : (
            <ul className="zy-hist__lines" data-testid="control-mine">
              {mine.map((r) => (
                <li key={r.id}>
                  <span className="zy-hist__batch">{r.batch}</span>
                  <b>{r.score}</b>
                  <SourceTag source={r} withLink={false} />
                </li>
              ))}
            </ul>
          )}
          {others.length > 0 && (
            <label className="zy-hist__others-switch">
              <Switch size="small" checked={showOthers} onChange={setShowOthers} data-testid="control-others-switch" />
              <span>{t('historyData.control.others', { count: others.length })}</span>
            </label>
          )}
          {showOthers && others.length > 0 && (
            <div className="zy-hist__scroll">
              <Table<ControlLineRow>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={others}
                data-testid="control-table"
                columns={[
                  { title: t('historyData.subjectType'), dataIndex: 'subjectType', className: 'zy-hist__nowrap' },
                  { title: t('historyData.control.batch'), dataIndex: 'batch' },
                  {
                    title: t('historyData.control.score'),
                    dataIndex: 'score',
                    align: 'right',
                    className: 'zy-hist__nowrap',
                    render: (v: number) => <b>{v}</b>,
                  },
                  { title: '', key: 'source', className: 'zy-hist__nowrap', render: (_: unknown, r) => <SourceTag source={r} withLink={false} /> },
                ]}
              />
            </div>
          )}
          {trend.years.length > 1 && trend.series.length > 0 && (
            <>
              <p className="zy-muted-text" style={{ margin: '14px 0 4px' }}>
                {t('historyData.control.trend')}
              </p>
              <Chart testId="chart-control" option={option} height={220} />
            </>
          )}
        </>
      )}
    </ChartCard>
  );
}
