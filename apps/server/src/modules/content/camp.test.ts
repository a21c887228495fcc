import { describe, expect, it } from 'vitest';
import type { AutonomousMajor, CampCard, CampView, ContentAdminView, ContentCard, ContentDetail, Page, SearchHit } from '@zhiyuan/shared';
import { SEED_AUTONOMOUS } from '../../content-seed/autonomous.ts';
import { SEED_CAMPS } from '../../content-seed/camps.ts';
import { contentItems } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { campEnded, chinaToday, orderCamps } from './camp.ts';
import { linkOf, searchTextOf } from './model.ts';

/** 高校营 (camps) and the seeded 自主招生 items: the public calls, the admin's checks, the order. */

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const A = '/api/content/admin';
const get = <T>(url: string, auth = true) => t.call<T>({ method: 'GET', url: `/api${url}`, token: auth ? admin : undefined });
const q = encodeURIComponent;

const campExtra = (over: Record<string, unknown> = {}) => ({
  schoolName: '测试大学',
  season: '夏令营',
  startDate: '2027-07-01',
  endDate: '2027-07-05',
  applyBy: '',
  who: '高二学生',
  fee: '免费',
  howToApply: '网上报名',
  link: '',
  ...over,
});

/** A camp of our own, straight into the table (published a second ago unless told). */
async function addCamp(title: string, extra: Record<string, unknown>, fields: Partial<typeof contentItems.$inferInsert> = {}) {
  const row = { id: newId(), kind: 'camp', title, status: 'published', publishTime: new Date(Date.now() - 1000), extra: campExtra(extra), ...fields };
  await t.database.db
    .insert(contentItems)
    .values({ ...row, searchText: searchTextOf({ title, summary: '', body: '', category: '', tags: [], extra: row.extra }) });
  return row.id;
}

const day = (offset: number) => chinaToday(new Date(Date.now() + offset * 86_400_000));

describe('camp order', () => {
  const camp = (id: string, startDate: string, endDate: string) => ({ id, extra: { startDate, endDate } as ContentCard<'camp'>['extra'] });

  it('puts camps still to come first, soonest first, then ended ones, latest first', () => {
    const today = '2027-03-01';
    const out = orderCamps(
      [
        camp('1', '2026-07-01', '2026-07-05'),
        camp('2', '2027-07-01', '2027-07-05'),
        camp('3', '2027-02-27', '2027-03-01'),
        camp('4', '2027-01-10', '2027-01-12'),
        camp('5', '2027-04-01', '2027-04-01'),
      ],
      today,
    );
    expect(out.map((c) => c.id)).toEqual(['3', '5', '2', '4', '1']);
    expect(out.map((c) => c.ended)).toEqual([false, false, false, true, true]);
  });

  it('counts a camp ending today as running, and days in China time', () => {
    expect(campEnded({ endDate: '2027-03-01' }, '2027-03-01')).toBe(false);
    expect(campEnded({ endDate: '2027-02-28' }, '2027-03-01')).toBe(true);
    // 2027-02-28 17:00 UTC is already 03-01 in Beijing.
    expect(chinaToday(new Date('2027-02-28T17:00:00Z'))).toBe('2027-03-01');
  });
});

