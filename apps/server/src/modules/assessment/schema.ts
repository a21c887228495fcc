import { z } from 'zod';
import { TEST_KINDS } from '@zhiyuan/shared';
import { formBool, idList, idText, optionalId } from '../../lib/schema.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A form-encoded body carries an object as JSON text; JSON bodies send the object itself. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
/** Numbers may come as text from a form. */
const numberish = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

/** At most this many answers in one call (the longest bank has 60 items). */
export const ANSWERS_MAX = 300;

export const kindField = z.enum(TEST_KINDS);
export const optionalKind = z.preprocess(blank, kindField.optional());
export const kindParam = z.object({ kind: kindField });
export const idParam = z.object({ id: idText });

/** POST /testAnswer/insert */
export const answerInsertSchema = z.object({
  kind: kindField,
  recordId: optionalId,
  /** item id → the answer's value; checked against the kind's bank by the service. */
  answers: z
    .preprocess(
      jsonText,
      z.record(z.string().max(40), z.preprocess(numberish, z.number())).refine((a) => Object.keys(a).length <= ANSWERS_MAX, 'assessmentTooManyAnswers'),
    )
    .optional()
    .transform((a) => a ?? {}),
  /** The test's context fields (e.g. a grade), by key; checked against the kind's fields by the service. */
  context: z
    .preprocess(jsonText, z.record(z.string().max(40), z.union([z.string().max(100), z.number()])))
    .optional()
    .transform((c) => c ?? {}),
  finish: formBool,
});
export type AnswerInsertInput = z.infer<typeof answerInsertSchema>;

export const recordQuery = z.object({ kind: optionalKind, id: optionalId });
export const recordIdQuery = z.object({ recordId: idText });
export const reportQuery = z.object({ kind: optionalKind, recordId: optionalId });
export const optionalRecordQuery = z.object({ recordId: optionalId });

export const groupAddSchema = z.object({
  name: z.string().trim().min(1).max(40),
  type: z.enum(['class', 'family']),
  kind: kindField,
});
export const groupJoinSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, 'badFormat'),
  /** Optional for a class (member); a family asks for parent or child. */
  role: z.preprocess(blank, z.enum(['member', 'parent', 'child']).optional()),
});
export const groupIdSchema = z.object({ id: idText });
export const groupIdsSchema = z.object({ ids: idList });
