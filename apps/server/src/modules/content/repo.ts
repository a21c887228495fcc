import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, ContentStatus } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { contentItems, files } from '../../db/schema/index.ts';
import type { ScopeColumns } from '../../db/data-scope.ts';
import { escapeLike } from '../../lib/query.ts';

/** The content_item (and files) queries of the admin and public calls: SQL only (service.ts holds the rules). */

export type ContentRow = typeof contentItems.$inferSelect;
export type NewContentRow = typeof contentItems.$inferInsert;
/** The data-scope filter of the request (req.scopeFilter), called with the column it applies to. */
export type ScopeFilter = (columns: ScopeColumns) => Promise<SQL | undefined>;
interface PageArgs {
  pageNumber: number;
  pageSize: number;
}

const c = contentItems;

// ───────── visibility ─────────

/** On the site: published and its time has come. */
const visible = (): SQL => and(eq(c.status, 'published'), lte(c.publishTime, sql`now()`))!;

/** Visible, of a kind; a lesson also needs its course visible. */
function visibleOf(kind: ContentKind | ContentKind[]): SQL {
  const kinds = Array.isArray(kind) ? kind : [kind];
  return and(kinds.length === 1 ? eq(c.kind, kinds[0]) : inArray(c.kind, kinds), visible())!;
}

/** SQL: the row (a lesson) has a visible parent course. */
const parentVisible = (): SQL =>
  sql`exists (select 1 from content_item p where p.id = ${c.parentId} and p.kind = 'course' and p.status = 'published' and p.publish_time <= now())`;

/** Articles of a province: that province's and the national ones. */
const ofProvince = (province: string | undefined): SQL | undefined => (province ? or(eq(c.province, province), isNull(c.province)) : undefined);

// ───────── admin ─────────

/** The files of these ids that are not in the trash, with their owner and shared flag. */
export async function liveFilesOf(db: Db, ids: string[]) {
  return db
    .select({ id: files.id, ownerId: files.ownerId, shared: files.shared })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.delFlag, 0)));
}

/** The ids among these of the files within the data scope (sys:file:view's scope). */
export async function fileIdsInScope(db: Db, ids: string[], scopeFilter: ScopeFilter): Promise<string[]> {
  const scoped = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), await scopeFilter({ owner: files.ownerId })));
  return scoped.map((r) => r.id);
}

/** Whether the id is a course's. */
export async function isCourse(db: Db, id: string): Promise<boolean> {
  const [p] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.kind, 'course')))
    .limit(1);
  return !!p;
}

/** The ids among these of the rows of this kind. */
export async function idsOfKind(db: Db, kind: ContentKind, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.kind, kind), inArray(c.id, ids)));
  return rows.map((r) => r.id);
}

export interface AdminFilter {
  title?: string;
  status?: ContentStatus | 'scheduled';
  category?: string;
  /** A province's short name, or 全国 for the national items. */
  province?: string;
  isExample?: boolean;
  parentId?: string;
}

/** The status filter as SQL: published = on the site now; scheduled = published with its time ahead. */
function statusWhere(status: ContentStatus | 'scheduled' | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'published') return and(eq(c.status, 'published'), lte(c.publishTime, sql`now()`));
  if (status === 'scheduled') return and(eq(c.status, 'published'), gt(c.publishTime, sql`now()`));
  return eq(c.status, status);
}

