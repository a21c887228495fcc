import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ContentCard, ContentDetail, CourseView, InformationIndex, Page, PathwayStep, QuestionList, SimpleTable } from '@zhiyuan/shared';
import { SEED_ARTICLES } from '../../content-seed/articles.ts';
import { SEED_EXPERTS } from '../../content-seed/experts.ts';
import { SEED_QUESTIONS } from '../../content-seed/questions.ts';
import { SEED_PATHWAYS } from '../../content-seed/pathways.ts';
import { SEED_CONDITIONS } from '../../content-seed/conditions.ts';
import { SEED_TEMPLATES } from '../../content-seed/templates.ts';
import { SEED_COMPETITIONS } from '../../content-seed/whitelist.ts';
import { SEED_CASES } from '../../content-seed/cases.ts';
import { SEED_COURSES } from '../../content-seed/courses.ts';
import { contentItems, settings } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { highlight, searchTextOf, tablesOfHtml, wordsOf } from './model.ts';
import { ensureContent, seedMarker } from './seed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t?.close());

const get = <T>(url: string, auth = true) => t.call<T>({ method: 'GET', url: `/api${url}`, token: auth ? token : undefined });
const rowOf = async (kind: string, seedKey: string) =>
  (
    await t.database.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.seedKey, seedKey)))
  )[0];

/** Adds an item of our own (published now unless told). */
async function addItem(fields: Partial<typeof contentItems.$inferInsert> & { kind: string; title: string }) {
  const row = { id: newId(), status: 'published', publishTime: new Date(Date.now() - 1000), ...fields };
  const searchText = searchTextOf({
    title: row.title,
    summary: row.summary ?? '',
    body: row.body ?? '',
    category: row.category ?? '',
    tags: row.tags ?? [],
    extra: row.extra ?? {},
  });
  await t.database.db.insert(contentItems).values({ ...row, searchText });
  return row.id;
}

describe('model helpers', () => {
  it('cuts Chinese into words and highlights them with the rest escaped', () => {
    expect(wordsOf('平行志愿怎么投档？Hello World')).toEqual(expect.arrayContaining(['志愿', 'hello', 'world']));
    expect(wordsOf('，。！')).toEqual([]);
    const h = highlight('前面<b>的文字</b>很长。这里讲平行志愿的投档规则，后面还有很多', ['投档']);
    expect(h).toContain('<mark>投档</mark>');
    expect(h).toContain('&lt;b&gt;');
    expect(h).not.toContain('<b>');
  });
  it('reads the tables of article HTML', () => {
    const tables = tablesOfHtml(
      '<h3>批次</h3><table><thead><tr><th>省</th><th>模式</th></tr></thead><tbody><tr><td>广东</td><td>专业组</td></tr></tbody></table>',
      () => '7',
    );
    expect(tables).toEqual([{ id: '7', title: '批次', columns: ['省', '模式'], rows: [['广东', '专业组']] }]);
  });
});

