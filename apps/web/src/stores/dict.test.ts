import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_LIMIT_OPTION, useDictStore, withNoLimit } from './dict.ts';

const items = [
  { title: '综合', value: 1 },
  { title: '理工', value: 2 },
];

describe('dictionary store', () => {
  beforeEach(() => useDictStore.setState({ lists: {} }));

  it("prepends { title: '不限', value: 0 } for province and school_type", () => {
    expect(withNoLimit('province', items)[0]).toEqual({ title: '不限', value: 0 });
    expect(withNoLimit('school_type', items)).toEqual([NO_LIMIT_OPTION, ...items]);
  });

  it('leaves other types alone', () => {
    expect(withNoLimit('sex', items)).toEqual(items);
  });

  it('loads a type once and caches it', async () => {
    const fetcher = vi.fn(async () => items);
    const store = useDictStore.getState();
    const [first, second] = await Promise.all([store.load('school_type', fetcher), store.load('school_type', fetcher)]);
    await useDictStore.getState().load('school_type', fetcher);
    expect(fetcher).toHaveBeenCalledOnce();
    expect(first).toEqual([NO_LIMIT_OPTION, ...items]);
    expect(second).toBe(first);
    expect(useDictStore.getState().lists.school_type).toHaveLength(3);
  });

  it('gives an empty list when the call fails and retries next time', async () => {
    const failing = vi.fn(async () => {
      throw new Error('request timed out');
    });
    await expect(useDictStore.getState().load('province', failing)).resolves.toEqual([]);
    expect(useDictStore.getState().lists.province).toBeUndefined();
    const working = vi.fn(async () => items);
    await expect(useDictStore.getState().load('province', working)).resolves.toHaveLength(3);
  });
});
