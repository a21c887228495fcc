import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormProblem, RiskReport, VolunteerForm, VolunteerFormSummary, VolunteerRow } from '@zhiyuan/shared';
import { admissionRecords } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let alice: string;
let bob: string;

type Line = typeof admissionRecords.$inferInsert;
let n = 0;
const line = (row: Partial<Line> & Pick<Line, 'schoolName'>): Line => {
  n += 1;
  return {
    id: `vf${n}`,
    rowKey: `vf-${n}`,
    province: '江苏',
    year: 2024,
    subjectType: '物理类',
    batch: '本科批',
    level: 'major',
    dataType: 'major-admission',
    sourceQuality: 'official-test',
    official: true,
    source: 'test',
    schoolCode: '1101',
    ...row,
  };
};

async function register(username: string, mobile: string) {
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret123', mobile } });
  expect(reg.code, reg.message).toBe(200);
  return t.login(username, 'secret123');
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(admissionRecords).values([
    // 南京大学 05 group: 物理+化学, two majors; 06 group: 历史类 only.
    line({
      schoolName: '南京大学',
      groupCode: '05',
      level: 'group',
      dataType: 'major-group-admission',
      electiveRequirement: '化学',
      minScore: 660,
      minRank: 3000,
    }),
    line({ schoolName: '南京大学', groupCode: '05', majorName: '计算机科学与技术', majorCode: '080901', electiveRequirement: '物理+化学', minScore: 665 }),
    line({ schoolName: '南京大学', groupCode: '05', majorName: '软件工程', electiveRequirement: '物理+化学', minScore: 662 }),
    line({ schoolName: '南京大学', groupCode: '06', subjectType: '历史类', majorName: '汉语言文学', electiveRequirement: '不限', minScore: 640 }),
    // 山东: single majors of one school.
    line({
      province: '山东',
      subjectType: '综合',
      schoolName: '山东大学',
      schoolCode: '2001',
      majorName: '临床医学',
      electiveRequirement: '化学和生物',
      minScore: 640,
    }),
    line({ province: '山东', subjectType: '综合', schoolName: '山东大学', schoolCode: '2001', majorName: '法学', electiveRequirement: '不限', minScore: 620 }),
  ]);
  alice = await register('formuser1', '13800000021');
  bob = await register('formuser2', '13800000022');
});
afterAll(() => t.close());

const row = (schoolName: string, groupCode: string | null, majors: string[], extra: Partial<VolunteerRow> = {}): VolunteerRow => ({
  unitKey: null,
  schoolId: null,
  schoolName,
  schoolCode: null,
  groupCode,
  majors: majors.map((name) => ({ name, code: null })),
  obeyAdjust: true,
  tier: null,
  probability: null,
  band: null,
  confidence: null,
  ...extra,
});
const groups = (count: number, majorsEach = 1) =>
  Array.from({ length: count }, (_, i) =>
    row(
      `测试大学${i + 1}`,
      '01',
      Array.from({ length: majorsEach }, (_, j) => `专业${j + 1}`),
    ),
  );
const jiangsu = (rows: VolunteerRow[], extra: Record<string, unknown> = {}) => ({
  name: '江苏本科批 A',
  province: '江苏',
  year: 2025,
  subjectType: '物理类',
  subjects: ['物理', '化学', '生物'],
  batch: 2,
  score: 620,
  rank: 12000,
  rows,
  ...extra,
});

