import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MajorBrief } from '@zhiyuan/shared';
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

const get = <T = unknown>(url: string, auth?: string) => t.call<T>({ method: 'GET', url, token: auth });

describe('majors a school offers (/schoolBaseInfo/schoolMajors)', () => {
  it('needs a login', async () => {
    expect((await get('/api/schoolBaseInfo/schoolMajors?id=10003')).code).toBe(401);
  });

  it('lists the offered majors in code order with their 专业类 and 门类', async () => {
    const res = await get<MajorBrief[]>('/api/schoolBaseInfo/schoolMajors?id=10003', token);
    expect(res.code, res.message).toBe(200);
    expect(res.result.map((m) => m.code)).toEqual(['080901', '080902']);
    expect(res.result[0]).toMatchObject({ id: 'b-080901', name: '计算机科学与技术', level: '本科', classCode: '0809', categoryCode: '08' });
    const other = await get<MajorBrief[]>('/api/schoolBaseInfo/schoolMajors?id=10001', token);
    expect(other.result.map((m) => m.name)).toEqual(['汉语言文学', '计算机科学与技术']);
  });

  it('answers an empty list for a school without offerings, 404 for an unknown one, 400 without an id', async () => {
    expect((await get<MajorBrief[]>('/api/schoolBaseInfo/schoolMajors?id=10004', token)).result).toEqual([]);
    expect((await get('/api/schoolBaseInfo/schoolMajors?id=99999', token)).code).toBe(404);
    const bad = await get('/api/schoolBaseInfo/schoolMajors', token);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
  });
});
