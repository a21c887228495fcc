import type { Page, PageQuery } from '@zhiyuan/shared';
import type { SortOrder } from 'antd/es/table/interface';

/** What ProTable hands to `request`: its paging fields plus the search form's values. */
export type TableParams = Record<string, unknown> & { current?: number; pageSize?: number };

/**
 * ProTable's (params, sort) → the contract's paging query: pageNumber from 1, pageSize, sort and
 * order (asc / desc). Empty filter values are left out so the server sees only what was set.
 */
export function toPageQuery(params: TableParams, sort?: Record<string, SortOrder>): PageQuery & Record<string, unknown> {
  const { current, pageSize, ...filters } = params;
  const query: PageQuery & Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed) query[key] = trimmed;
    } else query[key] = value;
  }
  query.pageNumber = current ?? 1;
  query.pageSize = pageSize ?? 10;
  const [sortField, sortOrder] = Object.entries(sort ?? {}).find(([, order]) => order) ?? [];
  if (sortField) {
    query.sort = sortField;
    query.order = sortOrder === 'ascend' ? 'asc' : 'desc';
  }
  return query;
}

/** A ProTable `request` over a paged call; a failed call shows an empty table (the client showed the message). */
export function pagedRequest<T>(fetchPage: (query: PageQuery & Record<string, unknown>) => Promise<Page<T>>) {
  return async (params: TableParams, sort?: Record<string, SortOrder>) => {
    try {
      const page = await fetchPage(toPageQuery(params, sort));
      return { data: page.content, total: page.totalElements, success: true };
    } catch {
      return { data: [] as T[], total: 0, success: false };
    }
  };
}

/** ProTable's select filters take a valueEnum keyed by the value as text. */
export function valueEnum(options: readonly { value: string | number; label: string; status?: string }[]) {
  return Object.fromEntries(options.map((o) => [String(o.value), { text: o.label, status: o.status }]));
}
