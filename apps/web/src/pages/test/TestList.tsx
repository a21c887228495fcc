import { useQuery } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { ClockCircleOutlined, FileTextOutlined, RightOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestListItem } from '@zhiyuan/shared';
import { getTests } from '../../api/tests.ts';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { pagePath } from '../../components/majors/links.ts';
import { byAudience, testPath } from '../../components/tests/model.ts';
import { NotDiagnosis, OwnItemsTag } from '../../components/tests/parts.tsx';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';

export const TESTS_QUERY = ['tests', 'list'] as const;

/** The list (test): tests for students and for parents, each with its time, items, what it tells and my state. */
export function TestList() {
  const { t } = useTranslation();
  const device = useDevice();
  const tests = useQuery({ queryKey: TESTS_QUERY, queryFn: getTests, staleTime: 0, refetchOnMount: 'always' });
  return (
    <>
      <div className="zy-tests__intro" data-testid="tests-intro">
        <p>{t('tests.lead')}</p>
        <NotDiagnosis />
        <div className="zy-tests__links">
          <Link to={testPath(device, { view: 'appendix', kind: 'all' })} data-testid="tests-link-appendix">
            <FileTextOutlined /> {t('tests.links.appendix')}
          </Link>
          <Link to={testPath(device, { view: 'groups' })} data-testid="tests-link-groups">
            <TeamOutlined /> {t('tests.links.groups')}
          </Link>
        </div>
      </div>
      <ContentState query={tests} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('tests.list.empty')} />} rows={8}>
        {(list) => {
          const { student, parent } = byAudience(list);
          return (
            <>
              {student.length > 0 && <Section title={t('tests.list.student')} hint={t('tests.list.studentHint')} tests={student} testId="tests-student" />}
              {parent.length > 0 && <Section title={t('tests.list.parent')} hint={t('tests.list.parentHint')} tests={parent} testId="tests-parent" />}
            </>
          );
        }}
      </ContentState>
      <TestCard title={t('tests.list.more')} testId="tests-more">
        <div className="zy-tests__more">
          <Link to={pagePath(device, 'xuankeReport')} className="zy-tests__more-item" data-testid="tests-link-xuanke">
            <strong>
              {t('tests.list.xuanke')} <RightOutlined />
            </strong>
            <span>{t('tests.list.xuankeDesc')}</span>
          </Link>
          <Link to={pagePath(device, 'testGuide')} className="zy-tests__more-item" data-testid="tests-link-guide">
            <strong>
              {t('tests.list.guide')} <RightOutlined />
            </strong>
            <span>{t('tests.list.guideDesc')}</span>
          </Link>
        </div>
      </TestCard>
    </>
  );
}

function Section({ title, hint, tests, testId }: { title: string; hint: string; tests: TestListItem[]; testId: string }) {
  return (
    <section className="zy-tests__section" data-testid={testId}>
      <header className="zy-tests__section-head">
        <h2>{title}</h2>
        <span>{hint}</span>
      </header>
      <ul className="zy-tests__grid">
        {tests.map((test) => (
          <TestItem key={test.kind} test={test} />
        ))}
      </ul>
    </section>
  );
}

function TestItem({ test }: { test: TestListItem }) {
  const { t } = useTranslation();
  const device = useDevice();
  const run = testPath(device, { view: 'run', kind: test.kind });
  const open = test.inProgress;
  const done = test.lastFinished;
  return (
    <li className="zy-tests__item" data-testid="tests-item" data-kind={test.kind} data-code={test.reportCode}>
      <div className="zy-tests__item-head">
        <h3>
          <Link to={run}>{test.title}</Link>
        </h3>
        {test.ownItems && <OwnItemsTag />}
      </div>
      <p className="zy-tests__tells">{test.tells}</p>
      <p className="zy-tests__meta">
        <span>
          <ClockCircleOutlined /> {t('tests.list.minutes', { count: test.minutes })}
        </span>
        <span>
          <UnorderedListOutlined /> {t('tests.list.items', { count: test.itemCount })}
        </span>
      </p>
      {open && (
        <Progress percent={Math.round((open.answered / Math.max(1, test.itemCount)) * 100)} size="small" showInfo={false} className="zy-tests__item-progress" />
      )}
      {done && (
        <p className="zy-tests__done" data-testid="tests-item-finished">
          {t('tests.list.finishedAt', { time: done.finishTime })}
        </p>
      )}
      <div className="zy-tests__actions">
        {open ? (
          <Button type="primary" href={`#${run}`} data-testid="tests-item-continue">
            {t('tests.list.continue', { answered: open.answered, total: test.itemCount })}
          </Button>
        ) : (
          <Button type={done ? 'default' : 'primary'} href={`#${run}`} data-testid={done ? 'tests-item-retake' : 'tests-item-start'}>
            {t(done ? 'tests.list.retake' : 'tests.list.start')}
          </Button>
        )}
        {done && (
          <Button
            type={open ? 'default' : 'primary'}
            ghost={!open}
            href={`#${testPath(device, { view: 'report', recordId: done.recordId })}`}
            data-testid="tests-item-report"
          >
            {t('tests.list.report')}
          </Button>
        )}
      </div>
    </li>
  );
}
