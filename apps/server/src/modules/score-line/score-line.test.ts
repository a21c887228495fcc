import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeScoreLines, ControlLineRow, CourseBatchOptions, Page, ScoreLineRow } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { OFFICIAL, RECORDS, seedReference, THIRD_PARTY } from '../reference/test-fixtures.ts';
import { eq } from 'drizzle-orm';
import { admissionRecords } from '../../db/schema/index.ts';
import { dataChanged } from '../../lib/data-changed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  token = await t.login();
});
afterAll(() => t.close());

const get = <T = unknown>(url: string, auth: string | undefined = token) => t.call<T>({ method: 'GET', url, token: auth });
const q = (s: string) => encodeURIComponent(s);

async function expect400(url: string, field: string) {
  const res = await get(url);
  expect(res.code, url).toBe(400);
  expect(res.message, url).toContain(field);
}

describe("one school's lines (/collegeScoreLine/get/{id})", () => {
  it('answers a repeated question from memory, and reads the lines afresh once an import changed the data', async () => {
    const url = `/api/collegeScoreLine/get/10246?province=${q('广东')}&subjectType=${q('历史类')}`;
    const before = await get<CollegeScoreLines>(url);
    expect(before.code, before.message).toBe(200);
    const count = (r: CollegeScoreLines) => r.years.reduce((n, y) => n + y.rows.length, 0);
    expect(count((await get<CollegeScoreLines>(url)).result)).toBe(count(before.result));
    const template = RECORDS.find((r) => r.institutionId === '10246' && r.subjectType === '历史类' && r.level === 'institution')!;
    await t.database.db
      .insert(admissionRecords)
      .values({ ...template, id: 't-fresh-2020', rowKey: 'test-fresh-2020', year: 2020, minScore: 630, minRank: 400 });
    // An import ends with dataChanged(): the next question is answered from the new data.
    dataChanged();
    const after = await get<CollegeScoreLines>(url);
    expect(count(after.result)).toBe(count(before.result) + 1);
    expect(after.result.years.map((y) => y.year)).toContain(2020);
    await t.database.db.delete(admissionRecords).where(eq(admissionRecords.id, 't-fresh-2020'));
    dataChanged();
  });

  it('groups lines by year, newest first, with source quality and official in every row', async () => {
    const res = await get<CollegeScoreLines>('/api/collegeScoreLine/get/10003');
    expect(res.code, res.message).toBe(200);
    expect(res.result.schoolId).toBe('10003');
    expect(res.result.truncated).toBe(false);
    expect(res.result.years.map((y) => y.year)).toEqual([2023, 2022]);
    const rows = res.result.years.flatMap((y) => y.rows);
    // The school's own lines; its major lines are counted and come with level=major; 招生计划 rows have no score.
    expect(rows).toHaveLength(3);
    expect(res.result.levelCounts).toEqual({ institution: 3, group: 0, major: 1 });
    for (const row of rows) {
      expect(typeof row.sourceQuality).toBe('string');
      expect(typeof row.official).toBe('boolean');
      expect(row).toHaveProperty('sourceUrl');
      expect(row).toHaveProperty('rankDerived');
    }
    const [y2023, y2022] = res.result.years;
    expect(y2023.rows.map((r) => [r.province, r.level, r.minScore])).toEqual([
      ['北京', 'institution', 680],
      ['广东', 'institution', 690],
    ]);
    expect(y2023.rows[1]).toMatchObject({
      schoolId: '10003',
      schoolName: '清华大学',
      subjectType: '物理类',
      batch: '本科批',
      minRank: 200,
      planCount: 30,
      sourceQuality: OFFICIAL,
      official: true,
      sourceUrl: 'https://eea.gd.gov.cn/test',
    });
    expect(y2022.rows[0]).toMatchObject({ minScore: 688, sourceQuality: THIRD_PARTY, official: false, sourceUrl: null });
  });

  it('filters by province, year, subject type, batch and level', async () => {
    const gd = await get<CollegeScoreLines>(`/api/collegeScoreLine/get/10003?province=${q('广东')}&year=2023`);
    expect(gd.result.years.flatMap((y) => y.rows).map((r) => r.minScore)).toEqual([690]);
    expect(gd.result.levelCounts).toEqual({ institution: 1, group: 0, major: 1 });
    const majors = await get<CollegeScoreLines>('/api/collegeScoreLine/get/10003?province=44&level=major');
    expect(majors.result.years.flatMap((y) => y.rows).map((r) => [r.majorName, r.minScore, r.official])).toEqual([['计算机科学与技术', 695, true]]);
    const none = await get<CollegeScoreLines>(`/api/collegeScoreLine/get/10003?subjectType=${q('历史类')}`);
    expect(none.result.years).toEqual([]);
    const physics = await get<CollegeScoreLines>(`/api/collegeScoreLine/get/10003?subjectType=${q('物理')}&batch=${q('本科批')}&year=2022`);
    expect(physics.result.years.flatMap((y) => y.rows).map((r) => r.minScore)).toEqual([688]);
  });

  it('needs a login and answers 400 naming the field', async () => {
    expect((await get('/api/collegeScoreLine/get/10003', '')).code).toBe(401);
    await expect400('/api/collegeScoreLine/get/10003?year=19', 'year');
    await expect400('/api/collegeScoreLine/get/10003?level=plan', 'level');
    await expect400(`/api/collegeScoreLine/get/10003?province=${q('火星')}`, 'province');
  });
});

