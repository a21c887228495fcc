import { and, desc, eq, sql } from 'drizzle-orm';
import type { CollectionKind } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';

/** The queries of 收藏 (service.ts holds the rules). */

export type CollectionRow = typeof collections.$inferSelect;

const mine = (userId: string, kind: CollectionKind, targetId: string) =>
  and(eq(collections.userId, userId), eq(collections.kind, kind), eq(collections.targetId, targetId));

/** Removes the saved target; whether it was there. */
export async function removeSaved(db: Db, userId: string, kind: CollectionKind, targetId: string): Promise<boolean> {
  const removed = await db
    .delete(collections)
    .where(mine(userId, kind, targetId))
    .returning({ kind: collections.kind });
  return removed.length > 0;
}

/** How many targets of the kind the user has saved. */
export const savedCount = (db: Db, userId: string, kind: CollectionKind) =>
  db.$count(collections, and(eq(collections.userId, userId), eq(collections.kind, kind)));

/** Saves the target (nothing when it is saved already). */
export async function insertSaved(db: Db, userId: string, kind: CollectionKind, targetId: string): Promise<void> {
  await db.insert(collections).values({ userId, kind, targetId }).onConflictDoNothing();
}

/** The user's saved items (of one kind, or all), newest first, at most `limit`. */
export function savedOf(db: Db, userId: string, kind: CollectionKind | undefined, limit: number): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), kind ? eq(collections.kind, kind) : undefined))
    .orderBy(desc(collections.createTime))
    .limit(limit);
}

/** Prepares the query of a user's saved keys once; the returned function gives the kind and target of every item the user saved. */
export function savedKeysLookup(db: Db) {
  const prepared = db
    .select({ kind: collections.kind, targetId: collections.targetId })
    .from(collections)
    .where(eq(collections.userId, sql.placeholder('userId')))
    .prepare('collection_saved_keys');
  return (userId: string) => prepared.execute({ userId });
}
