import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages, settings, sysLogs, users } from '../../db/schema/index.ts';
import type { PageInput } from '../../lib/schema.ts';

/** The queries of the settings: the setting table (store.ts seals and opens it), the outbox, and the delivery guard's. */

export type SettingRow = typeof settings.$inferSelect;
export type NewSysLog = typeof sysLogs.$inferInsert;

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

/** The stored value of one setting row, if there is one (secrets as stored). */
export async function settingValue(db: Db, key: string): Promise<{ value: Record<string, unknown> } | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row;
}

/** Writes a setting row, replacing the one there (and its update time). */
export async function upsertSetting(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updateTime: new Date() } });
}

/** Writes a setting row unless one is there. */
export async function insertSettingIfAbsent(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** Every setting row. */
export function allSettingRows(db: Db): Promise<SettingRow[]> {
  return db.select().from(settings);
}

/** Replaces the value of a setting row (its update time kept). */
export async function setSettingValue(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db.update(settings).set({ value }).where(eq(settings.key, key));
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
