/**
 * What every case module shares: the running server and browser (set by run.ts before any case
 * runs), the student account registered once per run, and small page helpers.
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, type Server } from './harness.ts';

export const ctx = {} as { server: Server; browser: Browser; dataMode: 'real' | 'demo' };

export const USER = { username: 'e2estudent', password: 'study2025', mobile: '13912345678' };

export type Kind = 'desktop' | 'mobile' | 'narrow';

/** A fresh browser context on the public site, opened at `hash`; `before` gets the page before it loads (listeners). */
export async function webPage(kind: Kind, hash = '#/index', before?: (page: Page) => void): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  before?.(page);
  await page.goto(`${ctx.server.base}/${hash}`);
  return page;
}

/** The hash of the page `name` (?query): itself on a desktop, menuDetail/<name> on a phone. */
export const pageHash = (kind: Kind, name: string, query = '') => `#/${kind === 'desktop' ? name : `menuDetail/${name}`}${query}`;

/** The student's token, from a login through the API. */
export async function studentToken(): Promise<string> {
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } });
  expect(login.code === 200, `student login: ${login.message}`);
  return login.result;
}

/** GET an API path as the student (the public calls answer the same with a token): its result, which must come with code 200. */
export async function read<T>(pathname: string): Promise<T> {
  const body = await call<T>(pathname, await studentToken());
  expect(body.code === 200, `${pathname}: ${body.code} ${body.message}`);
  return body.result;
}

export interface StudentPageOptions {
  /** The exam province put in storage; null leaves it to the site. */
  province?: string | null;
  /** Also the user's profile where the login dialog leaves it (userInfo). */
  profile?: boolean;
  /** Gets the page before it loads (listeners for errors or dialogs). */
  before?: (page: Page) => void;
}

/**
 * A fresh browser context on the public site as the signed-in student, opened at `hash`: the token
 * (and the province, '广东' unless told) where the site keeps them before its first load; a reload
 * keeps the session.
 */
export async function studentPage(kind: Kind, hash = '#/index', { province = '广东', profile = false, before }: StudentPageOptions = {}): Promise<Page> {
  const token = await studentToken();
  let user: unknown;
  if (profile) {
    const info = await api<{ user: unknown }>(ctx.server.base, '/permission/getUserAndMenuList', { token });
    expect(info.code === 200, `permissions: ${info.message}`);
    user = info.result.user;
  }
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    (stored) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', stored.token);
        if (stored.user !== undefined) localStorage.setItem('userInfo', JSON.stringify(stored.user));
        if (stored.province) localStorage.setItem('province', stored.province);
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { token, user, province },
  );
  const page = await context.newPage();
  before?.(page);
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

/** Nothing on the page is wider than the viewport (1 px of rounding allowed). */
export async function fits(page: Page, kind: Kind, what: string) {
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the ${kind} viewport by ${overflow}px`);
}

/** A page that is built shows its content, not the 敬请期待 placeholder. */
export async function noComingSoon(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  expect(!text.includes('敬请期待'), `${what} still says 敬请期待`);
}

/** How case and screenshot names tell the kinds apart: desktop, 390, 360 (the phones' widths). */
export const suffix = (kind: Kind) => (kind === 'desktop' ? 'desktop' : kind === 'mobile' ? '390' : '360');

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/**
 * A fresh admin session whose password is confirmed, so it may change delivery settings for five
 * minutes (`confirm: false`: a session that has not, as after a plain login).
 */
export async function adminToken(opts: { confirm?: boolean } = {}): Promise<string> {
  const r = await api<string>(ctx.server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
  expect(r.code === 200, `admin login: ${r.message}`);
  if (opts.confirm !== false) {
    const c = await api(ctx.server.base, '/setting/confirmPassword', { token: r.result, form: { password: ADMIN_PASSWORD } });
    expect(c.code === 200, `admin password confirmation: ${c.message}`);
  }
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
export async function adminPage(kind: Kind, hash: string, token?: string): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/#/login`);
  await page.evaluate((t) => localStorage.setItem('adminAccessToken', t), token ?? (await adminToken()));
  await page.goto(`${ctx.server.base}/admin/#${hash}`);
  await page.reload();
  await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
  return page;
}

/** One prepaid card (the batch file holds the clear password), made through the admin call; `channel` names the case. */
export async function makeCard(admin: string, channel: string): Promise<{ cardNumber: string; password: string }> {
  const res = await fetch(`${ctx.server.base}/api/cardBatch/add`, {
    method: 'POST',
    headers: { accessToken: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ channel, count: 1, days: 365, validUntil: '2099-12-31', format: 'csv' }),
  });
  const text = (await res.text()).replace(/^\uFEFF/, '');
  const [, row] = text.trim().split(/\r\n/);
  expect(row, `batch file has a card: ${text.slice(0, 200)}`);
  const [cardNumber, password] = row.split(',');
  return { cardNumber, password };
}

/** The newest code the development outbox holds for a recipient, sent after `since` (read as an administrator would). */
export async function outboxCode(admin: string, recipient: string, since: number): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await api<{ content: { body: string; createTime: string }[] }>(ctx.server.base, `/outbox/getByPage?recipient=${recipient}&pageSize=1`, {
      token: admin,
    });
    expect(res.code === 200, `outbox: ${res.message}`);
    const latest = res.result.content[0];
    if (latest && new Date(latest.createTime.replace(' ', 'T') + '+08:00').getTime() >= since - 2000) return /(\d{6})/.exec(latest.body)![1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the outbox for ${recipient}`);
}

/**
 * The shipped contacts (400-000-0000 …) are samples and stay off the public site (issue 30); a case
 * that needs a person to hand over to has the operator set a real one, once per run, as the
 * 联系人 screen would.
 */
let realContact: Promise<void> | null = null;
export function ensureRealContact(): Promise<void> {
  realContact ??= (async () => {
    const saved = await call('/contactMember/save', await adminToken(), {
      name: '招生咨询',
      type: 'phone',
      value: '020-80001234',
      workTime: '工作日 9:00–17:00',
    });
    expect(saved.code === 200, `a real contact: ${saved.message}`);
  })();
  return realContact;
}

/**
 * Lifts this machine's code-send gate: every browser of a lane comes from 127.0.0.1, which after five
 * code sends an hour must solve an image captcha (modules/verification/codes.ts). A case that is not
 * about that gate clears the address's counter the way an operator would, through 缓存监控
 * (`vcode:ip:*` keys, deleted by name).
 */
export async function liftCodeSendGate(admin: string): Promise<void> {
  const page = await call<{ content: { key: string }[] }>('/redis/getAllByPage?key=vcode:ip:&pageNumber=1&pageSize=100', admin);
  expect(page.code === 200, `list the send counters: ${page.message}`);
  const keys = page.result.content.map((row) => row.key);
  if (!keys.length) return;
  const deleted = await call('/redis/delByKeys', admin, { keys });
  expect(deleted.code === 200, `delete the send counters: ${deleted.message}`);
}
