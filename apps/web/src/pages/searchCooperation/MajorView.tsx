import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAutonomousMajor } from '../../api/content.ts';
import { ContentState } from '../../components/content/ContentStates.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { Majors } from './ProgrammeDetail.tsx';
import { BackLink, CooperationSide, PAGE, pageIcon, programmeColor, useCooperationItem } from './parts.tsx';

/** One major of a programme (`?major=`), from /majorAutonomousEnrolment/get/{id}: its requirements and places. */
export function MajorView({ majorId }: { majorId: string }) {
  const { t } = useTranslation();
  const { device, listPath, valid, query, notFound } = useCooperationItem('major', majorId, getAutonomousMajor);

  return (
    <PathwaysPage name={PAGE} icon={pageIcon}>
      {!valid ? (
        <>
          <BackLink to={listPath} label={t('pathways.cooperation.back')} testId="cooperation-back" />
          {notFound}
        </>
      ) : (
        <ContentState query={query} notFound={notFound} rows={4}>
          {(major) => {
            const itemPath = pagePath(device, PAGE, { id: major.enrolmentId });
            return (
              <>
                <BackLink to={itemPath} label={t('pathways.cooperation.backToItem')} testId="cooperation-back-item" />
                <div className="zy-pw-coop__detail">
                  <article className="zy-pw__card zy-pw-coop__major-view" data-testid="cooperation-major-view">
                    <h2 className="zy-pw-coop__heading">{major.name}</h2>
                    <dl className="zy-pw-coop__facts">
                      <dt>{t('pathways.cooperation.majorOf')}</dt>
                      <dd>
                        <Link to={itemPath} data-testid="cooperation-major-item">
                          {major.schoolName}
                        </Link>{' '}
                        {major.programme && <Tag color={programmeColor(major.programme)}>{major.programme}</Tag>}
                      </dd>
                      <dt>{t('pathways.cooperation.requirement')}</dt>
                      <dd>{major.requirement || <span className="zy-pw-coop__unknown">{t('pathways.cooperation.requirementUnknown')}</span>}</dd>
                      <dt>{t('pathways.cooperation.plan')}</dt>
                      <dd data-testid="cooperation-major-plan">
                        {major.plan === null ? (
                          <span className="zy-pw-coop__unknown">{t('pathways.cooperation.planUnknown')}</span>
                        ) : (
                          t('pathways.cooperation.planCount', { count: major.plan })
                        )}
                      </dd>
                    </dl>
                    <p className="zy-pw__muted zy-pw-coop__disclaimer">{t('pathways.cooperation.disclaimer')}</p>
                  </article>
                  <CooperationSide>
                    <section className="zy-pw__card">
                      <h3>{t('pathways.cooperation.otherMajors')}</h3>
                      <Majors itemId={major.enrolmentId} current={major.id} />
                    </section>
                  </CooperationSide>
                </div>
              </>
            );
          }}
        </ContentState>
      )}
    </PathwaysPage>
  );
}
