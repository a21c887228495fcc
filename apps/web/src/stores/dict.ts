import { create } from 'zustand';
import { getDictByType, type DictItem } from '../api/dict.ts';
import { unwrap } from '../api/http.ts';

/** Dictionary types whose lists start with a 'no limit' choice (spec §3). */
export const NO_LIMIT_TYPES = ['province', 'school_type'] as const;

export const NO_LIMIT_OPTION: DictItem = { title: '不限', value: 0 };

export function withNoLimit(type: string, items: readonly DictItem[]): DictItem[] {
  return (NO_LIMIT_TYPES as readonly string[]).includes(type) ? [{ ...NO_LIMIT_OPTION }, ...items] : [...items];
}

export type DictFetcher = (type: string) => Promise<DictItem[]>;

const fetchFromApi: DictFetcher = (type) => unwrap(getDictByType(type));

export interface DictStore {
  lists: Record<string, DictItem[]>;
  /** Cached list of a type; loads it once. A failed load gives [] and is retried next time. */
  load(type: string, fetcher?: DictFetcher): Promise<DictItem[]>;
}

const inflight = new Map<string, Promise<DictItem[]>>();

export const useDictStore = create<DictStore>()((set, get) => ({
  lists: {},
  load: (type, fetcher = fetchFromApi) => {
    const cached = get().lists[type];
    if (cached) return Promise.resolve(cached);
    const running = inflight.get(type);
    if (running) return running;
    const promise = fetcher(type)
      .then((items) => {
        const list = withNoLimit(type, items ?? []);
        set((s) => ({ lists: { ...s.lists, [type]: list } }));
        return list;
      })
      .catch(() => [] as DictItem[])
      .finally(() => inflight.delete(type));
    inflight.set(type, promise);
    return promise;
  },
}));
