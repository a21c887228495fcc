import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The queries of the settings: the setting table (store.ts seals and opens it). */

export type SettingRow = typeof settings.$inferSelect;

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
