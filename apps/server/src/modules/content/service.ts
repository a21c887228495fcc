import type { FastifyInstance } from 'fastify';
import {
  ARTICLE_CATEGORIES,
  QUESTION_CATEGORIES,
  formatDateTime,
  type AutonomousExtra,
  type AutonomousMajor,
  type AutonomousMajorView,
  type CampCard,
  type CampView,
  type ContentAdminView,
  type ContentCard,
  type ContentDetail,
  type ContentKind,
  type CourseView,
  type ContentStatus,
  type InformationIndex,
  type Page,
  type PathwayExtra,
  type PathwayStep,
  type QuestionList,
  type SearchHit,
  type SimpleTable,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { cutForEcho } from '../../lib/validation.ts';
import {
  cardsOf,
  cleanExtra,
  courseViews,
  detailsOf,
  highlight,
  linkOf,
  plainTextOf,
  searchTextOf,
  tablesOfHtml,
  toDetail,
  urlsFor,
  wordsOf,
  type ContentRow,
  type UrlOf,
} from './model.ts';
import * as repo from './repo.ts';
import type { AdminFilter, ArticleFilter, CampFilter, ScopeFilter } from './repo.ts';
import { campEnded, chinaToday, orderCamps } from './camp.ts';

// ───────── admin (内容管理, issue 19) ─────────

export function toAdminView(r: ContentRow, urlOf: UrlOf, now = Date.now()): ContentAdminView {
  return {
    ...toDetail(r, urlOf),
    status: r.status as ContentStatus,
    scheduled: r.status === 'published' && !!r.publishTime && r.publishTime.getTime() > now,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
    updateBy: r.updateBy,
    updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
  };
}

/** The fields of an admin save/edit body, as validated (admin-routes.ts). */
export interface ContentInput {
  title: string;
  summary?: string;
  body?: string;
  category?: string;
  province?: string | null;
  tags?: string[];
  recommended?: boolean;
  pinned?: boolean;
  sortOrder?: number;
  parentId?: string | null;
  status?: ContentStatus;
  publishTime?: Date | null;
  extra?: Record<string, unknown>;
}

/** Who saves: their name (createBy/updateBy), and what decides which files they may name (their id, codes and data scope). */
export interface Editor {
  userId: string;
  username: string;
  permissionCodes: () => Promise<Set<string>>;
  scopeFilter: ScopeFilter;
  /** The caller's language (the review process's notices). */
  lang: 'zh-CN' | 'en-US';
}

/** The file ids `extra` names, each with the field it sits in (for the 400). */
function fileRefs(extra: Record<string, unknown>): { field: string; id: string }[] {
  const refs: { field: string; id: string }[] = [];
  for (const key of ['coverFileId', 'avatarFileId', 'posterFileId', 'videoFileId', 'fileId']) {
    const v = extra[key];
    if (typeof v === 'string' && v) refs.push({ field: `extra.${key}`, id: v });
  }
  if (Array.isArray(extra.attachments)) {
    extra.attachments.forEach((a, i) => {
      const id = (a as { fileId?: unknown })?.fileId;
      if (typeof id === 'string' && id) refs.push({ field: `extra.attachments.${i}.fileId`, id });
    });
  }
  return refs;
}

/** The article's data tables: those of its body (ids kept by position), else what the client sent. */
function articleTables(body: string, sent: SimpleTable[] | undefined, before: SimpleTable[] | undefined): SimpleTable[] {
  const fromBody = tablesOfHtml(body, newId);
  if (!fromBody.length) return sent ?? [];
  const ids = (sent ?? before ?? []).map((t) => t.id);
  return fromBody.map((t, i) => (ids[i] ? { ...t, id: ids[i] } : t));
}

/** Every file must exist (not in the trash) and be usable by the editor; files already on the item pass. */
async function assertFilesUsable(db: Db, editor: Editor, extra: Record<string, unknown>, before: Record<string, unknown> = {}) {
  const kept = new Set(fileRefs(before).map((r) => r.id));
  const refs = fileRefs(extra).filter((r) => !kept.has(r.id));
  if (!refs.length) return;
  const ids = [...new Set(refs.map((r) => r.id))];
  const rows = await repo.liveFilesOf(db, ids);
  const me = editor.userId;
  let inScope = new Set<string>();
  if ((await editor.permissionCodes()).has('sys:file:view')) {
    inScope = new Set(await repo.fileIdsInScope(db, ids, editor.scopeFilter));
  }
  const usable = new Set(rows.filter((r) => r.ownerId === me || r.shared || inScope.has(r.id)).map((r) => r.id));
  const bad = refs.find((r) => !usable.has(r.id));
  if (bad) throw fieldError(bad.field, 'contentFileUnreadable');
}

async function findParentCourse(db: Db, parentId: string) {
  if (!(await repo.isCourse(db, parentId))) throw fieldError('parentId', 'contentParentNotCourse');
}

/** The row's values from a save/edit body (before = the stored row on edit). */
async function valuesOf(db: Db, editor: Editor, kind: ContentKind, b: Partial<ContentInput>, before?: ContentRow) {
  // Parent: a lesson's course; no other kind has one.
  let parentId = before?.parentId ?? null;
  if (kind === 'lesson') {
    if (b.parentId !== undefined) parentId = b.parentId;
    if (!parentId) throw fieldError('parentId', 'contentParentRequired');
    if (parentId !== before?.parentId) await findParentCourse(db, parentId);
  } else if (b.parentId) {
    throw fieldError('parentId', 'contentNoParent');
  }
  const body = b.body !== undefined ? sanitizeUserHtml(b.body) : (before?.body ?? '');
  let extra = b.extra !== undefined ? cleanExtra(b.extra as Record<string, unknown>) : { ...(before?.extra ?? {}) };
  if (b.extra !== undefined) await assertFilesUsable(db, editor, extra, before?.extra ?? {});
  if (kind === 'article') {
    const tables = articleTables(body, extra.tables as SimpleTable[] | undefined, before?.extra?.tables as SimpleTable[] | undefined);
    extra = { ...extra, tables };
    if (!tables.length) delete extra.tables;
  }
  const status = b.status ?? (before?.status as ContentStatus | undefined) ?? 'draft';
  let publishTime = b.publishTime !== undefined ? b.publishTime : (before?.publishTime ?? null);
  if (status === 'published' && !publishTime) publishTime = new Date();
  const values = {
    parentId,
    title: b.title ?? before?.title ?? '',
    summary: b.summary ?? before?.summary ?? '',
    body,
    category: b.category ?? before?.category ?? '',
    province: b.province !== undefined ? b.province : (before?.province ?? null),
    tags: b.tags ?? before?.tags ?? [],
    extra,
    status,
    publishTime,
    recommended: b.recommended ?? before?.recommended ?? false,
    pinned: b.pinned ?? before?.pinned ?? false,
    sortOrder: b.sortOrder ?? before?.sortOrder ?? 0,
  };
  return { ...values, searchText: searchTextOf(values) };
}

async function viewOf(app: FastifyInstance, row: ContentRow) {
  return toAdminView(row, await urlsFor(app, [row]));
}

/** The rows of this kind with these ids; 404 naming the ids that are not there. */
async function rowsOf(db: Db, kind: ContentKind, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = new Set(await repo.idsOfKind(db, kind, unique));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw new AppError(404, 'contentItemsNotFound', { ids: cutForEcho(missing.join(', ')) });
  return unique;
}

/** The admin list of a kind, drafts too, paged. */
export async function adminPage(app: FastifyInstance, kind: ContentKind, q: AdminFilter & PageInput): Promise<Page<ContentAdminView>> {
  const { rows, total } = await repo.adminPage(app.db, kind, q, q);
  const urlOf = await urlsFor(app, rows);
  const now = Date.now();
  return pageOf(
    rows.map((r) => toAdminView(r, urlOf, now)),
    total,
    q,
  );
}

/** One item of a kind, drafts and offline ones too; 404 when there is none. */
export async function adminItem(app: FastifyInstance, kind: ContentKind, id: string): Promise<ContentAdminView> {
  const row = await repo.itemOfKind(app.db, kind, id);
  if (!row) throw new AppError(404, 'contentItemNotFound');
  return viewOf(app, row);
}

/** The permission code's kind: lessons are managed with their course's codes. */
export const permissionKind = (kind: ContentKind): ContentKind => (kind === 'lesson' ? 'course' : kind);
export const contentCode = (kind: ContentKind, action: 'view' | 'add' | 'edit' | 'delete' | 'publish') => `content:${permissionKind(kind)}:${action}`;

/** The process an item saved for publishing goes through when its editor may not publish. */
const REVIEW_PROCESS = 'content_review';

/**
 * An editor without the publish permission cannot put an item on the site: an item that would be
 * published is saved as reviewing, and a review starts unless one already runs for it. The
 * reviewer's pass publishes it (reviewFinished); a rejection or a withdrawal makes it a draft.
 */
async function gateForReview(editor: Editor, kind: ContentKind, values: Awaited<ReturnType<typeof valuesOf>>): Promise<boolean> {
  if (values.status !== 'published' || (await editor.permissionCodes()).has(contentCode(kind, 'publish'))) return false;
  values.status = 'reviewing';
  values.publishTime = null;
  return true;
}

async function startReview(app: FastifyInstance, kind: ContentKind, row: ContentRow, editor: Editor) {
  if (await app.workflow.runningFor('content', row.id)) return;
  await app.workflow.startFor(
    { processKey: REVIEW_PROCESS, title: `${row.title}（${kind}）`.slice(0, 100), userId: editor.userId, tableId: row.id, businessTable: 'content' },
    editor.lang,
  );
}

/** The review of an item ended: passed items are published now, the others go back to draft. */
export async function reviewFinished(db: Db, id: string, outcome: 'pass' | 'fail' | 'cancel'): Promise<void> {
  await repo.setReviewOutcome(db, id, outcome === 'pass');
}

export async function addItem(app: FastifyInstance, kind: ContentKind, b: ContentInput, editor: Editor): Promise<ContentAdminView> {
  const values = await valuesOf(app.db, editor, kind, b);
  const review = await gateForReview(editor, kind, values);
  const row = await repo.insertItem(app.db, { id: newId(), kind, ...values, createBy: editor.username });
  if (review) await startReview(app, kind, row, editor);
  return viewOf(app, review ? ((await repo.itemOfKind(app.db, kind, row.id)) ?? row) : row);
}

/** Changes an item; fields left out stay as they are. */
export async function editItem(app: FastifyInstance, kind: ContentKind, id: string, b: Partial<ContentInput>, editor: Editor): Promise<ContentAdminView> {
  const before = await repo.itemOfKind(app.db, kind, id);
  if (!before) throw new AppError(404, 'contentItemNotFound');
  const values = await valuesOf(app.db, editor, kind, b, before);
  const review = await gateForReview(editor, kind, values);
  // Saved by an editor: it is the site's own content now, no longer a 示例 (issue 30).
  const row = await repo.updateItem(app.db, id, { ...values, isExample: false, updateBy: editor.username, updateTime: new Date() });
  if (review) await startReview(app, kind, row, editor);
  return viewOf(app, review ? ((await repo.itemOfKind(app.db, kind, row.id)) ?? row) : row);
}

/** Publishes items now or at `at` (404 naming unknown ids); the message: scheduled when `at` is ahead. */
export async function publishItems(
  db: Db,
  kind: ContentKind,
  ids: string[],
  at: Date | undefined,
  username: string,
): Promise<'contentScheduled' | 'contentPublished'> {
  const found = await rowsOf(db, kind, ids);
  await repo.publishItems(db, kind, found, at, username);
  return at && at.getTime() > Date.now() ? 'contentScheduled' : 'contentPublished';
}

/** Takes items off the site (404 naming unknown ids). */
export async function takeOffline(db: Db, kind: ContentKind, ids: string[], username: string): Promise<void> {
  const found = await rowsOf(db, kind, ids);
  await repo.setOffline(db, kind, found, username);
}

/** Deletes items (unknown ids are ignored); a course goes with its lessons. */
export async function deleteItems(db: Db, kind: ContentKind, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await repo.deleteOfKind(tx, kind, ids);
    if (kind === 'course' && gone.length) await repo.deleteLessonsOf(tx, gone);
  });
}

