import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogView, Page } from '@zhiyuan/shared';
import { sysLogs } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof adminHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  h = adminHelpers(t, () => admin);
});
afterAll(() => t.close());

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('logs', () => {
  it('writes login successes and failures with IP, device and reason', async () => {
    await h.addUser('logUser');
    const bad = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'logUser', password: 'wrong-pass1' },
      headers: { 'user-agent': UA },
    });
    expect(bad.code).toBe(400);
    const good = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'logUser', password: 'secret123' },
      headers: { 'user-agent': UA },
    });
    expect(good.code).toBe(200);
    const page = await h.get<Page<LogView>>('/api/log/getAllByPage?type=1&key=logUser&sort=createTime&order=asc');
    expect(page.result.totalElements).toBe(2);
    const [failure, success] = page.result.content;
    expect(failure).toMatchObject({
      logType: 1,
      success: false,
      resultCode: 400,
      username: 'logUser',
      userId: null,
      device: 'Chrome 126 · Windows',
      errorMessage: '用户名或密码错误',
    });
    expect(failure.ip).toBeTruthy();
    expect(success).toMatchObject({ success: true, resultCode: 200, username: 'logUser', errorMessage: '' });
    expect(success.userId).toMatch(/^\d+$/);
    // Passwords never reach the log.
    expect(JSON.stringify(page.result)).not.toContain('wrong-pass1');
    expect(JSON.stringify(page.result)).not.toContain('secret123');
    expect(failure.requestParam).toContain('******');
    const onlyFailures = await h.get<Page<LogView>>('/api/log/getAllByPage?type=1&success=false&username=logUser');
    expect(onlyFailures.result.content.map((l) => l.success)).toEqual([false]);
  });

  it('writes an operation log for every admin write, with masked params, result, error and duration', async () => {
    const added = await h.post('/api/user/admin/add', { username: 'opLogged', password: 'secret123', nickname: 'x' });
    expect(added.code).toBe(200);
    const failed = await h.post('/api/user/admin/add', { username: 'opLogged', password: 'secret123', nickname: 'x' });
    expect(failed.code).toBe(400);
    const bad = await h.post('/api/user/admin/add', { username: '1', password: 'x' });
    expect(bad.code).toBe(400);
    const page = await h.get<Page<LogView>>('/api/log/getAllByPage?type=0&key=/api/user/admin/add&pageSize=10&sort=createTime&order=asc');
    // The earlier test added logUser through the same call.
    expect(page.result.totalElements).toBe(4);
    const [, ok1, dup, invalid] = page.result.content;
    expect(ok1).toMatchObject({
      logType: 0,
      name: 'Add a user',
      requestType: 'POST',
      requestUrl: '/api/user/admin/add',
      username: 'admin',
      success: true,
      resultCode: 200,
    });
    expect(ok1.requestParam).toContain('"username":"opLogged"');
    expect(ok1.requestParam).toContain('"password":"******"');
    expect(ok1.requestParam).not.toContain('secret123');
    expect(ok1.costTime).toBeGreaterThanOrEqual(0);
    expect(dup).toMatchObject({ success: false, resultCode: 400 });
    expect(dup.errorMessage).toContain('已被注册');
    expect(invalid).toMatchObject({ success: false, username: 'admin' });
    // Reads are not operations.
    const reads = await h.get<Page<LogView>>('/api/log/getAllByPage?type=0&key=getByCondition');
    expect(reads.result.totalElements).toBe(0);
  });

  it('does not log anonymous junk as an operation', async () => {
    const before = await t.database.db.$count(sysLogs);
    await t.call({ method: 'POST', url: '/api/user/delByIds', payload: { ids: '1' } });
    expect(await t.database.db.$count(sysLogs)).toBe(before);
  });

  it('filters by date range and deletes by ids; delAll is itself logged', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await h.get<Page<LogView>>(`/api/log/getAllByPage?startDate=${today}&endDate=${today}&pageSize=100`);
    expect(inRange.result.totalElements).toBeGreaterThan(3);
    expect((await h.get<Page<LogView>>('/api/log/getAllByPage?startDate=2000-01-01&endDate=2000-01-02')).result.totalElements).toBe(0);
    const victim = inRange.result.content[0];
    expect((await h.post('/api/log/delByIds', { ids: victim.id })).code).toBe(200);
    expect((await h.get<Page<LogView>>(`/api/log/getAllByPage?key=${victim.requestUrl}&pageSize=100`)).result.content.some((l) => l.id === victim.id)).toBe(
      false,
    );
    expect((await h.post('/api/log/delAll', {})).code).toBe(200);
    const left = await h.get<Page<LogView>>('/api/log/getAllByPage?pageSize=100');
    expect(left.result.content.map((l) => l.requestUrl)).toEqual(['/api/log/delAll']);
  });

  it('needs the log permissions', async () => {
    const { token } = await h.userWith('logViewer', ['sys:log:view']);
    expect((await h.get('/api/log/getAllByPage', token)).code).toBe(200);
    expect((await h.post('/api/log/delAll', {}, token)).code).toBe(403);
    expect((await h.post('/api/log/delByIds', { ids: '1' }, token)).code).toBe(403);
  });
});
