import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/index.ts';

export type OidcPayloadRow = typeof oidcPayloads.$inferSelect;
export type OidcPayloadInsert = typeof oidcPayloads.$inferInsert;

/** Not expired at `now` (no expiry: kept until destroyed). */
const live = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/** Writes an artifact, replacing the one of that kind and id (the provider saves a session again on every change). */
export async function upsertPayload(db: Db, row: OidcPayloadInsert): Promise<void> {
  const { kind: _kind, id: _id, ...rest } = row;
  await db
    .insert(oidcPayloads)
    .values(row)
    .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: rest });
}

export async function findPayload(db: Db, kind: string, id: string, now = new Date()): Promise<OidcPayloadRow | undefined> {
  const [row] = await db
    .select()
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id), live(now)))
    .limit(1);
  return row;
}

export async function findPayloadBy(db: Db, kind: string, by: 'uid' | 'userCode', value: string, now = new Date()): Promise<OidcPayloadRow | undefined> {
  const column = by === 'uid' ? oidcPayloads.uid : oidcPayloads.userCode;
  const [row] = await db
    .select()
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, kind), eq(column, value), live(now)))
    .limit(1);
  return row;
}

/** Marks a one-use artifact (a code, a rotated refresh token) used; a second use is then refused by the provider. */
export async function consumePayload(db: Db, kind: string, id: string, at = new Date()): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: at })
    .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)));
}

export async function destroyPayload(db: Db, kind: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id)));
}

/** The artifacts of one kind issued under a grant (the provider asks kind by kind). */
export async function revokeGrantKind(db: Db, kind: string, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.grantId, grantId)));
}

/** Every grant, code and token of these clients (the client is disabled or deleted). */
export async function revokeClients(db: Db, clientIds: string[]): Promise<void> {
  if (!clientIds.length) return;
  const grants = db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, 'Grant'), inArray(oidcPayloads.clientId, clientIds)));
  await db.delete(oidcPayloads).where(or(inArray(oidcPayloads.clientId, clientIds), inArray(oidcPayloads.grantId, grants)));
}

/** The newest live grant a user gave a client (consent remembered across sessions), if any. */
export async function latestGrantId(db: Db, accountId: string, clientId: string, now = new Date()): Promise<string | undefined> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, 'Grant'), eq(oidcPayloads.accountId, accountId), eq(oidcPayloads.clientId, clientId), live(now)))
    .orderBy(desc(sql`(${oidcPayloads.payload}->>'iat')::bigint`))
    .limit(1);
  return row?.id;
}

/** Deletes what expired before `now`; returns how many. */
export async function purgeExpiredPayloads(db: Db, now = new Date()): Promise<number> {
  const rows = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id });
  return rows.length;
}
