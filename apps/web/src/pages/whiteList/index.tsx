import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCompetitions } from '../../api/content.ts';
import { ExampleBadge } from '../../components/content/ExampleBadge.tsx';
import { ChipList, PathwaysSearch } from '../../components/pathways/ListSearch.tsx';
import { Marked } from '../../components/pathways/Marked.tsx';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { subjectsOf } from '../../components/pathways/logic.ts';
import { useListFilters } from '../../components/pathways/useListFilters.ts';

/**
 * Route `whiteList` (竞赛白名单): the competitions recognised for 强基 and 综合评价, by subject, with
 * organiser and what each counts for. The keyword is searched on the server; the subject chips
 * narrow what it found. State in the URL: q, subject.
 */
export default function WhiteListPage() {
  const { t } = useTranslation();
  const filters = useListFilters('subject');
  const { keyword, update } = filters;

  const query = useQuery({ queryKey: ['content', 'competitions', keyword], queryFn: () => getCompetitions({ keyword }), retry: false });
  const subjects = useMemo(() => subjectsOf(query.data ?? []), [query.data]);

  return (
    <PathwaysPage
      name="whiteList"
      aside={<PathwaysSearch keyword={keyword} onSearch={(q) => update({ q })} placeholder={t('pathways.whiteList.placeholder')} testId="competition-search" />}
    >
      <ChipList
        query={query}
        filters={filters}
        counts={subjects}
        chipOf={(c) => c.category}
        chipTestId="competition-subject"
        noMatch={t('pathways.whiteList.noMatch', { keyword })}
        empty={t('pathways.whiteList.empty')}
      >
        {(shown) => (
          <>
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
        )}
      </ChipList>
    </PathwaysPage>
  );
}
