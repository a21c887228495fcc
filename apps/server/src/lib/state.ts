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
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

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
    close: async () => clearInterval(sweep),
  };
}

export function redisState(redis: Redis, prefix = 'zy:'): SharedState {
  return {
    kind: 'redis',
    get: (key) => redis.get(prefix + key),
    set: async (key, value, ttlMs) => void (await redis.set(prefix + key, value, 'PX', ttlMs)),
    take: async (key) => {
      const [[, value]] = (await redis.multi().get(prefix + key).del(prefix + key).exec()) as [[null, string | null], unknown];
      return value;
    },
    incr: async (key, windowMs) => {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number], unknown];
      return count;
    },
    del: async (key) => void (await redis.del(prefix + key)),
    close: async () => void (await redis.quit()),
  };
}

export async function openState(redisUrl?: string, prefix?: string): Promise<{ state: SharedState; redis?: Redis }> {
  if (!redisUrl) return { state: memoryState() };
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return { state: redisState(redis, prefix), redis };
}
