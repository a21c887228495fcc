import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, formatDateTime, type ContentAdminView, type ContentDetail, type ContentKind, type Page, type QuestionList } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { contentItems, files } from '../../db/schema/index.ts';
import { XSS_PAYLOADS, dangersIn } from '../../test/xss-corpus.ts';
import { parseCnDateTime } from './admin-routes.ts';
import { plainToParagraphs } from './import.ts';

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const A = '/api/content/admin';
const article = (over: Record<string, unknown> = {}) => ({ title: '测试资讯', category: '填报指南', summary: '摘要', body: '<p>正文</p>', ...over });

/** Every admin route of a kind: method, path, the permission action it needs. */
const routesOf = (kind: ContentKind): [string, string, string][] => [
  ['GET', `${A}/${kind}/getByCondition`, 'view'],
  ['GET', `${A}/${kind}/get/1`, 'view'],
  ['POST', `${A}/${kind}/save`, 'add'],
  ['POST', `${A}/${kind}/edit`, 'edit'],
  ['POST', `${A}/${kind}/publish`, 'publish'],
  ['POST', `${A}/${kind}/offline`, 'publish'],
  ['POST', `${A}/${kind}/delByIds`, 'delete'],
  ['POST', `${A}/${kind}/delExamples`, 'delete'],
];

async function saveArticle(over: Record<string, unknown> = {}, token = admin) {
  const res = await h.post<ContentAdminView<'article'>>(`${A}/article/save`, article(over), token);
  expect(res.code, res.message).toBe(200);
  return res.result;
}
const publicArticle = (id: string) => h.get<ContentDetail<'article'>>(`/api/information/get/${id}`);

