import type { ContentDeleted, Page, PageQuery, SampleKind, SampleRow, SamplesMarkedReal, SampleSummary } from '@zhiyuan/shared';
import { http } from './http';

/** 示例内容 (issue 30): the samples of every kind in one review list. */
export const sampleAdmin = {
  summary: () => http.get<SampleSummary>('/content/admin/samples/summary'),
  list: (query: PageQuery & { kind?: SampleKind } & Record<string, unknown>) => http.get<Page<SampleRow>>('/content/admin/samples/list', query),
  remove: (ids: string[]) => http.postJson<ContentDeleted>('/content/admin/samples/remove', { ids }),
  markReal: (ids: string[]) => http.postJson<SamplesMarkedReal>('/content/admin/samples/markReal', { ids }),
};
