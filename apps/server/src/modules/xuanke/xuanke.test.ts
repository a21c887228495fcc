import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestReport } from '@zhiyuan/shared';
import type { XuankeCombination, XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadDemoData } from '../../data/demo.ts';
import { admissionRecords, testRecords } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { combinationsOf } from './combinations.ts';
import { directCount } from './direct-count.ts';
import { storedRequirementRows } from './repo.ts';
import { subjectTypesOf } from './repo.ts';

/**
 * Must show 2 of issue 20, the always-run half: a hand-made requirement table for 湖北 (3+1+2),
 * its coverage worked out by hand below and counted again row by row (direct-count.ts), and the
 * demo set's 广东 answering the same way. Real data: real-data.test.ts.
 */
let t: TestApp;
let token: string;
let userId: string;

type Row = typeof admissionRecords.$inferInsert;
let n = 0;
function row(r: Partial<Row> & Pick<Row, 'schoolName' | 'subjectType' | 'electiveRequirement'>): Row {
  n += 1;
  return {
    id: `xk-${n}`,
    rowKey: `xk-${n}`,
    province: '湖北',
    year: 2025,
    batch: '本科普通批',
    level: 'major',
    dataType: 'major-admission',
    sourceQuality: 'official-fixture',
    official: true,
    source: 'fixture.csv',
    minScore: 600,
    ...r,
  };
}

/**
 * 湖北 2025, two schools. By hand, for 物化生 / 史政地 / 物生地:
 *   majors (6: 计算机科学与技术, 临床医学, 法学, 汉语言文学, 数学与应用数学, 地理科学)   4 / 2 / 3
 *   school-major pairs (7)                                                            5 / 2 / 3
 *   seats (34: 计算机 A 10 — given by two sources, counted once — 临床 5, 法学 4 + 2, 计算机 B 6, 汉语言 3, 数学 4)
 *                                                                                     27 / 7 / 6
 *   groups (2)                                                                        1 / 1 / 0
 * 新闻学 (传统理工) is not read: 1 row, 7 seats left out. The 专科, 艺术类 and 2024 rows are out of scope;
 * 2026's single row does not make it the source year.
 */
const FIXTURE: Row[] = [
  row({ schoolName: '甲大学', subjectType: '物理类', majorName: '计算机科学与技术', electiveRequirement: '物理+化学', planCount: 10 }),
  row({
    schoolName: '甲大学',
    subjectType: '物理类',
    majorName: '计算机科学与技术',
    electiveRequirement: '物理+化学',
    planCount: 10,
    source: 'school-site.csv',
    dataType: 'admission-plan',
    level: 'plan',
    minScore: null,
  }),
  row({ schoolName: '甲大学', subjectType: '物理类', majorName: '临床医学', electiveRequirement: '化学和生物', planCount: 5 }),
  row({ schoolName: '甲大学', subjectType: '历史类', majorName: '法学', electiveRequirement: '不限', planCount: 4 }),
  row({ schoolName: '甲大学', subjectType: '物理类', majorName: '法学', electiveRequirement: '不限', planCount: 2 }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '计算机科学与技术(中外合作办学)', electiveRequirement: '物理＋化学(中外合办)', planCount: 6 }),
  row({ schoolName: '乙大学', subjectType: '历史类', majorName: '汉语言文学', electiveRequirement: '首选历史，再选思想政治', planCount: 3 }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '数学与应用数学', electiveRequirement: '物理+(化学或生物)', planCount: 4 }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '地理科学', electiveRequirement: '物理+地理' }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '新闻学', electiveRequirement: '传统理工', planCount: 7 }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '软件工程', electiveRequirement: null }),
  row({
    schoolName: '甲大学',
    subjectType: '物理类',
    level: 'group',
    dataType: 'major-group-admission',
    groupCode: '01',
    majorName: '院校专业组投档线',
    electiveRequirement: '物理+化学',
  }),
  row({
    schoolName: '甲大学',
    subjectType: '历史类',
    level: 'group',
    dataType: 'major-group-admission',
    groupCode: '02',
    majorName: '院校专业组投档线',
    electiveRequirement: '不限',
  }),
  // out of scope: 专科 batch, 艺术类, a vocational row, an old year
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '护理', electiveRequirement: '不限', planCount: 50, batch: '高职高专普通批' }),
  row({ schoolName: '乙大学', subjectType: '艺术类', majorName: '美术学', electiveRequirement: '不限', planCount: 20 }),
  row({ schoolName: '乙大学', subjectType: '物理类', majorName: '护理学', electiveRequirement: '不限', planCount: 9, dataType: 'vocational-admission' }),
  row({ schoolName: '甲大学', subjectType: '物理类', majorName: '哲学', electiveRequirement: '不限', planCount: 9, year: 2020 }),
  // 2026: a handful of rows is not the source year
  row({ schoolName: '甲大学', subjectType: '历史类', majorName: '法学', electiveRequirement: '不限', planCount: 1, year: 2026 }),
];

