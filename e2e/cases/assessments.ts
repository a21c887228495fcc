/**
 * Issue 20, the 测评 pages (route test; menuDetail/test on a phone), desktop and phones (390, 360):
 * the list; the 60-item interest test and the reverse-keyed study-control test taken through the
 * UI (a paged list on a desktop, one item per screen on a phone), resumed after a reload mid-test,
 * to reports whose numbers are the API's (and, for interest and study-control, our own count of
 * the answer sheet); the test pages never among the page tags; a parent test answered to a high
 * GAD-7 total shows the care box with 12356; a group made by one student and joined by another;
 * the appendix; unknown kinds and records are 404s. A fresh student per case.
 */
import type { Page } from 'playwright-core';
import type { TestDefinitionView, TestGroupReport, TestListItem, TestReport } from '@zhiyuan/shared/contracts/assessment';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, fits, newStudent, noComingSoon, pageHash, suffix, type Kind } from '../context.ts';

interface Student {
  token: string;
  user: unknown;
  nickname: string;
}

async function student(tag: string): Promise<Student> {
  const made = await newStudent(await adminToken(), tag, 'ts');
  const login = await call<string>('/auth/login', '', { username: made.username, password: made.password });
  expect(login.code === 200, `login ${made.username}: ${login.message}`);
  const info = await call<{ user: unknown }>('/permission/getUserAndMenuList', login.result);
  return { token: login.result, user: info.result.user, nickname: `会员测试${tag}` };
}

async function get<T>(who: Student, pathname: string): Promise<T> {
  const res = await call<T>(pathname, who.token);
  expect(res.code === 200, `${pathname}: ${res.code} ${res.message}`);
  return res.result;
}

/** The site as this student, opened at the test page with `query`. */
async function open(kind: Kind, who: Student, query = ''): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    (s) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', s.token);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
        localStorage.setItem('province', '广东');
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { token: who.token, user: who.user },
  );
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/${pageHash(kind, 'test', query)}`);
  await page.getByTestId('page-test').waitFor({ timeout: 20_000 });
  return page;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();
const scoreText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The page tags and cached pages as the site holds them (Root writes them on <html>). */
async function tagsOf(page: Page): Promise<{ tags: string[]; cached: string[] }> {
  return page.evaluate(() => ({
    tags: (document.documentElement.dataset.pageTags ?? '').split(' ').filter(Boolean),
    cached: (document.documentElement.dataset.cachedPages ?? '').split(' ').filter(Boolean),
  }));
}

async function noTestTag(page: Page, what: string) {
  const { tags, cached } = await tagsOf(page);
  expect(tags.length > 0, `${what}: the page tags are readable (${tags.join(' ')})`);
  const test = tags.filter((p) => /^\/test(\?|$)/.test(p) || /^\/menuDetail\/test(\?|$)/.test(p));
  expect(test.length === 0, `${what}: no test page among the tags: ${tags.join(' ')}`);
  expect(!cached.includes('test'), `${what}: test is not a cached page: ${cached.join(' ')}`);
}

/**
 * Answers items [from, to) through clicks: on a phone one per screen (each tap moves on), on a
 * desktop in the paged list (next page after its last item). `pick` gives the value of item i.
 */
async function answerThrough(page: Page, kind: Kind, def: TestDefinitionView, from: number, to: number, pick: (i: number) => number) {
  for (let i = from; i < to; i++) {
    const value = pick(i);
    if (kind === 'desktop') {
      const item = page.locator(`[data-testid="run-item"][data-index="${i}"]`);
      await item.waitFor({ timeout: 10_000 });
      await item.locator(`[data-testid="run-option"][data-value="${value}"]`).click();
      const endOfPage = (i + 1) % 10 === 0 && i + 1 < def.items.length;
      if (endOfPage && i + 1 < to) {
        await page.getByTestId('run-next-page').click();
        await page.locator(`[data-testid="run-pages"][data-page="${(i + 1) / 10}"]`).waitFor({ timeout: 10_000 });
      }
    } else {
      const screen = page.locator(`[data-testid="run-screen"][data-index="${i}"]`);
      await screen.waitFor({ timeout: 10_000 });
      await screen.locator(`[data-testid="run-option"][data-value="${value}"]`).click();
      if (i + 1 < def.items.length) await page.locator(`[data-testid="run-screen"][data-index="${i + 1}"]`).waitFor({ timeout: 10_000 });
      else await page.getByTestId('run-done').waitFor({ timeout: 10_000 });
    }
  }
}

/** Waits until the server holds `count` answers of the sitting in progress. */
async function savedCount(who: Student, testKind: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await get<TestListItem[]>(who, '/test/getAll');
    const answered = list.find((x) => x.kind === testKind)?.inProgress?.answered ?? 0;
    if (answered === count) return;
    if (Date.now() > deadline) throw new Error(`the server holds ${answered} answers of ${testKind}, expected ${count}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The report on screen shows the API's numbers: code, every dimension's score and band. */