describe('lines of a province (/yuanxiaoLqxxJssdt/getYxByCmd, getZyByCmd)', () => {
  const yx = (query: string) => get<Page<ScoreLineRow>>(`/api/yuanxiaoLqxxJssdt/getYxByCmd?province=${q('广东')}&${query}`);
  const zy = (query: string) => get<Page<ScoreLineRow>>(`/api/yuanxiaoLqxxJssdt/getZyByCmd?province=${q('广东')}&${query}`);
  const scores = (page: Page<ScoreLineRow>) => page.content.map((r) => r.minScore);

  it('lists institution lines, highest minimum score first, with their source', async () => {
    const res = await yx(`year=2023&subjectType=${q('物理类')}`);
    expect(res.code, res.message).toBe(200);
    expect(res.result.content.map((r) => r.schoolName)).toEqual(['北京大学', '清华大学', '复旦大学', '某不存在学院']);
    expect(res.result.content.every((r) => r.level === 'institution' && typeof r.official === 'boolean' && r.sourceQuality)).toBe(true);
    expect(res.result.content[3].schoolId).toBeNull();
  });

  it('defaults to the latest year and filters by keyword, score and rank ranges', async () => {
    expect(scores((await yx(`subjectType=${q('物理类')}`)).result)).toEqual([692, 690, 680, 600]);
    expect(scores((await yx(`keyword=${q('清华')}&year=2022`)).result)).toEqual([688]);
    expect(scores((await yx('scoreMin=685&scoreMax=691')).result)).toEqual([690]);
    expect(scores((await yx('rankMin=100&rankMax=300')).result)).toEqual([692, 690, 640]);
    expect(scores((await yx('schoolId=10246')).result)).toEqual([680, 640]);
    expect(scores((await yx(`subjectType=${q('物理类')}&batch=${q('本科提前批')}`)).result)).toEqual([]);
  });

  it('pages and caps the page size', async () => {
    const page = await yx('year=2023&pageSize=2&pageNumber=2');
    expect(page.result).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
    expect(scores(page.result)).toEqual([680, 640]);
    expect((await yx('pageSize=1000')).result.size).toBe(100);
  });

  it('lists major lines, matching the keyword on the school or the major', async () => {
    const res = await zy('year=2023');
    expect(res.result.content.map((r) => [r.schoolName, r.majorName, r.minScore])).toEqual([
      ['北京大学', '计算机科学与技术(拔尖计划)', 696],
      ['清华大学', '计算机科学与技术', 695],
      ['复旦大学', '汉语言文学', 641],
    ]);
    expect(res.result.content[2]).toMatchObject({ rankDerived: true, official: true });
    expect((await zy(`keyword=${q('计算机')}`)).result.totalElements).toBe(2);
    expect((await zy(`keyword=${q('复旦')}`)).result.totalElements).toBe(1);
  });

  it('answers an empty page for a province without data, and 400 naming the field', async () => {
    const empty = await get<Page<ScoreLineRow>>(`/api/yuanxiaoLqxxJssdt/getYxByCmd?province=${q('西藏')}`);
    expect(empty.result).toMatchObject({ content: [], totalElements: 0 });
    await expect400('/api/yuanxiaoLqxxJssdt/getYxByCmd', 'province');
    await expect400(`/api/yuanxiaoLqxxJssdt/getYxByCmd?province=${q('广东')}&scoreMin=abc`, 'scoreMin');
    await expect400(`/api/yuanxiaoLqxxJssdt/getZyByCmd?province=${q('广东')}&rankMax=0`, 'rankMax');
    await expect400(`/api/yuanxiaoLqxxJssdt/getZyByCmd?province=${q('广东')}&scoreMax=1001`, 'scoreMax');
  });
});

