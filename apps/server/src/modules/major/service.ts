import { and, asc, count, eq, ilike, inArray, like, max, min, ne, or, sql } from 'drizzle-orm';
import type { MajorBrief, MajorDetail, MajorLinePoint, MajorTreeNode } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, majors } from '../../db/schema/index.ts';
import { likeContains, likePrefix, pinyinKeyword } from '../reference/fields.ts';
import { memo } from '../school/catalog.ts';
import type { SchoolService } from '../school/service.ts';
import { savedFlagsFor } from '../collection/saved.ts';

const briefColumns = {
  id: majors.id,
  code: majors.code,
  name: majors.name,
  level: majors.level,
  classCode: majors.classCode,
  className: majors.className,
  categoryCode: majors.categoryCode,
  categoryName: majors.categoryName,
};

/** Schools shown inside a major's detail; the rest page through the school search by majorId. */
export const MAJOR_SCHOOLS_SHOWN = 50;
export const MAJOR_SEARCH_MAX = 20;

/**
 * A major's lines are found by name: provinces publish their own major codes, so the national
 * code rarely appears. 计算机科学与技术 also matches 计算机科学与技术(师范) and （中外合作办学）.
 */
const nameMatches = (name: string) => or(eq(a.majorName, name), like(a.majorName, likePrefix(`${name}(`)), like(a.majorName, likePrefix(`${name}（`)));

/** 专业: the catalog tree, a major's detail and the name search. */
export function majorService(db: Db, schools: SchoolService) {
  return {
    /** 门类 → 专业类 → majors of one catalog, in code order. */
    async tree(level: string): Promise<MajorTreeNode[]> {
      const rows = await db
        .select({
          ...briefColumns,
          degree: majors.degree,
          lengthOfStudy: majors.lengthOfStudy,
          isSpecial: majors.isSpecial,
          isControlled: majors.isControlled,
        })
        .from(majors)
        .where(eq(majors.level, level))
        .orderBy(asc(majors.categoryCode), asc(majors.classCode), asc(majors.code));
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
      const [major] = await db
        .select({
          ...briefColumns,
          degree: majors.degree,
          lengthOfStudy: majors.lengthOfStudy,
          lengthDerived: majors.lengthDerived,
          isSpecial: majors.isSpecial,
          isControlled: majors.isControlled,
          scale: majors.scale,
          genderRatio: majors.genderRatio,
          introYear: majors.introYear,
          schoolCount: majors.schoolCount,
          source: majors.source,
          dataMode: majors.dataMode,
        })
        .from(majors)
        .where(eq(majors.id, id))
        .limit(1);
      if (!major) return null;

      const [offered, lines, related, saved] = await Promise.all([
        schools.search({ majorId: id }, { pageNumber: 1, pageSize: MAJOR_SCHOOLS_SHOWN }),
        // Lines are found by name without an index on it (a scan of the whole table): remembered until the data changes.
        schools.catalog.current().then((data) => memo(data, `majorLines:${major.name}|${province ?? ''}`, () => linesOf(db, major.name, province))),
        major.classCode
          ? db
              .select(briefColumns)
              .from(majors)
              .where(and(eq(majors.classCode, major.classCode), eq(majors.level, major.level), ne(majors.id, id)))
              .orderBy(asc(majors.code))
              .limit(50)
          : Promise.resolve([]),
        userId ? savedFlagsFor(db).has(userId, 'major', id) : false,
      ]);
      return { ...major, schools: { total: offered.totalElements, content: offered.content }, lines, related, saved };
    },

    /** Majors whose name contains the text or whose pinyin initials start with it: closest first. */
    async search(text: string, level?: string): Promise<MajorBrief[]> {
      const pinyin = pinyinKeyword(text);
      return db
        .select(briefColumns)
        .from(majors)
        .where(
          and(
            level ? eq(majors.level, level) : undefined,
            or(ilike(majors.name, likeContains(text)), pinyin ? like(sql`lower(${majors.pinyinInitials})`, likePrefix(pinyin)) : undefined),
          ),
        )
        .orderBy(
          sql`(${majors.name} = ${text}) desc`,
          sql`(${majors.name} like ${likePrefix(text)}) desc`,
          sql`length(${majors.name})`,
          asc(majors.level),
          asc(majors.code),
        )
        .limit(MAJOR_SEARCH_MAX);
    },

    async briefs(ids: string[]): Promise<Map<string, MajorBrief>> {
      if (!ids.length) return new Map();
      const rows = await db.select(briefColumns).from(majors).where(inArray(majors.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: majors.id }).from(majors).where(eq(majors.id, id)).limit(1);
      return !!row;
    },
  };
}

export type MajorService = ReturnType<typeof majorService>;

/** Per province, year and subject type: the range of the schools' minimum scores and ranks. */
async function linesOf(db: Db, name: string, province?: string): Promise<MajorLinePoint[]> {
  const rows = await db
    .select({
      province: a.province,
      year: a.year,
      subjectType: a.subjectType,
      minScore: min(a.minScore),
      maxScore: max(a.minScore),
      minRank: min(a.minRank),
      maxRank: max(a.minRank),
      records: count(),
      official: sql<boolean>`bool_and(${a.official})`,
    })
    .from(a)
    .where(and(eq(a.level, 'major'), province ? eq(a.province, province) : undefined, nameMatches(name)))
    .groupBy(a.province, a.year, a.subjectType)
    .orderBy(asc(a.province), asc(a.year), asc(a.subjectType));
  return rows.map((r) => ({
    ...r,
    minScore: r.minScore == null ? null : Number(r.minScore),
    maxScore: r.maxScore == null ? null : Number(r.maxScore),
    minRank: r.minRank == null ? null : Number(r.minRank),
    maxRank: r.maxRank == null ? null : Number(r.maxRank),
    records: Number(r.records),
  }));
}
