import { useEffect, useRef, useState } from 'react';
import { Alert, Empty, Pagination, Skeleton, Table, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EChartsOption } from 'echarts';
import type { RankTable, RankTableRow } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { Chart, ChartCard } from '../../components/majors/Chart.tsx';
import { SourceTag } from '../../components/majors/SourceTag.tsx';
import { useDevice } from '../../device.ts';
import { chartPoints, rowIndexOf, scoreLabel, type TableChoice } from './rank.ts';

/** Rows per page on a phone: a page of the table fits about one screen. */
const MOBILE_PAGE = 20;

const countOf = (r: RankTableRow) => r.countAtScore ?? (r.rankStart !== null ? r.rankEnd - r.rankStart + 1 : null);
const fmt = (n: number | null) => (n === null ? '—' : n.toLocaleString('zh-CN'));

/**
 * The 一分一段 table (≈700 rows a year): a chart of candidates per score and the cumulative rank,
 * then the rows — a virtual table on a desktop, 50-row pages on a phone. A looked-up score is
 * marked on the chart and its row highlighted and scrolled to.
 */
export function RankTableCard({
  province,
  choice,
  table,
  loading,
  error,
  hitScore,
}: {
  province: string;
  choice: TableChoice;
  table: RankTable | undefined;
  loading: boolean;
  error: unknown;
  hitScore: number | null;
}) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const rows = table?.rows ?? [];
  const hit = hitScore === null ? -1 : rowIndexOf(rows, hitScore);
  const points = chartPoints(rows);
  const option: EChartsOption = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 40, bottom: mobile ? 8 : 40, containLabel: true },
    xAxis: { type: 'category', data: points.scores.map(String) },
    yAxis: [
      { type: 'value', name: mobile ? undefined : t('historyData.table.countSeries'), splitLine: { show: false } },
      { type: 'value', name: mobile ? undefined : t('historyData.table.rankSeries') },
    ],
    dataZoom: mobile ? [{ type: 'inside' }] : [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
    series: [
      {
        type: 'bar',
        name: t('historyData.table.countSeries'),
        data: points.counts,
        barMaxWidth: 6,
        markLine:
          hit >= 0
            ? { symbol: 'none', data: [{ xAxis: String(rows[hit].score) }], label: { formatter: String(rows[hit].score) }, lineStyle: { color: '#e8684a' } }
            : undefined,
      },
      { type: 'line', name: t('historyData.table.rankSeries'), data: points.ranks, yAxisIndex: 1, showSymbol: false, smooth: true },
    ],
  };

  return (
    <ChartCard
      testId="rank-table"
      title={t('historyData.table.title', { province, year: choice.year, subjectType: choice.subjectType })}
      extra={rows.length > 0 ? <span className="zy-muted-text">{t('historyData.table.rows', { count: rows.length })}</span> : undefined}
      source={
        table && table.sources.length > 0 ? (
          <>
            <span>{`${province} ${choice.year} ${choice.subjectType}`}</span>
            {table.sources.slice(0, 3).map((s, i) => (
              <span key={i}>
                <SourceTag source={s} province={province} />
              </span>
            ))}
          </>
        ) : undefined
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : error ? (
        <Alert type="warning" showIcon message={errorMessage(error, t('historyData.table.empty'))} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyData.table.empty')} />
      ) : (
        <>
          <Chart testId="chart-rank-table" option={option} height={mobile ? 240 : 300} />
          {mobile ? <PagedRows rows={rows} hit={hit} /> : <VirtualRows rows={rows} hit={hit} />}
        </>
      )}
    </ChartCard>
  );
}

function VirtualRows({ rows, hit }: { rows: RankTableRow[]; hit: number }) {
  const { t } = useTranslation();
  const ref = useRef<GetRef<typeof Table<RankTableRow>>>(null);
  useEffect(() => {
    if (hit < 0 || !ref.current) return;
    // Rows are one line each: scroll by measured height so the hit sits near the top whichever way we move.
    const height = ref.current.nativeElement.querySelector<HTMLElement>('.ant-table-tbody-virtual .ant-table-row')?.offsetHeight || 39;
    ref.current.scrollTo({ top: Math.max(0, (hit - 3) * height) });
  }, [hit]);
  return (
    <Table<RankTableRow>
      ref={ref}
      virtual
      size="small"
      rowKey="score"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 520, y: 420 }}
      rowClassName={(_, index) => (index === hit ? 'zy-hist__hit' : '')}
      data-testid="rank-rows"
      columns={[
        { title: t('historyData.table.score'), key: 'score', width: 120, render: (_: unknown, r) => scoreLabel(r) },
        { title: t('historyData.table.count'), key: 'count', width: 120, align: 'right', render: (_: unknown, r) => fmt(countOf(r)) },
        { title: t('historyData.table.rank'), key: 'rank', width: 150, align: 'right', render: (_: unknown, r) => <b>{fmt(r.rankEnd)}</b> },
        {
          title: t('historyData.table.rankStart'),
          key: 'range',
          width: 130,
          align: 'right',
          render: (_: unknown, r) => (r.rankStart !== null ? `${fmt(r.rankStart)}–${fmt(r.rankEnd)}` : '—'),
        },
      ]}
    />
  );
}

function PagedRows({ rows, hit }: { rows: RankTableRow[]; hit: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (hit >= 0) setPage(Math.floor(hit / MOBILE_PAGE) + 1);
  }, [hit]);
  const start = (page - 1) * MOBILE_PAGE;
  const slice = rows.slice(start, start + MOBILE_PAGE);
  return (
    <>
      <div className="zy-hist__scroll" data-testid="rank-rows">
        <table className="zy-hist__mtable">
          <thead>
            <tr>
              <th>{t('historyData.table.score')}</th>
              <th>{t('historyData.table.count')}</th>
              <th>{t('historyData.table.rank')}</th>
            </tr>
          </thead>
          <tbody>
            {slice.map((r, i) => (
              <tr key={r.score} className={start + i === hit ? 'zy-hist__hit-row' : undefined}>
                <td>{scoreLabel(r)}</td>
                <td>{fmt(countOf(r))}</td>
                <td>{fmt(r.rankEnd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="zy-hist__pager">
        <Pagination simple size="small" current={page} pageSize={MOBILE_PAGE} total={rows.length} onChange={setPage} />
      </div>
    </>
  );
}
