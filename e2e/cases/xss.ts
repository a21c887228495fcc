/**
 * Issue 14, stored XSS: the payloads that ran in the audit and the OWASP filter-evasion basics are
 * sent as messages (through the API, as admin) to the admin and to the e2e student, then opened
 * one by one in the admin inbox (个人中心 → 我的消息) and on the public 我的消息, desktop and phone.
 * Each payload both calls alert() and sets window.__xss, so a dialog listener and the flag are two
 * separate signals; nothing may fire, and safe formatting must still show as formatting.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, loginThroughDialog, USER, webPage } from '../context.ts';

/** Runs anywhere script runs: shows a dialog and sets the flag. */
export const RUN = 'alert(window.__xss=1)';

export const PAYLOADS = [
  // What ran in the audit.
  `<img/src/onerror=${RUN}>`,
  `<img src="x"/onerror="${RUN}">`,
  `<details/open/ontoggle=${RUN}>`,
  `<a href="jav&#x61;script:${RUN}">entity-encoded link</a>`,
  // OWASP filter-evasion basics.
  `<svg onload=${RUN}>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  '<iframe srcdoc="<script>alert(parent.__xss=1)</script>"></iframe>',
  '<iframe src="javascript:alert(parent.__xss=1)"></iframe>',
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src onerror=${RUN}>">`,
  `<style><img src="</style><img src=x onerror=${RUN}//">`,
  `<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="${RUN}">styled</p>`,
  '<a href="data:text/html,<script>alert(opener.__xss=1)</script>">data link</a>',
  `<object data="data:text/html,<script>alert(parent.__xss=1)</script>"></object><embed src="javascript:${RUN}">`,
  '<a href="vbscript:msgbox(1)">vbscript link</a>',
  `<a href="  javascript:${RUN}">spaced link</a>`,
  `<a href="java\tscript:${RUN}">tab-split link</a>`,
  `<a href="&#14;javascript:${RUN}">control-char link</a>`,
  `<IMG SRC=JaVaScRiPt:${RUN}>`,
  `<a href="https://example.com/" onmouseover="${RUN}" onclick="${RUN};return false">hover link</a>`,
  `<input autofocus onfocus=${RUN}><video><source onerror=${RUN}></video>`,
  `<form><button formaction="javascript:${RUN}">form button</button></form>`,
  `<script>${RUN}</script><body onload=${RUN}>`,
];

export const SAFE = '<p>请 <b>按时</b> 填报，<em>勿</em> 迟到。</p><ul><li>第一批次</li><li>第二批次</li></ul><p><a href="https://example.com/">官网</a></p>';
const PREFIX = 'XSS';
const titleOf = (i: number) => `${PREFIX} ${String(i).padStart(2, '0')}`;

export interface Signals {
  dialogs: string[];
}

