/**
 * Issue 16, items 6–8: no page overflows a 390 px or a 360 px phone; the desktop personal centre
 * sits in the page's centred container like header and footer; numbers and sources read as
 * finished (publisher instead of source ids, three years in compare, a short history page).
 */
import type { Page } from 'playwright-core';
import { api, expect, newContext, PHONES, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, newStudent, overflowOf, USER } from '../context.ts';
import { DESKTOP_CHILDREN } from '../../apps/web/src/routeTable.ts';

async function token(): Promise<string> {
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } });
  expect(login.code === 200, `login: ${login.message}`);
  return login.result;
}

type Kind = 'desktop' | 'mobile' | 'narrow';

/** A page of a fresh context; signed in as the e2e student (exam province 广东) unless `visitor`. */
async function open(kind: Kind, hash: string, opts: { visitor?: boolean; storage?: Record<string, string>; token?: string } = {}): Promise<Page> {
  const accessToken = opts.visitor ? null : (opts.token ?? (await token()));
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    ({ t, storage }) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        if (t) localStorage.setItem('accessToken', t);
        localStorage.setItem('province', '广东');
        for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { t: accessToken, storage: opts.storage ?? {} },
  );
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/${hash}`);
  return page;
}

const BUSY = '.ant-skeleton, .adm-skeleton, .zy-loading, .ant-spin-spinning, .adm-spin-loading, .adm-loading';

/** Waits until the page has drawn: a page is shown, no request in flight, no skeleton or spinner left. */
async function settled(page: Page) {
  await page.waitForSelector('[data-testid^="page-"], [data-testid="login-modal"]', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 10_000, polling: 200 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** The widest element sticking out of the viewport, to name in a failure. */
async function culprit(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    let worst: { right: number; what: string } | null = null;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= width + 1) continue;
      // an element inside a scroll box that clips it does not widen the page
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (!worst || r.right > worst.right)
        worst = { right: Math.round(r.right), what: `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).slice(0, 80)}` };
    }
    return worst ? `${worst.what} ends at ${worst.right}px` : 'nothing found';
  });
}

async function fitsPhone(page: Page, what: string, shot: string) {
  await settled(page);
  await screenshot(page, shot);
  // a blank or half-loaded page fits any phone: it must have drawn first
  const drawn = await page.evaluate(
    () => Boolean(document.querySelector('[data-testid^="page-"], [data-testid="login-modal"]')) && document.body.innerText.trim().length > 20,
  );
  expect(drawn, `${what} did not draw`);
  const overflow = await overflowOf(page);
  expect(overflow <= 0, `${what} overflows the ${page.viewportSize()?.width}px phone by ${overflow}px (${await culprit(page)})`);
}

async function majorId(t: string): Promise<string> {
  const found = await api<{ id: string; name: string }[]>(
    ctx.server.base,
    `/rkProfessionRank/getByLike?name=${encodeURIComponent('计算机科学与技术')}&level=${encodeURIComponent('本科')}`,
    { token: t },
  );
  const major = found.result.find((m) => m.name === '计算机科学与技术');
  expect(major, 'a major to open');
  return major.id;
}

const PC_SECTIONS = ['personal', 'score', 'wish', 'school', 'major', 'bind', 'password', 'vip', 'message'];
const COMPARE = JSON.stringify([
  { id: '10003', name: '清华大学' },
  { id: '10001', name: '北京大学' },
  { id: '10284', name: '南京大学' },
]);

/** Every phone page: the tab pages, each desktop page as its topic (menuDetail/*), details. */
async function phoneHashes(): Promise<{ hash: string; name: string }[]> {
  const major = await majorId(await token());
  const topics = DESKTOP_CHILDREN.filter(
    (r) =>
      r.path === r.name &&
      ![
        'index',
        'schoolTest',
        'personalCenter',
        'majorDetail',
        'afterAssessed',
        'afterAssessedDetail',
        'course',
        'expertIntroduction',
        'information',
        'informationDetail',
      ].includes(r.name),
  ).map((r) => ({
    hash: `#/menuDetail/${r.name}`,
    name: `topic-${r.name}`,
  }));
  return [
    { hash: '#/index', name: 'index' },
    { hash: '#/afterAssessed', name: 'afterAssessed' },
    { hash: '#/afterAssessedDetail?id=10003', name: 'afterAssessedDetail' },
    { hash: '#/information', name: 'information' },
    { hash: '#/informationDetail', name: 'informationDetail' },
    { hash: '#/course', name: 'course' },
    { hash: '#/expertIntroduction', name: 'expertIntroduction' },
    { hash: '#/my', name: 'my' },
    ...topics,
    { hash: `#/menuDetail/majorDetail?id=${major}`, name: 'topic-majorDetail' },
    { hash: '#/menuDetail/case/1', name: 'topic-case' },
    ...PC_SECTIONS.map((s) => ({ hash: `#/menuDetail/personalCenter?tab=${s}`, name: `pc-${s}` })),
  ];
}

