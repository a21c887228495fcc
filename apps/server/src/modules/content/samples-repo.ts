import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { CONTENT_KINDS, type SampleKind, type SampleRow } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { contactMembers, contentItems } from '../../db/schema/index.ts';

/** The queries of 示例内容 (samples.ts): content items and contacts still marked as samples. */

/** Sample rows left: content items by kind, and the contacts. */
export async function sampleCounts(db: Db): Promise<{ content: Array<{ kind: string; n: number }>; contacts: number }> {
  const [content, [contacts]] = await Promise.all([
    db.select({ kind: contentItems.kind, n: count() }).from(contentItems).where(eq(contentItems.isExample, true)).groupBy(contentItems.kind),
    db.select({ n: count() }).from(contactMembers).where(eq(contactMembers.isExample, true)),
  ]);
  return { content: content.map((r) => ({ kind: r.kind, n: Number(r.n) })), contacts: Number(contacts?.n ?? 0) };
}

export interface SampleRaw {
  id: string;
  kind: SampleKind;
  title: string;
  status: SampleRow['status'];
  create_time: string | Date;
  update_time: string | Date | null;
}

/** One page of sample rows over both tables (content first in kind order, then contacts), and the total. */
export async function samplePage(db: Db, kind: SampleKind | undefined, limit: number, offset: number): Promise<{ rows: SampleRaw[]; total: number }> {
  const contentKind = kind && kind !== 'contact' ? kind : undefined;
  // One list over two tables: a union ordered by kind position, then the item's own order.
  const kindOrder = sql.raw(`array_position(array[${CONTENT_KINDS.map((k) => `'${k}'`).join(',')}]::text[], kind)`);
  const contentRows =
    kind === 'contact'
      ? sql``
      : sql`
      select id, kind, title, status, create_time, update_time, ${kindOrder} as k, sort_order
      from ${contentItems} where is_example ${contentKind ? sql`and kind = ${contentKind}` : sql``}`;
  const contactRows =
    kind && kind !== 'contact'
      ? sql``
      : sql`
      select id, 'contact' as kind, name || '：' || value as title, case when enabled then 'published' else 'offline' end as status,
        create_time, update_time, 1000 as k, sort_order
      from ${contactMembers} where is_example`;
  const union = kind === 'contact' ? contactRows : kind ? contentRows : sql`${contentRows} union all ${contactRows}`;
  const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  const [rows, totals] = await Promise.all([
    db.execute(sql`select * from (${union}) s order by k, sort_order, create_time desc, id limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from (${union}) s`),
  ]);
  return { rows: rowsOf<SampleRaw>(rows), total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0) };
}

/** Deletes the sample rows among `ids` (a course takes its lessons); the number deleted. */
export async function removeSamples(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
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
}

/** Clears the sample mark of the sample rows among `ids`; the number changed. */
export async function markSamplesReal(db: Db, ids: string[], by: string, now: Date): Promise<number> {
  const items = await db
    .update(contentItems)
    .set({ isExample: false, updateBy: by, updateTime: now })
    .where(and(inArray(contentItems.id, ids), eq(contentItems.isExample, true)))
    .returning({ id: contentItems.id });
  const contacts = await db
    .update(contactMembers)
    .set({ isExample: false, updateTime: now })
    .where(and(inArray(contactMembers.id, ids), eq(contactMembers.isExample, true)))
    .returning({ id: contactMembers.id });
  return items.length + contacts.length;
}
