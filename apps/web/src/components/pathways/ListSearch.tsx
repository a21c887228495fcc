import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentEmpty, ContentState, type ContentQuery } from '../content/ContentStates.tsx';
import { KeywordSearch } from '../content/KeywordSearch.tsx';
import { countedOptions, FilterChips } from './PageHead.tsx';
import type { ListFilters } from './useListFilters.ts';

/**
 * The pieces of a searched pathway list (报考条件, 竞赛白名单, 招生项目查询, 高校营): the search field in
 * its head, its empty state, and the list narrowed by chips.
 */

export function PathwaysSearch(props: { keyword: string; onSearch: (keyword: string) => void; placeholder: string; testId: string }) {
  const { t } = useTranslation();
  return <KeywordSearch className="zy-pw__search" enterButton={t('pathways.search')} {...props} />;
}

/** Nothing in the list: after a search, that nothing matched and a button that clears it; else that there is nothing yet. */
export function SearchEmpty({ keyword, noMatch, empty, onClear }: { keyword: string; noMatch: string; empty: string; onClear: () => void }) {
  const { t } = useTranslation();
  if (!keyword) return <ContentEmpty description={empty} />;
  return <ContentEmpty description={noMatch} action={<Button onClick={onClear}>{t('pathways.clear')}</Button>} />;
}

interface ChipListProps<T> {
  query: ContentQuery<T[]>;
  filters: ListFilters;
  /** The chips' values with their counts; the URL's chip counts only while it is one of them. */
  counts: readonly { name: string; count: number }[];
  chipOf: (item: T) => string;
  chipTestId: string;
  noMatch: string;
  empty: string;
  /** What follows the chips: the items the chip leaves (all of them without one). */
  children: (shown: T[]) => ReactNode;
}

/** What the search found, narrowed by chips (全部 with the total first). */
export function ChipList<T>({ query, filters, counts, chipOf, chipTestId, noMatch, empty, children }: ChipListProps<T>) {
  const { t } = useTranslation();
  const active = counts.some((c) => c.name === filters.chip) ? filters.chip : '';
  return (
    <ContentState
      query={query}
      isEmpty={(items) => items.length === 0}
      empty={<SearchEmpty keyword={filters.keyword} noMatch={noMatch} empty={empty} onClear={filters.clear} />}
    >
      {(items) => (
        <>
          <FilterChips
            testId={chipTestId}
            value={active}
            onChange={(chip) => filters.update({ chip })}
            options={countedOptions(t('pathways.all'), counts, items.length)}
          />
          {children(active ? items.filter((item) => chipOf(item) === active) : items)}
        </>
      )}
    </ContentState>
  );
}
