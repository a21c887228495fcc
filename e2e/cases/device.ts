/**
 * Issue 16, items 5, 10 and 12: the layout follows the device type decided at load and never
 * changes which page a URL shows; a fresh signed-in load is quiet (no 'permission lost', no
 * router warning); the phone index downloads little, precompressed.
 */
import type { Page } from 'playwright-core';
import { api, expect, newContext, PHONES, screenshot, startServer, type Case } from '../harness.ts';
import { ctx, USER } from '../context.ts';

async function signIn(): Promise<{ token: string; user: unknown }> {
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } });
  expect(login.code === 200, `login: ${login.message}`);
  const info = await api<{ user: unknown }>(ctx.server.base, '/permission/getUserAndMenuList', { token: login.result });
  expect(info.code === 200, `permissions: ${info.message}`);
  return { token: login.result, user: info.result.user };
}

/**
 * A page of a fresh context as a returning student finds it: token and user kept in
 * localStorage from an earlier visit (the forbidden list lives in memory only).
 */
async function returning(kind: 'desktop' | 'mobile' | 'narrow'): Promise<{ page: Page; messages: string[]; permissionCalls: () => number }> {
  const { token, user } = await signIn();
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    ({ t, u }) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', t);
        localStorage.setItem('userInfo', JSON.stringify(u));
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { t: token, u: user },
  );
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (msg) => messages.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  let calls = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/permission/getUserAndMenuList') calls += 1;
  });
  return { page, messages, permissionCalls: () => calls };
}

const NOISE = /权限信息已失效|Permissions lost|Matched leaf route|does not have an element/;

