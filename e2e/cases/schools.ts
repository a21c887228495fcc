/** Issue 3, public side: school search with filters, school detail with its chart, comparison of three schools; desktop and phone. */
import type { Page } from 'playwright-core';
import { api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx, overflowOf, USER } from '../context.ts';

/** A signed-in page (token put in storage, as after the login dialog), opened at `hash`. */
async function signedIn(kind: 'desktop' | 'mobile', hash: string, extra: Record<string, string> = {}): Promise<Page> {
  // 广东 has lines in the demo set and in the real data.
  const storage = { province: '广东', ...extra };
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } });
  expect(login.code === 200, `login: ${login.message}`);
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    ({ token, extra }) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', token);
        for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { token: login.result, extra: storage },
  );
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/${hash}`);
  return page;
}

/** Waits for a condition in the page; fails naming what did not happen. */
async function until(page: Page, what: string, fn: () => boolean) {
  await page.waitForFunction(fn, null, { timeout: 15_000 }).catch(async () => {
    await screenshot(page, 'schools-failed');
    throw new Error(`${what} did not happen; at ${decodeURIComponent(page.url())}`);
  });
}

const names = (page: Page) => page.getByTestId('school-name').allInnerTexts();

async function noOverflow(page: Page, what: string) {
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the phone by ${overflow}px`);
}

async function chartDrawn(page: Page, testId: string) {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await canvas.waitFor({ state: 'visible', timeout: 15_000 });
  const box = await canvas.boundingBox();
  expect(box && box.width > 100 && box.height > 100, `${testId} canvas is drawn (${JSON.stringify(box)})`);
}

/**
 * The compare's trend: a drawn chart when two or more years have lines, or (issue 30) the one year's
 * values written out when only one has: a one-point chart says nothing.
 */
async function trendShown(page: Page, testId: string) {
  const trend = page.getByTestId(testId);
  await trend.waitFor({ timeout: 15_000 });
  const single = await trend.getAttribute('data-single-year');
  if (single === null) return chartDrawn(page, testId);
  const text = await trend.innerText();
  expect(/\d{3}/.test(text), `the one year's values are written out (${single}: ${text})`);
}

const THREE = [
  { id: '10003', name: '清华大学' },
  { id: '10001', name: '北京大学' },
  { id: '10284', name: '南京大学' },
];

