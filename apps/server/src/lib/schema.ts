import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@zhiyuan/shared';

/**
 * zod pieces for XBoot-style inputs: form bodies carry everything as strings, arrays come
 * comma-joined, empty strings mean "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A form field XBoot's client left empty: '', null, or the text its JavaScript wrote for them ("null", "undefined"). */
export const blankFormValue = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);

export const optionalText = (max = 255) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const formBool = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0 || v === '' || v === undefined) return false;
  return v;
}, z.boolean());

export const formInt = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToUndefined(v)), z.number().int().min(min).max(max));

/**
 * A snowflake id as text (lib/ids.ts). Surrounding blanks are trimmed, so a blank id is refused
 * as badFormat, never taken for "not given".
 */
export const idText = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,20}$/, 'badFormat');

/** `ids=1,2,3` or `ids[]=1&ids[]=2` or a JSON array. */
export const idList = z.preprocess((v) => {
  if (Array.isArray(v)) return v.flatMap((x) => String(x).split(','));
  if (typeof v === 'string') return v.split(',');
  return v;
}, z.array(idText).min(1).max(500));

/** An optional id (blank = not given; blanks only, like "   ", are refused). */
export const optionalId = z.preprocess(blankToUndefined, idText.optional());

/** Like idList, but empty (or not given) means none; empty items of `1,,2` are skipped. */
export const optionalIdList = z.preprocess((v) => {
  if (v === '' || v === undefined || v === null) return [];
  if (Array.isArray(v)) return v.flatMap((x) => String(x).split(',')).filter((x) => x !== '');
  if (typeof v === 'string') return v.split(',').filter((x) => x !== '');
  return v;
}, z.array(idText).max(500));

/** True for a yyyy-MM-dd that names a day of the calendar (not 2024-13-45, not 2023-02-29). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required yyyy-MM-dd day: badFormat for another shape, badDate for a day the calendar lacks. */
export const calendarDate = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'badFormat')
  .refine(isCalendarDate, 'badDate');

/**
 * A time of a read shape posted back (`createTime`, `updateTime`): never stored, but it must still be
 * a time (yyyy-MM-dd HH:mm:ss, or a day) so a bad one is refused like any other input.
 */
export const readBackTime = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'badFormat')
    .refine((s) => isCalendarDate(s.slice(0, 10)), 'badDate')
    .optional(),
);

/**
 * Fields of a read shape that a write takes back and leaves as they are (a client posts back what
 * it read; docs/api.md, "Differences from XBoot"): any value, except that a `…Time` must be a time.
 * The body schema stays strict, so a key that is not one of these or of the writable fields is refused.
 */
export function readBack<K extends string>(...keys: K[]): Record<K, z.ZodOptional<z.ZodUnknown>> {
  const any = z.unknown().optional();
  const time = readBackTime as unknown as typeof any;
  return Object.fromEntries(keys.map((key) => [key, key.endsWith('Time') ? time : any])) as Record<K, typeof any>;
}

/** An optional yyyy-MM-dd day (blank = not given). */
export const dateOnly = z.preprocess(blankToUndefined, calendarDate.optional());

export const pageQuery = z.object({
  pageNumber: z.preprocess(blankToUndefined, z.coerce.number().int().optional()).transform((n) => Math.max(1, n ?? 1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().optional()).transform((n) => Math.min(PAGE_SIZE_MAX, Math.max(1, n ?? PAGE_SIZE_DEFAULT))),
  sort: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-zA-Z]{1,40}$/, 'badFormat')
      .optional(),
  ),
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

/** No parameters (a job class's, a route's path without any). */
export const noParams = z.object({}).strict();