/** A multipart body with one file under "file". */
function multipart(name: string, content: Buffer) {
  const boundary = '----zy-content-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function xlsx(rows: (string | number)[][], header = ['分类', '问题', '回答', '推荐']) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('百问');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const importFile = (content: Buffer, token = admin, name = 'q.xlsx') =>
  t.call<{ added: number; skipped: { row: number; reason: string }[] }>({ method: 'POST', url: `${A}/question/import`, token, ...multipart(name, content) });

describe('content admin: access', () => {
  it('answers 401 to every admin route without a token', async () => {
    for (const kind of CONTENT_KINDS) {
      for (const [method, url] of routesOf(kind)) {
        const res = await t.call({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
        expect(res.code, `${method} ${url}`).toBe(401);
      }
    }
    expect((await t.call({ method: 'POST', url: `${A}/question/import` })).code).toBe(401);
    expect((await t.call({ method: 'GET', url: `${A}/question/template` })).code).toBe(401);
  });

  it('declares content:<kind>:<action> on every route; lessons take the course codes', () => {
    const access = t.app.routeAccess.filter((r) => r.url.startsWith('/api/content/admin/') && r.method !== 'HEAD');
    for (const kind of CONTENT_KINDS) {
      const codeKind = kind === 'lesson' ? 'course' : kind;
      for (const [method, url, action] of routesOf(kind)) {
        const declared = access.find((r) => r.method === method && r.url === url.replace(/\/1$/, '/:id'));
        expect(declared?.permission, `${method} ${url}`).toBe(`content:${codeKind}:${action}`);
      }
    }
    expect(access.find((r) => r.url === '/api/content/admin/question/import')?.permission).toBe('content:question:add');
  });

  it('lets a role with only content:article:view read articles, and nothing else', async () => {
    const mine = await saveArticle({ title: '只读可见' });
    const { token } = await h.userWith('contentViewer', ['content:article:view']);
    const list = await h.get<Page<ContentAdminView>>(`${A}/article/getByCondition?title=${encodeURIComponent('只读可见')}`, token);
    expect(list.code, list.message).toBe(200);
    expect(list.result.content.map((c) => c.id)).toEqual([mine.id]);
    expect((await h.get(`${A}/article/get/${mine.id}`, token)).code).toBe(200);
    const refused: [string, Record<string, unknown>][] = [
      [`${A}/article/save`, article()],
      [`${A}/article/edit`, { id: mine.id, ...article() }],
      [`${A}/article/publish`, { ids: [mine.id] }],
      [`${A}/article/offline`, { ids: [mine.id] }],
      [`${A}/article/delByIds`, { ids: [mine.id] }],
      [`${A}/article/delExamples`, {}],
    ];
    for (const [url, body] of refused) expect((await h.post(url, body, token)).code, url).toBe(403);
    for (const kind of CONTENT_KINDS.filter((k) => k !== 'article')) {
      expect((await h.get(`${A}/${kind}/getByCondition`, token)).code, kind).toBe(403);
    }
    expect((await importFile(await xlsx([['基础概念', '只读者的问题', '答', '否']]), token)).code).toBe(403);
    // Nothing changed.
    expect((await h.get<ContentAdminView>(`${A}/article/get/${mine.id}`)).result).toMatchObject({ title: '只读可见', status: 'draft' });
  });

  it('gives lessons to whoever holds the course codes', async () => {
    const { token } = await h.userWith('courseEditor', ['content:course:view', 'content:course:add']);
    const course = await h.post<ContentAdminView>(`${A}/course/save`, { title: '测试课程', extra: { speaker: '王老师' } }, token);
    expect(course.code, course.message).toBe(200);
    const lesson = await h.post<ContentAdminView>(`${A}/lesson/save`, { title: '第一课', parentId: course.result.id, extra: { duration: 60 } }, token);
    expect(lesson.code, lesson.message).toBe(200);
    expect((await h.get<Page<ContentAdminView>>(`${A}/lesson/getByCondition?parentId=${course.result.id}`, token)).result.content.map((l) => l.title)).toEqual([
      '第一课',
    ]);
    expect((await h.post(`${A}/lesson/publish`, { ids: [lesson.result.id] }, token)).code).toBe(403);
    expect((await h.get(`${A}/article/getByCondition`, token)).code).toBe(403);
  });
});

describe('content admin: writing', () => {
  it('saves a draft, edits it, publishes, takes it offline; the site follows', async () => {
    const draft = await saveArticle({ title: '草稿标题', province: '广东', tags: ['平行志愿', '投档'], pinned: true });
    expect(draft).toMatchObject({
      kind: 'article',
      status: 'draft',
      scheduled: false,
      publishTime: null,
      province: '广东',
      tags: ['平行志愿', '投档'],
      pinned: true,
      createBy: 'admin',
      isExample: false,
    });
    expect((await publicArticle(draft.id)).code).toBe(404);

    const edited = await h.post<ContentAdminView<'article'>>(`${A}/article/edit`, { ...draft, title: '改过的标题', body: '<p>第二版：退档的风险</p>' });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result).toMatchObject({ title: '改过的标题', updateBy: 'admin', province: '广东' });
    const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, draft.id));
    expect(row.searchText).toContain('改过');
    expect(row.searchText).toContain('风险');
    expect(row.searchText).not.toContain('草稿');

    // Only the fields sent change.
    const partial = await h.post<ContentAdminView>(`${A}/article/edit`, { id: draft.id, title: '只改标题', category: '填报指南' });
    expect(partial.result).toMatchObject({ title: '只改标题', body: '<p>第二版：退档的风险</p>', tags: ['平行志愿', '投档'] });

    expect((await h.post(`${A}/article/publish`, { ids: [draft.id] })).code).toBe(200);
    const live = await publicArticle(draft.id);
    expect(live.code, live.message).toBe(200);
    expect(live.result.title).toBe('只改标题');
    const published = (await h.get<ContentAdminView>(`${A}/article/get/${draft.id}`)).result;
    expect(published).toMatchObject({ status: 'published', scheduled: false });
    expect(published.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const filtered = await h.get<Page<ContentAdminView>>(
      `${A}/article/getByCondition?status=published&province=${encodeURIComponent('广东')}&isExample=false&title=${encodeURIComponent('只改')}`,
    );
    expect(filtered.result.content.map((c) => c.id)).toEqual([draft.id]);
    expect((await h.get<Page<ContentAdminView>>(`${A}/article/getByCondition?status=draft&title=${encodeURIComponent('只改')}`)).result.totalElements).toBe(0);

    expect((await h.post(`${A}/article/offline`, { ids: [draft.id] })).code).toBe(200);
    expect((await publicArticle(draft.id)).code).toBe(404);
    expect((await h.get<ContentAdminView>(`${A}/article/get/${draft.id}`)).result.status).toBe('offline');
    // Published again it keeps its first publish time.
    await h.post(`${A}/article/publish`, { ids: [draft.id] });
    expect((await h.get<ContentAdminView>(`${A}/article/get/${draft.id}`)).result.publishTime).toBe(published.publishTime);

    expect((await h.post(`${A}/article/delByIds`, { ids: [draft.id] })).code).toBe(200);
    expect((await h.get(`${A}/article/get/${draft.id}`)).code).toBe(404);
    expect((await publicArticle(draft.id)).code).toBe(404);
  });

  it('schedules: invisible on the site until its time, then visible; offline hides it again', async () => {
    const a = await saveArticle({ title: '定时发布的资讯', body: '<p>到点才出现</p>' });
    const at = new Date(Math.ceil((Date.now() + 2500) / 1000) * 1000);
    const res = await h.post(`${A}/article/publish`, { ids: [a.id], publishTime: formatDateTime(at) });
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe('已定时发布');
    const view = (await h.get<ContentAdminView>(`${A}/article/get/${a.id}`)).result;
    expect(view).toMatchObject({ status: 'published', scheduled: true, publishTime: formatDateTime(at) });
    expect((await publicArticle(a.id)).code).toBe(404);
    expect(
      (await h.get<Page<ContentAdminView>>(`${A}/article/getByCondition?status=scheduled&title=${encodeURIComponent('定时发布')}`)).result.totalElements,
    ).toBe(1);
    await new Promise((r) => setTimeout(r, at.getTime() - Date.now() + 300));
    const seen = await publicArticle(a.id);
    expect(seen.code, seen.message).toBe(200);
    expect(seen.result.body).toBe('<p>到点才出现</p>');
    expect((await h.get<ContentAdminView>(`${A}/article/get/${a.id}`)).result.scheduled).toBe(false);
    await h.post(`${A}/article/offline`, { ids: [a.id] });
    expect((await publicArticle(a.id)).code).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const a = await saveArticle();
    const cases: [string, Record<string, unknown>, string][] = [
      ['save', { ...article(), color: 'red' }, 'color'],
      ['save', { ...article(), extra: { coverFileId: null, banner: 1 } }, 'banner'],
      ['save', article({ title: '' }), 'title'],
      ['save', article({ title: 'x'.repeat(201) }), 'title'],
      ['save', article({ summary: 'x'.repeat(501) }), 'summary'],
      ['save', article({ category: '八卦' }), 'category'],
      ['save', { title: '无分类' }, 'category'],
      ['save', article({ province: '火星' }), 'province'],
      ['save', article({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), 'tags'],
      ['save', article({ tags: ['x'.repeat(21)] }), 'tags'],
      ['save', article({ status: 'gone' }), 'status'],
      ['save', article({ publishTime: '2025-02-30 10:00:00' }), 'publishTime'],
      ['save', article({ publishTime: '2025-06-01 24:00:00' }), 'publishTime'],
      ['save', article({ publishTime: '2025/06/01' }), 'publishTime'],
      ['save', article({ body: 'x'.repeat(200_001) }), 'body'],
      ['save', article({ title: 'a\u0000b' }), 'title'],
      ['save', article({ body: 'bad \ud800 half' }), 'body'],
      ['save', article({ parentId: a.id }), 'parentId'],
      ['save', article({ extra: { coverFileId: '999999999' } }), 'extra.coverFileId'],
      ['edit', { id: 'abc', ...article() }, 'id'],
      ['publish', { ids: [a.id], publishTime: '2025-13-01 00:00:00' }, 'publishTime'],
      ['publish', { ids: [] }, 'ids'],
      ['delByIds', { ids: 'x' }, 'ids'],
      ['delExamples', { all: true }, 'all'],
    ];
    for (const [action, body, field] of cases) {
      const res = await h.post(`${A}/article/${action}`, body);
      expect(res.code, `${action} ${JSON.stringify(body).slice(0, 120)}: ${res.message}`).toBe(400);
      expect(res.message, `${action} ${field}`).toContain(field);
    }
    const kinds: [ContentKind, Record<string, unknown>, string][] = [
      ['question', { title: '问', category: '不存在的分类' }, 'category'],
      ['condition', { title: '条件', category: '星座' }, 'category'],
      ['lesson', { title: '无课程的课' }, 'parentId'],
      ['lesson', { title: '挂在资讯下', parentId: a.id }, 'parentId'],
      ['case', { title: '案例', extra: { year: 'abc' } }, 'extra.year'],
      ['autonomous', { title: '自主', extra: { schoolName: '', programme: '强基计划', year: 2025 } }, 'extra.schoolName'],
      ['expert', { title: '专家', extra: { yearsOfPractice: -1 } }, 'extra.yearsOfPractice'],
    ];
    for (const [kind, body, field] of kinds) {
      const res = await h.post(`${A}/${kind}/save`, body);
      expect(res.code, `${kind} ${JSON.stringify(body)}: ${res.message}`).toBe(400);
      expect(res.message, `${kind} ${field}`).toContain(field);
    }
    expect((await h.post(`${A}/article/edit`, { id: '123', ...article() })).code).toBe(404);
    expect((await h.post(`${A}/article/publish`, { ids: ['123'] })).code).toBe(404);
    expect((await h.get(`${A}/question/get/${a.id}`)).code).toBe(404);
    expect((await h.get(`${A}/article/getByCondition?status=lost`)).message).toContain('status');
  });

  it('checks dates as the calendar has them', () => {
    expect(parseCnDateTime('2026-02-28 23:59:59')?.toISOString()).toBe('2026-02-28T15:59:59.000Z');
    expect(parseCnDateTime('2024-02-29 00:00:00')).not.toBeNull();
    for (const bad of ['2026-02-29 00:00:00', '2026-04-31 12:00:00', '2026-01-01 12:60:00', '2026-01-01 12:00:60', '2026-1-1 12:00:00', ''])
      expect(parseCnDateTime(bad), bad).toBeNull();
  });

  it('stores and returns every sample of the XSS corpus sanitised, in the editor and on the site', async () => {
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const saved = await h.post<ContentAdminView>(
        `${A}/article/save`,
        article({ title: `xss-${i}`, body: `<p>前</p>${payload}<p>后</p>`, status: 'published' }),
      );
      expect(saved.code, `${payload}: ${saved.message}`).toBe(200);
      expect(dangersIn(saved.result.body), payload).toEqual([]);
      const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, saved.result.id));
      expect(dangersIn(row.body), `stored ${payload}`).toEqual([]);
      expect(row.body).toBe(saved.result.body);
      expect(row.body.startsWith('<p>前</p>')).toBe(true);
      expect(dangersIn((await h.get<ContentAdminView>(`${A}/article/get/${saved.result.id}`)).result.body), payload).toEqual([]);
      const site = await publicArticle(saved.result.id);
      expect(site.code, site.message).toBe(200);
      expect(dangersIn(site.result.body), `site ${payload}`).toEqual([]);
      // And on edit.
      const edited = await h.post<ContentAdminView>(`${A}/article/edit`, { id: saved.result.id, title: `xss-${i}`, category: '填报指南', body: payload });
      expect(dangersIn(edited.result.body), `edit ${payload}`).toEqual([]);
    }
    const safe = '<h3>投档</h3><p><strong>冲</strong>稳保</p><table><tbody><tr><td>分数</td><td>600</td></tr></tbody></table>';
    expect((await saveArticle({ body: safe })).body).toBe(safe);
  });

  it('keeps the tables of an article body as its data tables', async () => {
    const body = '<h3>2025 投档线</h3><table><thead><tr><th>院校</th><th>最低分</th></tr></thead><tbody><tr><td>甲大学</td><td>640</td></tr></tbody></table>';
    const a = await saveArticle({ body, status: 'published' });
    expect(a.extra.tables).toEqual([{ id: expect.stringMatching(/^\d+$/), title: '2025 投档线', columns: ['院校', '最低分'], rows: [['甲大学', '640']] }]);
    const edited = await h.post<ContentAdminView<'article'>>(`${A}/article/edit`, { ...a, body: body.replace('640', '641') });
    expect(edited.result.extra.tables?.[0]).toMatchObject({ id: a.extra.tables![0].id, rows: [['甲大学', '641']] });
    const tables = await h.get<{ id: string }[]>(`/api/informationSimpleTable/get/${a.id}`);
    expect(tables.result.map((x) => x.id)).toEqual([a.extra.tables![0].id]);
  });

  it('takes files the editor may use, signs their links on read, refuses others', async () => {
    const { user, token } = await h.userWith('fileEditor', ['content:article:view', 'content:article:add', 'content:article:edit']);
    const other = await h.addUser('fileOther');
    const fileRow = (ownerId: string, shared = false) => ({
      id: t.app.files.newFileId(),
      title: 'cover.png',
      fKey: `x/${Math.random()}.png`,
      size: 10,
      type: 'image/png',
      location: 'local',
      ownerId,
      shared,
      createBy: 'x',
    });
    const [mine] = await t.database.db.insert(files).values(fileRow(user.id)).returning();
    const [theirs] = await t.database.db.insert(files).values(fileRow(other.id)).returning();
    const [shared] = await t.database.db.insert(files).values(fileRow(other.id, true)).returning();

    const ok = await h.post<ContentAdminView<'article'>>(
      `${A}/article/save`,
      article({ extra: { coverFileId: mine.id, attachments: [{ fileId: shared.id, title: '附件' }] } }),
      token,
    );
    expect(ok.code, ok.message).toBe(200);
    expect(ok.result.extra.coverUrl).toMatch(new RegExp(`^/api/file/view/${mine.id}\\?e=\\d+&s=`));
    expect(ok.result.extra.attachments?.[0].url).toContain(`/api/file/view/${shared.id}`);
    const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, ok.result.id));
    expect(row.extra).toEqual({ coverFileId: mine.id, attachments: [{ fileId: shared.id, title: '附件' }] });

    const refused = await h.post(`${A}/article/save`, article({ extra: { attachments: [{ fileId: theirs.id, title: '别人的' }] } }), token);
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('extra.attachments.0.fileId');
    // The super admin (sys:file:view over everything) may use it; the editor may then keep it on edit.
    const byAdmin = await h.post<ContentAdminView<'article'>>(`${A}/article/save`, article({ extra: { coverFileId: theirs.id } }));
    expect(byAdmin.code, byAdmin.message).toBe(200);
    const kept = await h.post(`${A}/article/edit`, { ...byAdmin.result, title: '编辑者改标题' }, token);
    expect(kept.code, kept.message).toBe(200);
    await t.database.db.update(files).set({ delFlag: 2 }).where(eq(files.id, mine.id));
    const trashed = await h.post(`${A}/article/save`, article({ extra: { coverFileId: mine.id } }), token);
    expect(trashed.message).toContain('extra.coverFileId');
  });
});

