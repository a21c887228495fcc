import type { SchoolSort } from '@zhiyuan/shared';
import type { SchoolSearchParams } from '../../api/schools.ts';

/**
 * The school list's filters as they live in the URL (?province=北京&tags=985,211&page=2), so a
 * link, the back button and a reload keep them.
 */
export interface SchoolFilters {
  province: string;
  city: string;
  level: string;
  type: string;
  tags: string[];
  /** '' = any, 'public' 公办, 'private' 民办 */
  nature: '' | 'public' | 'private';
  keyword: string;
  sort: SchoolSort;
  order: 'asc' | 'desc';
}

export const EMPTY_FILTERS: SchoolFilters = { province: '', city: '', level: '', type: '', tags: [], nature: '', keyword: '', sort: 'default', order: 'asc' };

export const HEADLINE_TAGS = ['985', '211', '双一流'] as const;
export const PAGE_SIZES = [10, 20, 50] as const;
const SORTS: SchoolSort[] = ['default', 'name', 'guobiaoCode'];

export function readFilters(params: URLSearchParams): SchoolFilters {
  const text = (key: string, max = 50) => (params.get(key) ?? '').trim().slice(0, max);
  const nature = params.get('nature');
  const sort = params.get('sort') as SchoolSort | null;
  return {
    province: text('province', 20),
    city: text('city', 30),
    level: ['本科', '专科'].includes(text('level')) ? text('level') : '',
    type: text('type', 20),
    tags: text('tags', 200)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 10),
    nature: nature === 'public' || nature === 'private' ? nature : '',
    keyword: text('keyword'),
    sort: sort && SORTS.includes(sort) ? sort : 'default',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

export function readPage(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/** The URL query of filters and page; defaults are left out. */
export function writeFilters(filters: SchoolFilters, page = 1, size: number = PAGE_SIZES[0]): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.province) params.set('province', filters.province);
  if (filters.province && filters.city) params.set('city', filters.city);
  if (filters.level) params.set('level', filters.level);
  if (filters.type) params.set('type', filters.type);
  if (filters.tags.length) params.set('tags', filters.tags.join(','));
  if (filters.nature) params.set('nature', filters.nature);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.order === 'desc') params.set('order', 'desc');
  if (page > 1) params.set('page', String(page));
  if (size !== PAGE_SIZES[0]) params.set('size', String(size));
  return params;
}

/** Filters → the search call's parameters. */
export function toSearchParams(filters: SchoolFilters, pageNumber: number, pageSize: number): SchoolSearchParams {
  return {
    pageNumber,
    pageSize,
    province: filters.province || undefined,
    city: filters.province && filters.city ? filters.city : undefined,
    level: filters.level || undefined,
    type: filters.type || undefined,
    tags: filters.tags.length ? filters.tags : undefined,
    isPrivate: filters.nature ? filters.nature === 'private' : undefined,
    keyword: filters.keyword || undefined,
    sort: filters.sort === 'default' ? undefined : filters.sort,
    order: filters.sort === 'default' ? undefined : filters.order,
  };
}

/** How many filters are set (the phone's filter button shows it). */
export const activeFilterCount = (f: SchoolFilters): number => [f.province, f.city, f.level, f.type, f.nature].filter(Boolean).length + f.tags.length;

/** The next page to load in an endless list, or undefined at the end. `number` of a page is 0-based. */
export const nextPageNumber = (last: { number: number; totalPages: number }): number | undefined =>
  last.number + 1 < last.totalPages ? last.number + 2 : undefined;
