import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getCases } from '../../api/content.ts';
import { BRAND_NAME } from '../../brand.ts';
import { routeIcon } from '../../components/ComingSoon.tsx';
import { ContentEmpty, ContentState, ExampleBadge } from '../../components/content/index.ts';
import { casePath } from '../../components/course/links.ts';
import { useDevice, type DeviceType } from '../../device.ts';
import { MOBILE_CHILDREN } from '../../routeTable.ts';
import '../../components/content/content.css';
import '../../components/course/course.css';

/** The site's areas the introduction points to, in the order a student meets them. */
const FEATURES = [
  'schoolTest',
  'afterAssessed',
  'majorLibrary',
  'history',
  'information',
  'qAndA',
  'course',
  'expertIntroduction',
  'other',
  'conditionsOfEnrolment',
] as const;

const phoneRoutes = new Set(MOBILE_CHILDREN.map((r) => r.name));

/** Where a page opens on this device: its own route, or its topic page on a phone. */
const featurePath = (device: DeviceType, name: string) => (device === 'mobile' && !phoneRoutes.has(name) ? `/menuDetail/${name}` : `/${name}`);

/** Route `introduction` (平台介绍): what the site does and how to use it, with the 经典案例. */
export default function IntroductionPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const steps = t('platformIntro.steps', { returnObjects: true, brand: BRAND_NAME }) as unknown as { title: string; text: string }[];
  const notes = t('platformIntro.notes', { returnObjects: true }) as unknown as string[];
  const cases = useQuery({ queryKey: ['content', 'cases'], queryFn: getCases, retry: false });

  return (
    <div className={`zy-page zy-cpage zy-intro zy-intro--${device}${device === 'mobile' ? ' zy-cpage--mobile' : ''}`} data-testid="page-introduction">
      <header className="zy-intro__hero">
        <h1>{t('platformIntro.title')}</h1>
        <p>{t('platformIntro.lead', { brand: BRAND_NAME })}</p>
      </header>

      <section className="zy-intro__section">
        <h2>{t('platformIntro.stepsTitle', { brand: BRAND_NAME })}</h2>
        <ol className="zy-intro__steps">
          {steps.map((step) => (
            <li className="zy-intro__step" key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="zy-intro__section">
        <h2>{t('platformIntro.featuresTitle')}</h2>
        <div className="zy-intro__features">
          {FEATURES.map((name) => (
            <Link key={name} to={featurePath(device, name)} className="zy-intro__feature" data-testid={`intro-link-${name}`}>
              <span className="zy-intro__feature-icon">{routeIcon(name)}</span>
              <span>
                <strong>{t(`route.${name}`)}</strong>
                <span>{t(`platformIntro.features.${name}`)}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className="zy-intro__section" data-testid="intro-cases">
        <h2>{t('platformIntro.casesTitle')}</h2>
        <p className="zy-course-muted" style={{ margin: '-4px 0 12px' }}>
          {t('platformIntro.casesHint')}
        </p>
        <ContentState query={cases} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('platformIntro.casesEmpty')} />} rows={4}>
          {(list) => (
            <div className="zy-intro__cases">
              {list.map((c) => (
                <Link key={c.id} to={casePath(device, c.id)} className="zy-intro__case" data-testid="intro-case">
                  <strong>{c.title}</strong>
                  <span className="zy-intro__case-meta">
                    <ExampleBadge item={c} />
                    {t('platformIntro.caseMeta', { province: c.province ?? '—', year: c.extra.year, subjectType: c.extra.subjectType, score: c.extra.score })}
                  </span>
                  {c.summary && <p>{c.summary}</p>}
                  <span className="zy-intro__case-link">{t('platformIntro.readCase')} →</span>
                </Link>
              ))}
            </div>
          )}
        </ContentState>
      </section>

      <section className="zy-intro__section">
        <h2>{t('platformIntro.noteTitle')}</h2>
        <ul className="zy-intro__notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