describe('subject types and batches (/lineShowCourseBatch/getKlAndPc)', () => {
  it('lists what a province and year hold, and the years', async () => {
    const res = await get<CourseBatchOptions>(`/api/lineShowCourseBatch/getKlAndPc?province=${q('广东')}&year=2023`);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toEqual({
      province: '广东',
      year: 2023,
      years: [2023, 2022, 2021],
      subjectTypes: ['物理类', '历史类'],
      batches: ['本科批', '专科批'],
      combos: [
        { subjectType: '物理类', batch: '本科批' },
        { subjectType: '物理类', batch: '专科批' },
        { subjectType: '历史类', batch: '本科批' },
      ],
    });
  });

  it('answers the latest year when none is asked, and nothing for a province without data', async () => {
    expect((await get<CourseBatchOptions>('/api/lineShowCourseBatch/getKlAndPc?province=44')).result.year).toBe(2023);
    const old = await get<CourseBatchOptions>('/api/lineShowCourseBatch/getKlAndPc?province=44&year=2021');
    expect(old.result.combos).toEqual([{ subjectType: '物理类', batch: '本科批' }]);
    expect((await get<CourseBatchOptions>(`/api/lineShowCourseBatch/getKlAndPc?province=${q('西藏')}`)).result).toEqual({
      province: '西藏',
      year: null,
      years: [],
      subjectTypes: [],
      batches: [],
      combos: [],
    });
    await expect400('/api/lineShowCourseBatch/getKlAndPc', 'province');
    await expect400('/api/lineShowCourseBatch/getKlAndPc?province=44&year=abc', 'year');
  });
});

describe('control lines (/controlLine/get)', () => {
  it('lists a year, or every year, with the source of each line', async () => {
    const res = await get<ControlLineRow[]>(`/api/controlLine/get?province=${q('广东')}&year=2023`);
    expect(res.result.map((r) => [r.subjectType, r.batch, r.score, r.official])).toEqual([
      ['历史类', '本科批', 433, true],
      ['物理类', '本科批', 439, true],
      ['物理类', '专科批', 180, false],
    ]);
    expect(res.result[0]).toMatchObject({ sourceQuality: OFFICIAL, sourceUrl: 'https://eea.gd.gov.cn/lines' });
    expect((await get<ControlLineRow[]>('/api/controlLine/get?province=44')).result.map((r) => r.year)).toEqual([2023, 2023, 2023, 2021]);
    await expect400('/api/controlLine/get?year=2023', 'province');
  });
});