/** Deletes every 示例 item of a kind (courses with their lessons); how many rows went. */
export async function deleteExamples(db: Db, kind: ContentKind): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await repo.deleteExamplesOfKind(tx, kind);
    let lessons = 0;
    if (kind === 'course' && gone.length) lessons = await repo.deleteLessonsOf(tx, gone);
    return gone.length + lessons;
  });
}

// ───────── public: what the site shows ─────────

const notFound = () => new AppError(404, 'contentNotFound');

/** Counts per category, the known ones first in their order, then any other in order of size. */
function categoryCounts(known: readonly string[], rows: { name: string; count: number }[]) {
  const map = new Map(rows.map((r) => [r.name, Number(r.count)]));
  const out = known.map((name) => ({ name, count: map.get(name) ?? 0 }));
  for (const r of [...map].sort((a, b) => b[1] - a[1])) if (r[0] && !known.includes(r[0])) out.push({ name: r[0], count: r[1] });
  return out;
}

/** A visible row of a kind (`bump`: +1 view); 404 when there is none. */
async function visibleRow(db: Db, kind: ContentKind, id: string, bump = false): Promise<ContentRow> {
  const row = await repo.visibleItem(db, kind, id, bump);
  if (!row) throw notFound();
  return row;
}

/** Every published expert, in order. */
export async function experts(app: FastifyInstance): Promise<ContentDetail<'expert'>[]> {
  return (
    (await detailsOf<'expert'>(app, await repo.visibleItems(app.db, 'expert')))
      // Issue 30: a sample expert is never presented as bookable.
      .map((e) => (e.isExample ? { ...e, extra: { ...e.extra, booking: '' } } : e))
  );
}