const get = (query: string, tok: string | undefined = token, lang?: string) =>
  t.call<XuankeReport>({ method: 'GET', url: `/api/xuankeTopicOptions/xkTestReport${query}`, token: tok, headers: lang ? { 'accept-language': lang } : {} });
const combo = (r: XuankeReport, short: string): XuankeCombination => r.combinations.find((c) => c.short === short)!;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  await t.database.db.insert(admissionRecords).values(FIXTURE);
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'xkstudent', password: 'secret123', mobile: '13800000931' } });
  expect(reg.code, reg.message).toBe(200);
  token = await t.login('xkstudent', 'secret123');
  const edit = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { province: '湖北', subjects: ['物理', '化学', '生物'] } });
  expect(edit.code, edit.message).toBe(200);
  userId = (await t.call<{ id: string }>({ method: 'GET', url: '/api/user/info', token })).result.id;
}, 120_000);
afterAll(() => t?.close());

describe('GET /xuankeTopicOptions/xkTestReport on a hand-made table', () => {
  let report: XuankeReport;
  beforeAll(async () => {
    const res = await get('');
    expect(res.code, res.message).toBe(200);
    report = res.result;
  });

  it("reads the profile's province and its latest full year, with the rows it used", () => {
    expect(report).toMatchObject({ province: '湖北', mode: '3+1+2', dataMode: 'real', year: 2025, current: '物理+化学+生物' });
    expect(report.years).toEqual([
      { year: 2025, rows: 13, withRequirement: 12 },
      { year: 2026, rows: 1, withRequirement: 1 },
    ]);
    expect(report.source).toMatchObject({
      rows: 11,
      withoutRequirement: 1,
      unknownRows: 1,
      unknownSeats: 7,
      unknown: [{ text: '传统理工', rows: 1 }],
      seatRows: 8,
      seats: 34,
      majors: 6,
      pairs: 7,
      groups: 2,
      coverageBasis: 'seats',
      files: ['fixture.csv', 'school-site.csv'],
    });
    expect(report.combinations).toHaveLength(12);
  });

  it('names who published the rows by source id, for the page to show publishers instead of files (issue 30)', () => {
    // the year's 12 rows with a requirement, all of the fixture's one source id
    expect(report.source.publishers).toEqual([{ sourceQuality: 'official-fixture', sourceUrl: null, rows: 12 }]);
  });

  it('gives the coverage worked out by hand', () => {
    const shares = (c: XuankeCombination) => [c.byMajor.admissible, c.byPair.admissible, c.bySeats!.admissible, c.byGroup!.admissible];
    expect(shares(combo(report, '物化生'))).toEqual([4, 5, 27, 1]);
    expect(shares(combo(report, '史政地'))).toEqual([2, 2, 7, 1]);
    expect(shares(combo(report, '物生地'))).toEqual([3, 3, 6, 0]);
    expect(combo(report, '物化生').byMajor).toEqual({ admissible: 4, total: 6, share: 4 / 6 });
    expect(combo(report, '物化生').bySeats).toEqual({ admissible: 27, total: 34, share: 27 / 34 });
    // 物生地 closes 计算机 (16 seats), 临床 (5), 汉语言 (3); 物化生 closes 汉语言 and 地理科学 (no seats, last)
    expect(combo(report, '物生地').closed.top.map((m) => [m.name, m.seats])).toEqual([
      ['计算机科学与技术', 16],
      ['临床医学', 5],
      ['汉语言文学', 3],
    ]);
    expect(combo(report, '物化生').closed).toEqual({
      count: 2,
      top: [
        { name: '汉语言文学', seats: 3, schools: 1 },
        { name: '地理科学', seats: null, schools: 1 },
      ],
    });
  });

  it('counts the same as a row-by-row count of the stored rows, for every combination', async () => {
    const rows = await storedRequirementRows(t.database.db, '湖北', 2025, subjectTypesOf('3+1+2'));
    for (const c of combinationsOf('3+1+2')) {
      const direct = directCount(rows, c, '3+1+2');
      const got = report.combinations.find((x) => x.key === c.key)!;
      expect([got.byMajor.admissible, got.byMajor.total], c.short).toEqual(direct.majors);
      expect([got.byPair.admissible, got.byPair.total], c.short).toEqual(direct.pairs);
      expect([got.bySeats!.admissible, got.bySeats!.total], c.short).toEqual(direct.seats);
      expect([got.byGroup!.admissible, got.byGroup!.total], c.short).toEqual(direct.groups);
      expect([report.source.rows, report.source.unknownRows]).toEqual([direct.readRows, direct.unknownRows]);
    }
  });

  it('groups majors by 门类 and 专业类 where the name is in the catalogue', () => {
    // The demo catalogue holds 计算机科学与技术, 临床医学, 汉语言文学 and 数学与应用数学 (not 法学, 地理科学).
    expect(report.source.mapped).toBe(4);
    expect(report.categories).toEqual([
      { code: '05', name: '文学', total: 1 },
      { code: '07', name: '理学', total: 1 },
      { code: '08', name: '工学', total: 1 },
      { code: '10', name: '医学', total: 1 },
    ]);
    expect(report.classes.map((c) => c.code)).toEqual(['0501', '0701', '0809', '1002']);
    expect(combo(report, '物化生').byCategory).toEqual([0, 1, 1, 1]);
    expect(combo(report, '史政地').byCategory).toEqual([1, 0, 0, 0]);
  });

  it('ranks by coverage alone without tests or targets, says so and explains each of the three', () => {
    expect(report.weights).toEqual({ coverage: 1, targets: 0, potential: 0, interest: 0 });
    expect(report.student).toEqual({ subjectPotential: null, interest: null });
    expect(report.top.map((x) => x.short)).toEqual(['物化生', '物化政', '物化地']);
    expect(report.top[0]).toMatchObject({ rank: 1, score: 79.4, recommended: false });
    expect(report.top[0].reasons[0]).toBe('可报 71.4% 的院校专业（5/7）、66.7% 的专业，覆盖 79.4% 的计划名额');
    expect(report.top[0].watchOut).toBe('选这个组合将无法报考 2 个专业，如：汉语言文学、地理科学');
    expect(report.notes.some((x) => x.includes('还没有学科潜能和兴趣测评结果'))).toBe(true);
    expect(report.notes.some((x) => x.includes('传统理工'))).toBe(true);
    expect(report.summary).toContain('湖北 2025 年共读到 11 条');
    expect(report.summary).toContain('覆盖最广的是 物化生（79.4%）');
  });

  it('adds target coverage: a class name stands for its majors, a missing name is said', async () => {
    const res = await get(`?targets=${encodeURIComponent('临床医学,计算机类、没有这个专业')}`);
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r.targets).toEqual([
      { name: '临床医学', majors: ['临床医学'] },
      { name: '计算机类', majors: ['计算机科学与技术'] },
      { name: '没有这个专业', majors: [] },
    ]);
    expect(combo(r, '物化生').targetShare).toBe(1);
    expect(combo(r, '物生地').targetShare).toBe(0);
    expect(r.weights.targets).toBeCloseTo(0.3 / 0.7);
    expect(r.top[0]).toMatchObject({ short: '物化生', recommended: true });
    expect(r.top[0].reasons[1]).toBe('覆盖你的全部 2 个目标专业');
    expect(r.notes.some((x) => x.includes('没有这个专业'))).toBe(true);
  });

  it('weighs the latest 学科潜能 and 兴趣 results when the student has them', async () => {
    const finished = (kind: string, dimensions: TestReport['dimensions'], code: string | null) => ({
      id: newId(),
      userId,
      kind,
      status: 'finished' as const,
      finishTime: new Date(),
      result: {
        recordId: 'r',
        kind,
        reportCode: 'x',
        title: kind,
        finishTime: '2025-06-01 10:00:00',
        chart: 'bars',
        dimensions,
        code,
        summary: '',
        strengths: [],
        watchOuts: [],
        leads: [],
        care: null,
        disclaimer: '',
        source: { name: '', citation: '', licence: '', notice: '', ownItems: true, translated: false },
      } as unknown as Record<string, unknown>,
    });
    const dim = (key: string, label: string, score: number, max = 100) => ({ key, label, score, min: 0, max });
    await t.database.db.insert(testRecords).values([
      finished(
        'subject-potential',
        [
          dim('physics', '物理', 40),
          dim('chemistry', '化学', 30),
          dim('biology', '生物', 35),
          dim('politics', '政治', 90),
          dim('history', '历史', 95),
          dim('geography', '地理', 85),
        ],
        null,
      ),
      finished(
        'interest',
        ['R', 'I', 'A', 'S', 'E', 'C'].map((k, i) => dim(k, k, [5, 8, 30, 36, 28, 10][i], 40)),
        'SAE',
      ),
    ]);
    const res = await get('');
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r.weights.potential).toBeCloseTo(0.2 / 0.7);
    expect(r.weights.interest).toBeCloseTo(0.1 / 0.7);
    expect(r.student.interest).toMatchObject({ summary: 'SAE' });
    expect(r.student.subjectPotential?.summary).toBe('历史、政治、地理');
    const fit = combo(r, '史政地').fit;
    expect(fit.potential).toBeCloseTo((0.95 + 0.9 + 0.85) / 3);
    // 历史 ← A, S; 政治 ← S, E; 地理 ← R, E
    expect(fit.interest).toBeCloseTo(((30 + 36) / 80 + (36 + 28) / 80 + (5 + 28) / 80) / 3);
    expect(r.top[0].reasons.some((x) => x.startsWith('学科潜能：'))).toBe(true);
    expect(r.top[0].reasons.some((x) => x.startsWith('兴趣代码 SAE'))).toBe(true);
    expect(r.notes.some((x) => x.includes('测评结果'))).toBe(false);
    await t.database.db.delete(testRecords);
  });

  it('answers in English by Accept-Language', async () => {
    const res = await get('', token, 'en-US');
    expect(res.result.summary).toMatch(/^湖北 2025: 11 undergraduate admission rows/);
    expect(res.result.top[0].reasons[0]).toMatch(/^Open to 71\.4% of school-major pairs/);
  });
});

