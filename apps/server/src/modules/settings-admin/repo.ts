import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { outboxMessages, sysLogs, users } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';
import { likeLiteral } from '../../lib/query.ts';

/** The queries of 系统配置's screens: the outbox, and the delivery guard's (the setting table's are in settings/repo.ts). */

export type NewSysLog = typeof sysLogs.$inferInsert;

/** Messages kept by the outbox provider, newest first: one page and the total. */
export async function outboxPage(db: Db, q: PageInput & { recipient?: string; channel?: 'sms' | 'email' }) {
  const { recipient, channel } = q;
  const where = and(recipient ? ilike(outboxMessages.recipient, likeLiteral(recipient)) : undefined, channel ? eq(outboxMessages.channel, channel) : undefined);
  return tablePage(db, outboxMessages, where, [desc(outboxMessages.createTime), desc(outboxMessages.id)], q);
}

/** The user's password hash (a delivery change's confirmation), if the user exists. */
export async function confirmingHashOf(db: Db, userId: string): Promise<{ hash: string } | undefined> {
  const [me] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return me;
}

/** Writes an entry of the operation log. */
export async function insertSysLog(db: Db, values: NewSysLog): Promise<void> {
  await db.insert(sysLogs).values(values);
}
