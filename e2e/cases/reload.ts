/**
 * Issue 14 (items 1, 7, 11): reloading the site never hits the API's request limit, the CSP lets
 * both apps run without a single violation, and the admin refuses to be framed.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, screenshot, startServer, type Case } from '../harness.ts';
import { ctx } from '../context.ts';

/** CSP violations a page reports, from the console and from the securitypolicyviolation event. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => []);
    return [...seen, ...fromEvents];
  };
}

export const cases: Case[] = [
  {
    name: 'reload: 20 reloads of the index within a minute from one address all load under RATE_LIMIT_PER_MINUTE=600',
    async run() {
      // Demo data: what this checks does not depend on the data set, and an import adds a minute.
      const server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '600', DATA_DIR: '' } });
      const context = await newContext(ctx.browser, 'desktop');
      try {
        const page = await context.newPage();
        // Like Ctrl+F5 each time: every static file is fetched again (the worst case for a limit).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        let staticRequests = 0;
        let apiRequests = 0;
        const refused: string[] = [];
        // Requests are counted as sent: a call a reload cuts off never answers, but the server counted it.
        page.on('request', (req) => {
          const path = new URL(req.url()).pathname;
          if (path.startsWith('/api/')) apiRequests += 1;
          else staticRequests += 1;
        });
        page.on('response', (res) => {
          if (res.status() === 429) refused.push(res.url());
        });
        const started = Date.now();
        for (let i = 1; i <= 20; i++) {
          if (i === 1) await page.goto(`${server.base}/#/index`);
          else await page.reload();
          await page.getByTestId('page-index').waitFor({ timeout: 15_000 });
          const text = await page.locator('body').innerText();
          expect(!text.includes('页面加载失败'), `load ${i} shows 页面加载失败`);
          expect(!text.includes('"code":429') && !text.includes('请求过于频繁'), `load ${i} shows a 429`);
        }
        const seconds = (Date.now() - started) / 1000;
        await screenshot(page, 'reload-index-20th');
        expect(seconds < 60, `the 20 loads took ${seconds.toFixed(0)} s, not within the one-minute window`);
        expect(refused.length === 0, `refused with 429: ${refused.slice(0, 3).join(', ')}`);
        // The lean index (issue 30) fetches a dozen files a load, so 20 loads stay under 600 requests;
        // that static files are not counted is proved below, by the API calls still allowed.
        expect(staticRequests >= 20 * 5, `only ${staticRequests} static requests in 20 loads`);
        console.log(`    (20 loads in ${seconds.toFixed(0)} s: ${staticRequests} static files, ${apiRequests} API calls, no 429)`);
        // The API itself still counts: the limit is reached by API calls alone.
        let limited = false;
        let allowed = 0;
        for (let i = 0; i < 650 && !limited; i++) {
          limited = (await api(server.base, '/dictData/getByType/sex')).code === 429;
          if (!limited) allowed += 1;
        }
        expect(limited, 'the API still answers 429 past 600 calls a minute');
        // Had the static files counted, only 600 − static − API calls would have been allowed.
        expect(
          allowed >= 600 - apiRequests - 10,
          `only ${allowed} API calls were allowed after ${apiRequests} API calls and ${staticRequests} static files: static files count against the limit`,
        );
      } finally {
        await context.close();
        await server.stop();
      }
    },
  },
  {
    name: 'reload: the index, the admin login and console and the API docs run without a CSP violation',
    async run() {
      const context = await newContext(ctx.browser, 'desktop');
      try {
        const visit = async (url: string, ready: (page: Page) => Promise<unknown>, shot: string, before?: (page: Page) => Promise<void>) => {
          const page = await context.newPage();
          const violations = await watchCsp(page);
          const headers = new Map<string, string>();
          page.on('response', (res) => {
            if (res.request().resourceType() === 'document') headers.set(res.url(), res.headers()['content-security-policy'] ?? '');
          });
          if (before) await before(page);
          await page.goto(url);
          // The console reads its token at start: load it afresh after `before` stored one.
          if (before) await page.reload();
          await ready(page);
          await page.waitForTimeout(1500); // late chunks, styles and the message socket
          await screenshot(page, shot);
          const found = await violations();
          expect(found.length === 0, `${url}: CSP violations: ${found.slice(0, 3).join(' | ')}`);
          const policy = [...headers.values()][0] ?? '';
          expect(policy.includes("script-src 'self'"), `${url}: no CSP with script-src 'self' (${policy})`);
          await page.close();
        };
        await visit(
          `${ctx.server.base}/#/index`,
          async (p) => {
            await p.getByTestId('page-index').waitFor({ timeout: 15_000 });
            await p.getByTestId('header-login').click();
            await p.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
          },
          'csp-web-index-login',
        );
        await visit(`${ctx.server.base}/admin/#/login`, (p) => p.getByTestId('admin-login-username').waitFor({ timeout: 15_000 }), 'csp-admin-login');
        const admin = await api<string>(ctx.server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
        expect(admin.code === 200, `admin login: ${admin.message}`);
        await visit(
          `${ctx.server.base}/admin/#/home`,
          (p) => p.getByTestId('admin-layout').waitFor({ timeout: 15_000 }),
          'csp-admin-home',
          async (p) => {
            await p.goto(`${ctx.server.base}/admin/#/login`);
            await p.evaluate((t) => localStorage.setItem('adminAccessToken', t), admin.result);
          },
        );
        await visit(`${ctx.server.base}/api/docs`, (p) => p.locator('.swagger-ui .info').waitFor({ timeout: 15_000 }), 'csp-api-docs');
      } finally {
        await context.close();
      }
    },
  },
  {
    name: 'reload: the admin refuses to be framed, even by a page of the site',
    async run() {
      const context = await newContext(ctx.browser, 'desktop');
      try {
        const page = await context.newPage();
        const refusals: string[] = [];
        page.on('console', (msg) => {
          if (msg.text().includes('frame-ancestors')) refusals.push(msg.text());
        });
        const adminHeaders: Record<string, string>[] = [];
        page.on('response', (res) => {
          if (new URL(res.url()).pathname === '/admin/') adminHeaders.push(res.headers());
        });
        await page.goto(`${ctx.server.base}/#/index`);
        await page.getByTestId('page-index').waitFor({ timeout: 15_000 });
        // A page on the site's own origin (its frame-src allows 'self') frames the console.
        await page.evaluate(() => {
          const frame = document.createElement('iframe');
          frame.id = 'framed-admin';
          frame.src = '/admin/#/login';
          frame.style.cssText = 'position:fixed;inset:40px;width:800px;height:500px;z-index:9999;background:#fff';
          document.body.append(frame);
        });
        await page.waitForTimeout(2500);
        await screenshot(page, 'csp-admin-framed');
        expect(adminHeaders.length > 0, 'the frame requested /admin/');
        const csp = adminHeaders[0]['content-security-policy'] ?? '';
        expect(csp.includes("frame-ancestors 'none'"), `admin CSP without frame-ancestors 'none': ${csp}`);
        expect(adminHeaders[0]['x-frame-options'] === 'DENY', `admin X-Frame-Options: ${adminHeaders[0]['x-frame-options']}`);
        // Same origin: had the console loaded, the site could read its document and see the login form.
        const rendered = await page.evaluate(() => {
          const frame = document.getElementById('framed-admin') as HTMLIFrameElement;
          try {
            return frame.contentDocument?.querySelector('#root')?.childElementCount ?? 0;
          } catch {
            return 0;
          }
        });
        expect(rendered === 0, 'the admin rendered inside the frame');
        expect(refusals.length > 0, 'Chromium reported no frame-ancestors refusal');
      } finally {
        await context.close();
      }
    },
  },
];
