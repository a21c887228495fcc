import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MajorAnswer, Page, PositionResult, QjInstitutionInfo, QjLineView, QjMajorDetail, QjSchoolDetail, QjSchoolView } from '@zhiyuan/shared';
import { institutions, qjSchools, settings, testRecords, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { isSourced, SEED_SCHOOLS, SEED_YEAR } from './seed-data.ts';
import { ensureStrongBase, STRONG_BASE_SEED_MARKER, STRONG_BASE_SOURCED_MARKER } from './seed.ts';

let t: TestApp;
let token: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'qjstudent', password: 'study2025', mobile: '13900001111' } });
  expect(reg.code, reg.message).toBe(200);
  student = await t.login('qjstudent', 'study2025');
});
afterAll(() => t?.close());

const get = <T>(url: string, auth: string | null = token, lang?: string) =>
  t.call<T>({ method: 'GET', url: `/api${url}`, token: auth ?? undefined, headers: lang ? { 'accept-language': lang } : {} });
const post = <T>(url: string, payload: Record<string, unknown> | string, auth: string | null = token, lang?: string) =>
  t.call<T>({
    method: 'POST',
    url: `/api${url}`,
    token: auth ?? undefined,
    payload,
    headers: { ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

async function schoolNamed(name: string) {
  const page = await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?keyword=${encodeURIComponent(name)}`);
  expect(page.code, page.message).toBe(200);
  const hit = page.result.content.find((s) => s.name === name);
  expect(hit, name).toBeTruthy();
  return hit!;
}

describe('the 强基 seed', () => {
  it('holds the 39 universities of the research for the coming season, sourced ones no longer 示例, once per database', async () => {
    const rows = await t.database.db.select().from(qjSchools);
    expect(rows).toHaveLength(39);
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(SEED_SCHOOLS.map((s) => s.name)));
    expect(rows.every((r) => r.year === SEED_YEAR)).toBe(true);
    for (const r of rows) expect(r.isExample, r.name).toBe(!isSourced(SEED_SCHOOLS.find((x) => x.name === r.name)!));
    expect(rows.filter((r) => !r.isExample).length).toBeGreaterThanOrEqual(25);
    expect(rows.find((r) => r.name === '南开大学')!.gaokaoWeight).toBe('0.900');
    expect(rows.filter((r) => r.name !== '南开大学').every((r) => r.gaokaoWeight === '0.850')).toBe(true);
    expect(rows.every((r) => r.signupStart?.includes('4 月') && r.testPeriod?.includes('6 月底至 7 月初'))).toBe(true);
    for (const key of [STRONG_BASE_SEED_MARKER, STRONG_BASE_SOURCED_MARKER]) {
      const [marker] = await t.database.db.select().from(settings).where(eq(settings.key, key));
      expect(marker, key).toBeTruthy();
    }
    // A deletion sticks: the seed does not come back.
    await t.database.db.delete(qjSchools).where(eq(qjSchools.name, '国防科技大学'));
    expect(await ensureStrongBase(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(qjSchools)).toHaveLength(38);
  });
});

describe('GET /qjPlanYuanxiao/getByPage', () => {
  it('lists the latest year in order with major and line counts, paged', async () => {
    const first = await get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage');
    expect(first.code, first.message).toBe(200);
    expect(first.result).toMatchObject({ totalElements: 38, totalPages: 4, number: 0, size: 10 });
    expect(first.result.content.map((s) => s.name).slice(0, 3)).toEqual(['北京大学', '中国人民大学', '清华大学']);
    const all = await get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage?pageSize=100');
    const ustc = all.result.content.find((s) => s.name === '中国科学技术大学')!;
    expect(ustc).toMatchObject({
      year: SEED_YEAR,
      majorCount: 1,
      lineCount: 1,
      province: '安徽',
      city: '合肥',
      isExample: false,
      gaokaoWeight: 0.85,
      testFullMark: 270,
    });
    expect(all.result.content.find((s) => s.name === '哈尔滨工业大学')!.majorCount).toBe(3);
    expect(all.result.content.find((s) => s.name === '复旦大学')!.majorCount).toBe(11);
    expect(all.result.content.find((s) => s.name === '北京师范大学')!).toMatchObject({ majorCount: 7, lineCount: 5, isExample: false });
    expect(all.result.content.find((s) => s.name === '北京大学')!).toMatchObject({ majorCount: 0, isExample: false });
    // No school-specific source found: says so, and keeps the 示例 mark.
    const ruc = all.result.content.find((s) => s.name === '中国人民大学')!;
    expect(ruc).toMatchObject({ majorCount: 0, lineCount: 0, isExample: true });
    expect(ruc.entryRule).toContain('未找到公开数据');
    expect(ruc.summary).toContain('未找到公开数据');
    const page2 = await get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage?pageNumber=2&pageSize=10');
    expect(page2.result.content[0].name).toBe(all.result.content[10].name);
  });

  it('searches the school or its majors’ names, filters by the school’s province and year', async () => {
    const byMajor = await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?keyword=${encodeURIComponent('草业')}`);
    expect(byMajor.result.content.map((s) => s.name)).toEqual(['兰州大学']);
    const beijing = await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?province=${encodeURIComponent('北京')}&pageSize=50`);
    expect(beijing.result.totalElements).toBe(8);
    // Any form of the province: 北京市, 11.
    expect((await get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage?province=11&pageSize=50')).result.totalElements).toBe(8);
    expect((await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?province=${encodeURIComponent('湖南')}`)).result.content.map((s) => s.name)).toEqual([
      '湖南大学',
      '中南大学',
    ]);
    expect((await get<Page<QjSchoolView>>('/qjPlanYuanxiao/getByPage?year=2020')).result.totalElements).toBe(0);
    expect((await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?year=${SEED_YEAR}`)).result.totalElements).toBe(38);
    const none = await get<Page<QjSchoolView>>(`/qjPlanYuanxiao/getByPage?keyword=${encodeURIComponent('没有这所大学')}`);
    expect(none.result).toMatchObject({ totalElements: 0, content: [] });
  });

  it('refuses a bad province or year naming the field, and callers without a token', async () => {
    const bad = await get(`/qjPlanYuanxiao/getByPage?province=${encodeURIComponent('火星')}`);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('province');
    const en = await get('/qjPlanYuanxiao/getByPage?year=abc', token, 'en-US');
    expect(en.code).toBe(400);
    expect(en.message).toMatch(/^Invalid year/);
    expect((await get('/qjPlanYuanxiao/getByPage', null)).code).toBe(401);
    expect((await get('/qjPlanYuanxiao/getYears', null)).code).toBe(401);
  });

  it('answers the years that have schools', async () => {
    const years = await get<number[]>('/qjPlanYuanxiao/getYears');
    expect(years.result).toEqual([SEED_YEAR]);
  });
});

describe('one school, its lines, one major, its institution', () => {
  it('GET /qjPlanYuanxiao/get/{id}: the school with its majors (未公布 = null) and lines', async () => {
    const ustc = await schoolNamed('中国科学技术大学');
    const res = await get<QjSchoolDetail>(`/qjPlanYuanxiao/get/${ustc.id}`);
    expect(res.code, res.message).toBe(200);
    expect(res.result.majors).toEqual([expect.objectContaining({ name: '基础与应用数学', planCount: null, isExample: false })]);
    expect(res.result.lines).toEqual([
      expect.objectContaining({
        province: '北京',
        year: 2025,
        compositeLine: 84.718,
        compositeScale: 100,
        gaokaoFullMark: 750,
        majorName: '基础与应用数学',
        isExample: false,
      }),
    ]);
    expect(res.result.lines[0].source).toContain('https://b.mffb.com.cn/a/477253.html');
    expect(res.result.entryRule).toContain('初试');
    expect(res.result.source).toContain('https://b.mffb.com.cn/a/477253.html');
    expect((await get('/qjPlanYuanxiao/get/123456789')).code).toBe(404);
    const bad = await get('/qjPlanYuanxiao/get/abc');
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
    expect((await get(`/qjPlanYuanxiao/get/${ustc.id}`, null)).code).toBe(401);
  });

  it('GET /qjEnrollScore/get/{id}: the lines of a school by province and year', async () => {
    const ustc = await schoolNamed('中国科学技术大学');
    const all = await get<QjLineView[]>(`/qjEnrollScore/get/${ustc.id}`);
    expect(all.result).toHaveLength(1);
    expect((await get<QjLineView[]>(`/qjEnrollScore/get/${ustc.id}?province=${encodeURIComponent('北京')}&year=2025`)).result).toHaveLength(1);
    expect((await get<QjLineView[]>(`/qjEnrollScore/get/${ustc.id}?province=${encodeURIComponent('广东')}`)).result).toEqual([]);
    expect((await get<QjLineView[]>(`/qjEnrollScore/get/${ustc.id}?year=2020`)).result).toEqual([]);
    expect((await get(`/qjEnrollScore/get/${ustc.id}?province=xx`)).code).toBe(400);
    expect((await get('/qjEnrollScore/get/42')).code).toBe(404);
    expect((await get(`/qjEnrollScore/get/${ustc.id}`, null)).code).toBe(401);
  });

  it('GET /qjPlanZhuanye/get/{id}: one major with its school and lines', async () => {
    const ustc = await get<QjSchoolDetail>(`/qjPlanYuanxiao/get/${(await schoolNamed('中国科学技术大学')).id}`);
    const math = ustc.result.majors[0];
    const res = await get<QjMajorDetail>(`/qjPlanZhuanye/get/${math.id}`);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ name: '基础与应用数学', school: { name: '中国科学技术大学', year: SEED_YEAR } });
    expect(res.result.lines.map((l) => l.compositeLine)).toEqual([84.718]);
    expect((await get('/qjPlanZhuanye/get/99')).code).toBe(404);
    expect((await get('/qjPlanZhuanye/get/x')).code).toBe(400);
    expect((await get(`/qjPlanZhuanye/get/${math.id}`, null)).code).toBe(401);
  });

  it('GET /qjPlanYuanxiao/getYxInfo: the reference institution by name, or null', async () => {
    const pku = await schoolNamed('北京大学');
    expect((await get<QjInstitutionInfo | null>(`/qjPlanYuanxiao/getYxInfo?id=${pku.id}`)).result).toBeNull();
    await t.database.db.insert(institutions).values({
      id: '10001',
      schoolCode: '4111010001',
      guobiaoCode: '10001',
      name: '北京大学',
      provinceCode: '11',
      province: '北京市',
      city: '北京市',
      level: '本科',
      is985: true,
      is211: true,
      isDoubleFirstClass: true,
      tags: ['985', '211', '一流大学A类'],
      website: 'https://www.pku.edu.cn',
      source: 'test',
    });
    const info = await get<QjInstitutionInfo | null>(`/qjPlanYuanxiao/getYxInfo?id=${pku.id}`);
    expect(info.code, info.message).toBe(200);
    expect(info.result).toMatchObject({ id: '10001', name: '北京大学', province: '北京', city: '北京市', website: 'https://www.pku.edu.cn', is985: true });
    expect(info.result!.tags).toContain('985');
    // The list shows the link too.
    expect((await schoolNamed('北京大学')).institutionId).toBe('10001');
    expect((await get('/qjPlanYuanxiao/getYxInfo?id=77')).code).toBe(404);
    const missing = await get('/qjPlanYuanxiao/getYxInfo');
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('id');
    expect((await get(`/qjPlanYuanxiao/getYxInfo?id=${pku.id}`, null)).code).toBe(401);
  });
});

describe('强基定位', () => {
  it('has nothing saved before the first sitting', async () => {
    const none = await get<PositionResult | null>('/qjPositionAnswer/getTestAnswer', student);
    expect(none.code, none.message).toBe(200);
    expect(none.result).toBeNull();
    const majors = await get<MajorAnswer>('/qjPositionMajor/getAnswer', student);
    expect(majors.result.from).toBe('none');
    expect(majors.result.directions).toHaveLength(12);
    expect(majors.result.directions.every((d) => d.score === 0)).toBe(true);
  });

  it('POST /qjPositionAnswer/insert: a 北京 665 needs 9.35 of the 校测’s 15 points for 中科大 基础与应用数学 (must-show 3), saved as a sitting', async () => {
    const res = await post<PositionResult>('/qjPositionAnswer/insert', { province: '北京', score: 665, interests: ['数学', '物理'] }, student);
    expect(res.code, res.message).toBe(200);
    const item = res.result.items.find((i) => i.schoolName === '中国科学技术大学' && i.majorName === '基础与应用数学')!;
    // By hand: 84.718 − 0.85 × 665/750 × 100 = 84.718 − 75.3667 = 9.3513 of 15; of the 270-point 校测 168.3 (the source's own example says 168.33).
    expect(item).toMatchObject({
      province: '北京',
      compositeLine: 84.718,
      compositeScale: 100,
      gaokaoWeight: 0.85,
      testShare: 15,
      gaokaoPart: 75.367,
      neededPoints: 9.35,
      neededTest: 168.3,
      testFullMark: 270,
      status: 'reachable',
      belowEntry: false,
      isExample: false,
      year: 2025,
    });
    expect(item.neededPoints).toBeGreaterThanOrEqual(9);
    expect(item.neededPoints).toBeLessThanOrEqual(10);
    // 北京 has three published composite lines: 同济 (1000 scale), 中科大 (100), 北理 (750; 校测 out of 750).
    expect(res.result.items.map((i) => i.schoolName)).toEqual(['同济大学', '中国科学技术大学', '北京理工大学']);
    const bit = res.result.items.find((i) => i.schoolName === '北京理工大学')!;
    // By hand: 640.35 − 0.85 × 665 = 75.1 of 112.5; of a 750-point 校测 500.7.
    expect(bit).toMatchObject({
      compositeScale: 750,
      testShare: 112.5,
      gaokaoPart: 565.25,
      neededPoints: 75.1,
      neededTest: 500.7,
      testFullMark: 750,
      year: 2022,
    });
    expect(res.result.counts).toEqual({ reached: 0, reachable: 3, unreachable: 0 });
    // And a published 入围 line (北师大 理科组, 2024): 665 is 18 above it.
    expect(res.result.entries).toEqual([expect.objectContaining({ schoolName: '北京师范大学', year: 2024, entryScore: 647, gap: 18, passes: true })]);
    expect(res.result.inputs).toEqual({ province: '北京', score: 665, competition: 'none', interests: ['数学', '物理'] });

    const [row] = await t.database.db.select().from(testRecords).where(eq(testRecords.id, res.result.id));
    expect(row).toMatchObject({ kind: 'qj-position', status: 'finished' });
    expect(row.context).toMatchObject({ province: '北京', score: 665 });
    expect((row.result as unknown as PositionResult).items[1].neededPoints).toBe(9.35);

    const latest = await get<PositionResult>('/qjPositionAnswer/getTestAnswer', student);
    expect(latest.result).toEqual(res.result);
  });

  it('flags reached and unreachable; for a province without lines it lists none and says where lines exist', async () => {
    const ustc = (r: PositionResult) => r.items.find((i) => i.schoolName === '中国科学技术大学')!;
    const high = await post<PositionResult>('/qjPositionAnswer/insert', 'province=北京&score=750', student);
    expect(high.code, high.message).toBe(200);
    expect(ustc(high.result)).toMatchObject({ status: 'reached', neededPoints: 0, neededTest: 0 });
    const low = await post<PositionResult>('/qjPositionAnswer/insert', { province: '北京', score: '600' }, student);
    expect(ustc(low.result)).toMatchObject({ status: 'unreachable', neededPoints: 15, neededTest: 270 });
    expect(ustc(low.result).margin).toBeLessThan(0);
    expect(low.result.entries).toEqual([expect.objectContaining({ schoolName: '北京师范大学', gap: -47, passes: false })]);
    const guangdong = await post<PositionResult>('/qjPositionAnswer/insert', { province: '广东', score: 640, subjectType: '物理类' }, student);
    expect(guangdong.result.items).toEqual([]);
    expect(guangdong.result.entries).toEqual([]);
    const where = guangdong.result.coverage!;
    expect(where.map((c) => c.province).sort()).toEqual(['北京', '四川', '安徽', '广西', '浙江', '湖北', '重庆'].sort());
    expect(where.find((c) => c.province === '北京')!.years).toEqual([2025, 2024, 2022]);
    expect(where.some((c) => c.province === '广东')).toBe(false);
    // A 科类 filter keeps lines of that 科类 and lines without one: 重庆 物理类 has 北师大's 入围 line, 历史类 none.
    const cqPhys = await post<PositionResult>('/qjPositionAnswer/insert', { province: '重庆', score: 620, subjectType: '物理类' }, student);
    expect(cqPhys.result.entries).toEqual([expect.objectContaining({ schoolName: '北京师范大学', entryScore: 611, gap: 9, passes: true })]);
    const cqHist = await post<PositionResult>('/qjPositionAnswer/insert', { province: '重庆', score: 620, subjectType: '历史类' }, student);
    expect(cqHist.result.entries).toEqual([]);
    const gd = await post<PositionResult>('/qjPositionAnswer/insert', { province: '广东', score: 640, subjectType: '物理类' }, student);
    expect(gd.code).toBe(200);
    // The latest is the last one saved.
    expect((await get<PositionResult>('/qjPositionAnswer/getTestAnswer', student)).result.inputs.province).toBe('广东');
    // Another user sees only their own.
    expect((await get<PositionResult | null>('/qjPositionAnswer/getTestAnswer')).result).toBeNull();
  });

  it('marks the 竞赛破格 route for the matching major with a national silver or better', async () => {
    const ustc = (r: PositionResult) => r.items.find((i) => i.schoolName === '中国科学技术大学')!;
    const res = await post<PositionResult>(
      '/qjPositionAnswer/insert',
      { province: '北京', score: 640, competition: 'silver', competitionSubject: '数学' },
      student,
    );
    expect(ustc(res.result)).toMatchObject({ majorName: '基础与应用数学', competitionRoute: true, status: 'reachable' });
    // A school line (no major) opens no route of its own.
    expect(res.result.items.find((i) => i.schoolName === '北京理工大学')!.competitionRoute).toBe(false);
    const bronze = await post<PositionResult>(
      '/qjPositionAnswer/insert',
      { province: '北京', score: 640, competition: 'bronze', competitionSubject: '数学' },
      student,
    );
    expect(ustc(bronze.result).competitionRoute).toBe(false);
  });

  it('refuses bad inputs naming the field, in the caller’s language', async () => {
    const cases: [Record<string, unknown> | string, string][] = [
      [{ province: '北京' }, 'score'],
      [{ score: 600 }, 'province'],
      [{ province: '火星', score: 600 }, 'province'],
      [{ province: '北京', score: 'abc' }, 'score'],
      [{ province: '北京', score: -1 }, 'score'],
      [{ province: '北京', score: 751 }, 'score'],
      [{ province: '北京', score: 600, competition: 'platinum' }, 'competition'],
      [{ province: '北京', score: 600, competitionSubject: '数学' }, 'competition'],
      [{ province: '北京', score: 600, interests: ['篮球'] }, 'interests'],
      [{ province: '北京', score: 600, rank: 100 }, 'rank'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/qjPositionAnswer/insert', body, student);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message, JSON.stringify(body)).toContain(field);
    }
    // 海南's exam is out of 900.
    expect((await post('/qjPositionAnswer/insert', { province: '海南', score: 800 }, student)).code).toBe(200);
    const en = await post('/qjPositionAnswer/insert', { province: '北京', score: 751 }, student, 'en-US');
    expect(en.message).toBe('Invalid score: cannot be above the gaokao full mark of 北京, 750');
    const zh = await post('/qjPositionAnswer/insert', { province: '北京', score: 751 }, student);
    expect(zh.message).toBe('参数 score 不正确：不能高于北京高考满分 750 分');
    expect((await post('/qjPositionAnswer/insert', { province: '北京', score: 600 }, null)).code).toBe(401);
    expect((await get('/qjPositionAnswer/getTestAnswer', null)).code).toBe(401);
  });

  it('GET /qjPositionMajor/getAnswer: directions and majors from the query, else the latest sitting', async () => {
    const byQuery = await get<MajorAnswer>(
      `/qjPositionMajor/getAnswer?interests=${encodeURIComponent('化学')}&competition=silver&competitionSubject=${encodeURIComponent('化学')}`,
      student,
    );
    expect(byQuery.code, byQuery.message).toBe(200);
    expect(byQuery.result.from).toBe('query');
    expect(byQuery.result.directions[0]).toMatchObject({ key: 'chemistry', score: 5 });
    const materials = byQuery.result.directions.find((d) => d.key === 'materials')!;
    expect(materials.majors.map((m) => m.name).sort()).toEqual(['复合材料与工程', '材料科学与工程'].sort());
    expect(materials.majors.every((m) => m.schoolName === '哈尔滨工业大学' && m.planCount === null)).toBe(true);

    await post('/qjPositionAnswer/insert', { province: '北京', score: 665, interests: '数学,生物' }, student);
    const bySitting = await get<MajorAnswer>('/qjPositionMajor/getAnswer', student);
    expect(bySitting.result.from).toBe('sitting');
    expect(bySitting.result.inputs.interests).toEqual(['数学', '生物']);
    const keys = bySitting.result.directions.map((d) => d.key);
    expect(keys).toContain('math');
    expect(keys).toContain('biology');
    expect(keys).not.toContain('history');
    const mathSchools = bySitting.result.directions.find((d) => d.key === 'math')!.majors.map((m) => m.schoolName);
    expect(mathSchools).toEqual(expect.arrayContaining(['中国科学技术大学', '复旦大学', '北京师范大学']));
    const bio = bySitting.result.directions.find((d) => d.key === 'biology')!.majors.map((m) => m.name);
    expect(bio).toEqual(expect.arrayContaining(['草业科学', '生物科学']));

    const bad = await get(`/qjPositionMajor/getAnswer?interests=${encodeURIComponent('篮球')}`, student);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('interests');
    expect((await get(`/qjPositionMajor/getAnswer?competitionSubject=${encodeURIComponent('数学')}`, student)).code).toBe(400);
    expect((await get('/qjPositionMajor/getAnswer', null)).code).toBe(401);
  });

  it('keeps each user’s sittings apart in test_record', async () => {
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'qjstudent'));
    const mine = await t.database.db
      .select()
      .from(testRecords)
      .where(and(eq(testRecords.userId, me.id), eq(testRecords.kind, 'qj-position')));
    expect(mine.length).toBeGreaterThanOrEqual(7);
  });
});
