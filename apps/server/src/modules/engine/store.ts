import { findProvince } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { ProvinceIndex, type LineRecord, type RankTableInput, type SchoolInfo } from '../../engine/index.ts';
import { findProvinceUnit } from '../../lib/province.ts';
import { onDataChanged } from '../../lib/data-changed.ts';
import { engineMajorRows, engineSchoolRows, provinceLineRows, provinceRankRows } from './repo.ts';
import { LRUCache } from 'lru-cache';
import type { RecommendResult } from '@zhiyuan/shared';

/** How many recent answers a store keeps (see EngineStore.answers). */
const RECENT_ANSWERS = 500;

export type EngineView = 'unit' | 'major';

/**
 * The engine's in-memory data: one ProvinceIndex per province, loaded on first use (every line
 * and rank table of the province, a few hundred ms for the largest) and dropped when the data
 * changes (dataChanged): at once after an import in this process, within a few seconds after a change
 * made elsewhere (db/data-version.ts). A recommendation itself never touches the database.
 */
export class EngineStore {
  private readonly indexes = new Map<string, Promise<ProvinceIndex>>();
  private shared: Promise<{ schools: Map<string, SchoolInfo>; majorClasses: Map<string, { className: string | null; categoryName: string | null }> }> | null =
    null;
  private readonly unsubscribe: () => void;
  /**
   * Recent answers by their question (the engine's whole input, with the province and view). Many
   * students share a score (a province's cohort falls on a few hundred) and most ask the default
   * question first, so in the filing season the same question comes from different students, whose
   * browsers' caches cannot help each other. Measured (docs/benchmarks.md, 2026-11-29): 100 scores
   * asked in turn went from 1,100–1,800/s computed each time to 2,200–3,800/s with these kept.
   * Dropped with the indexes when the data changes.
   */
  readonly answers = new LRUCache<string, RecommendResult>({ max: RECENT_ANSWERS });

  constructor(private readonly db: Db) {
    this.unsubscribe = onDataChanged(() => this.invalidate());
  }

  close(): void {
    this.unsubscribe();
  }

  invalidate(): void {
    this.indexes.clear();
    this.answers.clear();
    this.shared = null;
  }

  /** Loaded provinces (for tests and the benchmark). */
  loaded(): string[] {
    return [...this.indexes.keys()];
  }

  /**
   * A province's index. View 'unit' follows the province's fillType (groups or majors); view
   * 'major' always makes single majors the unit (专业 lines, getZyByCmd).
   */
  async get(province: string, view: EngineView = 'unit'): Promise<ProvinceIndex | null> {
    const config = findProvince(province);
    if (!config) return null;
    const key = `${config.province}|${view}`;
    let index = this.indexes.get(key);
    if (!index) {
      const loading = (index = this.load(config.province, view));
      this.indexes.set(key, loading);
      loading.catch(() => {
        if (this.indexes.get(key) === loading) this.indexes.delete(key);
      });
    }
    return index;
  }

  private loadShared() {
    this.shared ??= (async () => {
      const rows = await engineSchoolRows(this.db);
      const schools = new Map<string, SchoolInfo>();
      for (const r of rows) {
        schools.set(r.id, {
          region: r.provinceCode ? (findProvinceUnit(r.provinceCode)?.name ?? null) : null,
          city: r.city,
          level: r.level,
          type: r.type,
          tags: r.tags,
          isPrivate: r.isPrivate,
          is985: r.is985,
          is211: r.is211,
          isDoubleFirstClass: r.isDoubleFirstClass,
        });
      }
      const majorRows = await engineMajorRows(this.db);
      const majorClasses = new Map<string, { className: string | null; categoryName: string | null }>();
      for (const m of majorRows) if (!majorClasses.has(m.name)) majorClasses.set(m.name, { className: m.className, categoryName: m.categoryName });
      return { schools, majorClasses };
    })();
    this.shared.catch(() => {
      this.shared = null;
    });
    return this.shared;
  }

  private async load(province: string, view: EngineView): Promise<ProvinceIndex> {
    const base = findProvince(province)!;
    const config = view === 'major' ? { ...base, fillType: 2 as const } : base;
    const [shared, records, tableRows] = await Promise.all([this.loadShared(), provinceLineRows(this.db, province), provinceRankRows(this.db, province)]);
    const tables = new Map<string, RankTableInput>();
    for (const r of tableRows) {
      const key = `${r.year}|${r.subjectType}`;
      let t = tables.get(key);
      if (!t) tables.set(key, (t = { year: r.year, subjectType: r.subjectType, rows: [] }));
      t.rows.push(r);
    }
    const demo = records.length ? records.every((r) => r.dataMode === 'demo') : tableRows.length > 0 && tableRows.every((r) => r.dataMode === 'demo');
    const index = new ProvinceIndex({
      config,
      records: records as LineRecord[],
      rankTables: [...tables.values()],
      schools: shared.schools,
      majorClasses: shared.majorClasses,
      dataMode: demo ? 'demo' : 'real',
    });
    // Fit the main batch for the default (coming filing) year now, so the first student does not wait for it.
    for (const subjectType of index.subjectTypes()) {
      index.prepare(subjectType, 2, index.defaultYear(subjectType, 2));
    }
    return index;
  }
}