/** What reads as unfinished to a student: internal source ids and file names. */
const INTERNAL = /official-[a-z]|third-party-[a-z]|exam-authority-|\.csv\b|\bmoe_\d/;

async function noInternalIds(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  const hit = INTERNAL.exec(text);
  expect(!hit, `${what} shows an internal source id: …${hit ? text.slice(Math.max(0, hit.index - 40), hit.index + 80) : ''}…`);
}

/** A fresh student whose 我的成绩 is 广东 with the given 科类 (the history page starts on it). */
async function studentWithScore(): Promise<{ token: string; subjectType: string }> {
  const admin = await adminToken();
  const student = await newStudent(admin, 'h16', 'lay');
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: student.username, password: student.password } });
  expect(login.code === 200, `login: ${login.message}`);
  const options = await api<{ year: number; subjectType: string }[]>(ctx.server.base, `/rankTable/options?province=${encodeURIComponent('广东')}`, {
    token: login.result,
  });
  const types = [...new Set(options.result.map((o) => o.subjectType))];
  // 历史类 when there is one: not the page's first choice, so the profile is what picks it
  const subjectType = types.find((t) => t.includes('历史')) ?? types[0];
  expect(subjectType, `广东 has a rank table: ${JSON.stringify(options)}`);
  const saved = await call<unknown>('/xueShengCjb/save', login.result, { province: '广东', year: 2025, subjectType, score: 560 });
  expect(saved.code === 200, `save the score: ${saved.message}`);
  return { token: login.result, subjectType };
}

