import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { groupName, type ZyReport, type ZyReportChoice } from '@zhiyuan/shared';
import { ApiError } from '../../api/http.ts';
import { downloadFormReportPdf, getFormReport } from '../../api/zyReport.ts';
import { VipMask } from '../../components/VipMask.tsx';
import { VIP_QUERY, useVipStatus } from '../../components/vip/useVip.ts';
import { TIER_COLORS, formPath } from '../../components/volunteer/model.ts';
import { useDevice } from '../../device.ts';
import { feedback } from '../../feedback.ts';
import { useLoginStore } from '../../stores/login.ts';
import './zyReport.css';

const pct = (p: number) => `${Math.round(p * 1000) / 10}%`;
const pct0 = (p: number) => `${Math.round(p * 100)}%`;
const num = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

/**
 * Route `zyReport/:id`: the 志愿报告 of one saved form, the same content as the server's PDF,
 * laid out for the screen and for paper (print CSS). Members only, like the 专业定位报告: the
 * server sends the data to members only, the page shows the mask and the ways to join otherwise.
 */
export default function ZyReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const device = useDevice();
  const navigate = useNavigate();
  const isLogin = useLoginStore((s) => s.isLogin);
  const status = useVipStatus();
  const isVip = status.data?.isVip === true;
  const report = useQuery({
    queryKey: [...VIP_QUERY, 'zyReport', id],
    queryFn: () => getFormReport(id),
    enabled: isVip && /^\d+$/.test(id),
    retry: false,
    staleTime: 0,
  });
  const refused = report.error instanceof ApiError && report.error.code === 403;
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFormReportPdf(id, `${report.data?.name ?? 'report'}-${t('zyReport.title')}.pdf`);
    } catch (e) {
      feedback.error((e as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className={`zy-zyr zy-zyr--${device}`} data-testid="page-zyReport">
      <div className="zy-zyr__bar zy-zyr-no-print">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(formPath(id, device))} data-testid="zyr-back">
          {t('zyReport.back')}
        </Button>
        <span className="zy-zyr__spacer" />
        <Button icon={<PrinterOutlined />} disabled={!report.data} onClick={() => window.print()} data-testid="zyr-print">
          {t('zyReport.print')}
        </Button>
        <Button type="primary" icon={<FilePdfOutlined />} disabled={!report.data} loading={downloading} onClick={download} data-testid="zyr-pdf">
          {downloading ? t('zyReport.downloading') : t('zyReport.download')}
        </Button>
      </div>
      {isLogin && status.isLoading ? (
        <Skeleton active />
      ) : (
        <VipMask locked={!isLogin || !isVip || refused} what={t('zyReport.what')}>
          {report.isLoading && <Skeleton active />}
          {report.isError && !refused && <Result status="warning" title={t('zyReport.loadFailed')} subTitle={report.error.message} />}
          {report.data && <ReportView report={report.data} />}
        </VipMask>
      )}
    </div>
  );
}

