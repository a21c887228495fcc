import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, PositionResult, QjLineAdminView, QjMajorAdminView, QjSchoolDetail, QjSchoolView } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { qjMajors, qjSchools, qjScores } from '../../db/schema/index.ts';
import { isSourced, SEED_SCHOOLS } from './seed-data.ts';

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const AREAS = [
  ['school', 'qjPlanYuanxiao'],
  ['major', 'qjPlanZhuanye'],
  ['score', 'qjEnrollScore'],
] as const;
const routesOf = (base: string): [string, string, string][] => [
  ['GET', `/api/${base}/getByCondition`, 'view'],
  ['POST', `/api/${base}/add`, 'add'],
  ['POST', `/api/${base}/edit`, 'edit'],
  ['POST', `/api/${base}/delByIds`, 'delete'],
  ['POST', `/api/${base}/delExamples`, 'delete'],
];

const school = (over: Record<string, unknown> = {}) => ({ year: 2028, name: '测试大学', entryRule: '按高考成绩入围', summary: '测试用', ...over });

async function addSchool(over: Record<string, unknown> = {}, token = admin) {
  const res = await h.post<QjSchoolView>('/api/qjPlanYuanxiao/add', school(over), token);
  expect(res.code, res.message).toBe(200);
  return res.result;
}

