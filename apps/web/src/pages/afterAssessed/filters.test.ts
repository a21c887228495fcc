import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, activeFilterCount, nextPageNumber, readFilters, readPage, toSearchParams, writeFilters } from './filters.ts';

describe('school list filters in the URL', () => {
  it('round-trips every filter and the page through the query string', () => {
    const filters = {
      ...EMPTY_FILTERS,
      province: '北京',
      city: '北京市',
      level: '本科',
      type: '理工',
      tags: ['985', '211'],
      nature: 'public' as const,
      keyword: 'qhdx',
      sort: 'name' as const,
      order: 'desc' as const,
    };
    const params = writeFilters(filters, 3, 20);
    expect(readFilters(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(readPage(params)).toEqual({ page: 3, size: 20 });
  });

  it('leaves defaults out and ignores junk', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
    const junk = new URLSearchParams('level=研究生&nature=x&sort=drop&page=-2&size=999&city=广州');
    expect(readFilters(junk)).toMatchObject({ level: '', nature: '', sort: 'default', city: '广州' });
    expect(readPage(junk)).toEqual({ page: 1, size: 10 });
    // a city without its province is not written
    expect(writeFilters({ ...EMPTY_FILTERS, city: '广州' }).has('city')).toBe(false);
  });

  it('turns filters into the search call: 公办/民办 → isPrivate, no order with the default sort', () => {
    expect(toSearchParams({ ...EMPTY_FILTERS, nature: 'private', tags: ['双一流'] }, 2, 20)).toMatchObject({
      pageNumber: 2,
      pageSize: 20,
      isPrivate: true,
      tags: ['双一流'],
      sort: undefined,
      order: undefined,
      province: undefined,
    });
    expect(toSearchParams({ ...EMPTY_FILTERS, nature: 'public', sort: 'guobiaoCode', order: 'desc' }, 1, 10)).toMatchObject({
      isPrivate: false,
      sort: 'guobiaoCode',
      order: 'desc',
    });
  });

  it('counts the filters set', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, province: '北京', tags: ['985', '211'], keyword: 'x' })).toBe(3);
  });
});

describe('endless list paging', () => {
  it('asks for the next page by its 1-based number and stops at the last (page numbers come back 0-based)', () => {
    expect(nextPageNumber({ number: 0, totalPages: 3 })).toBe(2);
    expect(nextPageNumber({ number: 1, totalPages: 3 })).toBe(3);
    expect(nextPageNumber({ number: 2, totalPages: 3 })).toBeUndefined();
    expect(nextPageNumber({ number: 0, totalPages: 1 })).toBeUndefined();
    expect(nextPageNumber({ number: 0, totalPages: 0 })).toBeUndefined();
  });
});
