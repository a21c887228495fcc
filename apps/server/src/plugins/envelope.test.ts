import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../test/app.ts';
import envelopePlugin from './envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope contract', () => {
  it('wraps a success in {success, message, code, timestamp, result}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'result', 'success', 'timestamp']);
    expect(body).toMatchObject({ success: true, code: 200, message: '操作成功', result: { status: 'up' } });
    expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(60_000);
  });

  it('answers an unknown API route with code 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 404, result: null });
    expect(res.json().message).toContain('/api/no/such/route');
  });

  it('names the failing field in Chinese by default', async () => {
    const token = await t.login();
    const body = await t.call({
      method: 'POST',
      url: '/api/user/admin/add',
      token,
      payload: 'username=ab&password=abcdef1&nickname=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(body.code).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toContain('username');
    expect(body.message).toContain('须为 4-16 位字母');
    expect((body.result as { fields: string[] }).fields).toEqual(['username']);
  });

  it('names the failing field in English with Accept-Language: en-US', async () => {
    const body = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-US' },
      payload: { username: 'student01', password: 'abc12345', mobile: '123' },
    });
    expect(body.code).toBe(400);
    expect(body.message).toBe('Invalid mobile: must be an 11-digit mainland China mobile number');
  });

  it('reports a missing required field as required', async () => {
    const body = await t.call({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(body.code).toBe(400);
    expect(body.message).toBe('参数 username 不正确：不能为空');
  });

  it('turns malformed JSON into a 400, not a 500', async () => {
    const body = await t.call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(body.code).toBe(400);
  });

  it('accepts form-urlencoded and JSON bodies alike', async () => {
    const form = await t.call<string>({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=Admin%4012345',
    });
    const json = await t.call<string>({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'Admin@12345' } });
    expect(form.code).toBe(200);
    expect(json.code).toBe(200);
    expect(form.result).not.toBe(json.result);
  });

  it('denies by default: a route without a token gets code 401', async () => {
    const body = await t.call({ method: 'GET', url: '/api/user/info' });
    expect(body).toMatchObject({ code: 401, success: false, message: '登录已失效，请重新登录' });
  });

  it('rate-limits captcha requests per IP with code 429 in the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push((await t.call({ method: 'GET', url: '/api/common/captcha/init', remoteAddress: '10.77.0.1' })).code);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
    expect((await t.call({ method: 'GET', url: '/api/common/captcha/init', remoteAddress: '10.77.0.2' })).code).toBe(200);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/user/getByCondition'].get.parameters.map((p: { name: string }) => p.name)).toContain('pageNumber');
  });
});

describe('a database or Redis that cannot be reached (issue 33 item 4)', () => {
  it("answers 503 with Retry-After in the caller's language, from the real drivers' errors, and 500 for anything else", async () => {
    const { default: pg } = await import('pg');
    const { Redis } = await import('ioredis');
    // Port 1 on loopback: nothing listens, so the drivers fail as they do while a server restarts.
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    redis.on('error', () => {});
    const app = Fastify();
    await app.register(envelopePlugin);
    app.get('/pg', async () => pool.query('select 1'));
    app.get('/redis', async () => redis.get('k'));
    app.get('/bug', async () => {
      throw new TypeError('a bug');
    });
    try {
      for (const url of ['/pg', '/redis']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toMatchObject({ success: false, code: 503, message: '服务暂时不可用（数据库或缓存正在恢复），请稍后重试' });
      }
      const en = await app.inject({ method: 'GET', url: '/pg', headers: { 'accept-language': 'en-US' } });
      expect(en.json().message).toMatch(/briefly unavailable/);
      const bug = await app.inject({ method: 'GET', url: '/bug' });
      expect(bug.statusCode).toBe(200);
      expect(bug.headers['retry-after']).toBeUndefined();
      expect(bug.json()).toMatchObject({ code: 500 });
    } finally {
      await pool.end();
      redis.disconnect();
      await app.close();
    }
  });
});
