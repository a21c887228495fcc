import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES, CONTENT_KINDS, PROVINCES, QUESTION_CATEGORIES, type AutonomousExtra, type CampCard, type CampView, type ContentKind,
  type InformationIndex, type Page, type PathwayExtra, type QuestionList, type SearchHit, type SimpleTable,
} from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { contentItems, files } from '../../db/schema/index.ts';
import { optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';
import { contentDisposition } from '../file/view.ts';
import {
  cardsOf, courseViews, detailsOf, highlight, linkOf, ofProvince, parentVisible, plainTextOf, visibleOf, wordsOf, type ContentRow,
} from './model.ts';
import { ensureContent } from './seed.ts';
import { campEnded, chinaToday, orderCamps } from './camp.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const limitOf = (def: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(1).max(max).optional()).transform((n) => n ?? def);
const idField = z.string().trim().regex(/^\d{1,20}$/, 'badFormat');
const idParam = z.object({ id: idField });
const keyword = optionalText(50);
const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.province));
/** A province's short name (广东), or blank for all. */
const provinceQuery = z.preprocess(blank, z.string().trim().refine((p) => PROVINCE_NAMES.has(p), 'contentUnknownProvince').optional());
const publicAccess = { auth: 'public' as const };
const user = { auth: 'user' as const };
const TAGS = ['content'];

const notFound = () => new AppError(404, 'contentNotFound');
const c = contentItems;
/** Article list order: pinned first, then newest. */
const articleOrder = [desc(c.pinned), desc(c.publishTime), desc(c.id)];
const listOrder = [asc(c.sortOrder), asc(c.id)];

/** Counts per category, the known ones first in their order, then any other in order of size. */
function categoryCounts(known: readonly string[], rows: { name: string; count: number }[]) {
  const map = new Map(rows.map((r) => [r.name, Number(r.count)]));
  const out = known.map((name) => ({ name, count: map.get(name) ?? 0 }));
  for (const r of [...map].sort((a, b) => b[1] - a[1])) if (r[0] && !known.includes(r[0])) out.push({ name: r[0], count: r[1] });
  return out;
}

