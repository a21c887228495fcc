import type { MajorBrief, MajorDetail, MajorTreeNode } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { pinyinKeyword } from '../reference/fields.ts';
import { memo } from '../school/catalog.ts';
import type { SavedLookup, SchoolService } from '../school/service.ts';
import { linesOf, majorBriefs, majorById, majorExists, relatedMajors, searchMajors, treeRows } from './repo.ts';

/** Schools shown inside a major's detail; the rest page through the school search by majorId. */
export const MAJOR_SCHOOLS_SHOWN = 50;
export const MAJOR_SEARCH_MAX = 20;

/** 专业: the catalog tree, a major's detail and the name search. */
export function majorService(db: Db, schools: SchoolService, savedFlags: SavedLookup) {
  return {
    /** 门类 → 专业类 → majors of one catalog, in code order. */
    async tree(level: string): Promise<MajorTreeNode[]> {
      const rows = await treeRows(db, level);
      const categories = new Map<string, MajorTreeNode & { children: MajorTreeNode[] }>();
      const classes = new Map<string, MajorTreeNode & { children: MajorTreeNode[] }>();
      for (const m of rows) {
        const categoryKey = m.categoryCode ?? '';
        let category = categories.get(categoryKey);
        if (!category) {
          category = { code: categoryKey, name: m.categoryName ?? '', children: [] };
          categories.set(categoryKey, category);
        }
        const classKey = `${categoryKey}/${m.classCode ?? ''}`;
        let cls = classes.get(classKey);
        if (!cls) {
          cls = { code: m.classCode ?? '', name: m.className ?? '', children: [] };
          classes.set(classKey, cls);
          category.children.push(cls);
        }
        cls.children.push({
          id: m.id,
          code: m.code,
          name: m.name,
          degree: m.degree,
          lengthOfStudy: m.lengthOfStudy,
          isSpecial: m.isSpecial,
          isControlled: m.isControlled,
        });
      }
      return [...categories.values()];
    },

    async detail(id: string, userId: string | null, province?: string): Promise<MajorDetail | null> {
      const major = await majorById(db, id);
      if (!major) return null;

      const [offered, lines, related, saved] = await Promise.all([
        schools.search({ majorId: id }, { pageNumber: 1, pageSize: MAJOR_SCHOOLS_SHOWN }),
        // Lines are found by name without an index on it (a scan of the whole table): remembered until the data changes.
        schools.catalog.current().then((data) => memo(data, `majorLines:${major.name}|${province ?? ''}`, () => linesOf(db, major.name, province))),
        major.classCode ? relatedMajors(db, major.classCode, major.level, id) : Promise.resolve([]),
        userId ? savedFlags.has(userId, 'major', id) : false,
      ]);
      return { ...major, schools: { total: offered.totalElements, content: offered.content }, lines, related, saved };
    },

    /** Majors whose name contains the text or whose pinyin initials start with it: closest first. */
    async search(text: string, level?: string): Promise<MajorBrief[]> {
      return searchMajors(db, text, pinyinKeyword(text), level, MAJOR_SEARCH_MAX);
    },

    async briefs(ids: string[]): Promise<Map<string, MajorBrief>> {
      if (!ids.length) return new Map();
      const rows = await majorBriefs(db, ids);
      return new Map(rows.map((r) => [r.id, r]));
    },

    async exists(id: string): Promise<boolean> {
      return majorExists(db, id);
    },
  };
}

export type MajorService = ReturnType<typeof majorService>;