/** A page of the admin list of a kind, drafts too: lessons in their order, the others pinned first, then newest. */
export async function adminPage(db: Db, kind: ContentKind, q: AdminFilter, page: PageArgs): Promise<{ rows: ContentRow[]; total: number }> {
  const where = and(
    eq(c.kind, kind),
    q.title ? ilike(c.title, escapeLike(q.title)) : undefined,
    statusWhere(q.status),
    q.category ? eq(c.category, q.category) : undefined,
    q.province ? (q.province === '全国' ? isNull(c.province) : eq(c.province, q.province)) : undefined,
    q.isExample !== undefined ? eq(c.isExample, q.isExample) : undefined,
    q.parentId ? eq(c.parentId, q.parentId) : undefined,
  );
  const order =
    kind === 'lesson' ? [asc(c.sortOrder), asc(c.id)] : [desc(c.pinned), asc(c.sortOrder), desc(sql`coalesce(${c.publishTime}, ${c.createTime})`), desc(c.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The rows of these ids, any kind and status. */
export async function itemsByIds(db: Db, ids: string[]): Promise<ContentRow[]> {
  return db.select().from(c).where(inArray(c.id, ids));
}

/** Stores the row's search text. */
export async function setSearchText(db: Db, id: string, searchText: string): Promise<void> {
  await db.update(c).set({ searchText }).where(eq(c.id, id));
}

/** The titles of every 百问, drafts and offline ones too. */
export async function questionTitles(db: Db): Promise<{ title: string }[]> {
  return db.select({ title: c.title }).from(c).where(eq(c.kind, 'question'));
}

/** Adds the (imported) rows in batches of 200, all in one transaction. */
export async function insertItemsBatched(db: Db, values: NewContentRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 200) await tx.insert(c).values(values.slice(i, i + 200));
  });
}

/** The row of this kind with this id, drafts and offline ones too. */
export async function itemOfKind(db: Db, kind: ContentKind, id: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.kind, kind)))
    .limit(1);
  return row;
}

export async function insertItem(db: Db, values: NewContentRow): Promise<ContentRow> {
  const [row] = await db.insert(c).values(values).returning();
  return row;
}

export async function updateItem(db: Db, id: string, values: Partial<NewContentRow>): Promise<ContentRow> {
  const [row] = await db.update(c).set(values).where(eq(c.id, id)).returning();
  return row;
}

/** Publishes the rows at `at`, or now: an item already out (published or offline, its time come) keeps its time. */
export async function publishItems(db: Db, kind: ContentKind, ids: string[], at: Date | undefined, updateBy: string): Promise<void> {
  await db
    .update(c)
    .set({
      status: 'published',
      publishTime:
        at ?? sql`case when ${c.publishTime} is not null and ${c.publishTime} <= now() and ${c.status} <> 'draft' then ${c.publishTime} else now() end`,
      updateBy,
      updateTime: new Date(),
    })
    .where(and(eq(c.kind, kind), inArray(c.id, ids)));
}

/** The review of an item ended: published now (passed), or back to draft; only while it is still reviewing. */
export async function setReviewOutcome(db: Db, id: string, passed: boolean): Promise<void> {
  await db
    .update(c)
    .set(passed ? { status: 'published', publishTime: new Date(), updateTime: new Date() } : { status: 'draft', updateTime: new Date() })
    .where(and(eq(c.id, id), eq(c.status, 'reviewing')));
}

export async function setOffline(db: Db, kind: ContentKind, ids: string[], updateBy: string): Promise<void> {
  await db
    .update(c)
    .set({ status: 'offline', updateBy, updateTime: new Date() })
    .where(and(eq(c.kind, kind), inArray(c.id, ids)));
}

/** Deletes the rows of this kind with these ids (unknown ids are ignored); the ids deleted. */
export async function deleteOfKind(db: Db, kind: ContentKind, ids: string[]): Promise<string[]> {
  const gone = await db
    .delete(c)
    .where(and(eq(c.kind, kind), inArray(c.id, ids)))
    .returning({ id: c.id });
  return gone.map((g) => g.id);
}

/** Deletes every 示例 row of this kind; the ids deleted. */
export async function deleteExamplesOfKind(db: Db, kind: ContentKind): Promise<string[]> {
  const gone = await db
    .delete(c)
    .where(and(eq(c.kind, kind), eq(c.isExample, true)))
    .returning({ id: c.id });
  return gone.map((g) => g.id);
}

/** Deletes the lessons of these courses; how many. */
export async function deleteLessonsOf(db: Db, courseIds: string[]): Promise<number> {
  return (
    await db
      .delete(c)
      .where(and(eq(c.kind, 'lesson'), inArray(c.parentId, courseIds)))
      .returning({ id: c.id })
  ).length;
}

// ───────── public ─────────

/** Article list order: pinned first, then newest. */
const articleOrder = [desc(c.pinned), desc(c.publishTime), desc(c.id)];
const listOrder = [asc(c.sortOrder), asc(c.id)];

