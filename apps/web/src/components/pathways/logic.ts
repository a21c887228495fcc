import { CONDITION_KINDS, formatDateTime, type CampExtra, type ContentDetail } from '@zhiyuan/shared';

/**
 * The decisions of the pathway pages (报考条件, 材料模板, 竞赛白名单, 其他升学路径, menuDetail) that
 * are not layout: grouping, choosing the item a link points at, and what menuDetail/<id> shows.
 */

export interface Group<T> {
  name: string;
  items: T[];
}

/**
 * Items grouped by their category in the order `order` gives; a category outside it follows in
 * first-seen order, and an item without one goes to the last known kind (其他).
 */
export function groupByCategory<T extends { category: string }>(items: readonly T[], order: readonly string[] = CONDITION_KINDS): Group<T>[] {
  const fallback = order[order.length - 1] ?? '';
  const groups = new Map<string, T[]>(order.map((name) => [name, []]));
  for (const item of items) {
    const name = item.category.trim() || fallback;
    const list = groups.get(name);
    if (list) list.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([name, list]) => ({ name, items: list }));
}

/** Subjects of the whitelist in first-seen order, with how many competitions each has. */
export function subjectsOf(items: readonly { category: string }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

export type Chosen<T> = { kind: 'chosen'; item: T } | { kind: 'notFound' } | { kind: 'empty' };

/**
 * The item a page shows: the one `?id=` names, else the first. An id that is not in the list is a
 * 404 (a stale or mistyped link), not silently the first item.
 */
export function chooseItem<T extends { id: string }>(items: readonly T[], id: string | null | undefined): Chosen<T> {
  if (id) {
    const item = items.find((i) => i.id === id);
    return item ? { kind: 'chosen', item } : { kind: 'notFound' };
  }
  return items.length > 0 ? { kind: 'chosen', item: items[0] } : { kind: 'empty' };
}

/** The values with their counts: those of `known` first in its order, then any other in first-seen order. */
export function countsInOrder(values: readonly string[], known: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  const first = known.filter((k) => counts.has(k));
  const rest = [...counts.keys()].filter((k) => !known.includes(k));
  return [...first, ...rest].map((name) => ({ name, count: counts.get(name)! }));
}

/** Today in China time, 'yyyy-MM-dd' (camp dates are China days, whatever the reader's clock zone). */
export const chinaToday = (now: Date = new Date()): string => formatDateTime(now).slice(0, 10);

export type CampStatus = 'upcoming' | 'running' | 'ended';

/** Whether a camp is still to come, on today (its first to its last day), or over. */
export function campStatus(extra: Pick<CampExtra, 'startDate' | 'endDate'>, today: string): CampStatus {
  if (extra.endDate < today) return 'ended';
  return extra.startDate <= today ? 'running' : 'upcoming';
}

/** A camp's days: one day as itself; a range within one year without repeating the year. */
export function campDays(extra: Pick<CampExtra, 'startDate' | 'endDate'>): { start: string; end: string | null } {
  const { startDate: start, endDate: end } = extra;
  if (start === end) return { start, end: null };
  return { start, end: start.slice(0, 4) === end.slice(0, 4) ? end.slice(5) : end };
}

/**
 * menuDetail/<id>: a desktop page that renders inside menuDetail on a phone, a page the phone has
 * as its own route (course, information … : go there), a known desktop page still waiting for its
 * phone form, or nothing (404).
 */
export type TopicTarget = 'page' | 'phoneRoute' | 'comingSoon' | 'notFound';

export function topicTarget(
  id: string | undefined,
  phonePages: Readonly<Record<string, unknown>>,
  desktopPages: readonly string[],
  phoneRoutes: readonly string[] = [],
): TopicTarget {
  if (!id) return 'notFound';
  if (Object.hasOwn(phonePages, id)) return 'page';
  if (phoneRoutes.includes(id)) return 'phoneRoute';
  return desktopPages.includes(id) ? 'comingSoon' : 'notFound';
}

/** The file name a template downloads as: its title made safe for a file system, with .txt for the text form. */
export function templateFileName(template: Pick<ContentDetail<'template'>, 'title' | 'extra'>): string {
  const base = template.title.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'template';
  return template.extra.fileId ? base : `${base}.txt`;
}

/** The first lines of a template's text, for the preview (the whole text downloads). */
export function previewLines(text: string, max = 12): { lines: string[]; more: boolean } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return { lines: lines.slice(0, max), more: lines.length > max };
}

/** A text cut where the keyword occurs (case-insensitive), so the page can mark the hits. */
export function splitByKeyword(text: string, keyword: string): { text: string; hit: boolean }[] {
  const word = keyword.trim();
  if (!word) return [{ text, hit: false }];
  const parts: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + word.length), hit: true });
    from = at + word.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return parts;
}
