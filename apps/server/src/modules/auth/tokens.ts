import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export interface TokenPolicy {
  ttlMinutes: number;
  rememberDays: number;
}

export interface TokenOwner {
  tokenId: string;
  userId: string;
  username: string;
  type: number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** Sliding expiry is written at most this often, so a busy user does not cost a write per request. */
const TOUCH_EVERY_MS = 30_000;

/**
 * Opaque access tokens: 32 random bytes sent to the client, only their SHA-256 stored.
 * A normal login slides (60 minutes after the last request); "remember me" lasts 7 days fixed.
 */
export function tokenService(db: Db, policy: TokenPolicy) {
  const expiryFor = (remember: boolean, from = Date.now()) =>
    new Date(from + (remember ? policy.rememberDays * 86_400_000 : policy.ttlMinutes * 60_000));

  // Every logged-in call runs this lookup: prepared once (named statement on PostgreSQL), so a
  // call neither rebuilds the SQL nor makes the server parse and plan it again.
  const lookup = db
    .select({
      tokenId: accessTokens.id,
      remember: accessTokens.remember,
      lastSeenAt: accessTokens.lastSeenAt,
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

  return {
    async issue(userId: string, remember: boolean, meta: { ip?: string; device?: string } = {}): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(accessTokens).values({
        id: newId(),
        tokenHash: sha256(token),
        userId,
        remember,
        expiresAt: expiryFor(remember),
        ip: meta.ip ?? null,
        device: meta.device?.slice(0, 200) ?? null,
      });
      return token;
    },

    /** Returns the owner of a live token of an enabled user, sliding its expiry; null otherwise. */
    async verify(token: string): Promise<TokenOwner | null> {
      if (!token || token.length > 100) return null;
      const now = new Date();
      const [row] = await lookup.execute({ hash: sha256(token), now });
      if (!row || row.status !== 0) return null;
      if (!row.remember && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(accessTokens)
          .set({ lastSeenAt: now, expiresAt: expiryFor(false, now.getTime()) })
          .where(eq(accessTokens.id, row.tokenId));
      }
      return { tokenId: row.tokenId, userId: row.userId, username: row.username, type: row.type };
    },

    async revoke(tokenId: string): Promise<void> {
      await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
    },

    /** Logs a user out everywhere (disable, password change, kick-out), optionally keeping one token. */
    async revokeUser(userId: string, keepTokenId?: string): Promise<void> {
      await db
        .delete(accessTokens)
        .where(keepTokenId ? and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)) : eq(accessTokens.userId, userId));
    },

    async purgeExpired(): Promise<void> {
      await db.delete(accessTokens).where(lt(accessTokens.expiresAt, new Date()));
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
