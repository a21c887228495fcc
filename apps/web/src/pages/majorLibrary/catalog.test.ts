import { describe, expect, it } from 'vitest';
import type { MajorTreeNode } from '@zhiyuan/shared';
import { EMPTY_CATALOG_FILTER, countCatalog, filterCatalog, flattenTree, isPinyinKeyword, readFlag, readLevel } from './catalog.ts';

const tree: MajorTreeNode[] = [
  {
    code: '05',
    name: '文学',
    children: [
      {
        code: '0501',
        name: '中国语言文学类',
        children: [{ id: 'a', code: '050101', name: '汉语言文学', degree: '文学', lengthOfStudy: 4, isSpecial: false, isControlled: false }],
      },
    ],
  },
  {
    code: '10',
    name: '医学',
    children: [
      {
        code: '1002',
        name: '临床医学类',
        children: [{ id: 'b', code: '100201K', name: '临床医学', degree: '医学', lengthOfStudy: 5, isSpecial: false, isControlled: true }],
      },
      {
        code: '1003',
        name: '口腔医学类',
        children: [{ id: 'c', code: '100301K', name: '口腔医学', degree: '医学', lengthOfStudy: 5, isSpecial: true, isControlled: true }],
      },
    ],
  },
];

describe('major catalog browsing', () => {
  const rows = flattenTree(tree);

  it('flattens 门类 → 专业类 → majors keeping each leaf’s place and flags', () => {
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(rows[1]).toMatchObject({ categoryName: '医学', className: '临床医学类', lengthOfStudy: 5, isControlled: true, isSpecial: false });
  });

  it('narrows by 门类 then 专业类, and by the special / controlled flag', () => {
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, category: '10' }).map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, category: '10', cls: '1003' }).map((r) => r.id)).toEqual(['c']);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, flag: 'special' }).map((r) => r.id)).toEqual(['c']);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, flag: 'controlled' }).map((r) => r.id)).toEqual(['b', 'c']);
  });

  it('searches the whole catalog by name or code prefix, ignoring the chosen 门类', () => {
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, category: '05', keyword: '医学' }).map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, keyword: '1003' }).map((r) => r.id)).toEqual(['c']);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, keyword: '0101' }).map((r) => r.id)).toEqual([]);
    expect(filterCatalog(rows, { ...EMPTY_CATALOG_FILTER, keyword: 'hyy' }, new Set(['a'])).map((r) => r.id)).toEqual(['a']);
  });

  it('counts majors, classes, categories and flags', () => {
    expect(countCatalog(rows)).toEqual({ majors: 3, classes: 3, categories: 2, special: 1, controlled: 2 });
  });

  it('reads the catalog and flag from the URL, defaulting to 本科', () => {
    expect(readLevel('高职专科')).toBe('高职专科');
    expect(readLevel('研究生')).toBe('本科');
    expect(readLevel(null)).toBe('本科');
    expect(readFlag('special')).toBe('special');
    expect(readFlag('x')).toBe('');
  });

  it('treats only latin letters as a pinyin search', () => {
    expect(isPinyinKeyword('jsj')).toBe(true);
    expect(isPinyinKeyword('080901')).toBe(false);
    expect(isPinyinKeyword('计算机')).toBe(false);
    expect(isPinyinKeyword('j')).toBe(false);
  });
});
