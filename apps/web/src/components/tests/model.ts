import {
  TEST_KINDS,
  type ReportDimension,
  type ReportLead,
  type TestDefinitionView,
  type TestKind,
  type TestListItem,
  type TestRecordView,
} from '@zhiyuan/shared';
import type { DeviceType } from '../../device.ts';
import { pagePath } from '../majors/links.ts';

/**
 * The 测评 pages are one route, `test` (menuDetail/test on a phone), so none of them is ever a
 * cached page tag (spec §4). The query says which page:
 *   test                      the list
 *   test?kind=<kind>          the runner (intro, context questions, items)
 *   test?report=<recordId>    a report, any of the eleven testReport types (by its report code)
 *   test?appendix=<kind>      the appendix: method, scores, norms, licence (appendix=all: every test)
 *   test?groups=1             my groups: create, join by code, leave, delete
 *   test?group=<id>           a group's report
 */
export type TestView =
  | { view: 'list' }
  | { view: 'run'; kind: string }
  | { view: 'report'; recordId: string }
  | { view: 'appendix'; kind: string }
  | { view: 'groups' }
  | { view: 'group'; id: string };

export function testViewOf(params: URLSearchParams): TestView {
  const value = (key: string) => params.get(key)?.trim() ?? '';
  if (value('report')) return { view: 'report', recordId: value('report') };
  if (value('group')) return { view: 'group', id: value('group') };
  if (params.has('groups')) return { view: 'groups' };
  if (params.has('appendix')) return { view: 'appendix', kind: value('appendix') || 'all' };
  if (value('kind')) return { view: 'run', kind: value('kind') };
  return { view: 'list' };
}

/** The path of a 测评 page on this device. */
export function testPath(device: DeviceType, view: TestView): string {
  switch (view.view) {
    case 'list':
      return pagePath(device, 'test');
    case 'run':
      return pagePath(device, 'test', { kind: view.kind });
    case 'report':
      return pagePath(device, 'test', { report: view.recordId });
    case 'appendix':
      return pagePath(device, 'test', { appendix: view.kind });
    case 'groups':
      return pagePath(device, 'test', { groups: 1 });
    case 'group':
      return pagePath(device, 'test', { group: view.id });
  }
}

/** Sittings and groups have numeric ids: anything else is a 404 without asking. */
export const isRecordId = (id: string): boolean => /^\d{1,20}$/.test(id);

export const isTestKind = (kind: string): kind is TestKind => (TEST_KINDS as readonly string[]).includes(kind);

/** 专业定位: taken in the runner like the others; its full report (with values and personality) is the route `report`. */
export const GUIDE_KIND: TestKind = 'major-position';

/** The list split by who takes each test, in the server's order. */
export function byAudience(tests: readonly TestListItem[]): { student: TestListItem[]; parent: TestListItem[] } {
  return { student: tests.filter((x) => x.audience === 'student'), parent: tests.filter((x) => x.audience === 'parent') };
}

/** Answers that belong to the test's items (a stale key of another bank is not counted). */
export function answeredCount(items: readonly { id: string }[], answers: Readonly<Record<string, number>>): number {
  return items.filter((i) => Object.hasOwn(answers, i.id)).length;
}

/** Index of the first item without an answer, or -1 when every item has one. */
export function firstUnanswered(items: readonly { id: string }[], answers: Readonly<Record<string, number>>): number {
  return items.findIndex((i) => !Object.hasOwn(answers, i.id));
}

/** Where a resumed sitting starts: the first unanswered item, else the last one. */
export const resumeIndex = (items: readonly { id: string }[], answers: Readonly<Record<string, number>>): number => {
  const at = firstUnanswered(items, answers);
  return at === -1 ? Math.max(0, items.length - 1) : at;
};

/** Items per page of the desktop runner. */
export const DESKTOP_PAGE_SIZE = 10;

export const pageCount = (total: number, size = DESKTOP_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
export const pageOfIndex = (index: number, size = DESKTOP_PAGE_SIZE) => Math.floor(Math.max(0, index) / size);

export function pageItems<T>(items: readonly T[], page: number, size = DESKTOP_PAGE_SIZE): T[] {
  return items.slice(page * size, page * size + size);
}

/** The answer options of an item: its own (reasoning items), else the test's scale. */
export function optionsOf(item: TestDefinitionView['items'][number], scale: TestDefinitionView['scale']): { value: number; label: string }[] {
  if (item.options?.length) return item.options;
  if (!scale) return [];
  return scale.values.map((value, i) => ({ value, label: scale.labels[i] ?? String(value) }));
}

/** A section heading shown above an item when it starts a new section. */
export const startsSection = (items: readonly { section?: string }[], index: number): boolean =>
  Boolean(items[index]?.section) && (index === 0 || items[index - 1]?.section !== items[index].section);

/**
 * Context answers as the API takes them: a number field's text as a number, empty values left
 * out (every context field the tests ask is optional unless the server says otherwise).
 */
export function contextPayload(fields: TestDefinitionView['contextFields'], values: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    const raw = values[field.key];
    if (raw === undefined || raw === null || raw === '') continue;
    if (field.type === 'number') {
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (Number.isFinite(n)) out[field.key] = n;
    } else if (typeof raw === 'string') {
      out[field.key] = raw;
    }
  }
  return out;
}

/** A score's place on its range as 0–100. */
export function percentOfRange(d: Pick<ReportDimension, 'score' | 'min' | 'max'>): number {
  if (d.max === d.min) return 0;
  return Math.min(100, Math.max(0, ((d.score - d.min) / (d.max - d.min)) * 100));
}

/** A number as the report prints it: integers as they are, others to one decimal. */
export const scoreText = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Where a lead goes: a 专业类 to the major library filtered by it, a school to its page; others are text. */
export function leadPath(device: DeviceType, lead: ReportLead): string | null {
  if (lead.type === 'major' && lead.code && /^\d{4}$/.test(lead.code)) {
    return pagePath(device, 'majorLibrary', { category: lead.code.slice(0, 2), cls: lead.code });
  }
  if (lead.type === 'major') return pagePath(device, 'majorLibrary', { q: lead.name });
  if (lead.type === 'school' && lead.code) return `/afterAssessedDetail?id=${encodeURIComponent(lead.code)}`;
  return null;
}

export const LEAD_TYPES: ReportLead['type'][] = ['major', 'subject', 'school', 'career'];

export function leadsByType(leads: readonly ReportLead[]): { type: ReportLead['type']; leads: ReportLead[] }[] {
  return LEAD_TYPES.map((type) => ({ type, leads: leads.filter((l) => l.type === type) })).filter((g) => g.leads.length > 0);
}

/** Finished sittings first by finish time (newest first), the one in progress on top. */
export function sittingsForHistory(records: readonly TestRecordView[]): TestRecordView[] {
  const open = records.filter((r) => r.status === 'in_progress');
  const done = records.filter((r) => r.status === 'finished').sort((a, b) => (b.finishTime ?? '').localeCompare(a.finishTime ?? ''));
  return [...open.slice(0, 1), ...done];
}
