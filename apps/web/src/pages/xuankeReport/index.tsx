import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Segmented, Select, Skeleton } from 'antd';
import { ErrorBlock, Skeleton as MobileSkeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { errorMessage } from '../../api/http.ts';
import { getXuankeReport } from '../../api/xuanke.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { CategoryChart, CoverageChart } from './Charts.tsx';
import { Card, ClosedMajors, CombinationList, SourceCard, TestsPrompt, TopThree } from './parts.tsx';
import { comboLabel, metricsOf, parseTargets, type Metric } from './model.ts';
import './xuanke.css';

/**
 * Route `xuankeReport` (选科报告, issue 20): for the profile's province, how much of the admissions
 * each subject combination leaves open (by major, school-major pair, plan seats, 门类), the majors it
 * closes, and the top three for this student with reasons. Target majors ride in `?targets=`.
 */
export default function XuankeReportPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const province = useAppStore((s) => s.province);
  const [params, setParams] = useSearchParams();
  const targets = parseTargets(params.get('targets'));
  const report = useQuery({
    queryKey: ['xuanke', 'report', province, targets.join(',')],
    queryFn: () => getXuankeReport(province, targets),
    retry: false,
    staleTime: 60_000,
  });
  const className = `zy-page zy-xk${device === 'mobile' ? ' zy-xk--mobile' : ''}`;
  const setTargets = (next: string[]) => {
    const search = new URLSearchParams(params);
    if (next.length) search.set('targets', next.slice(0, 10).join(','));
    else search.delete('targets');
    setParams(search, { replace: true });
  };

  let body: ReactNode;
  if (report.isLoading) {
    body = device === 'mobile' ? <MobileSkeleton.Paragraph lineCount={10} animated /> : <Skeleton active paragraph={{ rows: 12 }} />;
  } else if (report.error || !report.data) {
    const text = errorMessage(report.error, t('xuanke.loadFailed'));
    body = (
      <div data-testid="xk-error">
        {device === 'mobile' ? (
          <ErrorBlock status="default" title={t('xuanke.loadFailed')} description={text} />
        ) : (
          <Result status="warning" title={t('xuanke.loadFailed')} subTitle={text} />
        )}
        <div className="zy-xk__center">
          <Button onClick={() => void report.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  } else if (report.data.combinations.length === 0) {
    body = (
      <section className="zy-xk__card" data-testid="xk-empty">
        <DemoBanner demo={report.data.dataMode === 'demo'} />
        {device === 'mobile' ? (
          <ErrorBlock
            status="empty"
            title={t(report.data.mode ? 'xuanke.empty.noData' : 'xuanke.empty.noMode', { province })}
            description={report.data.summary}
          />
        ) : (
          <Empty
            description={
              <>
                <strong>{t(report.data.mode ? 'xuanke.empty.noData' : 'xuanke.empty.noMode', { province })}</strong>
                <p className="zy-xk__muted">{report.data.summary}</p>
              </>
            }
          />
        )}
      </section>
    );
  } else {
    body = <ReportBody report={report.data} targets={targets} onTargets={setTargets} />;
  }

  return (
    <div className={className} data-testid="page-xuankeReport">
      <header className="zy-xk__head">
        <h1>{t('xuanke.title')}</h1>
        <p data-testid="xk-subtitle">
          {report.data?.year
            ? t('xuanke.subtitle', { province, mode: report.data.mode, count: report.data.combinations.length, year: report.data.year })
            : t('xuanke.subtitleShort', { province })}
        </p>
      </header>
      {body}
    </div>
  );
}

function ReportBody({ report, targets, onTargets }: { report: XuankeReport; targets: string[]; onTargets: (next: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const metrics = metricsOf(report);
  const [metric, setMetric] = useState<Metric>(metrics[0]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedKey = chosen ?? report.top[0]?.key ?? report.combinations[0].key;
  const selected = report.combinations.find((c) => c.key === selectedKey) ?? report.combinations[0];
  const selectedLabel = comboLabel(selected, i18n.language);
  const choose = (key: string) => {
    setChosen(key);
    document.querySelector('[data-testid="xk-detail"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <DemoBanner demo={report.dataMode === 'demo'} />
      <Card title={t('xuanke.summary.title')} testId="xk-summary">
        <p className="zy-xk__summary" data-testid="xk-summary-text">
          {report.summary}
        </p>
        {report.notes.length > 0 && (
          <ul className="zy-xk__notes" data-testid="xk-notes">
            {report.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
        <TestsPrompt report={report} />
      </Card>

      <TopThree report={report} />

      <Card
        title={t('xuanke.targets.title')}
        testId="xk-targets"
        note={
          report.targets.length ? (
            <span data-testid="xk-targets-found">
              {report.targets
                .map((x) =>
                  x.majors.length ? t('xuanke.targets.found', { name: x.name, majors: x.majors.join('、') }) : t('xuanke.targets.missing', { name: x.name }),
                )
                .join('；')}
            </span>
          ) : (
            t('xuanke.targets.hint')
          )
        }
      >
        <Select
          mode="tags"
          value={targets}
          onChange={(v: string[]) => onTargets(v.map((s) => s.trim()).filter(Boolean))}
          tokenSeparators={[',', '，', '、']}
          maxCount={10}
          open={false}
          suffixIcon={null}
          placeholder={t('xuanke.targets.placeholder')}
          style={{ width: '100%' }}
          data-testid="xk-targets-input"
        />
      </Card>

      <Card
        title={t('xuanke.coverage.title')}
        testId="xk-coverage"
        extra={
          metrics.length > 1 && (
            <Segmented<Metric>
              size="small"
              value={metric}
              onChange={setMetric}
              options={metrics.map((m) => ({ value: m, label: t(`xuanke.metric.${m}`) }))}
              data-testid="xk-metric"
            />
          )
        }
        note={t(`xuanke.coverage.note.${metric}`)}
      >
        <CoverageChart report={report} metric={metric} selected={selectedKey} onSelect={choose} />
      </Card>

      <Card title={t('xuanke.table.title')} testId="xk-combinations" note={t('xuanke.table.hint')}>
        <CombinationList report={report} metric={metric} selected={selectedKey} onSelect={choose} />
      </Card>

      <Card title={t('xuanke.detail.title', { label: selectedLabel })} testId="xk-detail">
        <div className="zy-xk__detail" data-key={selected.key}>
          <div>
            <h3>{t('xuanke.closed.title')}</h3>
            <ClosedMajors combination={selected} label={selectedLabel} />
          </div>
          <div>
            <h3>{t('xuanke.category.title')}</h3>
            {report.categories.length ? <CategoryChart report={report} combination={selected} /> : <p className="zy-xk__muted">{t('xuanke.category.none')}</p>}
            <p className="zy-xk__muted">{t('xuanke.category.hint', { mapped: report.source.mapped, majors: report.source.majors })}</p>
          </div>
        </div>
      </Card>

      <SourceCard report={report} />
    </>
  );
}
