import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TestListItem } from '@zhiyuan/shared';
import { getTest, getTests } from '../../api/tests.ts';
import { ContentEmpty, ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { FilterChips } from '../../components/pathways/PageHead.tsx';
import { testPath } from '../../components/tests/model.ts';
import { NotDiagnosis, OwnItemsTag, SourceNote } from '../../components/tests/parts.tsx';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';
import { TESTS_QUERY } from './TestList.tsx';

/**
 * The appendix (test?appendix=<kind>, or =all): per test, how it is scored, what the scores mean,
 * whether norms exist (they do not, said so), and the instrument's source, licence and notice.
 */
export function TestAppendix({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const tests = useQuery({ queryKey: TESTS_QUERY, queryFn: getTests, staleTime: 60_000 });
  return (
    <div className="zy-tests__appendix" data-testid="tests-appendix">
      <TestCard testId="appendix-head">
        <h1 className="zy-run__title">{t('tests.appendix.title')}</h1>
        <p className="zy-tests__muted">{t('tests.appendix.lead')}</p>
        <NotDiagnosis />
      </TestCard>
      <ContentState query={tests} isEmpty={(list) => list.length === 0} empty={<ContentEmpty description={t('tests.list.empty')} />}>
        {(list) => {
          const shown = kind === 'all' ? list : list.filter((x) => x.kind === kind);
          return (
            <>
              <div className="zy-tests__chips">
                <FilterChips
                  value={kind === 'all' ? '' : kind}
                  options={[{ value: '', label: t('tests.links.list') }, ...list.map((x) => ({ value: x.kind, label: x.title }))]}
                  onChange={(value) => navigate(testPath(device, { view: 'appendix', kind: value || 'all' }), { replace: true })}
                  testId="appendix-chips"
                />
              </div>
              {shown.length === 0 ? (
                <ContentNotFound
                  title={t('tests.runner.notFound')}
                  backTo={testPath(device, { view: 'appendix', kind: 'all' })}
                  backLabel={t('tests.links.appendix')}
                />
              ) : (
                shown.map((entry) => <AppendixEntry key={entry.kind} entry={entry} />)
              )}
            </>
          );
        }}
      </ContentState>
    </div>
  );
}

function AppendixEntry({ entry }: { entry: TestListItem }) {
  const { t } = useTranslation();
  const device = useDevice();
  const test = useQuery({ queryKey: ['tests', 'definition', entry.kind], queryFn: () => getTest(entry.kind), retry: false, staleTime: 5 * 60_000 });
  const text = (part: 'method' | 'scores' | 'norms') => t(`tests.appendix.kinds.${entry.kind}.${part}`, { defaultValue: t('tests.appendix.noText') });
  return (
    <TestCard
      title={<span id={`appendix-${entry.kind}`}>{entry.title}</span>}
      extra={entry.ownItems ? <OwnItemsTag /> : undefined}
      testId="appendix-entry"
      className="zy-tests__appendix-entry"
    >
      <p className="zy-tests__meta" data-kind={entry.kind}>
        <span>{t('tests.appendix.items', { count: entry.itemCount, minutes: entry.minutes })}</span>
      </p>
      <dl className="zy-tests__appendix-body">
        <dt>{t('tests.appendix.method')}</dt>
        <dd data-testid="appendix-method">{text('method')}</dd>
        <dt>{t('tests.appendix.scale')}</dt>
        <dd>
          {test.data
            ? test.data.scale
              ? test.data.scale.values.map((v, i) => `${v} ${test.data.scale!.labels[i] ?? ''}`).join(' · ')
              : t('tests.appendix.ownScale')
            : '…'}
        </dd>
        <dt>{t('tests.appendix.scores')}</dt>
        <dd>{text('scores')}</dd>
        <dt>{t('tests.appendix.norms')}</dt>
        <dd data-testid="appendix-norms">{text('norms')}</dd>
      </dl>
      <h3 className="zy-run__subhead">{t('tests.appendix.licence')}</h3>
      {test.data ? <SourceNote source={test.data.source} testId="appendix-source" /> : <p className="zy-tests__muted">…</p>}
      <Link to={testPath(device, { view: 'run', kind: entry.kind })} className="zy-tr__appendix">
        {t('tests.appendix.take')}
      </Link>
    </TestCard>
  );
}