/** The index card of articles (the province's first, then national ones), with category counts. */
export async function articleIndex(app: FastifyInstance, province: string | undefined, limit: number): Promise<InformationIndex> {
  const { rows, counts } = await repo.articleIndex(app.db, province, limit);
  return { items: await cardsOf<'article'>(app, rows), categories: categoryCounts(ARTICLE_CATEGORIES, counts) };
}

export async function recommendedArticles(app: FastifyInstance, limit: number): Promise<ContentCard<'article'>[]> {
  return cardsOf<'article'>(app, await repo.recommendedArticles(app.db, limit));
}

export async function recommendedQuestions(app: FastifyInstance, limit: number): Promise<ContentDetail<'question'>[]> {
  return detailsOf<'question'>(app, await repo.recommendedItems(app.db, 'question', limit));
}

export async function recommendedCourses(app: FastifyInstance): Promise<CourseView[]> {
  return courseViews(app, await repo.recommendedItems(app.db, 'course'));
}

export async function articlePage(app: FastifyInstance, q: ArticleFilter & PageInput): Promise<Page<ContentCard<'article'>>> {
  const { rows, total } = await repo.articlePage(app.db, q, q);
  return pageOf(await cardsOf<'article'>(app, rows), total, q);
}

/** One article (+1 view), with its neighbours in the list order. */
export async function article(app: FastifyInstance, id: string): Promise<ContentDetail<'article'>> {
  const row = await visibleRow(app.db, 'article', id, true);
  const order = await repo.articleTitles(app.db);
  const at = order.findIndex((o) => o.id === row.id);
  const [detail] = await detailsOf<'article'>(app, [row]);
  return { ...detail, prev: at > 0 ? order[at - 1] : null, next: at >= 0 && at < order.length - 1 ? order[at + 1] : null };
}

