import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findProvince, type BatchLimit } from '@zhiyuan/shared';
import { useAppStore } from '../../stores/app.ts';

/**
 * The selected province's rules (from the shared configuration) and its hot schools. Plain
 * markup, no antd: the phone index shows it too (issue 16 item 12).
 */
export function ProvincePanel() {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  const config = findProvince(province);
  if (!config) return null;

  const limitText = (limit: BatchLimit) =>
    limit.volunteerNum ? t('home.batchLimit', { volunteers: limit.volunteerNum, majors: limit.majorNum }) : t('home.batchMajors', { majors: limit.majorNum });

  return (
    <section className="zy-section zy-container zy-province">
      <article className="zy-card zy-policy" data-testid="province-policy">
        <h3>{t('home.policyTitle', { province, year: config.year })}</h3>
        <dl className="zy-policy__facts">
          <div>
            <dt>{t('home.examMode')}</dt>
            <dd>{t(`examMode.${config.type}`)}</dd>
          </div>
          <div>
            <dt>{t('home.fillUnit')}</dt>
            <dd>{t(`fillType.${config.fillType}`)}</dd>
          </div>
        </dl>
        <h4>{t('home.batches')}</h4>
        <ul className="zy-policy__batches">
          {Object.entries(config.batchs).map(([batch, limit]) => (
            <li key={batch}>
              <span className="zy-policy__tag">{t(`batch.${batch}`)}</span>
              <span>{limitText(limit)}</span>
            </li>
          ))}
        </ul>
        <p className="zy-policy__note">{t('home.configNote')}</p>
      </article>
      <article className="zy-card zy-hot" data-testid="hot-schools">
        <h3>{t('home.hotSchoolsTitle', { province })}</h3>
        {config.hotSchools.length === 0 ? (
          <p className="zy-hot__empty">{t('home.hotSchoolsEmpty')}</p>
        ) : (
          <ol className="zy-hot__list">
            {config.hotSchools.map((school, i) => (
              <li key={school}>
                <Link to={`/afterAssessedDetail?name=${encodeURIComponent(school)}`} className="zy-hot__item">
                  <span className={`zy-hot__rank${i < 3 ? ' zy-hot__rank--top' : ''}`}>{i + 1}</span>
                  <span className="zy-hot__badge" aria-hidden="true">
                    {Array.from(school)[0]}
                  </span>
                  <span className="zy-hot__name">{school}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </article>
    </section>
  );
}