/** Content the site shows (no token: the index cards; token: the lists, details and search). */
const contentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // Courses need the file service for their videos: seeded here once the app is up (the other kinds by db/seed.ts).
  app.addHook('onReady', async () => {
    try {
      await ensureContent(app.db, app.files);
    } catch (err) {
      app.log.error({ err }, 'content seed failed');
    }
  });

  const visibleRow = async (kind: ContentKind, id: string, bump = false): Promise<ContentRow> => {
    const where = and(eq(c.id, id), visibleOf(kind));
    const [row] = bump
      ? await app.db.update(c).set({ viewCount: sql`${c.viewCount} + 1` }).where(where).returning()
      : await app.db.select().from(c).where(where).limit(1);
    if (!row) throw notFound();
    return row;
  };
  const list = (kind: ContentKind, where: SQL | undefined, order = listOrder, limit?: number) => {
    const q = app.db.select().from(c).where(and(visibleOf(kind), where)).orderBy(...order);
    return limit ? q.limit(limit) : q;
  };

  // ───────── no token ─────────
  app.get('/expertIntroduce/getAll', {
    config: publicAccess,
    schema: { tags: TAGS, summary: 'Every published expert (body = bio HTML), in order' },
  }, async (req) => ok(req, await detailsOf<'expert'>(app, await list('expert', undefined))));

  app.get('/information/getIndex', {
    config: publicAccess,
    schema: {
      tags: TAGS, summary: "The index card of articles: the province's first, then national ones; pinned first; with category counts",
      querystring: z.object({ province: optionalText(10), limit: limitOf(6, 20) }),
    },
  }, async (req) => {
    const { province, limit } = req.query;
    const where = and(visibleOf('article'), ofProvince(province));
    // coalesce: a national article's comparison is null, which a descending sort would put first.
    const first = province ? [sql`coalesce(${c.province} = ${province}, false) desc`] : [];
    const [rows, counts] = await Promise.all([
      app.db.select().from(c).where(where).orderBy(...first, ...articleOrder).limit(limit),
      app.db.select({ name: c.category, count: count() }).from(c).where(where).groupBy(c.category),
    ]);
    const index: InformationIndex = { items: await cardsOf<'article'>(app, rows), categories: categoryCounts(ARTICLE_CATEGORIES, counts) };
    return ok(req, index);
  });

  app.get('/information/getRecommend', {
    config: publicAccess,
    schema: { tags: TAGS, summary: 'Recommended articles, newest first', querystring: z.object({ limit: limitOf(6, 20) }) },
  }, async (req) => ok(req, await cardsOf<'article'>(app, await list('article', eq(c.recommended, true), [desc(c.publishTime), desc(c.id)], req.query.limit))));

  app.get('/hundredQuestion/getRecommend', {
    config: publicAccess,
    schema: { tags: TAGS, summary: 'Recommended questions of the 百问 (body = answer HTML)', querystring: z.object({ limit: limitOf(10, 50) }) },
  }, async (req) => ok(req, await detailsOf<'question'>(app, await list('question', eq(c.recommended, true), listOrder, req.query.limit))));

  app.get('/zhiyuanVideo/getRecommend', {
    config: publicAccess,
    schema: { tags: TAGS, summary: 'Recommended courses with their lessons' },
  }, async (req) => ok(req, await courseViews(app, await list('course', eq(c.recommended, true)))));

  // ───────── articles ─────────
  app.get('/information/getByPage', {
    config: user,
    schema: {
      tags: TAGS, summary: "Articles by category, province (that province's and national ones) and keyword; pinned, then newest; paged",
      querystring: pageQuery.extend({ category: optionalText(50), province: optionalText(10), keyword }),
    },
  }, async (req) => {
    const q = req.query;
    const like = q.keyword ? escapeLike(q.keyword) : '';
    const where = and(
      visibleOf('article'),
      q.category ? eq(c.category, q.category) : undefined,
      ofProvince(q.province),
      like ? or(ilike(c.title, like), ilike(c.summary, like), sql`${c.tags}::text ilike ${like}`) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(c).where(where).orderBy(...articleOrder).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(c).where(where),
    ]);
    const page: Page<Awaited<ReturnType<typeof cardsOf<'article'>>>[number]> = pageOf(await cardsOf<'article'>(app, rows), Number(total), q);
    return ok(req, page);
  });

  app.get('/information/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One article (+1 view), with its neighbours in the list order', params: idParam },
  }, async (req) => {
    const row = await visibleRow('article', req.params.id, true);
    const order = await app.db.select({ id: c.id, title: c.title }).from(c).where(visibleOf('article')).orderBy(...articleOrder);
    const at = order.findIndex((o) => o.id === row.id);
    const [detail] = await detailsOf<'article'>(app, [row]);
    return ok(req, { ...detail, prev: at > 0 ? order[at - 1] : null, next: at >= 0 && at < order.length - 1 ? order[at + 1] : null });
  });

  app.get('/information/hot', {
    config: user,
    schema: { tags: TAGS, summary: 'The most read articles', querystring: z.object({ limit: limitOf(6, 20) }) },
  }, async (req) => ok(req, await cardsOf<'article'>(app, await list('article', undefined, [desc(c.viewCount), desc(c.publishTime), desc(c.id)], req.query.limit))));

  const tablesOf = async (id: string): Promise<SimpleTable[]> => {
    const row = await visibleRow('article', id);
    return ((row.extra as { tables?: SimpleTable[] }).tables ?? []);
  };
  app.get('/informationSimpleTable/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'The data tables of an article', params: idParam },
  }, async (req) => ok(req, await tablesOf(req.params.id)));

  app.get('/informationSimpleTable/get/:id/:id2', {
    config: user,
    schema: { tags: TAGS, summary: 'One data table of an article', params: z.object({ id: idField, id2: idField }) },
  }, async (req) => {
    const table = (await tablesOf(req.params.id)).find((t) => t.id === req.params.id2);
    if (!table) throw notFound();
    return ok(req, table);
  });

  // ───────── 百问 ─────────
  app.get('/hundredQuestion/getAll', {
    config: user,
    schema: {
      tags: TAGS, summary: 'The 百问 by category and keyword (question or answer), with category counts',
      querystring: z.object({ category: optionalText(50), keyword }),
    },
  }, async (req) => {
    const { category, keyword: kw } = req.query;
    const like = kw ? escapeLike(kw) : '';
    const match = like ? or(ilike(c.title, like), ilike(c.body, like)) : undefined;
    const [rows, counts] = await Promise.all([
      list('question', and(category ? eq(c.category, category) : undefined, match)),
      app.db.select({ name: c.category, count: count() }).from(c).where(and(visibleOf('question'), match)).groupBy(c.category),
    ]);
    const result: QuestionList = { categories: categoryCounts(QUESTION_CATEGORIES, counts), items: await detailsOf<'question'>(app, rows) };
    return ok(req, result);
  });

  // ───────── courses ─────────
  app.get('/zhiyuanVideo/getAll', {
    config: user,
    schema: { tags: TAGS, summary: 'Every published course with its lessons' },
  }, async (req) => ok(req, await courseViews(app, await list('course', undefined))));

  app.get('/zhiyuanVideo/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One course with its lessons (+1 view)', params: idParam },
  }, async (req) => {
    const [view] = await courseViews(app, [await visibleRow('course', req.params.id, true)]);
    return ok(req, view);
  });

  app.get('/zhiyuanVideo/getByName', {
    config: user,
    schema: { tags: TAGS, summary: 'Courses whose title or a lesson title contains the text', querystring: z.object({ name: z.string().trim().min(1).max(50) }) },
  }, async (req) => {
    const like = escapeLike(req.query.name);
    const lessonHit = sql`exists (select 1 from content_item l where l.parent_id = ${c.id} and l.kind = 'lesson' and l.status = 'published' and l.publish_time <= now() and l.title ilike ${like})`;
    return ok(req, await courseViews(app, await list('course', or(ilike(c.title, like), lessonHit))));
  });

  // ───────── pathways ─────────
  app.get('/backProcess/getAllList/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'The steps of a pathway', params: idParam },
  }, async (req) => ok(req, ((await visibleRow('pathway', req.params.id)).extra as Partial<PathwayExtra>).steps ?? []));

  app.get('/content/pathway/getAll', {
    config: user,
    schema: { tags: TAGS, summary: 'Every published pathway, in order' },
  }, async (req) => ok(req, await detailsOf<'pathway'>(app, await list('pathway', undefined))));

  app.get('/content/pathway/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One pathway', params: idParam },
  }, async (req) => ok(req, (await detailsOf<'pathway'>(app, [await visibleRow('pathway', req.params.id)]))[0]));

  // ───────── competitions, conditions, templates ─────────
  app.get('/prizeAnswer/getAll', {
    config: user,
    schema: {
      tags: TAGS, summary: 'The competition whitelist by subject and keyword (name or organiser)',
      querystring: z.object({ subject: optionalText(50), keyword }),
    },
  }, async (req) => {
    const { subject, keyword: kw } = req.query;
    const like = kw ? escapeLike(kw) : '';
    return ok(req, await detailsOf<'competition'>(app, await list('competition', and(
      subject ? eq(c.category, subject) : undefined,
      like ? or(ilike(c.title, like), sql`${c.extra}->>'organiser' ilike ${like}`) : undefined,
    ))));
  });

  app.get('/content/condition/getAll', {
    config: user,
    schema: {
      tags: TAGS, summary: '报考条件 by kind (category) and keyword (what it applies to, rule, note)',
      querystring: z.object({ category: optionalText(50), keyword }),
    },
  }, async (req) => {
    const { category, keyword: kw } = req.query;
    const like = kw ? escapeLike(kw) : '';
    return ok(req, await detailsOf<'condition'>(app, await list('condition', and(
      category ? eq(c.category, category) : undefined,
      like ? or(ilike(c.title, like), sql`${c.extra}->>'rule' ilike ${like}`, sql`${c.extra}->>'note' ilike ${like}`) : undefined,
    ))));
  });

  app.get('/content/template/getAll', {
    config: user,
    schema: { tags: TAGS, summary: 'Every published material template' },
  }, async (req) => ok(req, await detailsOf<'template'>(app, await list('template', undefined))));

  app.get('/content/template/download/:id', {
    config: { ...user, tokenInQuery: true },
    schema: { tags: TAGS, summary: 'A template as a UTF-8 .txt attachment (or its uploaded file)', params: idParam },
  }, async (req, reply) => {
    const row = await visibleRow('template', req.params.id);
    const extra = row.extra as { text?: string; fileId?: string | null };
    if (extra.fileId) {
      const [file] = await app.db.select().from(files).where(and(eq(files.id, extra.fileId), eq(files.delFlag, 0))).limit(1);
      if (file) return reply.redirect(`${app.files.urlOf(file)}&download=1`);
    }
    const name = `${row.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 80) || 'template'}.txt`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', name))
      .header('cache-control', 'private, no-store')
      .send(`\ufeff${(extra.text ?? '').replace(/\r?\n/g, '\r\n')}`);
  });

  // ───────── cases ─────────
  app.get('/content/case/getAll', {
    config: user,
    schema: { tags: TAGS, summary: 'Every published case, in order' },
  }, async (req) => ok(req, await cardsOf<'case'>(app, await list('case', undefined))));

  app.get('/content/case/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One case (+1 view)', params: idParam },
  }, async (req) => ok(req, (await detailsOf<'case'>(app, [await visibleRow('case', req.params.id, true)]))[0]));

  // ───────── 自主招生 ─────────
  app.get('/yuanxiaoAutonomousEnrolment/getAll', {
    config: user,
    schema: {
      tags: TAGS, summary: '自主招生 items by programme and keyword (title or school)',
      querystring: z.object({ programme: optionalText(50), keyword }),
    },
  }, async (req) => {
    const { programme, keyword: kw } = req.query;
    const like = kw ? escapeLike(kw) : '';
    return ok(req, await cardsOf<'autonomous'>(app, await list('autonomous', and(
      programme ? sql`${c.extra}->>'programme' = ${programme}` : undefined,
      like ? or(ilike(c.title, like), sql`${c.extra}->>'schoolName' ilike ${like}`) : undefined,
    ))));
  });

  app.get('/yuanxiaoAutonomousEnrolment/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One 自主招生 item', params: idParam },
  }, async (req) => ok(req, (await detailsOf<'autonomous'>(app, [await visibleRow('autonomous', req.params.id)]))[0]));

  app.get('/majorAutonomousEnrolment/getMajor/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'The majors of a 自主招生 item', params: idParam },
  }, async (req) => ok(req, ((await visibleRow('autonomous', req.params.id)).extra as Partial<AutonomousExtra>).majors ?? []));

  app.get('/majorAutonomousEnrolment/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One major of a 自主招生 item, with its item', params: idParam },
  }, async (req) => {
    const id = req.params.id;
    const [row] = await app.db.select().from(c)
      .where(and(visibleOf('autonomous'), sql`${c.extra}->'majors' @> ${JSON.stringify([{ id }])}::jsonb`)).limit(1);
    const extra = (row?.extra ?? {}) as Partial<AutonomousExtra>;
    const major = extra.majors?.find((m) => m.id === id);
    if (!row || !major) throw notFound();
    return ok(req, { ...major, enrolmentId: row.id, schoolName: extra.schoolName ?? '', programme: extra.programme ?? '' });
  });

  // ───────── 高校营 ─────────
  app.get('/content/camp/getAll', {
    config: user,
    schema: {
      tags: TAGS,
      summary: '高校营 (夏令营, 冬令营, 科学营, 开放日) by season, keyword (title, school, who) and province (its own and national ones); still to come first by start date, then ended ones newest first, each flagged ended',
      querystring: z.object({ season: optionalText(20), keyword, province: provinceQuery }),
    },
  }, async (req) => {
    const { season, keyword: kw, province } = req.query;
    const like = kw ? escapeLike(kw) : '';
    const rows = await list('camp', and(
      season ? sql`${c.extra}->>'season' = ${season}` : undefined,
      ofProvince(province),
      like ? or(ilike(c.title, like), ilike(c.summary, like), sql`${c.extra}->>'schoolName' ilike ${like}`, sql`${c.extra}->>'who' ilike ${like}`) : undefined,
    ));
    const camps: CampCard[] = orderCamps(await cardsOf<'camp'>(app, rows), chinaToday());
    return ok(req, camps);
  });

  app.get('/content/camp/get/:id', {
    config: user,
    schema: { tags: TAGS, summary: 'One 高校营 with its text (+1 view), flagged ended', params: idParam },
  }, async (req) => {
    const [detail] = await detailsOf<'camp'>(app, [await visibleRow('camp', req.params.id, true)]);
    const camp: CampView = { ...detail, ended: campEnded(detail.extra, chinaToday()) };
    return ok(req, camp);
  });

  // ───────── search ─────────
  app.get('/content/search', {
    config: user,
    schema: {
      tags: TAGS, summary: 'Full-text search of the site content (Chinese words by Intl.Segmenter), ranked, with a highlighted passage',
      querystring: pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
        q: z.string({ error: 'required' }).trim().min(1).max(50),
        kind: z.preprocess(blank, z.enum(CONTENT_KINDS).optional()),
      }),
    },
  }, async (req) => {
    const q = req.query;
    const words = [...new Set(wordsOf(q.q))].slice(0, 20);
    const input = { ...q, sort: undefined, order: undefined, startDate: undefined, endDate: undefined };
    if (!words.length) return ok(req, pageOf<SearchHit>([], 0, input));
    // Each word is a bound parameter of its own phraseto_tsquery: no user text is ever spliced into SQL.
    const query = sql.join(words.map((w) => sql`phraseto_tsquery('simple', ${w})`), sql` && `);
    const vector = sql`to_tsvector('simple', ${c.searchText})`;
    const where = and(
      sql`${vector} @@ (${query})`,
      q.kind ? eq(c.kind, q.kind) : undefined,
      eq(c.status, 'published'),
      sql`${c.publishTime} <= now()`,
      or(ne(c.kind, 'lesson'), parentVisible()),
    );
    const rank = sql<number>`ts_rank(${vector}, ${query})`;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({ row: c, rank }).from(c).where(where).orderBy(desc(rank), desc(c.publishTime), desc(c.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(c).where(where),
    ]);
    const hits: SearchHit[] = rows.map(({ row, rank: r }) => {
      // The passage comes from what a reader reads (summary, body, the kind's fields), not from the category or tags.
      const text = plainTextOf({ ...row, title: '', category: '', tags: [] }) || row.title;
      return { id: row.id, kind: row.kind as ContentKind, title: row.title, highlight: highlight(text, [...words, ...q.q.toLowerCase().split(/\s+/)]), link: linkOf(row), rank: Number(r) };
    });
    return ok(req, pageOf(hits, Number(total), input));
  });
};

export default contentPublicRoutes;
