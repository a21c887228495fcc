import type { Page, PageQuery, SampleKind, SampleRow, SampleSummary } from '@zhiyuan/shared';
import { http } from './http';

/** 示例内容 (issue 30): the samples of every kind in one review list. */
export const sampleAdmin = {
  summary: () => http.get<SampleSummary>('/content/admin/samples/summary'),
  list: (query: PageQuery & { kind?: SampleKind } & Record<string, unknown>) => http.get<Page<SampleRow>>('/content/admin/samples/list', query),
  remove: (ids: string[]) => http.postJson<{ deleted: number }>('/content/admin/samples/remove', { ids }),
  markReal: (ids: string[]) => http.postJson<{ updated: number }>('/content/admin/samples/markReal', { ids }),
};