const save = (body: unknown, token = alice, lang?: string) =>
  t.call<VolunteerForm>({
    method: 'POST',
    url: '/api/volunteerForm/save',
    token,
    payload: body as Record<string, unknown>,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const get = (id: string, token = alice) => t.call<VolunteerForm>({ method: 'GET', url: `/api/volunteerForm/get/${id}`, token });
const problemsOf = (res: { result: unknown }) => (res.result as { problems: FormProblem[] }).problems;

describe('volunteer forms: batch limits of the province config', () => {
  it('江苏 takes 40 groups × 6 majors; 41 groups are refused and the saved version stays intact', async () => {
    const first = await save(jiangsu(groups(40, 6)));
    expect(first.code, first.message).toBe(200);
    expect(first.result).toMatchObject({ version: 1, limits: { fillType: 1, volunteerNum: 40, majorNum: 6 } });
    expect(first.result.rows).toHaveLength(40);

    const tooMany = await save(jiangsu(groups(41), { id: first.result.id, version: 1, name: 'changed' }));
    expect(tooMany.code).toBe(400);
    expect(tooMany.message).toContain('最多 40 个志愿');
    expect(tooMany.message).toContain('41');
    expect(problemsOf(tooMany)[0]).toMatchObject({ row: null, reason: 'formTooManyRows' });

    const after = await get(first.result.id);
    expect(after.result).toMatchObject({ version: 1, name: '江苏本科批 A' });
    expect(after.result.rows).toHaveLength(40);
    expect(after.result.rows[0].majors).toHaveLength(6);

    const sevenMajors = await save(jiangsu([...groups(3), row('测试大学9', '02', ['a', 'b', 'c', 'd', 'e', 'f', 'g'])]));
    expect(sevenMajors.code).toBe(400);
    expect(sevenMajors.message).toContain('第 4 个志愿');
    expect(sevenMajors.message).toContain('最多 6 个');
  });

  it('山东 takes 96 single majors, not 97, and one major per volunteer', async () => {
    const singles = (count: number) => Array.from({ length: count }, (_, i) => row(`山东测试学院${i % 50}`, null, [`专业${i}`]));
    const base = { name: '山东常规批', province: '山东', year: 2025, subjectType: '综合', subjects: ['物理', '化学', '生物'], batch: 2 };
    const ok96 = await save({ ...base, rows: singles(96) });
    expect(ok96.code, ok96.message).toBe(200);
    expect(ok96.result.limits).toEqual({ fillType: 2, volunteerNum: 96, majorNum: 1 });
    const no97 = await save({ ...base, rows: singles(97) });
    expect(no97.code).toBe(400);
    expect(no97.message).toContain('最多 96 个志愿');
    const two = await save({ ...base, rows: [row('山东大学', null, ['临床医学', '法学'])] });
    expect(two.code).toBe(400);
    expect(problemsOf(two)[0]).toMatchObject({ row: 1, reason: 'formSingleMajor' });
  });

  it('上海 takes 24 groups × 4 majors, not 25 groups or 5 majors', async () => {
    const base = { name: '上海本科', province: '上海', year: 2025, subjectType: '综合', subjects: ['物理', '化学', '地理'], batch: 2 };
    expect((await save({ ...base, rows: groups(24, 4) })).code).toBe(200);
    const rows25 = await save({ ...base, rows: groups(25, 4) });
    expect(rows25.code).toBe(400);
    expect(rows25.message).toContain('最多 24 个志愿');
    const five = await save({ ...base, rows: groups(2, 5) });
    expect(five.code).toBe(400);
    expect(problemsOf(five).map((p) => p.row)).toEqual([1, 2]);
    expect(five.message).toContain('最多 4 个');
  });

  it('refuses an unknown province or a batch the province does not have, naming the field', async () => {
    const badBatch = await save(jiangsu(groups(1), { batch: 3 }));
    expect(badBatch.code).toBe(400);
    expect(badBatch.message).toContain('batch');
    // By name, with the number the API takes (issue 30): 江苏 has 本科批 (2) and 高职(专科)批 (5).
    expect(badBatch.message).toContain('江苏没有本科二批 (3)（可选：本科批 (2)、高职(专科)批 (5)）');
    expect((await save(jiangsu(groups(1), { batch: 3 }), alice, 'en-US')).message).toContain(
      'has no Second undergraduate batch (3) (choose from: Undergraduate batch (2), Vocational (junior college) batch (5))',
    );
    const badProvince = await save(jiangsu(groups(1), { province: '火星' }));
    expect(badProvince.code).toBe(400);
    expect(badProvince.message).toContain('province');
  });
});

describe('volunteer forms: rows checked against each other and the admission data', () => {
  it('refuses the same group twice and the same major twice in a group, naming both rows', async () => {
    const dup = await save(jiangsu([row('南京大学', '05', ['软件工程']), row('测试大学1', '01', ['x']), row('南京大学', '05', ['计算机科学与技术'])]));
    expect(dup.code).toBe(400);
    expect(dup.message).toContain('第 3 个志愿与第 1 个志愿重复');
    const dupMajor = await save(jiangsu([row('南京大学', '05', ['软件工程', '软件工程'])]));
    expect(dupMajor.code).toBe(400);
    expect(problemsOf(dupMajor)[0]).toMatchObject({ row: 1, reason: 'formDuplicateMajor' });
  });

  it('refuses a major that is not in its group, and accepts the group with its own majors', async () => {
    const wrong = await save(jiangsu([row('南京大学', '05', ['计算机科学与技术', '汉语言文学'])]));
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('「汉语言文学」不属于南京大学 05');
    const right = await save(jiangsu([row('南京大学', '05', ['计算机科学与技术', '软件工程'])]));
    expect(right.code, right.message).toBe(200);
  });

  it('refuses a group whose 选科 the student lacks, or of the other subject type', async () => {
    const noChem = await save(jiangsu([row('南京大学', '05', ['软件工程'])], { subjects: ['物理', '生物', '地理'] }));
    expect(noChem.code).toBe(400);
    expect(noChem.message).toContain('选科要求为「化学」');
    const history = await save(jiangsu([row('南京大学', '06', ['汉语言文学'])]));
    expect(history.code).toBe(400);
    expect(history.message).toContain('不招收物理类考生');
    const sdNoBio = await save({
      name: 's',
      province: '山东',
      year: 2025,
      subjectType: '综合',
      subjects: ['物理', '化学', '地理'],
      batch: 2,
      rows: [row('山东大学', null, ['临床医学'])],
    });
    expect(sdNoBio.code).toBe(400);
    expect(sdNoBio.message).toContain('化学和生物');
  });

  it('speaks English when asked', async () => {
    const res = await save(jiangsu(groups(41)), alice, 'en-US');
    expect(res.code).toBe(400);
    expect(res.message).toContain('at most 40');
  });
});

describe('volunteer forms: each user sees and edits only their own', () => {
  it('lists, updates with the loaded version, refuses a stale version', async () => {
    const created = await save(jiangsu(groups(2), { name: '版本测试' }));
    const v2 = await save(jiangsu(groups(3), { id: created.result.id, version: 1, name: '版本测试' }));
    expect(v2.result.version).toBe(2);
    const stale = await save(jiangsu(groups(1), { id: created.result.id, version: 1, name: '版本测试' }));
    expect(stale.code).toBe(400);
    expect(stale.message).toContain('第 2 版');
    expect((await get(created.result.id)).result.rows).toHaveLength(3);
    const mine = await t.call<VolunteerFormSummary[]>({ method: 'GET', url: '/api/volunteerForm/getMine?province=江苏&batch=2', token: alice });
    expect(mine.result.map((f) => f.name)).toContain('版本测试');
    expect(mine.result.find((f) => f.name === '版本测试')).toMatchObject({ rowCount: 3, version: 2 });
  });

  it("another user cannot read, overwrite, delete, check or export someone's form", async () => {
    const mine = await save(jiangsu(groups(2), { name: '私有' }));
    const id = mine.result.id;
    expect((await get(id, bob)).code).toBe(404);
    const overwrite = await save(jiangsu(groups(1), { id, version: 1, name: 'hacked' }), bob);
    expect(overwrite.code).toBe(404);
    const del = await t.call<{ deleted: number }>({ method: 'POST', url: '/api/volunteerForm/delByIds', token: bob, payload: { ids: id } });
    expect(del.result).toEqual({ deleted: 0 });
    expect((await t.call({ method: 'POST', url: '/api/volunteerForm/riskCheck', token: bob, payload: { id } })).code).toBe(404);
    const exp = await t.app.inject({ method: 'GET', url: `/api/volunteerForm/export/${id}`, headers: { accesstoken: bob } });
    expect(exp.json().code).toBe(404);
    const bobs = await t.call<VolunteerFormSummary[]>({ method: 'GET', url: '/api/volunteerForm/getMine', token: bob });
    expect(bobs.result).toEqual([]);
    expect((await get(id)).result).toMatchObject({ name: '私有', version: 1 });
    expect((await t.call({ method: 'GET', url: `/api/volunteerForm/get/${id}` })).code).toBe(401);

    const gone = await t.call<{ deleted: number }>({
      method: 'POST',
      url: '/api/volunteerForm/delByIds',
      token: alice,
      payload: `ids=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(gone.result).toEqual({ deleted: 1 });
    expect((await get(id)).code).toBe(404);
  });
});

describe('volunteer forms: risk check and export', () => {
  const risk = (payload: Record<string, unknown>) => t.call<RiskReport>({ method: 'POST', url: '/api/volunteerForm/riskCheck', token: alice, payload });
  const tiered = (count: number, tier: VolunteerRow['tier'], probability: number) =>
    Array.from({ length: count }, (_, i) => row(`风险大学${i}`, '01', ['x'], { tier, probability }));

  it('all 保 rows → low risk without a few-safe warning', async () => {
    const res = await risk({ province: '江苏', batch: 2, rows: tiered(20, '保', 0.85) });
    expect(res.code, res.message).toBe(200);
    expect(res.result.missProbability).toBeLessThan(0.001);
    expect(res.result.level).toBe('low');
    expect(res.result.safeRows).toBe(20);
    expect(res.result.warnings.map((w) => w.kind)).not.toContain('fewSafe');
    expect(res.result.admittedAt[0]).toBeGreaterThan(0.8);
  });

  it('all 冲 rows → high risk, a few-safe warning, and the Monte Carlo near the closed form', async () => {
    const res = await risk({ province: '江苏', batch: 2, rows: tiered(8, '冲', 0.25) });
    expect(res.result.level).toBe('high');
    expect(res.result.missProbabilityExact).toBeCloseTo(0.75 ** 8, 6);
    expect(Math.abs(res.result.missProbability - 0.75 ** 8)).toBeLessThan(0.01);
    const kinds = res.result.warnings.map((w) => w.kind);
    expect(kinds).toEqual(expect.arrayContaining(['fewSafe', 'highRisk', 'short']));
    expect(res.result.tiers).toMatchObject({ 冲: 8, 保: 0 });
  });

  it('checks a saved form by id and counts rows without a probability as not admitting', async () => {
    const form = await save(jiangsu([...tiered(2, '稳', 0.6), row('无概率大学', '01', ['x'])]));
    const res = await risk({ id: form.result.id });
    expect(res.result.rows).toBe(3);
    expect(res.result.missProbabilityExact).toBeCloseTo(0.16, 6);
    expect(res.result.warnings.find((w) => w.kind === 'noProbability')?.message).toContain('1 个志愿没有录取概率');
    expect((await risk({})).code).toBe(400);
  });

  it('exports the form as an .xlsx workbook with the rows in order', async () => {
    const plan = { year: 2026, planCount: 30, tuition: 6800, tuitionLow: 5200, change: 'grew' as const, previousPlanCount: 24 };
    const rows = [
      row('南京大学', '05', ['计算机科学与技术', '软件工程'], { tier: '稳', probability: 0.62, band: [0.5, 0.7], confidence: 'B', plan }),
      ...tiered(2, '保', 0.9),
    ];
    const form = await save(jiangsu(rows, { name: '导出测试' }));
    const res = await t.app.inject({ method: 'GET', url: `/api/volunteerForm/export/${form.result.id}?accessToken=${alice}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(String(sheet.getCell(1, 1).value)).toContain('导出测试');
    expect(sheet.getRow(2).getCell(2).value).toBe('院校');
    expect(sheet.getRow(3).values).toEqual(
      expect.arrayContaining([1, '南京大学', '05', '1. 计算机科学与技术  2. 软件工程', '是', '稳', '62%', '50%–70%', 'B']),
    );
    // The plan snapshot of the row, in words, beside its majors; a row without one leaves it empty.
    expect(sheet.getRow(2).getCell(6).value).toBe('招生计划');
    expect(sheet.getRow(3).getCell(6).value).toBe('2026 年计划 30 人 · 学费 5200–6800 元/年 · 扩招（去年 24）');
    expect(sheet.getRow(4).getCell(6).value ?? '').toBe('');
    expect(sheet.getRow(5).getCell(2).value).toBe('风险大学1');
  });
});
