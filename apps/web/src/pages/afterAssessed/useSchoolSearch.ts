import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getReferenceFilters, getSchoolCities, searchSchools } from '../../api/schools.ts';
import { currentQuery } from '../../components/schools/address.ts';
import { readFilters, readPage, toSearchParams, writeFilters, type SchoolFilters } from './filters.ts';

/** The filters of the URL and a setter that writes them back (page 1 unless given). */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const paging = useMemo(() => readPage(new URLSearchParams(key)), [key]);
  const update = (next: Partial<SchoolFilters>, page = 1, size = paging.size) => {
    const current = readFilters(currentQuery() ?? new URLSearchParams(key));
    const merged = { ...current, ...next };
    if (next.province !== undefined && next.province !== current.province) merged.city = '';
    setParams(writeFilters(merged, page, size), { replace: true });
  };
  return { filters, paging, update };
}

/** What the filters offer (levels, types, tags, provinces) and the cities of the chosen province. */
export function useFilterOptions(province: string) {
  const options = useQuery({ queryKey: ['schools', 'filters'], queryFn: getReferenceFilters, staleTime: 5 * 60_000 });
  const cities = useQuery({
    queryKey: ['schools', 'cities', province],
    queryFn: () => getSchoolCities(province),
    enabled: Boolean(province),
    staleTime: 5 * 60_000,
  });
  return { options: options.data, cities: province ? (cities.data ?? []) : [] };
}

export function useSchoolPage(filters: SchoolFilters, page: number, size: number) {
  return useQuery({
    queryKey: ['schools', 'search', filters, page, size],
    queryFn: () => searchSchools(toSearchParams(filters, page, size)),
    placeholderData: keepPreviousData,
  });
}
