import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { TEST_KINDS } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { testRecords } from '../../db/schema/index.ts';

/** The test_record queries of 测评 (service.ts holds the rules). */

export type RecordRow = typeof testRecords.$inferSelect;
export type NewRecordRow = typeof testRecords.$inferInsert;

/** The user's latest finished sitting of a kind, or undefined. */
export async function latestFinished(db: Db, userId: string, kind: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.userId, userId), eq(testRecords.kind, kind), eq(testRecords.status, 'finished')))
    .orderBy(desc(testRecords.finishTime), desc(testRecords.id))
    .limit(1);
  return row;
}

/** The latest finished sitting of a kind of each of these users (one row per user who has one). */
export function latestFinishedOf(db: Db, userIds: string[], kind: string): Promise<RecordRow[]> {
  return db
    .selectDistinctOn([testRecords.userId])
    .from(testRecords)
    .where(and(inArray(testRecords.userId, userIds), eq(testRecords.kind, kind), eq(testRecords.status, 'finished')))
    .orderBy(testRecords.userId, desc(testRecords.finishTime), desc(testRecords.id));
}

/** The user's sitting of a test (a kind of TEST_KINDS) with this id, or undefined. */
export async function ownSitting(db: Db, userId: string, id: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.id, id), eq(testRecords.userId, userId), inArray(testRecords.kind, [...TEST_KINDS])));
  return row;
}

/** The user's sittings of these kinds, newest first: id, kind, version, status, finish time and how many items are answered. */
export function sittingSummaries(db: Db, userId: string, kinds: string[]) {
  return db
    .select({
      id: testRecords.id,
      kind: testRecords.kind,
      version: testRecords.version,
      status: testRecords.status,
      finishTime: testRecords.finishTime,
      answered: sql<number>`(select count(*) from jsonb_object_keys(${testRecords.answers}))`.mapWith(Number),
    })
    .from(testRecords)
    .where(and(eq(testRecords.userId, userId), inArray(testRecords.kind, kinds)))
    .orderBy(desc(testRecords.startTime), desc(testRecords.id));
}

/** The user's sittings of a kind (or of every test kind), newest first, at most `limit`. */
export function sittingsOf(db: Db, userId: string, kind: string | undefined, limit: number): Promise<RecordRow[]> {
  return db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.userId, userId), kind ? eq(testRecords.kind, kind) : inArray(testRecords.kind, [...TEST_KINDS])))
    .orderBy(desc(testRecords.startTime), desc(testRecords.id))
    .limit(limit);
}

/** Takes the transaction's lock on the user's sittings of a kind (held until it ends). */
export async function lockSittings(tx: Db, userId: string, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test_record:${userId}:${kind}`}))`);
}

/** The user's row of test_record with this id (any kind, any status), or undefined. */
export async function recordOfUser(db: Db, userId: string, id: string): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.id, id), eq(testRecords.userId, userId)));
  return row;
}

/** The user's newest sitting in progress of a kind on this bank version, or undefined. */
export async function openSitting(db: Db, userId: string, kind: string, version: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(testRecords)
    .where(and(eq(testRecords.userId, userId), eq(testRecords.kind, kind), eq(testRecords.status, 'in_progress'), eq(testRecords.version, version)))
    .orderBy(desc(testRecords.startTime), desc(testRecords.id))
    .limit(1);
  return row;
}

/** Changes a sitting still in progress; the row changed, or undefined when it is finished (or gone). */
export async function updateOpenSitting(db: Db, id: string, values: Partial<NewRecordRow>): Promise<RecordRow | undefined> {
  const [updated] = await db
    .update(testRecords)
    .set(values)
    .where(and(eq(testRecords.id, id), eq(testRecords.status, 'in_progress')))
    .returning();
  return updated;
}

/** Adds a sitting; the row added. */
export async function insertSitting(db: Db, values: NewRecordRow): Promise<RecordRow> {
  const [created] = await db.insert(testRecords).values(values).returning();
  return created;
}
