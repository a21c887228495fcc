import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TestDefinitionView, TestListItem, TestRecordView } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { getSavedAnswers, getTest, getTests, saveAnswers } from '../../api/tests.ts';
import { ContentError, ContentLoading, ContentNotFound, isNotFound } from '../../components/content/ContentStates.tsx';
import { createAnswerSaver, type SaveState } from '../../components/tests/answerSaver.ts';
import { answeredCount, contextPayload, firstUnanswered, isTestKind, pageOfIndex, resumeIndex, testPath } from '../../components/tests/model.ts';
import { useDevice } from '../../device.ts';
import { ContextStep, DesktopPages, DoneStep, Intro, PhoneItem } from './RunnerParts.tsx';
import { TESTS_QUERY } from './TestList.tsx';

/**
 * The runner (test?kind=<kind>): the intro with the source and its notice, the context questions,
 * then the items (one per screen on a phone, a paged list on a desktop), saved as the user goes;
 * a sitting in progress resumes from the server, on any device. Finish scores on the server and
 * opens the report.
 */
export function TestRunner({ kind }: { kind: string }) {
  if (!isTestKind(kind)) return <RunnerNotFound />;
  return <RunnerLoader kind={kind} />;
}

function RunnerNotFound() {
  const { t } = useTranslation();
  const device = useDevice();
  return <ContentNotFound title={t('tests.runner.notFound')} backTo={testPath(device, { view: 'list' })} backLabel={t('tests.runner.exit')} />;
}

function RunnerLoader({ kind }: { kind: string }) {
  const definition = useQuery({ queryKey: ['tests', 'definition', kind], queryFn: () => getTest(kind), retry: false, staleTime: 5 * 60_000 });
  const list = useQuery({ queryKey: TESTS_QUERY, queryFn: getTests, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: false });
  // Wait for the list fetched now (not a cached one), so a sitting saved on another device is seen.
  const fresh = list.isFetchedAfterMount && !list.isFetching;
  const entry = (fresh && list.data?.find((x) => x.kind === kind)) || null;
  const openId = entry?.inProgress?.recordId ?? null;
  // The saved answers are read fresh every time: another device may have answered since.
  const saved = useQuery({
    queryKey: ['tests', 'answers', openId],
    queryFn: () => getSavedAnswers(openId!),
    enabled: Boolean(openId),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  // The sitting starts from what the server had when the page opened; later refetches change nothing under it.
  const [start, setStart] = useState<{ entry: TestListItem | null; saved: TestRecordView | null } | null>(null);
  const ready = Boolean(definition.data && fresh && (!openId || saved.data));
  useEffect(() => {
    if (ready && !start) setStart({ entry, saved: saved.data ?? null });
  }, [ready, start, entry, saved.data]);

  if (definition.error)
    return isNotFound(definition.error) ? <RunnerNotFound /> : <ContentError error={definition.error} onRetry={() => void definition.refetch()} />;
  if (!start && list.error) return <ContentError error={list.error} onRetry={() => void list.refetch()} />;
  if (!start && saved.error) return <ContentError error={saved.error} onRetry={() => void saved.refetch()} />;
  if (!definition.data || !start) return <ContentLoading rows={8} />;
  return <Sitting test={definition.data} entry={start.entry} saved={start.saved} />;
}

type Step = 'intro' | 'context' | 'items' | 'done';

function Sitting({ test, entry, saved }: { test: TestDefinitionView; entry: TestListItem | null; saved: TestRecordView | null }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = test.items;
  const [answers, setAnswers] = useState<Record<string, number>>(() => {
    const ids = new Set(items.map((i) => i.id));
    return Object.fromEntries(Object.entries(saved?.answers ?? {}).filter(([id]) => ids.has(id)));
  });
  const [context, setContext] = useState<Record<string, unknown>>(() => ({ ...(saved?.context ?? {}) }));
  const [step, setStep] = useState<Step>('intro');
  const [index, setIndex] = useState(() => resumeIndex(items, saved?.answers ?? {}));
  const [page, setPage] = useState(() => pageOfIndex(resumeIndex(items, saved?.answers ?? {})));
  const [saveState, setSaveState] = useState<{ state: SaveState; error?: string }>({ state: saved ? 'saved' : 'idle' });
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const recordId = useRef<string | null>(saved?.id ?? null);

  const saver = useMemo(
    () =>
      createAnswerSaver({
        save: async (batch) => {
          const result = await saveAnswers({ kind: test.kind, recordId: recordId.current ?? undefined, ...batch });
          recordId.current = result.id;
        },
        onState: (state, error) => setSaveState({ state, error: error ? errorMessage(error) : undefined }),
      }),
    [test.kind],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') saver.flush().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the page mid-test keeps what was answered.
      saver.flush().catch(() => undefined);
      saver.dispose();
    };
  }, [saver]);

  const answered = answeredCount(items, answers);
  const answer = useCallback(
    (itemId: string, value: number) => {
      setAnswers((prev) => ({ ...prev, [itemId]: value }));
      saver.answer(itemId, value);
    },
    [saver],
  );

  const begin = () => {
    const resumed = answered > 0;
    setStep(test.contextFields.length > 0 && !resumed ? 'context' : 'items');
  };
  const afterContext = () => {
    const payload = contextPayload(test.contextFields, context);
    if (Object.keys(payload).length) saver.setContext(payload);
    setStep('items');
  };
  const jumpToMissing = () => {
    const at = firstUnanswered(items, answers);
    if (at === -1) return;
    setIndex(at);
    setPage(pageOfIndex(at));
    setStep('items');
  };

  const finish = async () => {
    setFinishing(true);
    setFinishError(null);
    try {
      // What waits goes first; then every answer once more with `finish`, so a save that failed
      // earlier cannot leave the sitting short.
      await saver.flush().catch(() => undefined);
      const result = await saveAnswers({
        kind: test.kind,
        recordId: recordId.current ?? undefined,
        answers,
        context: contextPayload(test.contextFields, context),
        finish: true,
      });
      await queryClient.invalidateQueries({ queryKey: ['tests'] });
      navigate(testPath(device, { view: 'report', recordId: result.reportId ?? result.id }), { replace: true });
    } catch (error) {
      setFinishError(errorMessage(error, t('tests.runner.save.error', { message: '' })));
      setFinishing(false);
    }
  };

  const retrySave = () => void saver.flush().catch(() => undefined);
  const common = { test, answers, answered, saveState, onRetrySave: retrySave };
  const finishAlert = finishError && (
    <Alert type="error" showIcon className="zy-run__alert" message={t('tests.runner.finishFailed', { message: finishError })} data-testid="run-finish-error" />
  );

  if (step === 'intro') return <Intro test={test} entry={entry} answered={answered} onStart={begin} />;
  if (step === 'context') return <ContextStep test={test} values={context} onChange={setContext} onNext={afterContext} />;
  if (device === 'mobile') {
    if (step === 'done') {
      return (
        <>
          <DoneStep
            {...common}
            finishing={finishing}
            onFinish={finish}
            onMissing={jumpToMissing}
            onReview={() => {
              setIndex(items.length - 1);
              setStep('items');
            }}
          />
          {finishAlert}
        </>
      );
    }
    return <PhoneItem {...common} index={index} onAnswer={answer} onIndex={setIndex} onDone={() => setStep('done')} />;
  }
  return (
    <>
      <DesktopPages {...common} page={page} onPage={setPage} onAnswer={answer} finishing={finishing} onFinish={finish} onMissing={jumpToMissing} />
      {finishAlert}
    </>
  );
}