async function reportMatches(page: Page, api: TestReport) {
  expect((await text(page, 'tr-title')) === api.title, "the title is the API's");
  expect((await text(page, 'tr-summary')) === api.summary, "the summary is the API's");
  expect((await page.getByTestId('tr').getAttribute('data-code')) === api.reportCode, `report type ${api.reportCode}`);
  if (api.code) expect((await text(page, 'tr-code')) === api.code, `code ${api.code}`);
  const rows = page.getByTestId('tr-dim');
  expect((await rows.count()) === api.dimensions.length, `${await rows.count()} dimensions on screen, ${api.dimensions.length} in the API`);
  for (const d of api.dimensions) {
    const row = page.locator(`[data-testid="tr-dim"][data-key="${d.key}"]`);
    const score = (await row.getByTestId('tr-dim-score').innerText()).trim();
    expect(score === scoreText(d.score), `${d.label}: screen ${score}, API ${d.score}`);
    if (d.band) expect((await row.getByTestId('tr-dim-band').innerText()).trim() === d.band, `${d.label} band ${d.band}`);
  }
  await page.getByTestId('tr-chart').locator('canvas').first().waitFor({ timeout: 10_000 });
  expect((await page.getByTestId('tr-chart').getAttribute('data-chart')) === api.chart, `chart ${api.chart}`);
}

/** Screenshots of a report's parts, each checked for overflow. */
async function reportShots(page: Page, kind: Kind, name: string, parts: string[]) {
  await fits(page, kind, `the ${name} report`);
  await screenshot(page, `assessments-${name}-report-${suffix(kind)}`);
  for (const part of parts) {
    await page.getByTestId(part).scrollIntoViewIfNeeded();
    await fits(page, kind, `${name} ${part}`);
    await screenshot(page, `assessments-${name}-${part.replace(/^tr-/, '')}-${suffix(kind)}`);
  }
}

const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'];
/** The Short Form's order interleaves the types two by two: R R I I A A S S E E C C, twice … */
const interestType = (i: number) => RIASEC[Math.floor((i % 12) / 2)];
/** A varied answer sheet, 0–4 by position (shifted every round of twelve so each type gets a mix). */
const SHEET = [4, 3, 1, 2, 0, 3, 4, 2, 1, 0, 2, 3];
const interestPick = (i: number) => SHEET[(i + Math.floor(i / 12)) % 12];

