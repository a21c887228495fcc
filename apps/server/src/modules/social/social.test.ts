import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * A tiny OAuth2 provider (authorization code grant): /authorize auto-approves as `who`,
 * /token checks client credentials, code and redirect_uri, /user answers for the bearer.
 */
let provider: FastifyInstance;
let base = '';
let who = { id: 1001, login: 'octo', avatar_url: 'https://avatars.example/1001.png' };
const codes = new Map<string, { user: typeof who; redirectUri: string }>();
const tokens = new Map<string, typeof who>();
let tokenCalls = 0;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  provider = Fastify();
  await provider.register(formbody);
  provider.get('/authorize', async (req, reply) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== 'gh-client' || q.response_type !== 'code') return reply.code(400).send({ error: 'invalid_request' });
    const code = `code-${Math.random().toString(36).slice(2)}`;
    codes.set(code, { user: who, redirectUri: q.redirect_uri });
    return reply.redirect(`${q.redirect_uri}?code=${code}&state=${encodeURIComponent(q.state)}`);
  });
  provider.post('/token', async (req, reply) => {
    tokenCalls++;
    const b = req.body as Record<string, string>;
    const grant = codes.get(b.code);
    codes.delete(b.code);
    if (
      b.client_id !== 'gh-client' ||
      b.client_secret !== 'gh-secret' ||
      b.grant_type !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== b.redirect_uri
    ) {
      return reply.code(400).send({ error: 'invalid_grant' });
    }
    const token = `tok-${Math.random().toString(36).slice(2)}`;
    tokens.set(token, grant.user);
    return { access_token: token, token_type: 'bearer' };
  });
  provider.get('/user', async (req, reply) => {
    const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    return user ?? reply.code(401).send({ message: 'Bad credentials' });
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;

  t = await createTestApp({ SETTINGS_CUSTOM_ENDPOINTS: 'true' });
  admin = await t.login();
  await t.confirm(admin);
  const empty = { enabled: false, clientId: '', clientSecret: '', authorizeUrl: '', tokenUrl: '', userInfoUrl: '', scope: '' };
  const set = await t.call({
    method: 'POST',
    url: '/api/setting/social/set',
    token: admin,
    payload: {
      publicOrigin: '',
      github: {
        enabled: true,
        clientId: 'gh-client',
        clientSecret: 'gh-secret',
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userInfoUrl: `${base}/user`,
        scope: 'read:user',
      },
      qq: empty,
      weibo: empty,
      wechat: empty,
      dingding: empty,
      workwechat: empty,
    },
  });
  expect(set.code).toBe(200);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Runs the browser's part: our /login → provider → our callback; returns where we sent it. */
async function socialLogin(query = '', cookieOverride?: (cookie: string, state: string) => { cookie: string; state: string }) {
  const start = await t.app.inject({ method: 'GET', url: `/api/social/github/login${query}` });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0];
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin + authorize.pathname).toBe(`${base}/authorize`);
  const state = authorize.searchParams.get('state')!;
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.pathname).toBe('/api/social/github/callback');
  const sent = cookieOverride ? cookieOverride(cookie, state) : { cookie, state };
  callback.searchParams.set('state', sent.state);
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: sent.cookie } });
  expect(back.statusCode).toBe(302);
  // The web app routes by hash: /#/relate?relateKey=…
  const location = String(back.headers.location);
  expect(location.startsWith('/#/')).toBe(true);
  return new URL(location.slice(2), 'http://site');
}

