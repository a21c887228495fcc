import type { SchoolSummary } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { institutions } from '../../db/schema/index.ts';
import { provinceByCode } from '../../lib/province.ts';
import { dataGeneration } from '../../lib/data-changed.ts';
import { allInstitutions, catalogVersionRow, offeringInstitutionIds } from './repo.ts';

/**
 * The institution list in memory. It is small (about 3,000 rows) and changes only by an import,
 * while the school search is the busiest public call: filtering and sorting it in memory costs
 * microseconds, where PostgreSQL needs a sequential scan of ~5 ms per search (a keyword or
 * default-order search cannot use an index). A version query (row count, latest import time, latest
 * finished import run) runs at most every few seconds; when it changes, the list is reloaded.
 * Requests meanwhile are answered from the previous copy.
 */
export type InstitutionRow = typeof institutions.$inferSelect;

export interface CatalogEntry {
  row: InstitutionRow;
  summary: SchoolSummary;
  /** Lower-cased name and former names, compact lower-case pinyin and initials, for the keyword. */
  names: string[];
  pinyin: string;
  initials: string;
}

export interface CatalogSnapshot {
  version: string;
  byId: Map<string, CatalogEntry>;
  /** Active institutions in the product's default order: 985, 211, 双一流, then the national code. */
  byDefault: CatalogEntry[];
  /** Active institutions by pinyin (then name). */
  byName: CatalogEntry[];
  /** Active institutions by national code, those without one last. */
  byCode: CatalogEntry[];
  /** Per-snapshot memo of lookups that change only with the data (offerings of a major, school extras). */
  memo: Map<string, Promise<unknown>>;
}

export const CATALOG_CHECK_MS = 5_000;

const collator = new Intl.Collator('zh-CN');
const codeOf = (e: CatalogEntry) => e.row.guobiaoCode ?? '';
const flags = (e: CatalogEntry) => (e.row.is985 ? 4 : 0) + (e.row.is211 ? 2 : 0) + (e.row.isDoubleFirstClass ? 1 : 0);
/** National code order, no code last; the id breaks ties. */
const byCodeThenId = (a: CatalogEntry, b: CatalogEntry) =>
  (codeOf(a) === '' ? 1 : 0) - (codeOf(b) === '' ? 1 : 0) ||
  (codeOf(a) < codeOf(b) ? -1 : codeOf(a) > codeOf(b) ? 1 : 0) ||
  (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

export function toSummary(row: InstitutionRow): SchoolSummary {
  return {
    id: row.id,
    name: row.name,
    guobiaoCode: row.guobiaoCode,
    provinceCode: row.provinceCode,
    province: provinceByCode(row.provinceCode)?.name ?? null,
    city: row.city,
    level: row.level,
    type: row.type,
    typeDerived: row.typeDerived,
    isPrivate: row.isPrivate,
    is985: row.is985,
    is211: row.is211,
    isDoubleFirstClass: row.isDoubleFirstClass,
    tags: row.tags,
    department: row.department,
    dataMode: row.dataMode,
  };
}

function snapshotOf(version: string, rows: InstitutionRow[]): CatalogSnapshot {
  const entries = rows.map((row): CatalogEntry => ({
    row,
    summary: toSummary(row),
    names: [row.name, ...row.formerNames].map((n) => n.toLowerCase()),
    pinyin: row.pinyin.replace(/\s+/g, '').toLowerCase(),
    initials: row.pinyinInitials.toLowerCase(),
  }));
  const active = entries.filter((e) => e.row.status === 'active');
  return {
    version,
    byId: new Map(entries.map((e) => [e.row.id, e])),
    byDefault: [...active].sort((a, b) => flags(b) - flags(a) || byCodeThenId(a, b)),
    byName: [...active].sort(
      (a, b) => (a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : 0) || collator.compare(a.row.name, b.row.name) || byCodeThenId(a, b),
    ),
    byCode: [...active].sort(byCodeThenId),
    memo: new Map(),
  };
}

export function schoolCatalog(db: Db, opts: { checkEveryMs?: number; now?: () => number } = {}) {
  const checkEvery = opts.checkEveryMs ?? CATALOG_CHECK_MS;
  const now = opts.now ?? Date.now;
  let snapshot: CatalogSnapshot | undefined;
  let checkedAt = 0;
  let pending: { generation: number; promise: Promise<CatalogSnapshot> } | undefined;
  let seenGeneration = -1;

  async function version(): Promise<string> {
    const v = await catalogVersionRow(db);
    // With this process's change count: an import here always makes a new snapshot, so answers kept with the old one go.
    return `${v.n}|${v.at ?? ''}|${v.run ?? ''}|${dataGeneration()}`;
  }

  /**
   * Checks the version and reloads when it moved; one check at a time. A check started before a
   * data change may have read the old data: a call after the change waits for it and checks again.
   */
  function refresh(): Promise<CatalogSnapshot> {
    checkedAt = now();
    const generation = dataGeneration();
    if (pending?.generation === generation) return pending.promise;
    const before = pending?.promise.catch(() => undefined);
    const promise: Promise<CatalogSnapshot> = (async () => {
      await before;
      const v = await version();
      if (snapshot?.version !== v) snapshot = snapshotOf(v, await allInstitutions(db));
      seenGeneration = generation;
      return snapshot;
    })().finally(() => {
      if (pending?.promise === promise) pending = undefined;
    });
    pending = { generation, promise };
    return promise;
  }

  /**
   * The copy if it can be used now, without waiting: undefined before the first load and after
   * an import in this process (current() then waits for the new copy). Starts the background
   * check when it is due, as current() does.
   */
  function peek(): CatalogSnapshot | undefined {
    // An import in this process is seen at once; one in another process within CATALOG_CHECK_MS.
    if (!snapshot || seenGeneration !== dataGeneration()) return undefined;
    if (now() - checkedAt > checkEvery) refresh().catch(() => {});
    return snapshot;
  }

  return {
    /** The current copy: loaded on first use, then checked in the background every few seconds. */
    async current(): Promise<CatalogSnapshot> {
      return peek() ?? refresh();
    },

    /** The copy without waiting, or undefined when it must be (re)loaded first. */
    peek,

    /** An id the copy does not know may be new: check at once (at most once a second) before saying no. */
    async find(id: string): Promise<{ entry: CatalogEntry | undefined; snapshot: CatalogSnapshot }> {
      let current = await this.current();
      if (!current.byId.has(id) && now() - checkedAt > 1_000) current = await refresh();
      return { entry: current.byId.get(id), snapshot: current };
    },

    /** Institutions offering a major, remembered with the copy. */
    async offeringsOf(majorId: string): Promise<Set<string>> {
      const current = await this.current();
      return memo(current, `offerings:${majorId}`, async () => {
        const rows = await offeringInstitutionIds(db, majorId);
        return new Set(rows.map((r) => r.id));
      });
    },
  };
}

export type SchoolCatalog = ReturnType<typeof schoolCatalog>;

/** Lookups remembered per snapshot at most; beyond, the memo starts over (ids sent at random cannot grow it). */
const MEMO_MAX = 20_000;

/** A value computed once per snapshot (dropped with it); a failure is not kept. */
export function memo<T>(snapshot: CatalogSnapshot, key: string, compute: () => Promise<T>): Promise<T> {
  let value = snapshot.memo.get(key) as Promise<T> | undefined;
  if (!value) {
    if (snapshot.memo.size >= MEMO_MAX) snapshot.memo.clear();
    value = compute();
    snapshot.memo.set(key, value);
    value.catch(() => snapshot.memo.delete(key));
  }
  return value;
}
