import { useEffect, useRef } from 'react';
import { Alert, Button, InputNumber, Progress, Select } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudSyncOutlined,
  ExclamationCircleOutlined,
  LeftOutlined,
  RightOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TestDefinitionView, TestListItem } from '@zhiyuan/shared';
import type { SaveState } from '../../components/tests/answerSaver.ts';
import { DESKTOP_PAGE_SIZE, optionsOf, pageCount, pageItems, startsSection, testPath } from '../../components/tests/model.ts';
import { NotDiagnosis, OwnItemsTag, SourceNote } from '../../components/tests/parts.tsx';
import { TestCard } from '../../components/tests/TestShell.tsx';
import { useDevice } from '../../device.ts';

type Item = TestDefinitionView['items'][number];

interface Common {
  test: TestDefinitionView;
  answers: Record<string, number>;
  answered: number;
  saveState: { state: SaveState; error?: string };
  onRetrySave: () => void;
}

/** Before the items: what the test tells, its time, the source and its notice, and start or continue. */
export function Intro({ test, entry, answered, onStart }: { test: TestDefinitionView; entry: TestListItem | null; answered: number; onStart: () => void }) {
  const { t } = useTranslation();
  const device = useDevice();
  const total = test.items.length;
  return (
    <TestCard testId="run-intro" className="zy-run__intro">
      <h1 className="zy-run__title" data-testid="run-title">
        {test.title}
      </h1>
      <p className="zy-run__tells">{test.tells}</p>
      <p className="zy-tests__meta">
        <span>
          <ClockCircleOutlined /> {t('tests.runner.minutes', { count: test.minutes })}
        </span>
        <span>
          <UnorderedListOutlined /> {t('tests.runner.items', { count: total })}
        </span>
        <span>{t(`tests.runner.audience.${test.audience}`)}</span>
        {test.source.ownItems && <OwnItemsTag />}
      </p>
      <ul className="zy-run__notes">
        <li>{t('tests.runner.honest')}</li>
        <li>{t('tests.runner.saveNote')}</li>
      </ul>
      <h3 className="zy-run__subhead">{t('tests.runner.source')}</h3>
      <SourceNote source={test.source} full={false} testId="run-source" />
      <NotDiagnosis />
      <div className="zy-run__start">
        <Button type="primary" size="large" onClick={onStart} data-testid={answered > 0 ? 'run-continue' : 'run-start'}>
          {answered > 0 ? t('tests.runner.continue', { answered, total }) : t('tests.runner.start')}
        </Button>
        {entry?.lastFinished && (
          <Link to={testPath(device, { view: 'report', recordId: entry.lastFinished.recordId })} data-testid="run-last-report">
            {t('tests.runner.lastReport')}
          </Link>
        )}
        <Link to={testPath(device, { view: 'appendix', kind: test.kind })} data-testid="run-appendix">
          {t('tests.links.appendix')}
        </Link>
      </div>
    </TestCard>
  );
}

/** The questions asked once before the items (grade percentiles, the exam mode …); all optional. */
export function ContextStep({
  test,
  values,
  onChange,
  onNext,
}: {
  test: TestDefinitionView;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <TestCard title={t('tests.runner.context.title')} testId="run-context" className="zy-run__context">
      <p className="zy-tests__muted">{t('tests.runner.context.hint')}</p>
      <div className="zy-run__fields">
        {test.contextFields.map((field) => (
          <label key={field.key} className="zy-run__field" data-testid="run-context-field" data-key={field.key}>
            <span className="zy-run__field-label">{field.label}</span>
            {field.type === 'number' ? (
              <InputNumber
                min={field.min}
                max={field.max}
                value={typeof values[field.key] === 'number' ? (values[field.key] as number) : null}
                onChange={(v) => set(field.key, v ?? '')}
                placeholder={field.min !== undefined && field.max !== undefined ? `${field.min}–${field.max}` : ''}
                inputMode="numeric"
                className="zy-run__number"
              />
            ) : (
              <Select
                allowClear
                value={typeof values[field.key] === 'string' && values[field.key] !== '' ? (values[field.key] as string) : undefined}
                onChange={(v?: string) => set(field.key, v ?? '')}
                placeholder={t('tests.runner.context.choose')}
                options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
                className="zy-run__select"
              />
            )}
          </label>
        ))}
      </div>
      <div className="zy-run__nav zy-run__nav--end">
        <Button type="primary" size="large" onClick={onNext} data-testid="run-context-next">
          {t('tests.runner.context.next')}
        </Button>
      </div>
    </TestCard>
  );
}

