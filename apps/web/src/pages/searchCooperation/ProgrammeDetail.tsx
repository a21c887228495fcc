import { useQuery } from '@tanstack/react-query';
import { RightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAutonomous, getAutonomousMajors } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { useDevice } from '../../device.ts';
import { BackLink, CooperationSide, PAGE, pageIcon, programmeColor, useCooperationItem } from './parts.tsx';

/** One programme (`?id=`): school, programme, year, its text and its majors, each opening its own view. */
export function ProgrammeDetail({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const { listPath, valid, query, notFound } = useCooperationItem('item', itemId, getAutonomous);

  return (
    <PathwaysPage name={PAGE} icon={pageIcon}>
      <BackLink to={listPath} label={t('pathways.cooperation.back')} testId="cooperation-back" />
      {!valid ? (
        notFound
      ) : (
        <ContentState query={query} notFound={notFound}>
          {(item) => (
            <div className="zy-pw-coop__detail">
              <article className="zy-pw__card zy-pw-coop__article" data-testid="cooperation-detail">
                <div className="zy-pw-coop__tags">
                  {item.extra.programme && <Tag color={programmeColor(item.extra.programme)}>{item.extra.programme}</Tag>}
                  {item.extra.year ? <Tag>{t('pathways.cooperation.year', { year: item.extra.year })}</Tag> : null}
                  <ExampleBadge item={item} />
                </div>
                <h2 className="zy-pw-coop__heading" data-testid="cooperation-detail-school">
                  {item.extra.schoolName || item.title}
                </h2>
                {item.title !== item.extra.schoolName && <p className="zy-pw-coop__title">{item.title}</p>}
                {item.summary && <p className="zy-pw-coop__lead">{item.summary}</p>}
                <ContentBody html={item.body} />
                <p className="zy-pw__muted zy-pw-coop__disclaimer">{t('pathways.cooperation.disclaimer')}</p>
              </article>
              <CooperationSide>
                <section className="zy-pw__card" data-testid="cooperation-majors">
                  <h3>{t('pathways.cooperation.majors')}</h3>
                  <p className="zy-pw__muted">{t('pathways.cooperation.majorsHint')}</p>
                  <Majors itemId={item.id} />
                </section>
              </CooperationSide>
            </div>
          )}
        </ContentState>
      )}
    </PathwaysPage>
  );
}

/** The majors of a programme, from /majorAutonomousEnrolment/getMajor/{id} (the spec's call); `current` is marked. */
export function Majors({ itemId, current }: { itemId: string; current?: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const majors = useQuery({ queryKey: ['content', 'autonomous-majors', itemId], queryFn: () => getAutonomousMajors(itemId), retry: false });
  return (
    <ContentState query={majors} rows={3} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('pathways.cooperation.noMajors')} />}>
      {(list) => (
        <ul className="zy-pw-coop__major-list">
          {list.map((major) => (
            <li key={major.id}>
              <Link
                to={pagePath(device, PAGE, { major: major.id })}
                className={`zy-pw-coop__major${major.id === current ? ' zy-pw-coop__major--on' : ''}`}
                aria-current={major.id === current ? 'page' : undefined}
                data-testid="cooperation-major"
              >
                <span className="zy-pw-coop__major-name">{major.name}</span>
                <span className="zy-pw__muted">
                  {t('pathways.cooperation.plan')}：
                  {major.plan === null ? t('pathways.cooperation.planUnknown') : t('pathways.cooperation.planCount', { count: major.plan })}
                </span>
                <RightOutlined className="zy-pw-coop__major-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ContentState>
  );
}
