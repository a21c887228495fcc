import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCompetitions } from '../../api/content.ts';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { Marked } from '../../components/pathways/Marked.tsx';
import { FilterChips, PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { subjectsOf } from '../../components/pathways/logic.ts';

/**
 * Route `whiteList` (竞赛白名单): the competitions recognised for 强基 and 综合评价, by subject, with
 * organiser and what each counts for. The keyword is searched on the server; the subject chips
 * narrow what it found. State in the URL: q, subject.
 */
export default function WhiteListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q')?.trim() ?? '';
  const subject = params.get('subject') ?? '';
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]);

  const query = useQuery({ queryKey: ['content', 'competitions', keyword], queryFn: () => getCompetitions({ keyword }), retry: false });
  const subjects = useMemo(() => subjectsOf(query.data ?? []), [query.data]);
  const activeSubject = subjects.some((s) => s.name === subject) ? subject : '';

  const update = (next: { q?: string; subject?: string }) => {
    const out = new URLSearchParams();
    const q = next.q ?? keyword;
    const s = next.subject ?? subject;
    if (q) out.set('q', q);
    if (s) out.set('subject', s);
    setParams(out, { replace: true });
  };

  const search = (
    <Input.Search
      className="zy-pw__search"
      allowClear
      enterButton={t('pathways.search')}
      placeholder={t('pathways.whiteList.placeholder')}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      onSearch={(value) => update({ q: value.trim() })}
      data-testid="competition-search"
    />
  );

  return (
    <PathwaysPage name="whiteList" aside={search}>
      <ContentState
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={
          keyword ? (
            <ContentEmpty
              description={t('pathways.whiteList.noMatch', { keyword })}
              action={<Button onClick={() => update({ q: '', subject: '' })}>{t('pathways.conditions.clear')}</Button>}
            />
          ) : (
            <ContentEmpty description={t('pathways.whiteList.empty')} />
          )
        }
      >
        {(items) => {
          const shown = activeSubject ? items.filter((c) => c.category === activeSubject) : items;
          return (
            <>
              <FilterChips
                testId="competition-subject"
                value={activeSubject}
                onChange={(value) => update({ subject: value })}
                options={[
                  {
                    value: '',
                    label: (
                      <>
                        {t('pathways.all')}
                        <span className="zy-pw__chip-count">{items.length}</span>
                      </>
                    ),
                  },
                  ...subjects.map((s) => ({
                    value: s.name,
                    label: (
                      <>
                        {s.name}
                        <span className="zy-pw__chip-count">{s.count}</span>
                      </>
                    ),
                  })),
                ]}
              />
              <p className="zy-pw__note" data-testid="whitelist-source">
                {t('pathways.whiteList.source')}
              </p>
              <div className="zy-pw-wl__list">
                {shown.map((item) => (
                  <article key={item.id} className="zy-pw__card zy-pw-wl__item" data-testid="competition-item">
                    <h3>
                      <Tag color="blue">{item.category}</Tag>
                      <span>
                        <Marked text={item.title} keyword={keyword} />
                      </span>
                      <ExampleBadge item={item} />
                    </h3>
                    <dl>
                      <dt>{t('pathways.whiteList.organiser')}</dt>
                      <dd>
                        <Marked text={item.extra.organiser} keyword={keyword} />
                      </dd>
                      <dt>{t('pathways.whiteList.recognisedFor')}</dt>
                      <dd>{item.extra.recognisedFor}</dd>
                    </dl>
                  </article>
                ))}
              </div>
            </>
          );
        }}
      </ContentState>
    </PathwaysPage>
  );
}