/** Records every dialog in the context, popups included, and dismisses it. */
export function listen(context: BrowserContext): Signals {
  const signals: Signals = { dialogs: [] };
  const watch = (page: Page) =>
    page.on('dialog', (dialog) => {
      signals.dialogs.push(`${page.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return signals;
}

export async function assertQuiet(page: Page, signals: Signals, where: string): Promise<void> {
  await page.waitForTimeout(150);
  const flag = await page.evaluate(() => (window as { __xss?: unknown }).__xss);
  expect(signals.dialogs.length === 0, `${where}: a dialog fired: ${signals.dialogs.join(' | ')}`);
  expect(flag === undefined, `${where}: window.__xss was set`);
}

/** Hovers and clicks what the message shows, as a reader would (what has no size cannot be). */
export async function poke(content: Locator): Promise<void> {
  if (!(await content.isVisible())) return;
  await content.hover({ timeout: 2_000 }).catch(() => undefined);
  const targets = content.locator('a, button, img, input, video');
  for (let i = 0; i < (await targets.count()); i += 1) {
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    await target.hover({ timeout: 2_000 }).catch(() => undefined);
    // Only payload links are clicked: the safe message's https link would open a real tab.
    if ((await target.getAttribute('href')) === null) await target.click({ timeout: 2_000, noWaitAfter: true }).catch(() => undefined);
  }
}

/** Sends one message to both readers; waits out the 30-a-minute send limit when a full run hits it. */
async function send(token: string, title: string, content: string, targetIds: string[]): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const sent = await call('/message/add', token, { title, content, range: 1, targetIds });
    if (sent.code === 200) return;
    expect(sent.code === 429 && attempt < 15, `send ${title}: ${sent.code} ${sent.message}`);
    await new Promise((r) => setTimeout(r, 5_000));
  }
}

let stored: Promise<void> | null = null;

function storeOnce(): Promise<void> {
  stored ??= (async () => {
    const admin = await adminToken();
    const adminId = (await call<{ id: string }>('/user/info', admin)).result.id;
    const login = await fetch(`${ctx.server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: USER.username, password: USER.password }).toString(),
    }).then((r) => r.json() as Promise<{ result: string }>);
    const studentId = (await call<{ id: string }>('/user/info', login.result)).result.id;
    const readers = [adminId, studentId];
    for (const [i, payload] of PAYLOADS.entries()) await send(admin, titleOf(i + 1), payload, readers);
    // The title is text, whatever it holds.
    await send(admin, `${PREFIX} 00 <img src=x onerror=${RUN}>`, '<p>标题里的标签只是文字。</p>', readers);
    await send(admin, `${PREFIX} 格式`, SAFE, readers);
  })();
  return stored;
}

/** The admin console signed in as admin, at the own-space inbox. */
async function adminInbox(kind: 'desktop' | 'mobile'): Promise<{ page: Page; signals: Signals }> {
  const context = await newContext(ctx.browser, kind);
  const signals = listen(context);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/#/login`);
  await page.evaluate((t) => localStorage.setItem('adminAccessToken', t), await adminToken());
  await page.goto(`${ctx.server.base}/admin/#/own-space`);
  await page.reload();
  await page.getByTestId('own-space').waitFor({ timeout: 15_000 });
  await page.getByTestId('own-tab-message').click();
  await page.getByTestId('own-message-title').first().waitFor({ timeout: 10_000 });
  return { page, signals };
}

/** Opens every XSS message of the admin inbox, page by page, in its drawer. */
async function readAdminInbox(kind: 'desktop' | 'mobile'): Promise<void> {
  const { page, signals } = await adminInbox(kind);
  const seen = new Set<string>();
  for (let pageNo = 1; pageNo <= 10; pageNo += 1) {
    const titles = page.getByTestId('own-message-title').filter({ hasText: PREFIX });
    for (let i = 0; i < (await titles.count()); i += 1) {
      const title = (await titles.nth(i).innerText()).trim();
      if (seen.has(title)) continue;
      seen.add(title);
      await titles
        .nth(i)
        .click({ timeout: 10_000 })
        .catch(async (error: Error) => {
          await screenshot(page, `xss-failed-admin-${kind}`);
          throw error;
        });
      const content = page.getByTestId('own-message-content');
      // Attached, not visible: a payload cleaned down to nothing leaves an empty box.
      await content.waitFor({ state: 'attached', timeout: 10_000 }).catch(async (error: Error) => {
        await screenshot(page, `xss-failed-admin-${kind}`);
        throw error;
      });
      await poke(content);
      if (title === `${PREFIX} 格式`) {
        expect((await content.locator('b').innerText()) === '按时', 'admin inbox shows bold as bold');
        expect((await content.locator('li').count()) === 2, 'admin inbox shows the list');
        expect((await content.locator('a').getAttribute('rel')) === 'noopener noreferrer', 'links open apart');
        await screenshot(page, `xss-admin-inbox-safe-${kind}`);
      }
      if (title === titleOf(4)) await screenshot(page, `xss-admin-inbox-payload-${kind}`);
      await assertQuiet(page, signals, `admin inbox (${kind}) ${title}`);
      await page.keyboard.press('Escape');
      await content.waitFor({ state: 'detached', timeout: 10_000 });
    }
    const next = page.locator('.ant-pagination-next').first();
    if ((await next.getAttribute('aria-disabled')) === 'true' || (await next.count()) === 0) break;
    await next.click();
    await page.waitForTimeout(600);
  }
  expect(seen.size === PAYLOADS.length + 2, `admin inbox (${kind}) opened ${seen.size} of ${PAYLOADS.length + 2} messages`);
  await screenshot(page, `xss-admin-inbox-${kind}`);
  await assertQuiet(page, signals, `admin inbox (${kind})`);
  await page.context().close();
}

