import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';

/** Messages kept by the outbox provider, newest first: one page and the total. */
export async function outboxPage(db: Db, q: PageInput & { recipient?: string; channel?: 'sms' | 'email' }) {
  const { recipient, channel } = q;
  const where = and(
    recipient
      ? ilike(
          outboxMessages.recipient,
          recipient.replace(/[\\%_]/g, (c) => `\\${c}`),
        )
      : undefined,
    channel ? eq(outboxMessages.channel, channel) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createTime), desc(outboxMessages.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: Number(total) };
}
