import { z } from 'zod';
import {
  formatDateTime,
  type ContentAttachment,
  type ContentCard,
  type ContentDetail,
  type ContentKind,
  type CourseView,
  type SimpleTable,
} from '@zhiyuan/shared';
import type { FastifyInstance } from 'fastify';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { Db } from '../../db/client.ts';
import { calendarDate } from '../../lib/schema.ts';
import * as repo from './repo.ts';
import type { ContentRow } from './repo.ts';

export type { ContentRow };

// ───────── the `extra` of each kind ─────────

const text = (max: number) => z.string().trim().max(max);
const fileId = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'badFormat')
    .nullable()
    .optional(),
);
/** Filled on read only: taken back when a client posts what it read, never stored. */
const readUrl = z
  .unknown()
  .optional()
  .transform(() => undefined);
const wordArray = (max: number, each: number) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[,，、;；\n]/)
            .map((w) => w.trim())
            .filter(Boolean)
        : v,
    z.array(text(each).min(1)).max(max),
  );

export const simpleTableSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'badFormat'),
  title: text(100),
  columns: z.array(text(100)).min(1).max(30),
  rows: z.array(z.array(text(500)).max(30)).max(500),
});
export const attachmentSchema = z.strictObject({
  fileId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'badFormat'),
  title: text(100),
  url: readUrl,
});

/**
 * zod schemas of each kind's `extra` (admin save/edit parse with these; unknown keys are refused at every depth;
 * the *Url fields are filled on read and never stored).
 */
export const extraSchemas = {
  article: z.object({
    tables: z.array(simpleTableSchema).max(20).optional(),
    attachments: z.array(attachmentSchema).max(20).optional(),
    coverFileId: fileId,
    coverUrl: readUrl,
    source: text(100).optional(),
  }),
  question: z.object({}),
  expert: z.object({
    headline: text(50).default(''),
    provinces: wordArray(40, 20).default([]),
    specialities: wordArray(20, 50).default([]),
    yearsOfPractice: z.coerce.number().int().min(0).max(80).default(0),
    booking: text(1000).default(''),
    avatarFileId: fileId,
    avatarUrl: readUrl,
  }),
  course: z.object({ speaker: text(50).default(''), posterFileId: fileId, posterUrl: readUrl }),
  lesson: z.object({
    videoFileId: fileId.transform((v) => v ?? null),
    videoUrl: readUrl,
    posterFileId: fileId,
    posterUrl: readUrl,
    duration: z.coerce.number().int().min(0).max(86_400).default(0),
  }),
  case: z.object({
    year: z.coerce.number().int().min(1977).max(2100),
    subjectType: text(20).default(''),
    score: z.coerce.number().min(0).max(1000).default(0),
    rank: z.coerce.number().int().min(0).max(10_000_000).default(0),
    choices: z
      .array(z.strictObject({ school: text(100).min(1), unit: text(200).default(''), tier: z.enum(['冲', '稳', '保', '垫']) }))
      .max(120)
      .default([]),
    result: text(1000).default(''),
  }),
  pathway: z.object({
    who: text(1000).default(''),
    when: text(500).default(''),
    how: text(2000).default(''),
    steps: z
      .array(z.strictObject({ title: text(100).min(1), when: text(100).default(''), detail: text(1000).default('') }))
      .max(50)
      .default([]),
  }),
  competition: z.object({ organiser: text(200).default(''), recognisedFor: text(1000).default('') }),
  condition: z.object({ rule: text(2000).default(''), note: text(1000).default('') }),
  template: z.object({ text: text(50_000).default(''), fileId, fileUrl: readUrl }),
  autonomous: z.object({
    schoolName: text(100).min(1),
    schoolId: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, 'badFormat')
        .nullable(),
    ),
    programme: text(50).min(1),
    year: z.coerce.number().int().min(2000).max(2100),
    majors: z
      .array(
        z.strictObject({
          id: z
            .string()
            .trim()
            .regex(/^\d{1,20}$/, 'badFormat'),
          name: text(100).min(1),
          requirement: text(1000).default(''),
          plan: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().min(0).max(100_000).nullable()),
        }),
      )
      .max(200)
      .default([]),
  }),
  camp: z
    .object({
      schoolName: text(100).min(1),
      season: text(20).min(1),
      startDate: calendarDate,
      endDate: calendarDate,
      applyBy: z.preprocess((v) => (v === '' || v === undefined ? null : v), calendarDate.nullable()),
      who: text(1000).default(''),
      fee: text(200).default(''),
      howToApply: text(2000).default(''),
      link: z.preprocess(
        (v) => v ?? '',
        text(500).refine((v) => v === '' || isWebLink(v), 'campBadLink'),
      ),
    })
    .superRefine((v, ctx) => {
      // yyyy-MM-dd compares as text; the days themselves were checked above.
      if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'campEndBeforeStart' });
      if (v.applyBy && v.applyBy > v.endDate) ctx.addIssue({ code: 'custom', path: ['applyBy'], message: 'campApplyAfterEnd' });
    }),
} satisfies Record<ContentKind, z.ZodType>;

