import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { watchRedis } from './state.ts';

/**
 * Events every server instance must hear (a new message for some users, a session kicked out):
 * in-process without Redis, Redis pub/sub when REDIS_URL is set so several instances act as one.
 */
export type BusEvent =
  | { type: 'message'; userIds: string[] | 'all'; message: { id: string; title: string; type: string; createTime: string } }
  | { type: 'unread'; userIds: string[] }
  /** Sessions ended: the given token ids, or every session of `userIds` when tokenIds is empty. */
  | { type: 'kick'; tokenIds: string[]; userIds: string[] }
  /** Sessions that ended or whose user changed: forget their cached token checks (logout, disable, edit). */
  | { type: 'tokens'; tokenIds: string[]; userIds: string[] }
  /** These users saved or removed a school or major: forget their cached saved sets. */
  | { type: 'saved'; userIds: string[] }
  /** The stop-word list changed on instance `origin`: the others rebuild their matcher. */
  | { type: 'stopWords'; origin: string }
  /**
   * Local only, never published: this instance may have missed events (its Redis subscription
   * was lost and is back), so whatever it derived from earlier events must be dropped.
   */
  | { type: 'resync' };

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
}

export function memoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (event) => void emitter.emit('event', event),
    subscribe: (handler) => {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** Publishes on `redis`; listens on a duplicate connection (a subscribing connection can do nothing else). */
export async function redisBus(redis: Redis, channel = 'zy:bus'): Promise<EventBus> {
  // The subscription is sent before this connection is up, so it keeps its queue.
  const sub = redis.duplicate({ enableOfflineQueue: true });
  watchRedis(sub, 'event bus');
  const handlers = new Set<(event: BusEvent) => void>();
  // After a lost connection the subscription comes back by itself, but what was published in
  // between is gone: tell the handlers to drop what they derived from events.
  let subscribed = false;
  sub.on('ready', () => {
    if (!subscribed) return;
    for (const h of handlers) h({ type: 'resync' });
  });
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    let event: BusEvent;
    try {
      event = JSON.parse(raw) as BusEvent;
    } catch {
      return;
    }
    for (const h of handlers) h(event);
  });
  await sub.subscribe(channel);
  subscribed = true;
  return {
    kind: 'redis',
    publish: async (event) => void (await redis.publish(channel, JSON.stringify(event))),
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => {
      handlers.clear();
      sub.disconnect();
    },
  };
}

/**
 * Publishes for caches on other instances, waiting a moment at most: a bus that is down (Redis
 * unreachable) must neither fail nor hang the call that changed something. Their caches then
 * expire by themselves (TOKEN_CACHE_SECONDS, a minute for saved flags), and a reconnect resyncs.
 */
export async function announce(bus: EventBus | undefined, event: BusEvent, waitMs = 1_000): Promise<void> {
  if (!bus) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    bus.publish(event).catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}
