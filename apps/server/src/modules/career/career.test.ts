import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CareerLibrary, CareerOfCode, CareerOfMajor, CareerOfOccupation, MajorPositionReport } from '@zhiyuan/shared/contracts/career';
import { admissionRecords, users } from '../../db/schema/index.ts';
import { loadDemoData } from '../../data/demo.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import { INSTRUMENTS } from '../../assessment/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { OCCUPATIONS } from '../../career/library.ts';
import { POSITION_CLASSES, POSITION_SCHOOLS } from './position.ts';

let t: TestApp;
let student: string;
let member: string;

async function register(username: string, mobile: string) {
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret123', mobile } });
  expect(reg.code, reg.message).toBe(200);
  return t.login(username, 'secret123');
}
const idOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
const get = <T>(url: string, token: string, headers: Record<string, string> = {}) => t.call<T>({ method: 'GET', url: `/api${url}`, token, headers });

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  dataChanged();
  student = await register('career01', '13600000001');
  member = await register('career02', '13600000002');
  await t.app.membership.grant(t.database.db, await idOf('career02'), 30, 'card', 'career-test');
  // 江苏 (3+1+2) with 物理: the demo set has its 物理类 lines.
  const edit = await t.call({ method: 'POST', url: '/api/user/edit', token: member, payload: { province: '江苏', subjects: '物理,化学,生物' } });
  expect(edit.code, edit.message).toBe(200);
});
afterAll(() => t?.close());

describe('who may call', () => {
  it('answers 401 without a token', async () => {
    for (const url of ['/job_detail/careerDevelopment?riasec=IRC', '/career/getAll', '/report/majorPosition']) {
      expect((await t.call({ method: 'GET', url: `/api${url}` })).code, url).toBe(401);
    }
  });
});