/** Opens every XSS message of the student's 我的消息 on the public site. */
async function readWebInbox(kind: 'desktop' | 'mobile'): Promise<void> {
  const page = await webPage(kind, '#/personalCenter');
  const signals = listen(page.context());
  await loginThroughDialog(page, USER.username, USER.password);
  if (kind === 'desktop') await page.goto(`${ctx.server.base}/#/personalCenter?tab=message`);
  else {
    await page.goto(`${ctx.server.base}/#/my`);
    await page.getByTestId('my-section-message').click();
  }
  await page.getByTestId('inbox').waitFor({ timeout: 10_000 });
  await page.getByTestId('inbox-item').first().waitFor({ timeout: 10_000 });
  const seen = new Set<string>();
  for (let pageNo = 1; pageNo <= 10; pageNo += 1) {
    const items = page.getByTestId('inbox-item').filter({ hasText: PREFIX });
    for (let i = 0; i < (await items.count()); i += 1) {
      const item = items.nth(i);
      const title = (await item.locator('.zy-inbox__title').innerText()).trim();
      if (seen.has(title)) continue;
      seen.add(title);
      await item.locator('.zy-inbox__head').click();
      const content = item.getByTestId('inbox-content');
      await content.waitFor({ state: 'attached', timeout: 10_000 });
      await poke(content);
      if (title === `${PREFIX} 格式`) {
        expect((await content.locator('b').innerText()) === '按时', 'web 我的消息 shows bold as bold');
        expect((await content.locator('li').count()) === 2, 'web 我的消息 shows the list');
        await screenshot(page, `xss-web-inbox-safe-${kind}`);
      }
      if (title === titleOf(4)) await screenshot(page, `xss-web-inbox-payload-${kind}`);
      await assertQuiet(page, signals, `web 我的消息 (${kind}) ${title}`);
    }
    const next = page.locator('.ant-pagination-next').first();
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
    await page.waitForTimeout(600);
  }
  expect(seen.size === PAYLOADS.length + 2, `web 我的消息 (${kind}) opened ${seen.size} of ${PAYLOADS.length + 2} messages`);
  await screenshot(page, `xss-web-inbox-${kind}`);
  await assertQuiet(page, signals, `web 我的消息 (${kind})`);
  await page.context().close();
}

/** The control: unsanitized, the audit payloads do fire both signals in this Chromium. */
const control: Case = {
  name: 'xss: control: the raw audit payloads fire a dialog and set the flag in this browser',
  async run() {
    const context = await newContext(ctx.browser, 'desktop');
    const signals = listen(context);
    const page = await context.newPage();
    await page.setContent(`<body>${PAYLOADS.slice(0, 3).join('')}</body>`);
    await page.waitForTimeout(500);
    expect(signals.dialogs.length > 0, 'the dialog listener saw the raw payloads run');
    expect((await page.evaluate(() => (window as { __xss?: unknown }).__xss)) === 1, 'the raw payloads set window.__xss');
    await context.close();
  },
};

export const cases: Case[] = [
  control,
  ...(['desktop', 'mobile'] as const).flatMap((kind): Case[] => [
    {
      name: `xss: stored message payloads run nowhere in the admin inbox (${kind})`,
      async run() {
        await storeOnce();
        await readAdminInbox(kind);
      },
    },
    {
      name: `xss: stored message payloads run nowhere in the public 我的消息 (${kind})`,
      async run() {
        await storeOnce();
        await readWebInbox(kind);
      },
    },
  ]),
];
