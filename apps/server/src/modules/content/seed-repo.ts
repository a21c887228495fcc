import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems, files, settings, users } from '../../db/schema/index.ts';

/** The queries of the content seed (seed.ts holds what is seeded and when). */

type NewItem = typeof contentItems.$inferInsert;
type NewFile = typeof files.$inferInsert;

/** The setting keys of the kinds whose seed ran (contentSeeded:…). */
export async function seededMarkers(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(sql`${settings.key} like 'contentSeeded:%'`);
  return rows.map((r) => r.key);
}

/** Writes the seed marker; whether this call wrote it (false when it was there already). */
export async function claimMarker(db: Db, key: string): Promise<boolean> {
  const first = await db
    .insert(settings)
    .values({ key, value: { at: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return first.length > 0;
}

/**
 * In one transaction: claims the marker and, only when this call claimed it, adds the rows in
 * batches of 50 (a row whose seed key is there already is skipped).
 */
export async function seedItemsOnce(db: Db, key: string, rows: NewItem[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimMarker(tx, key))) return;
    for (let i = 0; i < rows.length; i += 50)
      await tx
        .insert(contentItems)
        .values(rows.slice(i, i + 50))
        .onConflictDoNothing();
  });
}

/** The user named admin (any case): id and username, or undefined. */
export async function adminUser(db: Db): Promise<{ id: string; username: string } | undefined> {
  const [admin] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = 'admin'`)
    .limit(1);
  return admin;
}

/** Whether the setting of this key exists. */
export async function hasMarker(db: Db, key: string): Promise<boolean> {
  const [marked] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).limit(1);
  return !!marked;
}

/** Adds a file row. */
export async function insertFile(db: Db, values: NewFile): Promise<void> {
  await db.insert(files).values(values);
}

/** Whether a course of this seed key exists. */
export async function seededCourseExists(db: Db, seedKey: string): Promise<boolean> {
  const [exists] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'course'), eq(contentItems.seedKey, seedKey)))
    .limit(1);
  return !!exists;
}

/** Adds content rows (one statement). */
export async function insertItems(db: Db, rows: NewItem[]): Promise<void> {
  await db.insert(contentItems).values(rows);
}
