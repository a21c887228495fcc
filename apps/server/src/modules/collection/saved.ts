import type { CollectionKind } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { announce, type BusEvent, type EventBus } from '../../lib/bus.ts';
import { savedKeysLookup } from './repo.ts';

/** A user's saved set is trusted this long; a save or removal anywhere reaches every instance sooner, through the bus. */
export const SAVED_CACHE_MS = 60_000;
const SAVED_CACHE_USERS = 5_000;

interface Known {
  keys: Set<string>;
  loadedAt: number;
}

/**
 * "Did this user save it?" for the school and major pages. Every detail page a logged-in user
 * opens asks it, so a user's saved keys (at most 2 × COLLECTION_MAX) are read in one query and
 * kept for a minute. A save or removal forgets them here at once and on every other instance
 * through the bus (a Redis reconnect forgets everything). `generation` stops a read that was under
 * way while the set changed from putting the old set back.
 */
export class SavedFlags {
  private readonly known = new Map<string, Known>();
  private generation = 0;
  private bus?: EventBus;
  private unsubscribe?: () => void;
  private readonly lookup;

  constructor(
    db: Db,
    private readonly opts: { cacheMs?: number; now?: () => number } = {},
  ) {
    this.lookup = savedKeysLookup(db);
  }

  /** Hears saves made on other instances (and resyncs) from now on. */
  listen(bus: EventBus): () => void {
    this.unsubscribe?.();
    this.bus = bus;
    const off = bus.subscribe((event: BusEvent) => {
      if (event.type === 'saved') this.forgetLocally(event.userIds);
      else if (event.type === 'resync') this.forgetLocally('all');
    });
    this.unsubscribe = () => {
      off();
      if (this.bus === bus) this.bus = undefined;
    };
    return this.unsubscribe;
  }

  async has(userId: string, kind: CollectionKind, targetId: string): Promise<boolean> {
    const known = this.peek(userId, kind, targetId);
    if (known !== undefined) return known;
    const now = this.now();
    const startedIn = this.generation;
    const rows = await this.lookup(userId);
    const entry = { keys: new Set(rows.map((r) => `${r.kind}:${r.targetId}`)), loadedAt: now };
    if (this.cacheMs > 0 && startedIn === this.generation) {
      this.known.delete(userId);
      this.known.set(userId, entry);
      if (this.known.size > SAVED_CACHE_USERS) this.known.delete(this.known.keys().next().value!);
    }
    return entry.keys.has(`${kind}:${targetId}`);
  }

  /** has() from memory, without waiting: undefined when the user's set must be read first. */
  peek(userId: string, kind: CollectionKind, targetId: string): boolean | undefined {
    const entry = this.known.get(userId);
    if (!entry || this.now() - entry.loadedAt >= this.cacheMs) return undefined;
    return entry.keys.has(`${kind}:${targetId}`);
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  private get cacheMs(): number {
    return this.opts.cacheMs ?? SAVED_CACHE_MS;
  }

  /** The user's saved items changed (after the database write): forget them everywhere. */
  async changed(userId: string): Promise<void> {
    this.forgetLocally([userId]);
    await announce(this.bus, { type: 'saved', userIds: [userId] });
  }

  private forgetLocally(userIds: string[] | 'all'): void {
    this.generation += 1;
    if (userIds === 'all') this.known.clear();
    else for (const id of userIds) this.known.delete(id);
  }
}