export const cases: Case[] = [
  {
    name: 'schools: desktop search finds 清华大学 by qhdx and filters by 985 + 北京',
    async run() {
      const page = await signedIn('desktop', '#/afterAssessed');
      await page.getByTestId('page-afterAssessed').waitFor({ timeout: 15_000 });
      await page.getByTestId('school-card').first().waitFor({ timeout: 15_000 });
      const keyword = page.locator('input[data-testid="school-keyword"], [data-testid="school-keyword"] input').first();
      await keyword.fill('qhdx');
      await keyword.press('Enter');
      // The real data also has 青海大学 (qhdx): 清华大学, a 985, comes first.
      await until(
        page,
        'qhdx finds 清华大学 first',
        () => document.querySelector('[data-testid="school-name"]')?.textContent === '清华大学' && location.hash.includes('keyword=qhdx'),
      );
      expect(page.url().includes('keyword=qhdx'), `the keyword is kept in the URL: ${page.url()}`);
      await screenshot(page, 'schools-search-qhdx-desktop');

      await page.getByRole('button', { name: '重置筛选' }).click();
      await page.getByTestId('filter-tags').getByText('985', { exact: true }).click();
      await page.waitForFunction(() => location.hash.includes('tags=985'), null, { timeout: 10_000 });
      await page.getByTestId('filter-province').click();
      await page.locator('.ant-select-item-option').filter({ hasText: '北京' }).first().click();
      await page
        .waitForFunction(() => location.hash.includes('province=') && location.hash.includes('tags=985'), null, { timeout: 10_000 })
        .catch(async () => {
          await screenshot(page, 'schools-search-failed-desktop');
          throw new Error(`province not applied: ${decodeURIComponent(page.url())}`);
        });
      await until(page, 'the list shows only 北京 schools', () => {
        const cards = [...document.querySelectorAll('[data-testid="school-card"]')].map((e) => e.textContent ?? '');
        return cards.length > 0 && cards.every((c) => c.includes('北京') && c.includes('985'));
      });
      const found = await names(page);
      expect(found.includes('清华大学') && found.includes('北京大学'), `985 in 北京: ${found.join(',')}`);
      expect(!found.includes('南京大学'), `南京大学 is not in 北京: ${found.join(',')}`);
      const cards = await page.getByTestId('school-card').allInnerTexts();
      expect(
        cards.every((c) => c.includes('985') && c.includes('北京')),
        'every card shows 985 and 北京',
      );
      if (ctx.dataMode === 'demo') await page.getByTestId('demo-banner').waitFor();
      await screenshot(page, 'schools-search-filters-desktop');
      await page.context().close();
    },
  },
  {
    name: 'schools: phone search with qhdx, the filter sheet and an endless list, without overflow',
    async run() {
      const page = await signedIn('mobile', '#/afterAssessed');
      await page.getByTestId('page-afterAssessed').waitFor({ timeout: 15_000 });
      await page.getByTestId('school-card').first().waitFor({ timeout: 15_000 });
      await noOverflow(page, 'the school list');
      await screenshot(page, 'schools-list-mobile');
      const input = page.getByTestId('school-keyword').locator('input');
      await input.fill('qhdx');
      await input.press('Enter');
      await until(
        page,
        'qhdx finds 清华大学 first',
        () => document.querySelector('[data-testid="school-name"]')?.textContent === '清华大学' && location.hash.includes('keyword=qhdx'),
      );
      await screenshot(page, 'schools-search-qhdx-mobile');
      await input.fill('');
      await input.press('Enter');
      await page.getByTestId('open-filters').click();
      await page.getByTestId('filter-sheet').waitFor();
      await page.getByTestId('sheet-tags').getByText('985', { exact: true }).click();
      await screenshot(page, 'schools-filter-sheet-mobile');
      await page.getByTestId('apply-filters').click();
      await until(
        page,
        'the sheet applies 985 and the cleared keyword stays cleared',
        () => location.hash.includes('tags=985') && !location.hash.includes('keyword'),
      );
      await until(page, 'the list shows 985 schools only', () => {
        const cards = [...document.querySelectorAll('[data-testid="school-card"]')].map((e) => e.textContent ?? '');
        return cards.length > 1 && cards.every((c) => c.includes('985'));
      });
      const cards = await page.getByTestId('school-card').allInnerTexts();
      expect(cards.length > 0 && cards.every((c) => c.includes('985')), `every card is 985 (${cards.length})`);
      await noOverflow(page, 'the filtered list');
      await page.context().close();
    },
  },
  {
    name: 'schools: desktop detail of 清华大学 shows overview, lines with their source and the trend chart',
    async run() {
      const page = await signedIn('desktop', '#/afterAssessedDetail?id=10003');
      await page.getByTestId('page-afterAssessedDetail').waitFor({ timeout: 15_000 });
      await page.getByTestId('school-title').getByText('清华大学').waitFor({ timeout: 15_000 });
      const overview = await page.getByTestId('school-overview').innerText();
      expect(overview.includes('10003') && overview.includes('教育部'), 'overview shows the code and department');
      await chartDrawn(page, 'trend-chart');
      await page.getByTestId('lines-table').waitFor();
      const note = await page.getByTestId('source-note').first().innerText();
      expect(/数据来源/.test(note) && /年份/.test(note), `the table says its source and year: ${note}`);
      expect((await page.locator('.zy-source-badge').count()) > 0, 'rows carry official / third-party badges');
      await page.getByTestId('school-majors').waitFor({ timeout: 10_000 });
      if (ctx.dataMode === 'demo') await page.getByTestId('demo-banner').first().waitFor();
      await screenshot(page, 'schools-detail-desktop');
      await page.getByTestId('school-lines').scrollIntoViewIfNeeded();
      await screenshot(page, 'schools-detail-lines-desktop');
      // The school's major lines, one click away.
      await page.getByTestId('to-major-lines').click();
      await page.getByTestId('page-afterAssessedDetailMajor').waitFor({ timeout: 15_000 });
      await page.getByTestId('major-lines-table').waitFor({ timeout: 15_000 });
      const title = await page.getByTestId('major-lines-title').innerText();
      expect(/\d{4}/.test(title), `the major table names its year: ${title}`);
      expect((await page.getByTestId('source-note').count()) > 0, 'the major lines say their source');
      await screenshot(page, 'schools-major-lines-desktop');
      await page.context().close();
    },
  },
  {
    name: 'schools: phone detail shows the chart and line cards without overflow; a hot-school link by name resolves',
    async run() {
      const page = await signedIn('mobile', '#/afterAssessedDetail?name=' + encodeURIComponent('清华大学'));
      await page.getByTestId('school-title').getByText('清华大学').waitFor({ timeout: 15_000 });
      expect(page.url().includes('id=10003'), `?name= resolves to the id: ${page.url()}`);
      await chartDrawn(page, 'trend-chart');
      await page.getByTestId('lines-table').waitFor();
      await noOverflow(page, 'the school detail');
      await screenshot(page, 'schools-detail-mobile');
      await page.getByTestId('school-lines').scrollIntoViewIfNeeded();
      await screenshot(page, 'schools-detail-lines-mobile');
      await page.goto(`${ctx.server.base}/#/afterAssessedDetailMajor?id=10003`);
      await page.getByTestId('page-afterAssessedDetailMajor').waitFor({ timeout: 15_000 });
      expect(page.url().includes('menuDetail/afterAssessedDetailMajor'), `opens as a phone topic: ${page.url()}`);
      await page.locator('[data-testid="major-lines-table"], [data-testid="major-lines-empty"]').first().waitFor({ timeout: 15_000 });
      await noOverflow(page, 'the major lines');
      await screenshot(page, 'schools-major-lines-mobile');
      await page.context().close();
    },
  },
  {
    name: 'schools: desktop compare of three schools from the list, through the basket, surviving a reload',
    async run() {
      const page = await signedIn('desktop', '#/afterAssessed');
      for (const s of THREE) {
        await page.goto(`${ctx.server.base}/#/afterAssessed?keyword=${encodeURIComponent(s.name)}`);
        const card = page.getByTestId('school-card').filter({ hasText: s.name }).first();
        await card.waitFor({ timeout: 15_000 });
        await card.getByTestId('school-compare').click();
      }
      await page.getByTestId('compare-basket').waitFor();
      const basket = await page.getByTestId('compare-basket').innerText();
      expect(
        THREE.every((s) => basket.includes(s.name)),
        `the basket holds the three: ${basket}`,
      );
      await screenshot(page, 'schools-basket-desktop');
      await page.reload();
      await page.getByTestId('compare-basket').waitFor({ timeout: 15_000 });
      const toggle = page.getByTestId('basket-toggle');
      if (await toggle.count()) await toggle.click();
      await page.getByTestId('basket-start').click();
      await page.getByTestId('page-compareInstitutions').waitFor({ timeout: 15_000 });
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-school"] a').length === 3, null, { timeout: 15_000 });
      const heads = await page.getByTestId('compare-school').allInnerTexts();
      expect(
        THREE.every((s) => heads.some((h) => h.includes(s.name))),
        `three schools side by side: ${heads.join('|')}`,
      );
      const table = await page.getByTestId('compare-table').innerText();
      expect(table.includes('985') && table.includes('北京') && table.includes('南京'), 'tags and places compared');
      await trendShown(page, 'compare-chart');
      await page.getByTestId('compare-lines-table').waitFor();
      await page.getByTestId('common-majors').waitFor({ timeout: 10_000 });
      await screenshot(page, 'schools-compare-desktop');
      await page.getByTestId('compare-lines').scrollIntoViewIfNeeded();
      await screenshot(page, 'schools-compare-lines-desktop');
      await page.getByTestId('compare-remove').last().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-school"]').length === 2, null, { timeout: 10_000 });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('compareSchools') ?? '[]') as { id: string }[]);
      expect(stored.length === 2, `the removal is stored: ${JSON.stringify(stored)}`);
      await page.context().close();
    },
  },
  {
    name: 'schools: phone compare of three schools scrolls inside its tables, not the page',
    async run() {
      const page = await signedIn('mobile', '#/compareInstitutions', { compareSchools: JSON.stringify(THREE) });
      await page.getByTestId('page-compareInstitutions').waitFor({ timeout: 15_000 });
      expect(page.url().includes('menuDetail/compareInstitutions'), `opens as a phone topic: ${page.url()}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-school"] a').length === 3, null, { timeout: 15_000 });
      await trendShown(page, 'compare-chart');
      await page.getByTestId('common-majors').waitFor({ timeout: 10_000 });
      await noOverflow(page, 'the comparison');
      await screenshot(page, 'schools-compare-mobile');
      await page.getByTestId('compare-lines').scrollIntoViewIfNeeded();
      await screenshot(page, 'schools-compare-lines-mobile');
      await page.context().close();
    },
  },
  {
    name: 'schools: the browser reads a compressed answer, keeps it, and checks it again with a 304 (HTTP caching)',
    async run() {
      const page = await signedIn('desktop', '#/afterAssessed');
      await page.getByTestId('page-afterAssessed').waitFor({ timeout: 15_000 });
      // The same search three times: as the list asks it, again within its max-age (from the browser's
      // cache, nothing sent), and once more as a reload asks it (revalidated: the server's 304).
      const seen = await page.evaluate(async () => {
        const url = '/api/schoolBaseInfo/getByPage?pageNumber=1&pageSize=50&sort=name';
        const first = await fetch(url);
        const firstBody = await first.json();
        const again = await (await fetch(url)).json();
        const checked = await (await fetch(url, { cache: 'no-cache' })).json();
        const timings = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith(url));
        return {
          encoding: first.headers.get('content-encoding'),
          etag: first.headers.get('etag'),
          cacheControl: first.headers.get('cache-control'),
          json: JSON.stringify(firstBody.result).length,
          same: JSON.stringify(again.result) === JSON.stringify(firstBody.result) && JSON.stringify(checked.result) === JSON.stringify(firstBody.result),
          count: firstBody.result.content.length,
          code: firstBody.code,
          transfers: timings.map((e) => ({ transfer: e.transferSize, body: e.encodedBodySize })),
        };
      });
      const [first, again, checked] = seen.transfers;
      expect(seen.code === 200 && seen.count > 0, `the search answers: ${JSON.stringify(seen)}`);
      expect(['br', 'gzip'].includes(seen.encoding ?? ''), `the answer comes compressed: ${JSON.stringify(seen)}`);
      expect(!!seen.etag && /public/.test(seen.cacheControl ?? ''), `with an ETag and a public Cache-Control: ${JSON.stringify(seen)}`);
      expect(seen.same, 'Chromium unpacks the same result each time');
      expect(seen.transfers.length === 3 && first.body > 0 && first.body < seen.json / 2, `it is smaller on the wire: ${JSON.stringify(seen)}`);
      expect(again.transfer === 0, `the second ask came from the browser's cache: ${JSON.stringify(seen)}`);
      expect(checked.transfer > 0 && checked.transfer < first.transfer, `the third was a 304 (headers only): ${JSON.stringify(seen)}`);
      await page.context().close();
    },
  },
];
