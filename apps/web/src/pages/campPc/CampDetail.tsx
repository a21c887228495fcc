import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getCamp } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { isContentId } from '../../components/content/format.ts';
import { pagePath, safeLink } from '../../components/majors/links.ts';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { chinaToday } from '../../components/pathways/logic.ts';
import { useDevice } from '../../device.ts';
import { CampFacts, CampLink, CampTags, PAGE, pageIcon } from './parts.tsx';

/** One camp (`?id=`): its facts, how to apply, its text and the school's own page. */
export function CampDetail({ campId }: { campId: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const listPath = pagePath(device, PAGE);
  const valid = isContentId(campId);
  const query = useQuery({ queryKey: ['content', 'camp', campId], queryFn: () => getCamp(campId), retry: false, enabled: valid });
  const notFound = <ContentNotFound title={t('pathways.camp.notFound')} backTo={listPath} backLabel={t('pathways.camp.back')} />;
  const today = chinaToday();

  return (
    <PathwaysPage name={PAGE} icon={pageIcon}>
      <Link to={listPath} className="zy-pw__back" data-testid="camp-back">
        <ArrowLeftOutlined /> {t('pathways.camp.back')}
      </Link>
      {!valid ? (
        notFound
      ) : (
        <ContentState query={query} notFound={notFound}>
          {(camp) => {
            const facts = (
              <>
                <CampFacts camp={camp} today={today} full />
                <div className="zy-pw-camp__detail-link">
                  {safeLink(camp.extra.link) ? <CampLink link={camp.extra.link} button /> : <p className="zy-pw__muted">{t('pathways.camp.noLink')}</p>}
                </div>
              </>
            );
            return (
              <div className="zy-pw-coop__detail">
                <article className="zy-pw__card zy-pw-camp__detail" data-testid="camp-detail">
                  <div className="zy-pw-coop__tags">
                    <CampTags camp={camp} today={today} />
                  </div>
                  <h2 className="zy-pw-coop__heading">{camp.title}</h2>
                  <p className="zy-pw-camp__school">{camp.extra.schoolName}</p>
                  {camp.summary && <p className="zy-pw-coop__lead">{camp.summary}</p>}
                  {device === 'mobile' && facts}
                  {camp.body.trim() && (
                    <>
                      <h3 className="zy-pw-camp__section">{t('pathways.camp.programme')}</h3>
                      <ContentBody html={camp.body} />
                    </>
                  )}
                  <p className="zy-pw__muted zy-pw-coop__disclaimer">{t('pathways.camp.disclaimer')}</p>
                </article>
                {device === 'desktop' && (
                  <aside className="zy-pw-coop__side">
                    <section className="zy-pw__card zy-pw-camp__side">
                      <h3>{t('pathways.camp.apply')}</h3>
                      {facts}
                    </section>
                  </aside>
                )}
              </div>
            );
          }}
        </ContentState>
      )}
    </PathwaysPage>
  );
}
