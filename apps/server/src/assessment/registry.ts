import { TEST_KINDS, TEST_REPORT_CODES, type TestDefinitionView, type TestKind, type TestReport } from '@zhiyuan/shared';
import type { MessageKey } from '../lib/i18n.ts';
import { itemView, type ContextField, type Instrument, type InstrumentItem, type ScoredReport } from './instrument.ts';
// One line per instrument (others add theirs here and one entry below).
import { interest } from './instruments/interest.ts';
import { personality } from './instruments/personality.ts';
import { studyControl } from './instruments/study-control.ts';
import { jobValue } from './instruments/job-value.ts';
import { parentAnxious } from './instruments/parent-anxious.ts';
import { parentEach } from './instruments/parent-each.ts';
import { artsScience } from './instruments/arts-science.ts';
import { subjectPotential } from './instruments/subject-potential.ts';
import { psychologyAbility } from './instruments/psychology-ability.ts';
import { brainTalent } from './instruments/brain-talent.ts';
import { majorPosition } from './instruments/major-position.ts';

/**
 * Every test the server can give, by kind. A kind of TEST_KINDS that is not here is simply not
 * offered yet: the list leaves it out and its calls answer 404 (test not available).
 */
export const INSTRUMENTS: Partial<Record<TestKind, Instrument>> = {
  interest,
  personality,
  'study-control': studyControl,
  'job-value': jobValue,
  'parent-anxious': parentAnxious,
  'parent-each': parentEach,
  'arts-science': artsScience,
  'subject-potential': subjectPotential,
  'psychology-ability': psychologyAbility,
  'brain-talent': brainTalent,
  'major-position': majorPosition,
};

/** The instrument of a kind, or undefined (unknown or not registered; never a prototype key). */
export function instrumentOf(kind: string): Instrument | undefined {
  return Object.hasOwn(INSTRUMENTS, kind) ? INSTRUMENTS[kind as TestKind] : undefined;
}

/** Registered kinds in the order of TEST_KINDS (the list's order). */
export const registeredKinds = (): TestKind[] => TEST_KINDS.filter((kind) => instrumentOf(kind));

/** School years a `grade` context field offers when it names none of its own. */
export const GRADES = ['初一', '初二', '初三', '高一', '高二', '高三', '复读'];

const optionsOf = (field: ContextField) => field.options ?? (field.type === 'grade' ? GRADES : undefined);

/** The test as the browser gets it: items without dimension, key or correct option. */
export function definitionOf(ins: Instrument): TestDefinitionView {
  return {
    kind: ins.kind,
    reportCode: TEST_REPORT_CODES[ins.kind],
    version: ins.version,
    title: ins.title,
    tells: ins.tells,
    minutes: ins.minutes,
    audience: ins.audience,
    source: ins.source,
    scale: ins.scale,
    items: ins.items.map(itemView),
    contextFields: ins.contextFields.map((f) => {
      const options = optionsOf(f);
      return {
        key: f.key,
        label: f.label,
        type: f.type,
        ...(options ? { options } : {}),
        ...(f.min !== undefined ? { min: f.min } : {}),
        ...(f.max !== undefined ? { max: f.max } : {}),
      };
    }),
  };
}

/** The values an item accepts: its own options, else the test's scale. */
export function allowedValues(ins: Instrument, item: InstrumentItem): number[] {
  return item.options ? item.options.map((o) => o.value) : (ins.scale?.values ?? []);
}

/** A refused input, named by its field (`answers.q12`, `context.grade`): the module turns it into a 400. */
export interface InputProblem {
  field: string;
  reason: MessageKey;
  params?: Record<string, string | number>;
}

const itemIndex = new WeakMap<Instrument, Map<string, InstrumentItem>>();
function itemsById(ins: Instrument): Map<string, InstrumentItem> {
  let map = itemIndex.get(ins);
  if (!map) itemIndex.set(ins, (map = new Map(ins.items.map((i) => [i.id, i]))));
  return map;
}

/** Every answer names an item of the bank and holds one of its values. */
export function checkAnswers(ins: Instrument, answers: Record<string, number>): InputProblem[] {
  const problems: InputProblem[] = [];
  const byId = itemsById(ins);
  for (const [id, value] of Object.entries(answers)) {
    const item = byId.get(id);
    if (!item) {
      problems.push({ field: `answers.${id}`, reason: 'assessmentUnknownItem' });
      continue;
    }
    const allowed = allowedValues(ins, item);
    if (!allowed.includes(value)) problems.push({ field: `answers.${id}`, reason: 'badOption', params: { options: allowed.join(', ') } });
  }
  return problems;
}

/** Items of the bank without an answer, in the bank's order. */
export const missingItems = (ins: Instrument, answers: Record<string, number>): string[] =>
  ins.items.filter((i) => !Object.hasOwn(answers, i.id)).map((i) => i.id);

/**
 * The context a test asks for, checked field by field: numbers within their range, a select or
 * grade among its options; a key the test does not ask for is refused. Gives the stored values.
 */
export function checkContext(ins: Instrument, context: Record<string, unknown>): { value: Record<string, string | number>; problems: InputProblem[] } {
  const value: Record<string, string | number> = {};
  const problems: InputProblem[] = [];
  const fields = new Map(ins.contextFields.map((f) => [f.key, f]));
  for (const [key, raw] of Object.entries(context)) {
    const field = fields.get(key);
    const name = `context.${key}`;
    if (!field) {
      problems.push({ field: name, reason: 'unknownField' });
      continue;
    }
    if (field.type === 'number') {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      if (!Number.isFinite(n)) problems.push({ field: name, reason: 'assessmentNotNumber' });
      else if (field.min !== undefined && n < field.min) problems.push({ field: name, reason: 'tooSmall', params: { min: field.min } });
      else if (field.max !== undefined && n > field.max) problems.push({ field: name, reason: 'tooBig', params: { max: field.max } });
      else value[key] = n;
      continue;
    }
    const options = optionsOf(field) ?? [];
    if (typeof raw !== 'string' || !options.includes(raw)) problems.push({ field: name, reason: 'badOption', params: { options: options.join(', ') } });
    else value[key] = raw;
  }
  return { value, problems };
}

/** Required context fields without a value. */
export const missingContext = (ins: Instrument, context: Record<string, unknown>): string[] =>
  ins.contextFields.filter((f) => f.required && !Object.hasOwn(context, f.key)).map((f) => f.key);

/** The report of a finished sitting: what scoring gave, with the test's title, codes and source. */
export function reportOf(ins: Instrument, scored: ScoredReport, sitting: { recordId: string; finishTime: string }): TestReport {
  return {
    recordId: sitting.recordId,
    kind: ins.kind,
    reportCode: TEST_REPORT_CODES[ins.kind],
    title: ins.title,
    finishTime: sitting.finishTime,
    ...scored,
    source: ins.source,
  };
}