describe('public calls (no token)', () => {
  it('lists experts, index, recommended articles and questions to a visitor', async () => {
    const experts = await get<ContentDetail<'expert'>[]>('/expertIntroduce/getAll', false);
    expect(experts.code, experts.message).toBe(200);
    expect(experts.result.map((e) => e.title)).toEqual(SEED_EXPERTS.map((e) => e.name));
    expect(experts.result[0].body).toMatch(/^<p>/);
    expect(experts.result[0].extra.headline).toBe(SEED_EXPERTS[0].title);
    expect(experts.result[0].isExample).toBe(true);
    // A sample expert is never offered for booking (issue 30).
    expect(experts.result.filter((e) => e.isExample).every((e) => e.extra.booking === '')).toBe(true);

    const index = await get<InformationIndex>('/information/getIndex?province=广东&limit=20', false);
    expect(index.code, index.message).toBe(200);
    expect(index.result.items.length).toBeGreaterThan(0);
    expect(index.result.items.every((a) => a.province === '广东' || a.province === null)).toBe(true);
    // The province's own come first.
    const firstNational = index.result.items.findIndex((a) => a.province === null);
    const lastGuangdong = index.result.items.map((a) => a.province).lastIndexOf('广东');
    const guangdongSeed = SEED_ARTICLES.filter((a) => a.province === '广东').length;
    expect(guangdongSeed).toBeGreaterThan(0);
    // Every 广东 article leads, even past the national ones (whose province is null, first in a plain descending sort).
    expect(index.result.items.slice(0, guangdongSeed).map((a) => a.province)).toEqual(Array(guangdongSeed).fill('广东'));
    expect(lastGuangdong).toBe(guangdongSeed - 1);
    expect(firstNational).toBe(guangdongSeed);
    expect(index.result.categories[0].name).toBe('政策解读');
    expect(index.result.items[0]).not.toHaveProperty('body');
    expect((await get<InformationIndex>('/information/getIndex', false)).result.items).toHaveLength(6);

    const rec = await get<ContentCard<'article'>[]>('/information/getRecommend?limit=3', false);
    expect(rec.result).toHaveLength(Math.min(3, SEED_ARTICLES.filter((a) => a.recommended).length));
    expect(rec.result.every((a) => a.recommended)).toBe(true);

    const q = await get<ContentDetail<'question'>[]>('/hundredQuestion/getRecommend?limit=50', false);
    expect(q.result.length).toBe(SEED_QUESTIONS.filter((x) => x.recommended).length);
    expect(q.result[0].body).toContain('<');

    const courses = await get<CourseView[]>('/zhiyuanVideo/getRecommend', false);
    expect(courses.code).toBe(200);
    expect(Array.isArray(courses.result)).toBe(true);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const huge = await get('/information/getIndex?limit=100000', false);
    expect(huge.code).toBe(400);
    expect(huge.message).toContain('limit');
    expect((await get('/information/getRecommend?limit=abc', false)).code).toBe(400);
    expect((await get('/information/get/abc')).code).toBe(400);
    expect((await get('/content/case/get/1%27%20or%201=1')).code).toBe(400);
    const nul = await get(`/information/getByPage?keyword=${encodeURIComponent('志愿\u0000')}`);
    expect(nul.code).toBe(400);
    expect((await get(`/hundredQuestion/getAll?keyword=${'长'.repeat(51)}`)).code).toBe(400);
    expect((await get('/content/search?q=')).code).toBe(400);
    expect((await get(`/content/search?q=${encodeURIComponent('志愿\u0000')}`)).code).toBe(400);
    expect((await get('/content/search?q=志愿&kind=nope')).code).toBe(400);
  });
});

