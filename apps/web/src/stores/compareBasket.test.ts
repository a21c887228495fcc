import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_MAX, COMPARE_STORAGE_KEY, addToBasket, readBasket, sanitizeBasket } from './compareBasket.ts';
import { useLoginStore } from './login.ts';

const school = (n: number) => ({ id: `1000${n}`, name: `学校${n}` });

describe('compare basket rules', () => {
  it('adds a school once: a second add of the same id is a duplicate and changes nothing', () => {
    const first = addToBasket([], school(1));
    expect(first.outcome).toBe('added');
    const again = addToBasket(first.list, { id: '10001', name: '别名' });
    expect(again.outcome).toBe('duplicate');
    expect(again.list).toEqual([school(1)]);
  });

  it('holds at most four schools', () => {
    let list = [school(1), school(2), school(3)];
    const fourth = addToBasket(list, school(4));
    expect(fourth.outcome).toBe('added');
    list = fourth.list;
    expect(list).toHaveLength(COMPARE_MAX);
    const fifth = addToBasket(list, school(5));
    expect(fifth.outcome).toBe('full');
    expect(fifth.list.map((s) => s.id)).toEqual(['10001', '10002', '10003', '10004']);
  });

  it('cleans what storage holds: bad entries, duplicates and more than four are dropped', () => {
    expect(sanitizeBasket('nope')).toEqual([]);
    expect(sanitizeBasket([school(1), { id: 3 }, null, school(1), school(2), school(3), school(4), school(5)]).map((s) => s.id)).toEqual([
      '10001',
      '10002',
      '10003',
      '10004',
    ]);
  });
});

describe('compare basket in the login store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLoginStore.setState({ compareSchools: [] });
  });

  it('persists additions and removals in localStorage', () => {
    const { addCompareSchool, removeCompareSchool } = useLoginStore.getState();
    expect(addCompareSchool(school(1))).toBe('added');
    expect(addCompareSchool(school(2))).toBe('added');
    expect(addCompareSchool(school(1))).toBe('duplicate');
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([school(1), school(2)]);
    removeCompareSchool('10001');
    expect(readBasket()).toEqual([school(2)]);
    expect(useLoginStore.getState().compareSchools).toEqual([school(2)]);
  });

  it('refuses a fifth school and keeps the stored four', () => {
    const { addCompareSchool } = useLoginStore.getState();
    for (let i = 1; i <= 4; i += 1) addCompareSchool(school(i));
    expect(addCompareSchool(school(5))).toBe('full');
    expect(readBasket()).toHaveLength(4);
    expect(useLoginStore.getState().compareSchools.map((s) => s.id)).not.toContain('10005');
  });

  it('starts from the stored basket after a reload', async () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([school(7), school(8)]));
    vi.resetModules();
    const fresh = await import('./login.ts');
    expect(fresh.useLoginStore.getState().compareSchools).toEqual([school(7), school(8)]);
  });

  it('empties the basket and its storage when the user is cleared (logout)', () => {
    useLoginStore.getState().addCompareSchool(school(1));
    useLoginStore.getState().clear();
    expect(useLoginStore.getState().compareSchools).toEqual([]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });
});
