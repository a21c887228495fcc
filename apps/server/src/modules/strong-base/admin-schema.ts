import { z } from 'zod';
import type { QjLineBody, QjMajorBody, QjSchoolBody } from '@zhiyuan/shared';
import { formBool, formInt, idText, readBack } from '../../lib/schema.ts';
import { refId } from '../reference/fields.ts';
import { blank, provinceField } from './fields.ts';

/**
 * The bodies of the 强基 admin calls (admin-routes.ts). Each field set names exactly the keys of its
 * body type in @zhiyuan/shared (QjSchoolBody, QjMajorBody, QjLineBody), so the two cannot drift.
 */

export const strongBaseCode = (area: 'school' | 'major' | 'score', action: 'view' | 'add' | 'edit' | 'delete') => `strongBase:${area}:${action}`;

const emptyToNull = (v: unknown) => (v === '' ? null : v);
/** A number from a form or JSON ('' = not given). */
const numberish = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' && b.trim() !== '' ? Number(b) : b;
};
/** '' or null clears; absent leaves as is. */
const nullableNumber = (schema: z.ZodNumber) => z.preprocess((v) => (v === '' || v === null ? null : numberish(v)), schema.nullable().optional());
const nullableText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable().optional());
const text = (max: number) => z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(max).optional());
const name = z.string({ error: 'required' }).trim().min(1).max(50);
const year = formInt(2020, 2100);
const sortOrder = formInt(-100_000, 100_000).optional();

export const schoolFields = {
  year,
  name,
  institutionId: z.preprocess(emptyToNull, refId.nullable().optional()),
  signupStart: nullableText(100),
  signupEnd: nullableText(100),
  testPeriod: nullableText(100),
  entryRule: text(2000),
  gaokaoWeight: z.preprocess(numberish, z.number().min(0.85, 'qjWeightRule').max(0.99, 'qjWeightRule').optional()),
  testFullMark: formInt(1, 1000).optional(),
  summary: text(2000),
  source: text(500),
  isExample: formBool.optional(),
  sortOrder,
} satisfies Record<keyof QjSchoolBody, z.ZodType>;
export const schoolReadOnly = readBack('province', 'city', 'majorCount', 'lineCount', 'createTime', 'updateTime');

export const majorFields = {
  qjSchoolId: idText,
  name,
  category: text(20),
  planCount: nullableNumber(z.number().int().min(0).max(100_000)),
  subjectRequirement: text(200),
  note: text(500),
  sortOrder,
} satisfies Record<keyof QjMajorBody, z.ZodType>;
export const majorReadOnly = readBack('isExample', 'schoolName', 'schoolYear');

const COMPOSITE_SCALES = [100, 750, 1000] as const;
export const scoreFields = {
  qjSchoolId: idText,
  qjMajorId: z.preprocess(emptyToNull, idText.nullable().optional()),
  province: provinceField,
  year,
  subjectType: text(30),
  gaokaoFullMark: formInt(100, 1000).optional(),
  entryScore: nullableNumber(z.number().min(0).max(1000)),
  compositeLine: nullableNumber(z.number().min(0).max(1000)),
  compositeScale: z.preprocess(
    numberish,
    z.union(COMPOSITE_SCALES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<100>, z.ZodLiteral<750>, z.ZodLiteral<1000>]).optional(),
  ),
  source: text(500),
  isExample: formBool.optional(),
} satisfies Record<keyof QjLineBody, z.ZodType>;
export const scoreReadOnly = readBack('majorName', 'schoolName', 'schoolYear');

/** The bodies once parsed: what the admin service takes (edit calls: every field optional). */
export type SchoolInput = z.output<z.ZodObject<typeof schoolFields>>;
export type MajorInput = z.output<z.ZodObject<typeof majorFields>>;
export type ScoreInput = z.output<z.ZodObject<typeof scoreFields>>;

export const partial = <T extends Record<string, z.ZodType>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof T]: z.ZodOptional<T[K]> };

export const emptyBody = z.preprocess((v) => v ?? {}, z.object({}).strict());
