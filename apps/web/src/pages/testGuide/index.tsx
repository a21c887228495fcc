import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestKind, TestListItem } from '@zhiyuan/shared';
import { getTestStates } from '../../api/career.ts';
import { pagePath } from '../../components/majors/links.ts';
import { useDevice } from '../../device.ts';
import '../../components/career/career.css';

const KIND = 'major-position';

/**
 * Route `testGuide` (专业定位测评): what the test asks, how long it takes, the three inputs of the
 * report and where the student stands with each; the test itself runs in the test centre's runner
 * (`test?kind=major-position`), the report is the route `report`.
 */
export default function TestGuidePage() {
  const { t } = useTranslation();
  const device = useDevice();
  const states = useQuery({ queryKey: ['tests', 'list'], queryFn: getTestStates, retry: false, staleTime: 0 });
  const byKind = (kind: TestKind): TestListItem | undefined => states.data?.find((s) => s.kind === kind);
  const test = byKind(KIND);
  const runner = pagePath(device, 'test', { kind: KIND });
  const mobile = device === 'mobile';

  const inputs: { kind: TestKind; title: string; desc: string }[] = [
    { kind: KIND, title: t('career.guide.inputInterest'), desc: t('career.guide.inputInterestDesc') },
    { kind: 'job-value', title: t('career.guide.inputValues'), desc: t('career.guide.inputValuesDesc') },
    { kind: 'personality', title: t('career.guide.inputPersonality'), desc: t('career.guide.inputPersonalityDesc') },
  ];

  return (
    <div className={`zy-page zy-career-page${mobile ? ' zy-career-page--mobile' : ''}`} data-testid="page-testGuide">
      <header>
        <h1>{t('career.guide.title')}</h1>
        <p className="zy-career-page__sub">{t('career.guide.subtitle')}</p>
      </header>

      <section className="zy-career-card" data-testid="guide-what">
        <h2>{t('career.guide.what')}</h2>
        <p>{t('career.guide.whatText')}</p>
        <p data-testid="guide-time">
          <Tag color="blue" bordered={false}>
            {test ? t('career.guide.time', { minutes: test.minutes, count: test.itemCount }) : t('career.guide.timeUnknown')}
          </Tag>
        </p>
        <div className="zy-guide__actions">
          <Link to={runner} data-testid="guide-start">
            <Button type="primary" size="large">
              {test?.inProgress ? t('career.guide.resume') : test?.lastFinished ? t('career.guide.retake') : t('career.guide.start')}
            </Button>
          </Link>
          {test?.lastFinished && (
            <Link to={pagePath(device, 'report')} data-testid="guide-report">
              <Button size="large">{t('career.guide.viewReport')}</Button>
            </Link>
          )}
          {test?.inProgress && (
            <span className="zy-career-muted">{t('career.guide.inProgress', { answered: test.inProgress.answered, count: test.itemCount })}</span>
          )}
          {test?.lastFinished && (
            <span className="zy-career-muted" data-testid="guide-finished">
              {t('career.guide.finishedAt', { time: test.lastFinished.finishTime })}
            </span>
          )}
        </div>
        <p className="zy-career-muted">{t('career.guide.runnerNote')}</p>
      </section>

      <section className="zy-career-card" data-testid="guide-inputs">
        <h2>{t('career.guide.inputs')}</h2>
        {states.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <ul className="zy-guide__inputs">
            {inputs.map((input) => {
              const state = byKind(input.kind);
              const done = !!state?.lastFinished;
              return (
                <li key={input.kind} className="zy-guide__input" data-testid="guide-input" data-kind={input.kind} data-done={done ? '1' : '0'}>
                  <h3>
                    <span>{input.title}</span>
                    <Tag color={done ? 'green' : 'default'} bordered={false}>
                      {done ? t('career.guide.done') : t('career.guide.notDone')}
                    </Tag>
                  </h3>
                  <p className="zy-career-muted">{input.desc}</p>
                  {!done && input.kind !== KIND && (
                    <Link to={pagePath(device, 'test', { kind: input.kind })} data-testid={`guide-take-${input.kind}`}>
                      {t('career.guide.takeOther')}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="zy-career-card" data-testid="guide-report-info">
        <h2>{t('career.guide.reportTitle')}</h2>
        <p>{t('career.guide.reportItems')}</p>
        <p className="zy-career-muted">{t('career.guide.vip')}</p>
        <p className="zy-career-muted" data-testid="guide-honest">
          {t('career.guide.honest')}
        </p>
      </section>
    </div>
  );
}
