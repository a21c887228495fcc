import { z } from 'zod';
import { ELECTIVE_SUBJECTS, findProvince, TIERS, type ElectiveSubject, type ProvinceConfig, type RecommendQuery, type RecommendResult } from '@zhiyuan/shared';
import { engineDuration } from '../../lib/metrics.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { formBool, formInt, optionalText } from '../../lib/schema.ts';
import { batchNumber, EngineError, normalizeSubject, recommend, selectionProblem, subjectTypeOf, type ProvinceIndex } from '../../engine/index.ts';
import type { EngineStore, EngineView } from './store.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** `a,b` or repeated params → a list (empty entries dropped). */
const list = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const arr = Array.isArray(v) ? v : [v];
    return arr
      .flatMap((x) => String(x).split(/[,，]/))
      .map((s) => s.trim())
      .filter(Boolean);
  }, z.array(item).max(max).optional());

/** The recommend-mode fields of getYxByCmd / getZyByCmd (besides province, year, subjectType, batch, keyword, paging). */
export const recommendFields = {
  mode: z.preprocess(blank, z.enum(['browse', 'recommend']).optional()),
  score: z.preprocess(blank, z.coerce.number().min(0).max(1000).optional()),
  rank: z.preprocess(blank, formInt(1, 5_000_000).optional()),
  subjects: list(z.enum(ELECTIVE_SUBJECTS as [ElectiveSubject, ...ElectiveSubject[]]), 3),
  regions: list(z.string().max(20)),
  cities: list(z.string().max(30)),
  levels: list(z.string().max(20)),
  tags: list(z.string().max(30)),
  types: list(z.string().max(20)),
  ownership: z.preprocess(blank, z.enum(['public', 'private']).optional()),
  tuitionMax: z.preprocess(blank, formInt(0, 1_000_000).optional()),
  majorCategories: list(z.string().max(30)),
  excludeSchoolIds: list(z.string().max(40), 500),
  excludeMajors: list(z.string().max(30)),
  tiers: list(z.enum(TIERS as unknown as ['冲', '稳', '保', '垫']), 4),
  /** Only the units shown apart for thin data (数据不足). */
  thinOnly: formBool,
  includeUnlikely: formBool,
  sort: z.preprocess(blank, z.enum(['probability', 'rank', 'score']).optional()),
  /** Each unit's explanation as text too (explainUnit); a page can write it from the unit. */
  explain: formBool,
};

/** The subject type a student applies in: given, or from the 选科 by the province's exam mode. */
export function resolveSubjectType(config: ProvinceConfig, subjectType: string | undefined, subjects: ElectiveSubject[] | undefined): string {
  if (subjects?.length) {
    const problem = selectionProblem(subjects, config.type);
    if (problem) {
      const key = (
        {
          duplicate: 'engineSubjectsDuplicate',
          count: 'engineSubjectsCount',
          technology: 'engineSubjectsTechnology',
          firstChoice: 'engineSubjectsFirst',
        } as const
      )[problem as 'duplicate'];
      throw fieldError('subjects', key);
    }
  }
  const allowed = config.type === 2 ? ['物理类', '历史类'] : config.type === 1 ? ['理科', '文科'] : ['综合'];
  const given = subjectType ? normalizeSubject(subjectType) : null;
  if (subjectType && (!given || !allowed.includes(given))) throw fieldError('subjectType', 'badOption', { options: allowed.join(', ') });
  const derived = subjects?.length && config.type !== 1 ? subjectTypeOf(subjects, config.type === 2 ? 'split' : 'combined') : null;
  if (given && derived && given !== derived) throw fieldError('subjects', 'engineSubjectsMismatch');
  const out = given ?? derived;
  if (!out) throw fieldError('subjectType', 'engineNoSubjectType');
  return out;
}

export function resolveBatch(config: ProvinceConfig, batch: string | undefined): number {
  if (batch === undefined) return 2;
  const n = /^\d$/.test(batch) ? Number(batch) : batchNumber(batch);
  if (n === null || !config.batchs[n]) throw fieldError('batch', 'engineBatchUnknown');
  return n;
}

/** The filing year: given, or the coming one for the subject type and batch (ProvinceIndex.defaultYear). */
export function resolveYear(index: ProvinceIndex, subjectType: string, year: number | undefined, batch = 2): number {
  return year ?? index.defaultYear(subjectType, batch);
}

/** The engine's answer for a query (view 'unit': the province's fill units; 'major': single majors). */
export async function recommendFor(store: EngineStore, q: RecommendQuery, lang: Lang, view: EngineView): Promise<RecommendResult> {
  const config = findProvince(q.province);
  if (!config) throw fieldError('province', 'engineProvinceUnknown');
  if (q.score === undefined) throw fieldError('score', 'engineScoreRequired');
  const subjectType = resolveSubjectType(config, q.subjectType, q.subjects);
  const batch = resolveBatch(config, q.batch);
  const index = (await store.get(config.province, view))!;
  try {
    const input = engineInput(q, index, subjectType, batch, lang);
    const key = `${config.province}|${view}|${JSON.stringify(input)}`;
    const kept = store.answers.get(key);
    if (kept) return kept;
    const started = performance.now();
    const result = recommend(index, input);
    engineDuration.observe({ province: config.province }, (performance.now() - started) / 1000);
    store.answers.set(key, result);
    return result;
  } catch (err) {
    if (err instanceof EngineError && err.reason === 'noRankTable') throw fieldError('rank', 'engineNoRankTable');
    throw err;
  }
}

type EngineInput = Parameters<typeof recommend>[1];

/** What the engine is asked for a query, with the year resolved against the index. */
function engineInput(q: RecommendQuery, index: ProvinceIndex, subjectType: string, batch: number, lang: Lang): EngineInput {
  return {
    year: resolveYear(index, subjectType, q.year, batch),
    subjectType,
    subjects: q.subjects?.length ? q.subjects : null,
    score: q.score!,
    rank: q.rank ?? null,
    batch,
    filters: {
      regions: q.regions,
      cities: q.cities,
      levels: q.levels,
      tags: q.tags,
      types: q.types,
      ownership: q.ownership,
      tuitionMax: q.tuitionMax,
      majorCategories: q.majorCategories,
      keyword: q.keyword,
      excludeSchoolIds: q.excludeSchoolIds,
      excludeMajors: q.excludeMajors,
    },
    tiers: q.tiers ?? null,
    thinOnly: q.thinOnly ?? false,
    includeUnlikely: q.includeUnlikely ?? false,
    sort: q.sort ?? 'probability',
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    lang,
    explain: q.explain ?? false,
  };
}

export const optionalKeyword = optionalText(50);