export const cases: Case[] = [
  {
    name: 'device: a desktop school detail narrowed to 700 px and widened again stays the same page (item 5)',
    async run() {
      const { page, messages } = await returning('desktop');
      try {
        await page.goto(`${ctx.server.base}/#/afterAssessedDetail?id=10003`);
        const detail = page.getByTestId('page-afterAssessedDetail');
        await detail.waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const url = page.url();
        const heading = (await detail.locator('h1, h2').first().innerText()).trim();
        expect(heading.length > 0, 'the school detail shows a heading');
        await screenshot(page, 'device-detail-1440');

        await page.setViewportSize({ width: 700, height: 900 });
        await page.waitForTimeout(1200);
        expect(page.url() === url, `the URL changed on narrowing: ${page.url()}`);
        expect(await detail.isVisible(), 'the school detail is still shown at 700 px');
        expect((await detail.locator('h1, h2').first().innerText()).trim() === heading, 'the same school is shown at 700 px');
        expect((await page.getByTestId('layout-desktop').count()) === 1, 'the desktop layout stays at 700 px');
        expect((await page.getByTestId('layout-mobile').count()) === 0, 'no mobile layout appears at 700 px');
        for (const other of ['page-information', 'page-my', 'page-index']) {
          expect((await page.getByTestId(other).count()) === 0, `${other} appeared at 700 px`);
        }
        await screenshot(page, 'device-detail-700');

        await page.setViewportSize({ width: 1440, height: 900 });
        await page.waitForTimeout(800);
        expect(page.url() === url && (await detail.isVisible()), 'the school detail is still shown after widening again');
        const errors = messages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'));
        expect(errors.length === 0, `console errors: ${errors.slice(0, 3).join(' | ')}`);
      } finally {
        await page.context().close();
      }
    },
  },
  {
    name: 'device: a desktop page opened narrow (700 px) gets the phone layout at load and keeps it when widened (item 5)',
    async run() {
      const { page } = await returning('desktop');
      try {
        await page.setViewportSize({ width: 700, height: 900 });
        await page.goto(`${ctx.server.base}/#/afterAssessedDetail?id=10003`);
        await page.getByTestId('page-afterAssessedDetail').waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('layout-mobile').count()) === 1, 'a 700 px window at load gets the phone layout');
        const url = page.url();
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.waitForTimeout(1200);
        expect(page.url() === url, `the URL changed on widening: ${page.url()}`);
        expect(await page.getByTestId('page-afterAssessedDetail').isVisible(), 'the school detail is still shown after widening');
        expect((await page.getByTestId('layout-mobile').count()) === 1, 'the layout decided at load stays');
      } finally {
        await page.context().close();
      }
    },
  },
  ...(['desktop', ...PHONES] as const).map((kind): Case => ({
    name: `device: a fresh signed-in load on ${kind} logs no 'permission lost' and no router warning, with one permission call (item 10)`,
    async run() {
      const { page, messages, permissionCalls } = await returning(kind);
      try {
        await page.goto(`${ctx.server.base}/#/`);
        await page.getByTestId('page-index').waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(new URL(page.url()).hash === '#/index', `'/' goes to /index (at ${page.url()})`);
        expect(permissionCalls() === 1, `${permissionCalls()} permission calls on one load`);
        // The cross-device link of the issue: a phone's topic URL opened on this device.
        await page.goto(`${ctx.server.base}/#/menuDetail/history`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(800);
        await screenshot(page, `device-signed-in-${kind}`);
        const noise = messages.filter((m) => NOISE.test(m));
        expect(noise.length === 0, `noise in the console: ${noise.slice(0, 3).join(' | ')}`);
        const errors = messages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'));
        expect(errors.length === 0, `console errors: ${errors.slice(0, 3).join(' | ')}`);
      } finally {
        await page.context().close();
      }
    },
  })),
  {
    name: 'device: a phone index downloads at most 200 kB of JavaScript, brotli-compressed, and no antd (item 12)',
    async run() {
      // As a real install runs: sandbox payment off (its banner would load on every page).
      const server = await startServer({ env: { DATA_DIR: '', PAY_SANDBOX: 'false' } });
      const context = await newContext(ctx.browser, 'mobile');
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        const scripts: { url: string; encoding: string }[] = [];
        page.on('response', (res) => {
          if (/\.js$/.test(new URL(res.url()).pathname)) scripts.push({ url: res.url(), encoding: res.headers()['content-encoding'] ?? 'identity' });
        });
        await page.goto(`${server.base}/#/index`, { waitUntil: 'networkidle' });
        await page.getByTestId('page-index').waitFor({ timeout: 20_000 });
        const bodies = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((r) => /\.js$/.test(new URL(r.name).pathname))
            .map((r) => r.encodedBodySize),
        );
        const total = bodies.reduce((n, b) => n + b, 0);
        expect(
          scripts.length > 0 && scripts.length <= 12,
          `${scripts.length} script files: ${scripts.map((s) => new URL(s.url).pathname.replace('/assets/', '')).join(', ')}`,
        );
        expect(total <= 200 * 1024, `${Math.round(total / 1024)} kB of JavaScript on the wire`);
        const plain = scripts.filter((s) => s.encoding !== 'br' && !/rolldown-runtime/.test(s.url));
        expect(plain.length === 0, `not brotli: ${plain.map((s) => `${new URL(s.url).pathname} (${s.encoding})`).join(', ')}`);
        // antd's class prefix never appears: nothing of the desktop set was rendered.
        expect((await page.locator('[class*="ant-"]').count()) === 0, 'an antd element is on the phone index');
        console.log(`    (phone index: ${scripts.length} scripts, ${Math.round(total / 1024)} kB on the wire)`);
        await screenshot(page, 'device-phone-index');
      } finally {
        await context.close();
        await server.stop();
      }
    },
  },
  ...(['mobile', 'narrow'] as const).map((kind): Case => ({
    name: `device: the phone index paints its top from the HTML before any script, and only the index does (item 12, ${kind})`,
    async run() {
      const context = await newContext(ctx.browser, kind);
      try {
        // Scripts blocked: what the phone shows while they are on their way.
        const bare = await context.newPage();
        // (all but the tiny head script that decides whether the copy shows)
        await bare.route(/\.m?js(\?|$)/, (route) => (/\/first-paint-/.test(route.request().url()) ? route.continue() : route.abort()));
        await bare.goto(`${ctx.server.base}/`, { waitUntil: 'load' });
        const copy = bare.locator('#zy-fp [lang="zh-CN"]');
        await copy.locator('h1').waitFor({ state: 'visible', timeout: 10_000 });
        const staticTitle = (await copy.locator('h1').innerText()).trim();
        const staticSubtitle = (await copy.locator('.zy-hero__subtitle').innerText()).trim();
        expect(staticTitle.length > 0 && staticSubtitle.length > 0, 'the static copy has the headline');
        expect(!(await bare.locator('#zy-fp [lang="en-US"]').isVisible()), 'one language at a time');
        const width = await bare.evaluate(() => document.documentElement.scrollWidth);
        expect(width <= (kind === 'narrow' ? 360 : 390), `the static copy overflows: ${width} px`);
        await screenshot(bare, `device-firstpaint-${kind}`);
        // Another page, scripts blocked too: the index's copy never shows there.
        await bare.goto(`${ctx.server.base}/#/afterAssessed`, { waitUntil: 'load' });
        await bare.reload({ waitUntil: 'load' });
        expect(!(await bare.locator('#zy-fp').isVisible()), 'the index copy shows on another page');
        await bare.close();

        // With scripts: the app takes over, saying the same, and the copy is gone.
        const page = await context.newPage();
        await page.goto(`${ctx.server.base}/`);
        await page.getByTestId('page-index').waitFor({ timeout: 30_000 });
        await page.locator('#zy-fp').waitFor({ state: 'detached', timeout: 10_000 });
        expect(!(await page.evaluate(() => document.documentElement.classList.contains('zy-fp'))), 'the page is marked as first paint after the app mounted');
        const hero = page.getByTestId('page-index').locator('.zy-hero');
        expect((await hero.locator('h1').innerText()).trim() === staticTitle, "the static headline is the page's");
        expect((await hero.locator('.zy-hero__subtitle').innerText()).trim() === staticSubtitle, "the static subtitle is the page's");
        expect(await page.getByTestId('page-index').isVisible(), 'the app is visible');
      } finally {
        await context.close();
      }
    },
  })),
  {
    name: 'device: a desktop index shows no phone copy, even before its scripts (item 12), but its own (issue 30 item 9)',
    async run() {
      const context = await newContext(ctx.browser, 'desktop');
      try {
        const page = await context.newPage();
        await page.route(/\.m?js(\?|$)/, (route) => (/\/first-paint-/.test(route.request().url()) ? route.continue() : route.abort()));
        await page.goto(`${ctx.server.base}/`, { waitUntil: 'load' });
        for (const lang of ['zh-CN', 'en-US'])
          expect(!(await page.locator(`#zy-fp [lang="${lang}"]`).isVisible()), `the phone copy (${lang}) shows on a desktop`);
        // The desktop's own copy of its header and hero paints before any script, in Chinese only.
        const copy = page.locator('#zy-fp [data-fp-lang="zh-CN"]');
        await copy.locator('h1').waitFor({ state: 'visible', timeout: 10_000 });
        expect(/[\u4e00-\u9fa5]{4,}/.test(await copy.locator('h1').innerText()), 'the desktop copy has the Chinese headline');
        expect(!(await page.locator('#zy-fp [data-fp-lang="en-US"]').isVisible()), 'one language at a time');
        await screenshot(page, 'device-firstpaint-desktop');
        // With scripts: the app takes over and the copy goes.
        const app = await context.newPage();
        await app.goto(`${ctx.server.base}/`);
        await app.getByTestId('page-index').waitFor({ timeout: 30_000 });
        await app.locator('#zy-fp').waitFor({ state: 'detached', timeout: 10_000 });
        expect(
          (await app.getByTestId('page-index').locator('.zy-hero h1').innerText()).trim() === (await copy.locator('h1').innerText()).trim(),
          "the static headline is the page's",
        );
        await screenshot(app, 'device-index-desktop-light');
        // The first pointer move brings antd: the plain header and hero controls give way to antd's, in place.
        const boxes = async () =>
          app.evaluate(() =>
            ['.zy-header__nav', '.zy-header__actions', '.zy-hero__search'].map((sel) => {
              const r = document.querySelector(sel)!.getBoundingClientRect();
              return [sel, Math.round(r.top), Math.round(r.height), Math.round(r.left), Math.round(r.width)] as const;
            }),
          );
        expect((await app.locator('.zy-header .ant-menu').count()) === 0, 'antd is on the index before any input');
        const light = await boxes();
        await app.mouse.move(700, 300);
        await app.locator('.zy-header .ant-menu').waitFor({ timeout: 30_000 });
        await app.locator('.zy-hero__search .ant-select').first().waitFor({ timeout: 30_000 });
        const withAntd = await boxes();
        for (let i = 0; i < light.length; i++) {
          const same = [1, 2, 3, 4].every((k) => Math.abs((light[i][k] as number) - (withAntd[i][k] as number)) <= 4);
          expect(same, `${light[i][0]} moved when antd came (top, height, left, width): ${light[i].join(' ')} → ${withAntd[i].join(' ')}`);
        }
        await screenshot(app, 'device-index-desktop-antd');
      } finally {
        await context.close();
      }
    },
  },
];
