import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** Issue 14, items 8 and 12: the audit's bad inputs, each answered by an envelope naming the field. */

const log = new PassThrough();
const logLines: string[] = [];
log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, log);
  admin = await t.login();
  await t.confirm(admin);
});
afterAll(() => t.close());

const fieldsOf = (body: { result: unknown }) => (body.result as { fields?: string[] } | null)?.fields;

describe('a NUL or a lone surrogate', () => {
  it('refuses a NUL in the username of an anonymous login with 400 naming the field, and logs no error', async () => {
    const body = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000', password: 'x' } });
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.message).toBe('参数 username 不正确：不能包含空字符或不成对的代理字符');
    expect(fieldsOf(body)).toEqual(['username']);
    expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });

  it('refuses a NUL in a query, a path parameter and a nested body field, naming each', async () => {
    const query = await t.call({ method: 'GET', url: '/api/user/getByCondition?username=a%00', token: admin });
    expect([query.code, fieldsOf(query)]).toEqual([400, ['username']]);
    const path = await t.call({ method: 'GET', url: '/api/message/get/1%00', token: admin });
    expect([path.code, fieldsOf(path)]).toEqual([400, ['id']]);
    const nested = await t.call({
      method: 'POST',
      url: '/api/user/importData',
      token: admin,
      payload: [{ username: 'ok', extra: { note: ['x', 'b\u0000'] } }],
    });
    expect([nested.code, fieldsOf(nested)]).toEqual([400, ['0.extra.note.1']]);
  });

  it('refuses a lone surrogate in /setting/pay/set with 400 naming the field, in English too', async () => {
    const body = await t.call({
      method: 'POST',
      url: '/api/setting/pay/set',
      token: admin,
      headers: { 'accept-language': 'en-US' },
      payload: { notifyUrl: 'https://x.example/\ud800' },
    });
    expect(body.code).toBe(400);
    expect(body.message).toBe('Invalid notifyUrl: must not contain NUL or unpaired surrogate characters');
  });

  it('refuses a NUL in a header the server reads (the device of a session) naming the header', async () => {
    const body = await t.call({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': 'x\u0000' }, payload: { username: 'admin', password: 'x' } });
    expect([body.code, fieldsOf(body)]).toEqual([400, ['user-agent']]);
  });

  it('keeps text with paired surrogates (emoji) and other control characters as it was', async () => {
    const body = await t.call({ method: 'GET', url: `/api/user/getByCondition?nickname=${encodeURIComponent('学生😀\t')}`, token: admin });
    expect(body.code).toBe(200);
  });
});

describe('dates and ids', () => {
  it.each([['/api/user/getByCondition'], ['/api/log/getAllByPage'], ['/api/message/getByCondition'], ['/api/dealRecord/getByPage']])(
    'refuses impossible dates on %s with 400 naming startDate or endDate',
    async (url) => {
      const month = await t.call({ method: 'GET', url: `${url}?startDate=2024-13-45`, token: admin });
      expect([month.code, fieldsOf(month)]).toEqual([400, ['startDate']]);
      expect(month.message).toBe('参数 startDate 不正确：不是有效的日期');
      const leap = await t.call({ method: 'GET', url: `${url}?endDate=2023-02-29`, token: admin });
      expect([leap.code, fieldsOf(leap)]).toEqual([400, ['endDate']]);
      expect((await t.call({ method: 'GET', url: `${url}?startDate=2024-02-29&endDate=2024-12-31`, token: admin })).code).toBe(200);
    },
  );

  it('refuses an impossible date on /user/export as an envelope, not a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/export?startDate=2024-13-45', headers: { accesstoken: admin } });
    expect(res.json()).toMatchObject({ code: 400, result: { fields: ['startDate'] } });
  });

  it('refuses a whitespace-only departmentId in /user/admin/edit with 400 naming it', async () => {
    const users = await t.call<{ content: { id: string }[] }>({ method: 'GET', url: '/api/user/getByCondition?username=admin', token: admin });
    const body = await t.call({ method: 'POST', url: '/api/user/admin/edit', token: admin, payload: { id: users.result.content[0].id, departmentId: '   ' } });
    expect([body.code, fieldsOf(body)]).toEqual([400, ['departmentId']]);
  });

  it('refuses a whitespace-only id in a filter and in a list of ids', async () => {
    const filter = await t.call({ method: 'GET', url: '/api/user/getByCondition?departmentId=%20%20%20', token: admin });
    expect([filter.code, fieldsOf(filter)]).toEqual([400, ['departmentId']]);
    const list = await t.call({ method: 'POST', url: '/api/user/delByIds', token: admin, payload: { ids: ['   '] } });
    expect(list.code).toBe(400);
  });
});

