import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDimension, TestReport } from '@zhiyuan/shared';
import { getReport, getSittings } from '../../api/tests.ts';
import { ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { GUIDE_KIND, isRecordId, leadPath, leadsByType, percentOfRange, scoreText, sittingsForHistory, testPath } from '../../components/tests/model.ts';
import { CareBox, NotDiagnosis, SourceNote } from '../../components/tests/parts.tsx';
import { ReportChart } from '../../components/tests/ReportChart.tsx';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';

/**
 * A report (test?report=<recordId>): one page for every testReport type of spec §2 (aas, ap, cr,
 * de, in, lm, mind, pa, pp, pt, val), drawn by the report's `chart` and labelled by its report
 * code; then what it means, where it leads, care when called for, the source and my history.
 */
export function TestReportPage({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const valid = isRecordId(recordId);
  const report = useQuery({ queryKey: ['tests', 'report', recordId], queryFn: () => getReport(recordId), retry: false, staleTime: 5 * 60_000, enabled: valid });
  const notFound = <ContentNotFound title={t('tests.report.notFound')} backTo={testPath(device, { view: 'list' })} backLabel={t('tests.report.back')} />;
  if (!valid) return notFound;
  return (
    <ContentState query={report} rows={12} notFound={notFound}>
      {(data) => <ReportBody report={data} />}
    </ContentState>
  );
}

/** The pole words of a bipolar report, by its report code (aas: 偏文 ←→ 偏理). */
function usePoles(report: TestReport): [string, string] | undefined {
  const { t } = useTranslation();
  if (report.chart !== 'bipolar') return undefined;
  return [t(`tests.chart.poles.${report.reportCode}.low`, { defaultValue: '−' }), t(`tests.chart.poles.${report.reportCode}.high`, { defaultValue: '+' })];
}

function ReportBody({ report }: { report: TestReport }) {
  const { t } = useTranslation();
  const device = useDevice();
  const poles = usePoles(report);
  const codeLabel = t(`tests.report.codeLabel.${report.reportCode}`, { defaultValue: t('tests.report.codeLabel.other') });
  return (
    <div className="zy-tr" data-testid="tr" data-kind={report.kind} data-code={report.reportCode} data-chart={report.chart}>
      <TestCard testId="tr-head" className="zy-tr__head">
        <div className="zy-tr__head-top">
          <span className="zy-tests__muted" data-testid="tr-finished">
            {t('tests.report.finishedAt', { time: report.finishTime })}
          </span>
        </div>
        <h1 className="zy-tr__title" data-testid="tr-title">
          {report.title}
        </h1>
        {report.code && (
          <p className="zy-tr__code">
            <span>{codeLabel}</span>
            <strong data-testid="tr-code">{report.code}</strong>
          </p>
        )}
        <p className="zy-tr__summary" data-testid="tr-summary">
          {report.summary}
        </p>
      </TestCard>

      {report.care && <CareBox care={report.care} />}

      {report.kind === GUIDE_KIND && (
        <Link to={pagePath(device, 'report')} className="zy-tr__position" data-testid="tr-position-report">
          {t('tests.report.positionReport')} <RightOutlined />
        </Link>
      )}

      {report.dimensions.length > 0 && (
        <TestCard title={t('tests.report.dimensions')} testId="tr-scores">
          <div className="zy-tr__scores">
            <ReportChart report={report} poles={poles} />
            <ul className="zy-tr__dims">
              {report.dimensions.map((d) => (
                <Dimension key={d.key} d={d} bipolar={report.chart === 'bipolar'} />
              ))}
            </ul>
          </div>
        </TestCard>
      )}

      {(report.strengths.length > 0 || report.watchOuts.length > 0) && (
        <div className="zy-tr__pair">
          {report.strengths.length > 0 && (
            <TestCard title={t('tests.report.strengths')} testId="tr-strengths">
              <ul className="zy-tr__bullets">
                {report.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </TestCard>
          )}
          {report.watchOuts.length > 0 && (
            <TestCard title={t('tests.report.watchOuts')} testId="tr-watchouts">
              <ul className="zy-tr__bullets zy-tr__bullets--watch">
                {report.watchOuts.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </TestCard>
          )}
        </div>
      )}

      {report.leads.length > 0 && (
        <TestCard title={t('tests.report.leads')} testId="tr-leads">
          {leadsByType(report.leads).map((group) => (
            <div key={group.type} className="zy-tr__leads" data-testid="tr-lead-group" data-type={group.type}>
              <h3>{t(`tests.report.leadType.${group.type}`)}</h3>
              <ul>
                {group.leads.map((lead) => {
                  const to = leadPath(device, lead);
                  return (
                    <li
                      key={`${lead.type}-${lead.code ?? lead.name}`}
                      className="zy-tr__lead"
                      data-testid="tr-lead"
                      data-type={lead.type}
                      data-code={lead.code ?? ''}
                    >
                      {to ? (
                        <Link to={to} className="zy-tr__lead-name" title={t('tests.report.leadMajorHint')}>
                          {lead.name}
                          {lead.code && <span className="zy-tr__lead-code">{lead.code}</span>} <RightOutlined />
                        </Link>
                      ) : (
                        <span className="zy-tr__lead-name">{lead.name}</span>
                      )}
                      <span className="zy-tr__lead-reason">{lead.reason}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </TestCard>
      )}

      <TestCard title={t('tests.report.disclaimer')} testId="tr-about">
        <NotDiagnosis text={report.disclaimer} />
        <h3 className="zy-run__subhead">{t('tests.report.source')}</h3>
        <SourceNote source={report.source} testId="tr-source" />
        <Link to={testPath(device, { view: 'appendix', kind: report.kind })} className="zy-tr__appendix" data-testid="tr-appendix">
          {t('tests.report.appendix')} <RightOutlined />
        </Link>
      </TestCard>

      <History report={report} />

      <div className="zy-tr__actions">
        <Button type="primary" href={`#${testPath(device, { view: 'run', kind: report.kind })}`} data-testid="tr-retake">
          {t('tests.report.retake')}
        </Button>
        <Button href={`#${testPath(device, { view: 'list' })}`} data-testid="tr-back">
          {t('tests.report.back')}
        </Button>
        <Link to={testPath(device, { view: 'groups' })} className="zy-tr__group-link">
          {t('tests.report.group')}
        </Link>
      </div>
    </div>
  );
}

/** One dimension: label, band, score on its range (a bar), what it means. */
function Dimension({ d, bipolar }: { d: ReportDimension; bipolar: boolean }) {
  const { t } = useTranslation();
  const pct = percentOfRange(d);
  const zero = percentOfRange({ score: 0, min: d.min, max: d.max });
  return (
    <li className="zy-tr__dim" data-testid="tr-dim" data-key={d.key}>
      <div className="zy-tr__dim-head">
        <span className="zy-tr__dim-label">{d.label}</span>
        {d.band && (
          <Tag className="zy-tr__band" data-testid="tr-dim-band">
            {d.band}
          </Tag>
        )}
        <span className="zy-tr__dim-score">
          <strong data-testid="tr-dim-score">{scoreText(d.score)}</strong>
          <span className="zy-tests__muted">{t('tests.report.range', { min: scoreText(d.min), max: scoreText(d.max) })}</span>
        </span>
      </div>
      <div className={`zy-tr__bar${bipolar ? ' zy-tr__bar--bipolar' : ''}`} aria-hidden="true">
        {bipolar ? (
          <span
            className={`zy-tr__bar-fill${d.score < 0 ? ' zy-tr__bar-fill--low' : ''}`}
            style={d.score < 0 ? { left: `${pct}%`, width: `${zero - pct}%` } : { left: `${zero}%`, width: `${Math.max(pct - zero, 0.8)}%` }}
          />
        ) : (
          <span className="zy-tr__bar-fill" style={{ width: `${Math.max(pct, 1.5)}%` }} />
        )}
      </div>
      {d.meaning && <p className="zy-tr__dim-meaning">{d.meaning}</p>}
    </li>
  );
}

/** My sittings of this kind with their dates; the one shown is marked, one in progress can be continued. */
function History({ report }: { report: TestReport }) {
  const { t } = useTranslation();
  const device = useDevice();
  const sittings = useQuery({ queryKey: ['tests', 'sittings', report.kind], queryFn: () => getSittings(report.kind), staleTime: 0 });
  const list = sittingsForHistory(sittings.data ?? []);
  const finished = list.filter((r) => r.status === 'finished');
  return (
    <TestCard title={t('tests.report.history')} testId="tr-history">
      {sittings.isPending ? null : (
        <>
          <ul className="zy-tr__history">
            {list.map((r) => {
              const current = r.id === report.recordId;
              return (
                <li key={r.id} className={current ? 'zy-tr__history-current' : ''} data-testid="tr-history-item" data-id={r.id} data-status={r.status}>
                  {r.status === 'in_progress' ? (
                    <>
                      <span>{t('tests.report.inProgress', { answered: r.answered, total: r.itemCount })}</span>
                      <Link to={testPath(device, { view: 'run', kind: report.kind })}>{t('tests.report.continue')}</Link>
                    </>
                  ) : current ? (
                    <>
                      <span>{r.finishTime}</span>
                      <Tag color="blue">{t('tests.report.current')}</Tag>
                    </>
                  ) : (
                    <Link to={testPath(device, { view: 'report', recordId: r.id })}>{r.finishTime}</Link>
                  )}
                </li>
              );
            })}
          </ul>
          {finished.length <= 1 && <p className="zy-tests__muted">{t('tests.report.historyEmpty')}</p>}
        </>
      )}
    </TestCard>
  );
}