/** An absolute http(s) address (a camp's link): nothing else is offered to the site's readers. */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** Drops undefined keys (the *Url read-backs) so the stored JSON stays clean. */
export function cleanExtra(extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) continue;
    if (k === 'attachments' && Array.isArray(v)) out[k] = v.map((a) => cleanExtra(a as Record<string, unknown>));
    else out[k] = v;
  }
  return out;
}

// ───────── search text ─────────

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Word-like segments, lower-cased (the search index's and the query's words). */
export function wordsOf(textIn: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(textIn)) if (s.isWordLike) out.push(s.segment.toLowerCase());
  return out;
}

// HTML is read with parse5 (the WHATWG parser jsdom uses), never with patterns: entities,
// comments, attributes holding '>' and unclosed tags all read as a browser reads them.
type HtmlNode = DefaultTreeAdapterMap['node'];
type HtmlElement = DefaultTreeAdapterMap['element'];
const isElement = (n: HtmlNode): n is HtmlElement => 'tagName' in n;
const childrenOf = (n: HtmlNode): HtmlNode[] => ('childNodes' in n ? n.childNodes : []);
/** Elements whose text is not text a reader sees. */
const SILENT = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that end a line: their text does not run into the next word. */
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'caption',
  'thead',
  'tbody',
  'tfoot',
]);

function collectText(node: HtmlNode, out: string[]): void {
  if (node.nodeName === '#text') out.push((node as DefaultTreeAdapterMap['textNode']).value);
  else if (isElement(node) && SILENT.has(node.tagName)) return;
  const block = isElement(node) && BLOCK.has(node.tagName);
  if (block) out.push(' ');
  for (const child of childrenOf(node)) collectText(child, out);
  if (block) out.push(' ');
}

const textOfNode = (node: HtmlNode): string => {
  const out: string[] = [];
  collectText(node, out);
  return out.join('').replace(/\s+/g, ' ').trim();
};

