import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './filters.ts';

describe('information filters', () => {
  it("defaults to the user's province, the first page and every category", () => {
    expect(readFilters(new URLSearchParams(''), '河南')).toEqual({ category: '', province: '河南', q: '', page: 1 });
  });

  it('reads province=all as no province filter and keeps it when written back', () => {
    const filters = readFilters(new URLSearchParams('province=all'), '河南');
    expect(filters.province).toBe('');
    expect(writeFilters(filters, '河南').toString()).toBe('province=all');
  });

  it('drops an unknown category, province or page instead of sending it to the server', () => {
    const filters = readFilters(new URLSearchParams('category=八卦&province=火星&page=-2'), '江苏');
    expect(filters).toEqual({ category: '', province: '江苏', q: '', page: 1 });
  });

  it('round-trips a category, another province, a search and a page', () => {
    const query = new URLSearchParams({ category: '填报指南', province: '浙江', q: '平行志愿', page: '3' });
    const filters = readFilters(query, '河南');
    expect(filters).toEqual({ category: '填报指南', province: '浙江', q: '平行志愿', page: 3 });
    expect(Object.fromEntries(writeFilters(filters, '河南'))).toEqual({ category: '填报指南', province: '浙江', q: '平行志愿', page: '3' });
  });

  it("leaves the user's own province out of the URL", () => {
    expect(writeFilters({ category: '', province: '河南', q: '', page: 1 }, '河南').toString()).toBe('');
  });
});
