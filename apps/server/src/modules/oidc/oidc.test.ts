import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oc from 'openid-client';
import type { OidcInteractionView, OidcRedirect, OpenClientSaved } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { clientById } from './repo.ts';

/**
 * Issue 35's conformance suite: the provider running on a real port, a relying party made with
 * openid-client (discovery, PKCE, code exchange, ID token checks, refresh, userinfo) and a small
 * cookie-keeping "browser" (plain fetch) that plays the user on the /authorize page's calls.
 */

const REDIRECT = 'http://127.0.0.1:8765/callback';
const STUDENT = { username: 'sso_student', password: 'secret123', mobile: '13800000351', email: 'sso.student@example.com' };

let t: TestApp;
let base: string;
let issuer: string;
let admin: string;
let studentId: string;

/** A browser: keeps cookies (by name; paths do not matter here), never follows redirects by itself. */
class Browser {
  cookies = new Map<string, string>();
  token?: string;

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.token) headers.set('accesstoken', this.token);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const [name, value] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `url` until they leave our server or reach the /authorize page; returns where it stopped. */
  async visit(url: string | URL): Promise<{ url: string; res: Response }> {
    let at = String(url);
    for (let hops = 0; hops < 10; hops++) {
      const res = await this.fetch(at);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: at, res };
      at = new URL(location, at).href;
      if (!at.startsWith(base) || at.includes('/#/authorize')) return { url: at, res };
    }
    throw new Error('too many redirects');
  }

  async api<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await this.fetch(`${base}/api${path}`, {
      method,
      ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    });
    return (await res.json()) as { code: number; message: string; result: T };
  }
}

const uidOf = (authorizePage: string) => new URLSearchParams(authorizePage.split('?')[1]).get('uid')!;

async function addClient(body: Record<string, unknown>): Promise<OpenClientSaved> {
  const res = await t.call<OpenClientSaved>({ method: 'POST', url: '/api/client/save', token: admin, payload: body });
  expect(res.code, res.message).toBe(200);
  return res.result;
}

async function rpFor(saved: OpenClientSaved): Promise<oc.Configuration> {
  return oc.discovery(new URL(issuer), saved.client.id, undefined, saved.secret ? oc.ClientSecretBasic(saved.secret) : oc.None(), {
    execute: [oc.allowInsecureRequests],
  });
}

/** The whole sign-in as a user does it: to /authorize, log in (unless the browser's site session is used), agree, back with a code. */
async function signIn(rp: oc.Configuration, browser: Browser, opts: { scope?: string; login?: boolean; extra?: Record<string, string> } = {}) {
  const verifier = oc.randomPKCECodeVerifier();
  const state = oc.randomState();
  const url = oc.buildAuthorizationUrl(rp, {
    redirect_uri: REDIRECT,
    scope: opts.scope ?? 'openid profile email phone',
    code_challenge: await oc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...opts.extra,
  });
  let stop = await browser.visit(url);
  let view: OidcInteractionView | undefined;
  if (stop.url.includes('/#/authorize')) {
    const uid = uidOf(stop.url);
    let read = await browser.api<OidcInteractionView>('GET', `/oidc/interaction/${uid}`);
    expect(read.code, read.message).toBe(200);
    if (read.result.needsLogin && opts.login !== false) {
      read = await browser.api<OidcInteractionView>('POST', `/oidc/interaction/${uid}/login`, { username: STUDENT.username, password: STUDENT.password });
      expect(read.code, read.message).toBe(200);
    }
    view = read.result;
    const confirm = await browser.api<OidcRedirect>('POST', `/oidc/interaction/${uid}/confirm`, {});
    expect(confirm.code, confirm.message).toBe(200);
    stop = await browser.visit(confirm.result.redirectTo);
  }
  expect(stop.url.startsWith(REDIRECT), stop.url).toBe(true);
  return { callback: new URL(stop.url), verifier, state, view };
}

async function tokensFor(rp: oc.Configuration, browser = new Browser(), scope?: string) {
  const { callback, verifier, state } = await signIn(rp, browser, { scope });
  const tokens = await oc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
  return { tokens, callback, verifier, state, browser };
}

const userinfoStatus = async (rp: oc.Configuration, accessToken: string) =>
  (await fetch(rp.serverMetadata().userinfo_endpoint!, { headers: { authorization: `Bearer ${accessToken}` } })).status;

