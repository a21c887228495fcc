import type { AnswerScale, TestDefinitionView, TestReport } from '@zhiyuan/shared';

/**
 * One test's items, keys and scoring (issue 20), as pure code: no I/O, so every scoring rule is
 * tested against known answer sheets. The item bank's `version` is stored with each sitting; a
 * changed bank gets a new version and keeps the old one's scoring for old sittings.
 */
export interface InstrumentItem {
  id: string;
  text: string;
  /** The dimension the item counts toward (a RIASEC letter, a Big-Five factor, a subscale key). */
  dimension: string;
  /** Reverse-keyed: scored as (scale min + scale max − answer). */
  reverse?: boolean;
  /** Reasoning items: their options; `correct` is the right option's value (never sent to the browser). */
  options?: { value: number; label: string }[];
  correct?: number;
  section?: string;
}

export interface ContextField {
  key: string;
  label: string;
  type: 'grade' | 'number' | 'select';
  options?: string[];
  min?: number;
  max?: number;
  required?: boolean;
}

/** What scoring gives: everything of the report except what the registry fills (ids, times, title, source). */
export type ScoredReport = Omit<TestReport, 'recordId' | 'kind' | 'reportCode' | 'title' | 'finishTime' | 'source'>;

/** A test's bank and rules: the runner's view (less what the registry adds) with keyed items and a scorer. */
export interface Instrument extends Omit<TestDefinitionView, 'reportCode' | 'items' | 'contextFields'> {
  items: InstrumentItem[];
  contextFields: ContextField[];
  /**
   * Scores a complete sitting. `answers` holds a valid value for every item (the registry checks
   * that first); `context` the validated context fields.
   */
  score(answers: Record<string, number>, context: Record<string, unknown>): ScoredReport;
}

/** The item as the browser gets it: no dimension, no key, no correct option. */
export function itemView(item: InstrumentItem): TestDefinitionView['items'][number] {
  return { id: item.id, text: item.text, ...(item.options ? { options: item.options } : {}), ...(item.section ? { section: item.section } : {}) };
}

/** The item's keyed value: reverse items are mirrored on the scale. */
export function keyed(item: InstrumentItem, answer: number, scale: AnswerScale): number {
  if (!item.reverse) return answer;
  return Math.min(...scale.values) + Math.max(...scale.values) - answer;
}

/** Sum of keyed answers per dimension (items of one dimension only). */
export function sumsByDimension(items: InstrumentItem[], answers: Record<string, number>, scale: AnswerScale): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const item of items) sums[item.dimension] = (sums[item.dimension] ?? 0) + keyed(item, answers[item.id], scale);
  return sums;
}
