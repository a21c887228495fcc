import { Alert, Button, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MajorLinePoint, ReportStanding, VipReport, VipReportMajor } from '@zhiyuan/shared';

/** What a line table says when the official site named no 科类: shown as words, never as the raw label. */
const UNLISTED_SUBJECT_TYPE = '官网未列科类';
/** Years of one 科类 shown per major. */
const YEARS_SHOWN = 3;

const STANDING_COLOR: Record<ReportStanding, string> = { above: 'green', within: 'blue', below: 'orange' };

/** A 科类 as a reader understands it ("官网未列科类" → 科类未注明). */
export function useSubjectTypeLabel() {
  const { t } = useTranslation();
  return (subjectType: string) => (subjectType === UNLISTED_SUBJECT_TYPE ? t('vip.report.subjectUnlisted') : subjectType);
}

/** The report's frame: one province (the member's), their 科类 and score, and the years of data used. */
export function ReportMeta({ report }: { report: VipReport }) {
  const { t } = useTranslation();
  const label = useSubjectTypeLabel();
  return (
    <div className="zy-report__meta" data-testid="vip-report-meta">
      <span data-testid="vip-report-province">{report.province ? t('vip.report.province', { province: report.province }) : t('vip.report.noProvince')}</span>
      {report.subjectType && <span>{t('vip.report.subjectType', { subjectType: label(report.subjectType) })}</span>}
      {report.subjects.length > 0 && <span>{t('vip.report.subjects', { subjects: report.subjects.join('、') })}</span>}
      {report.position && (
        <span data-testid="vip-report-position">
          {t('vip.report.position', { year: report.position.year, score: report.position.score })}
          {report.position.rank !== null && t('vip.report.positionRank', { rank: report.position.rank.toLocaleString('zh-CN') })}
        </span>
      )}
      {report.years.length > 0 && <span data-testid="vip-report-years">{t('vip.report.years', { years: report.years.join('、') })}</span>}
      <span>{t('vip.report.generatedAt', { time: report.generatedAt })}</span>
    </div>
  );
}

/** The report's content: each saved major with its lines in the member's province, their 科类 first. */
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
    <>
      {!report.province && (
        <Alert type="warning" showIcon message={t('vip.report.setProvince')} style={{ marginBottom: 12 }} data-testid="vip-report-no-province" />
      )}
      {report.province && !report.position && <p className="zy-vip__hint">{t('vip.report.addScore')}</p>}
      <div className="zy-report__majors" data-testid="vip-report-majors">
        {majors.map((m) => (
          <MajorCard key={m.major.id} item={m} province={report.province} />
        ))}
      </div>
      {report.majorsLeftOut > 0 && <p className="zy-vip__hint">{t('vip.report.leftOut', { count: report.majorsLeftOut })}</p>}
    </>
  );
}

function MajorCard({ item, province }: { item: VipReportMajor; province: string | null }) {
  const { t } = useTranslation();
  const label = useSubjectTypeLabel();
  const { major, schoolCount, lines, standing } = item;
  // Lines come grouped by 科类 (the member's first) and newest first within each.
  const groups = new Map<string, MajorLinePoint[]>();
  for (const l of lines) groups.set(l.subjectType, [...(groups.get(l.subjectType) ?? []), l]);
  return (
    <article className="zy-report__major" data-testid="vip-report-major">
      <h3>{major.name}</h3>
      <div className="zy-report__tags">
        <Tag>{major.level}</Tag>
        {major.className && <Tag color="blue">{major.className}</Tag>}
        {schoolCount !== null && <span className="zy-vip__hint">{t('vip.report.schoolCount', { count: schoolCount })}</span>}
      </div>
      {standing && (
        <p className="zy-report__standing" data-testid="vip-report-standing">
          <Tag color={STANDING_COLOR[standing.standing]}>{t(`vip.report.standing.${standing.standing}`)}</Tag>
          <span className="zy-vip__hint">{t('vip.report.standingNote', { year: standing.year, subjectType: label(standing.subjectType) })}</span>
        </p>
      )}
      {lines.length === 0 ? (
        <p className="zy-vip__hint">{province ? t('vip.report.noLines', { province }) : t('vip.report.noProvinceLines')}</p>
      ) : (
        [...groups].map(([subjectType, list]) => (
          <div key={subjectType} className="zy-report__group">
            <h4>{label(subjectType)}</h4>
            <ul>
              {list.slice(0, YEARS_SHOWN).map((l) => (
                <li key={l.year} data-testid="vip-report-line">
                  <b>{t('vip.report.lineYear', { year: l.year })}</b>
                  {l.minScore !== null && (
                    <span>
                      {l.minScore === l.maxScore
                        ? t('vip.report.scoreOne', { score: l.minScore })
                        : t('vip.report.score', { min: l.minScore, max: l.maxScore })}
                    </span>
                  )}
                  {l.minRank !== null && (
                    <span>
                      {l.minRank === l.maxRank
                        ? t('vip.report.rankOne', { rank: l.minRank.toLocaleString('zh-CN') })
                        : t('vip.report.rank', { min: l.minRank.toLocaleString('zh-CN'), max: l.maxRank?.toLocaleString('zh-CN') })}
                    </span>
                  )}
                  <span className="zy-vip__hint">{t(l.official ? 'vip.report.recordsOfficial' : 'vip.report.records', { count: l.records })}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </article>
  );
}