describe('GET /job_detail/careerDevelopment', () => {
  it('refuses no parameter, two at once, a malformed code or id, naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'majorCode'],
      ['?majorCode=0809&riasec=IRC', 'majorCode'],
      ['?majorCode=abc', 'majorCode'],
      ['?majorCode=08', 'majorCode'],
      ['?riasec=XYZ', 'riasec'],
      ['?riasec=IIR', 'riasec'],
      ['?riasec=IRCA', 'riasec'],
      ['?occupation=Software%20Developer', 'occupation'],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/job_detail/careerDevelopment${query}`, student);
      expect(res.code, query).toBe(400);
      expect(res.message, query).toContain(field);
    }
    const en = await get('/job_detail/careerDevelopment', student, { 'accept-language': 'en-US' });
    expect(en.message).toContain('exactly one of majorCode, occupation and riasec');
  });

  it('answers 404 for a major or occupation it does not know', async () => {
    for (const query of ['?majorCode=0000', '?majorCode=999999', '?majorCode=080999T', '?occupation=astronaut']) {
      const res = await get(`/job_detail/careerDevelopment${query}`, student);
      expect(res.code, query).toBe(404);
    }
  });

  it('says where a 专业类 and a 专业 lead', async () => {
    const cls = await get<CareerOfMajor>('/job_detail/careerDevelopment?majorCode=0809', student);
    expect(cls.code, cls.message).toBe(200);
    expect(cls.result).toMatchObject({ kind: 'major', level: 'class', name: '计算机类', classCode: '0809' });
    expect(cls.result.occupations[0]).toMatchObject({ id: 'software-developer', riasec: 'ICR', onet: { soc: '15-1252.00', title: 'Software Developers' } });
    const major = await get<CareerOfMajor>('/job_detail/careerDevelopment?majorCode=080901', student);
    expect(major.result).toMatchObject({ kind: 'major', level: 'major', name: '计算机科学与技术', classCode: '0809', className: '计算机类' });
    expect(major.result.occupations.map((o) => o.id)).toEqual(cls.result.occupations.map((o) => o.id));
  });

  it('gives one occupation with the majors that lead there, and occupations by code', async () => {
    const occ = await get<CareerOfOccupation>('/job_detail/careerDevelopment?occupation=software-developer', student);
    expect(occ.code, occ.message).toBe(200);
    const computing = occ.result.classes.find((c) => c.code === '0809')!;
    expect(computing.majors).toEqual(expect.arrayContaining([{ id: 'ug-080901', code: '080901', name: '计算机科学与技术' }]));
    const code = await get<CareerOfCode>('/job_detail/careerDevelopment?riasec=sae', student);
    expect(code.result.code).toBe('SAE');
    expect(code.result.occupations).toHaveLength(OCCUPATIONS.length);
    expect(code.result.occupations[0]).toMatchObject({ riasec: 'SAE', congruence: 18 });
  });
});

describe('GET /career/getAll', () => {
  it('lists the library with the O*NET attribution, and filters it', async () => {
    const all = await get<CareerLibrary>('/career/getAll', student);
    expect(all.result.total).toBe(OCCUPATIONS.length);
    expect(all.result.attribution).toContain('used under the CC BY 4.0 license');
    const social = await get<CareerLibrary>('/career/getAll?type=s&education=本科', student);
    expect(social.result.total).toBeGreaterThan(3);
    expect(social.result.content.every((o) => o.riasec.includes('S') && o.education === '本科')).toBe(true);
    const cls = await get<CareerLibrary>('/career/getAll?classCode=1011', student);
    expect(cls.result.content.map((o) => o.id)).toContain('nurse');
    const kw = await get<CareerLibrary>('/career/getAll?keyword=医生', student);
    expect(kw.result.content.map((o) => o.id)).toEqual(['physician', 'dentist']);
    for (const query of ['?value=money', '?type=X', '?classCode=12', '?education=大专'])
      expect((await get(`/career/getAll${query}`, student)).code, query).toBe(400);
  });
});

describe('GET /report/majorPosition', () => {
  /** An investigative-conventional student who likes applying things: the computing classes fit. */
  const sheet = () =>
    Object.fromEntries(
      INSTRUMENTS['major-position']!.items.map((item) => [
        item.id,
        item.options ? 4 : ({ I: 4, C: 4, R: 2, A: 2, E: 1, S: 0 } as Record<string, number>)[item.dimension],
      ]),
    );

  it('is for members only, and asks for the test first', async () => {
    const refused = await get('/report/majorPosition', student);
    expect(refused.code).toBe(403);
    const none = await get('/report/majorPosition', member);
    expect(none.code).toBe(404);
    expect(none.message).toBe('还没有完成专业定位测评');
  });

  it("ranks 专业类 for the member's finished test, each with majors and the province's schools and lines", async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/api/testAnswer/insert',
      token: member,
      payload: { kind: 'major-position', answers: sheet(), finish: true },
    });
    expect(saved.code, saved.message).toBe(200);
    const res = await get<MajorPositionReport>('/report/majorPosition', member);
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r.code).toBe('ICR');
    expect(r.profile.map((p) => p.score)).toEqual([10, 20, 10, 0, 5, 20]);
    expect(r.preferences).toEqual({ theoryApplied: 1, peopleThings: 1 });
    expect(r.classes[0]).toMatchObject({ rank: 1, code: '0809', name: '计算机类', riasec: 'ICR' });
    expect(r).toMatchObject({ province: '江苏', subjectType: '物理类', dataMode: 'demo' });
    expect(r.inputs.map((i) => [i.key, i.used])).toEqual([
      ['interest', true],
      ['preference', true],
      ['values', false],
      ['personality', false],
    ]);
    expect(r.classes).toHaveLength(POSITION_CLASSES);
    for (let i = 1; i < r.classes.length; i++) expect(r.classes[i].fit).toBeLessThanOrEqual(r.classes[i - 1].fit);
    expect(r.notes.some((n) => n.includes('职业价值观和性格'))).toBe(true);

    const computing = r.classes.find((c) => c.code === '0809');
    expect(computing, r.classes.map((c) => c.name).join()).toBeTruthy();
    expect(computing!.occupations.map((o) => o.id)).toContain('software-developer');
    const cs = computing!.majors.find((m) => m.name === '计算机科学与技术')!;
    // The schools admitting to it in 江苏's 物理类 main batch, counted directly.
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(distinct ${admissionRecords.institutionId})::int` })
      .from(admissionRecords)
      .where(
        and(
          eq(admissionRecords.province, '江苏'),
          eq(admissionRecords.subjectType, '物理类'),
          eq(admissionRecords.level, 'major'),
          eq(admissionRecords.majorName, '计算机科学与技术'),
        ),
      );
    expect(n).toBeGreaterThan(0);
    expect(cs.schoolCount).toBe(n);
    expect(cs.schools.length).toBe(Math.min(n, POSITION_SCHOOLS));
    // No rank in 我的成绩: the highest newest line first.
    const newest = cs.schools.map((s) => s.lines[0].minScore ?? 0);
    expect([...newest].sort((a, b) => b - a)).toEqual(newest);
    expect(cs.schools[0].lines[0].year).toBeGreaterThan(cs.schools[0].lines.at(-1)!.year - 1);
  });

  it('weighs the job-value test once it is finished', async () => {
    const values = Object.fromEntries(
      INSTRUMENTS['job-value']!.items.map((item) => [item.id, item.dimension === 'achievement' || item.dimension === 'independence' ? 5 : 2]),
    );
    const saved = await t.call({ method: 'POST', url: '/api/testAnswer/insert', token: member, payload: { kind: 'job-value', answers: values, finish: true } });
    expect(saved.code, saved.message).toBe(200);
    const r = (await get<MajorPositionReport>('/report/majorPosition', member)).result;
    expect(r.inputs.find((i) => i.key === 'values')).toMatchObject({ used: true });
    expect(r.inputs.reduce((s, i) => s + i.weight, 0)).toBeCloseTo(1);
    expect(r.classes[0].parts.map((p) => p.key)).toEqual(['interest', 'preference', 'values']);
    expect(r.classes[0].reasons.some((x) => x.startsWith('价值观：'))).toBe(true);
  });
});
