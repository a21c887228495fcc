import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Tabs } from 'antd';
import { CapsuleTabs, Collapse as MobileCollapse, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContentDetail, QuestionList } from '@zhiyuan/shared';
import { getQuestions } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { HeadSearch, MobileSearchBar } from '../../components/content/KeywordSearch.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { useDevice } from '../../device.ts';
import { categoryTabs, questionParams } from './questions.ts';
import './qAndA.css';

/** Route `qAndA` (志愿百问): questions by category, searchable, answers that open in place; ?id= opens one. */
export default function QAndAPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const mobile = device === 'mobile';
  const [params, setParams] = useSearchParams();
  const { category, keyword, id } = questionParams(params);
  const list = useQuery({
    queryKey: ['content', 'questions', category, keyword],
    queryFn: () => getQuestions({ category, keyword }),
    placeholderData: keepPreviousData,
  });
  // Category counts come from the unfiltered list, so the tabs do not change while searching.
  const all = useQuery({ queryKey: ['content', 'questions', '', ''], queryFn: () => getQuestions(), enabled: Boolean(category || keyword) });
  const counts = (category || keyword ? all.data : list.data)?.categories ?? [];

  const set = (next: { category?: string; keyword?: string }) => {
    const query = new URLSearchParams();
    const c = next.category ?? category;
    const k = next.keyword ?? keyword;
    if (c) query.set('category', c);
    if (k) query.set('q', k);
    setParams(query, { replace: true });
  };
  const tabs = categoryTabs(counts, t('content.qa.all'));

  return (
    <div className={`zy-page zy-cpage zy-qa${mobile ? ' zy-cpage--mobile' : ''}`} data-testid="page-qAndA">
      <header className="zy-chead">
        <div>
          <h1>{t('content.qa.title')}</h1>
          <p>{t('content.qa.subtitle')}</p>
        </div>
        {!mobile && <HeadSearch keyword={keyword} onSearch={(k) => set({ keyword: k })} placeholder={t('content.qa.search')} testId="qa-search" />}
      </header>
      {mobile && (
        <div className="zy-qa__mbar">
          <MobileSearchBar keyword={keyword} onSearch={(k) => set({ keyword: k })} placeholder={t('content.qa.search')} testId="qa-search" />
        </div>
      )}
      <section className="zy-cbox zy-qa__box">
        {mobile ? (
          <CapsuleTabs activeKey={category || 'all'} onChange={(key) => set({ category: key === 'all' ? '' : key })} data-testid="qa-categories">
            {tabs.map((tab) => (
              <CapsuleTabs.Tab key={tab.value || 'all'} title={tab.label} />
            ))}
          </CapsuleTabs>
        ) : (
          <Tabs
            activeKey={category || 'all'}
            onChange={(key) => set({ category: key === 'all' ? '' : key })}
            items={tabs.map((tab) => ({ key: tab.value || 'all', label: tab.label }))}
            data-testid="qa-categories"
          />
        )}
        <ContentState query={list} rows={10} isEmpty={(data) => data.items.length === 0} empty={<ContentEmpty description={t('content.qa.empty')} />}>
          {(data) => <Questions data={data} openId={id} mobile={mobile} />}
        </ContentState>
      </section>
    </div>
  );
}

function Questions({ data, openId, mobile }: { data: QuestionList; openId: string; mobile: boolean }) {
  const { t } = useTranslation();
  const known = useMemo(() => data.items.some((q) => q.id === openId), [data.items, openId]);
  const [open, setOpen] = useState<string[]>(known ? [openId] : []);
  useEffect(() => {
    if (!known) return;
    setOpen((keys) => (keys.includes(openId) ? keys : [...keys, openId]));
    // After the panel has opened: bring the asked question into view.
    const timer = setTimeout(() => document.getElementById(`qa-${openId}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 200);
    return () => clearTimeout(timer);
  }, [known, openId]);
  const missing = Boolean(openId) && !known;

  const label = (q: ContentDetail<'question'>) => (
    <span className="zy-qa__q" id={`qa-${q.id}`} data-testid="qa-question">
      <span className="zy-qa__mark">问</span>
      <span className="zy-qa__title">{q.title}</span>
      <ExampleBadge item={q} />
    </span>
  );
  const answer = (q: ContentDetail<'question'>) => (
    <div className="zy-qa__answer" data-testid="qa-answer">
      <span className="zy-qa__mark zy-qa__mark--a">答</span>
      <ContentBody html={q.body} testId="qa-answer-body" />
    </div>
  );

  return (
    <>
      {missing &&
        (mobile ? (
          <NoticeBar content={t('content.qa.notFound')} color="alert" wrap data-testid="content-not-found" />
        ) : (
          <Alert type="warning" showIcon message={t('content.qa.notFound')} className="zy-qa__missing" data-testid="content-not-found" />
        ))}
      <p className="zy-qa__count">{t('content.qa.count', { count: data.items.length })}</p>
      {mobile ? (
        <MobileCollapse activeKey={open} onChange={(keys) => setOpen(keys as string[])} data-testid="qa-list">
          {data.items.map((q) => (
            <MobileCollapse.Panel key={q.id} title={label(q)} className={q.id === openId ? 'zy-qa__item--asked' : undefined}>
              {answer(q)}
            </MobileCollapse.Panel>
          ))}
        </MobileCollapse>
      ) : (
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          className="zy-qa__list"
          data-testid="qa-list"
          items={data.items.map((q) => ({
            key: q.id,
            label: label(q),
            children: answer(q),
            className: q.id === openId ? 'zy-qa__item--asked' : undefined,
          }))}
        />
      )}
    </>
  );
}
