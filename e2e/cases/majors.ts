/**
 * Issue 3, majors area: the major library and major detail with its four charts, the history page
 * (control lines, 一分一段 table + chart, score → rank lookup) and the saved schools / majors of the
 * personal centre; desktop and phone.
 */
import type { Page } from 'playwright-core';
import { api, expect, screenshot, type Case } from '../harness.ts';
import { ctx, overflowOf, studentPage, studentToken } from '../context.ts';

async function noOverflow(page: Page, what: string) {
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the phone by ${overflow}px`);
}

async function chartDrawn(page: Page, testId: string) {
  const canvas = page.getByTestId(testId).locator('canvas').first();
  await canvas.waitFor({ state: 'visible', timeout: 20_000 });
  const box = await canvas.boundingBox();
  expect(box && box.width > 100 && box.height > 100, `${testId} canvas is drawn (${JSON.stringify(box)})`);
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 1, `${testId} fits the viewport (${JSON.stringify(box)})`);
}

const MAJOR_CHARTS = ['chart-bar', 'chart-line', 'chart-rank', 'chart-schools'];
const MAJOR_NAME = '计算机科学与技术';

/** The undergraduate 计算机科学与技术, present in the demo set and the real catalog. */
async function majorId(): Promise<string> {
  const found = await api<{ id: string; name: string; level: string }[]>(
    ctx.server.base,
    `/rkProfessionRank/getByLike?name=${encodeURIComponent(MAJOR_NAME)}&level=${encodeURIComponent('本科')}`,
    { token: await studentToken() },
  );
  const major = found.result.find((m) => m.name === MAJOR_NAME);
  expect(major, `${MAJOR_NAME} is in the catalog: ${JSON.stringify(found)}`);
  return major.id;
}

/** 广东 2023 物理类 with real data; with the demo set whatever 广东 table exists if that one does not. */
async function rankTableKey(): Promise<{ province: string; year: number; subjectType: string }> {
  const wanted = { province: '广东', year: 2023, subjectType: '物理类' };
  if (ctx.dataMode === 'real') return wanted;
  const options = await api<{ year: number; subjectType: string }[]>(ctx.server.base, `/rankTable/options?province=${encodeURIComponent('广东')}`, {
    token: await studentToken(),
  });
  const same = options.result.find((o) => o.year === wanted.year && o.subjectType === wanted.subjectType);
  const pick = same ?? options.result[0];
  expect(pick, 'the demo set has a 广东 rank table');
  return { province: '广东', year: pick.year, subjectType: pick.subjectType };
}

async function expectedRank(key: { province: string; year: number; subjectType: string }, score: number) {
  const q = new URLSearchParams({ ...key, year: String(key.year), score: String(score) });
  const res = await api<{ rank: number; countAtScore: number | null; rankStart: number | null }>(ctx.server.base, `/rankTable/lookup?${q}`, {
    token: await studentToken(),
  });
  expect(res.code === 200, `lookup: ${res.message}`);
  return res.result;
}

async function lookupOnPage(page: Page, score: number, expected: number) {
  const input = page.getByTestId('rank-lookup-score');
  await input.waitFor({ timeout: 15_000 });
  await input.fill(String(score));
  await page.getByTestId('rank-lookup-submit').click();
  const result = page.getByTestId('rank-lookup-result');
  await result.waitFor({ timeout: 10_000 });
  const shown = Number(await result.getAttribute('data-rank'));
  expect(shown === expected, `the page shows rank ${shown}, /rankTable/lookup says ${expected}`);
  const text = (await page.getByTestId('rank-lookup-rank').innerText()).replace(/[,，\s]/g, '');
  expect(text === String(expected), `rank text ${text} = ${expected}`);
  const source = await page.getByTestId('rank-lookup-source').innerText();
  expect(/官方|第三方/.test(source), `the lookup names its source: ${source}`);
}

type Saved = { targetId: string }[];

/** Makes sure the school / major is saved (or not) for the test user, through the API. */
async function ensureSaved(kind: 'school' | 'major', targetId: string, saved: boolean) {
  const accessToken = await studentToken();
  const mine = await api<Saved>(ctx.server.base, `/professionCollection/getMine?kind=${kind}`, { token: accessToken });
  const now = mine.result.some((c) => c.targetId === targetId);
  if (now !== saved) {
    const res = await api(ctx.server.base, '/professionCollection/saveOrDelete', { token: accessToken, form: { kind, targetId } });
    expect(res.code === 200, `saveOrDelete: ${res.message}`);
  }
}

const SAVED_SCHOOL = { id: '10486', name: '武汉大学' };

export const cases: Case[] = [
  {
    name: 'majors: desktop library finds 计算机科学与技术 by jsj and its detail draws bar, line, rank and school charts',
    async run() {
      const id = await majorId();
      await ensureSaved('major', id, false);
      const page = await studentPage('desktop', '#/majorLibrary');
      await page.getByTestId('page-majorLibrary').waitFor({ timeout: 15_000 });
      await page.getByTestId('major-link').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'majors-library-desktop');
      const keyword = page.locator('input[data-testid="major-keyword"], [data-testid="major-keyword"] input').first();
      await keyword.fill('jsj');
      await keyword.press('Enter');
      await page.getByTestId('major-link').filter({ hasText: MAJOR_NAME }).first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'majors-library-search-desktop');
      await page
        .getByTestId('major-link')
        .filter({ hasText: new RegExp(`^${MAJOR_NAME}$`) })
        .first()
        .click();
      await page.getByTestId('page-majorDetail').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('major-name').innerText()) === MAJOR_NAME, 'the detail of the clicked major opens');
      for (const chart of MAJOR_CHARTS) await chartDrawn(page, chart);
      for (const card of ['major-chart-bar', 'major-chart-line', 'major-chart-rank', 'major-chart-schools']) {
        const source = await page.getByTestId(`${card}-source`).innerText();
        expect(/来源/.test(source) && /\d{4}|所院校/.test(source), `${card} says where its numbers come from: ${source}`);
      }
      if (ctx.dataMode === 'demo') await page.getByTestId('demo-banner').first().waitFor();
      await page.getByTestId('major-save').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="major-save"]')?.getAttribute('data-saved') === 'true', null, { timeout: 10_000 });
      await page.mouse.wheel(0, 0);
      await screenshot(page, 'majors-detail-desktop');
      await page.getByTestId('major-chart-rank').scrollIntoViewIfNeeded();
      await screenshot(page, 'majors-detail-charts-desktop');
      await page.context().close();
    },
  },
  {
    name: 'majors: phone library and detail with four charts, without overflow',
    async run() {
      const id = await majorId();
      const page = await studentPage('mobile', '#/menuDetail/majorLibrary');
      await page.getByTestId('page-majorLibrary').waitFor({ timeout: 15_000 });
      await page.getByTestId('major-link').first().waitFor({ timeout: 15_000 });
      await noOverflow(page, 'the major library');
      await screenshot(page, 'majors-library-mobile');
      await page.goto(`${ctx.server.base}/#/majorDetail?id=${encodeURIComponent(id)}`);
      await page.waitForFunction(() => location.hash.includes('menuDetail/majorDetail'), null, { timeout: 10_000 });
      await page.getByTestId('page-majorDetail').waitFor({ timeout: 15_000 });
      for (const chart of MAJOR_CHARTS) await chartDrawn(page, chart);
      await noOverflow(page, 'the major detail');
      await screenshot(page, 'majors-detail-mobile');
      await page.getByTestId('major-chart-rank').scrollIntoViewIfNeeded();
      await screenshot(page, 'majors-detail-charts-mobile');
      await page.context().close();
    },
  },
  {
    name: 'majors: desktop history shows control lines, the rank table and chart, and looks a score up as /rankTable/lookup does',
    async run() {
      const key = await rankTableKey();
      const page = await studentPage(
        'desktop',
        `#/history?province=${encodeURIComponent(key.province)}&year=${key.year}&subjectType=${encodeURIComponent(key.subjectType)}`,
      );
      await page.getByTestId('page-history').waitFor({ timeout: 15_000 });
      await chartDrawn(page, 'chart-rank-table');
      await page.getByTestId('rank-rows').locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      // The student's own 科类 first (issue 16), the other 科类 behind a switch.
      await page.locator('[data-testid="control-mine"], [data-testid="control-mine-empty"]').first().waitFor({ timeout: 15_000 });
      if (await page.getByTestId('control-others-switch').count()) {
        await page.getByTestId('control-others-switch').click();
        await page.getByTestId('control-table').waitFor({ timeout: 5_000 });
      }
      const title = await page.getByTestId('rank-table').locator('h3').innerText();
      expect(title.includes(String(key.year)) && title.includes(key.subjectType) && title.includes(key.province), `the table shown is the one asked: ${title}`);
      const expected = await expectedRank(key, 600);
      await lookupOnPage(page, 600, expected.rank);
      await page.locator('.zy-hist__hit').first().waitFor({ timeout: 5_000 });
      if (ctx.dataMode === 'demo') await page.getByTestId('demo-banner').first().waitFor();
      await screenshot(page, 'majors-history-desktop');
      await page.context().close();
    },
  },
  {
    name: 'majors: phone history with paged rank table, chart and lookup, without overflow',
    async run() {
      const key = await rankTableKey();
      const page = await studentPage(
        'mobile',
        `#/menuDetail/history?province=${encodeURIComponent(key.province)}&year=${key.year}&subjectType=${encodeURIComponent(key.subjectType)}`,
      );
      await page.getByTestId('page-history').waitFor({ timeout: 15_000 });
      await chartDrawn(page, 'chart-rank-table');
      await page.getByTestId('rank-rows').locator('tbody tr').first().waitFor({ timeout: 15_000 });
      const rows = await page.getByTestId('rank-rows').locator('tbody tr').count();
      expect(rows > 0 && rows <= 50, `the phone shows one page of rows (${rows})`);
      const expected = await expectedRank(key, 520);
      await lookupOnPage(page, 520, expected.rank);
      await noOverflow(page, 'the history page');
      await screenshot(page, 'majors-history-mobile');
      await page.getByTestId('rank-table').scrollIntoViewIfNeeded();
      await screenshot(page, 'majors-history-table-mobile');
      await page.context().close();
    },
  },
  {
    name: 'majors: saved school and major appear in the personal centre with links, and remove works',
    async run() {
      const id = await majorId();
      await ensureSaved('school', SAVED_SCHOOL.id, true);
      await ensureSaved('major', id, true);
      const page = await studentPage('desktop', '#/personalCenter?tab=school');
      const school = page.getByTestId('saved-school-item').filter({ hasText: SAVED_SCHOOL.name });
      await school.waitFor({ timeout: 15_000 });
      expect((await school.locator('a').getAttribute('href'))?.includes(`afterAssessedDetail?id=${SAVED_SCHOOL.id}`), 'the saved school links to its detail');
      await screenshot(page, 'majors-saved-schools-desktop');
      await page.getByTestId('pc-tab-major').click();
      const major = page.getByTestId('saved-major-item').filter({ hasText: MAJOR_NAME });
      await major.waitFor({ timeout: 15_000 });
      await screenshot(page, 'majors-saved-majors-desktop');
      await major.locator('a').first().click();
      await page.getByTestId('page-majorDetail').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('major-save').getAttribute('data-saved')) === 'true', 'the detail shows the major as saved');
      await page.goBack();
      await page.getByTestId('pc-tab-school').click();
      await school.getByTestId('saved-remove').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await school.waitFor({ state: 'detached', timeout: 10_000 });
      const mine = await api<Saved>(ctx.server.base, '/professionCollection/getMine?kind=school', { token: await studentToken() });
      expect(!mine.result.some((c) => c.targetId === SAVED_SCHOOL.id), 'the removal reached the server');
      await page.context().close();

      const phone = await studentPage('mobile', '#/menuDetail/personalCenter?tab=major');
      await phone.getByTestId('saved-major-item').filter({ hasText: MAJOR_NAME }).waitFor({ timeout: 15_000 });
      await noOverflow(phone, 'the saved majors');
      await screenshot(phone, 'majors-saved-majors-mobile');
      await phone.context().close();
      await ensureSaved('major', id, false);
    },
  },
];