function interestCase(kind: Kind): Case {
  return {
    name: `assessments: the 60-item interest test through clicks, resumed after a reload, to a report with the API's numbers; no test tag (${suffix(kind)})`,
    async run() {
      const who = await student(`i${suffix(kind)}`);
      const def = await get<TestDefinitionView>(who, '/test/get/interest');
      expect(def.items.length === 60, `interest has 60 items (${def.items.length})`);
      const list = await get<TestListItem[]>(who, '/test/getAll');

      // The list: grouped, with time, items, what each tells; nothing started yet.
      const page = await open(kind, who);
      await page.locator('[data-testid="tests-item"][data-kind="interest"]').waitFor({ timeout: 20_000 });
      await noComingSoon(page, 'test');
      for (const test of list) {
        const item = page.locator(`[data-testid="tests-item"][data-kind="${test.kind}"]`);
        const body = await item.innerText();
        expect(
          body.includes(test.title) && body.includes(`${test.itemCount} 题`) && body.includes(`约 ${test.minutes} 分钟`),
          `${test.kind}: title, items and minutes (${body.slice(0, 80)})`,
        );
        expect((await item.getByTestId('tests-own-items').count()) === (test.ownItems ? 1 : 0), `${test.kind}: 自编题目 exactly where ownItems`);
        expect((await item.getByTestId('tests-item-start').count()) === 1, `${test.kind}: not started yet`);
      }
      const students = await page.getByTestId('tests-student').getByTestId('tests-item').count();
      const parent = await page.getByTestId('tests-parent').getByTestId('tests-item').count();
      expect(
        students === list.filter((x) => x.audience === 'student').length && parent === list.filter((x) => x.audience === 'parent').length,
        'grouped for students and for parents',
      );
      expect((await page.getByTestId('tests-link-xuanke').getAttribute('href'))?.includes('xuankeReport'), 'the 选科 report link');
      expect((await page.getByTestId('tests-link-guide').getAttribute('href'))?.includes('testGuide'), 'the 专业定位 link');
      await fits(page, kind, 'the test list');
      await screenshot(page, `assessments-list-${suffix(kind)}`);
      await page.getByTestId('tests-parent').scrollIntoViewIfNeeded();
      await screenshot(page, `assessments-list-parent-${suffix(kind)}`);

      // The runner's intro: source and its ™ notice, 仅供参考，非诊断.
      await page.locator('[data-testid="tests-item"][data-kind="interest"]').getByTestId('tests-item-start').click();
      await page.getByTestId('run-intro').waitFor({ timeout: 20_000 });
      expect((await text(page, 'run-source-notice')).includes('O*NET™'), 'the O*NET notice at the start');
      expect((await text(page, 'run-intro')).includes('仅供参考，非诊断'), 'not a diagnosis, at the start');
      await fits(page, kind, 'the intro');
      await screenshot(page, `assessments-interest-intro-${suffix(kind)}`);
      await page.getByTestId('run-start').click();

      // 25 answers, saved as they go; the runner is no tag.
      await answerThrough(page, kind, def, 0, 25, interestPick);
      await fits(page, kind, 'the runner');
      await screenshot(page, `assessments-interest-runner-${suffix(kind)}`);
      await savedCount(who, 'interest', 25);
      await page.locator('[data-testid="run-save"][data-state="saved"]').waitFor({ timeout: 10_000 });
      await noTestTag(page, 'mid-test');

      // A reload (as another device would): the sitting resumes at item 26.
      await page.reload();
      await page.getByTestId('run-continue').waitFor({ timeout: 20_000 });
      expect((await text(page, 'run-continue')).includes('25/60'), `continue at 25/60: ${await text(page, 'run-continue')}`);
      await page.getByTestId('run-continue').click();
      if (kind === 'desktop') {
        await page.locator('[data-testid="run-pages"][data-page="2"]').waitFor({ timeout: 10_000 });
        expect((await page.locator('[data-testid="run-item"][data-index="20"] [aria-checked="true"]').count()) === 1, 'answers before the reload are shown');
      } else {
        await page.locator('[data-testid="run-screen"][data-index="25"]').waitFor({ timeout: 10_000 });
        await page.getByTestId('run-prev').click();
        await page.locator('[data-testid="run-screen"][data-index="24"]').waitFor({ timeout: 10_000 });
        const chosen = await page.locator('[data-testid="run-option"][aria-checked="true"]').getAttribute('data-value');
        expect(chosen === String(interestPick(24)), `item 25 keeps its answer ${interestPick(24)} (${chosen})`);
        await page.getByTestId('run-next').click();
        await page.locator('[data-testid="run-screen"][data-index="25"]').waitFor({ timeout: 10_000 });
      }
      await screenshot(page, `assessments-interest-resumed-${suffix(kind)}`);

      // The rest, then submit.
      await answerThrough(page, kind, def, 25, 60, interestPick);
      if (kind !== 'desktop') {
        await fits(page, kind, 'the last screen');
        await screenshot(page, `assessments-interest-done-${suffix(kind)}`);
      }
      await page.getByTestId('run-submit').click();
      await page.getByTestId('tr').waitFor({ timeout: 20_000 });

      // The report's numbers are the API's, and our own count of the answer sheet.
      const api = await get<TestReport>(who, '/testAnswer/getTestAnswer?kind=interest');
      await reportMatches(page, api);
      const sums: Record<string, number> = Object.fromEntries(RIASEC.map((x) => [x, 0]));
      def.items.forEach((_, i) => (sums[interestType(i)] += interestPick(i)));
      for (const d of api.dimensions) expect(d.score === sums[d.key], `${d.key}: API ${d.score}, the sheet sums to ${sums[d.key]}`);
      expect((await page.getByTestId('tr-source-notice').innerText()).includes('O*NET™'), 'the notice on the report');
      const majors = page.locator('[data-testid="tr-lead"][data-type="major"] a');
      expect((await majors.count()) > 0, 'majors lead somewhere');
      expect((await majors.first().getAttribute('href'))?.includes('majorLibrary?category='), 'a major class opens the major library filtered by it');
      await reportShots(page, kind, 'interest', ['tr-scores', 'tr-leads', 'tr-about', 'tr-history']);
      expect((await page.getByTestId('tr-history-item').count()) === 1, 'one sitting in the history');
      await noTestTag(page, 'on the report');

      // Another page does get a tag (the tags are live), the test pages still none.
      await page.goto(`${ctx.server.base}/${pageHash(kind, 'majorLibrary')}`);
      await page.getByTestId('page-majorLibrary').waitFor({ timeout: 20_000 });
      await page
        .waitForFunction(() => (document.documentElement.dataset.pageTags ?? '').includes('majorLibrary'), null, { timeout: 5_000 })
        .catch(async () => expect(false, `majorLibrary is tagged: ${(await tagsOf(page)).tags.join(' ')}`));
      await noTestTag(page, 'after leaving');
      await page.context().close();
    },
  };
}