describe('强基 admin: access', () => {
  it('answers 401 to every admin route without a token', async () => {
    for (const [, base] of AREAS) {
      for (const [method, url] of routesOf(base)) {
        const res = await t.call({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
        expect(res.code, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('declares strongBase:<area>:<action> on every route', () => {
    const access = t.app.routeAccess.filter((r) => r.method !== 'HEAD');
    for (const [area, base] of AREAS) {
      for (const [method, url, action] of routesOf(base)) {
        expect(access.find((r) => r.method === method && r.url === url)?.permission, `${method} ${url}`).toBe(`strongBase:${area}:${action}`);
      }
    }
  });

  it('gives the admin the 强基计划 menu with its three pages', async () => {
    const menu = await h.get<{ menus: { title: string; children?: { title: string; component?: string }[] }[] }>('/api/permission/getUserAndMenuList');
    expect(menu.code, menu.message).toBe(200);
    const flat = JSON.stringify(menu.result);
    for (const c of ['strong-base/school', 'strong-base/major', 'strong-base/score']) expect(flat).toContain(c);
    expect(flat).toContain('强基计划');
  });

  it('lets a role with only strongBase:school:view read schools, and nothing else', async () => {
    const { token } = await h.userWith('qjViewer', ['strongBase:school:view']);
    const list = await h.get<Page<QjSchoolView>>('/api/qjPlanYuanxiao/getByCondition', token);
    expect(list.code, list.message).toBe(200);
    expect(list.result.totalElements).toBe(39);
    const id = list.result.content[0].id;
    const refused: [string, Record<string, unknown>][] = [
      ['/api/qjPlanYuanxiao/add', school()],
      ['/api/qjPlanYuanxiao/edit', { id, summary: 'x' }],
      ['/api/qjPlanYuanxiao/delByIds', { ids: [id] }],
      ['/api/qjPlanYuanxiao/delExamples', {}],
      ['/api/qjPlanZhuanye/add', { qjSchoolId: id, name: 'x' }],
      ['/api/qjEnrollScore/add', { qjSchoolId: id, province: '北京', year: 2026, compositeLine: 80 }],
    ];
    for (const [url, body] of refused) expect((await h.post(url, body, token)).code, url).toBe(403);
    expect((await h.get('/api/qjPlanZhuanye/getByCondition', token)).code).toBe(403);
    expect((await h.get('/api/qjEnrollScore/getByCondition', token)).code).toBe(403);
    const [row] = await t.database.db.select().from(qjSchools).where(eq(qjSchools.id, id));
    expect(row.summary).not.toBe('x');
  });
});

describe('强基 admin: schools', () => {
  it('lists with filters, 示例 marked', async () => {
    const ex = await h.get<Page<QjSchoolView>>('/api/qjPlanYuanxiao/getByCondition?isExample=true&pageSize=100');
    // The seed's schools with no school-specific source keep the mark; the sourced ones do not.
    expect(ex.result.totalElements).toBe(SEED_SCHOOLS.filter((x) => !isSourced(x)).length);
    expect(ex.result.content.every((s) => s.isExample && s.summary.includes('未找到公开数据'))).toBe(true);
    const sourced = await h.get<Page<QjSchoolView>>('/api/qjPlanYuanxiao/getByCondition?isExample=false&pageSize=100');
    expect(sourced.result.totalElements).toBe(SEED_SCHOOLS.filter(isSourced).length);
    const named = await h.get<Page<QjSchoolView>>(`/api/qjPlanYuanxiao/getByCondition?name=${encodeURIComponent('北京')}`);
    expect(new Set(named.result.content.map((s) => s.name))).toEqual(new Set(['北京大学', '北京航空航天大学', '北京理工大学', '北京师范大学']));
    expect((await h.get('/api/qjPlanYuanxiao/getByCondition?isExample=maybe')).code).toBe(400);
  });

  it('adds, edits (the view posted back), refuses bad fields by name, deletes', async () => {
    const added = await addSchool({ gaokaoWeight: '0.9', testFullMark: '150', signupStart: '2028-04-10', sortOrder: 5 });
    expect(added).toMatchObject({
      year: 2028,
      name: '测试大学',
      gaokaoWeight: 0.9,
      testFullMark: 150,
      signupStart: '2028-04-10',
      isExample: false,
      majorCount: 0,
      province: null,
    });

    const refusals: [Record<string, unknown>, string][] = [
      [school(), 'name'], // the same name and year
      [school({ name: '' }), 'name'],
      [school({ year: 1999, name: '别的大学' }), 'year'],
      [school({ name: '别的大学', gaokaoWeight: 0.8 }), 'gaokaoWeight'],
      [school({ name: '别的大学', gaokaoWeight: 1 }), 'gaokaoWeight'],
      [school({ name: '别的大学', testFullMark: 0 }), 'testFullMark'],
      [school({ name: '别的大学', institutionId: '99999' }), 'institutionId'],
      [school({ name: '别的大学', color: 'red' }), 'color'],
    ];
    for (const [body, field] of refusals) {
      const res = await h.post('/api/qjPlanYuanxiao/add', body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message, JSON.stringify(body)).toContain(field);
    }
    const dup = await h.post('/api/qjPlanYuanxiao/add', school());
    expect(dup.message).toBe('参数 name 不正确：该院校 2028 年的强基计划已存在');

    const edited = await h.post<QjSchoolView>('/api/qjPlanYuanxiao/edit', { ...added, summary: '改过', testPeriod: '' });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result).toMatchObject({ summary: '改过', testPeriod: null, gaokaoWeight: 0.9 });
    expect(edited.result.updateTime).not.toBeNull();
    expect((await h.post('/api/qjPlanYuanxiao/edit', { id: '123', summary: 'x' })).code).toBe(404);
    expect((await h.post('/api/qjPlanYuanxiao/edit', { id: added.id, gaokaoWeight: 0.5 })).message).toContain('gaokaoWeight');
    // The seed's name and year are taken.
    const clash = await h.post('/api/qjPlanYuanxiao/edit', { id: added.id, name: '北京大学', year: 2027 });
    expect(clash.code).toBe(400);

    const other = await addSchool({ name: '删除用大学' });
    const unknown = await h.post('/api/qjPlanYuanxiao/delByIds', { ids: [other.id, '424242'] });
    expect(unknown.code).toBe(404);
    expect(unknown.message).toContain('424242');
    expect((await h.post('/api/qjPlanYuanxiao/delByIds', 'ids=' + other.id)).code).toBe(200);
    expect(await t.database.db.select().from(qjSchools).where(eq(qjSchools.id, other.id))).toEqual([]);
  });
});

describe('强基 admin: majors and lines', () => {
  it('adds a major (未公布 plan = null) and a line the calculator then uses', async () => {
    const mine = await addSchool({ name: '计算器大学', year: 2027 });
    const major = await h.post<QjMajorAdminView>('/api/qjPlanZhuanye/add', { qjSchoolId: mine.id, name: '物理学', category: '基础学科', planCount: '' });
    expect(major.code, major.message).toBe(200);
    expect(major.result).toMatchObject({ name: '物理学', planCount: null, schoolName: '计算器大学', schoolYear: 2027, isExample: false });
    const withPlan = await h.post<QjMajorAdminView>('/api/qjPlanZhuanye/edit', { ...major.result, planCount: 30 });
    expect(withPlan.result.planCount).toBe(30);
    for (const [body, field] of [
      [{ qjSchoolId: '1234', name: '化学' }, 'qjSchoolId'],
      [{ qjSchoolId: mine.id, name: '' }, 'name'],
      [{ qjSchoolId: mine.id, name: '化学', planCount: -1 }, 'planCount'],
      [{ qjSchoolId: mine.id, name: '化学', plan: 3 }, 'plan'],
    ] as [Record<string, unknown>, string][]) {
      const res = await h.post('/api/qjPlanZhuanye/add', body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message).toContain(field);
    }
    expect((await h.post('/api/qjPlanZhuanye/edit', { id: '999', name: 'x' })).code).toBe(404);

    const pku = (await h.get<Page<QjSchoolView>>(`/api/qjPlanYuanxiao/getByCondition?name=${encodeURIComponent('北京大学')}`)).result.content.find(
      (s) => s.name === '北京大学',
    )!;
    const lineRefusals: [Record<string, unknown>, string][] = [
      [{ qjSchoolId: mine.id, province: '广东', year: 2026 }, 'compositeLine'],
      [{ qjSchoolId: mine.id, qjMajorId: major.result.id, province: '广东', year: 2026, compositeLine: 101 }, 'compositeLine'],
      [{ qjSchoolId: mine.id, province: '广东', year: 2026, entryScore: 751 }, 'entryScore'],
      [{ qjSchoolId: pku.id, qjMajorId: major.result.id, province: '广东', year: 2026, compositeLine: 80 }, 'qjMajorId'],
      [{ qjSchoolId: mine.id, province: '火星', year: 2026, compositeLine: 80 }, 'province'],
      [{ qjSchoolId: mine.id, province: '广东', year: 2026, compositeLine: 80, compositeScale: 500 }, 'compositeScale'],
      [{ qjSchoolId: '77', province: '广东', year: 2026, compositeLine: 80 }, 'qjSchoolId'],
    ];
    for (const [body, field] of lineRefusals) {
      const res = await h.post('/api/qjEnrollScore/add', body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message, JSON.stringify(body)).toContain(field);
    }
    const line = await h.post<QjLineAdminView>('/api/qjEnrollScore/add', {
      qjSchoolId: mine.id,
      qjMajorId: major.result.id,
      province: '广东',
      year: 2026,
      subjectType: '物理类',
      entryScore: 600,
      compositeLine: '655.5',
      compositeScale: 750,
      source: '测试',
    });
    expect(line.code, line.message).toBe(200);
    expect(line.result).toMatchObject({
      gaokaoFullMark: 750,
      entryScore: 600,
      compositeLine: 655.5,
      compositeScale: 750,
      majorName: '物理学',
      schoolName: '计算器大学',
      isExample: false,
    });
    const hainan = await h.post<QjLineAdminView>('/api/qjEnrollScore/add', { qjSchoolId: mine.id, province: '海南', year: 2026, entryScore: 800 });
    expect(hainan.result.gaokaoFullMark).toBe(900);

    // The student's calculator: 0.85 × 660/750 × 750 = 561; 655.5 − 561 = 94.5 of 112.5 → 84 of 100.
    const position = await h.post<PositionResult>('/api/qjPositionAnswer/insert', { province: '广东', score: 660, subjectType: '物理类' });
    expect(position.result.items).toEqual([
      expect.objectContaining({ schoolName: '计算器大学', majorName: '物理学', neededPoints: 94.5, neededTest: 84, status: 'reachable' }),
    ]);
    // Another 科类's lines are left out.
    expect((await h.post<PositionResult>('/api/qjPositionAnswer/insert', { province: '广东', score: 660, subjectType: '历史类' })).result.items).toEqual([]);
    // Under the 入围 line: flagged, ranked last.
    expect((await h.post<PositionResult>('/api/qjPositionAnswer/insert', { province: '广东', score: 590 })).result.items[0].belowEntry).toBe(true);

    const edited = await h.post<QjLineAdminView>('/api/qjEnrollScore/edit', { ...line.result, compositeLine: 700 });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result.compositeLine).toBe(700);
    expect((await h.post('/api/qjEnrollScore/edit', { id: line.result.id, entryScore: null, compositeLine: null })).message).toContain('compositeLine');
    expect((await h.post('/api/qjEnrollScore/edit', { id: '5', year: 2026 })).code).toBe(404);

    const list = await h.get<Page<QjLineAdminView>>(`/api/qjEnrollScore/getByCondition?qjSchoolId=${mine.id}&province=${encodeURIComponent('广东')}`);
    expect(list.result.content.map((l) => l.id)).toEqual([line.result.id]);
    const majors = await h.get<Page<QjMajorAdminView>>(`/api/qjPlanZhuanye/getByCondition?qjSchoolId=${mine.id}`);
    expect(majors.result.content.map((m) => m.name)).toEqual(['物理学']);

    // Deleting the major deletes its line; deleting the school its majors and lines.
    expect((await h.post('/api/qjPlanZhuanye/delByIds', { ids: [major.result.id] })).code).toBe(200);
    expect(await t.database.db.select().from(qjScores).where(eq(qjScores.id, line.result.id))).toEqual([]);
    expect((await h.post('/api/qjEnrollScore/delByIds', { ids: ['31337'] })).code).toBe(404);
    expect((await h.post('/api/qjEnrollScore/delByIds', { ids: [hainan.result.id] })).code).toBe(200);
  });
});

describe('强基 admin: 删除全部示例', () => {
  it('removes the example lines, then the majors of example schools, then the example schools; what the admin added stays', async () => {
    const kept = await addSchool({ name: '保留大学', year: 2027 });
    const keptMajor = await h.post<QjMajorAdminView>('/api/qjPlanZhuanye/add', { qjSchoolId: kept.id, name: '数学' });
    // Every seeded line is sourced and the unsourced schools carry no majors: nothing of theirs goes.
    const lines = await h.post<{ deleted: number }>('/api/qjEnrollScore/delExamples', {});
    expect(lines.result).toEqual({ deleted: 0 });
    const majors = await h.post<{ deleted: number }>('/api/qjPlanZhuanye/delExamples', {});
    expect(majors.result).toEqual({ deleted: 0 });
    expect(await t.database.db.select().from(qjMajors).where(eq(qjMajors.id, keptMajor.result.id))).toHaveLength(1);
    const schools = await h.post<{ deleted: number }>('/api/qjPlanYuanxiao/delExamples', '');
    expect(schools.code, schools.message).toBe(200);
    expect(schools.result).toEqual({ deleted: SEED_SCHOOLS.filter((x) => !isSourced(x)).length });
    expect((await h.post('/api/qjPlanYuanxiao/delExamples', { all: true })).code).toBe(400);
    const left = await h.get<Page<QjSchoolView>>('/api/qjPlanYuanxiao/getByCondition?pageSize=100');
    expect(left.result.content.every((s) => !s.isExample)).toBe(true);
    const site = await h.get<Page<QjSchoolView>>('/api/qjPlanYuanxiao/getByPage?year=2027&pageSize=100');
    expect(new Set(site.result.content.map((s) => s.name))).toEqual(new Set(['保留大学', '计算器大学', ...SEED_SCHOOLS.filter(isSourced).map((x) => x.name)]));
    const detail = await h.get<QjSchoolDetail>(`/api/qjPlanYuanxiao/get/${kept.id}`);
    expect(detail.result.majors.map((m) => m.name)).toEqual(['数学']);
  });
});
