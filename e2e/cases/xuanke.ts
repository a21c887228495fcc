/**
 * Issue 20, the 选科报告 (route xuankeReport) as a signed-in student, desktop and phones (390 and
 * 360): the numbers on screen are the API's (summary, top three, every combination's coverage,
 * the source), target majors, a chosen combination's closed majors, the links to the 学科潜能 and
 * 兴趣 tests without results and the fit with them, a province without requirement data, and the
 * error state. Fresh students, so results of other cases never leak in.
 */
import type { Page } from 'playwright-core';
import type { XuankeCombination, XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, fits, newStudent, noComingSoon, pageHash, suffix, type Kind } from '../context.ts';

const PROVINCE = '广东';
const REPORT = '/xuankeTopicOptions/xkTestReport';

interface Student {
  token: string;
  user: unknown;
}

/** A fresh student with a profile province, signed in through the API. */
async function student(tag: string, province: string): Promise<Student> {
  const made = await newStudent(await adminToken(), tag, 'xk');
  const login = await call<string>('/auth/login', '', { username: made.username, password: made.password });
  expect(login.code === 200, `login ${made.username}: ${login.message}`);
  const edit = await call('/user/edit', login.result, { province });
  expect(edit.code === 200, `province of ${made.username}: ${edit.message}`);
  const info = await call<{ user: unknown }>('/permission/getUserAndMenuList', login.result);
  return { token: login.result, user: info.result.user };
}

async function report(who: Student, query = ''): Promise<XuankeReport> {
  const res = await call<XuankeReport>(`${REPORT}${query}`, who.token);
  expect(res.code === 200, `${REPORT}${query}: ${res.code} ${res.message}`);
  return res.result;
}

/** The page as this student (token, profile and province where the site keeps them before it loads). */
async function open(kind: Kind, who: Student, province: string, query = '', before?: (page: Page) => void): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    (s) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', s.token);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
        localStorage.setItem('province', s.province);
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { token: who.token, user: who.user, province },
  );
  const page = await context.newPage();
  before?.(page);
  await page.goto(`${ctx.server.base}/${pageHash(kind, 'xuankeReport', query)}`);
  return page;
}

