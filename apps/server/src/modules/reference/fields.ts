import { z } from 'zod';
import { formInt, optionalText } from '../../lib/schema.ts';
import { likeLiteral } from '../../lib/query.ts';
import { findProvinceUnit } from '../../lib/province.ts';

/** Query fields shared by the reference-data calls (schools, lines, rank tables, majors). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const provinceText = z.string().trim().min(1).max(20);

/** A province in any form (北京, 北京市, 11, 110000) → the short name used by admission data. */
export const provinceField = provinceText.transform((v, ctx) => {
  const unit = findProvinceUnit(v);
  if (!unit) {
    ctx.addIssue({ code: 'custom', message: 'badFormat' });
    return z.NEVER;
  }
  return unit.name;
});

/** Optional province filter → the two-digit code institutions carry; '0' is the dictionaries' "no limit". */
export const provinceCodeFilter = z
  .preprocess((v) => (v === '0' ? undefined : blank(v)), provinceText.optional())
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const unit = findProvinceUnit(v);
    if (!unit) {
      ctx.addIssue({ code: 'custom', message: 'badFormat' });
      return z.NEVER;
    }
    return unit.code;
  });

export const yearField = formInt(2000, 2100);
export const optionalYear = z.preprocess(blank, yearField.optional());

/** 科类 as stored (物理类, 历史类, 综合, 理科, 文科 …); 物理 / 历史 are read as 物理类 / 历史类. */
const SUBJECT_ALIASES: Record<string, string> = { 物理: '物理类', 历史: '历史类' };
export const subjectTypeField = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .transform((v) => SUBJECT_ALIASES[v] ?? v);
export const optionalSubjectType = z.preprocess(blank, subjectTypeField.optional());
export const optionalBatch = optionalText(60);

/** true / false / 1 / 0, or absent. */
export const optionalBool = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1) return true;
  if (v === 'false' || v === '0' || v === 0) return false;
  return blank(v);
}, z.boolean().optional());

/** Ids of institutions (5- or 10-digit codes, or demo ids) and majors. */
export const refId = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, 'badFormat');

export const optionalScore = z.preprocess(blank, formInt(0, 1000).optional());
export const optionalRank = z.preprocess(blank, formInt(1, 5_000_000).optional());

/** `%` and `_` typed by a user are text, not wildcards. */
export const likeContains = (s: string) => `%${likeLiteral(s)}%`;
export const likePrefix = (s: string) => `${likeLiteral(s)}%`;

/** A keyword that can be pinyin: letters only, spaces dropped, lower case. */
export function pinyinKeyword(keyword: string): string | undefined {
  const compact = keyword.replace(/\s+/g, '').toLowerCase();
  return /^[a-z]{1,40}$/.test(compact) ? compact : undefined;
}