/** BSCS items 2, 3, 4, 5, 7, 9, 10, 12, 13 are reversed: all 5s give 4×5 + 9×1 = 29, all 1s 4×1 + 9×5 = 49. */
const BSCS_REVERSED = new Set([2, 3, 4, 5, 7, 9, 10, 12, 13]);
const bscsTotal = (answer: number) => Array.from({ length: 13 }, (_, i) => (BSCS_REVERSED.has(i + 1) ? 6 - answer : answer)).reduce((a, b) => a + b, 0);

function studyControlCase(kind: Kind): Case {
  return {
    name: `assessments: study-control (reverse-keyed) through clicks to its gauge report; a retake keeps the history (${suffix(kind)})`,
    async run() {
      const who = await student(`c${suffix(kind)}`);
      const def = await get<TestDefinitionView>(who, '/test/get/study-control');
      const page = await open(kind, who, '?kind=study-control');
      await page.getByTestId('run-start').click();
      await answerThrough(page, kind, def, 0, 13, () => 5);
      await page.getByTestId('run-submit').click();
      await page.getByTestId('tr').waitFor({ timeout: 20_000 });
      const first = await get<TestReport>(who, '/testAnswer/getTestAnswer?kind=study-control');
      await reportMatches(page, first);
      expect(first.dimensions[0].score === bscsTotal(5) && bscsTotal(5) === 29, `all 5s score ${first.dimensions[0].score} (reverse keys give 29)`);
      expect(first.chart === 'gauge', 'a gauge');
      await reportShots(page, kind, 'study-control', ['tr-scores', 'tr-watchouts']);

      // Retake from the report: a new sitting, all 1s → 49; the history lists both with their dates.
      await page.getByTestId('tr-retake').click();
      await page.getByTestId('run-start').waitFor({ timeout: 20_000 });
      await page.getByTestId('run-start').click();
      await answerThrough(page, kind, def, 0, 13, () => 1);
      await page.getByTestId('run-submit').click();
      await page.locator(`[data-testid="tr"]`).waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => document.querySelector('[data-testid="tr-dim-score"]')?.textContent?.trim() === '49', null, { timeout: 10_000 });
      const second = await get<TestReport>(who, '/testAnswer/getTestAnswer?kind=study-control');
      expect(second.recordId !== first.recordId && second.dimensions[0].score === bscsTotal(1), `the retake scores ${second.dimensions[0].score}`);
      await reportMatches(page, second);
      await page.getByTestId('tr-history').scrollIntoViewIfNeeded();
      await page.locator('[data-testid="tr-history-item"]').nth(1).waitFor({ timeout: 10_000 });
      const items = page.getByTestId('tr-history-item');
      expect((await items.count()) === 2, 'two sittings in the history');
      expect((await items.nth(1).innerText()).includes(first.finishTime), `the first sitting with its date ${first.finishTime}`);
      await fits(page, kind, 'the history');
      await screenshot(page, `assessments-study-control-history-${suffix(kind)}`);
      await items.nth(1).getByRole('link').click();
      await page.waitForFunction((id) => location.hash.includes(`report=${id}`), first.recordId, { timeout: 10_000 });
      await page.waitForFunction(() => document.querySelector('[data-testid="tr-dim-score"]')?.textContent?.trim() === '29', null, { timeout: 10_000 });

      // The list knows: last report, retake.
      await page.goto(`${ctx.server.base}/${pageHash(kind, 'test')}`);
      const row = page.locator('[data-testid="tests-item"][data-kind="study-control"]');
      await row.getByTestId('tests-item-report').waitFor({ timeout: 20_000 });
      expect((await row.getByTestId('tests-item-finished').innerText()).includes(second.finishTime), 'the list shows the last finish time');
      expect((await row.getByTestId('tests-item-retake').count()) === 1, 'and offers a retake');
      await noTestTag(page, 'after two sittings');
      await page.context().close();
    },
  };
}