describe('social login against a local OAuth2 provider', () => {
  it('hides the client secret in the settings', async () => {
    const shown = await t.call<{ github: { clientSecret: string } }>({ method: 'GET', url: '/api/setting/social', token: admin });
    expect(shown.result.github.clientSecret).toBe('******');
  });

  it('sends a new identity to /relate, binds it by password, then logs in with it directly', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'socialUser', password: 'secret123', mobile: '13300000001' } })).code,
    ).toBe(200);
    who = { id: 1001, login: 'octo', avatar_url: 'https://avatars.example/1001.png' };
    const first = await socialLogin();
    expect(first.pathname).toBe('/relate');
    const relateKey = first.searchParams.get('relateKey')!;
    const card = await t.call<{ platform: string; username: string; avatar: string }>({ method: 'GET', url: `/api/social/relateCard?relateKey=${relateKey}` });
    expect(card.result).toMatchObject({ platform: 'github', username: 'octo', avatar: 'https://avatars.example/1001.png' });

    expect((await t.call({ method: 'POST', url: '/api/social/relate', payload: { relateKey, username: 'socialUser', password: 'wrong123' } })).code).toBe(400);
    const bound = await t.call<string>({
      method: 'POST',
      url: '/api/social/relate',
      payload: { id: relateKey, username: 'socialUser', password: 'secret123' },
    });
    expect(bound).toMatchObject({ code: 200, message: '绑定成功' });
    expect((await t.call<{ username: string }>({ method: 'GET', url: '/api/user/info', token: bound.result })).result.username).toBe('socialUser');
    // The relate key is used up.
    expect((await t.call({ method: 'POST', url: '/api/social/relate', payload: { relateKey, username: 'socialUser', password: 'secret123' } })).code).toBe(400);

    const again = await socialLogin();
    expect(again.pathname).toBe('/login');
    const jwtKey = again.searchParams.get('JWTKey')!;
    const token = await t.call<string>({ method: 'GET', url: `/api/social/getJWT?JWTKey=${jwtKey}` });
    expect((await t.call<{ username: string }>({ method: 'GET', url: '/api/user/info', token: token.result })).result.username).toBe('socialUser');
    // The JWTKey works once (XBoot let it be replayed for 2 minutes).
    expect((await t.call({ method: 'GET', url: `/api/social/getJWT?JWTKey=${jwtKey}` })).code).toBe(400);

    const info = await t.call<{ socials: { platform: string; bound: boolean; username: string }[] }>({
      method: 'GET',
      url: '/api/user/bindInfo',
      token: token.result,
    });
    expect(info.result.socials.find((s) => s.platform === 'github')).toMatchObject({ bound: true, username: 'octo' });
  });

  it('rejects a forged, reused or cookie-less state before the code is exchanged', async () => {
    const before = tokenCalls;
    const forged = await socialLogin('', () => ({ cookie: 'zy_oauth_state=forged-state-123456789012', state: 'forged-state-123456789012' }));
    expect(forged.pathname).toBe('/login');
    expect(forged.searchParams.get('socialError')).toBe('登录请求已失效或来源不可信，请重新发起登录');
    expect(forged.searchParams.get('JWTKey')).toBeNull();
    // A real state but another browser (an attacker pasting their callback link to a victim).
    const noCookie = await socialLogin('', (_cookie, state) => ({ cookie: '', state }));
    expect(noCookie.searchParams.get('socialError')).toBeTruthy();
    expect(tokenCalls).toBe(before);

    // A state is good once: replaying a finished callback is refused.
    const start = await t.app.inject({ method: 'GET', url: '/api/social/github/login' });
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const cb = new URL(atProvider.headers.get('location')!);
    const once = await t.app.inject({ method: 'GET', url: cb.pathname + cb.search, headers: { cookie } });
    expect(String(once.headers.location)).not.toContain('socialError');
    const twice = await t.app.inject({ method: 'GET', url: cb.pathname + cb.search, headers: { cookie } });
    expect(String(twice.headers.location)).toContain('socialError');
  });

  it('binds from the personal centre, refuses an identity bound elsewhere, and unbinds', async () => {
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'binder01', password: 'secret123', mobile: '13300000002' } })).code,
    ).toBe(200);
    const token = await t.login('binder01', 'secret123');
    expect((await t.app.inject({ method: 'GET', url: '/api/social/github/login?bind=1' })).json().code).toBe(401);
    who = { id: 2002, login: 'binder-gh', avatar_url: '' };
    const done = await socialLogin(`?bind=1&accessToken=${token}`);
    expect(done.pathname).toBe('/personalCenter');
    expect(done.searchParams.get('bound')).toBe('github');

    expect(
      (await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'binder02', password: 'secret123', mobile: '13300000003' } })).code,
    ).toBe(200);
    const token2 = await t.login('binder02', 'secret123');
    const taken = await socialLogin(`?bind=1&accessToken=${token2}`);
    expect(taken.searchParams.get('socialError')).toBe('该第三方账号已绑定其他用户');

    const mine = await t.call<{ id: string }[]>({ method: 'GET', url: '/api/relate/getRelatedInfo/binder01', token });
    expect(mine.result).toHaveLength(1);
    // Another user can neither read nor remove it; an administrator can list it.
    expect((await t.call({ method: 'GET', url: '/api/relate/getRelatedInfo/binder01', token: token2 })).code).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/relate/delByIds', token: token2, payload: { ids: mine.result[0].id } })).code).toBe(404);
    const list = await t.call<{ content: { relateUsername: string }[] }>({
      method: 'GET',
      url: '/api/relate/findByCondition?platform=github&relateUsername=binder01',
      token: admin,
    });
    expect(list.result.content).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/relate/findByCondition', token })).code).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/relate/delByIds', token, payload: { ids: mine.result[0].id } })).code).toBe(200);
    expect((await t.call<unknown[]>({ method: 'GET', url: '/api/relate/getRelatedInfo/binder01', token })).result).toHaveLength(0);
  });

  it('answers 501 for a platform without a configured client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/social/qq/login' });
    expect(res.json()).toMatchObject({ code: 501, message: 'QQ 登录尚未配置，请联系管理员' });
    expect((await t.app.inject({ method: 'GET', url: '/api/social/myspace/login' })).json().code).toBe(400);
  });
});
