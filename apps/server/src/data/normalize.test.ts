import { describe, expect, it } from 'vitest';
import { NumberCells, normalizeProvince, normalizeSubjectType, parseNumber, parseRange, parseWhole, rowKey, UNREADABLE } from './normalize.ts';

describe('parseNumber', () => {
  it.each([
    ['580', 580],
    ['580.0', 580],
    ['492.8', 492.8],
    ['580及以上', 580],
    ['580分及以上', 580],
    ['580以上', 580],
    ['150及以下', 150],
    ['≥580', 580],
    ['684+', 684],
    ['１２３', 123],
    ['1,234', 1234],
    ['556,5', 556.5],
    ['608.33\u00a0', 608.33],
    ['  601.5 \u00a0\u00a0', 601.5],
    [612, 612],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it.each(['', '-', '—', '/', '\\', null, undefined])('reads the blank marker %j as null', (raw) => {
    expect(parseNumber(raw)).toBeNull();
  });

  it.each(['580-600', '约580', 'abc', '及以上'])('does not guess %j', (raw) => {
    expect(parseNumber(raw)).toBe(UNREADABLE);
  });
});

describe('parseWhole and parseRange', () => {
  it('takes 948.0 as a whole number and refuses a fraction', () => {
    expect(parseWhole('948.0')).toBe(948);
    expect(parseWhole('28.6')).toBe(UNREADABLE);
  });

  it('reads buckets and rank intervals', () => {
    expect(parseRange('666-750')).toEqual({ low: 666, high: 750 });
    expect(parseRange('1-145')).toEqual({ low: 1, high: 145 });
    expect(parseRange('683')).toEqual({ low: 683, high: 683 });
    expect(parseRange('x')).toBeNull();
  });
});

describe('NumberCells', () => {
  it('names the first unreadable cell as the skip reason and keeps blanks as null', () => {
    const cells = new NumberCells();
    expect(cells.number('minScore', '580及以上')).toBe(580);
    expect(cells.whole('minRank', '')).toBeNull();
    expect(cells.unreadable).toBeNull();
    cells.whole('planCount', '3.5');
    cells.number('maxScore', 'n/a');
    expect(cells.unreadable).toBe('unreadable planCount');
  });
});

describe('province and 科类 names', () => {
  it('gives the short province name the configuration uses', () => {
    expect(normalizeProvince('江苏省')).toBe('江苏');
    expect(normalizeProvince('内蒙古自治区')).toBe('内蒙古');
    expect(normalizeProvince('广西壮族自治区')).toBe('广西');
    expect(normalizeProvince(' 西藏 ')).toBe('西藏');
    expect(normalizeProvince('火星')).toBeNull();
  });

  it('spells the same 科类 one way', () => {
    expect(normalizeSubjectType('首选物理')).toBe('物理类');
    expect(normalizeSubjectType('历史')).toBe('历史类');
    expect(normalizeSubjectType('理工类')).toBe('理科');
    expect(normalizeSubjectType('文史')).toBe('文科');
    expect(normalizeSubjectType('艺术类')).toBe('艺术类');
  });
});

describe('rowKey', () => {
  it('is stable and changes with any field', () => {
    expect(rowKey(['江苏', 2025, 580])).toBe(rowKey(['江苏', 2025, 580]));
    expect(rowKey(['江苏', 2025, 580])).not.toBe(rowKey(['江苏', 2025, 581]));
    expect(rowKey(['江苏', 2025, 580])).toMatch(/^[0-9a-f]{40}$/);
  });
});