function careCase(kind: Kind): Case {
  return {
    name: `assessments: a parent's GAD-7 answered high shows the care box with 12356 (${suffix(kind)})`,
    async run() {
      const who = await student(`p${suffix(kind)}`);
      const def = await get<TestDefinitionView>(who, '/test/get/parent-anxious');
      expect(def.audience === 'parent', 'parent-anxious is for parents');
      const page = await open(kind, who);
      const row = page.locator('[data-testid="tests-parent"] [data-testid="tests-item"][data-kind="parent-anxious"]');
      await row.waitFor({ timeout: 20_000 });
      await row.getByTestId('tests-item-start').click();
      await page.getByTestId('run-intro').waitFor({ timeout: 20_000 });
      expect((await text(page, 'run-source-notice')).includes('© Pfizer'), 'the GAD-7 © notice');
      await page.getByTestId('run-start').click();
      // Every GAD-7 item 几乎每天 (3): total 21; the worry items 有几天 (1).
      await answerThrough(page, kind, def, 0, def.items.length, (i) => (def.items[i].id.startsWith('pa-gad') ? 3 : 1));
      await page.getByTestId('run-submit').click();
      await page.getByTestId('tr-care').waitFor({ timeout: 20_000 });
      const api = await get<TestReport>(who, '/answerParentAnxiousTest/getAnswer');
      expect(api.care?.level === 'concern', `care level ${api.care?.level}`);
      await reportMatches(page, api);
      expect((await text(page, 'tr-care-message')) === api.care.message, "the care message is the API's");
      expect((await text(page, 'tr-care-helpline')).includes('12356'), 'the help line');
      expect((await page.getByTestId('tr-care').locator('a[href="tel:12356"]').count()) === 1, 'a tap calls 12356');
      await page.getByTestId('tr-care').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the care box');
      await screenshot(page, `assessments-parent-care-${suffix(kind)}`);
      await reportShots(page, kind, 'parent', ['tr-scores', 'tr-about']);
      await page.context().close();
    },
  };
}

/** Takes a test through the API (for the other members of a group). */
async function takeByApi(who: Student, kind: string, value: number) {
  const def = await get<TestDefinitionView>(who, `/test/get/${kind}`);
  const answers = Object.fromEntries(def.items.map((item) => [item.id, value]));
  const saved = await call('/testAnswer/insert', who.token, { kind, answers, finish: true });
  expect(saved.code === 200, `finish ${kind}: ${saved.message}`);
}

