import { ARTICLE_CATEGORIES, findProvince } from '@zhiyuan/shared';

/**
 * The 资讯 list's filters as they live in the URL (?category=填报指南&province=all&q=平行志愿&page=2),
 * so a link, the back button and a reload keep them. Without ?province= the list shows the user's
 * province (its own articles and national ones); `province=all` shows every province.
 */
export interface InformationFilters {
  category: string;
  /** A province, or '' for all of them. */
  province: string;
  q: string;
  page: number;
}

export const ALL_PROVINCES = 'all';
export const DESKTOP_PAGE_SIZE = 10;
export const MOBILE_PAGE_SIZE = 10;

export function readFilters(params: URLSearchParams, userProvince: string): InformationFilters {
  const category = params.get('category') ?? '';
  const asked = params.get('province');
  const known = (name: string | null) => (name ? findProvince(name)?.province : undefined);
  const province = asked === ALL_PROVINCES ? '' : (known(asked) ?? known(userProvince) ?? '');
  const page = Number(params.get('page'));
  return {
    category: (ARTICLE_CATEGORIES as readonly string[]).includes(category) ? category : '',
    province,
    q: (params.get('q') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters; the user's province and page 1 are left out. */
export function writeFilters(filters: InformationFilters, userProvince: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (!filters.province) params.set('province', ALL_PROVINCES);
  else if (filters.province !== userProvince) params.set('province', filters.province);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
