import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, ReferenceFilters, SchoolCity, SchoolDetail, SchoolSummary } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedReference } from '../reference/test-fixtures.ts';
import { institutions } from '../../db/schema/index.ts';
import { dataChanged } from '../../lib/data-changed.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  token = await t.login();
});
afterAll(() => t.close());

const get = <T = unknown>(url: string, auth?: string) => t.call<T>({ method: 'GET', url, token: auth });
const search = (query: string) => get<Page<SchoolSummary>>(`/api/schoolBaseInfo/getByPage?${query}`);
const names = (page: Page<SchoolSummary>) => page.content.map((s) => s.name);

describe('school search (/schoolBaseInfo/getByPage)', () => {
  it('is open to visitors and lists active schools 985 first, then 211, 双一流, then by code', async () => {
    const res = await search('');
    expect(res.code, res.message).toBe(200);
    expect(names(res.result)).toEqual(['北京大学', '清华大学', '复旦大学', '北京交通大学', '深圳大学', '北京城市学院', '北京电子科技职业学院']);
    expect(res.result.totalElements).toBe(7);
    const tsinghua = res.result.content[1];
    expect(tsinghua).toMatchObject({
      id: '10003',
      guobiaoCode: '10003',
      province: '北京',
      provinceCode: '11',
      city: '北京市',
      level: '本科',
      type: '理工',
      typeDerived: true,
      is985: true,
      is211: true,
      isDoubleFirstClass: true,
      isPrivate: false,
      dataMode: 'real',
    });
    expect(tsinghua.tags).toContain('一流大学A类');
  });

  it('answers a repeated question from memory, and sees new data after an import', async () => {
    const query = `keyword=${encodeURIComponent('测试')}&pageSize=5`;
    expect((await search(query)).result.totalElements).toBe(0);
    expect((await search(query)).result.totalElements).toBe(0);
    await t.database.db.insert(institutions).values({ id: '18888', guobiaoCode: '18888', name: '测试大学', provinceCode: '11', source: 'test' });
    try {
      dataChanged();
      expect(names((await search(query)).result)).toEqual(['测试大学']);
    } finally {
      await t.database.db.delete(institutions).where(eq(institutions.id, '18888'));
      dataChanged();
    }
    expect((await search(query)).result.totalElements).toBe(0);
  });

  it('filters by tag, province (short name, 2- or 6-digit code) and keyword together', async () => {
    for (const province of ['北京', '11', '110000', encodeURIComponent('北京市')]) {
      const res = await search(`tags=985&province=${province}`);
      expect(names(res.result), province).toEqual(['北京大学', '清华大学']);
    }
    const one = await search(`tags=985&province=11&keyword=${encodeURIComponent('清华')}`);
    expect(names(one.result)).toEqual(['清华大学']);
  });

  it('finds a school by pinyin initials, full pinyin prefix and a former name', async () => {
    expect(names((await search('keyword=qhdx')).result)).toEqual(['清华大学']);
    expect(names((await search('keyword=QHDX')).result)).toEqual(['清华大学']);
    expect(names((await search('keyword=qinghua')).result)).toEqual(['清华大学']);
    expect(names((await search('keyword=qing%20hua')).result)).toEqual(['清华大学']);
    expect(names((await search(`keyword=${encodeURIComponent('北方交通')}`)).result)).toEqual(['北京交通大学']);
    expect(names((await search('keyword=bjdx')).result)).toEqual(['北京大学']);
  });

  it('puts the exact name first when searching by keyword', async () => {
    const res = await search(`keyword=${encodeURIComponent('北京大学')}`);
    expect(names(res.result)[0]).toBe('北京大学');
  });

  it('needs every tag of a comma list, and reads 双一流 and published tags', async () => {
    expect(names((await search('tags=211,985&province=11')).result)).toEqual(['北京大学', '清华大学']);
    expect(names((await search(`tags=${encodeURIComponent('双一流')}&province=11`)).result)).toEqual(['北京大学', '清华大学', '北京交通大学']);
    expect(names((await search(`tags=${encodeURIComponent('一流大学A类')}`)).result)).toEqual(['北京大学', '清华大学', '复旦大学']);
  });

  it('filters by level, type (name or dictionary value), city, private and major offered', async () => {
    expect(names((await search(`level=${encodeURIComponent('专科')}`)).result)).toEqual(['北京电子科技职业学院']);
    expect(names((await search('isPrivate=true')).result)).toEqual(['北京城市学院']);
    expect((await search('isPrivate=false')).result.totalElements).toBe(6);
    expect(names((await search(`type=${encodeURIComponent('理工')}&level=${encodeURIComponent('本科')}`)).result)).toEqual(['清华大学', '北京交通大学']);
    expect(names((await search('type=2&level=%E6%9C%AC%E7%A7%91')).result)).toEqual(['清华大学', '北京交通大学']);
    expect((await search('type=0&province=0')).result.totalElements).toBe(7);
    expect(names((await search(`city=${encodeURIComponent('深圳')}`)).result)).toEqual(['深圳大学']);
    expect(names((await search('majorId=b-080901')).result)).toEqual(['北京大学', '清华大学']);
  });

  it('sorts by name (pinyin) and by code in either direction', async () => {
    expect(names((await search('province=11&sort=name&level=%E6%9C%AC%E7%A7%91')).result)).toEqual(['北京城市学院', '北京大学', '北京交通大学', '清华大学']);
    expect(names((await search('province=11&sort=guobiaoCode&order=desc&pageSize=2')).result)).toEqual(['北京电子科技职业学院', '北京城市学院']);
  });

  it('pages, and caps the page size at 100', async () => {
    const first = await search('pageSize=3&pageNumber=1');
    expect(first.result).toMatchObject({ totalElements: 7, totalPages: 3, number: 0, size: 3 });
    const third = await search('pageSize=3&pageNumber=3');
    expect(names(third.result)).toEqual(['北京电子科技职业学院']);
    const beyond = await search('pageSize=3&pageNumber=9');
    expect(beyond.result).toMatchObject({ content: [], totalElements: 7, number: 8 });
    expect((await search('pageSize=5000')).result.size).toBe(100);
  });

  it('treats % and _ in the keyword as text', async () => {
    expect((await search('keyword=%25')).result.totalElements).toBe(0);
    expect((await search('keyword=_')).result.totalElements).toBe(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      [`level=${encodeURIComponent('大专')}`, 'level'],
      [`province=${encodeURIComponent('火星')}`, 'province'],
      ['province=99', 'province'],
      ['sort=drop', 'sort'],
      ['isPrivate=maybe', 'isPrivate'],
      ['majorId=a%20b', 'majorId'],
      [`keyword=${'x'.repeat(51)}`, 'keyword'],
    ]) {
      const res = await search(query);
      expect(res.code, query).toBe(400);
      expect(res.message, query).toContain(field);
    }
  });
});

