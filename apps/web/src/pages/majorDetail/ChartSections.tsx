import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EChartsOption } from 'echarts';
import { publisherName, publisherOf, type MajorDetail, type SchoolSummary } from '@zhiyuan/shared';
import { getOfferingSchools } from '../../api/majors.ts';
import { getMajorLines } from '../../api/schools.ts';
import { Chart, ChartCard } from '../../components/majors/Chart.tsx';
import { schoolDetailPath } from '../../components/majors/links.ts';
import { singleYear, YearValues } from '../../components/schools/TrendChart.tsx';
import { useDevice } from '../../device.ts';
import { latestSlice, ofSubjectType, rankTrend, schoolBars, schoolsByProvince, scoreTrend, type YearChart } from './charts.ts';

const BAR_SCHOOLS = 15;
/** The related-school chart counts every offering school, paging 100 at a time up to this many. */
const OFFERING_MAX = 3000;

function OfficialTag({ official }: { official: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={official ? 'green' : 'orange'} bordered={false}>
      {official ? t('majors.detail.official') : t('majors.detail.mixed')}
    </Tag>
  );
}

function Empty2({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}

/** Bar: the minimum score of each school offering the major, in one province's newest year. */
export function BarSection({ major, province, subjectType }: { major: MajorDetail; province: string; subjectType: string }) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const slice = latestSlice(major.lines, province, subjectType);
  const rows = useQuery({
    queryKey: ['majors', 'schoolLines', major.name, province, slice?.year, slice?.subjectType],
    queryFn: () => getMajorLines({ pageNumber: 1, pageSize: 100, province, year: slice!.year, subjectType: slice!.subjectType, keyword: major.name }),
    enabled: slice !== null,
    staleTime: 5 * 60_000,
  });
  const bars = schoolBars(rows.data?.content ?? [], major.name, BAR_SCHOOLS);
  const allSchools = schoolBars(rows.data?.content ?? [], major.name, Number.MAX_SAFE_INTEGER).length;
  const ordered = [...bars].reverse();
  const option: EChartsOption = {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: unknown) => {
        const [item] = items as { dataIndex: number }[];
        const bar = ordered[item.dataIndex];
        if (!bar) return '';
        return `${bar.schoolName}<br/>${bar.majorName}<br/>${t('majors.detail.bar.series')}: ${bar.minScore}${bar.minRank ? `<br/>${t('majors.detail.bar.rank')}: ${bar.minRank}` : ''}`;
      },
    },
    grid: { left: 8, right: 36, top: 8, bottom: 8, containLabel: true },
    // Scores start a little below the lowest bar, so the shortest bar still shows.
    xAxis: { type: 'value', min: (v: { min: number }) => Math.max(0, Math.floor((v.min - 20) / 10) * 10) },
    yAxis: {
      type: 'category',
      data: ordered.map((b) => b.schoolName),
      axisLabel: { width: mobile ? 84 : 150, overflow: 'truncate', fontSize: 11 },
    },
    series: [
      {
        type: 'bar',
        name: t('majors.detail.bar.series'),
        data: ordered.map((b) => b.minScore),
        barMaxWidth: 18,
        label: { show: true, position: 'right', fontSize: 11 },
      },
    ],
  };
  const officialCount = bars.filter((b) => b.row.official).length;
  return (
    <ChartCard
      testId="major-chart-bar"
      title={slice ? t('majors.detail.bar.title', { province, year: slice.year, subjectType: slice.subjectType }) : t('majors.detail.bar.titleEmpty')}
      source={
        slice && bars.length > 0 ? (
          <>
            <span>{t('majors.detail.bar.source', { province, year: slice.year, count: allSchools, shown: bars.length })}</span>
            <OfficialTag official={officialCount === bars.length} />
          </>
        ) : undefined
      }
    >
      {rows.isLoading ? (
        <Skeleton active />
      ) : bars.length === 0 ? (
        <Empty2 text={t('majors.detail.bar.empty')} />
      ) : (
        <Chart testId="chart-bar" option={option} height={Math.max(240, bars.length * 26 + 30)} />
      )}
    </ChartCard>
  );
}

/** The chart over years, or, with one year of data, its values (issue 30: one point is not a trend). */
function YearChartView({ chart, axisName, inverse, testId }: { chart: YearChart; axisName: string | undefined; inverse: boolean; testId: string }) {
  const one = singleYear(chart.years, chart.series);
  if (one) return <YearValues year={one.year} values={one.values} testId={testId} />;
  return <Chart testId={testId} option={yearOption(chart, axisName, inverse)} />;
}

function yearOption(chart: YearChart, axisName: string | undefined, inverse: boolean): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    // clear of the one-line legend and the axis name
    grid: { left: 8, right: 16, top: 52, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.years.map(String), boundaryGap: false },
    // An inverted (rank) axis starts at the top: its name goes there too, clear of the year labels.
    yAxis: { type: 'value', name: axisName, nameLocation: inverse ? 'start' : 'end', scale: true, inverse },
    series: chart.series.map((s, i) => ({
      type: 'line' as const,
      name: s.name,
      data: s.data,
      connectNulls: true,
      symbolSize: 8,
      label: { show: chart.years.length <= 5, position: 'top' as const, fontSize: 11 },
      lineStyle: i % 2 === 1 ? { type: 'dashed' as const } : undefined,
    })),
  };
}

