import type { Redis } from 'ioredis';

/**
 * Short-lived shared state: captcha codes, login failure counters, lockouts.
 * In-process by default; Redis when REDIS_URL is set, so several instances behave as one.
 */
export interface SharedState {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step (one-use codes). */
  take(key: string): Promise<string | null>;
  /** Increments a counter; the window starts at the first increment. Returns the new count. */
  incr(key: string, windowMs: number): Promise<number>;
  del(key: string): Promise<void>;
  /**
   * The keys matching a glob (`*` for any run of characters), a page at a time from `cursor` ('0' to
   * start; '0' back when done): SCAN, never KEYS, so a large store is never blocked (缓存监控).
   */
  scan(match: string, cursor: string, count: number): Promise<{ cursor: string; keys: string[] }>;
  /** Milliseconds the key has left: -1 when it never expires, -2 when it is not there. */
  ttl(key: string): Promise<number>;
  /** What the store says of itself: its key count, the memory it uses and its INFO fields (Redis). */
  stats(): Promise<{ keys: number; memoryBytes: number; info: Record<string, string> }>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

/** A Redis-style glob (only `*` is special) as a RegExp over the whole key. */
const globRegExp = (match: string) =>
  new RegExp(
    `^${match
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    's',
  );

export function memoryState(now: () => number = Date.now): SharedState {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttlMs) => void entries.set(key, { value, expiresAt: now() + ttlMs }),
    take: async (key) => {
      const e = live(key);
      entries.delete(key);
      return e?.value ?? null;
    },
    incr: async (key, windowMs) => {
      const e = live(key);
      const count = (e ? Number(e.value) : 0) + 1;
      entries.set(key, { value: String(count), expiresAt: e?.expiresAt ?? now() + windowMs });
      return count;
    },
    del: async (key) => void entries.delete(key),
    scan: async (match, cursor, count) => {
      const pattern = globRegExp(match);
      const keys = [...entries.keys()];
      const start = Number(cursor) || 0;
      const end = Math.min(keys.length, start + Math.max(1, count));
      const found = keys.slice(start, end).filter((key) => live(key) && pattern.test(key));
      return { cursor: end >= keys.length ? '0' : String(end), keys: found };
    },
    ttl: async (key) => {
      const e = live(key);
      return e ? Math.max(0, e.expiresAt - now()) : -2;
    },
    stats: async () => {
      let bytes = 0;
      let keys = 0;
      for (const [key, e] of entries) {
        if (e.expiresAt <= now()) continue;
        keys += 1;
        bytes += 2 * (key.length + e.value.length) + 48;
      }
      return { keys, memoryBytes: bytes, info: { store: 'memory', keys: String(keys), approx_bytes: String(bytes) } };
    },
    close: async () => clearInterval(sweep),
  };
}

/** INFO's `field:value` lines, sections dropped. */
export function parseRedisInfo(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0 && !line.startsWith('#')) out[line.slice(0, at)] = line.slice(at + 1);
  }
  return out;
}

export function redisState(redis: Redis, prefix = 'zy:'): SharedState {
  return {
    kind: 'redis',
    get: (key) => redis.get(prefix + key),
    set: async (key, value, ttlMs) => void (await redis.set(prefix + key, value, 'PX', ttlMs)),
    take: async (key) => {
      const [[, value]] = (await redis
        .multi()
        .get(prefix + key)
        .del(prefix + key)
        .exec()) as [[null, string | null], unknown];
      return value;
    },
    incr: async (key, windowMs) => {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number], unknown];
      return count;
    },
    del: async (key) => void (await redis.del(prefix + key)),
    scan: async (match, cursor, count) => {
      const [next, keys] = await redis.scan(cursor, 'MATCH', prefix + match, 'COUNT', Math.max(1, count));
      return { cursor: next, keys: keys.map((key) => key.slice(prefix.length)) };
    },
    ttl: (key) => redis.pttl(prefix + key),
    stats: async () => {
      const [keys, info] = await Promise.all([redis.dbsize(), redis.info()]);
      const fields = parseRedisInfo(info);
      return { keys, memoryBytes: Number(fields.used_memory ?? 0), info: fields };
    },
    close: async () => void (await redis.quit()),
  };
}

/**
 * Says once that a Redis connection is lost and once that it is back (ioredis reports every failed
 * reconnect, every ~2 s); it reconnects by itself, and meanwhile the calls that need it answer 503
 * while the rate limits count per instance (docs/operations.md).
 */
export function watchRedis(redis: Redis, name: string, warn: (line: string) => void = console.warn): void {
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    warn(`Redis (${name}) unreachable: ${err.message}; reconnecting`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    warn(`Redis (${name}) reachable again`);
  });
}

export async function openState(redisUrl?: string, prefix?: string): Promise<{ state: SharedState; redis?: Redis }> {
  if (!redisUrl) return { state: memoryState() };
  const { Redis } = await import('ioredis');
  // While Redis is away a call fails at once (answered 503) instead of waiting in a queue for the reconnect.
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  watchRedis(redis, 'shared state');
  await redis.connect();
  return { state: redisState(redis, prefix), redis };
}
