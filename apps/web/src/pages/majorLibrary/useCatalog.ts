import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { MajorLevel } from '@zhiyuan/shared';
import { getMajorTree, searchMajors } from '../../api/majors.ts';
import { countCatalog, filterCatalog, flattenTree, isPinyinKeyword, readFlag, readLevel, type CatalogFilter } from './catalog.ts';

export interface CatalogState extends CatalogFilter {
  level: MajorLevel;
  page: number;
}

/** The library's state lives in the URL (level, category, cls, q, flag, page) so back and links keep it. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo<CatalogState>(() => {
    const p = new URLSearchParams(key);
    return {
      level: readLevel(p.get('level')),
      category: p.get('category') ?? '',
      cls: p.get('cls') ?? '',
      keyword: p.get('q') ?? '',
      flag: readFlag(p.get('flag')),
      page: Math.max(1, Number(p.get('page')) || 1),
    };
  }, [key]);
  const update = (next: Partial<CatalogState>) => {
    const merged: CatalogState = { ...state, page: 1, ...next };
    if (next.level !== undefined && next.level !== state.level) Object.assign(merged, { category: '', cls: '' });
    if (next.category !== undefined && next.category !== state.category && next.cls === undefined) merged.cls = '';
    const out = new URLSearchParams();
    if (merged.level !== '本科') out.set('level', merged.level);
    if (merged.category) out.set('category', merged.category);
    if (merged.cls) out.set('cls', merged.cls);
    if (merged.keyword.trim()) out.set('q', merged.keyword.trim());
    if (merged.flag) out.set('flag', merged.flag);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return { state, update };
}

/** The catalog tree of the chosen level, the rows the filter keeps, and the counts. */
export function useCatalog(state: CatalogState) {
  const tree = useQuery({ queryKey: ['majors', 'tree', state.level], queryFn: () => getMajorTree(state.level), staleTime: 10 * 60_000 });
  const keyword = state.keyword.trim();
  const pinyin = useQuery({
    queryKey: ['majors', 'search', state.level, keyword.toLowerCase()],
    queryFn: () => searchMajors(keyword, state.level),
    enabled: isPinyinKeyword(keyword),
    staleTime: 5 * 60_000,
  });
  const all = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const extraIds = useMemo(() => new Set((pinyin.data ?? []).map((m) => m.id)), [pinyin.data]);
  const rows = useMemo(() => filterCatalog(all, state, extraIds), [all, state, extraIds]);
  const counts = useMemo(() => countCatalog(all), [all]);
  return { tree: tree.data ?? [], all, rows, counts, isLoading: tree.isLoading || (isPinyinKeyword(keyword) && pinyin.isLoading), error: tree.error };
}
