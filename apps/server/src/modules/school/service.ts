import { formatDateTime, type MajorBrief, type Page, type SchoolCity, type SchoolDetail, type SchoolPlans, type SchoolSummary } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { DICTS } from '../../db/seed-data.ts';
import { savedFlagsFor } from '../collection/saved.ts';
import { SerializedResult } from '../../plugins/envelope.ts';
import { AnswersByInput, answersOf, type RecentAnswers } from '../../lib/recent-answers.ts';
import { pageOf } from '../../lib/schema.ts';
import { pinyinKeyword } from '../reference/fields.ts';
import { catalogFor, memo, type CatalogEntry, type CatalogSnapshot, type SchoolCatalog } from './catalog.ts';
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

/**
 * Recent search answers per catalog snapshot, least recently used first. The catalog changes only
 * with an import (a new snapshot, so old answers go with the old one); a search box and its pages
 * ask the same few questions again and again.
 */
const SEARCH_CACHE_SIZE = 1000;
const recentSearches = new WeakMap<CatalogSnapshot, RecentAnswers<SerializedResult>>();

/** The second key of an overview kept by its query: the caller's saved flag. */
const SAVED: object = Object.freeze({ saved: true });
const NOT_SAVED: object = Object.freeze({ saved: false });

/** 院校: search, overview and the cities of a province. */
export function schoolService(db: Db, catalog: SchoolCatalog = catalogFor(db)) {
  const searchesAsked = new AnswersByInput<SerializedResult>();
  const detailsAsked = new AnswersByInput<SerializedResult>();
  const savedFlags = savedFlagsFor(db);
  /** What a school's overview adds to its row: majors offered and provinces with lines. */
  const extrasOf = (entry: CatalogEntry, snapshot: CatalogSnapshot) =>
    memo(snapshot, `extras:${entry.row.id}`, async () => {
      const [n, provinces] = await Promise.all([repo.offeringCount(db, entry.row.id), repo.admissionProvinces(db, entry.row.id)]);
      return { majorCount: n, admissionProvinces: provinces.sort(collator.compare) };
    });

  /** The search itself, over one catalog snapshot (see search for the cache in front). */
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

  /**
   * The search answer. With the route's query object (`asked`), the answer is also found by it:
   * the same query string asked again is answered by keptSearch, at once.
   */
  async function searchAnswer(filter: SchoolFilter, page: SchoolPageInput, asked?: object): Promise<SerializedResult> {
    const snapshot = await catalog.current();
    const answer = await answersOf(recentSearches, snapshot, SEARCH_CACHE_SIZE).answer(
      JSON.stringify([filter, page]),
      async () => new SerializedResult(await searchIn(snapshot, filter, page)),
    );
    return asked ? searchesAsked.set(snapshot, answer, asked) : answer;
  }

  return {
    catalog,

    /** The search answer, serialized once: the route sends its bytes as they are. */
    searchAnswer,

    /** A search asked before with the same query object, while the catalog is current; no waiting. */
    keptSearch: (asked: object): SerializedResult | undefined => searchesAsked.get(catalog.peek(), asked),

    /** An overview asked before with the same query object, when the caller's saved flag is known; no waiting. */
    keptDetail(asked: object, id: string, userId: string | null): SerializedResult | undefined {
      const saved = userId ? savedFlags.peek(userId, 'school', id) : false;
      return saved === undefined ? undefined : detailsAsked.get(catalog.peek(), asked, saved ? SAVED : NOT_SAVED);
    },

    async search(filter: SchoolFilter, page: SchoolPageInput): Promise<Page<SchoolSummary>> {
      return (await searchAnswer(filter, page)).result as Page<SchoolSummary>;
    },

    /**
     * The overview as bytes: everything but `saved` changes only with the data, so the two
     * answers (saved or not) are made once per snapshot and the caller's flag picks one.
     */
    async detailAnswer(id: string, userId: string | null, asked?: object): Promise<SerializedResult | null> {
      const { entry, snapshot } = await catalog.find(id);
      if (!entry) return null;
      const saved = userId ? await savedFlags.has(userId, 'school', id) : false;
      const answer = await memo(snapshot, `detail:${entry.row.id}:${saved}`, async () => {
        const { row } = entry;
        const detail: SchoolDetail = {
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
          ...(await extrasOf(entry, snapshot)),
          saved,
        };
        return new SerializedResult(detail);
      });
      return asked ? detailsAsked.set(snapshot, answer, asked, saved ? SAVED : NOT_SAVED) : answer;
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