async function historyChecks(kind: Kind, maxHeight: number) {
  const { token: t, subjectType } = await studentWithScore();
  const page = await open(kind, kind === 'desktop' ? '#/history' : '#/menuDetail/history', { token: t });
  await page.getByTestId('page-history').waitFor({ timeout: 20_000 });
  await page.getByTestId('rank-table').waitFor({ timeout: 20_000 });
  await settled(page);
  const title = await page.getByTestId('rank-table').locator('h3').innerText();
  expect(title.includes(subjectType), `the 一分一段 table starts on the student's 科类 ${subjectType}: ${title}`);
  expect((await page.getByTestId('control-table').count()) === 0, 'the other 科类 lines wait behind the switch');
  const legend = page.getByTestId('chart-control');
  if ((await legend.count()) > 0) {
    const series = Number(await legend.getAttribute('data-series'));
    expect(series >= 1 && series <= 6, `the control-line trend has a short legend (${series} series)`);
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await screenshot(page, `layout-${kind}-history`);
  await page.screenshot({ path: `e2e/screenshots/layout-${kind}-history-full.png`, fullPage: true });
  expect(height <= maxHeight, `the history page is ${height}px tall (at most ${maxHeight})`);
  await noInternalIds(page, 'the history page');
  if (kind !== 'desktop') expect((await overflowOf(page)) <= 0, 'the history page fits the phone');
  const others = page.getByTestId('control-others-switch');
  if ((await others.count()) > 0) {
    await others.click();
    await page.getByTestId('control-table').waitFor({ timeout: 5_000 });
    await screenshot(page, `layout-${kind}-history-others`);
    if (kind !== 'desktop') expect((await overflowOf(page)) <= 0, 'the other 科类 table fits the phone');
  }
  await page.context().close();
}

export const cases: Case[] = [
  ...PHONES.map((kind): Case => ({
    name: `layout: every phone page fits ${kind === 'narrow' ? '360' : '390'} px without horizontal overflow`,
    async run() {
      const failures: string[] = [];
      const first = await open(kind, '#/index', { storage: { compareSchools: COMPARE } });
      const context = first.context();
      await first.close();
      for (const { hash, name } of await phoneHashes()) {
        // a fresh tab per page: each is loaded as a student opening its link
        const page = await context.newPage();
        await page.goto(`${ctx.server.base}/${hash}`);
        try {
          await fitsPhone(page, name, `layout-${kind}-${name}`);
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
        await page.close();
      }
      await context.close();
      expect(failures.length === 0, failures.join('\n'));
    },
  })),
  ...PHONES.map((kind): Case => ({
    name: `layout: the visitor's pages and the login, register and reset dialogs fit ${kind === 'narrow' ? '360' : '390'} px`,
    async run() {
      const failures: string[] = [];
      // a visitor sees the home page; any other page asks for a login first (the dialog)
      const page = await open(kind, '#/index', { visitor: true });
      const check = async (name: string) => {
        try {
          await fitsPhone(page, name, `layout-${kind}-${name}`);
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
      };
      await page.getByTestId('page-index').waitFor({ timeout: 20_000 });
      await check('visitor-index');
      // 我的 of the tab bar: a visitor is asked to log in
      await page.evaluate(() => (location.hash = '#/my'));
      await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
      await check('dialog-login');
      await page.getByTestId('login-tab-sms').click();
      await check('dialog-login-sms');
      await page.getByTestId('to-register').first().click();
      await page
        .getByTestId('login-username')
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => undefined);
      await check('dialog-register');
      await page.keyboard.press('Escape');
      await page
        .getByTestId('login-modal')
        .waitFor({ state: 'hidden', timeout: 5_000 })
        .catch(() => undefined);
      await page.evaluate(() => (location.hash = '#/index'));
      await page.evaluate(() => (location.hash = '#/my'));
      await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
      await page
        .getByRole('button', { name: /忘记密码/ })
        .first()
        .click();
      await check('dialog-reset');
      await page.keyboard.press('Escape');
      for (const hash of ['#/login', '#/register', '#/reset', '#/403', '#/500', '#/nowhere']) {
        const tab = await page.context().newPage();
        await tab.goto(`${ctx.server.base}/${hash}`);
        try {
          await fitsPhone(tab, `visitor-${hash.slice(2)}`, `layout-${kind}-visitor-${hash.slice(2)}`);
        } catch (err) {
          failures.push(err instanceof Error ? err.message : String(err));
        }
        await tab.close();
      }
      await page.context().close();
      expect(failures.length === 0, failures.join('\n'));
    },
  })),
  {
    name: 'layout: the desktop personal centre sits in the same centred container as header and footer',
    async run() {
      const page = await open('desktop', '#/personalCenter?tab=personal');
      await page
        .getByTestId('page-personalCenter')
        .waitFor({ timeout: 30_000 })
        .catch(async (err: unknown) => {
          await screenshot(page, 'layout-desktop-personalCenter-failed');
          throw err;
        });
      await settled(page);
      // no named helpers inside evaluate (the test's compiler would wrap them in a helper the page lacks)
      const [header, tabs, body] = await page.evaluate(
        (sels) =>
          sels.map(([sel, content]) => {
            const el = document.querySelector(sel as string);
            if (!el) return null;
            const r = el.getBoundingClientRect();
            const st = getComputedStyle(el);
            // the header's content box is what its children line up to
            return content ? { left: r.left + parseFloat(st.paddingLeft), right: r.right - parseFloat(st.paddingRight) } : { left: r.left, right: r.right };
          }),
        [
          ['.zy-header__inner', true],
          ['[data-testid="page-personalCenter"] .ant-tabs', false],
          ['.zy-pc__body', false],
        ] as [string, boolean][],
      );
      const boxes = { header, tabs, body };
      await screenshot(page, 'layout-desktop-personalCenter');
      expect(header && tabs && body, `boxes found: ${JSON.stringify(boxes)}`);
      expect(header.left > 50, `the header is centred on 1440 px (${JSON.stringify(header)})`);
      expect(Math.abs(tabs.left - header.left) <= 1, `the tab column starts where the header content does (${tabs.left} vs ${header.left})`);
      expect(Math.abs(body.right - header.right) <= 1, `the panel ends where the header content does (${body.right} vs ${header.right})`);
      await page.context().close();
    },
  },
  {
    name: 'layout data: the history page starts on the student’s 科类, compactly, with a short legend (desktop)',
    run: () => historyChecks('desktop', 2400),
  },
  {
    name: 'layout data: the history page starts on the student’s 科类, compactly, with a short legend (360 px)',
    run: () => historyChecks('narrow', 3600),
  },
  {
    name: 'layout data: sources read as their publishers, never as ids or file names (school, major, history)',
    async run() {
      const t = await token();
      const page = await open('desktop', '#/afterAssessedDetail?id=10003');
      await page.getByTestId('lines-table').waitFor({ timeout: 20_000 });
      await settled(page);
      await noInternalIds(page, 'the school page');
      const publisher = await page.getByTestId('school-publisher').innerText();
      if (ctx.dataMode === 'real') expect(publisher === '教育部', `the school list is the ministry's: ${publisher}`);
      const note = page.getByTestId('source-note').first();
      expect((await note.getByTestId('publisher').count()) > 0, 'the lines say who published them');
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, 'layout-desktop-school-publisher');
      await page.goto(`${ctx.server.base}/#/majorDetail?id=${await majorId(t)}`);
      await page.getByTestId('major-overview').waitFor({ timeout: 20_000 });
      await settled(page);
      await noInternalIds(page, 'the major page');
      const overview = await page.getByTestId('major-overview').innerText();
      expect(!overview.includes('设置年份'), `the major page has no raw 设置年份 label: ${overview}`);
      expect((await page.getByTestId('major-publisher').count()) === 1, 'the catalogue names its publisher');
      if (ctx.dataMode === 'real') expect(/男 \d+% · 女 \d+%/.test(overview) && /人/.test(overview), `scale and gender shares read as sentences: ${overview}`);
      await screenshot(page, 'layout-desktop-major-overview');
      await page.context().close();
    },
  },
  {
    name: 'layout data: compare shows three years of lines, saying where a year has none',
    async run() {
      // on the real data: two 广东 schools whose 2021–2023 lines were published per major (group lines from 2025)
      const schools =
        ctx.dataMode === 'real'
          ? JSON.stringify([
              { id: '10558', name: '中山大学' },
              { id: '10561', name: '华南理工大学' },
            ])
          : COMPARE;
      const page = await open('desktop', '#/compareInstitutions', { storage: { compareSchools: schools } });
      await page.getByTestId('page-compareInstitutions').waitFor({ timeout: 20_000 });
      await page.getByTestId('compare-lines-table').waitFor({ timeout: 30_000 });
      await settled(page);
      const heads = await page.getByTestId('compare-lines-table').locator('thead th').allInnerTexts();
      expect(heads.length === 4, `a school column and three years: ${JSON.stringify(heads)}`);
      const cells = await page.getByTestId('compare-lines-table').locator('tbody td').allInnerTexts();
      const missing = await page.getByTestId('compare-missing-years').count();
      if (ctx.dataMode === 'real') {
        // 广东 物理类 本科批: 2025 group lines, 2023 from the major lines, none of 2024
        const filled = cells.filter((c) => /\d{3}/.test(c)).length;
        expect(filled >= 4, `two years per school are filled on the real data: ${JSON.stringify(cells)}`);
        expect((await page.getByTestId('compare-from-majors').count()) >= 2, 'the years read from major lines say so');
      }
      const rows = cells.length / 3;
      const emptyYears = [0, 1, 2].filter((col) => Array.from({ length: rows }, (_, r) => cells[r * 3 + col]).every((c) => c.includes('暂无')));
      expect(emptyYears.length === 0 || missing > 0, `a year none of the schools has is named under the table (${emptyYears.length} empty, note ${missing})`);
      await page.getByTestId('compare-lines').scrollIntoViewIfNeeded();
      await screenshot(page, 'layout-desktop-compare-lines');
      await noInternalIds(page, 'the compare page');
      await page.context().close();
    },
  },
];