describe('content admin: deleting', () => {
  it('deletes a course with its lessons', async () => {
    const course = (await h.post<ContentAdminView>(`${A}/course/save`, { title: '要删的课程', extra: { speaker: '李老师' } })).result;
    const lesson = (await h.post<ContentAdminView>(`${A}/lesson/save`, { title: '要删的课时', parentId: course.id })).result;
    expect((await h.post(`${A}/course/delByIds`, { ids: [course.id] })).code).toBe(200);
    const left = await t.database.db.select().from(contentItems).where(eq(contentItems.id, lesson.id));
    expect(left).toEqual([]);
  });

  it('removes every 示例 item of one kind with delExamples, and only those', async () => {
    const examples = async (kind: ContentKind) =>
      (await h.get<Page<ContentAdminView>>(`${A}/${kind}/getByCondition?isExample=true&pageSize=1`)).result.totalElements;
    const before = await examples('question');
    expect(before).toBeGreaterThanOrEqual(100);
    const own = await h.post<ContentAdminView>(`${A}/question/save`, { title: '我自己写的问题', category: '基础概念', body: '<p>答</p>' });
    const articlesBefore = await examples('article');
    const res = await h.post<{ deleted: number }>(`${A}/question/delExamples`, {});
    expect(res.code, res.message).toBe(200);
    expect(res.result.deleted).toBe(before);
    expect(await examples('question')).toBe(0);
    expect((await h.get(`${A}/question/get/${own.result.id}`)).code).toBe(200);
    expect(await examples('article')).toBe(articlesBefore);
    expect((await h.post<{ deleted: number }>(`${A}/question/delExamples`, {})).result.deleted).toBe(0);

    const courses = await examples('course');
    if (courses > 0) {
      const del = await h.post<{ deleted: number }>(`${A}/course/delExamples`, {});
      expect(del.result.deleted).toBeGreaterThan(courses);
      const orphans = await t.database.db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, 'lesson'), eq(contentItems.isExample, true)));
      expect(orphans).toEqual([]);
    }
  });
});