/** A plain token-endpoint call with the client's (given) secret: its HTTP status and OAuth error. */
async function tokenCall(rp: oc.Configuration, saved: OpenClientSaved, body: Record<string, string>) {
  const res = await fetch(rp.serverMetadata().token_endpoint!, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${saved.client.id}:${saved.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(body),
  });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  issuer = `${base}/api/oidc`;
  admin = await t.login();
  const reg = await t.call<{ id: string }>({ method: 'POST', url: '/api/auth/register', payload: STUDENT });
  expect(reg.code, reg.message).toBe(200);
  studentId = reg.result.id;
}, 60_000);
afterAll(() => t?.close());

describe('OpenID Connect provider (issue 35)', () => {
  let confidential: OpenClientSaved;
  let rp: oc.Configuration;

  beforeAll(async () => {
    confidential = await addClient({
      name: '测试网站',
      homeUri: 'https://rp.example.com',
      redirectUris: [REDIRECT],
      scopes: ['openid', 'profile', 'email', 'phone'],
    });
    rp = await rpFor(confidential);
  });

  it('publishes a valid discovery document and its signing keys', async () => {
    const doc = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(issuer);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri', 'end_session_endpoint', 'revocation_endpoint'])
      expect(String(doc[key]).startsWith(`${issuer}/`), key).toBe(true);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'phone']));
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post', 'none']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'nickname', 'picture', 'email', 'phone_number']));
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    // openid-client accepts the document (issuer, endpoints) as a relying party would.
    expect(rp.serverMetadata().issuer).toBe(issuer);
  });

  it('keeps its keys: another instance on the same database signs with the same key', async () => {
    const other = await createTestApp({}, undefined, { sameDatabaseAs: t });
    try {
      const a = await t.app.inject({ url: '/api/oidc/jwks' });
      const b = await other.app.inject({ url: '/api/oidc/jwks' });
      expect(a.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
    } finally {
      await other.close();
    }
  });

  it('stores the client secret hashed and shows it once', async () => {
    expect(confidential.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await clientById(t.database.db, confidential.client.id);
    expect(row!.secretHash).toMatch(/^\$argon2id\$/);
    expect(row!.secretHash).not.toContain(confidential.secret!);
    const read = await t.call<{ secret?: string; hasSecret: boolean }>({ method: 'GET', url: `/api/client/get/${confidential.client.id}`, token: admin });
    expect(read.result.hasSecret).toBe(true);
    expect(JSON.stringify(read.result)).not.toContain(confidential.secret!);
  });

  it('refuses a redirect URI that is not https (loopback excepted), naming the field', async () => {
    for (const uri of ['http://rp.example.com/cb', 'javascript:alert(1)', 'https://rp.example.com/cb#x']) {
      const res = await t.call({ method: 'POST', url: '/api/client/save', token: admin, payload: { name: 'x', redirectUris: [uri] } });
      expect(res.code, uri).toBe(400);
      expect(res.message).toContain('redirectUris');
    }
    for (const uri of ['http://localhost:3000/cb', 'https://rp.example.com/cb?a=1']) {
      const res = await t.call({ method: 'POST', url: '/api/client/save', token: admin, payload: { name: 'ok', redirectUris: [uri] } });
      expect(res.code, uri).toBe(200);
    }
  });

  it('completes authorization code + PKCE: login and consent on /authorize, code exchange, ID token, userinfo', async () => {
    const browser = new Browser();
    const { callback, verifier, state, view } = await signIn(rp, browser);
    expect(view).toMatchObject({ prompt: 'login', client: { id: confidential.client.id, name: '测试网站' }, needsLogin: false, user: { id: studentId } });
    expect(view!.scopes).toEqual(['openid', 'profile', 'email', 'phone']);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const tokens = await oc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()!.sub).toBe(studentId);
    const info = await oc.fetchUserInfo(rp, tokens.access_token, studentId);
    expect(info).toMatchObject({
      sub: studentId,
      name: STUDENT.username,
      nickname: STUDENT.username,
      preferred_username: STUDENT.username,
      email: STUDENT.email,
      phone_number: STUDENT.mobile,
    });

    // Consent is remembered: the same browser gets a code at once; another browser logs in but is not asked again.
    const again = await signIn(rp, browser);
    expect(again.view).toBeUndefined();
    const elsewhere = await signIn(rp, new Browser());
    expect(elsewhere.view!.scopes).toEqual([]);
    expect(elsewhere.view!.granted).toEqual(['openid', 'profile', 'email', 'phone']);
  });

  it('lets a user already signed in to the site just confirm (the accessToken header, no password)', async () => {
    const browser = new Browser();
    browser.token = await t.login(STUDENT.username, STUDENT.password);
    const { callback, verifier, state, view } = await signIn(rp, browser, { login: false });
    expect(view).toMatchObject({ needsLogin: false, user: { id: studentId, username: STUDENT.username } });
    const tokens = await oc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()!.sub).toBe(studentId);
  });

  it('refuses a wrong redirect URI without redirecting to it', async () => {
    const url = oc.buildAuthorizationUrl(rp, {
      redirect_uri: 'https://evil.example.com/callback',
      scope: 'openid',
      code_challenge: await oc.calculatePKCECodeChallenge(oc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const res = await new Browser().fetch(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const page = await res.text();
    expect(page).toContain('redirect_uri');
    // The error page says what went wrong in both languages, with the way back, in the page's own style.
    expect(page).toContain('登录出错 · Sign-in error');
    expect(page).toContain('回调地址未登记');
    expect(page).toContain(`href="${base}/"`);
    expect(res.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    // A redirect URI differing only by a trailing slash is not the registered one either (exact match).
    const near = oc.buildAuthorizationUrl(rp, { redirect_uri: `${REDIRECT}/`, scope: 'openid' });
    expect((await new Browser().fetch(near)).status).toBe(400);
  });

  it('refuses a code used twice and revokes the tokens it gave', async () => {
    const { tokens, callback, verifier, state } = await tokensFor(rp);
    expect(await userinfoStatus(rp, tokens.access_token)).toBe(200);
    await expect(oc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedState: state })).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await userinfoStatus(rp, tokens.access_token)).toBe(401);
    await expect(oc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: a used one is refused (and its reuse revokes the grant)', async () => {
    const { tokens } = await tokensFor(rp);
    const next = await oc.refreshTokenGrant(rp, tokens.refresh_token!);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(await userinfoStatus(rp, next.access_token)).toBe(200);
    await expect(oc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The replay revoked the grant: the rotated token and its access token are dead too.
    await expect(oc.refreshTokenGrant(rp, next.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await userinfoStatus(rp, next.access_token)).toBe(401);
  });

  it('ends the session on RP-initiated logout', async () => {
    const { tokens, browser } = await tokensFor(rp);
    const logoutUrl = oc.buildEndSessionUrl(rp, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: REDIRECT, state: 'bye' });
    const confirmPage = await browser.fetch(logoutUrl);
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    // Styled by its one stylesheet, which the page's policy allows by its hash; nothing else may load or run.
    const style = /<style>([^<]*)<\/style>/.exec(html)![1];
    const csp = confirmPage.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');
    const action = /action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const done = await browser.fetch(new URL(action, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${REDIRECT}?state=bye`);
    // The session is gone: a silent sign-in needs a login, and the session's tokens no longer work.
    const silent = oc.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      prompt: 'none',
      code_challenge: await oc.calculatePKCECodeChallenge(oc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const stop = await browser.visit(silent);
    expect(new URL(stop.url).searchParams.get('error')).toBe('login_required');
    expect(await userinfoStatus(rp, tokens.access_token)).toBe(401);
    await expect(oc.refreshTokenGrant(rp, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('lets the self-submitting logout of a browser without a session run its one script, and nothing else', async () => {
    const res = await new Browser().fetch(`${issuer}/session/end`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    // The script's own hash, and no source that would let any other script run.
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSrc).not.toMatch(/unsafe-inline|'self'|\*|https?:/);
    expect(csp).toContain("default-src 'none'");
  });

  it("refuses a disabled client's tokens, and the client itself", async () => {
    const other = await addClient({ name: '将被禁用', redirectUris: [REDIRECT], scopes: ['openid', 'profile'] });
    const otherRp = await rpFor(other);
    const { tokens } = await tokensFor(otherRp, new Browser(), 'openid profile');
    expect(await userinfoStatus(otherRp, tokens.access_token)).toBe(200);
    const off = await t.call({ method: 'POST', url: `/api/client/disable/${other.client.id}`, token: admin });
    expect(off.code, off.message).toBe(200);
    expect(await userinfoStatus(otherRp, tokens.access_token)).toBe(401);
    const refresh = await tokenCall(otherRp, other, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refresh).toMatchObject({ status: 401, error: 'invalid_client' });
    // Enabling it again does not bring its old tokens back.
    await t.call({ method: 'POST', url: `/api/client/enable/${other.client.id}`, token: admin });
    expect(await userinfoStatus(otherRp, tokens.access_token)).toBe(401);
    // A regenerated secret replaces the old one at once.
    const fresh = await t.call<OpenClientSaved>({ method: 'POST', url: `/api/client/regenerateSecret/${other.client.id}`, token: admin });
    expect(fresh.result.secret).not.toBe(other.secret);
    const stale = await tokenCall(otherRp, other, { grant_type: 'refresh_token', refresh_token: 'x' });
    expect(stale).toMatchObject({ status: 401, error: 'invalid_client' });
  });

  it('refuses a public client without PKCE, and serves it with PKCE', async () => {
    const pub = await addClient({ name: '公开客户端', redirectUris: [REDIRECT], scopes: ['openid'], public: true });
    expect(pub.secret).toBeNull();
    const pubRp = await rpFor(pub);
    const withoutPkce = oc.buildAuthorizationUrl(pubRp, { redirect_uri: REDIRECT, scope: 'openid', state: 's1' });
    const stop = await new Browser().visit(withoutPkce);
    const refused = new URL(stop.url);
    expect(stop.url.startsWith(REDIRECT)).toBe(true);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);
    const { tokens } = await tokensFor(pubRp, new Browser(), 'openid');
    expect(tokens.claims()!.sub).toBe(studentId);
  });

  it('sends the user back with access_denied when they refuse', async () => {
    const browser = new Browser();
    const url = oc.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      state: 'no',
      code_challenge: await oc.calculatePKCECodeChallenge(oc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const page = await browser.visit(url);
    const uid = uidOf(page.url);
    // Another browser (no interaction cookie) cannot read or finish it.
    expect((await new Browser().api('GET', `/oidc/interaction/${uid}`)).code).toBe(400);
    const abort = await browser.api<OidcRedirect>('POST', `/oidc/interaction/${uid}/abort`, {});
    const back = await browser.visit(abort.result.redirectTo);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
  });
});

describe("XBoot's /oauth2 calls over the same provider", () => {
  let site: OpenClientSaved;
  const CB = 'https://old.example.com/sso/callback';

  beforeAll(async () => {
    site = await addClient({
      name: '老网站',
      logo: '/logo.png',
      homeUri: 'https://old.example.com',
      redirectUri: CB,
      scopes: 'openid,profile',
      autoApprove: 'true',
    });
  });

  const token = (query: Record<string, string>) =>
    t.call<{ access_token: string; expires_in: number; refresh_token: string }>({ method: 'GET', url: `/api/oauth2/token?${new URLSearchParams(query)}` });

  it('answers info, a code for a password, tokens for the code (once), the user, refresh rotation and logout in XBoot shapes', async () => {
    const info = await t.call({ method: 'GET', url: `/api/oauth2/info/${site.client.id}` });
    expect(info.result).toEqual({ name: '老网站', logo: '/logo.png', homeUri: 'https://old.example.com', autoApprove: true });

    const authorize = await t.call<{ code: string; redirect_uri: string; state: string }>({
      method: 'POST',
      url: '/api/oauth2/authorize',
      payload: `username=${STUDENT.username}&password=${STUDENT.password}&client_id=${site.client.id}&redirect_uri=${encodeURIComponent(CB)}&response_type=code&state=xyz`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(authorize.code, authorize.message).toBe(200);
    expect(authorize.result).toMatchObject({ redirect_uri: CB, state: 'xyz' });

    const exchange = {
      grant_type: 'authorization_code',
      client_id: site.client.id,
      client_secret: site.secret!,
      code: authorize.result.code,
      redirect_uri: CB,
    };
    const first = await token(exchange);
    expect(first.code, first.message).toBe(200);
    expect(first.result.expires_in).toBe(3600);
    const user = await t.call({ method: 'GET', url: `/api/oauth2/user?access_token=${first.result.access_token}` });
    expect(user.result).toEqual({ username: STUDENT.username, avatar: '', sex: '0' });

    expect((await token(exchange)).code).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/oauth2/user?access_token=${first.result.access_token}` })).code).toBe(401);
    expect((await token({ ...exchange, client_secret: 'wrong-secret-wrong-secret-wrong-secret' })).message).toContain('client_secret');

    // A signed-in user gets a code without a password (XBoot's SSO path); refresh rotates; logout ends the tokens.
    const student = await t.login(STUDENT.username, STUDENT.password);
    const again = await t.call<{ code: string }>({
      method: 'POST',
      url: '/api/oauth2/authorized',
      token: student,
      payload: { client_id: site.client.id, redirect_uri: CB, response_type: 'code' },
    });
    expect(again.code, again.message).toBe(200);
    const tokens = await token({ ...exchange, code: again.result.code });
    const refreshed = await t.call<{ access_token: string; refresh_token: string }>({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: { grant_type: 'refresh_token', client_id: site.client.id, client_secret: site.secret!, refresh_token: tokens.result.refresh_token },
    });
    expect(refreshed.code, refreshed.message).toBe(200);
    expect(refreshed.result.refresh_token).not.toBe(tokens.result.refresh_token);
    expect(
      (await token({ grant_type: 'refresh_token', client_id: site.client.id, client_secret: site.secret!, refresh_token: tokens.result.refresh_token })).code,
    ).toBe(400);
    const fresh = await token({
      ...exchange,
      code: (
        await t.call<{ code: string }>({
          method: 'POST',
          url: '/api/oauth2/authorized',
          token: student,
          payload: { client_id: site.client.id, redirect_uri: CB },
        })
      ).result.code,
    });
    expect((await t.call({ method: 'POST', url: '/api/oauth2/logout', payload: { access_token: fresh.result.access_token } })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/oauth2/user?access_token=${fresh.result.access_token}` })).code).toBe(401);
  });

  it("counts a token call once: the provider's inner call is not charged to the caller's address again", async () => {
    // An instance whose general limit is 3 calls a minute; /oauth2/token keeps its own 60. Each
    // token call asks the provider inside (app.inject): charged too, the fourth would be refused
    // inside and read as a bad code.
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, undefined, { sameDatabaseAs: t });
    try {
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const exchange = (code: string, headers: Record<string, string> = {}) =>
        limited.call({
          method: 'POST',
          url: '/api/oauth2/token',
          remoteAddress: address,
          headers,
          payload: { grant_type: 'authorization_code', client_id: site.client.id, client_secret: site.secret!, code, redirect_uri: CB },
        });
      // An outside request claiming to be an inner call is charged like any other.
      for (let i = 0; i < 4; i++) expect((await exchange(`no-such-code-${i}`, { 'x-zy-inner-call': 'guess' })).message).toContain('授权码');
      const authorize = await t.call<{ code: string }>({
        method: 'POST',
        url: '/api/oauth2/authorize',
        payload: { username: STUDENT.username, password: STUDENT.password, client_id: site.client.id, redirect_uri: CB },
      });
      expect(authorize.code, authorize.message).toBe(200);
      const done = await exchange(authorize.result.code);
      expect(done.code, done.message).toBe(200);
      // The general limit still holds for the address's other calls.
      const other = await limited.call({ method: 'GET', url: '/api/oauth2/info/1', remoteAddress: address });
      const others = [other, ...(await Promise.all([1, 2, 3].map(() => limited.call({ method: 'GET', url: '/api/oauth2/info/1', remoteAddress: address }))))];
      expect(others.some((r) => r.code === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('refuses a redirect URI not registered, a public client, a wrong password and a disabled client', async () => {
    const ask = (payload: Record<string, string>) =>
      t.call({ method: 'POST', url: '/api/oauth2/authorize', payload: { username: STUDENT.username, password: STUDENT.password, ...payload } });
    expect((await ask({ client_id: site.client.id, redirect_uri: `${CB}/other` })).message).toContain('回调地址');
    const pub = await addClient({ name: '公开', redirectUris: [CB], public: true });
    expect((await ask({ client_id: pub.client.id, redirect_uri: CB })).message).toContain('PKCE');
    expect((await ask({ client_id: site.client.id, redirect_uri: CB, password: 'wrong1234' })).code).toBe(400);
    await t.call({ method: 'POST', url: `/api/client/disable/${site.client.id}`, token: admin });
    expect((await t.call({ method: 'GET', url: `/api/oauth2/info/${site.client.id}` })).code).toBe(404);
    expect((await ask({ client_id: site.client.id, redirect_uri: CB })).code).toBe(404);
  });
});