/** The visible rows of a kind that match `where`, in `order`. */
async function list(db: Db, kind: ContentKind, where: SQL | undefined, order = listOrder, limit?: number): Promise<ContentRow[]> {
  const q = db
    .select()
    .from(c)
    .where(and(visibleOf(kind), where))
    .orderBy(...order);
  return limit ? q.limit(limit) : q;
}

/** A visible row of a kind; `bump` counts a view (+1) on the way. */
export async function visibleItem(db: Db, kind: ContentKind, id: string, bump = false): Promise<ContentRow | undefined> {
  const where = and(eq(c.id, id), visibleOf(kind));
  const [row] = bump
    ? await db
        .update(c)
        .set({ viewCount: sql`${c.viewCount} + 1` })
        .where(where)
        .returning()
    : await db.select().from(c).where(where).limit(1);
  return row;
}

/** Every visible row of a kind, in order. */
export async function visibleItems(db: Db, kind: ContentKind): Promise<ContentRow[]> {
  return list(db, kind, undefined);
}

/** The recommended visible rows of a kind, in order. */
export async function recommendedItems(db: Db, kind: ContentKind, limit?: number): Promise<ContentRow[]> {
  return list(db, kind, eq(c.recommended, true), listOrder, limit);
}

/** Recommended articles, newest first. */
export async function recommendedArticles(db: Db, limit: number): Promise<ContentRow[]> {
  return list(db, 'article', eq(c.recommended, true), [desc(c.publishTime), desc(c.id)], limit);
}

/** The most read articles. */
export async function hotArticles(db: Db, limit: number): Promise<ContentRow[]> {
  return list(db, 'article', undefined, [desc(c.viewCount), desc(c.publishTime), desc(c.id)], limit);
}

/** The index card's articles (the province's first, then national ones; pinned first) and the count per category. */
export async function articleIndex(db: Db, province: string | undefined, limit: number) {
  const where = and(visibleOf('article'), ofProvince(province));
  // coalesce: a national article's comparison is null, which a descending sort would put first.
  const first = province ? [sql`coalesce(${c.province} = ${province}, false) desc`] : [];
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...first, ...articleOrder)
      .limit(limit),
    db.select({ name: c.category, count: count() }).from(c).where(where).groupBy(c.category),
  ]);
  return { rows, counts };
}

export interface ArticleFilter {
  category?: string;
  province?: string;
  keyword?: string;
}

/** A page of articles by category, province (its own and national ones) and keyword; pinned, then newest. */
export async function articlePage(db: Db, q: ArticleFilter, page: PageArgs): Promise<{ rows: ContentRow[]; total: number }> {
  const like = q.keyword ? escapeLike(q.keyword) : '';
  const where = and(
    visibleOf('article'),
    q.category ? eq(c.category, q.category) : undefined,
    ofProvince(q.province),
    like ? or(ilike(c.title, like), ilike(c.summary, like), sql`${c.tags}::text ilike ${like}`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(...articleOrder)
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Every visible article's id and title, in the list order. */
export async function articleTitles(db: Db): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: c.id, title: c.title })
    .from(c)
    .where(visibleOf('article'))
    .orderBy(...articleOrder);
}

/** The 百问 by category and keyword (question or answer), and the count per category of the keyword's. */
export async function questions(db: Db, category: string | undefined, keyword: string | undefined) {
  const like = keyword ? escapeLike(keyword) : '';
  const match = like ? or(ilike(c.title, like), ilike(c.body, like)) : undefined;
  const [rows, counts] = await Promise.all([
    list(db, 'question', and(category ? eq(c.category, category) : undefined, match)),
    db
      .select({ name: c.category, count: count() })
      .from(c)
      .where(and(visibleOf('question'), match))
      .groupBy(c.category),
  ]);
  return { rows, counts };
}

/** Courses whose title or a visible lesson's title contains the text. */
export async function coursesByName(db: Db, name: string): Promise<ContentRow[]> {
  const like = escapeLike(name);
  const lessonHit = sql`exists (select 1 from content_item l where l.parent_id = ${c.id} and l.kind = 'lesson' and l.status = 'published' and l.publish_time <= now() and l.title ilike ${like})`;
  return list(db, 'course', or(ilike(c.title, like), lessonHit));
}