/** HTML → plain text: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return textOfNode(parseFragment(html));
}

const SKIP_KEYS = /(FileId|Url|^fileId|^id|^schoolId)$/;
/** Text values of `extra` (strings and numbers-as-words skipped for ids and urls), in order. */
function extraTexts(value: unknown, key = ''): string[] {
  if (SKIP_KEYS.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => extraTexts(v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => extraTexts(v, k));
  return [];
}

type Searchable = Pick<ContentRow, 'title' | 'summary' | 'body' | 'category' | 'tags' | 'extra'>;

/** The plain text of an item: title, summary, body text, category, tags and extra's text values. */
export function plainTextOf(item: Searchable): string {
  return [item.title, item.summary, htmlText(item.body ?? ''), item.category, ...(item.tags ?? []), ...extraTexts(item.extra ?? {})].filter(Boolean).join(' ');
}

/** The search index's input: the words of plainTextOf, space-joined. */
export function searchTextOf(item: Searchable): string {
  return wordsOf(plainTextOf(item)).join(' ');
}

/** Recomputes and stores search_text of the rows (admin save/edit/import call this). */
export async function refreshSearchText(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const rows = await repo.itemsByIds(db, ids);
  for (const r of rows) await repo.setSearchText(db, r.id, searchTextOf(r));
}

// ───────── tables inside article HTML ─────────

/** The rows (tr) of a table in order, not those of a table nested inside it. */
function rowsOfTable(table: HtmlElement): HtmlElement[] {
  const rows: HtmlElement[] = [];
  const walk = (n: HtmlNode) => {
    for (const child of childrenOf(n)) {
      if (!isElement(child) || child.tagName === 'table') continue;
      if (child.tagName === 'tr') rows.push(child);
      else walk(child);
    }
  };
  walk(table);
  return rows;
}

/** The <table>s of an article's HTML as SimpleTables (the h2/h3 heading before a table is its title). */
export function tablesOfHtml(html: string, newId: () => string): SimpleTable[] {
  const out: SimpleTable[] = [];
  let heading = '';
  let n = 0;
  const visit = (node: HtmlNode) => {
    if (!isElement(node)) {
      for (const child of childrenOf(node)) visit(child);
      return;
    }
    if (node.tagName === 'h2' || node.tagName === 'h3') {
      heading = textOfNode(node);
      return;
    }
    if (node.tagName !== 'table') {
      for (const child of childrenOf(node)) visit(child);
      return;
    }
    n++;
    const rowsHtml = rowsOfTable(node).map((tr) =>
      childrenOf(tr)
        .filter(isElement)
        .filter((c) => c.tagName === 'th' || c.tagName === 'td')
        .map((c) => ({ th: c.tagName === 'th', text: textOfNode(c) })),
    );
    const filled = rowsHtml.filter((r) => r.length);
    if (!filled.length) return;
    const [first, ...rest] = filled;
    const hasHead = first.every((c) => c.th) || childrenOf(node).some((c) => isElement(c) && c.tagName === 'thead');
    const columns = hasHead ? first.map((c) => c.text) : first.map((_, i) => `列${i + 1}`);
    const rows = (hasHead ? rest : filled).map((r) => columns.map((_, i) => r[i]?.text ?? ''));
    out.push({ id: newId(), title: heading || `表${n}`, columns, rows });
  };
  visit(parseFragment(html));
  return out;
}

// ───────── mapping to the API shapes ─────────

const time = (d: Date | null) => (d ? formatDateTime(d) : null);

/** Every file id an item's extra names. */
function fileIdsOf(extra: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const key of ['coverFileId', 'avatarFileId', 'posterFileId', 'videoFileId', 'fileId']) {
    const v = extra[key];
    if (typeof v === 'string' && v) ids.push(v);
  }
  if (Array.isArray(extra.attachments)) for (const a of extra.attachments as ContentAttachment[]) if (a?.fileId) ids.push(a.fileId);
  return ids;
}

export type UrlOf = (fileId: string | null | undefined) => string | null;

/** Signed (or shared) view addresses of the files the rows' extras name; a gone file gives null. */
export async function urlsFor(app: FastifyInstance, rows: Pick<ContentRow, 'extra'>[]): Promise<UrlOf> {
  const ids = [...new Set(rows.flatMap((r) => fileIdsOf(r.extra ?? {})))];
  const map = new Map<string, string>();
  if (ids.length) {
    const found = await repo.liveFileRows(app.db, ids);
    for (const f of found) map.set(f.id, app.files.urlOf(f));
  }
  return (id) => (id ? (map.get(id) ?? null) : null);
}

/** The extra as the API shows it: *Url filled next to each *FileId. */
export function extraView(kind: string, extra: Record<string, unknown>, urlOf: UrlOf): Record<string, unknown> {
  const out: Record<string, unknown> = { ...extra };
  if (kind === 'article') {
    out.coverUrl = urlOf(extra.coverFileId as string);
    if (Array.isArray(extra.attachments)) out.attachments = (extra.attachments as ContentAttachment[]).map((a) => ({ ...a, url: urlOf(a.fileId) }));
  } else if (kind === 'expert') out.avatarUrl = urlOf(extra.avatarFileId as string);
  else if (kind === 'course') out.posterUrl = urlOf(extra.posterFileId as string);
  else if (kind === 'lesson') {
    out.videoUrl = urlOf(extra.videoFileId as string);
    out.posterUrl = urlOf(extra.posterFileId as string);
  } else if (kind === 'template') out.fileUrl = urlOf(extra.fileId as string);
  return out;
}

export function toCard<K extends ContentKind>(r: ContentRow, urlOf: UrlOf): ContentCard<K> {
  return {
    id: r.id,
    kind: r.kind as K,
    title: r.title,
    summary: r.summary,
    category: r.category,
    province: r.province,
    tags: r.tags ?? [],
    recommended: r.recommended,
    pinned: r.pinned,
    viewCount: r.viewCount,
    publishTime: time(r.publishTime),
    isExample: r.isExample,
    parentId: r.parentId,
    sortOrder: r.sortOrder,
    extra: extraView(r.kind, r.extra ?? {}, urlOf) as ContentCard<K>['extra'],
  };
}

export function toDetail<K extends ContentKind>(r: ContentRow, urlOf: UrlOf): ContentDetail<K> {
  return { ...toCard<K>(r, urlOf), body: r.body };
}

