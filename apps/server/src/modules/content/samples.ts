import {
  CONTENT_KINDS,
  formatDateTime,
  type ContentDeleted,
  type Page,
  type SampleKind,
  type SampleRow,
  type SamplesMarkedReal,
  type SampleSummary,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { pageOf } from '../../lib/schema.ts';
import { markSamplesReal, removeSamples, sampleCounts, samplePage } from './samples-repo.ts';

/**
 * 示例内容 (issue 30): what shipped with the product and is still marked 示例, so the operator sees at
 * a glance what to replace: content items of every kind (isExample) and the sample contacts (the
 * 400-000-0000 hotline). One list across kinds, a bulk remove and a "mark as real" (the operator
 * reviewed it and keeps it). Editing an item in its own page clears the mark too (service.ts editItem).
 * Own permission codes (content:sample:view|edit|delete, the 示例内容 page): reviewing samples is one
 * job across kinds. Routes: samples-routes.ts; queries: samples-repo.ts.
 */

export const SAMPLE_CODES = { view: 'content:sample:view', edit: 'content:sample:edit', delete: 'content:sample:delete' } as const;
export const SAMPLE_KINDS: readonly SampleKind[] = [...CONTENT_KINDS, 'contact'];

/** The samples left, by kind (for the dashboard too). */
export async function sampleSummary(db: Db): Promise<SampleSummary> {
  const { content, contacts } = await sampleCounts(db);
  const by = new Map<string, number>(content.map((r) => [r.kind, r.n]));
  by.set('contact', contacts);
  const kinds = SAMPLE_KINDS.map((kind) => ({ kind, count: by.get(kind) ?? 0 })).filter((k) => k.count > 0);
  return { total: kinds.reduce((s, k) => s + k.count, 0), kinds };
}

export function samplesService(db: Db) {
  const time = (d: string | Date | null) => (d === null ? null : formatDateTime(new Date(d)));
  return {
    summary: () => sampleSummary(db),
    async list(q: { kind?: SampleKind; pageNumber: number; pageSize: number }): Promise<Page<SampleRow>> {
      const { rows, total } = await samplePage(db, q.kind, q.pageSize, (q.pageNumber - 1) * q.pageSize);
      const list: SampleRow[] = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        status: r.status,
        createTime: time(r.create_time)!,
        updateTime: time(r.update_time),
      }));
      return pageOf(list, total, q);
    },
    remove: async (ids: string[]): Promise<ContentDeleted> => ({ deleted: await removeSamples(db, [...new Set(ids)]) }),
    markReal: async (ids: string[], by: string): Promise<SamplesMarkedReal> => ({ updated: await markSamplesReal(db, [...new Set(ids)], by, new Date()) }),
  };
}