describe('the other exam modes and provinces without data', () => {
  it('has 20 combinations in a 3+3 province', async () => {
    await t.database.db
      .insert(admissionRecords)
      .values([
        row({ province: '北京', schoolName: '丙大学', subjectType: '综合', majorName: '物理学', electiveRequirement: '物理、化学(均须选考)', planCount: 3 }),
        row({ province: '北京', schoolName: '丙大学', subjectType: '综合', majorName: '历史学', electiveRequirement: '历史', planCount: 2 }),
        row({ province: '北京', schoolName: '丙大学', subjectType: '物理类', majorName: '经济学', electiveRequirement: '不提科目要求', planCount: 5 }),
      ]);
    const res = await get('?province=110000');
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r).toMatchObject({ province: '北京', mode: '3+3', year: 2025 });
    expect(r.combinations).toHaveLength(20);
    // 3+3 has no 物理类 / 历史类 split: the 物理类 label of a 3+3 row does not close it to 史 combinations
    expect(combo(r, '物化史').bySeats).toEqual({ admissible: 10, total: 10, share: 1 });
    expect(combo(r, '生政地').bySeats).toEqual({ admissible: 5, total: 10, share: 0.5 });
    expect(combo(r, '物政史').byMajor.admissible).toBe(2);
  });

  it('says a traditional 文/理 province has no 选科, and a province without rows has no data', async () => {
    const xinjiang = await get(`?province=${encodeURIComponent('新疆')}`);
    expect(xinjiang.result).toMatchObject({ mode: null, year: null, combinations: [], top: [] });
    expect(xinjiang.result.summary).toContain('没有选科组合');
    const hunan = await get(`?province=${encodeURIComponent('湖南')}`);
    expect(hunan.result).toMatchObject({ mode: '3+1+2', dataMode: null, year: null, combinations: [] });
    expect(hunan.result.summary).toContain('还没有带选科要求的本科录取数据');
  });

  it('works on the demo set and says it is demo', async () => {
    const res = await get(`?province=${encodeURIComponent('广东')}`);
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r).toMatchObject({ province: '广东', mode: '3+1+2', dataMode: 'demo', year: 2025 });
    expect(r.notes[0]).toContain('演示数据');
    const rows = await storedRequirementRows(t.database.db, '广东', 2025, subjectTypesOf('3+1+2'));
    for (const c of combinationsOf('3+1+2')) {
      const direct = directCount(rows, c, '3+1+2');
      const got = r.combinations.find((x) => x.key === c.key)!;
      expect(
        [got.byMajor.admissible, got.byMajor.total, got.byPair.admissible, got.byPair.total, got.bySeats!.admissible, got.bySeats!.total],
        c.short,
      ).toEqual([...direct.majors, ...direct.pairs, ...direct.seats]);
    }
    // The demo's 物理类 工学 and 医学 majors require 物理+化学: every 物化 combination covers all of it.
    expect(combo(r, '物化生').byPair.share).toBe(1);
    expect(combo(r, '物生政').byPair.share!).toBeLessThan(1);
  });
});

describe('bad input', () => {
  it('needs a token', async () => {
    expect((await get('', '')).code).toBe(401);
  });

  it('names the field it refuses', async () => {
    const bad = await get(`?province=${encodeURIComponent('火星')}`);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('province');
    const many = await get(`?targets=${Array.from({ length: 11 }, (_, i) => `专业${i}`).join(',')}`);
    expect(many.code).toBe(400);
    expect(many.message).toContain('targets');
    const long = await get(`?targets=${encodeURIComponent('长'.repeat(31))}`);
    expect(long.code).toBe(400);
    expect(long.message).toContain('targets');
  });

  it('asks for a province when neither the query nor the profile has one', async () => {
    const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'xknoprov', password: 'secret123', mobile: '13800000932' } });
    expect(reg.code, reg.message).toBe(200);
    const res = await get('', await t.login('xknoprov', 'secret123'));
    expect(res.code).toBe(400);
    expect(res.message).toContain('province');
  });
});
