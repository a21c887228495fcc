import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { announce, type BusEvent, type EventBus } from '../../lib/bus.ts';
import type { TokenOwner } from '../../plugins/auth.ts';
import { deleteExpiredTokens, deleteToken, deleteUserTokens, insertToken, prepareTokenLookup, touchToken } from './tokens-repo.ts';

export interface TokenPolicy {
  ttlMinutes: number;
  rememberDays: number;
}

export interface TokenCacheOptions {
  /** Sessions ended on one instance are forgotten by every other through this bus. */
  bus?: EventBus;
  /** How long a checked token is trusted without asking the database again (0: never cached). */
  cacheMs?: number;
  /** At most this many tokens are remembered (least recently checked go first). */
  cacheSize?: number;
  now?: () => number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** Sliding expiry is written at most this often, so a busy user does not cost a write per request. */
const TOUCH_EVERY_MS = 30_000;
/** A checked token is trusted for this long; revocations reach every instance sooner, through the bus. */
export const TOKEN_CACHE_MS = 5_000;
const TOKEN_CACHE_SIZE = 20_000;

interface Checked {
  owner: TokenOwner;
  remember: boolean;
  lastSeenAt: number;
  expiresAt: number;
  checkedAt: number;
}

/** Which sessions to forget: these tokens, and every token of these users. */
export interface TokenTarget {
  tokenIds?: string[];
  userIds?: string[];
}

/**
 * Opaque access tokens: 32 random bytes sent to the client, only their SHA-256 stored.
 * A normal login slides (60 minutes after the last request); "remember me" lasts 7 days fixed.
 */
export function tokenService(db: Db, policy: TokenPolicy, opts: TokenCacheOptions = {}) {
  const expiryFor = (remember: boolean, from = Date.now()) => new Date(from + (remember ? policy.rememberDays * 86_400_000 : policy.ttlMinutes * 60_000));

  // Every logged-in call runs this lookup: prepared once (named statement on PostgreSQL), so a
  // call neither rebuilds the SQL nor makes the server parse and plan it again.
  const lookup = prepareTokenLookup(db);

  // Checked tokens, by hash. Every logged-in call checks its token, and a busy page makes many
  // calls, so a check is trusted for a few seconds. A session that ends (logout, kick-out, disable,
  // password reset, deletion) is forgotten here at once and on every other instance through the
  // bus; the few seconds only bound the case where an instance missed the bus (and a Redis
  // reconnect forgets everything). `generation` stops a check that was already reading the
  // database when its session ended from putting it back.
  const cacheMs = opts.cacheMs ?? TOKEN_CACHE_MS;
  const cacheSize = opts.cacheSize ?? TOKEN_CACHE_SIZE;
  const clock = opts.now ?? Date.now;
  const checked = new Map<string, Checked>();
  let generation = 0;

  function forgetLocally(target: TokenTarget | 'all'): void {
    generation += 1;
    if (target === 'all') return checked.clear();
    const tokenIds = new Set(target.tokenIds ?? []);
    const userIds = new Set(target.userIds ?? []);
    for (const [token, c] of checked) {
      if (tokenIds.has(c.owner.tokenId) || userIds.has(c.owner.userId)) checked.delete(token);
    }
  }
  const onEvent = (event: BusEvent) => {
    if (event.type === 'kick' || event.type === 'tokens') forgetLocally(event);
    else if (event.type === 'resync') forgetLocally('all');
  };
  const unsubscribe = opts.bus?.subscribe(onEvent);

  /** Forgets sessions here and on every instance (after their rows changed in the database). */
  async function forget(target: TokenTarget): Promise<void> {
    forgetLocally(target);
    await announce(opts.bus, { type: 'tokens', tokenIds: target.tokenIds ?? [], userIds: target.userIds ?? [] });
  }

  /** A check still trusted at `now` (within the cache time, the token not expired), if any. */
  function trusted(token: string, now: number): Checked | undefined {
    const c = checked.get(token);
    return c && now - c.checkedAt < cacheMs && c.expiresAt > now ? c : undefined;
  }

  /** A normal login's expiry slides, written at most every TOUCH_EVERY_MS. */
  const touchDue = (c: Checked, now: number) => !c.remember && now - c.lastSeenAt > TOUCH_EVERY_MS;

  async function touch(c: Checked, now: number): Promise<void> {
    const expiresAt = expiryFor(false, now);
    c.lastSeenAt = now;
    c.expiresAt = expiresAt.getTime();
    await touchToken(db, c.owner.tokenId, new Date(now), expiresAt);
  }

  return {
    async issue(userId: string, remember: boolean, meta: { ip?: string; device?: string } = {}): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await insertToken(db, {
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

    /**
     * The owner of a token checked seconds ago, with nothing to write (no expiry to slide), without
     * a promise; undefined when the token needs verify(). The busiest path: a logged-in page's calls.
     */
    known(token: string): TokenOwner | undefined {
      const now = clock();
      const known = trusted(token, now);
      return known && !touchDue(known, now) ? known.owner : undefined;
    },

    /** Returns the owner of a live token of an enabled user, sliding its expiry; null otherwise. */
    async verify(token: string): Promise<TokenOwner | null> {
      if (!token || token.length > 100) return null;
      const now = clock();
      // Remembered by the token itself, in this process's memory only and for seconds (the
      // database keeps hashes, so a leaked table holds no usable token); the hash is made on a
      // miss only (it was 3–4 % of a cached recommendation).
      const known = trusted(token, now);
      if (known) {
        if (touchDue(known, now)) await touch(known, now);
        return known.owner;
      }
      checked.delete(token);
      const startedIn = generation;
      const [row] = await lookup.execute({ hash: sha256(token), now: new Date(now) });
      if (!row || row.status !== 0) return null;
      const c: Checked = {
        owner: { tokenId: row.tokenId, userId: row.userId, username: row.username, type: row.type },
        remember: row.remember,
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        checkedAt: now,
      };
      if (touchDue(c, now)) await touch(c, now);
      if (cacheMs > 0 && startedIn === generation) {
        checked.set(token, c);
        if (checked.size > cacheSize) checked.delete(checked.keys().next().value!);
      }
      return c.owner;
    },

    async revoke(tokenId: string): Promise<void> {
      await deleteToken(db, tokenId);
      await forget({ tokenIds: [tokenId] });
    },

    /** Logs a user out everywhere (disable, password change, kick-out), optionally keeping one token. */
    async revokeUser(userId: string, keepTokenId?: string): Promise<void> {
      await deleteUserTokens(db, userId, keepTokenId);
      // The kept token is forgotten too: it is simply checked again on its next call.
      await forget({ userIds: [userId] });
    },

    forget,

    /** Stops listening to the bus (the app closes). */
    close(): void {
      unsubscribe?.();
      checked.clear();
    },

    /** Deletes the sessions that expired (the session.purge job); returns how many. */
    async purgeExpired(): Promise<number> {
      return deleteExpiredTokens(db, new Date());
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