/** Competitions by subject and keyword (name or organiser). */
export async function competitions(db: Db, subject: string | undefined, keyword: string | undefined): Promise<ContentRow[]> {
  const like = keyword ? escapeLike(keyword) : '';
  return list(
    db,
    'competition',
    and(subject ? eq(c.category, subject) : undefined, like ? or(ilike(c.title, like), sql`${c.extra}->>'organiser' ilike ${like}`) : undefined),
  );
}

/** 报考条件 by kind (category) and keyword (what it applies to, rule, note). */
export async function conditions(db: Db, category: string | undefined, keyword: string | undefined): Promise<ContentRow[]> {
  const like = keyword ? escapeLike(keyword) : '';
  return list(
    db,
    'condition',
    and(
      category ? eq(c.category, category) : undefined,
      like ? or(ilike(c.title, like), sql`${c.extra}->>'rule' ilike ${like}`, sql`${c.extra}->>'note' ilike ${like}`) : undefined,
    ),
  );
}

/** 自主招生 items by programme and keyword (title or school). */
export async function autonomousItems(db: Db, programme: string | undefined, keyword: string | undefined): Promise<ContentRow[]> {
  const like = keyword ? escapeLike(keyword) : '';
  return list(
    db,
    'autonomous',
    and(
      programme ? sql`${c.extra}->>'programme' = ${programme}` : undefined,
      like ? or(ilike(c.title, like), sql`${c.extra}->>'schoolName' ilike ${like}`) : undefined,
    ),
  );
}

/** The visible 自主招生 item that has a major of this id. */
export async function autonomousOfMajor(db: Db, majorId: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(visibleOf('autonomous'), sql`${c.extra}->'majors' @> ${JSON.stringify([{ id: majorId }])}::jsonb`))
    .limit(1);
  return row;
}

export interface CampFilter {
  season?: string;
  keyword?: string;
  province?: string;
}

/** 高校营 by season, keyword (title, summary, school, who) and province (its own and national ones), in list order. */
export async function camps(db: Db, q: CampFilter): Promise<ContentRow[]> {
  const like = q.keyword ? escapeLike(q.keyword) : '';
  return list(
    db,
    'camp',
    and(
      q.season ? sql`${c.extra}->>'season' = ${q.season}` : undefined,
      ofProvince(q.province),
      like ? or(ilike(c.title, like), ilike(c.summary, like), sql`${c.extra}->>'schoolName' ilike ${like}`, sql`${c.extra}->>'who' ilike ${like}`) : undefined,
    ),
  );
}

/** A page of the published items (a lesson: its course published too) holding every word, best ranked first. */
export async function searchPage(db: Db, words: string[], kind: ContentKind | undefined, page: PageArgs) {
  // Each word is a bound parameter of its own phraseto_tsquery: no user text is ever spliced into SQL.
  const query = sql.join(
    words.map((w) => sql`phraseto_tsquery('simple', ${w})`),
    sql` && `,
  );
  const vector = sql`to_tsvector('simple', ${c.searchText})`;
  const where = and(
    sql`${vector} @@ (${query})`,
    kind ? eq(c.kind, kind) : undefined,
    eq(c.status, 'published'),
    sql`${c.publishTime} <= now()`,
    or(ne(c.kind, 'lesson'), parentVisible()),
  );
  const rank = sql<number>`ts_rank(${vector}, ${query})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: c, rank })
      .from(c)
      .where(where)
      .orderBy(desc(rank), desc(c.publishTime), desc(c.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The lessons of these courses (only the visible ones unless `all`), in sortOrder. */
export async function lessonsOf(db: Db, courseIds: string[], all: boolean): Promise<ContentRow[]> {
  return db
    .select()
    .from(c)
    .where(and(eq(c.kind, 'lesson'), inArray(c.parentId, courseIds), all ? undefined : visible()))
    .orderBy(c.sortOrder, c.id);
}

/** The files of these ids that are not in the trash (whole rows: their view addresses are signed from them). */
export async function liveFileRows(db: Db, ids: string[]) {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.delFlag, 0)));
}

/** A file not in the trash. */
export async function liveFile(db: Db, id: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.delFlag, 0)))
    .limit(1);
  return file;
}