describe('百问 import', () => {
  it('turns plain answers into escaped paragraphs', () => {
    expect(plainToParagraphs('第一段\n第二行 <b>x</b>\n\n第二段')).toBe('<p>第一段<br>第二行 &lt;b&gt;x&lt;/b&gt;</p><p>第二段</p>');
  });

  it('imports good rows published at once and skips the bad ones by row number and reason', async () => {
    await h.post(`${A}/question/save`, { title: '已经有的问题', category: '基础概念', body: '<p>旧</p>' });
    const file = await xlsx([
      ['基础概念', '导入的第一个问题？', '第一段。\n\n第二段 <script>alert(1)</script>', '是'],
      ['星座运势', '分类不对的问题', '答', '否'],
      ['填报规则', '', '没有问题的回答', '否'],
      ['填报规则', '已经有的问题', '重复', '否'],
      ['冲稳保', '导入的第二个问题？', '冲稳保的比例', ''],
      ['冲稳保', '导入的第二个问题？', '文件里重复', '否'],
      ['选科', '没有回答的问题', '', '否'],
      ['选科', '推荐写错的问题', '答', '也许'],
    ]);
    const res = await importFile(file);
    expect(res.code, res.message).toBe(200);
    expect(res.result.added).toBe(2);
    expect(res.result.skipped.map((s) => s.row)).toEqual([3, 4, 5, 7, 8, 9]);
    expect(res.result.skipped[0].reason).toContain('星座运势');
    expect(res.result.skipped[1].reason).toBe('问题为空');
    expect(res.result.skipped[2].reason).toBe('与已有问题重复');
    expect(res.result.skipped[3].reason).toBe('与第 6 行的问题重复');

    const list = await h.get<QuestionList>(`/api/hundredQuestion/getAll?keyword=${encodeURIComponent('导入的')}`);
    expect(list.code, list.message).toBe(200);
    const first = list.result.items.find((q) => q.title === '导入的第一个问题？');
    expect(first).toMatchObject({ category: '基础概念', recommended: true });
    expect(first?.body).toBe('<p>第一段。</p><p>第二段 &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(list.result.items.find((q) => q.title === '导入的第二个问题？')).toMatchObject({ recommended: false, category: '冲稳保' });
    const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.title, '导入的第一个问题？'));
    expect(row).toMatchObject({ status: 'published', createBy: 'admin' });
    expect(row.searchText).toContain('第二');

    // The same file again: everything is a duplicate now.
    const again = await importFile(file);
    expect(again.result.added).toBe(0);
  });

  it('refuses a file that is not a filled template', async () => {
    expect((await importFile(Buffer.from('not a spreadsheet'))).code).toBe(400);
    const noHeader = await importFile(await xlsx([['基础概念', '问', '答', '是']], ['a', 'b', 'c', 'd']));
    expect(noHeader.code).toBe(400);
    expect(noHeader.message).toContain('表头');
    expect((await importFile(await xlsx([]))).code).toBe(400);
    const many = await importFile(await xlsx(Array.from({ length: 2001 }, (_, i) => ['基础概念', `第${i}问`, '答', '否'])));
    expect(many.code).toBe(400);
    expect(many.message).toContain('2000');
    expect((await t.call({ method: 'POST', url: `${A}/question/import`, token: admin, payload: { file: 'x' } })).code).toBe(400);
  });

  it('offers the template, which imports once filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${A}/question/template`, headers: { accesstoken: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // As downloaded it holds no question.
    expect((await importFile(res.rawPayload)).code).toBe(400);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['百问', '说明']);
    book.worksheets[0].addRow(['院校', '模板里填的问题？', '模板里填的回答', '是']);
    const filled = await importFile(Buffer.from(await book.xlsx.writeBuffer()));
    expect(filled.code, filled.message).toBe(200);
    expect(filled.result).toEqual({ added: 1, skipped: [] });
  });
});