describe('school overview (/schoolBaseInfo/schoolGeneralSituation)', () => {
  it('needs a login', async () => {
    expect((await get('/api/schoolBaseInfo/schoolGeneralSituation?id=10003')).code).toBe(401);
  });

  it('gives every field, the majors offered and the provinces with lines', async () => {
    const res = await get<SchoolDetail>('/api/schoolBaseInfo/schoolGeneralSituation?id=10003', token);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({
      id: '10003',
      name: '清华大学',
      schoolCode: '4100010003',
      guobiaoCode: '10003',
      province: '北京',
      provinceName: '北京市',
      provinceCode: '11',
      type: '理工',
      typeDerived: true,
      website: 'https://www.tsinghua.edu.cn',
      status: 'active',
      majorCount: 2,
      dataMode: 'real',
      saved: false,
      formerNames: [],
      pinyinInitials: 'qhdx',
    });
    expect(res.result.admissionProvinces).toEqual(['北京', '广东']);
    expect(res.result.importedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const none = await get<SchoolDetail>('/api/schoolBaseInfo/schoolGeneralSituation?id=10004', token);
    expect(none.result).toMatchObject({ majorCount: 0, admissionProvinces: [], formerNames: ['北方交通大学'] });
  });

  it('answers 404 for an unknown school and 400 without an id', async () => {
    expect((await get('/api/schoolBaseInfo/schoolGeneralSituation?id=99999', token)).code).toBe(404);
    const res = await get('/api/schoolBaseInfo/schoolGeneralSituation', token);
    expect(res.code).toBe(400);
    expect(res.message).toContain('id');
  });
});

describe('cities of a province (/schoolCity/get/{id})', () => {
  it('lists the cities with schools, for a code or a name, without a login', async () => {
    for (const id of ['11', '110000', encodeURIComponent('北京')]) {
      const res = await get<SchoolCity[]>(`/api/schoolCity/get/${id}`);
      expect(res.result, id).toEqual([{ city: '北京市', count: 5 }]);
    }
    expect((await get<SchoolCity[]>('/api/schoolCity/get/44')).result).toEqual([{ city: '深圳市', count: 1 }]);
    expect((await get<SchoolCity[]>('/api/schoolCity/get/54')).result).toEqual([]);
  });

  it('answers 400 naming id for something that is no province', async () => {
    const res = await get('/api/schoolCity/get/abc');
    expect(res.code).toBe(400);
    expect(res.message).toContain('id');
  });
});

describe('search filters (/reference/filters)', () => {
  it('lists what the data holds, without a login', async () => {
    const res = await get<ReferenceFilters>('/api/reference/filters');
    expect(res.code, res.message).toBe(200);
    expect(res.result.levels).toEqual(['本科', '专科']);
    expect(res.result.types).toEqual(['理工', '综合']);
    expect(res.result.tags).toEqual(['985', '211', '双一流', '一流大学A类']);
    expect(res.result.provinces).toEqual([
      { code: '11', name: '北京', fullName: '北京市', count: 5 },
      { code: '31', name: '上海', fullName: '上海市', count: 1 },
      { code: '44', name: '广东', fullName: '广东省', count: 1 },
    ]);
    expect(res.result.admissionProvinces).toEqual(['北京', '广东']);
    expect(res.result.majorLevels).toEqual(['本科', '高职专科']);
  });
});