describe('URLs, bodies and content types', () => {
  it('answers bad percent-encoding in a path with a 400 envelope', async () => {
    for (const url of ['/api/message/get/%ED%A0%80', '/api/user/admin/disable/%E0%A4%A', '/api/health%ED%A0%80']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accesstoken: admin } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, code: 400, message: '请求地址的编码不正确' });
    }
  });

  it('answers an unknown content type with a 415 envelope', async () => {
    const body = await t.call({ method: 'POST', url: '/api/auth/login', payload: 'x', headers: { 'content-type': 'application/x-unknown' } });
    expect(body).toMatchObject({ success: false, code: 415, result: { fields: ['content-type'] } });
  });

  it('answers a 5 MB body over a real connection with a 413 envelope, and the connection stays usable', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string, chunked: boolean) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/auth/login',
            agent,
            headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const big = JSON.stringify({ username: 'x'.repeat(5 * 1_048_576), password: 'x' });
    for (const chunked of [false, true]) {
      const refused = await post(big, chunked);
      expect(refused.status).toBe(200);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 413, message: '请求体过大，不能超过 1 MB' });
      // The same keep-alive connection answers the next call.
      const next = await post(JSON.stringify({ username: 'nobody1', password: 'x' }), false);
      expect(JSON.parse(next.body).code).not.toBe(413);
      expect(next.socket).toBe(refused.socket);
    }
    agent.destroy();
  });

  it('echoes at most 100 characters of a 100 kB input in a message', async () => {
    const longKey = 'k'.repeat(100_000);
    const body = await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { [longKey]: 'x' } });
    expect(body.code).toBe(400);
    expect(body.message.length).toBeLessThan(300);
    expect(JSON.stringify(body.result).length).toBeLessThan(300);
    const path = await t.call({ method: 'GET', url: `/api/${'p'.repeat(100_000)}` });
    expect(path.code).toBe(404);
    expect(path.message.length).toBeLessThan(300);
  });
});

describe('authentication before validation', () => {
  it('answers a visitor on an admin route with 401, never with field errors', async () => {
    const body = await t.call({ method: 'POST', url: '/api/user/admin/add', payload: { username: 'a\u0000', password: '1' } });
    expect(body).toMatchObject({ code: 401, result: null });
    const query = await t.call({ method: 'GET', url: '/api/user/getByCondition?startDate=2024-13-45' });
    expect(query.code).toBe(401);
  });

  it('answers a user without the permission with 403 before looking at the fields', async () => {
    const student = await t.call<string>({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'fuzzstudent', password: 'abc12345', mobile: '13800000123' },
    });
    expect(student.code).toBe(200);
    const token = await t.login('fuzzstudent', 'abc12345');
    const body = await t.call({ method: 'GET', url: '/api/user/getByCondition?startDate=2024-13-45', token });
    expect(body.code).toBe(403);
  });

  it('takes ?accessToken= only on download routes', async () => {
    const list = await t.call({ method: 'GET', url: `/api/user/getByCondition?accessToken=${admin}` });
    expect(list.code).toBe(401);
    const info = await t.call({ method: 'GET', url: `/api/user/info?accessToken=${admin}` });
    expect(info.code).toBe(401);
    const file = await t.app.inject({ method: 'GET', url: `/api/user/export?accessToken=${admin}` });
    expect(String(file.headers['content-disposition'])).toContain('attachment');
  });
});
