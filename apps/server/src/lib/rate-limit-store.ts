import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * The rate limits' store on Redis with a degraded mode (issue 33 item 4): while Redis cannot be
 * reached, each instance counts on its own (@fastify/rate-limit's LocalStore) instead of failing
 * every call; counting goes back to Redis as soon as it answers. With N instances a client may then
 * make up to N times the limit: the documented price of staying up (docs/operations.md).
 */
type Callback = (err: Error | null, res: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo: { method: string; url: string } }): Store;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The package's two stores are CommonJS files without types of their own.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;

/** Whether the store is counting per instance now (the monitor and the tests read it). */
export interface DegradedFlag {
  degraded: boolean;
}

function fallbackStore(redis: Store, local: Store, redisClient: Redis, flag: DegradedFlag): Store {
  const pick = (method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) => {
    const localCall = () => {
      flag.degraded = true;
      const fn = local[method]?.bind(local);
      if (fn) fn(key, cb, timeWindow, max);
      else cb(null, { current: 0, ttl: 0 });
    };
    // A client that is not connected would queue the call and wait for its retries: count here at once.
    if (redisClient.status !== 'ready') return localCall();
    redis[method]!(
      key,
      (err, res) => {
        if (err) return localCall();
        flag.degraded = false;
        cb(null, res);
      },
      timeWindow,
      max,
    );
  };
  return {
    incr: (key, cb, timeWindow, max) => pick('incr', key, cb, timeWindow, max),
    read: (key, cb, timeWindow, max) => pick('read', key, cb, timeWindow, max),
    child: (routeOptions) => fallbackStore(redis.child(routeOptions), local.child(routeOptions), redisClient, flag),
  };
}

/** The `store` option of @fastify/rate-limit: Redis under `nameSpace`, each instance's own count while Redis is down. */
export function redisWithFallback(redisClient: Redis, nameSpace: string, flag: DegradedFlag = { degraded: false }): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin hands its resolved settings (both flags set) to a custom store.
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const store = fallbackStore(
        new RedisStore(continueExceeding, exponentialBackoff, redisClient, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redisClient,
        flag,
      );
      return store as unknown as object;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