export async function hotArticles(app: FastifyInstance, limit: number): Promise<ContentCard<'article'>[]> {
  return cardsOf<'article'>(app, await repo.hotArticles(app.db, limit));
}

/** The data tables of an article. */
export async function tablesOfArticle(db: Db, id: string): Promise<SimpleTable[]> {
  const row = await visibleRow(db, 'article', id);
  return (row.extra as { tables?: SimpleTable[] }).tables ?? [];
}

/** One data table of an article; 404 when there is none. */
export async function tableOfArticle(db: Db, id: string, tableId: string): Promise<SimpleTable> {
  const table = (await tablesOfArticle(db, id)).find((t) => t.id === tableId);
  if (!table) throw notFound();
  return table;
}

/** The 百问 by category and keyword, with category counts. */
export async function questionList(app: FastifyInstance, category: string | undefined, keyword: string | undefined): Promise<QuestionList> {
  const { rows, counts } = await repo.questions(app.db, category, keyword);
  return { categories: categoryCounts(QUESTION_CATEGORIES, counts), items: await detailsOf<'question'>(app, rows) };
}

export async function allCourses(app: FastifyInstance): Promise<CourseView[]> {
  return courseViews(app, await repo.visibleItems(app.db, 'course'));
}

/** One course with its lessons (+1 view). */
export async function course(app: FastifyInstance, id: string): Promise<CourseView> {
  const [view] = await courseViews(app, [await visibleRow(app.db, 'course', id, true)]);
  return view;
}

export async function coursesByName(app: FastifyInstance, name: string): Promise<CourseView[]> {
  return courseViews(app, await repo.coursesByName(app.db, name));
}

export async function pathwaySteps(db: Db, id: string): Promise<PathwayStep[]> {
  return ((await visibleRow(db, 'pathway', id)).extra as Partial<PathwayExtra>).steps ?? [];
}

export async function allPathways(app: FastifyInstance): Promise<ContentDetail<'pathway'>[]> {
  return detailsOf<'pathway'>(app, await repo.visibleItems(app.db, 'pathway'));
}

export async function pathway(app: FastifyInstance, id: string): Promise<ContentDetail<'pathway'>> {
  return (await detailsOf<'pathway'>(app, [await visibleRow(app.db, 'pathway', id)]))[0];
}

export async function competitions(app: FastifyInstance, subject: string | undefined, keyword: string | undefined): Promise<ContentDetail<'competition'>[]> {
  return detailsOf<'competition'>(app, await repo.competitions(app.db, subject, keyword));
}

