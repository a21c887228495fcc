import { createHash } from 'node:crypto';
import { findProvinceUnit } from '../lib/province.ts';

/**
 * Cleaning rules shared by the admission, rank-table and control-line importers: cell text,
 * numbers as the sources write them, province and 科类 names, and the row key that makes a
 * re-import idempotent.
 */

const FULL_WIDTH_DIGIT = /[０-９]/g;

/** Trimmed text: also drops NBSP and the ideographic space, which the sources carry. */
export function cleanText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/^[\s\u00a0\u3000]+|[\s\u00a0\u3000]+$/g, '');
}

export const textOrNull = (value: unknown): string | null => cleanText(value) || null;

/** Cells that mean "not published". */
const BLANK = new Set(['', '-', '--', '—', '——', '/', '\\', '无', 'null', 'NULL', 'NaN']);

/** A value that is there but cannot be read as the number it should be. */
export const UNREADABLE = Symbol('unreadable');
export type NumberCell = number | null | typeof UNREADABLE;

/**
 * One number as published: `580`, `580.0`, `580及以上`, `≥580`, `684+`, `１２３`, `1,234`, and
 * `556,5` (a decimal comma). Blank markers give null; ranges (`580-600`) and words give
 * UNREADABLE, since picking one end would be a guess.
 */
export function parseNumber(raw: unknown): NumberCell {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : UNREADABLE;
  let s = cleanText(raw)
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/．/g, '.')
    .replace(/，/g, ',');
  if (BLANK.has(s)) return null;
  s = s.replace(/^[≥>≤<]=?\s*/, '').replace(/\s*分?\s*(及以上|以上|及以下|以下|\+)$/, '');
  if (/^\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return UNREADABLE;
  return Number(s);
}

export type ScoreBound = 'atLeast' | 'atMost';

/**
 * Whether a published number is a bound rather than a value: `580分及以上`, `≥580`, `684+` →
 * 'atLeast'; `以下`, `≤400` → 'atMost'; a plain number → null. parseNumber keeps the number,
 * this keeps what it means, so 580及以上 is never stored as a plain 580.
 */
export function boundOf(raw: unknown): ScoreBound | null {
  if (typeof raw === 'number') return null;
  const s = cleanText(raw);
  if (/^[≥>]/.test(s) || /(及以上|以上|\+)$/.test(s)) return 'atLeast';
  if (/^[≤<]/.test(s) || /(及以下|以下)$/.test(s)) return 'atMost';
  return null;
}

/**
 * Whether a line's min rank is a bound: its own cell's (`≤1234`), else the min score's turned
 * round — a cut-off of `580及以上` (580 or better) has a rank of at most the rank of 580.
 */
export function rankBoundOf(rawRank: unknown, scoreBound: ScoreBound | null): ScoreBound | null {
  return boundOf(rawRank) ?? (scoreBound === 'atLeast' ? 'atMost' : scoreBound === 'atMost' ? 'atLeast' : null);
}

/** A whole number (`948.0` is 948); a fraction is UNREADABLE. */
export function parseWhole(raw: unknown): NumberCell {
  const n = parseNumber(raw);
  if (n === null || n === UNREADABLE) return n;
  return Number.isInteger(n) ? n : UNREADABLE;
}

/** `666-750`, `666~750`, `666—750`, `1-145` → both ends; a single number → both ends equal. */
export function parseRange(raw: unknown): { low: number; high: number } | null {
  const s = cleanText(raw);
  const m = /^(\d+)\s*(?:-|~|～|—|至)\s*(\d+)$/.exec(s);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return { low: Math.min(a, b), high: Math.max(a, b) };
  }
  const n = parseWhole(s);
  return typeof n === 'number' ? { low: n, high: n } : null;
}

/**
 * Reads the numbers of one row. The first unreadable cell names the row's skip reason
 * (`unreadable minScore`): the importer skips the row rather than guess a value.
 */
export class NumberCells {
  unreadable: string | null = null;

  private take(name: string, cell: NumberCell): number | null {
    if (cell === UNREADABLE) {
      this.unreadable ??= `unreadable ${name}`;
      return null;
    }
    return cell;
  }

  number(name: string, raw: unknown): number | null {
    return this.take(name, parseNumber(raw));
  }

  whole(name: string, raw: unknown): number | null {
    return this.take(name, parseWhole(raw));
  }
}

/** 北京 / 北京市 / 内蒙古自治区 → the short name admission data uses; null when it names no province. */
export function normalizeProvince(raw: unknown): string | null {
  const s = cleanText(raw);
  return s ? (findProvinceUnit(s)?.name ?? null) : null;
}

/**
 * 科类 spelled several ways for the same category, so rank tables, control lines and admission
 * lines join: 首选物理 / 物理 → 物理类, 理工(类) → 理科, 文史(类) → 文科. Any other label is kept.
 */
const SUBJECT_SYNONYMS: Record<string, string> = {
  物理: '物理类',
  首选物理: '物理类',
  历史: '历史类',
  首选历史: '历史类',
  理工: '理科',
  理工类: '理科',
  文史: '文科',
  文史类: '文科',
};

export function normalizeSubjectType(raw: unknown): string {
  const s = cleanText(raw).replace(/\s+/g, '');
  return SUBJECT_SYNONYMS[s] ?? s;
}

/** The exam year: a whole number in a plausible range, else null. */
export function parseYear(raw: unknown): number | null {
  const n = parseWhole(raw);
  return typeof n === 'number' && n >= 1990 && n <= 2100 ? n : null;
}

/** A score fits the rank table's smallint and every exam's scale. */
export const isScore = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 0 && n <= 1000;

/** sha1 of the fields, in order: the row key of an imported row. */
export function rowKey(fields: readonly unknown[]): string {
  return createHash('sha1').update(JSON.stringify(fields)).digest('hex');
}

/** official-… is the publisher's own data; third-party-… and anything else is not. */
export const isOfficial = (sourceQuality: string) => sourceQuality.startsWith('official');