/** Cards of rows, files signed in one query. */
export async function cardsOf<K extends ContentKind>(app: FastifyInstance, rows: ContentRow[]): Promise<ContentCard<K>[]> {
  const urlOf = await urlsFor(app, rows);
  return rows.map((r) => toCard<K>(r, urlOf));
}

export async function detailsOf<K extends ContentKind>(app: FastifyInstance, rows: ContentRow[]): Promise<ContentDetail<K>[]> {
  const urlOf = await urlsFor(app, rows);
  return rows.map((r) => toDetail<K>(r, urlOf));
}

/** Courses with their lessons (visible lessons only unless `all`), in sortOrder. */
export async function courseViews(app: FastifyInstance, courses: ContentRow[], opts: { all?: boolean } = {}): Promise<CourseView[]> {
  if (!courses.length) return [];
  const lessons = await repo.lessonsOf(
    app.db,
    courses.map((c) => c.id),
    !!opts.all,
  );
  const urlOf = await urlsFor(app, [...courses, ...lessons]);
  return courses.map((c) => ({
    ...toDetail<'course'>(c, urlOf),
    lessons: lessons.filter((l) => l.parentId === c.id).map((l) => toDetail<'lesson'>(l, urlOf)),
  }));
}

// ───────── search helpers ─────────

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The best passage (~`size` characters) of `plain` for the query words: the window holding the most
 * distinct words (then the most hits), each word wrapped in <mark>, the rest HTML-escaped.
 */
export function highlight(plain: string, words: string[], size = 80): string {
  const terms = [...new Set(words.filter(Boolean))].sort((a, b) => b.length - a.length);
  const lower = plain.toLowerCase();
  const hits: { at: number; len: number; term: number }[] = [];
  terms.forEach((t, ti) => {
    let i = lower.indexOf(t);
    while (i >= 0) {
      hits.push({ at: i, len: t.length, term: ti });
      i = lower.indexOf(t, i + t.length);
    }
  });
  hits.sort((a, b) => a.at - b.at);
  let start = 0;
  if (hits.length) {
    let best = -1;
    let bestScore = -1;
    for (const h of hits) {
      const from = Math.max(0, h.at - 10);
      const inside = hits.filter((o) => o.at >= from && o.at + o.len <= from + size);
      const score = new Set(inside.map((o) => o.term)).size * 1000 + inside.length;
      if (score > bestScore) {
        bestScore = score;
        best = from;
      }
    }
    start = best;
  }
  let end = Math.min(plain.length, start + size);
  if (end - start < size) start = Math.max(0, end - size);
  // Never cut a surrogate pair.
  if (start > 0 && /[\udc00-\udfff]/.test(plain[start])) start--;
  if (end < plain.length && /[\udc00-\udfff]/.test(plain[end])) end++;
  let out = '';
  let i = start;
  while (i < end) {
    const hit = terms.length ? terms.find((t) => lower.startsWith(t, i)) : undefined;
    if (hit) {
      const stop = Math.min(end, i + hit.length);
      out += `<mark>${escapeHtml(plain.slice(i, stop))}</mark>`;
      i = stop;
    } else {
      out += escapeHtml(plain[i]);
      i++;
    }
  }
  // Words side by side read as one mark.
  out = out.replace(/<\/mark><mark>/g, '');
  return (start > 0 ? '…' : '') + out + (end < plain.length ? '…' : '');
}

/** Where the site shows an item. */
export function linkOf(r: Pick<ContentRow, 'id' | 'kind' | 'parentId'>): string {
  switch (r.kind) {
    case 'article':
      return `/informationDetail?id=${r.id}`;
    case 'question':
      return `/qAndA?id=${r.id}`;
    case 'expert':
      return `/expertIntroduction?id=${r.id}`;
    case 'course':
      return `/course?id=${r.id}`;
    case 'lesson':
      return `/course?id=${r.parentId}&lesson=${r.id}`;
    case 'case':
      return `/case/${r.id}`;
    case 'pathway':
      return `/other?id=${r.id}`;
    case 'competition':
      return `/whiteList?id=${r.id}`;
    case 'condition':
      return `/conditionsOfEnrolment?id=${r.id}`;
    case 'template':
      return `/materialTemplate?id=${r.id}`;
    case 'autonomous':
      return `/searchCooperation?id=${r.id}`;
    case 'camp':
      return `/campPc?id=${r.id}`;
    default:
      return '/';
  }
}