function ReportView({ report }: { report: ZyReport }) {
  const { t } = useTranslation();
  const w = report.whole;
  return (
    <article className="zy-zyr__paper" data-testid="zyr-content">
      <h1>
        {t('zyReport.title')} · {report.name}
      </h1>
      <p className="zy-zyr__muted">
        {t('zyReport.student', {
          province: report.province,
          year: report.year,
          subjectType: report.subjectType,
          subjects: report.subjects.length ? `（${report.subjects.join('、')}）` : '',
          batch: report.batch,
          score: report.score ?? '—',
          rank: num(report.rank),
          fromTable:
            report.rankTableYear !== null && report.rank !== null
              ? t('zyReport.tableYear', { year: report.rankTableYear })
              : report.rankFromTable
                ? t('zyReport.fromTable')
                : '',
        })}
      </p>
      <p className="zy-zyr__muted zy-zyr__small">{t('zyReport.generated', { at: report.generatedAt })}</p>
      <p className="zy-zyr__warn">{report.disclaimer}</p>

      <h2>{t('zyReport.summary')}</h2>
      <p className={`zy-zyr__miss zy-zyr__miss--${w.level}`} data-testid="zyr-miss">
        {t('zyReport.miss', { p: pct(w.missProbability) })}
      </p>
      <p>{t('zyReport.missShock', { p: pct(w.missSharedShock) })}</p>
      <p>{t('zyReport.unwanted', { p: pct(w.unwantedMajor) })}</p>
      {w.withdrawn > 0 ? <p>{t('zyReport.withdrawn', { p: pct(w.withdrawn) })}</p> : null}
      <p className="zy-zyr__muted">
        {(['冲', '稳', '保', '垫'] as const).map((tier) => t('zyReport.tierCount', { tier, n: w.tiers[tier] })).join(' · ')}
        {w.tiers.none ? ` · ${t('zyReport.noTier', { n: w.tiers.none })}` : ''}
      </p>

      <h2>{t('zyReport.advice')}</h2>
      <ul className="zy-zyr__list" data-testid="zyr-advice">
        {report.advice.map((a, i) => (
          <li key={i}>{a}</li>
        ))}
      </ul>

      <h2>{t('zyReport.choices')}</h2>
      <ol className="zy-zyr__choices">
        {report.choices.map((c) => (
          <Choice key={c.order} c={c} />
        ))}
      </ol>

      <h2>{t('zyReport.appendix')}</h2>
      <ul className="zy-zyr__list zy-zyr__small">
        {report.method.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <h2>{t('zyReport.sources')}</h2>
      <ul className="zy-zyr__list zy-zyr__small">
        {report.sources.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
      <h2>{t('zyReport.disclaimer')}</h2>
      <p className="zy-zyr__small">{report.disclaimer}</p>
    </article>
  );
}

function Choice({ c }: { c: ZyReportChoice }) {
  const { t, i18n } = useTranslation();
  const group = c.groupCode ? groupName(c.groupCode, i18n.language) : '';
  const color = c.tier ? TIER_COLORS[c.tier] : undefined;
  const e = c.elective;
  return (
    <li className="zy-zyr__choice" data-testid="zyr-choice">
      <div className="zy-zyr__choice-head">
        <span className="zy-zyr__school">
          {c.order}. {c.schoolName}
          {c.schoolCode ? `（${c.schoolCode}）` : ''}
          {group ? ` ${group}` : ''}
        </span>
        {c.tier ? (
          <span className="zy-zyr__tier" style={{ background: color }}>
            {c.tier}
          </span>
        ) : null}
        <span className="zy-zyr__prob" style={{ color }}>
          {c.probability === null ? '—' : pct0(c.probability)}
        </span>
      </div>
      <p className="zy-zyr__small">
        {c.probability === null
          ? t('zyReport.noChance')
          : [
              t('zyReport.chance', { p: pct0(c.probability) }),
              ...(c.band ? [t('zyReport.band', { lo: pct0(c.band[0]), hi: pct0(c.band[1]) })] : []),
              ...(c.confidence ? [t('zyReport.confidence', { c: c.confidence })] : []),
              t('zyReport.admitHere', { p: pct(c.admitHere) }),
            ].join(' · ')}
      </p>
      <p>
        {t('zyReport.majors')}
        {c.majors.map((m, j) => `${j + 1}. ${m}`).join('  ')}
        {c.isGroup ? `（${c.obeyAdjust ? t('zyReport.obey') : t('zyReport.notObey')}）` : ''}
      </p>
      <p>
        {c.years.length
          ? t('zyReport.years') +
            c.years
              .map((y) => t('zyReport.yearLine', { year: y.year, score: num(y.minScore), rank: num(y.minRank) }) + (y.official ? '' : t('zyReport.thirdParty')))
              .join('；')
          : t('zyReport.noYears')}
      </p>
      {c.plan ? (
        <p>
          {[
            t('zyReport.plan', {
              year: c.plan.year,
              count: c.plan.planCount !== null ? t('zyReport.seats', { n: c.plan.planCount }) : t('zyReport.seatsUnknown'),
            }),
            ...(c.plan.tuition !== null
              ? [
                  t('zyReport.tuition', {
                    n: c.plan.tuitionLow != null && c.plan.tuitionLow !== c.plan.tuition ? `${c.plan.tuitionLow}–${c.plan.tuition}` : c.plan.tuition,
                  }),
                ]
              : []),
            ...(c.plan.change ? [t(`zyReport.change.${c.plan.change}`, { prev: c.plan.previousPlanCount ?? '—' })] : []),
          ].join('，')}
        </p>
      ) : (
        <p className="zy-zyr__muted">{t('zyReport.noPlan')}</p>
      )}
      <p className={e.status === 'fail' ? 'zy-zyr__bad' : e.status === 'unknown' ? 'zy-zyr__muted' : undefined}>
        {e.status === 'ok'
          ? t('zyReport.electiveOk', { req: e.requirement ?? '' })
          : e.status === 'fail'
            ? t('zyReport.electiveFail', { req: e.requirement ?? '' })
            : t('zyReport.electiveUnknown')}
      </p>
      {c.notes.map((n, i) => (
        <p key={i} className="zy-zyr__muted">
          {n}
        </p>
      ))}
    </li>
  );
}
