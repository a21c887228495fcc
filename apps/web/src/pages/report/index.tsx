import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { getVipReport } from '../../api/vip.ts';
import { getMajorPosition } from '../../api/career.ts';
import { ApiError } from '../../api/http.ts';
import { VipMask } from '../../components/VipMask.tsx';
import { ReportBody, ReportMeta } from '../../components/vip/ReportBody.tsx';
import { VIP_QUERY, useVipStatus } from '../../components/vip/useVip.ts';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { PositionSection } from './Position.tsx';
import '../../components/vip/vip.css';
import '../../components/career/career.css';

/**
 * Route `report` (专业定位报告), VIP only: the server opens the route (notAllow) and answers the
 * data only for members; a membership that ended while the page was open shows the mask (so does a
 * phone's topic page for a non-member). First the 专业定位 built on the major-position test (with
 * values and personality when finished), then the member's saved majors with their lines.
 */
export default function ReportPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const status = useVipStatus();
  const isVip = status.data?.isVip === true;
  // The report is the profile province's: asked again when it changes (the header saves it).
  const province = useAppStore((s) => s.province);
  const position = useQuery({ queryKey: [...VIP_QUERY, 'position', province], queryFn: getMajorPosition, enabled: isVip, retry: false, staleTime: 0 });
  const report = useQuery({ queryKey: [...VIP_QUERY, 'report', province], queryFn: getVipReport, enabled: isVip, retry: false, staleTime: 0 });
  const refused = [report.error, position.error].some((e) => e instanceof ApiError && e.code === 403);
  const mobile = device === 'mobile';
  return (
    <div className={`zy-page zy-report zy-report--${device} zy-career-page${mobile ? ' zy-career-page--mobile' : ''}`} data-testid="page-report">
      <header className="zy-report__head">
        <h1>{t('vip.report.title')}</h1>
        <p className="zy-report__subtitle">{t('career.guide.subtitle')}</p>
        {report.data && <ReportMeta report={report.data} />}
      </header>
      {status.isLoading ? (
        <Skeleton active />
      ) : (
        <>
          {(!isVip || refused) && (
            <p className="zy-pos__members" data-testid="report-members-get">
              {t('career.report.membersGet')}
            </p>
          )}
          <VipMask locked={!isVip || refused} what={t('vip.report.title')}>
            <PositionSection query={position} />
            {report.isLoading && <Skeleton active />}
            {report.isError && !refused && <Result status="warning" title={t('vip.report.loadFailed')} />}
            {report.data && (
              <section className="zy-career-card" data-testid="vip-content">
                <h2>{t('career.report.saved')}</h2>
                <ReportBody report={report.data} />
                {report.data.schools.length > 0 && (
                  <>
                    <h2>{t('vip.report.schools')}</h2>
                    <ul className="zy-report__schools">
                      {report.data.schools.map((s) => (
                        <li key={s.id}>
                          {s.name}
                          {s.province ? ` · ${s.province}` : ''}
                          {s.level ? ` · ${s.level}` : ''}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </section>
            )}
          </VipMask>
        </>
      )}
    </div>
  );
}