/** Saved / saving / failed, with a retry. */
export function SaveIndicator({ saveState, onRetry }: { saveState: Common['saveState']; onRetry: () => void }) {
  const { t } = useTranslation();
  const { state, error } = saveState;
  if (state === 'idle') return <span className="zy-run__save" data-testid="run-save" data-state={state} />;
  return (
    <span className={`zy-run__save zy-run__save--${state}`} data-testid="run-save" data-state={state} role="status">
      {state === 'saved' && (
        <>
          <CheckCircleOutlined /> {t('tests.runner.save.saved')}
        </>
      )}
      {(state === 'pending' || state === 'saving') && (
        <>
          <CloudSyncOutlined /> {t(`tests.runner.save.${state}`)}
        </>
      )}
      {state === 'error' && (
        <>
          <ExclamationCircleOutlined /> {t('tests.runner.save.error', { message: error ?? '' })}
          <Button type="link" size="small" onClick={onRetry}>
            {t('tests.runner.save.retry')}
          </Button>
        </>
      )}
    </span>
  );
}

/** An item's answers as big buttons (a radio group): one row on a desktop, a column of taps on a phone. */
function OptionButtons({
  item,
  test,
  value,
  onAnswer,
  layout,
}: {
  item: Item;
  test: TestDefinitionView;
  value: number | undefined;
  onAnswer: (v: number) => void;
  layout: 'row' | 'column';
}) {
  const options = optionsOf(item, test.scale);
  const column = layout === 'column' || Boolean(item.options?.length);
  return (
    <div className={`zy-run__options${column ? ' zy-run__options--column' : ''}`} role="radiogroup" aria-label={item.text} data-testid="run-options">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          className={`zy-run__option${value === o.value ? ' zy-run__option--on' : ''}`}
          onClick={() => onAnswer(o.value)}
          data-testid="run-option"
          data-value={o.value}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function RunProgress({
  answered,
  total,
  label,
  saveState,
  onRetrySave,
}: {
  answered: number;
  total: number;
  label: string;
  saveState: Common['saveState'];
  onRetrySave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="zy-run__progress" data-testid="run-progress" data-answered={answered} data-total={total}>
      <div className="zy-run__progress-line">
        <span className="zy-run__progress-label">{label}</span>
        <span className="zy-run__progress-count">{t('tests.runner.progress', { answered, total })}</span>
      </div>
      <Progress percent={Math.round((answered / Math.max(1, total)) * 100)} showInfo={false} size="small" strokeColor="#1d5fe0" />
      <SaveIndicator saveState={saveState} onRetry={onRetrySave} />
    </div>
  );
}

/** A tap moves on after this long, so the chosen answer is seen first. */
const ADVANCE_MS = 220;

/** The phone: one item per screen, big taps, back, and on to the next on answering. */
export function PhoneItem({
  test,
  answers,
  answered,
  saveState,
  onRetrySave,
  index,
  onAnswer,
  onIndex,
  onDone,
}: Common & {
  index: number;
  onAnswer: (itemId: string, value: number) => void;
  onIndex: (index: number) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const items = test.items;
  const item = items[index];
  const last = index === items.length - 1;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    // Braces: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
    window.scrollTo({ top: 0 });
  }, [index]);

  const choose = (value: number) => {
    onAnswer(item.id, value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => (last ? onDone() : onIndex(index + 1)), ADVANCE_MS);
  };
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const next = () => {
    stopTimer();
    if (last) onDone();
    else onIndex(index + 1);
  };
  const prev = () => {
    stopTimer();
    onIndex(index - 1);
  };

  return (
    <div className="zy-run zy-run--phone" data-testid="run-screen" data-index={index} data-item={item.id}>
      <RunProgress
        answered={answered}
        total={items.length}
        label={t('tests.runner.question', { n: index + 1, total: items.length })}
        saveState={saveState}
        onRetrySave={onRetrySave}
      />
      <div className="zy-run__card">
        {item.section && (
          <p className="zy-run__section" data-testid="run-section">
            {item.section}
          </p>
        )}
        <h2 className="zy-run__q" data-testid="run-question">
          {item.text}
        </h2>
        {/* Keyed by item: the next item's buttons are new, so no focus ring carries over to look chosen. */}
        <OptionButtons key={item.id} item={item} test={test} value={answers[item.id]} onAnswer={choose} layout="column" />
      </div>
      <div className="zy-run__nav">
        <Button size="large" icon={<LeftOutlined />} disabled={index === 0} onClick={prev} data-testid="run-prev">
          {t('tests.runner.prev')}
        </Button>
        <Button
          size="large"
          type={answers[item.id] !== undefined ? 'primary' : 'default'}
          disabled={answers[item.id] === undefined}
          onClick={next}
          data-testid="run-next"
        >
          {t('tests.runner.next')} <RightOutlined />
        </Button>
      </div>
    </div>
  );
}

/** The phone's last screen: everything answered → submit; else how many are missing. */
export function DoneStep({
  test,
  answered,
  saveState,
  onRetrySave,
  finishing,
  onFinish,
  onMissing,
  onReview,
}: Common & {
  finishing: boolean;
  onFinish: () => void;
  onMissing: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const total = test.items.length;
  const missing = total - answered;
  return (
    <div className="zy-run zy-run--phone" data-testid="run-done">
      <RunProgress answered={answered} total={total} label={test.title} saveState={saveState} onRetrySave={onRetrySave} />
      <div className="zy-run__card zy-run__card--done">
        {missing === 0 ? (
          <>
            <CheckCircleOutlined className="zy-run__done-icon" />
            <h2 className="zy-run__q">{t('tests.runner.done', { total })}</h2>
            <p className="zy-tests__muted">{t('tests.runner.doneHint')}</p>
            <Button type="primary" size="large" block loading={finishing} onClick={onFinish} data-testid="run-submit">
              {finishing ? t('tests.runner.submitting') : t('tests.runner.submit')}
            </Button>
          </>
        ) : (
          <>
            <h2 className="zy-run__q">{t('tests.runner.missing', { count: missing })}</h2>
            <Button type="primary" size="large" block onClick={onMissing} data-testid="run-to-missing">
              {t('tests.runner.toMissing')}
            </Button>
          </>
        )}
        <Button size="large" block onClick={onReview} data-testid="run-review">
          {t('tests.runner.review')}
        </Button>
      </div>
    </div>
  );
}

/** The desktop: the items in pages of ten, each with its answers in a row; submit on the last page. */
export function DesktopPages({
  test,
  answers,
  answered,
  saveState,
  onRetrySave,
  page,
  onPage,
  onAnswer,
  finishing,
  onFinish,
  onMissing,
}: Common & {
  page: number;
  onPage: (page: number) => void;
  onAnswer: (itemId: string, value: number) => void;
  finishing: boolean;
  onFinish: () => void;
  onMissing: () => void;
}) {
  const { t } = useTranslation();
  const items = test.items;
  const pages = pageCount(items.length);
  const shown = pageItems(items, page);
  const offset = page * DESKTOP_PAGE_SIZE;
  const pageMissing = shown.filter((i) => answers[i.id] === undefined).length;
  const missing = items.length - answered;
  const last = page === pages - 1;
  const top = useRef<HTMLDivElement>(null);
  const go = (next: number) => {
    onPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="zy-run zy-run--desktop" data-testid="run-pages" data-page={page} ref={top}>
      <TestCard className="zy-run__head-card">
        <h1 className="zy-run__title">{test.title}</h1>
        <RunProgress
          answered={answered}
          total={items.length}
          label={t('tests.runner.page', { page: page + 1, pages })}
          saveState={saveState}
          onRetrySave={onRetrySave}
        />
      </TestCard>
      <TestCard>
        <ol className="zy-run__list" start={offset + 1}>
          {shown.map((item, i) => (
            <li
              key={item.id}
              className={`zy-run__item${answers[item.id] !== undefined ? ' zy-run__item--done' : ''}`}
              data-testid="run-item"
              data-item={item.id}
              data-index={offset + i}
            >
              {startsSection(items, offset + i) && <p className="zy-run__section">{item.section}</p>}
              <p className="zy-run__item-q">
                <span className="zy-run__num">{offset + i + 1}.</span> {item.text}
              </p>
              <OptionButtons item={item} test={test} value={answers[item.id]} onAnswer={(v) => onAnswer(item.id, v)} layout="row" />
            </li>
          ))}
        </ol>
        {pageMissing > 0 && <p className="zy-tests__muted zy-run__page-missing">{t('tests.runner.pageMissing', { count: pageMissing })}</p>}
        <div className="zy-run__nav">
          <Button size="large" icon={<LeftOutlined />} disabled={page === 0} onClick={() => go(page - 1)} data-testid="run-prev-page">
            {t('tests.runner.prevPage')}
          </Button>
          {last ? (
            <div className="zy-run__submit">
              {missing > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  message={t('tests.runner.missing', { count: missing })}
                  action={
                    <Button size="small" onClick={onMissing}>
                      {t('tests.runner.toMissing')}
                    </Button>
                  }
                />
              )}
              <Button type="primary" size="large" disabled={missing > 0} loading={finishing} onClick={onFinish} data-testid="run-submit">
                {finishing ? t('tests.runner.submitting') : t('tests.runner.submit')}
              </Button>
            </div>
          ) : (
            <Button size="large" type={pageMissing === 0 ? 'primary' : 'default'} onClick={() => go(page + 1)} data-testid="run-next-page">
              {t('tests.runner.nextPage')} <RightOutlined />
            </Button>
          )}
        </div>
      </TestCard>
      <NotDiagnosis />
    </div>
  );
}
