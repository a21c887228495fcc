import { MAJOR_LEVELS, type ReferenceFilters } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { provinceByCode } from '../../lib/province.ts';
import { filterFacts } from './repo.ts';

/** Reference data changes only by an import; a minute's staleness costs nothing. */
export const FILTERS_TTL_MS = 60_000;

/** The flags the search understands by name come first, then the published tags. */
const FLAG_TAGS = ['985', '211', '双一流'];

const SCHOOL_LEVEL_ORDER = ['本科', '专科'];
const byPinyin = new Intl.Collator('zh-CN').compare;
/** Known values in their natural order, anything else after them. */
const inOrder = (values: string[], order: readonly string[]) => {
  const at = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return [...values].sort((x, y) => at(x) - at(y) || byPinyin(x, y));
};

/** What the search pages can filter by, computed from the data and kept in memory. */
export function referenceService(db: Db, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<ReferenceFilters> } | undefined;

  async function compute(): Promise<ReferenceFilters> {
    const { levels, types, tagRows, flags, provinceRows, admissionProvinces, rankProvinces, majorLevels } = await filterFacts(db);
    const [f] = flags;
    const present = [f?.is985 && '985', f?.is211 && '211', f?.doubleFirstClass && '双一流'].filter((t): t is string => !!t);
    const published = tagRows.map((r) => r.v).filter((t) => !FLAG_TAGS.includes(t));
    return {
      levels: inOrder(
        levels.map((r) => r.v!),
        SCHOOL_LEVEL_ORDER,
      ),
      types: types.map((r) => r.v!).sort(byPinyin),
      tags: [...present, ...published],
      provinces: provinceRows.flatMap((r) => {
        const unit = provinceByCode(r.code);
        return unit ? [{ code: unit.code, name: unit.name, fullName: unit.fullName, count: Number(r.n) }] : [];
      }),
      admissionProvinces: [...new Set([...admissionProvinces, ...rankProvinces])].sort(byPinyin),
      majorLevels: inOrder(
        majorLevels.map((r) => r.v),
        MAJOR_LEVELS,
      ),
    };
  }

  return {
    filters(): Promise<ReferenceFilters> {
      if (!cached || now() - cached.at > FILTERS_TTL_MS) {
        const value = compute();
        cached = { at: now(), value };
        // A failed computation is not kept: the next call tries again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    /** Drops the cached answer (after an import in this process). */
    invalidate() {
      cached = undefined;
    },
  };
}
