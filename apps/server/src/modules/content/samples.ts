import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONTENT_KINDS, formatDateTime, type Page, type SampleKind, type SampleRow, type SampleSummary } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import type { Db } from '../../db/client.ts';
import { contactMembers, contentItems } from '../../db/schema/index.ts';
import { idList, pageOf, pageQuery } from '../../lib/schema.ts';

/**
 * 示例内容 (issue 30): what shipped with the product and is still marked 示例, so the operator sees at
 * a glance what to replace: content items of every kind (isExample) and the sample contacts (the
 * 400-000-0000 hotline). One list across kinds, a bulk remove and a "mark as real" (the operator
 * reviewed it and keeps it). Editing an item in its own page clears the mark too (service.ts editItem).
 * Own permission codes (content:sample:view|edit|delete, the 示例内容 page): reviewing samples is one
 * job across kinds.
 */

export const SAMPLE_CODES = { view: 'content:sample:view', edit: 'content:sample:edit', delete: 'content:sample:delete' } as const;
const SAMPLE_KINDS: readonly SampleKind[] = [...CONTENT_KINDS, 'contact'];

/** The samples left, by kind (for the dashboard too). */
export async function sampleSummary(db: Db): Promise<SampleSummary> {
  const [content, [contacts]] = await Promise.all([
    db.select({ kind: contentItems.kind, n: count() }).from(contentItems).where(eq(contentItems.isExample, true)).groupBy(contentItems.kind),
    db.select({ n: count() }).from(contactMembers).where(eq(contactMembers.isExample, true)),
  ]);
  const by = new Map<string, number>(content.map((r) => [r.kind, Number(r.n)]));
  by.set('contact', Number(contacts?.n ?? 0));
  const kinds = SAMPLE_KINDS.map((kind) => ({ kind, count: by.get(kind) ?? 0 })).filter((k) => k.count > 0);
  return { total: kinds.reduce((s, k) => s + k.count, 0), kinds };
}

const listQuery = pageQuery.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SAMPLE_KINDS as [SampleKind, ...SampleKind[]]).optional()),
});

const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin:content'];
  const db = app.db;

  app.get(
    '/content/admin/samples/summary',
    {
      config: { permission: SAMPLE_CODES.view },
      schema: { tags, summary: '示例内容: how many sample rows are left, in total and by kind (content kinds and contact)' },
    },
    async (req) => ok(req, await sampleSummary(db)),
  );

  app.get(
    '/content/admin/samples/list',
    {
      config: { permission: SAMPLE_CODES.view },
      schema: {
        tags,
        summary: '示例内容: the sample rows (content items and contacts), kind optional; content first in kind order, then contacts; paged',
        querystring: listQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const contentKind = q.kind && q.kind !== 'contact' ? q.kind : undefined;
      // One list over two tables: a union ordered by kind position, then the item's own order.
      const kindOrder = sql.raw(`array_position(array[${CONTENT_KINDS.map((k) => `'${k}'`).join(',')}]::text[], kind)`);
      const contentRows =
        q.kind === 'contact'
          ? sql``
          : sql`
      select id, kind, title, status, create_time, update_time, ${kindOrder} as k, sort_order
      from ${contentItems} where is_example ${contentKind ? sql`and kind = ${contentKind}` : sql``}`;
      const contactRows =
        q.kind && q.kind !== 'contact'
          ? sql``
          : sql`
      select id, 'contact' as kind, name || '：' || value as title, case when enabled then 'published' else 'offline' end as status,
        create_time, update_time, 1000 as k, sort_order
      from ${contactMembers} where is_example`;
      const union = q.kind === 'contact' ? contactRows : q.kind ? contentRows : sql`${contentRows} union all ${contactRows}`;
      const offset = (q.pageNumber - 1) * q.pageSize;
      type Raw = { id: string; kind: SampleKind; title: string; status: SampleRow['status']; create_time: string | Date; update_time: string | Date | null };
      const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
      const [rows, totals] = await Promise.all([
        db.execute(sql`select * from (${union}) s order by k, sort_order, create_time desc, id limit ${q.pageSize} offset ${offset}`),
        db.execute(sql`select count(*)::int as n from (${union}) s`),
      ]);
      const time = (d: string | Date | null) => (d === null ? null : formatDateTime(new Date(d)));
      const list: SampleRow[] = rowsOf<Raw>(rows).map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        status: r.status,
        createTime: time(r.create_time)!,
        updateTime: time(r.update_time),
      }));
      const page: Page<SampleRow> = pageOf(list, Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0), q);
      return ok(req, page);
    },
  );

  app.post(
    '/content/admin/samples/remove',
    {
      config: { permission: SAMPLE_CODES.delete },
      schema: {
        tags,
        summary:
          '示例内容: delete sample rows by id (content items and contacts; a course takes its lessons); ids that are not samples are left alone → { deleted }',
        body: z.object({ ids: idList }).strict(),
      },
    },
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      const deleted = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(contentItems)
          .where(and(inArray(contentItems.id, ids), eq(contentItems.isExample, true)))
          .returning({ id: contentItems.id, kind: contentItems.kind });
        const courses = gone.filter((g) => g.kind === 'course').map((g) => g.id);
        const lessons = courses.length
          ? (
              await tx
                .delete(contentItems)
                .where(and(eq(contentItems.kind, 'lesson'), inArray(contentItems.parentId, courses)))
                .returning({ id: contentItems.id })
            ).length
          : 0;
        const contacts = await tx
          .delete(contactMembers)
          .where(and(inArray(contactMembers.id, ids), eq(contactMembers.isExample, true)))
          .returning({ id: contactMembers.id });
        return gone.length + lessons + contacts.length;
      });
      return ok(req, { deleted });
    },
  );

  app.post(
    '/content/admin/samples/markReal',
    {
      config: { permission: SAMPLE_CODES.edit },
      schema: {
        tags,
        summary: '示例内容: keep sample rows as real content (the 示例 mark is cleared, the rows stay as they are) → { updated }',
        body: z.object({ ids: idList }).strict(),
      },
    },
    async (req) => {
      const ids = [...new Set(req.body.ids)];
      const now = new Date();
      const items = await db
        .update(contentItems)
        .set({ isExample: false, updateBy: req.auth!.username, updateTime: now })
        .where(and(inArray(contentItems.id, ids), eq(contentItems.isExample, true)))
        .returning({ id: contentItems.id });
      const contacts = await db
        .update(contactMembers)
        .set({ isExample: false, updateTime: now })
        .where(and(inArray(contactMembers.id, ids), eq(contactMembers.isExample, true)))
        .returning({ id: contactMembers.id });
      return ok(req, { updated: items.length + contacts.length });
    },
  );
};

export default sampleRoutes;