describe('GET /content/camp/getAll and get/{id}', () => {
  it('answer 401 without a token', async () => {
    expect((await get('/content/camp/getAll', false)).code).toBe(401);
    expect((await get('/content/camp/get/1', false)).code).toBe(401);
  });

  it('lists the seeded camps, marked 示例, in order, each flagged', async () => {
    const res = await get<CampCard[]>('/content/camp/getAll');
    expect(res.code, res.message).toBe(200);
    const seeded = res.result.filter((c) => c.isExample);
    expect(seeded.map((c) => c.title).sort()).toEqual(SEED_CAMPS.map((c) => c.title).sort());
    const today = chinaToday();
    expect(res.result.map((c) => c.id)).toEqual(orderCamps(res.result, today).map((c) => c.id));
    for (const c of seeded) expect(c.ended, c.title).toBe(c.extra.endDate < today);
    expect(seeded[0]).not.toHaveProperty('body');
    expect(linkOf(seeded[0])).toBe(`/campPc?id=${seeded[0].id}`);
  });

  it('filters by season, a Chinese keyword and province', async () => {
    const winter = await get<CampCard[]>(`/content/camp/getAll?season=${q('冬令营')}`);
    expect(winter.result.length).toBe(SEED_CAMPS.filter((c) => c.season === '冬令营').length);
    expect(winter.result.every((c) => c.extra.season === '冬令营')).toBe(true);

    const medical = await get<CampCard[]>(`/content/camp/getAll?keyword=${q('医科')}`);
    expect(medical.result.map((c) => c.title)).toEqual(SEED_CAMPS.filter((c) => c.schoolName.includes('医科')).map((c) => c.title));
    const byWho = await get<CampCard[]>(`/content/camp/getAll?keyword=${q('有志于学医')}`);
    expect(byWho.result.map((c) => c.extra.schoolName)).toEqual(['示例：某医科大学']);

    const guangdong = await get<CampCard[]>(`/content/camp/getAll?province=${q('广东')}`);
    const titles = guangdong.result.map((c) => c.title);
    expect(guangdong.result.every((c) => c.province === '广东' || c.province === null)).toBe(true);
    expect(titles).toContain(SEED_CAMPS.find((c) => c.province === '广东')!.title);
    expect(titles).not.toContain(SEED_CAMPS.find((c) => c.province === '江苏')!.title);
  });

  it('shows one camp with its text, counts the view; 404 for an unknown id', async () => {
    const [first] = (await get<CampCard[]>('/content/camp/getAll')).result;
    const one = await get<CampView>(`/content/camp/get/${first.id}`);
    expect(one.code, one.message).toBe(200);
    expect(one.result.body).toMatch(/^<p>/);
    expect(one.result.extra).toEqual(first.extra);
    expect(one.result.ended).toBe(first.ended);
    expect((await get<CampView>(`/content/camp/get/${first.id}`)).result.viewCount).toBe(one.result.viewCount + 1);
    const missing = await get('/content/camp/get/999999999');
    expect(missing.code).toBe(404);
    expect(missing.message).toBe('内容不存在或未发布');
    // Another kind's id is no camp.
    const [auto] = (await get<ContentCard<'autonomous'>[]>('/yuanxiaoAutonomousEnrolment/getAll')).result;
    expect((await get(`/content/camp/get/${auto.id}`)).code).toBe(404);
  });

  it('refuses a bad id or query with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/content/camp/get/abc', 'id'],
      ['/content/camp/get/1%20or%201=1', 'id'],
      [`/content/camp/getAll?province=${q('火星')}`, 'province'],
      [`/content/camp/getAll?keyword=${'长'.repeat(51)}`, 'keyword'],
      [`/content/camp/getAll?season=${'夏'.repeat(21)}`, 'season'],
    ] as const) {
      const res = await get(url);
      expect(res.code, url).toBe(400);
      expect(res.message, url).toContain(field);
    }
  });

  it('lists an ended camp after those to come, and hides drafts, offline and scheduled camps', async () => {
    const ended = await addCamp('已结束的测试营', { startDate: day(-10), endDate: day(-8), applyBy: null });
    const running = await addCamp('正在进行的测试营', { startDate: day(-1), endDate: day(0), applyBy: null });
    const draft = await addCamp('草稿测试营', {}, { status: 'draft' });
    const offline = await addCamp('下线测试营', {}, { status: 'offline' });
    const scheduled = await addCamp('定时测试营', {}, { publishTime: new Date(Date.now() + 3_600_000) });
    const list = (await get<CampCard[]>('/content/camp/getAll')).result;
    const ids = list.map((c) => c.id);
    expect(ids[0]).toBe(running);
    expect(ids.at(-1)).toBe(ended);
    expect(list.find((c) => c.id === ended)?.ended).toBe(true);
    expect(list.find((c) => c.id === running)?.ended).toBe(false);
    for (const hidden of [draft, offline, scheduled]) {
      expect(ids, hidden).not.toContain(hidden);
      expect((await get(`/content/camp/get/${hidden}`)).code, hidden).toBe(404);
    }
    expect((await get<CampView>(`/content/camp/get/${ended}`)).result.ended).toBe(true);
  });
});

