import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';

/** The queries of access tokens (tokens.ts holds the rules and the cache). */

export type NewAccessToken = typeof accessTokens.$inferInsert;

/**
 * The lookup of a live token by hash (placeholders `hash` and `now`) with its owner, prepared as
 * the named statement `token_lookup`: every logged-in call runs it, so it is prepared once.
 */
export function prepareTokenLookup(db: Db) {
  return db
    .select({
      tokenId: accessTokens.id,
      remember: accessTokens.remember,
      lastSeenAt: accessTokens.lastSeenAt,
      expiresAt: accessTokens.expiresAt,
      userId: users.id,
      username: users.username,
      type: users.type,
      status: users.status,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), gt(accessTokens.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('token_lookup');
}

/** Stores a new token. */
export async function insertToken(db: Db, values: NewAccessToken): Promise<void> {
  await db.insert(accessTokens).values(values);
}

/** Writes when the token was last used and its new expiry. */
export async function touchToken(db: Db, tokenId: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(accessTokens).set({ lastSeenAt, expiresAt }).where(eq(accessTokens.id, tokenId));
}

/** Deletes one token. */
export async function deleteToken(db: Db, tokenId: string): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

/** Deletes every token of the user, but `keepTokenId` when given. */
export async function deleteUserTokens(db: Db, userId: string, keepTokenId?: string): Promise<void> {
  await db.delete(accessTokens).where(keepTokenId ? and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)) : eq(accessTokens.userId, userId));
}

/** Deletes the tokens expired before `now`; how many. */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  return (await db.delete(accessTokens).where(lt(accessTokens.expiresAt, now)).returning({ id: accessTokens.id })).length;
}
