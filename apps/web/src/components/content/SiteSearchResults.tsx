import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContentKind, SearchHit } from '@zhiyuan/shared';
import { searchContent } from '../../api/content.ts';
import { useDevice } from '../../device.ts';
import { ContentEmpty, ContentError, ContentLoading } from './ContentStates.tsx';
import { SearchHits } from './SearchHits.tsx';

/** The kinds a visitor can narrow the site search to (lessons are found through their course). */
export const SEARCH_KINDS: ContentKind[] = [
  'article',
  'question',
  'expert',
  'course',
  'case',
  'pathway',
  'competition',
  'condition',
  'template',
  'autonomous',
  'camp',
];
const PAGE_SIZE = 10;

/**
 * The site search's results for `q` across every kind (/content/search): a kind filter, the hits
 * with their highlight, paging on a desktop and "load more" on a phone.
 */
export function SiteSearchResults({ q, onOpen }: { q: string; onOpen?: (hit: SearchHit) => void }) {
  const { t } = useTranslation();
  const device = useDevice();
  const [kind, setKind] = useState<ContentKind | ''>('');
  const query = q.trim();
  if (!query) return <ContentEmpty description={t('content.search.hint')} />;
  return (
    <div className="zy-search" data-testid="site-search-results">
      <div className="zy-search__bar">
        <Select
          value={kind}
          onChange={setKind}
          style={{ width: 140 }}
          options={[{ value: '', label: t('content.search.allKinds') }, ...SEARCH_KINDS.map((k) => ({ value: k, label: t(`content.kind.${k}`) }))]}
          aria-label={t('content.search.allKinds')}
          data-testid="search-kind"
        />
      </div>
      {device === 'mobile' ? (
        <MoreResults key={`${query}|${kind}`} q={query} kind={kind || undefined} onOpen={onOpen} />
      ) : (
        <PagedResults key={`${query}|${kind}`} q={query} kind={kind || undefined} onOpen={onOpen} />
      )}
    </div>
  );
}

interface ResultsProps {
  q: string;
  kind?: ContentKind;
  onOpen?: (hit: SearchHit) => void;
}

function PagedResults({ q, kind, onOpen }: ResultsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: ['content', 'search', q, kind, page],
    queryFn: () => searchContent({ q, kind, pageNumber: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  if (result.error) return <ContentError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <ContentLoading rows={6} />;
  const { content, totalElements } = result.data;
  if (totalElements === 0) return <ContentEmpty description={t('content.search.none', { q })} />;
  return (
    <>
      <p className="zy-search__count" data-testid="search-count">
        {t('content.search.resultCount', { q, count: totalElements })}
      </p>
      <SearchHits hits={content} onOpen={onOpen} />
      {totalElements > PAGE_SIZE && (
        <div className="zy-search__pager">
          <Pagination current={page} pageSize={PAGE_SIZE} total={totalElements} onChange={setPage} showSizeChanger={false} size="small" />
        </div>
      )}
    </>
  );
}

function MoreResults({ q, kind, onOpen }: ResultsProps) {
  const { t } = useTranslation();
  const result = useInfiniteQuery({
    queryKey: ['content', 'search-more', q, kind],
    queryFn: ({ pageParam }) => searchContent({ q, kind, pageNumber: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
  if (result.error && !result.data) return <ContentError error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <ContentLoading rows={6} />;
  const hits = result.data.pages.flatMap((p) => p.content);
  const total = result.data.pages[0]?.totalElements ?? 0;
  if (total === 0) return <ContentEmpty description={t('content.search.none', { q })} />;
  return (
    <>
      <p className="zy-search__count" data-testid="search-count">
        {t('content.search.resultCount', { q, count: total })}
      </p>
      <SearchHits hits={hits} onOpen={onOpen} />
      <div className="zy-search__pager">
        {result.hasNextPage ? (
          <Button block loading={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()} data-testid="search-more">
            {t('content.information.loadMore')}
          </Button>
        ) : (
          <span className="zy-search__end">{t('content.information.noMore')}</span>
        )}
      </div>
    </>
  );
}
