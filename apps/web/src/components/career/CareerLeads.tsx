import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MajorDetail } from '@zhiyuan/shared';
import type { Occupation } from '@zhiyuan/shared/contracts/career';
import { getCareersOfMajor } from '../../api/career.ts';
import { errorMessage } from '../../api/http.ts';
import { OnetAttribution } from './OnetAttribution.tsx';
import './career.css';

/** One occupation: name, code, values, degree, description and its O*NET source. */
export function OccupationCard({ occupation, hideClass }: { occupation: Occupation; hideClass?: string }) {
  const { t } = useTranslation();
  const others = occupation.classes.filter((c) => c.code !== hideClass);
  return (
    <li className="zy-career__occ" data-testid="career-occupation" data-id={occupation.id}>
      <div className="zy-career__occ-head">
        <strong data-testid="career-occupation-name">{occupation.name}</strong>
        <Tag color="blue" bordered={false} data-testid="career-occupation-code">
          {occupation.riasec}
        </Tag>
      </div>
      <p className="zy-career__occ-desc">{occupation.description}</p>
      <p className="zy-career__occ-meta">
        <span>{t('career.leads.values', { values: occupation.values.map((v) => t(`career.values.${v}`)).join('、') })}</span>
        <span>{t('career.education', { level: occupation.education })}</span>
      </p>
      {others.length > 0 && <p className="zy-career__occ-meta">{t('career.leads.majors', { classes: others.map((c) => c.name).join('、') })}</p>}
      <p className="zy-career__occ-src">{t('career.onet', { soc: occupation.onet.soc, title: occupation.onet.title })}</p>
    </li>
  );
}

/** majorDetail's section "这个专业通向哪些职业", fed by /job_detail/careerDevelopment?majorCode=. */
export function CareerLeads({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const undergraduate = major.level === '本科';
  const careers = useQuery({
    queryKey: ['career', 'major', major.code],
    queryFn: () => getCareersOfMajor(major.code),
    enabled: undergraduate,
    retry: false,
    staleTime: 10 * 60_000,
  });
  let body;
  if (!undergraduate) body = <p className="zy-muted-text">{t('career.leads.vocational')}</p>;
  else if (careers.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (careers.error || !careers.data) body = <p className="zy-muted-text">{errorMessage(careers.error, t('career.leads.failed'))}</p>;
  else if (careers.data.occupations.length === 0) body = <p className="zy-muted-text">{t('career.leads.empty')}</p>;
  else {
    body = (
      <>
        <p className="zy-muted-text" data-testid="career-leads-hint">
          {t('career.leads.hint', { cls: careers.data.className, code: careers.data.classCode, riasec: careers.data.classRiasec })}
        </p>
        <ul className="zy-career__occs">
          {careers.data.occupations.map((o) => (
            <OccupationCard key={o.id} occupation={o} hideClass={careers.data.classCode} />
          ))}
        </ul>
        <OnetAttribution />
      </>
    );
  }
  return (
    <section className="zy-mcard zy-career" data-testid="career-leads">
      <div className="zy-mcard__head">
        <h3>{t('career.leads.title')}</h3>
      </div>
      {body}
    </section>
  );
}
