/**
 * Issue 35: single sign-on. A test client site (a relying party run here: authorization code with
 * PKCE, plain HTTP) sends a student to our provider; the student logs in and agrees on /authorize
 * (phone viewport, antd-mobile), the site gets a code, exchanges it and reads the user's profile.
 * On the desktop a student already signed in to 志愿通 only confirms.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, newStudent, overflowOf, type Kind } from '../context.ts';

interface Profile {
  sub: string;
  name?: string;
  nickname?: string;
  preferred_username?: string;
  phone_number?: string;
}

/** The relying party: /login starts a sign-in, /callback takes the code, exchanges it and shows the profile. */
async function startClientSite() {
  let clientId = '';
  let secret = '';
  const pending = new Map<string, string>();
  const received: { code: string | null; iss: string | null }[] = [];
  // The issuer is the site's public address (其他设置's domain), else the request's: a case that
  // set a domain on this lane's server before (settings) would send the student to a host that
  // does not exist here.
  await call('/setting/other/set', await adminToken(), {
    siteName: '志愿通',
    icp: '',
    domain: '',
    adminDomain: '',
    uploadMaxMb: 20,
    uploadKinds: ['image', 'pdf', 'video', 'office'],
    trashDays: 30,
  });
  const issuer = `${ctx.server.base}/api/oidc`;
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', site.base);
      if (url.pathname === '/login') {
        const state = randomBytes(16).toString('base64url');
        const verifier = randomBytes(32).toString('base64url');
        pending.set(state, verifier);
        const auth = new URL(discovery.authorization_endpoint);
        auth.search = new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          redirect_uri: `${site.base}/callback`,
          scope: 'openid profile email phone',
          state,
          code_challenge: createHash('sha256').update(verifier).digest('base64url'),
          code_challenge_method: 'S256',
        }).toString();
        res.writeHead(302, { location: auth.href }).end();
        return;
      }
      if (url.pathname === '/callback') {
        const code = url.searchParams.get('code');
        const verifier = pending.get(url.searchParams.get('state') ?? '');
        received.push({ code, iss: url.searchParams.get('iss') });
        if (!code || !verifier) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end(`no code: ${url.search}`);
          return;
        }
        const tokens = (await (
          await fetch(discovery.token_endpoint, {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${site.base}/callback`, code_verifier: verifier }),
          })
        ).json()) as { access_token?: string; error?: string };
        if (!tokens.access_token) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end(`token: ${tokens.error}`);
          return;
        }
        const profile = await (await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><meta charset="utf-8"><title>client site</title><h1>Signed in</h1><pre id="profile">${JSON.stringify(profile)}</pre>`);
        return;
      }
      res.writeHead(404).end();
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    async register(admin: string, name: string) {
      const saved = await call<{ client: { id: string }; secret: string }>('/client/save', admin, {
        name,
        homeUri: 'https://rp.example.com',
        redirectUris: [`${site.base}/callback`],
        scopes: ['openid', 'profile', 'email', 'phone'],
      });
      expect(saved.code === 200, `client saved: ${saved.message}`);
      clientId = saved.result.client.id;
      secret = saved.result.secret;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return site;
}

/** An input by test id: antd puts the id on the <input>, antd-mobile on its wrapper. */
const field = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function profileShown(page: Page, siteBase: string): Promise<Profile> {
  await page.waitForURL(`${siteBase}/callback**`, { timeout: 20_000 });
  return JSON.parse(await page.locator('#profile').innerText()) as Profile;
}

export const cases: Case[] = [
  {
    name: 'sso: a client site sends a student to /authorize; on a phone they log in and agree, the site gets a code and reads the profile',
    async run() {
      const admin = await adminToken();
      const student = await newStudent(admin, 's', 'sso');
      const site = await startClientSite();
      const kind: Kind = 'mobile';
      const context = await newContext(ctx.browser, kind);
      try {
        await site.register(admin, '合作网站（手机）');
        const page = await context.newPage();
        await page.goto(`${site.base}/login`);
        await page.getByTestId('authorize-page').waitFor({ timeout: 20_000 });
        expect(page.url().startsWith(`${ctx.server.base}/#/authorize?uid=`), `the provider sent the browser to /authorize: ${page.url()}`);
        await field(page, 'authorize-username').waitFor({ timeout: 15_000 });
        expect((await page.getByTestId('authorize-client').innerText()).includes('合作网站（手机）'), 'the page names the client site');
        const scopes = await page.getByTestId('authorize-scopes').innerText();
        expect(scopes.includes('手机号码') && scopes.includes('邮箱地址'), `the scopes in words: ${scopes}`);
        expect(await page.getByTestId('authorize-confirm').isDisabled(), '同意并继续 waits for the login');
        await field(page, 'authorize-username').fill(student.username);
        await field(page, 'authorize-password').fill(student.password);
        await screenshot(page, 'sso-authorize-login-390');
        const overflow = await overflowOf(page);
        expect(overflow <= 1, `the phone page overflows by ${overflow}px`);
        await page.getByTestId('authorize-login').click();
        await page.getByTestId('authorize-user').waitFor({ timeout: 15_000 });
        expect((await page.getByTestId('authorize-user').innerText()).includes('会员测试s'), 'signed in as the student (nickname)');
        await screenshot(page, 'sso-authorize-consent-390');
        await page.getByTestId('authorize-confirm').click();
        const profile = await profileShown(page, site.base);
        await screenshot(page, 'sso-client-profile-390');
        expect(site.received.at(-1)?.code, 'the client site received a code');
        expect(site.received.at(-1)?.iss === `${ctx.server.base}/api/oidc`, `the response names the issuer: ${site.received.at(-1)?.iss}`);
        expect(profile.sub === student.id, `the profile's sub is the student's id: ${JSON.stringify(profile)}`);
        expect(profile.preferred_username === student.username && profile.nickname === '会员测试s', `the profile: ${JSON.stringify(profile)}`);
      } finally {
        await context.close();
        await site.close();
      }
    },
  },
  {
    name: 'sso: on the desktop a student already signed in to the site only confirms; 拒绝 sends access_denied',
    async run() {
      const admin = await adminToken();
      const student = await newStudent(admin, 'd', 'sso');
      const login = await call<string>('/auth/login', '', { username: student.username, password: student.password });
      expect(login.code === 200, `student login: ${login.message}`);
      const site = await startClientSite();
      const context = await newContext(ctx.browser, 'desktop');
      await context.addInitScript((token) => localStorage.setItem('accessToken', token), login.result);
      try {
        await site.register(admin, '合作网站（电脑）');
        const page = await context.newPage();
        await page.goto(`${site.base}/login`);
        await page.getByTestId('authorize-user').waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('authorize-login').count()) === 0, 'no login form for a signed-in user');
        await screenshot(page, 'sso-authorize-confirm-desktop');
        await page.getByTestId('authorize-deny').click();
        await page.waitForURL(`${site.base}/callback**`, { timeout: 20_000 });
        expect(new URL(page.url()).searchParams.get('error') === 'access_denied', `denied: ${page.url()}`);

        await page.goto(`${site.base}/login`);
        await page.getByTestId('authorize-confirm').waitFor({ timeout: 20_000 });
        await page.getByTestId('authorize-confirm').click();
        const profile = await profileShown(page, site.base);
        expect(profile.sub === student.id, `the profile's sub is the student's id: ${JSON.stringify(profile)}`);
      } finally {
        await context.close();
        await site.close();
      }
    },
  },
  {
    name: 'sso: 接入网站管理 adds a site and shows its secret once; the secret signs the site in; disabling it stops its tokens',
    async run() {
      const admin = await adminToken();
      const page = await adminPage('desktop', '/app/client', admin);
      try {
        await page.getByTestId('client-page').waitFor({ timeout: 15_000 });
        await page.getByTestId('client-add').click();
        const name = `后台网站${Date.now().toString(36)}`;
        await page.getByTestId('client-form-name').fill(name);
        await page.getByTestId('client-form-redirects').fill('http://example.com/cb');
        await page
          .getByRole('button', { name: /确\s*定|确\s*认|OK/ })
          .last()
          .click();
        await page.getByText(/https/).first().waitFor({ timeout: 5_000 });
        await page.getByTestId('client-form-redirects').fill('https://rp.example.com/cb\nhttp://127.0.0.1:9000/cb');
        await page
          .getByRole('button', { name: /确\s*定|确\s*认|OK/ })
          .last()
          .click();
        await page.getByTestId('client-secret').waitFor({ timeout: 15_000 });
        const secret = (await page.getByTestId('client-secret').innerText()).trim();
        expect(/^[A-Za-z0-9_-]{43}$/.test(secret), `the secret is shown: ${secret}`);
        await screenshot(page, 'sso-admin-secret-desktop');
        const list = await call<{ content: { id: string; name: string; hasSecret: boolean; redirectUris: string[] }[] }>(
          `/client/getByCondition?name=${encodeURIComponent(name)}`,
          admin,
        );
        const row = list.result.content[0];
        expect(row?.hasSecret && row.redirectUris.length === 2, `saved with both redirect URIs: ${JSON.stringify(row)}`);
        expect(!JSON.stringify(list.result).includes(secret), 'the list never shows the secret');
        const token = await fetch(`${ctx.server.base}/api/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'nothing', client_id: row.id, client_secret: secret }),
        });
        expect(((await token.json()) as { error: string }).error === 'invalid_grant', 'the secret authenticates the site (only the refresh token is wrong)');
        await page.keyboard.press('Escape');
        await page.getByTestId(`client-toggle-${name}`).click();
        await page.getByTestId('client-toggle-ok').click();
        await page.getByText('禁用', { exact: true }).first().waitFor({ timeout: 10_000 });
        await screenshot(page, 'sso-admin-list-desktop');
      } finally {
        await page.context().close();
      }
    },
  },
];
