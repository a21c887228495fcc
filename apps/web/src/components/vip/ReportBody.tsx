import { Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VipReport } from '@zhiyuan/shared';

/** The VIP report's content: each saved major with its latest lines in the member's province. */
export function ReportBody({ report, limit }: { report: VipReport; limit?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const majors = limit ? report.majors.slice(0, limit) : report.majors;
  if (report.majors.length === 0) {
    return (
      <Empty description={t('vip.report.noMajors')} data-testid="vip-report-empty">
        <Button type="primary" ghost onClick={() => navigate('/majorLibrary')}>
          {t('vip.report.browseMajors')}
        </Button>
      </Empty>
    );
  }
  return (
    <div className="zy-report__majors" data-testid="vip-report-majors">
      {majors.map(({ major, schoolCount, lines }) => {
        const latest = [...lines].sort((a, b) => b.year - a.year).slice(0, 3);
        return (
          <article key={major.id} className="zy-report__major">
            <h3>{major.name}</h3>
            <div>
              <Tag>{major.level}</Tag>
              {major.className && <Tag color="blue">{major.className}</Tag>}
              {schoolCount !== null && <span className="zy-vip__hint">{t('vip.report.schoolCount', { count: schoolCount })}</span>}
            </div>
            {latest.length === 0 ? (
              <p className="zy-vip__hint">{t('vip.report.noLines')}</p>
            ) : (
              <ul>
                {latest.map((l) => (
                  <li key={`${l.year}-${l.subjectType}`}>
                    {t('vip.report.lineYear', { year: l.year, subjectType: l.subjectType })}：
                    {l.minScore !== null && t('vip.report.score', { min: l.minScore, max: l.maxScore })}
                    {l.minRank !== null && ` · ${t('vip.report.rank', { min: l.minRank, max: l.maxRank })}`}
                  </li>
                ))}
              </ul>
            )}
          </article>
        );
      })}
    </div>
  );
}
