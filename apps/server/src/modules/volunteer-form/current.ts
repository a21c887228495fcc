import { findProvince, type FormRescore, type FormRescoreRow, type RecommendResult, type RecommendUnit, type VolunteerForm } from '@zhiyuan/shared';
import type { Lang } from '../../lib/i18n.ts';
import { recommend } from '../../engine/recommend.ts';
import { resolveSubjectType } from '../engine/service.ts';
import type { EngineStore, EngineView } from '../engine/store.ts';

/**
 * The engine's current answer for a form's rows: the same recommendation call smart fill makes
 * for the form's province, subject type, score/rank and year, over the whole province. The report
 * reads the units' facts from it, and 按最新数据重新计算 (POST /volunteerForm/rescore) their chances.
 */
/** The engine's units of the form's question, by key; empty when the form has no score or the engine cannot answer. */
export async function currentUnits(
  engine: EngineStore,
  form: VolunteerForm,
  lang: Lang,
): Promise<{ byKey: Map<string, RecommendUnit>; rank: number | null; tableYear: number | null }> {
  const byKey = new Map<string, RecommendUnit>();
  let rank: number | null = null;
  let tableYear: number | null = null;
  if (form.score === null) return { byKey, rank, tableYear };
  const primary: EngineView = form.limits.fillType === 2 ? 'major' : 'unit';
  const wanted = new Set(form.rows.map((r) => r.unitKey).filter((k): k is string => !!k));
  const config = findProvince(form.province);
  if (!config) return { byKey, rank, tableYear };
  for (const view of [primary, primary === 'unit' ? 'major' : 'unit'] as EngineView[]) {
    if (![...wanted].some((k) => !byKey.has(k))) break;
    try {
      // The whole province's units (not a page of them), without the answer cache.
      const result = await askForForm(engine, form, view, lang, { includeUnlikely: true, pageSize: 100_000 });
      if (!result) break;
      rank ??= result.student.rank;
      tableYear ??= result.rankTable?.year ?? null;
      for (const u of result.units) if (wanted.has(u.key) && !byKey.has(u.key)) byKey.set(u.key, u);
    } catch {
      // A province without lines or rank table: the rows keep their own numbers, the facts stay unknown.
      break;
    }
  }
  return { byKey, rank, tableYear };
}

/**
 * 按最新数据重新计算: each row's chance as the engine gives it now (the form's score and rank, the
 * data of today) beside the one the form keeps from when the row was added. Nothing is saved: the
 * page shows the difference and the student applies it, then saves.
 */
export async function rescoreForm(engine: EngineStore, form: VolunteerForm, lang: Lang): Promise<FormRescore> {
  const { byKey, rank, tableYear } = await currentUnits(engine, form, lang);
  const rows = form.rows.map((r, i): FormRescoreRow => {
    const unit = r.unitKey ? byKey.get(r.unitKey) : undefined;
    const after = unit ? { probability: unit.probability, band: unit.band, tier: unit.tier, confidence: unit.confidence } : null;
    const changed = !!after && (r.probability === null || Math.abs(after.probability - r.probability) >= 0.005 || after.tier !== r.tier);
    return { index: i, unitKey: r.unitKey, schoolName: r.schoolName, before: { probability: r.probability, tier: r.tier }, after, changed };
  });
  return { rank: form.rank ?? rank, rankTableYear: form.rank !== null ? form.rankTableYear : tableYear, rows, changed: rows.filter((r) => r.changed).length };
}

/**
 * What the risk check may suggest (issue 30: it told students to add 保 choices that did not
 * exist): the 保/垫 units the engine finds for the form's student beyond those already in the
 * rows, and the units shown apart (数据不足) whose chance would be 保/垫. Null when the form has
 * no score or the engine cannot answer for its province.
 */
export async function safeChoicesLeft(
  engine: EngineStore,
  form: Pick<VolunteerForm, 'province' | 'year' | 'subjectType' | 'subjects' | 'score' | 'rank' | 'batch' | 'limits'>,
  inRows: number,
  lang: Lang,
): Promise<{ safe: number; thin: number } | null> {
  try {
    const result = await askForForm(engine, form, form.limits.fillType === 2 ? 'major' : 'unit', lang, { includeUnlikely: false, pageSize: 1 });
    if (!result) return null;
    return { safe: Math.max(0, result.counts.保 + result.counts.垫 - inRows), thin: result.thinCount };
  } catch {
    return null;
  }
}

type FormQuestion = Pick<VolunteerForm, 'province' | 'year' | 'subjectType' | 'subjects' | 'score' | 'rank' | 'batch'>;

/**
 * The engine's own call for a form's question, as smart fill asks it: the form's province, year,
 * subject type, 选科, score and rank, and batch. Null without a score, a known province or data.
 */
async function askForForm(
  engine: EngineStore,
  form: FormQuestion,
  view: EngineView,
  lang: Lang,
  page: { includeUnlikely: boolean; pageSize: number },
): Promise<RecommendResult | null> {
  const config = findProvince(form.province);
  if (!config || form.score === null) return null;
  const index = await engine.get(config.province, view);
  if (!index) return null;
  const subjects = form.subjects.length ? form.subjects : undefined;
  return recommend(index, {
    year: form.year,
    subjectType: resolveSubjectType(config, form.subjectType, subjects),
    subjects: subjects ?? null,
    score: form.score,
    rank: form.rank,
    batch: form.batch,
    filters: {},
    tiers: null,
    sort: 'probability',
    pageNumber: 1,
    lang,
    explain: false,
    ...page,
  });
}
