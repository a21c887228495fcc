/**
 * What every case module shares: the running server and browser (set by run.ts before any case
 * runs), the student account registered once per run, and small page helpers.
 */
import type { Browser, Page } from 'playwright-core';
import { newContext, type Server } from './harness.ts';

export const ctx = {} as { server: Server; browser: Browser; dataMode: 'real' | 'demo' };

export const USER = { username: 'e2estudent', password: 'study2025', mobile: '13912345678' };

/** A fresh browser context on the public site, opened at `hash`. */
export async function webPage(kind: 'desktop' | 'mobile', hash = '#/index'): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/${hash}`);
  return page;
}

export async function loginThroughDialog(page: Page, username: string, password: string) {
  const modal = page.getByTestId('login-modal');
  await modal.waitFor({ state: 'visible', timeout: 10_000 });
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await modal.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Width by which the page is wider than the viewport (0 when nothing overflows). */
export async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
