import type { MajorLevel, MajorTreeNode } from '@zhiyuan/shared';
import { MAJOR_LEVELS } from '@zhiyuan/shared';

/** One major of a catalog with its place in the tree (门类 → 专业类). */
export interface CatalogMajor {
  id: string;
  code: string;
  name: string;
  categoryCode: string;
  categoryName: string;
  classCode: string;
  className: string;
  degree: string | null;
  lengthOfStudy: number | null;
  isSpecial: boolean;
  isControlled: boolean;
}

export type FlagFilter = '' | 'special' | 'controlled';

export interface CatalogFilter {
  /** 门类 code, or empty for all. */
  category: string;
  /** 专业类 code, or empty for all. */
  cls: string;
  /** Name or code text; matched as contained text, codes also as a prefix. */
  keyword: string;
  flag: FlagFilter;
}

export const EMPTY_CATALOG_FILTER: CatalogFilter = { category: '', cls: '', keyword: '', flag: '' };

/** The tree's leaves as rows, in tree (code) order. */
export function flattenTree(tree: readonly MajorTreeNode[]): CatalogMajor[] {
  const out: CatalogMajor[] = [];
  for (const category of tree) {
    for (const cls of category.children ?? []) {
      for (const leaf of cls.children ?? []) {
        if (!leaf.id) continue;
        out.push({
          id: leaf.id,
          code: leaf.code,
          name: leaf.name,
          categoryCode: category.code,
          categoryName: category.name,
          classCode: cls.code,
          className: cls.name,
          degree: leaf.degree ?? null,
          lengthOfStudy: leaf.lengthOfStudy ?? null,
          isSpecial: leaf.isSpecial ?? false,
          isControlled: leaf.isControlled ?? false,
        });
      }
    }
  }
  return out;
}

/** Latin letters only: a pinyin-initials search (jsj → 计算机…), answered by the server. */
export const isPinyinKeyword = (keyword: string): boolean => /^[a-z]{2,}$/i.test(keyword.trim());

export function matchesKeyword(major: Pick<CatalogMajor, 'name' | 'code'>, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return major.name.toLowerCase().includes(k) || major.code.toLowerCase().startsWith(k);
}

/**
 * The majors the filter keeps. A keyword searches the whole catalog (the 门类/专业类 choice is
 * ignored then, so a search never hides a hit behind the tree); `extraIds` are the server's
 * pinyin hits, kept alongside the text matches.
 */
export function filterCatalog(rows: readonly CatalogMajor[], filter: CatalogFilter, extraIds: ReadonlySet<string> = new Set()): CatalogMajor[] {
  const searching = filter.keyword.trim() !== '';
  return rows.filter((m) => {
    if (filter.flag === 'special' && !m.isSpecial) return false;
    if (filter.flag === 'controlled' && !m.isControlled) return false;
    if (searching) return matchesKeyword(m, filter.keyword) || extraIds.has(m.id);
    if (filter.category && m.categoryCode !== filter.category) return false;
    if (filter.cls && m.classCode !== filter.cls) return false;
    return true;
  });
}

export interface CatalogCounts {
  majors: number;
  classes: number;
  categories: number;
  special: number;
  controlled: number;
}

export function countCatalog(rows: readonly CatalogMajor[]): CatalogCounts {
  return {
    majors: rows.length,
    classes: new Set(rows.map((r) => `${r.categoryCode}/${r.classCode}`)).size,
    categories: new Set(rows.map((r) => r.categoryCode)).size,
    special: rows.filter((r) => r.isSpecial).length,
    controlled: rows.filter((r) => r.isControlled).length,
  };
}

/** The catalog named in the URL, else 本科. */
export function readLevel(value: string | null): MajorLevel {
  return (MAJOR_LEVELS as readonly string[]).includes(value ?? '') ? (value as MajorLevel) : '本科';
}

export function readFlag(value: string | null): FlagFilter {
  return value === 'special' || value === 'controlled' ? value : '';
}