export async function conditions(app: FastifyInstance, category: string | undefined, keyword: string | undefined): Promise<ContentDetail<'condition'>[]> {
  return detailsOf<'condition'>(app, await repo.conditions(app.db, category, keyword));
}

export async function allTemplates(app: FastifyInstance): Promise<ContentDetail<'template'>[]> {
  return detailsOf<'template'>(app, await repo.visibleItems(app.db, 'template'));
}

/** A template's download: its uploaded file (signed link) when there is one, else its text as a UTF-8 .txt (BOM, CRLF). */
export async function templateDownload(app: FastifyInstance, id: string): Promise<{ redirect: string } | { name: string; text: string }> {
  const row = await visibleRow(app.db, 'template', id);
  const extra = row.extra as { text?: string; fileId?: string | null };
  if (extra.fileId) {
    const file = await repo.liveFile(app.db, extra.fileId);
    if (file) return { redirect: `${app.files.urlOf(file)}&download=1` };
  }
  const name = `${row.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80) || 'template'}.txt`;
  return { name, text: `\ufeff${(extra.text ?? '').replace(/\r?\n/g, '\r\n')}` };
}

export async function allCases(app: FastifyInstance): Promise<ContentCard<'case'>[]> {
  return cardsOf<'case'>(app, await repo.visibleItems(app.db, 'case'));
}

/** One case (+1 view). */
export async function caseItem(app: FastifyInstance, id: string): Promise<ContentDetail<'case'>> {
  return (await detailsOf<'case'>(app, [await visibleRow(app.db, 'case', id, true)]))[0];
}

export async function autonomousList(app: FastifyInstance, programme: string | undefined, keyword: string | undefined): Promise<ContentCard<'autonomous'>[]> {
  return cardsOf<'autonomous'>(app, await repo.autonomousItems(app.db, programme, keyword));
}

export async function autonomousItem(app: FastifyInstance, id: string): Promise<ContentDetail<'autonomous'>> {
  return (await detailsOf<'autonomous'>(app, [await visibleRow(app.db, 'autonomous', id)]))[0];
}

export async function autonomousMajors(db: Db, id: string): Promise<AutonomousMajor[]> {
  return ((await visibleRow(db, 'autonomous', id)).extra as Partial<AutonomousExtra>).majors ?? [];
}

/** One major of a 自主招生 item, with its item; 404 when there is none. */
export async function autonomousMajor(db: Db, id: string): Promise<AutonomousMajorView> {
  const row = await repo.autonomousOfMajor(db, id);
  const extra = (row?.extra ?? {}) as Partial<AutonomousExtra>;
  const major = extra.majors?.find((m) => m.id === id);
  if (!row || !major) throw notFound();
  return { ...major, enrolmentId: row.id, schoolName: extra.schoolName ?? '', programme: extra.programme ?? '' };
}

/** 高校营: still to come first by start date, then ended ones newest first, each flagged ended. */
export async function campList(app: FastifyInstance, q: CampFilter): Promise<CampCard[]> {
  const rows = await repo.camps(app.db, q);
  return orderCamps(await cardsOf<'camp'>(app, rows), chinaToday());
}

/** One 高校营 with its text (+1 view), flagged ended. */
export async function camp(app: FastifyInstance, id: string): Promise<CampView> {
  const [detail] = await detailsOf<'camp'>(app, [await visibleRow(app.db, 'camp', id, true)]);
  return { ...detail, ended: campEnded(detail.extra, chinaToday()) };
}

/** Full-text search of the site content (Chinese words by Intl.Segmenter), ranked, with a highlighted passage. */
export async function search(db: Db, q: { q: string; kind?: ContentKind; pageNumber: number; pageSize: number }): Promise<Page<SearchHit>> {
  const words = [...new Set(wordsOf(q.q))].slice(0, 20);
  const input = { ...q, sort: undefined, order: undefined, startDate: undefined, endDate: undefined };
  if (!words.length) return pageOf<SearchHit>([], 0, input);
  const { rows, total } = await repo.searchPage(db, words, q.kind, q);
  const hits: SearchHit[] = rows.map(({ row, rank: r }) => {
    // The passage comes from what a reader reads (summary, body, the kind's fields), not from the category or tags.
    const text = plainTextOf({ ...row, title: '', category: '', tags: [] }) || row.title;
    return {
      id: row.id,
      kind: row.kind as ContentKind,
      title: row.title,
      highlight: highlight(text, [...words, ...q.q.toLowerCase().split(/\s+/)]),
      link: linkOf(row),
      rank: Number(r),
    };
  });
  return pageOf(hits, total, input);
}