describe('token calls', () => {
  const tokenOnly = [
    '/information/getByPage',
    '/information/get/1',
    '/information/hot',
    '/informationSimpleTable/get/1',
    '/informationSimpleTable/get/1/2',
    '/hundredQuestion/getAll',
    '/zhiyuanVideo/getAll',
    '/zhiyuanVideo/get/1',
    '/zhiyuanVideo/getByName?name=a',
    '/backProcess/getAllList/1',
    '/prizeAnswer/getAll',
    '/yuanxiaoAutonomousEnrolment/getAll',
    '/yuanxiaoAutonomousEnrolment/get/1',
    '/majorAutonomousEnrolment/getMajor/1',
    '/majorAutonomousEnrolment/get/1',
    '/content/case/getAll',
    '/content/case/get/1',
    '/content/pathway/getAll',
    '/content/pathway/get/1',
    '/content/condition/getAll',
    '/content/template/getAll',
    '/content/template/download/1',
    '/content/search?q=志愿',
  ];
  it('answer 401 without a token', async () => {
    for (const url of tokenOnly) expect((await get(url, false)).code, url).toBe(401);
  });

  it('pages articles by category, province and keyword; a detail counts the view and links its neighbours', async () => {
    const page = await get<Page<ContentCard<'article'>>>('/information/getByPage?pageNumber=1&pageSize=5');
    expect(page.code, page.message).toBe(200);
    expect(page.result.content).toHaveLength(5);
    expect(page.result.totalElements).toBe(SEED_ARTICLES.length);
    const cat = SEED_ARTICLES[0].category;
    const byCat = await get<Page<ContentCard<'article'>>>(`/information/getByPage?category=${encodeURIComponent(cat)}&pageSize=100`);
    expect(byCat.result.totalElements).toBe(SEED_ARTICLES.filter((a) => a.category === cat).length);
    const kw = await get<Page<ContentCard<'article'>>>(`/information/getByPage?keyword=${encodeURIComponent(SEED_ARTICLES[0].title.slice(0, 6))}`);
    expect(kw.result.content.map((a) => a.title)).toContain(SEED_ARTICLES[0].title);

    const all = (await get<Page<ContentCard<'article'>>>('/information/getByPage?pageSize=100')).result.content;
    const mid = all[1];
    const d1 = await get<ContentDetail<'article'>>(`/information/get/${mid.id}`);
    expect(d1.code, d1.message).toBe(200);
    expect(d1.result.body.length).toBeGreaterThan(100);
    expect(d1.result.prev).toEqual({ id: all[0].id, title: all[0].title });
    expect(d1.result.next).toEqual({ id: all[2].id, title: all[2].title });
    expect((await get<ContentDetail<'article'>>(`/information/get/${all[0].id}`)).result.prev).toBeNull();
    const d2 = await get<ContentDetail<'article'>>(`/information/get/${mid.id}`);
    expect(d2.result.viewCount).toBe(d1.result.viewCount + 1);
    const hot = await get<ContentCard<'article'>[]>('/information/hot?limit=1');
    expect(hot.result[0].id).toBe(mid.id);

    const missing = await get('/information/get/123456789');
    expect(missing.code).toBe(404);
    expect(missing.message).toBe('内容不存在或未发布');
  });

  it('serves the tables of an article', async () => {
    const withTable = SEED_ARTICLES.find((a) => a.bodyHtml.includes('<table'));
    if (!withTable) return;
    const row = await rowOf('article', withTable.key);
    const tables = await get<SimpleTable[]>(`/informationSimpleTable/get/${row.id}`);
    expect(tables.code, tables.message).toBe(200);
    expect(tables.result.length).toBeGreaterThan(0);
    expect(tables.result[0].rows[0]).toHaveLength(tables.result[0].columns.length);
    const one = await get<SimpleTable>(`/informationSimpleTable/get/${row.id}/${tables.result[0].id}`);
    expect(one.result).toEqual(tables.result[0]);
    expect((await get(`/informationSimpleTable/get/${row.id}/1`)).code).toBe(404);
  });

  it('lists the 百问 by category and keyword', async () => {
    const all = await get<QuestionList>('/hundredQuestion/getAll');
    expect(all.code, all.message).toBe(200);
    expect(all.result.items).toHaveLength(SEED_QUESTIONS.length);
    expect(all.result.categories.reduce((n, c) => n + c.count, 0)).toBe(SEED_QUESTIONS.length);
    const cat = SEED_QUESTIONS[0].category;
    const some = await get<QuestionList>(`/hundredQuestion/getAll?category=${encodeURIComponent(cat)}`);
    expect(some.result.items.every((q) => q.category === cat)).toBe(true);
    const kw = await get<QuestionList>(`/hundredQuestion/getAll?keyword=${encodeURIComponent(SEED_QUESTIONS[1].question.slice(0, 5))}`);
    expect(kw.result.items.map((q) => q.title)).toContain(SEED_QUESTIONS[1].question);
  });

  it('serves pathways with steps, competitions, conditions, templates and cases', async () => {
    const paths = await get<ContentDetail<'pathway'>[]>('/content/pathway/getAll');
    expect(paths.result.map((p) => p.title)).toEqual(SEED_PATHWAYS.map((p) => p.title));
    const steps = await get<PathwayStep[]>(`/backProcess/getAllList/${paths.result[0].id}`);
    expect(steps.result).toEqual(SEED_PATHWAYS[0].steps);
    expect((await get<ContentDetail<'pathway'>>(`/content/pathway/get/${paths.result[1].id}`)).result.extra.who).toBe(SEED_PATHWAYS[1].who);

    const comp = await get<ContentDetail<'competition'>[]>(`/prizeAnswer/getAll?subject=${encodeURIComponent('数学')}`);
    expect(comp.result.length).toBe(SEED_COMPETITIONS.filter((x) => x.subject === '数学').length);
    expect(comp.result.every((x) => x.category === '数学')).toBe(true);

    const cond = await get<ContentDetail<'condition'>[]>('/content/condition/getAll?category=体检');
    expect(cond.result.length).toBe(SEED_CONDITIONS.filter((x) => x.kind === '体检').length);
    const ruleWord = SEED_CONDITIONS[0].rule.slice(4, 10);
    const byRule = await get<ContentDetail<'condition'>[]>(`/content/condition/getAll?keyword=${encodeURIComponent(ruleWord)}`);
    expect(byRule.result.map((x) => x.title)).toContain(SEED_CONDITIONS[0].appliesTo);

    const templates = await get<ContentDetail<'template'>[]>('/content/template/getAll');
    expect(templates.result).toHaveLength(SEED_TEMPLATES.length);
    const dl = await t.app.inject({ method: 'GET', url: `/api/content/template/download/${templates.result[0].id}?accessToken=${token}` });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; .*\.txt/);
    expect(dl.body).toContain(SEED_TEMPLATES[0].body.split('\n')[0]);

    const cases = await get<ContentCard<'case'>[]>('/content/case/getAll');
    expect(cases.result).toHaveLength(SEED_CASES.length);
    const one = await get<ContentDetail<'case'>>(`/content/case/get/${cases.result[0].id}`);
    expect(one.result.extra.choices.length).toBe(SEED_CASES[0].choices.length);
    expect(one.result.viewCount).toBe(1);
  });

  it('seeds the courses with playable lesson videos and posters', async () => {
    const all = await get<CourseView[]>('/zhiyuanVideo/getAll');
    expect(all.result.filter((x) => x.isExample).map((x) => x.title)).toEqual(SEED_COURSES.map((x) => x.title));
    if (!SEED_COURSES.length) return;
    const course = all.result.find((x) => x.title === SEED_COURSES[0].title)!;
    expect(course.lessons.map((l) => l.title)).toEqual(SEED_COURSES[0].lessons.map((l) => l.title));
    const lesson = course.lessons[0];
    expect(lesson.extra.duration).toBe(SEED_COURSES[0].lessons[0].duration);
    const video = await t.app.inject({ method: 'GET', url: lesson.extra.videoUrl!, headers: { range: 'bytes=0-15' } });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/webm');
    const poster = await t.app.inject({ method: 'GET', url: lesson.extra.posterUrl! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(course.extra.posterUrl).toBeTruthy();
    const rec = await get<CourseView[]>('/zhiyuanVideo/getRecommend', false);
    expect(rec.result.map((x) => x.title)).toEqual(SEED_COURSES.filter((x) => x.recommended).map((x) => x.title));
  });

  it('serves courses and 自主招生 items written by an operator', async () => {
    const courseId = await addItem({ kind: 'course', title: '填报入门课', extra: { speaker: '示例讲师' } });
    const lessonId = await addItem({ kind: 'lesson', title: '第一讲 位次的意义', parentId: courseId, extra: { videoFileId: null, duration: 60 } });
    await addItem({ kind: 'lesson', title: '草稿课', parentId: courseId, status: 'draft', extra: { videoFileId: null, duration: 5 } });
    const all = await get<CourseView[]>('/zhiyuanVideo/getAll');
    const course = all.result.find((x) => x.id === courseId)!;
    expect(course.lessons.map((l) => l.id)).toEqual([lessonId]);
    expect(course.lessons[0].extra.videoUrl).toBeNull();
    expect((await get<CourseView>(`/zhiyuanVideo/get/${courseId}`)).result.viewCount).toBe(1);
    expect((await get<CourseView[]>(`/zhiyuanVideo/getByName?name=${encodeURIComponent('位次')}`)).result.map((x) => x.id)).toContain(courseId);
    expect((await get<CourseView[]>(`/zhiyuanVideo/getByName?name=${encodeURIComponent('草稿课')}`)).result).toEqual([]);

    const majorId = newId();
    const autoId = await addItem({
      kind: 'autonomous',
      title: '示例大学强基计划',
      extra: {
        schoolName: '示例大学',
        schoolId: null,
        programme: '强基计划',
        year: 2025,
        majors: [{ id: majorId, name: '数学与应用数学', requirement: '', plan: null }],
      },
    });
    const list = await get<ContentCard<'autonomous'>[]>(`/yuanxiaoAutonomousEnrolment/getAll?programme=${encodeURIComponent('强基计划')}`);
    expect(list.result.map((x) => x.id)).toContain(autoId);
    const other = (await get<ContentCard<'autonomous'>[]>(`/yuanxiaoAutonomousEnrolment/getAll?programme=${encodeURIComponent('综合评价')}`)).result;
    expect(other.map((x) => x.id)).not.toContain(autoId);
    expect(other.every((x) => x.extra.programme === '综合评价')).toBe(true);
    expect((await get<ContentDetail<'autonomous'>>(`/yuanxiaoAutonomousEnrolment/get/${autoId}`)).result.extra.schoolName).toBe('示例大学');
    expect((await get<unknown[]>(`/majorAutonomousEnrolment/getMajor/${autoId}`)).result).toHaveLength(1);
    const major = await get<{ name: string; enrolmentId: string; programme: string }>(`/majorAutonomousEnrolment/get/${majorId}`);
    expect(major.result).toMatchObject({ name: '数学与应用数学', enrolmentId: autoId, programme: '强基计划' });
    expect((await get(`/majorAutonomousEnrolment/get/${newId()}`)).code).toBe(404);
  });

  it('hides drafts, offline items and scheduled items until their time', async () => {
    const draft = await addItem({ kind: 'article', title: '草稿资讯', status: 'draft' });
    const offline = await addItem({ kind: 'case', title: '下线案例', status: 'offline', extra: { year: 2024 } });
    const soon = await addItem({ kind: 'article', title: '定时资讯', publishTime: new Date(Date.now() + 1500) });
    expect((await get(`/information/get/${draft}`)).code).toBe(404);
    expect((await get(`/content/case/get/${offline}`)).code).toBe(404);
    expect((await get(`/information/get/${soon}`)).code).toBe(404);
    const titles = async () => (await get<Page<ContentCard<'article'>>>('/information/getByPage?pageSize=100')).result.content.map((a) => a.title);
    expect(await titles()).not.toContain('定时资讯');
    await new Promise((r) => setTimeout(r, 1600));
    expect((await get(`/information/get/${soon}`)).code).toBe(200);
    expect(await titles()).toContain('定时资讯');
    expect(await titles()).not.toContain('草稿资讯');
  });
});

describe('search', () => {
  it('finds an article by a word only in its body, ranked, highlighted, and skips hidden items', async () => {
    const id = await addItem({
      kind: 'article',
      title: '一篇普通的文章',
      summary: '',
      category: '填报指南',
      body: '<p>开头几句话。这里提到了<strong>鲲鹏展翅</strong>计划的报名方式和时间安排，<script>x</script>请留意。</p>',
    });
    const weaker = await addItem({ kind: 'question', title: '另一个问题', body: '<p>顺带一提鲲鹏。</p>' });
    await addItem({ kind: 'article', title: '鲲鹏展翅草稿', status: 'draft' });
    const res = await get<Page<{ id: string; kind: string; title: string; highlight: string; link: string; rank: number }>>(
      `/content/search?q=${encodeURIComponent('鲲鹏展翅计划')}`,
    );
    expect(res.code, res.message).toBe(200);
    expect(res.result.content[0].id).toBe(id);
    expect(res.result.content[0].link).toBe(`/informationDetail?id=${id}`);
    expect(res.result.content[0].highlight).toMatch(/<mark>鲲鹏展翅(计划)?<\/mark>/);
    expect(res.result.content[0].highlight).toContain('这里提到了');
    expect(res.result.content[0].highlight).not.toContain('<strong>');
    expect(res.result.content.map((h) => h.title)).not.toContain('鲲鹏展翅草稿');
    const one = await get<Page<{ id: string; rank: number; link: string }>>(`/content/search?q=${encodeURIComponent('鲲鹏')}`);
    expect(one.result.content.map((h) => h.id)).toEqual(expect.arrayContaining([id, weaker]));
    const ranks = one.result.content.map((h) => h.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    const onlyQ = await get<Page<{ id: string; link: string }>>(`/content/search?q=${encodeURIComponent('鲲鹏')}&kind=question`);
    expect(onlyQ.result.content.map((h) => h.id)).toEqual([weaker]);
    expect(onlyQ.result.content[0].link).toBe(`/qAndA?id=${weaker}`);
    // Quotes and tsquery operators are plain text here.
    const odd = await get<Page<unknown>>(`/content/search?q=${encodeURIComponent("鲲鹏' & !| (:*")}`);
    expect(odd.code, odd.message).toBe(200);
    expect((await get<Page<unknown>>(`/content/search?q=${encodeURIComponent('，。')}`)).result.totalElements).toBe(0);
  });

  it('finds the seed content by a Chinese word', async () => {
    const res = await get<Page<{ title: string; kind: string }>>(`/content/search?q=${encodeURIComponent('平行志愿')}&pageSize=50`);
    expect(res.result.totalElements).toBeGreaterThan(0);
    expect(res.result.content.some((h) => h.kind === 'article')).toBe(true);
  });
});

describe('seed', () => {
  it('runs once per kind: a deleted example stays deleted, a missing marker seeds again', async () => {
    const db = t.database.db;
    const key = SEED_EXPERTS[0].key;
    const [{ n: before }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.kind, 'article'));
    expect(before).toBeGreaterThanOrEqual(SEED_ARTICLES.length);
    await db.delete(contentItems).where(and(eq(contentItems.kind, 'expert'), eq(contentItems.seedKey, key)));
    await ensureContent(db);
    expect(await rowOf('expert', key)).toBeUndefined();
    const [{ n: after }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.kind, 'article'));
    expect(after).toBe(before);
    // A kind whose marker is missing (added in a later version) is seeded once.
    await db.delete(settings).where(eq(settings.key, seedMarker('expert')));
    await ensureContent(db);
    expect((await rowOf('expert', key))?.isExample).toBe(true);
    const [{ n: experts }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(eq(contentItems.kind, 'expert'));
    expect(experts).toBe(SEED_EXPERTS.length);
  });
});
