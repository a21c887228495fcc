import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGroupReport, TestGroupView } from '@zhiyuan/shared';
import { INSTRUMENTS } from '../../assessment/registry.ts';
import { scorePersonality } from '../../assessment/instruments/personality.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let teacher: string;
let pupil1: string;
let pupil2: string;
let pupil3: string;
let outsider: string;
let registrations = 0;

async function register(username: string, mobile: string) {
  const remoteAddress = `10.66.0.${++registrations}`;
  const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret123', mobile }, remoteAddress });
  expect(reg.code, reg.message).toBe(200);
  return t.login(username, 'secret123');
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await register('teacher01', '13600000001');
  pupil1 = await register('pupil001', '13600000002');
  pupil2 = await register('pupil002', '13600000003');
  pupil3 = await register('pupil003', '13600000004');
  outsider = await register('outsider1', '13600000005');
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en-US' };
const post = <T>(url: string, token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call<T>({ method: 'POST', url: `/api${url}`, token, payload, headers });
const get = <T>(url: string, token: string) => t.call<T>({ method: 'GET', url: `/api${url}`, token });
/** A finished personality sitting where every answer is `value`. */
const sheet = (value: number) => Object.fromEntries(INSTRUMENTS.personality!.items.map((i) => [i.id, value]));
const finish = async (token: string, value: number) => {
  const res = await post('/testAnswer/insert', token, { kind: 'personality', answers: sheet(value), finish: true });
  expect(res.code, res.message).toBe(200);
};

describe('a class group', () => {
  let id: string;
  let code: string;

  it('is created with an invitation code, shown to its owner only', async () => {
    const res = await post<{ id: string; code: string }>('/testGroup/add', teacher, { name: '高二（3）班', type: 'class', kind: 'personality' });
    expect(res.code, res.message).toBe(200);
    ({ id, code } = res.result);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const mine = await get<TestGroupView[]>('/testGroup/getMine', teacher);
    expect(mine.result).toEqual([
      expect.objectContaining({ id, name: '高二（3）班', type: 'class', kind: 'personality', code, owner: true, role: null, memberCount: 0 }),
    ]);
  });

  it('is joined by code (role member by default; codes are read case-blind); another role is refused by name', async () => {
    const joined = await post<TestGroupView>('/testGroup/join', pupil1, { code: code.toLowerCase() });
    expect(joined.code, joined.message).toBe(200);
    expect(joined.result).toMatchObject({ id, owner: false, role: 'member', code: null, memberCount: 1 });
    expect((await post('/testGroup/join', pupil2, { code, role: 'member' })).code).toBe(200);
    expect((await post('/testGroup/join', pupil3, { code })).code).toBe(200);

    const parent = await post('/testGroup/join', outsider, { code, role: 'parent' });
    expect(parent.code).toBe(400);
    expect(parent.message).toBe('参数 role 不正确：取值应为以下之一：member');
    const wrongCode = await post('/testGroup/join', outsider, { code: 'ZZZZ2222' }, en);
    expect(wrongCode.code).toBe(400);
    expect(wrongCode.message).toBe('Invalid code: no group has this invitation code');
    const mine = await get<TestGroupView[]>('/testGroup/getMine', pupil1);
    expect(mine.result).toEqual([expect.objectContaining({ id, code: null, owner: false, role: 'member', memberCount: 3 })]);
  });

  it("reports to its owner every member's latest finished result and the means, never answers", async () => {
    await finish(pupil1, 5);
    await finish(pupil2, 1);
    // pupil1 retakes: the latest finished counts.
    await finish(pupil1, 4);
    const res = await get<TestGroupReport>(`/testGroup/report/${id}`, teacher);
    expect(res.code, res.message).toBe(200);
    expect(res.result.members.map((m) => [m.name, m.role, m.report ? 'done' : null])).toEqual([
      ['pupil001', 'member', 'done'],
      ['pupil002', 'member', 'done'],
      ['pupil003', 'member', null],
    ]);
    expect(res.result).toMatchObject({ finished: 2, hidden: 0 });
    const p1 = scorePersonality(sheet(4)).dimensions;
    const p2 = scorePersonality(sheet(1)).dimensions;
    expect(res.result.members[0].report!.dimensions.map((d) => d.score)).toEqual(p1.map((d) => d.score));
    // Every answer 4: E 30 A 32 C 32 ES 24 Intellect 34; every answer 1: 30 26 26 42 22 → means 30 29 29 33 28.
    expect(res.result.means.map((m) => [m.key, m.mean, m.count])).toEqual([
      ['extraversion', 30, 2],
      ['agreeableness', 29, 2],
      ['conscientiousness', 29, 2],
      ['emotionalStability', 33, 2],
      ['intellect', 28, 2],
    ]);
    expect(p1.map((d, i) => (d.score + p2[i].score) / 2)).toEqual([30, 29, 29, 33, 28]);
    const text = JSON.stringify(res.result);
    expect(text).not.toContain('"answers"');
    expect(text).not.toContain('"q1"');
  });

  it('shows a class member only their own line, and the means once three have finished', async () => {
    const before = await get<TestGroupReport>(`/testGroup/report/${id}`, pupil1);
    expect(before.code, before.message).toBe(200);
    expect(before.result.members).toHaveLength(1);
    expect(before.result.members[0]).toMatchObject({ name: 'pupil001', self: true });
    expect(before.result.hidden).toBe(2);
    expect(before.result.means).toEqual([]);
    await finish(pupil3, 3);
    const after = await get<TestGroupReport>(`/testGroup/report/${id}`, pupil1);
    expect(after.result.means).toHaveLength(5);
    expect(after.result.finished).toBe(3);
  });

  it('is hidden from anyone who is neither owner nor member (404)', async () => {
    expect((await get(`/testGroup/report/${id}`, outsider)).code).toBe(404);
    expect((await get('/testGroup/report/123', teacher)).code).toBe(404);
    expect((await get('/testGroup/report/abc', teacher)).code).toBe(400);
  });

  it('lets a member leave (then they are out of the report); leaving twice is 404', async () => {
    const left = await post('/testGroup/leave', pupil3, { id });
    expect(left.code, left.message).toBe(200);
    expect((await post('/testGroup/leave', pupil3, { id })).code).toBe(404);
    expect((await post('/testGroup/leave', outsider, { id })).code).toBe(404);
    expect((await get(`/testGroup/report/${id}`, pupil3)).code).toBe(404);
    const res = await get<TestGroupReport>(`/testGroup/report/${id}`, teacher);
    expect(res.result.members.map((m) => m.name)).toEqual(['pupil001', 'pupil002']);
  });

  it("is deleted by its owner only; ids of others' groups are ignored", async () => {
    const notMine = await post<{ deleted: number }>('/testGroup/delByIds', pupil1, { ids: id });
    expect(notMine.result).toEqual({ deleted: 0 });
    const mine = await post<{ deleted: number }>('/testGroup/delByIds', teacher, { ids: id });
    expect(mine.result).toEqual({ deleted: 1 });
    expect((await get(`/testGroup/report/${id}`, pupil1)).code).toBe(404);
    expect((await get<TestGroupView[]>('/testGroup/getMine', pupil1)).result).toEqual([]);
  });
});

describe('a family group', () => {
  it("needs parent or child as the role, and both see each other's lines", async () => {
    const made = await post<{ id: string; code: string }>('/testGroup/add', outsider, { name: '我们家', type: 'family', kind: 'personality' });
    expect(made.code, made.message).toBe(200);
    const noRole = await post('/testGroup/join', pupil2, { code: made.result.code }, en);
    expect(noRole.code).toBe(400);
    expect(noRole.message).toBe('Invalid role: is required');
    const member = await post('/testGroup/join', pupil2, { code: made.result.code, role: 'member' });
    expect(member.message).toBe('参数 role 不正确：取值应为以下之一：parent, child');
    expect((await post('/testGroup/join', pupil2, { code: made.result.code, role: 'child' })).code).toBe(200);
    expect((await post('/testGroup/join', outsider, { code: made.result.code, role: 'parent' })).code).toBe(200);
    const report = await get<TestGroupReport>(`/testGroup/report/${made.result.id}`, pupil2);
    expect(report.code, report.message).toBe(200);
    expect(report.result.members.map((m) => [m.name, m.role, m.self])).toEqual([
      ['pupil002', 'child', true],
      ['outsider1', 'parent', false],
    ]);
    expect(report.result.hidden).toBe(0);
  });
});

describe('bad group input, named', () => {
  it('refuses an unknown type, a blank name, an unknown kind and an unknown key', async () => {
    const type = await post('/testGroup/add', teacher, { name: 'x', type: 'school', kind: 'personality' }, en);
    expect(type.code).toBe(400);
    expect(type.message).toBe('Invalid type: must be one of: class, family');
    const name = await post('/testGroup/add', teacher, { name: '  ', type: 'class', kind: 'personality' });
    expect(name.code).toBe(400);
    expect(name.message).toContain('name');
    const kind = await post('/testGroup/add', teacher, { name: 'x', type: 'class', kind: 'mbti' });
    expect(kind.code).toBe(400);
    expect(kind.message).toContain('kind');
    const key = await post('/testGroup/add', teacher, { name: 'x', type: 'class', kind: 'personality', public: true });
    expect(key.code).toBe(400);
    expect(key.message).toContain('public');
    const code = await post('/testGroup/join', teacher, { code: '12' });
    expect(code.code).toBe(400);
    expect(code.message).toContain('code');
    const ids = await post('/testGroup/delByIds', teacher, { ids: 'a,b' });
    expect(ids.code).toBe(400);
    expect(ids.message).toContain('ids');
  });
});
