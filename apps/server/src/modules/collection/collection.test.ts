import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CollectionItem, MajorDetail, SchoolDetail } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedReference } from '../reference/test-fixtures.ts';
import { collections, users } from '../../db/schema/index.ts';
import { SavedFlags } from './saved.ts';

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  admin = await t.login();
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'saver1', password: 'secret123', mobile: '13800000011' } });
  expect(reg.code, reg.message).toBe(200);
  student = await t.login('saver1', 'secret123');
});
afterAll(() => t.close());

const toggle = (payload: Record<string, unknown> | string, token = student) =>
  t.call<{ saved: boolean }>({
    method: 'POST',
    url: '/api/professionCollection/saveOrDelete',
    token,
    payload,
    ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
const mine = (query = '', token = student) => t.call<CollectionItem[]>({ method: 'GET', url: `/api/professionCollection/getMine${query}`, token });

describe('saved schools and majors (/professionCollection)', () => {
  it('saves a school, lists it with its summary, and removes it on the second call', async () => {
    const savedFlag = async () =>
      (await t.call<SchoolDetail>({ method: 'GET', url: '/api/schoolBaseInfo/schoolGeneralSituation?id=10003', token: student })).result.saved;
    // Asked twice first: the overview is then kept by its query, and must still follow the saves.
    expect(await savedFlag()).toBe(false);
    expect(await savedFlag()).toBe(false);
    expect((await toggle({ kind: 'school', targetId: '10003' })).result).toEqual({ saved: true });
    const list = await mine('?kind=school');
    expect(list.code, list.message).toBe(200);
    expect(list.result).toHaveLength(1);
    expect(list.result[0]).toMatchObject({ kind: 'school', targetId: '10003', major: null, school: { id: '10003', name: '清华大学', province: '北京' } });
    expect(list.result[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await t.call<SchoolDetail>({ method: 'GET', url: '/api/schoolBaseInfo/schoolGeneralSituation?id=10003', token: student });
    expect(detail.result.saved).toBe(true);

    expect(await savedFlag()).toBe(true);
    expect((await toggle('kind=school&targetId=10003')).result).toEqual({ saved: false });
    expect((await mine('?kind=school')).result).toEqual([]);
    expect(await savedFlag()).toBe(false);
  });

  it('saves majors too, and lists both kinds without a kind', async () => {
    expect((await toggle('kind=major&targetId=b-080901')).result).toEqual({ saved: true });
    expect((await toggle({ kind: 'school', targetId: '10246' })).result).toEqual({ saved: true });
    const all = await mine();
    expect(all.result.map((i) => [i.kind, i.targetId]).sort()).toEqual([
      ['major', 'b-080901'],
      ['school', '10246'],
    ]);
    const major = all.result.find((i) => i.kind === 'major')!;
    expect(major).toMatchObject({ school: null, major: { id: 'b-080901', name: '计算机科学与技术', level: '本科' } });
    const detail = await t.call<MajorDetail>({ method: 'GET', url: '/api/professionBaseInfo/professionGeneralSituation/b-080901', token: student });
    expect(detail.result.saved).toBe(true);
  });

  it("keeps each user's list to themselves", async () => {
    expect((await mine('', admin)).result).toEqual([]);
    const other = await t.call<MajorDetail>({ method: 'GET', url: '/api/professionBaseInfo/professionGeneralSituation/b-080901', token: admin });
    expect(other.result.saved).toBe(false);
    // The same question (one query string) from two users whose flags differ, in turns.
    const school = async (token: string) =>
      (await t.call<SchoolDetail>({ method: 'GET', url: '/api/schoolBaseInfo/schoolGeneralSituation?id=10246', token })).result.saved;
    for (let turn = 0; turn < 2; turn++) {
      expect(await school(student)).toBe(true);
      expect(await school(admin)).toBe(false);
    }
  });

  it('answers 400 naming the field for a bad kind or an unknown target, and 401 without login', async () => {
    const kind = await toggle({ kind: 'city', targetId: '10003' });
    expect(kind.code).toBe(400);
    expect(kind.message).toContain('kind');
    const missing = await toggle({ kind: 'school', targetId: '99999' });
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('targetId');
    const blank = await toggle({ kind: 'major' });
    expect(blank.code).toBe(400);
    expect(blank.message).toContain('targetId');
    expect((await mine('?kind=x')).code).toBe(400);
    expect((await toggle({ kind: 'school', targetId: '10003' }, '')).code).toBe(401);
    expect((await mine('', '')).code).toBe(401);
  });

  it('answers from memory without waiting only while the set it read is fresh and unchanged', async () => {
    const [{ id: userId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'saver1'));
    let clock = 1_000_000;
    const flags = new SavedFlags(t.database.db, { now: () => clock, cacheMs: 60_000 });
    expect(flags.peek(userId, 'school', '10001')).toBeUndefined();
    expect(await flags.has(userId, 'school', '10001')).toBe(false);
    expect(flags.peek(userId, 'school', '10001')).toBe(false);
    await t.database.db.insert(collections).values({ userId, kind: 'school', targetId: '10001' });
    await flags.changed(userId);
    expect(flags.peek(userId, 'school', '10001')).toBeUndefined();
    expect(await flags.has(userId, 'school', '10001')).toBe(true);
    expect(flags.peek(userId, 'school', '10001')).toBe(true);
    clock += 60_000;
    expect(flags.peek(userId, 'school', '10001')).toBeUndefined();
    await t.database.db.delete(collections).where(eq(collections.userId, userId));
  });
});
