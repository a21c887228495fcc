import { z } from 'zod';
import { ELECTIVE_SUBJECTS, TIERS } from '@zhiyuan/shared';
import { readBack } from '../../lib/schema.ts';

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const volunteerRowSchema = z
  .object({
    unitKey: nullableText(300),
    schoolId: nullableText(40),
    schoolName: z.string().trim().min(1).max(100),
    schoolCode: nullableText(20),
    groupCode: nullableText(60),
    majors: z.array(z.object({ name: z.string().trim().min(1).max(100), code: nullableText(20) }).strict()).max(30),
    obeyAdjust: z.boolean().default(true),
    tier: z
      .enum(TIERS)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    probability: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    band: z
      .tuple([z.number().min(0).max(1), z.number().min(0).max(1)])
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    confidence: z
      .enum(['A', 'B', 'C', 'D'])
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    // Snapshot of the unit's 招生计划 when the row was added (issue 16), shown in the 志愿表.
    plan: z
      .object({
        year: z.number().int().min(2000).max(2100),
        planCount: z.number().int().min(0).max(100_000).nullable(),
        tuition: z.number().int().min(0).max(1_000_000).nullable(),
        tuitionLow: z.number().int().min(0).max(1_000_000).nullable().optional(),
        change: z.enum(['grew', 'shrank', 'same', 'new']).nullable(),
        previousPlanCount: z.number().int().min(0).max(100_000).nullable(),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

/** Rows beyond any province's limit are refused by zod; the province's own limit is checked by the rules. */
export const ROWS_HARD_MAX = 200;

export const formSaveSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/, 'badFormat')
    .optional(),
  version: z.number().int().min(1).optional(),
  name: z.string().trim().min(1).max(40),
  province: z.string().trim().min(1).max(10),
  year: z.number().int().min(2000).max(2100),
  subjectType: z.string().trim().min(1).max(10),
  subjects: z.array(z.enum(ELECTIVE_SUBJECTS)).max(4).default([]),
  batch: z.number().int().min(1).max(9),
  score: z.number().int().min(0).max(1000).nullable().optional(),
  rank: z.number().int().min(1).max(10_000_000).nullable().optional(),
  rankTableYear: z.number().int().min(2000).max(2100).nullable().optional(),
  rows: z.array(volunteerRowSchema).max(ROWS_HARD_MAX),
  // The read shape (VolunteerForm) may be posted back as it came: these are the server's and kept as they are.
  ...readBack('createTime', 'updateTime', 'limits'),
});
export type FormSaveInput = z.infer<typeof formSaveSchema>;

export const riskCheckSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/, 'badFormat')
    .optional(),
  province: z.string().trim().max(10).optional(),
  batch: z.number().int().min(1).max(9).optional(),
  rows: z.array(volunteerRowSchema).max(ROWS_HARD_MAX).optional(),
});
