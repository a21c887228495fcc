/**
 * Issue 30, items 5 and 6 (Must show 2 and 4), desktop and phones (390 and 360), real data when
 * DATA_DIR is set:
 * - words: every page a student reaches (signed in, and the sign-up / legal pages as a visitor)
 *   shows no file name, no internal batch number (第 2 批次), no i18n key of the catalogues and no
 *   developer hint in its visible text;
 * - charts and tables: a one-year series reads as values, not a one-point chart; the history page's
 *   批次线 legend stays above the plot; the major score-line table keeps its 最高分 column in reach.
 *   Screenshots of each, at every width, for a person to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { CollegeScoreLines, MajorDetail } from '@zhiyuan/shared';
import { api, expect, root, screenshot, type Case } from '../harness.ts';
import { ctx, fits, pageHash, studentPage, studentToken, suffix, webPage, type Kind } from '../context.ts';

const KINDS: Kind[] = ['desktop', 'mobile', 'narrow'];
const PROVINCE = '广东';
const SCHOOL = '10003'; // 清华大学: lines in most provinces, in the demo set and the real data

/** What a user must never read. */
const FILE_NAME = /[\w\u4e00-\u9fa5-]+\.(csv|gz|json|xlsx|ts)\b/i;
const BATCH_NUMBER = /第\s*\d+\s*批次/;
const DEV_HINT = /开发模式|发件箱|outbox|development mode|验证码只写入/i;
const KEY_SHAPE = /\b[a-z]+(?:\.[a-zA-Z0-9]+)+\b/g;

/** Every key of the web catalogues (core and areas), zh-CN, as dotted paths. */
async function catalogueKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    else keys.add(prefix);
  };
  const dir = path.join(root, 'apps', 'web', 'src', 'i18n');
  walk((await import(path.join(dir, 'zh-CN.ts'))).default, '');
  for (const f of fs.readdirSync(path.join(dir, 'areas')).filter((n) => n.endsWith('.ts') && !n.includes('.test.'))) {
    walk(((await import(path.join(dir, 'areas', f))).default as Record<string, unknown>)['zh-CN'], '');
  }
  return keys;
}

/** The routes of the site a student walks (a query where the page needs one). */
async function studentRoutes(): Promise<[string, string][]> {
  const majors = await api<{ id: string; name: string }[]>(
    ctx.server.base,
    `/rkProfessionRank/getByLike?name=${encodeURIComponent('计算机科学与技术')}&level=${encodeURIComponent('本科')}`,
    { token: await studentToken() },
  );
  const major = majors.result.find((m) => m.name === '计算机科学与技术');
  expect(major, 'a major to open');
  return [
    ['index', ''],
    ['afterAssessed', ''],
    ['afterAssessedDetail', `?id=${SCHOOL}`],
    ['afterAssessedDetailMajor', `?id=${SCHOOL}&province=${encodeURIComponent(PROVINCE)}`],
    ['compareInstitutions', ''],
    ['majorLibrary', ''],
    ['majorDetail', `?id=${major.id}`],
    ['history', ''],
    ['qAndA', ''],
    ['information', ''],
    ['course', ''],
    ['expertIntroduction', ''],
    ['introduction', ''],
    ['other', ''],
    ['conditionsOfEnrolment', ''],
    ['materialTemplate', ''],
    ['whiteList', ''],
    ['strongBase', ''],
    ['strongBasePosition', ''],
    ['searchCooperation', ''],
    ['campPc', ''],
    ['schoolTest', ''],
    ['test', ''],
    ['testGuide', ''],
    ['report', ''],
    ['xuankeReport', ''],
    ['personalCenter', ''],
  ];
}

/**
 * Waits until the page shows its content: text on screen and no skeleton or spinner left (20 s at
 * most); a page that never does is reported, so a blank page cannot pass the scan.
 */
