import { describe, expect, it } from 'vitest';
import { majorDetailPath, pagePath, safeLink } from './links.ts';

describe('page links', () => {
  it('opens desktop pages directly and their topic page on a phone, keeping the query', () => {
    expect(majorDetailPath('desktop', 'b-1')).toBe('/majorDetail?id=b-1');
    expect(majorDetailPath('mobile', 'b-1')).toBe('/menuDetail/majorDetail?id=b-1');
    expect(pagePath('desktop', 'history', { province: '广东', year: undefined })).toBe(`/history?province=${encodeURIComponent('广东')}`);
    expect(pagePath('mobile', 'majorLibrary')).toBe('/menuDetail/majorLibrary');
  });

  it('follows only http(s) source links', () => {
    expect(safeLink('https://eea.gd.gov.cn/x')).toBe('https://eea.gd.gov.cn/x');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
