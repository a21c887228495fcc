import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MajorBrief, MajorDetail, MajorTreeNode } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedReference } from '../reference/test-fixtures.ts';

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
/** Catalog fields every leaf of the tree carries. */
const leaf = (degree: string | null, lengthOfStudy: number, isSpecial = false, isControlled = false) => ({ degree, lengthOfStudy, isSpecial, isControlled });

describe('catalog tree (/professionBaseInfo/getProfessionAndJob)', () => {
  it('nests 门类 → 专业类 → majors of the undergraduate catalog by default', async () => {
    const res = await get<MajorTreeNode[]>('/api/professionBaseInfo/getProfessionAndJob');
    expect(res.code, res.message).toBe(200);
    expect(res.result).toEqual([
      {
        code: '05',
        name: '文学',
        children: [{ code: '0501', name: '中国语言文学类', children: [{ id: 'b-050101', code: '050101', name: '汉语言文学', ...leaf(null, 4) }] }],
      },
      {
        code: '08',
        name: '工学',
        children: [
          {
            code: '0809',
            name: '计算机类',
            children: [
              { id: 'b-080901', code: '080901', name: '计算机科学与技术', ...leaf('工学', 4) },
              { id: 'b-080902', code: '080902', name: '软件工程', ...leaf(null, 4) },
            ],
          },
        ],
      },
    ]);
  });

  it('gives the vocational catalog by level, and 400 for an unknown level', async () => {
    const res = await get<MajorTreeNode[]>(`/api/professionBaseInfo/getProfessionAndJob?level=${q('高职专科')}`);
    expect(res.result[0].children![0].children).toEqual([{ id: 'z-510201', code: '510201', name: '计算机应用技术', ...leaf(null, 3) }]);
    expect((await get<MajorTreeNode[]>(`/api/professionBaseInfo/getProfessionAndJob?level=${q('高职本科')}`)).result).toEqual([]);
    const bad = await get(`/api/professionBaseInfo/getProfessionAndJob?level=${q('研究生')}`);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('level');
  });
});

describe('major detail (/professionBaseInfo/professionGeneralSituation/{id})', () => {
  it('gives the fields, schools offering it, its lines by province and year, and related majors', async () => {
    const res = await get<MajorDetail>('/api/professionBaseInfo/professionGeneralSituation/b-080901');
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({
      id: 'b-080901',
      code: '080901',
      name: '计算机科学与技术',
      level: '本科',
      className: '计算机类',
      categoryName: '工学',
      lengthOfStudy: 4,
      saved: false,
    });
    expect(res.result.schools.total).toBe(2);
    expect(res.result.schools.content.map((s) => s.name)).toEqual(['北京大学', '清华大学']);
    // 计算机科学与技术(拔尖计划) counts as the same major; one of the two lines is third-party.
    expect(res.result.lines).toEqual([
      { province: '广东', year: 2023, subjectType: '物理类', minScore: 695, maxScore: 696, minRank: 110, maxRank: 120, records: 2, official: false },
    ]);
    expect(res.result.related.map((m) => m.name)).toEqual(['软件工程']);
  });

  it('narrows the lines to one province', async () => {
    const res = await get<MajorDetail>(`/api/professionBaseInfo/professionGeneralSituation/b-050101?province=${q('北京')}`);
    expect(res.result.lines).toEqual([]);
    const gd = await get<MajorDetail>(`/api/professionBaseInfo/professionGeneralSituation/b-050101?province=44`);
    expect(gd.result.lines).toEqual([
      { province: '广东', year: 2023, subjectType: '历史类', minScore: 641, maxScore: 641, minRank: 280, maxRank: 280, records: 1, official: true },
    ]);
  });

  it('answers 404 for an unknown major, 400 for a bad id or province, 401 without login', async () => {
    expect((await get('/api/professionBaseInfo/professionGeneralSituation/nope')).code).toBe(404);
    const bad = await get(`/api/professionBaseInfo/professionGeneralSituation/b-080901?province=${q('火星')}`);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('province');
    expect((await get('/api/professionBaseInfo/professionGeneralSituation/b-080901', '')).code).toBe(401);
  });
});

describe('major name search (/rkProfessionRank/getByLike)', () => {
  const like = (query: string) => get<MajorBrief[]>(`/api/rkProfessionRank/getByLike?${query}`);

  it('matches the name or the pinyin initials, closest first', async () => {
    expect((await like(`name=${q('计算机')}`)).result.map((m) => m.name)).toEqual(['计算机应用技术', '计算机科学与技术']);
    expect((await like('name=rjgc')).result.map((m) => m.name)).toEqual(['软件工程']);
    expect((await like('name=JSJ')).result.map((m) => m.code)).toEqual(['510201', '080901']);
    expect((await like(`name=${q('计算机')}&level=${q('本科')}`)).result.map((m) => m.name)).toEqual(['计算机科学与技术']);
    expect((await like(`name=${q('软件工程')}`)).result[0]).toEqual({
      id: 'b-080902',
      code: '080902',
      name: '软件工程',
      level: '本科',
      classCode: '0809',
      className: '计算机类',
      categoryCode: '08',
      categoryName: '工学',
    });
  });

  it('answers 400 naming name when it is missing', async () => {
    const res = await like('');
    expect(res.code).toBe(400);
    expect(res.message).toContain('name');
  });
});