function groupCase(): Case {
  return {
    name: 'assessments: a class group created by one student (desktop) and joined by another (390); report, hidden lines, leave, delete',
    async run() {
      const owner = await student('go');
      const member = await student('gm');
      const other = await student('gx');

      // The owner creates a class group for study-control and sees its code.
      const ownerPage = await open('desktop', owner, '?groups=1');
      await ownerPage.getByTestId('groups-create').waitFor({ timeout: 20_000 });
      await ownerPage.getByTestId('groups-create-name').fill('高一（3）班');
      await ownerPage.getByTestId('groups-create').locator('.ant-select').click();
      await ownerPage.locator('.ant-select-item-option').filter({ hasText: '学习自控力测评' }).click();
      await ownerPage.getByTestId('groups-create-submit').click();
      const code = (await ownerPage.getByTestId('groups-created-code').innerText()).trim();
      expect(/^[A-Z0-9]{8}$/.test(code), `an invitation code: ${code}`);
      await ownerPage.getByTestId('groups-item').first().waitFor({ timeout: 10_000 });
      await fits(ownerPage, 'desktop', 'the groups page');
      await screenshot(ownerPage, 'assessments-groups-created-desktop');

      // The member finishes the test, joins by code on a phone, and sees only their own line.
      await takeByApi(member, 'study-control', 4);
      const memberPage = await open('mobile', member, '?groups=1');
      await memberPage.getByTestId('groups-join-code').fill(code.toLowerCase());
      await memberPage.getByTestId('groups-join-submit').click();
      await memberPage.getByTestId('groups-item').first().waitFor({ timeout: 10_000 });
      await fits(memberPage, 'mobile', 'the groups page after joining');
      await screenshot(memberPage, 'assessments-groups-joined-390');
      // A third member joins through the API: the class member does not see their line.
      const joined = await call('/testGroup/join', other.token, { code });
      expect(joined.code === 200, `the third joins: ${joined.message}`);
      await takeByApi(other, 'study-control', 2);

      await memberPage.getByTestId('groups-item-view').first().click();
      await memberPage.getByTestId('group-report').waitFor({ timeout: 20_000 });
      const groups = await get<{ id: string }[]>(member, '/testGroup/getMine');
      const memberApi = await get<TestGroupReport>(member, `/testGroup/report/${groups[0].id}`);
      expect(
        memberApi.hidden === 1 && memberApi.members.length === 1 && memberApi.means.length === 0,
        `a class member sees one line, one hidden, no means yet (${memberApi.hidden}, ${memberApi.members.length}, ${memberApi.means.length})`,
      );
      expect((await memberPage.getByTestId('group-member').count()) === 1, 'one line on screen');
      expect((await text(memberPage, 'group-hidden')).includes('1 位成员'), 'the hidden line is explained');
      expect((await text(memberPage, 'group-means-none')).includes('至少 3 位'), 'why there are no means yet');
      await fits(memberPage, 'mobile', "the member's group report");
      await screenshot(memberPage, 'assessments-group-member-390');

      // The owner sees every line and the means, as the API has them.
      await ownerPage.getByTestId('groups-item-view').first().click();
      await ownerPage.getByTestId('group-report').waitFor({ timeout: 20_000 });
      await ownerPage.getByTestId('group-member').nth(1).waitFor({ timeout: 10_000 });
      const ownerApi = await get<TestGroupReport>(owner, `/testGroup/report/${groups[0].id}`);
      expect(ownerApi.members.length === 2 && ownerApi.hidden === 0 && ownerApi.finished === 2, 'the owner sees both members');
      for (const m of ownerApi.means) {
        const shown = (await ownerPage.locator(`[data-testid="group-mean"][data-key="${m.key}"] [data-testid="group-mean-value"]`).innerText()).trim();
        expect(shown === scoreText(m.mean), `mean ${m.label}: screen ${shown}, API ${m.mean}`);
      }
      const lines = await ownerPage.getByTestId('group-member').allInnerTexts();
      expect(lines.some((l) => l.includes(member.nickname)) && lines.some((l) => l.includes(other.nickname)), `both members by name: ${lines.join(' | ')}`);
      await fits(ownerPage, 'desktop', "the owner's group report");
      await ownerPage.evaluate(() => window.scrollTo(0, 0));
      await screenshot(ownerPage, 'assessments-group-owner-desktop');
      await ownerPage.getByTestId('group-members').scrollIntoViewIfNeeded();
      await screenshot(ownerPage, 'assessments-group-owner-members-desktop');

      // The member leaves; the owner deletes the group.
      await memberPage.goto(`${ctx.server.base}/${pageHash('mobile', 'test', '?groups=1')}`);
      await memberPage.getByTestId('groups-item-leave').click();
      await memberPage.locator('.ant-modal-confirm .ant-btn-primary').click();
      await memberPage.getByText('还没有小组').waitFor({ timeout: 10_000 });
      await ownerPage.goto(`${ctx.server.base}/${pageHash('desktop', 'test', '?groups=1')}`);
      await ownerPage.getByTestId('groups-item-delete').click();
      await ownerPage.locator('.ant-modal-confirm .ant-btn-dangerous').click();
      await ownerPage.getByText('还没有小组').waitFor({ timeout: 10_000 });
      expect((await get<unknown[]>(owner, '/testGroup/getMine')).length === 0, 'the group is gone');
      await noTestTag(ownerPage, 'the group pages');
      await ownerPage.context().close();
      await memberPage.context().close();
    },
  };
}