const pct = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${(share * 100).toFixed(1)}%`);
const frac = (s: { admissible: number; total: number } | null) => (s ? `${s.admissible.toLocaleString('en-US')}/${s.total.toLocaleString('en-US')}` : '—');
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();

/** Every combination's row shows the API's shares and counts. */
async function rowsMatch(page: Page, api: XuankeReport) {
  const rows = page.getByTestId('xk-row');
  expect((await rows.count()) === api.combinations.length, `${await rows.count()} rows for ${api.combinations.length} combinations`);
  for (const c of api.combinations) {
    const row = page.locator(`[data-testid="xk-row"][data-key="${c.key}"]`);
    const cells: [string, XuankeCombination['byPair'] | null][] = [
      ['pairs', c.byPair],
      ['majors', c.byMajor],
      ['seats', c.bySeats],
    ];
    for (const [metric, share] of cells) {
      if (!share) continue;
      const cell = (await row.getByTestId(`xk-cell-${metric}`).innerText()).replace(/\s+/g, ' ').trim();
      expect(cell === `${pct(share.share)} ${frac(share)}`, `${c.short} ${metric}: screen "${cell}", API "${pct(share.share)} ${frac(share)}"`);
    }
  }
}

function reportCase(kind: Kind): Case {
  return {
    name: `xuanke: the 选科 report shows the API's numbers, the top three and the way to the tests (${suffix(kind)})`,
    async run() {
      const who = await student(`r${suffix(kind)}`, PROVINCE);
      const api = await report(who);
      expect(api.year !== null && api.combinations.length === 12, `广东 has 12 combinations with a source year: ${api.year}`);
      expect(api.dataMode === ctx.dataMode, `data mode ${api.dataMode} (server ${ctx.dataMode})`);
      const page = await open(kind, who, PROVINCE);
      await page.getByTestId('xk-summary').waitFor({ timeout: 20_000 });
      await noComingSoon(page, 'xuankeReport');
      expect((await text(page, 'xk-summary-text')) === api.summary, "the summary is the API's");
      expect((await page.getByTestId('demo-banner').count()) === (api.dataMode === 'demo' ? 1 : 0), 'the demo banner shows exactly on demo data');
      expect((await text(page, 'xk-subtitle')).includes(String(api.year)), 'the subtitle names the source year');
      await fits(page, kind, 'the report');
      await screenshot(page, `xuanke-report-${suffix(kind)}`);

      // The top three, in order, with their scores.
      const cards = page.getByTestId('xk-top-card');
      expect((await cards.count()) === 3, 'three top cards');
      for (const [i, top] of api.top.entries()) {
        const card = cards.nth(i);
        expect((await card.getAttribute('data-key')) === top.key, `top ${i + 1} is ${top.key}`);
        expect((await card.getByTestId('xk-top-score').innerText()).includes(top.score.toFixed(1)), `top ${i + 1} score ${top.score}`);
        expect((await card.innerText()).includes(top.reasons[0]), `top ${i + 1} gives its coverage reason`);
      }
      // No results yet: both tests offered, each a link to the test page.
      await page.getByTestId('xk-tests-prompt').waitFor();
      for (const test of ['potential', 'interest']) {
        const href = await page.getByTestId(`xk-take-${test}`).getAttribute('href');
        expect(href?.includes(kind === 'desktop' ? '#/test' : '#/menuDetail/test'), `the ${test} link goes to the test page: ${href}`);
      }
      await page.getByTestId('xk-top').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the top three');
      await screenshot(page, `xuanke-top-${suffix(kind)}`);

      // Every combination, its numbers as the API has them; the chart is there.
      await page.getByTestId('xk-combinations').scrollIntoViewIfNeeded();
      await rowsMatch(page, api);
      await page.getByTestId('xk-chart').locator('canvas').first().waitFor();
      await fits(page, kind, 'the combinations');
      await screenshot(page, `xuanke-combinations-${suffix(kind)}`);

      // The source: year, rows and what was not read.
      await page.getByTestId('xk-source').scrollIntoViewIfNeeded();
      expect((await text(page, 'xk-source-year')) === String(api.year), 'source year');
      expect((await text(page, 'xk-source-rows')).replace(/,/g, '') === String(api.source.rows), 'rows counted');
      expect((await text(page, 'xk-source-unknown')).replace(/,/g, '') === String(api.source.unknownRows), 'rows not read');
      expect((await text(page, 'xk-source-pairs')).replace(/,/g, '') === String(api.source.pairs), 'school-major pairs');
      await fits(page, kind, 'the source');
      await screenshot(page, `xuanke-source-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function targetsCase(kind: Kind): Case {
  return {
    name: `xuanke: target majors and a chosen combination's closed majors (${suffix(kind)})`,
    async run() {
      const who = await student(`t${suffix(kind)}`, PROVINCE);
      const targets = ['临床医学', '计算机类'];
      const api = await report(who, `?targets=${encodeURIComponent(targets.join(','))}`);
      const page = await open(kind, who, PROVINCE, `?targets=${encodeURIComponent(targets.join(','))}`);
      await page.getByTestId('xk-targets-found').waitFor({ timeout: 20_000 });
      for (const target of api.targets) expect((await text(page, 'xk-targets-found')).includes(target.name), `target ${target.name} is reported`);
      const recommended = api.top.filter((x) => x.recommended).length;
      expect(
        (await page.getByTestId('xk-top-card').filter({ hasText: '覆盖全部目标专业' }).count()) === recommended,
        `${recommended} top cards cover every target`,
      );
      await page.getByTestId('xk-targets').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the targets');
      await screenshot(page, `xuanke-targets-${suffix(kind)}`);

      // Choose the narrowest combination: its closed majors are the API's, largest first.
      const narrow = [...api.combinations].sort((a, b) => (a.byPair.share ?? 0) - (b.byPair.share ?? 0))[0];
      await page.locator(`[data-testid="xk-row"][data-key="${narrow.key}"]`).click();
      await page.locator(`[data-testid="xk-detail"] [data-key="${narrow.key}"]`).waitFor({ timeout: 10_000 });
      const names = await page.getByTestId('xk-closed-item').locator('.zy-xk__closed-name').allInnerTexts();
      expect(JSON.stringify(names) === JSON.stringify(narrow.closed.top.map((m) => m.name)), `closed majors of ${narrow.short}: ${names.join('、')}`);
      expect((await page.getByTestId('xk-closed').getAttribute('data-count')) === String(narrow.closed.count), 'how many it closes');
      await page.getByTestId('xk-detail').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the detail');
      await screenshot(page, `xuanke-detail-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

/** Takes a test through the API with every item answered (middle of the scale) and its context filled. */
async function takeTest(who: Student, kind: string, pick: (values: number[], index: number) => number) {
  const def = await call<{
    items: { id: string; options?: { value: number }[] }[];
    scale: { values: number[] } | null;
    contextFields: { key: string; type: string; options?: string[]; min?: number; max?: number }[];
  }>(`/test/get/${kind}`, who.token);
  expect(def.code === 200, `/test/get/${kind}: ${def.message}`);
  const answers = Object.fromEntries(def.result.items.map((item, i) => [item.id, pick(item.options?.map((o) => o.value) ?? def.result.scale!.values, i)]));
  const context = Object.fromEntries(
    def.result.contextFields.map((f) => [f.key, f.type === 'number' ? Math.round(((f.min ?? 0) + (f.max ?? 100)) / 2) : (f.options?.[0] ?? '高一')]),
  );
  const saved = await call('/testAnswer/insert', who.token, { kind, answers, context, finish: true });
  expect(saved.code === 200, `finish ${kind}: ${saved.message}`);
}

function resultsCase(kind: Kind): Case {
  return {
    name: `xuanke: with 学科潜能 and 兴趣 results the fit weighs them (${suffix(kind)})`,
    async run() {
      const who = await student(`s${suffix(kind)}`, PROVINCE);
      await takeTest(who, 'subject-potential', (values, i) => values[(i % 2) * (values.length - 1)]);
      await takeTest(who, 'interest', (values, i) => values[i % values.length]);
      const api = await report(who);
      expect(api.student.subjectPotential && api.student.interest, 'both results are used');
      expect(api.weights.potential > 0 && api.weights.interest > 0, 'and weighed');
      const page = await open(kind, who, PROVINCE);
      await page.getByTestId('xk-tests-used').waitFor({ timeout: 20_000 });
      expect((await page.getByTestId('xk-tests-prompt').count()) === 0, 'no prompt once both tests are done');
      const first = page.getByTestId('xk-top-card').first();
      expect((await first.getAttribute('data-key')) === api.top[0].key, "the first is the API's");
      expect((await first.innerText()).includes('学科潜能：'), 'a reason names the subject potential');
      await page.getByTestId('xk-top').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the report with results');
      await screenshot(page, `xuanke-results-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function emptyCase(kind: Kind): Case {
  return {
    name: `xuanke: a province without requirement data says so (${suffix(kind)})`,
    async run() {
      // 山东 (3+3) is in neither the data set nor the demo set, and no other case imports it
      // (import-upload uploads 浙江 lines, so 浙江 may have data by the time this runs).
      const who = await student(`e${suffix(kind)}`, '山东');
      const api = await report(who);
      expect(
        api.mode === '3+3' && api.year === null && api.combinations.length === 0,
        `no requirement data for 山东: ${api.mode} ${api.year} ${api.combinations.length}`,
      );
      const page = await open(kind, who, '山东');
      await page.getByTestId('xk-empty').waitFor({ timeout: 20_000 });
      expect((await page.getByTestId('xk-empty').innerText()).includes('山东还没有带选科要求的录取数据'), 'the empty state names the province');
      await fits(page, kind, 'the empty state');
      await screenshot(page, `xuanke-empty-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function errorCase(): Case {
  return {
    name: 'xuanke: a failing call shows the error state with a retry (desktop)',
    async run() {
      const who = await student('x', PROVINCE);
      let fail = true;
      const page = await open('desktop', who, PROVINCE, '', (p) => {
        void p.route('**/api/xuankeTopicOptions/xkTestReport**', (route) =>
          fail
            ? route.fulfill({
                contentType: 'application/json',
                body: JSON.stringify({ success: false, code: 500, message: '服务器内部错误，请稍后再试', timestamp: Date.now(), result: null }),
              })
            : route.continue(),
        );
      });
      await page.getByTestId('xk-error').waitFor({ timeout: 20_000 });
      await screenshot(page, 'xuanke-error-desktop');
      fail = false;
      await page.getByTestId('xk-error').getByRole('button').click();
      await page.getByTestId('xk-summary').waitFor({ timeout: 20_000 });
      await page.context().close();
    },
  };
}

export const cases: Case[] = [
  ...(['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [reportCase(kind), targetsCase(kind), resultsCase(kind), emptyCase(kind)]),
  errorCase(),
];