/** Line: the range of the schools' minimum scores per year and subject type in the province. */
export function LineSection({ major, province, subjectType }: { major: MajorDetail; province: string; subjectType: string }) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const chart = scoreTrend(ofSubjectType(major.lines, subjectType), province, { low: t('majors.detail.line.low'), high: t('majors.detail.line.high') });
  return (
    <ChartCard
      testId="major-chart-line"
      title={t('majors.detail.line.title', { province, subjectType })}
      source={
        <>
          <span>{t('majors.detail.line.source', { province, subjectType, years: chart.years.join('、'), count: chart.records })}</span>
          <OfficialTag official={chart.official} />
        </>
      }
    >
      <YearChartView testId="chart-line" chart={chart} axisName={mobile ? undefined : t('majors.detail.line.score')} inverse={false} />
    </ChartCard>
  );
}

/** Rank: the best and worst of the schools' minimum ranks per year (rank axis inverted, 1 on top). */
export function RankSection({ major, province, subjectType }: { major: MajorDetail; province: string; subjectType: string }) {
  const { t } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const chart = rankTrend(ofSubjectType(major.lines, subjectType), province, { best: t('majors.detail.rank.best'), worst: t('majors.detail.rank.worst') });
  return (
    <ChartCard
      testId="major-chart-rank"
      title={t('majors.detail.rank.title', { province, subjectType })}
      source={
        chart.series.length > 0 ? (
          <>
            <span>{t('majors.detail.rank.source', { province, subjectType, years: chart.years.join('、'), count: chart.records })}</span>
            <OfficialTag official={chart.official} />
          </>
        ) : undefined
      }
    >
      {chart.series.length === 0 ? (
        <Empty2 text={t('majors.detail.rank.empty')} />
      ) : (
        <YearChartView testId="chart-rank" chart={chart} axisName={mobile ? undefined : t('majors.detail.rank.axis')} inverse />
      )}
    </ChartCard>
  );
}

async function allOfferingSchools(major: MajorDetail): Promise<SchoolSummary[]> {
  if (major.schools.total <= major.schools.content.length) return major.schools.content;
  const out: SchoolSummary[] = [];
  const pages = Math.ceil(Math.min(major.schools.total, OFFERING_MAX) / 100);
  for (let page = 1; page <= pages; page += 1) {
    const result = await getOfferingSchools(major.id, page);
    out.push(...result.content);
    if (result.content.length < 100) break;
  }
  return out;
}

/** Related schools: where the schools offering the major are, and the first of them as links. */
export function SchoolsSection({ major }: { major: MajorDetail }) {
  const { t, i18n } = useTranslation();
  const mobile = useDevice() === 'mobile';
  const schools = useQuery({
    queryKey: ['majors', 'offering', major.id, major.schools.total],
    queryFn: () => allOfferingSchools(major),
    staleTime: 10 * 60_000,
  });
  const other = t('majors.detail.schools.other');
  const counts = schoolsByProvince(schools.data ?? [], mobile ? 8 : 15, other);
  const option: EChartsOption = {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: counts.map((c) => c.province), axisLabel: { interval: 0, rotate: counts.length > 6 ? 40 : 0, fontSize: 11 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: t('majors.detail.schools.series'),
        data: counts.map((c) => c.count),
        barMaxWidth: 28,
        label: { show: true, position: 'top', fontSize: 11 },
      },
    ],
  };
  const shown = major.schools.content.slice(0, mobile ? 10 : 24);
  return (
    <ChartCard
      testId="major-chart-schools"
      title={t('majors.detail.schools.title')}
      source={
        major.schools.total > 0 ? (
          <span>
            {t('majors.detail.schools.source', {
              source: publisherName(publisherOf({ source: major.source }), i18n.language),
              count: schools.data?.length ?? major.schools.total,
            })}
          </span>
        ) : undefined
      }
    >
      {major.schools.total === 0 ? (
        <Empty2 text={t('majors.detail.schools.empty')} />
      ) : schools.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          <Chart testId="chart-schools" option={option} height={260} />
          <p className="zy-muted-text" style={{ margin: '12px 0 8px' }}>
            {t('majors.detail.schools.list', { shown: shown.length, total: major.schools.total })}
          </p>
          <div className="zy-mdetail__schools" data-testid="major-schools">
            {shown.map((s) => (
              <Link key={s.id} className="zy-mdetail__school" to={schoolDetailPath(s.id)}>
                <b>{s.name}</b>
                <span>{[s.province, s.city, s.level].filter(Boolean).join(' · ')}</span>
              </Link>
            ))}
          </div>
        </>
      )}
    </ChartCard>
  );
}