async function settle(page: Page, what: string) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  const shown = await page
    .waitForFunction(
      () => {
        const text = document.body.innerText.trim();
        return text.length > 40 && !document.querySelector('.ant-skeleton, .adm-skeleton, .ant-spin-spinning, .zy-page-loading');
      },
      undefined,
      { timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(shown, `${what} did not show its content in 20 s`);
  await page.waitForTimeout(300);
}

/** The internal words in the visible text of the page, each with a little context. */
async function internalWords(page: Page, keys: Set<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  const around = (i: number) => text.slice(Math.max(0, i - 20), i + 40).replace(/\s+/g, ' ');
  for (const [what, re] of [
    ['file name', FILE_NAME],
    ['batch number', BATCH_NUMBER],
    ['developer hint', DEV_HINT],
  ] as const) {
    const m = re.exec(text);
    if (m) found.push(`${what} "${m[0]}" in "…${around(m.index)}…"`);
  }
  for (const m of text.matchAll(KEY_SHAPE)) if (keys.has(m[0])) found.push(`i18n key "${m[0]}" in "…${around(m.index ?? 0)}…"`);
  return found;
}

function wordsCase(kind: Kind): Case {
  return {
    name: `words-and-charts: no file name, batch number, i18n key or developer hint on any page (${suffix(kind)})`,
    async run() {
      const keys = await catalogueKeys();
      expect(keys.has('forms.batch') && keys.size > 1000, `catalogue keys read: ${keys.size}`);
      const problems: string[] = [];
      let walked = 0;
      // signed in, every area of the site
      const page = await studentPage(kind, '#/index', { profile: true });
      for (const [name, query] of await studentRoutes()) {
        await page.goto(`${ctx.server.base}/${name === 'index' ? '#/index' : pageHash(kind, name, query)}`);
        await settle(page, name);
        walked += 1;
        if (name === 'xuankeReport') {
          // the 选科 report's source names publishers, not the files the rows were imported from
          const source = page.getByTestId('xk-source-publishers');
          await source.waitFor({ timeout: 20_000 });
          await source.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          expect(!FILE_NAME.test(await source.innerText()), `the 选科 source: ${await source.innerText()}`);
          await screenshot(page, `words-and-charts-xuanke-source-${suffix(kind)}`);
        }
        for (const p of await internalWords(page, keys)) problems.push(`${name}: ${p}`);
      }
      await page.context().close();
      // a visitor: sign-up (where the developer hint was), login, reset and the legal pages
      const visitor = await webPage(kind, '#/register');
      for (const hash of ['#/register', '#/login', '#/reset', '#/privacy', '#/agreement']) {
        await visitor.goto(`${ctx.server.base}/${hash}`);
        await settle(visitor, hash);
        walked += 1;
        for (const p of await internalWords(visitor, keys)) problems.push(`${hash}: ${p}`);
      }
      await screenshot(visitor, `words-and-charts-agreement-${suffix(kind)}`);
      await visitor.goto(`${ctx.server.base}/#/register`);
      await settle(visitor, 'register');
      await screenshot(visitor, `words-and-charts-register-${suffix(kind)}`);
      await visitor.context().close();
      console.log(`    (${walked} pages scanned)`);
      expect(problems.length === 0, `internal words shown to users:\n${problems.join('\n')}`);
    },
  };
}

/** A school with lines of exactly one year in the province (the one-point chart of issue 30), and one with several. */
async function schoolsByYears(): Promise<{ one: string | null; many: string | null }> {
  const token = await studentToken();
  const list = await api<{ content: { id: string }[] }>(ctx.server.base, '/schoolBaseInfo/getByPage?pageNumber=1&pageSize=100&sort=name', { token });
  let one: string | null = null;
  let many: string | null = null;
  for (const s of list.result.content) {
    if (one && many) break;
    const lines = await api<CollegeScoreLines>(ctx.server.base, `/collegeScoreLine/get/${encodeURIComponent(s.id)}?province=${encodeURIComponent(PROVINCE)}`, {
      token,
    });
    const years = new Set((lines.result?.years ?? []).filter((y) => y.rows.length > 0).map((y) => y.year));
    if (years.size === 1 && !one) one = s.id;
    if (years.size > 2 && !many) many = s.id;
  }
  return { one, many };
}

/** The school page's lines: a value per series for a single year, else a drawn chart. */
async function schoolLines(page: Page, kind: Kind, id: string, shot: string) {
  await page.goto(`${ctx.server.base}/${pageHash(kind, 'afterAssessedDetail', `?id=${id}`)}`);
  const lines = page.getByTestId('school-lines');
  await lines.waitFor({ timeout: 20_000 });
  await page.getByTestId('trend-chart').first().waitFor({ timeout: 20_000 });
  await lines.scrollIntoViewIfNeeded();
  await fits(page, kind, `the school lines of ${id}`);
  await screenshot(page, shot);
}

function chartsCase(kind: Kind): Case {
  return {
    name: `words-and-charts: one year reads as values, the 批次线 legend clears the plot, 最高分 stays in the major table (${suffix(kind)})`,
    async run() {
      const page = await studentPage(kind, '#/index', { profile: true });

      // 1. the school lines: a one-year school shows values, not a canvas
      const { one, many } = await schoolsByYears();
      if (one) {
        await schoolLines(page, kind, one, `words-and-charts-school-one-year-${suffix(kind)}`);
        const chart = page.getByTestId('trend-chart').first();
        expect((await chart.getAttribute('data-single-year')) !== null, `school ${one}: one year is shown as values`);
        expect((await chart.locator('canvas').count()) === 0, `school ${one}: no one-point chart`);
        const text = await chart.innerText();
        expect(/\d{4} 年：/.test(text), `the values name their year: "${text}"`);
      } else console.log(`    (no school with a single year of ${PROVINCE} lines among the first 100)`);
      if (many) {
        await schoolLines(page, kind, many, `words-and-charts-school-trend-${suffix(kind)}`);
        expect((await page.getByTestId('trend-chart').first().locator('canvas').count()) === 1, `school ${many}: several years are drawn`);
      }

      // 2. the major detail: a province and subject type with one year of lines shows values
      const token = await studentToken();
      const found = await api<{ id: string; name: string }[]>(
        ctx.server.base,
        `/rkProfessionRank/getByLike?name=${encodeURIComponent('计算机科学与技术')}&level=${encodeURIComponent('本科')}`,
        { token },
      );
      const majorId = found.result.find((m) => m.name === '计算机科学与技术')!.id;
      const detail = await api<MajorDetail>(ctx.server.base, `/professionBaseInfo/professionGeneralSituation/${encodeURIComponent(majorId)}`, { token });
      const years = new Map<string, Set<number>>();
      for (const l of detail.result.lines) {
        if (l.minScore === null) continue;
        const key = `${l.province}|${l.subjectType}`;
        years.set(key, (years.get(key) ?? new Set()).add(l.year));
      }
      const single = [...years].find(([, y]) => y.size === 1)?.[0];
      if (single) {
        const [province, subjectType] = single.split('|');
        await page.goto(
          `${ctx.server.base}/${pageHash(kind, 'majorDetail', `?id=${majorId}&province=${encodeURIComponent(province)}&subjectType=${encodeURIComponent(subjectType)}`)}`,
        );
        const line = page.getByTestId('chart-line');
        await line.waitFor({ timeout: 20_000 });
        expect((await line.getAttribute('data-single-year')) !== null, `${province} ${subjectType}: one year is shown as values`);
        await page.getByTestId('major-chart-line').scrollIntoViewIfNeeded();
        await fits(page, kind, 'the major detail');
        await screenshot(page, `words-and-charts-major-one-year-${suffix(kind)}`);
      } else console.log('    (every province of the major has several years of lines)');

      // 3. the history page: the 批次线 trend's legend is one line above the plot
      await page.goto(
        `${ctx.server.base}/${pageHash(kind, 'history', `?province=${encodeURIComponent(PROVINCE)}&year=2024&subjectType=${encodeURIComponent('物理类')}`)}`,
      );
      const control = page.getByTestId('control-lines');
      await control.waitFor({ timeout: 20_000 });
      const trend = page.getByTestId('chart-control');
      await trend.waitFor({ timeout: 20_000 }).catch(() => undefined);
      if (await trend.count()) {
        await trend.locator('canvas').first().waitFor({ timeout: 20_000 });
        await trend.scrollIntoViewIfNeeded();
        await fits(page, kind, 'the history page');
        // the legend cannot be read from the DOM (ECharts draws it on the canvas): the screenshots show it
        expect(Number(await trend.getAttribute('data-series')) > 1, 'the 批次线 trend draws several batches');
      } else expect(false, 'the 批次线 trend of 广东 物理类 is drawn');
      await screenshot(page, `words-and-charts-history-control-${suffix(kind)}`);

      // 4. the major score-line table keeps 最高分 within reach
      await page.goto(`${ctx.server.base}/${pageHash(kind, 'afterAssessedDetailMajor', `?id=${SCHOOL}&province=${encodeURIComponent(PROVINCE)}`)}`);
      const table = page.getByTestId('major-lines-table');
      await table.waitFor({ timeout: 20_000 });
      if (kind === 'desktop') {
        const head = table.locator('th', { hasText: '最高分' }).first();
        await head.waitFor({ timeout: 10_000 });
        // fits the card, or the table scrolls inside it; either way the column can be reached
        const [box, card] = [await head.boundingBox(), await table.boundingBox()];
        const scroller = table.locator('.ant-table-content, .ant-table-body').first();
        const scrolls = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1).catch(() => false);
        expect(box && card && (box.x + box.width <= card.x + card.width + 1 || scrolls), `最高分 is cut: ${JSON.stringify({ box, card, scrolls })}`);
      } else {
        const first = table.locator('.zy-line-card').first();
        await first.waitFor({ timeout: 10_000 });
        expect((await first.innerText()).includes('最高分'), 'each phone card shows 最高分');
      }
      await fits(page, kind, 'the major lines');
      // the table's title and head at the top of the screenshot, clear of the fixed header
      await page.getByTestId('major-lines-title').evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -90);
      });
      await screenshot(page, `words-and-charts-major-table-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = KINDS.flatMap((kind) => [chartsCase(kind), wordsCase(kind)]);
