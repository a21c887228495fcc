import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getHotInformation, getInformationPage, getRecommendedInformation } from '../../api/content.ts';
import { useAppStore } from '../../stores/app.ts';
import { DESKTOP_PAGE_SIZE, MOBILE_PAGE_SIZE, readFilters, writeFilters, type InformationFilters } from './filters.ts';

/** The filters of the URL and a setter that writes them back (page 1 unless given). */
export function useInformationFilters() {
  const [params, setParams] = useSearchParams();
  const userProvince = useAppStore((s) => s.province);
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key), userProvince), [key, userProvince]);
  const update = (next: Partial<InformationFilters>) =>
    setParams(writeFilters({ ...filters, page: 1, ...next }, userProvince), { replace: next.page === undefined });
  return { filters, update };
}

const pageQuery = (filters: InformationFilters, pageNumber: number, pageSize: number) => ({
  pageNumber,
  pageSize,
  category: filters.category,
  province: filters.province,
  keyword: filters.q,
});

/** One page of the list (desktop). */
export function useInformationPage(filters: InformationFilters) {
  return useQuery({
    queryKey: ['content', 'information', 'page', filters],
    queryFn: () => getInformationPage(pageQuery(filters, filters.page, DESKTOP_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });
}

/** The list page after page (phone: load more; its search field searches the whole site instead). */
export function useInformationPages(filters: Pick<InformationFilters, 'category' | 'province'>) {
  return useInfiniteQuery({
    queryKey: ['content', 'information', 'pages', filters],
    queryFn: ({ pageParam }) => getInformationPage(pageQuery({ ...filters, q: '', page: pageParam }, pageParam, MOBILE_PAGE_SIZE)),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
}

export const useHotInformation = (limit = 8) =>
  useQuery({ queryKey: ['content', 'information', 'hot', limit], queryFn: () => getHotInformation(limit), staleTime: 60_000 });

export const useRecommendedInformation = (limit = 6) =>
  useQuery({ queryKey: ['content', 'information', 'recommend', limit], queryFn: () => getRecommendedInformation(limit), staleTime: 60_000 });
