import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { testViewOf } from '../../components/tests/model.ts';
import { TestShell } from '../../components/tests/TestShell.tsx';
import { TestList } from './TestList.tsx';
import { TestRunner } from './TestRunner.tsx';
import { TestReportPage } from './TestReportPage.tsx';
import { TestAppendix } from './TestAppendix.tsx';
import { TestGroups } from './TestGroups.tsx';
import { TestGroupReportPage } from './TestGroupReport.tsx';
import '../../components/tests/tests.css';

/**
 * Route `test` (测评, issue 20; menuDetail/test on a phone): the list, the runner, every report type,
 * the appendix and group reports, chosen by the query (components/tests/model.ts testViewOf). All of
 * them are the one route named `test`, which is never a cached page tag (spec §4).
 */
export default function TestPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const view = testViewOf(params);
  // Every 测评 page is this one route: a new page (another query) starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [search]);
  let body;
  switch (view.view) {
    case 'run':
      // A new kind is a new sitting: the runner's state never carries over.
      body = <TestRunner key={view.kind} kind={view.kind} />;
      break;
    case 'report':
      body = <TestReportPage key={view.recordId} recordId={view.recordId} />;
      break;
    case 'appendix':
      body = <TestAppendix kind={view.kind} />;
      break;
    case 'groups':
      body = <TestGroups />;
      break;
    case 'group':
      body = <TestGroupReportPage key={view.id} id={view.id} />;
      break;
    default:
      body = <TestList />;
  }
  return <TestShell view={view.view}>{body}</TestShell>;
}
