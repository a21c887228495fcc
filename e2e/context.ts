/**
 * What every case module shares: the running server and browser (set by run.ts before any case
 * runs), the student account registered once per run, and small page helpers.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, type Server } from './harness.ts';

export const ctx = {} as { server: Server; browser: Browser; dataMode: 'real' | 'demo' };

export const USER = { username: 'e2estudent', password: 'study2025', mobile: '13912345678' };

/** A fresh browser context on the public site, opened at `hash`. */
export async function webPage(kind: 'desktop' | 'mobile' | 'narrow', hash = '#/index'): Promise<Page> {
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

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export async function adminToken(): Promise<string> {
  const r = await api<string>(ctx.server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(r.code === 200, `admin login: ${r.message}`);
  return r.result;
}

export async function call<T>(pathname: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${ctx.server.base}/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accessToken: token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** A fresh student (ROLE_USER) made by the admin, so a case starts from a clean account. */
export async function newStudent(admin: string, tag: string, prefix = 'vip'): Promise<{ id: string; username: string; password: string }> {
  const roles = await call<{ id: string; name: string }[]>('/role/getAllList', admin);
  const userRole = roles.result.find((r) => r.name === 'ROLE_USER');
  expect(userRole, 'ROLE_USER exists');
  const username = `${prefix}${tag}${Date.now().toString(36)}`.slice(0, 16);
  const password = 'Vip2025pass';
  const added = await call<{ id: string }>('/user/admin/add', admin, { username, password, nickname: `会员测试${tag}`, roleIds: [userRole.id] });
  expect(added.code === 200, `add ${username}: ${added.message}`);
  return { id: added.result.id, username, password };
}

/** The admin console at `hash`, signed in as the admin (the token put where the console keeps it). */
export async function adminPage(kind: 'desktop' | 'mobile' | 'narrow', hash: string, token?: string): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/#/login`);
  await page.evaluate((t) => localStorage.setItem('adminAccessToken', t), token ?? (await adminToken()));
  await page.goto(`${ctx.server.base}/admin/#${hash}`);
  await page.reload();
  await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
  return page;
}
