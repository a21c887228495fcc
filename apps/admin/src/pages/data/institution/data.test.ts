import { describe, expect, it } from 'vitest';
import { institutionCodes, institutionQuery, tagColor } from './data';

describe('institution screen: search and codes', () => {
  it('turns the search form into the getByPage query', () => {
    expect(
      institutionQuery(
        { province: '32', city: ' 南京市 ', level: '本科', type: '', tags: ['985', '211'], isPrivate: 'false', keyword: '  qhdx ' },
        { current: 3, pageSize: 50 },
      ),
    ).toEqual({
      pageNumber: 3,
      pageSize: 50,
      province: '32',
      city: '南京市',
      level: '本科',
      type: undefined,
      tags: ['985', '211'],
      isPrivate: false,
      keyword: 'qhdx',
    });
    const blank = institutionQuery({ tags: [], isPrivate: undefined }, {});
    expect(blank).toMatchObject({ pageNumber: 1, pageSize: 20, tags: undefined, isPrivate: undefined, province: undefined });
    expect(institutionQuery({ isPrivate: 'true' }, {}).isPrivate).toBe(true);
  });

  it('shows the national code and, when the id is the 10-digit code, that as well', () => {
    expect(institutionCodes({ id: '10001', guobiaoCode: '10001' })).toEqual(['10001']);
    expect(institutionCodes({ id: '4111010001', guobiaoCode: null })).toEqual(['4111010001']);
    expect(institutionCodes({ id: '4111010001', guobiaoCode: '10001' })).toEqual(['10001', '4111010001']);
  });

  it('colours the flag tags and leaves the rest blue', () => {
    expect(tagColor('985')).toBe('red');
    expect(tagColor('双一流')).toBe('gold');
    expect(tagColor('一流大学A类')).toBe('blue');
  });
});