describe('camp admin', () => {
  it('declares content:camp:<action> and refuses a role without content:camp:add', async () => {
    const access = t.app.routeAccess.filter((r) => r.url.startsWith('/api/content/admin/camp/'));
    expect(access.find((r) => r.method === 'POST' && r.url.endsWith('/save'))?.permission).toBe('content:camp:add');
    expect(access.find((r) => r.method === 'POST' && r.url.endsWith('/publish'))?.permission).toBe('content:camp:publish');
    const viewer = await h.userWith('campViewer', ['content:camp:view']);
    expect((await h.get(`${A}/camp/getByCondition`, viewer.token)).code).toBe(200);
    expect((await h.post(`${A}/camp/save`, { title: '无权添加', extra: campExtra() }, viewer.token)).code).toBe(403);
    const editor = await h.userWith('campEditor', ['content:camp:view', 'content:camp:add']);
    const saved = await h.post<ContentAdminView<'camp'>>(`${A}/camp/save`, { title: '有权添加', extra: campExtra() }, editor.token);
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result.extra).toMatchObject({ startDate: '2027-07-01', endDate: '2027-07-05', applyBy: null, link: '' });
    expect((await h.post(`${A}/camp/publish`, { ids: [saved.result.id] }, editor.token)).code).toBe(403);
  });

  it('refuses impossible days, an end before the start, a late deadline and a non-web link, naming the field', async () => {
    for (const [extra, field] of [
      [campExtra({ startDate: '2027-02-30' }), 'extra.startDate'],
      [campExtra({ endDate: '2027-13-01' }), 'extra.endDate'],
      [campExtra({ startDate: '2027-07-10', endDate: '2027-07-01' }), 'extra.endDate'],
      [campExtra({ applyBy: '2027-07-09' }), 'extra.applyBy'],
      [campExtra({ startDate: '27-7-1' }), 'extra.startDate'],
      [campExtra({ link: 'javascript:alert(1)' }), 'extra.link'],
      [campExtra({ link: 'www.example.com' }), 'extra.link'],
      [campExtra({ schoolName: '' }), 'extra.schoolName'],
      [campExtra({ season: '夏'.repeat(21) }), 'extra.season'],
      [{ ...campExtra(), nope: 1 }, 'extra.nope'],
    ] as const) {
      const res = await h.post(`${A}/camp/save`, { title: '坏日期', extra });
      expect(res.code, `${JSON.stringify(extra)}: ${res.message}`).toBe(400);
      expect(res.message, field).toContain(field);
    }
    const end = await h.post(`${A}/camp/save`, { title: '倒序', extra: campExtra({ startDate: '2027-07-10', endDate: '2027-07-01' }) });
    expect(end.message).toContain('结束日期不能早于开始日期');
  });

  it('publishes a camp an editor writes: the site lists it and the search links to /campPc', async () => {
    const saved = await h.post<ContentAdminView<'camp'>>(`${A}/camp/save`, {
      title: '鸿雁湖畔天文夏令营',
      status: 'published',
      body: '<p>观星<script>x</script></p>',
      extra: campExtra({ season: '科学营', link: 'https://camp.example.edu.cn/2027', applyBy: '2027-06-20' }),
    });
    expect(saved.code, saved.message).toBe(200);
    const one = await get<CampView>(`/content/camp/get/${saved.result.id}`);
    expect(one.result.body).toBe('<p>观星</p>');
    expect(one.result.extra.link).toBe('https://camp.example.edu.cn/2027');
    const science = (await get<CampCard[]>(`/content/camp/getAll?season=${q('科学营')}`)).result.map((c) => c.id);
    expect(science).toContain(saved.result.id);
    const hits = await get<Page<SearchHit>>(`/content/search?q=${q('鸿雁湖畔')}&kind=camp`);
    expect(hits.result.content.map((x) => x.link)).toEqual([`/campPc?id=${saved.result.id}`]);
  });
});

describe('seeded 自主招生', () => {
  it('lists every programme with its majors; a major opens with its item; links go to searchCooperation', async () => {
    const all = await get<ContentCard<'autonomous'>[]>('/yuanxiaoAutonomousEnrolment/getAll');
    expect(all.code, all.message).toBe(200);
    const seeded = all.result.filter((a) => a.isExample);
    expect(seeded.map((a) => a.title)).toEqual(SEED_AUTONOMOUS.map((a) => a.title));
    const strong = await get<ContentCard<'autonomous'>[]>(`/yuanxiaoAutonomousEnrolment/getAll?programme=${q('强基计划')}`);
    expect(strong.result.length).toBe(SEED_AUTONOMOUS.filter((a) => a.programme === '强基计划').length);
    const kw = await get<ContentCard<'autonomous'>[]>(`/yuanxiaoAutonomousEnrolment/getAll?keyword=${q('师范')}`);
    expect(kw.result.map((a) => a.extra.programme)).toEqual(['高校专项计划']);

    const first = seeded[0];
    const detail = await get<ContentDetail<'autonomous'>>(`/yuanxiaoAutonomousEnrolment/get/${first.id}`);
    expect(detail.result.body).toContain('2020');
    const majors = await get<AutonomousMajor[]>(`/majorAutonomousEnrolment/getMajor/${first.id}`);
    expect(majors.result.map((m) => m.name)).toEqual(SEED_AUTONOMOUS[0].majors);
    expect(majors.result.every((m) => /^\d+$/.test(m.id) && m.plan === null)).toBe(true);
    const major = await get<AutonomousMajor & { enrolmentId: string }>(`/majorAutonomousEnrolment/get/${majors.result[1].id}`);
    expect(major.result).toMatchObject({ name: SEED_AUTONOMOUS[0].majors[1], enrolmentId: first.id, programme: '强基计划' });
    expect(linkOf(first)).toBe(`/searchCooperation?id=${first.id}`);
    const hits = await get<Page<SearchHit>>(`/content/search?q=${q('631')}&kind=autonomous`);
    expect(hits.result.content[0]?.link).toMatch(/^\/searchCooperation\?id=\d+$/);
  });
});