function appendixAndMissingCase(kind: Kind): Case {
  return {
    name: `assessments: the appendix (method, norms, licence per test); an unknown kind or record is a 404 (${suffix(kind)})`,
    async run() {
      const who = await student(`a${suffix(kind)}`);
      const list = await get<TestListItem[]>(who, '/test/getAll');
      const page = await open(kind, who, '?appendix=all');
      await page
        .getByTestId('appendix-entry')
        .nth(list.length - 1)
        .waitFor({ timeout: 20_000 });
      expect((await page.getByTestId('appendix-entry').count()) === list.length, 'one entry per test');
      const norms = await page.getByTestId('appendix-norms').allInnerTexts();
      expect(
        norms.every((n) => n.length > 10 && !n.includes('还在整理')),
        'every test says where it stands on norms',
      );
      expect(
        norms.some((n) => n.includes('没有中国常模')),
        'and says when there are none',
      );
      await page
        .locator('[data-testid="appendix-source-name"]')
        .nth(list.length - 1)
        .waitFor({ timeout: 10_000 });
      await fits(page, kind, 'the appendix');
      await screenshot(page, `assessments-appendix-${suffix(kind)}`);

      await page.goto(`${ctx.server.base}/${pageHash(kind, 'test', '?appendix=interest')}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="appendix-entry"]').length === 1, null, { timeout: 10_000 });
      await page.getByTestId('appendix-source-notice').waitFor({ timeout: 10_000 });
      expect((await text(page, 'appendix-source-notice')).includes('O*NET™'), 'the interest appendix keeps the notice');
      await screenshot(page, `assessments-appendix-interest-${suffix(kind)}`);

      await page.goto(`${ctx.server.base}/${pageHash(kind, 'test', '?kind=nosuchtest')}`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 20_000 });
      expect((await text(page, 'content-not-found')).includes('没有这项测评'), 'an unknown kind');
      await fits(page, kind, 'the unknown test');
      await screenshot(page, `assessments-unknown-kind-${suffix(kind)}`);
      for (const id of ['nosuchrecord', '123456789012']) {
        await page.goto(`${ctx.server.base}/${pageHash(kind, 'test', `?report=${id}`)}`);
        await page.waitForFunction((want) => location.hash.includes(want), `report=${id}`);
        await page.locator('[data-view="report"] [data-testid="content-not-found"]').getByText('没有这份报告').waitFor({ timeout: 20_000 });
      }
      await fits(page, kind, 'the unknown report');
      await screenshot(page, `assessments-unknown-report-${suffix(kind)}`);
      await page.goto(`${ctx.server.base}/${pageHash(kind, 'test', '?group=123456789012')}`);
      await page.locator('[data-view="group"] [data-testid="content-not-found"]').getByText('没有这个小组').waitFor({ timeout: 20_000 });

      // The same pages in English (the report texts stay the server's Chinese).
      await page.evaluate(() => localStorage.setItem('language', 'en-US'));
      await page.goto(`${ctx.server.base}/${pageHash(kind, 'test')}`);
      await page.reload();
      await page.getByTestId('tests-student').waitFor({ timeout: 20_000 });
      expect(
        (await text(page, 'tests-student')).includes('For students') && (await text(page, 'tests-intro')).includes('not a diagnosis'),
        'the list in English',
      );
      await fits(page, kind, 'the English list');
      await screenshot(page, `assessments-list-en-${suffix(kind)}`);
      await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
      await page.context().close();
    },
  };
}

/** The tests not taken above, each through the UI: context questions where it has them, every item by clicks. */
const OTHER_KINDS = ['personality', 'major-position', 'job-value', 'subject-potential', 'arts-science', 'psychology-ability', 'brain-talent', 'parent-each'];

function eachTestCase(kind: Kind, testKind: string): Case {
  return {
    name: `assessments: ${testKind} through the UI to its report with the API's numbers (${suffix(kind)})`,
    async run() {
      const who = await student(`${testKind.slice(0, 3)}${suffix(kind)}`);
      const def = await get<TestDefinitionView>(who, `/test/get/${testKind}`);
      const page = await open(kind, who, `?kind=${testKind}`);
      await page.getByTestId('run-start').click();
      if (def.contextFields.length) {
        await page.getByTestId('run-context').waitFor({ timeout: 10_000 });
        // The first number field high, the last low (a lean to show); a select's first option.
        const numbers = def.contextFields.filter((f) => f.type === 'number');
        const fill = async (key: string, value: string) => page.locator(`[data-testid="run-context-field"][data-key="${key}"] input`).fill(value);
        if (numbers.length) await fill(numbers[0].key, '90');
        if (numbers.length > 1) await fill(numbers[numbers.length - 1].key, '35');
        const select = def.contextFields.find((f) => f.type !== 'number');
        if (select) {
          await page.locator(`[data-testid="run-context-field"][data-key="${select.key}"] .ant-select`).click();
          await page.locator('.ant-select-item-option').filter({ hasText: select.options![0] }).first().click();
        }
        await fits(page, kind, `${testKind} context`);
        await screenshot(page, `assessments-${testKind}-context-${suffix(kind)}`);
        await page.getByTestId('run-context-next').click();
      }
      const values = (i: number) => def.items[i].options?.map((o) => o.value) ?? def.scale!.values;
      const pick = (i: number) => values(i)[(i * 3 + 1) % values(i).length];
      await answerThrough(page, kind, def, 0, Math.min(3, def.items.length), pick);
      await fits(page, kind, `the ${testKind} runner`);
      await screenshot(page, `assessments-${testKind}-runner-${suffix(kind)}`);
      await answerThrough(page, kind, def, Math.min(3, def.items.length), def.items.length, pick);
      await page.getByTestId('run-submit').click();
      await page.getByTestId('tr').waitFor({ timeout: 20_000 });
      const api = await get<TestReport>(who, `/testAnswer/getTestAnswer?kind=${testKind}`);
      await reportMatches(page, api);
      if (def.contextFields.length) {
        const record = await get<{ context: Record<string, unknown> }>(who, `/testRecord/get?id=${api.recordId}`);
        expect(Object.keys(record.context).length > 0, `the context was saved: ${JSON.stringify(record.context)}`);
      }
      if (testKind === 'major-position')
        expect((await page.getByTestId('tr-position-report').getAttribute('href'))?.includes('report'), 'the 专业定位报告 link');
      await reportShots(page, kind, testKind, ['tr-scores', ...(api.leads.length ? ['tr-leads'] : [])]);
      await noTestTag(page, `${testKind} report`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = [
  ...(['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [interestCase(kind), studyControlCase(kind), appendixAndMissingCase(kind)]),
  ...(['desktop', 'narrow'] as const).flatMap((kind) => OTHER_KINDS.map((testKind) => eachTestCase(kind, testKind))),
  careCase('desktop'),
  careCase('narrow'),
  groupCase(),
];
