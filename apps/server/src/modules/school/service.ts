import {
  formatDateTime,
  type CollectionKind,
  type MajorBrief,
  type Page,
  type SchoolCity,
  type SchoolDetail,
  type SchoolPlans,
  type SchoolSummary,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { DICTS } from '../../db/seed-data.ts';
import { pageOf } from '../../lib/schema.ts';
import { pinyinKeyword } from '../reference/fields.ts';
import { memo, type CatalogEntry, type CatalogSnapshot, type SchoolCatalog } from './catalog.ts';
import { schoolPlans } from './plans.ts';
import * as repo from './repo.ts';

export interface SchoolFilter {
  /** Two-digit province code. */
  provinceCode?: string;
  city?: string;
  level?: string;
  type?: string;
  /** All must hold: 985, 211, 双一流, or any published tag (一流大学A类 …). */
  tags?: string[];
  isPrivate?: boolean;
  keyword?: string;
  /** Only schools offering this major. */
  majorId?: string;
}

export type SchoolSort = 'default' | 'name' | 'guobiaoCode';

export interface SchoolPageInput {
  pageNumber: number;
  pageSize: number;
  sort?: SchoolSort;
  order?: 'asc' | 'desc';
}

const collator = new Intl.Collator('zh-CN');

/** The school_type dictionary's values (1 = 综合 …) map to the stored names; 0 is "no limit". */
export const SCHOOL_TYPES = new Map(DICTS.find((d) => d.type === 'school_type')!.items.map(([title, value]) => [value, title]));

/** 985 / 211 / 双一流 are flags of their own; any other tag is looked up in the published list. */
function hasTag(e: CatalogEntry, tag: string): boolean {
  switch (tag) {
    case '985':
      return e.row.is985;
    case '211':
      return e.row.is211;
    case '双一流':
      return e.row.isDoubleFirstClass;
    default:
      return e.row.tags.includes(tag);
  }
}

/** The keyword test: name or former name contains it; qhdx (initials) or qinghua (full pinyin) starts it. */
function keywordTest(keyword: string): (e: CatalogEntry) => boolean {
  const text = keyword.toLowerCase();
  const pinyin = pinyinKeyword(keyword);
  return (e) => e.names.some((n) => n.includes(text)) || (!!pinyin && (e.initials.startsWith(pinyin) || e.pinyin.startsWith(pinyin)));
}

/** Whether a user has saved a school or major (收藏's SavedFlags, passed in: school and major pages show it). */
export interface SavedLookup {
  has(userId: string, kind: CollectionKind, targetId: string): Promise<boolean>;
}

/** 院校: search, overview and the cities of a province. */
export function schoolService(db: Db, catalog: SchoolCatalog, savedFlags: SavedLookup) {
  /** What a school's overview adds to its row: majors offered and provinces with lines. */
  const extrasOf = (entry: CatalogEntry, snapshot: CatalogSnapshot) =>
    memo(snapshot, `extras:${entry.row.id}`, async () => {
      const [n, provinces] = await Promise.all([repo.offeringCount(db, entry.row.id), repo.admissionProvinces(db, entry.row.id)]);
      return { majorCount: n, admissionProvinces: provinces.sort(collator.compare) };
    });

  /** The search itself, over one catalog snapshot. */
  async function searchIn(snapshot: CatalogSnapshot, filter: SchoolFilter, page: SchoolPageInput): Promise<Page<SchoolSummary>> {
    const offering = filter.majorId ? await catalog.offeringsOf(filter.majorId) : undefined;
    const cities = filter.city ? (filter.city.endsWith('市') ? [filter.city] : [filter.city, `${filter.city}市`]) : undefined;
    const keyword = filter.keyword ? keywordTest(filter.keyword) : undefined;
    const tags = filter.tags ?? [];
    const keep = (e: CatalogEntry) => {
      const r = e.row;
      return (
        (!filter.provinceCode || r.provinceCode === filter.provinceCode) &&
        (!cities || (r.city !== null && cities.includes(r.city))) &&
        (!filter.level || r.level === filter.level) &&
        (!filter.type || r.type === filter.type) &&
        (filter.isPrivate === undefined || r.isPrivate === filter.isPrivate) &&
        tags.every((tag) => hasTag(e, tag)) &&
        (!offering || offering.has(r.id)) &&
        (!keyword || keyword(e))
      );
    };

    const sort = page.sort ?? 'default';
    let ordered: CatalogEntry[];
    if (sort === 'name') ordered = page.order === 'desc' ? [...snapshot.byName].reverse() : snapshot.byName;
    else if (sort === 'guobiaoCode' && page.order === 'desc') {
      // Highest code first, schools without a code still last.
      const withCode = snapshot.byCode.filter((e) => e.row.guobiaoCode);
      ordered = [...withCode.reverse(), ...snapshot.byCode.filter((e) => !e.row.guobiaoCode)];
    } else ordered = sort === 'guobiaoCode' ? snapshot.byCode : snapshot.byDefault;

    let found = ordered.filter(keep);
    if (filter.keyword && sort === 'default') {
      // The closest names first: the exact name, then names starting with the keyword.
      const text = filter.keyword.toLowerCase();
      const rank = (e: CatalogEntry) => (e.names[0] === text ? 0 : e.names[0].startsWith(text) ? 1 : 2);
      found = found
        .map((e, i) => ({ e, i, r: rank(e) }))
        .sort((a, b) => a.r - b.r || a.i - b.i)
        .map((x) => x.e);
    }
    const start = (page.pageNumber - 1) * page.pageSize;
    return pageOf(
      found.slice(start, start + page.pageSize).map((e) => e.summary),
      found.length,
      page,
    );
  }

  return {
    catalog,

    async search(filter: SchoolFilter, page: SchoolPageInput): Promise<Page<SchoolSummary>> {
      return searchIn(await catalog.current(), filter, page);
    },

    /** A school's overview: its row, majors offered, provinces with lines, and whether the caller saved it. */
    async detail(id: string, userId: string | null): Promise<SchoolDetail | null> {
      const { entry, snapshot } = await catalog.find(id);
      if (!entry) return null;
      const [saved, extras] = await Promise.all([userId ? savedFlags.has(userId, 'school', id) : false, extrasOf(entry, snapshot)]);
      const { row } = entry;
      return {
        ...entry.summary,
        schoolCode: row.schoolCode,
        provinceName: row.province,
        formerNames: row.formerNames,
        website: row.website,
        status: row.status,
        pinyin: row.pinyin,
        pinyinInitials: row.pinyinInitials,
        source: row.source,
        importedAt: formatDateTime(row.importedAt),
        ...extras,
        saved,
      };
    },

    /** Cities of a province that have institutions, the busiest first. */
    async cities(provinceCode: string): Promise<SchoolCity[]> {
      const snapshot = await catalog.current();
      const counts = new Map<string, number>();
      for (const e of snapshot.byCode) {
        if (e.row.provinceCode === provinceCode && e.row.city) counts.set(e.row.city, (counts.get(e.row.city) ?? 0) + 1);
      }
      return [...counts].map(([city, count]) => ({ city, count })).sort((a, b) => b.count - a.count || collator.compare(a.city, b.city));
    },

    /** Majors a school offers (undergraduate offerings list), in catalog code order; remembered with the data copy. */
    async majors(id: string): Promise<MajorBrief[] | null> {
      const { entry, snapshot } = await catalog.find(id);
      if (!entry) return null;
      return memo(snapshot, `majors:${entry.row.id}`, () => repo.offeredMajors(db, entry.row.id));
    },

    /** Summaries by id (saved schools, comparisons); ids no longer in the data are left out. */
    async summaries(ids: string[]): Promise<Map<string, SchoolSummary>> {
      const snapshot = await catalog.current();
      return new Map(
        ids.flatMap((id) => {
          const e = snapshot.byId.get(id);
          return e ? [[id, e.summary] as const] : [];
        }),
      );
    },

    /** A school's 招生计划 in one province for a year (default: the latest with a plan there); see plans.ts. */
    plans: (id: string, province: string, year?: number): Promise<SchoolPlans> => schoolPlans(db, id, province, year),

    async exists(id: string): Promise<boolean> {
      return repo.institutionExists(db, id);
    },
  };
}

export type SchoolService = ReturnType<typeof schoolService>;
