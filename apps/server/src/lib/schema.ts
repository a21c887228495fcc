import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@zhiyuan/shared';

/**
 * zod pieces for XBoot-style inputs: form bodies carry everything as strings, arrays come
 * comma-joined, empty strings mean "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalText = (max = 255) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const formBool = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '' || v === undefined) return false;
  return v;
}, z.boolean());

export const formInt = (min: number, max: number) => z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)), z.number().int().min(min).max(max));

/** `ids=1,2,3` or `ids[]=1&ids[]=2` or a JSON array. */
export const idList = z.preprocess((v) => {
  if (Array.isArray(v)) return v.flatMap((x) => String(x).split(','));
  if (typeof v === 'string') return v.split(',');
  return v;
}, z.array(z.string().trim().regex(/^\d{1,20}$/, 'badFormat')).min(1).max(500));

export const optionalIdList = z.preprocess((v) => (v === '' || v === undefined ? [] : v), z.array(z.string()).or(z.string())).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

export const dateOnly = z.preprocess(blankToUndefined, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'badFormat').optional());

export const pageQuery = z.object({
  pageNumber: z.preprocess(blankToUndefined, z.coerce.number().int().optional()).transform((n) => Math.max(1, n ?? 1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().optional()).transform((n) => Math.min(PAGE_SIZE_MAX, Math.max(1, n ?? PAGE_SIZE_DEFAULT))),
  sort: z.preprocess(blankToUndefined, z.string().regex(/^[a-zA-Z]{1,40}$/, 'badFormat').optional()),
  order: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
  startDate: dateOnly,
  endDate: dateOnly,
});
export type PageInput = z.infer<typeof pageQuery>;

export function pageOf<T>(content: T[], total: number, input: PageInput) {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / input.pageSize),
    number: input.pageNumber - 1,
    size: input.pageSize,
  };
}

/** Envelope schema for OpenAPI; the result is described loosely where it is a plain record. */
export const envelopeOf = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.boolean(), message: z.string(), code: z.number(), timestamp: z.number(), result });
