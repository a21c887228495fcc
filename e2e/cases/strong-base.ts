/**
 * Issue 20 (made real in issue 30), 强基计划 as a signed-in student, desktop and phones (390 and 360):
 * the list of the 39 pilot universities (schools with no public source marked 待核实, a search by
 * major), one school's page (majors with 未公布 plans, the published line with its source as a link,
 * the numbered sources, the 85/15 rule), a 404, and 强基定位: a 北京 candidate with 665 sees that 中科大
 * 基础与应用数学 (84.718 of 100, 2025) needs 9–10 of the 校测's 15 points — the number on the screen is
 * the API's — saved and shown again after a reload; a 广东 candidate is told plainly that no 广东 line
 * is on record and which provinces have lines. And the admin's school list with its 示例 marks.
 */
import type { Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, call, ctx, fits, noComingSoon, pageHash, read, studentPage, studentToken, suffix, type Kind } from '../context.ts';

interface School {
  id: string;
  name: string;
  majorCount: number;
  isExample: boolean;
}
interface Page_<T> {
  content: T[];
  totalElements: number;
}
interface PositionItem {
  schoolName: string;
  majorName: string | null;
  neededPoints: number;
  neededTest: number;
  testShare: number;
  status: string;
}
interface Position {
  id: string;
  items: PositionItem[];
  coverage?: { province: string }[];
}

const pageErrors = new WeakMap<Page, string[]>();

async function open(kind: Kind, name: string, query = ''): Promise<Page> {
  const errors: string[] = [];
  const page = await studentPage(kind, pageHash(kind, name, query), { before: (p) => p.on('pageerror', (err) => errors.push(err.message)) });
  pageErrors.set(page, errors);
  return page;
}

function noPageError(page: Page, what: string) {
  const errors = pageErrors.get(page) ?? [];
  expect(errors.length === 0, `${what} threw: ${errors.join(' | ')}`);
}

/** A school's page: its own route on a desktop, the topic page with ?id= on a phone. */
const schoolHash = (kind: Kind, id: string) =>
  kind === 'desktop' ? `#/strongBaseCooperationDetail/${id}` : `#/menuDetail/strongBaseCooperationDetail?id=${id}`;

const count = (page: Page, testId: string, n: number) =>
  page.waitForFunction(([id, want]) => document.querySelectorAll(`[data-testid="${id}"]`).length === want, [testId, n] as const, { timeout: 10_000 });

/** Picks an option of a searchable antd Select by typing it (the option list is virtual: far options are not in the page). */
async function pickSelect(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

function listCase(kind: Kind): Case {
  return {
    name: `strong-base: the 39 pilot universities, a search by major, one school's page and a 404 (${suffix(kind)})`,
    async run() {
      const all = await read<Page_<School>>('/qjPlanYuanxiao/getByPage?pageSize=100');
      expect(all.totalElements === 39, `seeded schools: ${all.totalElements}`);
      const page = await open(kind, 'strongBase');
      await page.getByTestId('qj-school').first().waitFor({ timeout: 15_000 });
      await count(page, 'qj-school', 12);
      expect((await page.getByTestId('qj-count').innerText()).includes('39'), 'the count says 39');
      expect((await page.getByTestId('qj-unverified').count()) > 0, 'schools without a public source are marked 待核实');
      expect((await page.getByTestId('example-badge').count()) === 0, 'no card says 示例');
      await noComingSoon(page, 'strongBase');
      await fits(page, kind, 'strongBase');
      await screenshot(page, `strong-base-list-${suffix(kind)}`);

      // A major's name finds its school (the server searches majors too).
      await page.getByTestId('qj-search').fill('草业');
      await page.getByTestId('qj-search').press('Enter');
      await count(page, 'qj-school', 1);
      expect((await page.getByTestId('qj-school').first().getAttribute('data-name')) === '兰州大学', 'the 草业科学 school');
      await page.getByTestId('qj-search').fill('中国科学技术大学');
      await page.getByTestId('qj-search').press('Enter');
      await count(page, 'qj-school', 1);
      expect((await page.getByTestId('qj-major-count').innerText()).includes('1'), 'one major on record');
      await page.getByTestId('qj-school-open').click();

      // The school's page: its major (plan 未公布), the worked line with its source, 85/15, the dates.
      await page.getByTestId('qj-detail').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('qj-detail-name').innerText()).includes('中国科学技术大学'), 'the school page');
      expect((await page.getByTestId('qj-major-plan').first().innerText()) === '未公布', 'the plan is 未公布');
      await page.getByTestId('qj-line').first().waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('qj-line-composite').first().innerText()) === '84.718', 'the composite line');
      expect((await page.getByTestId('qj-lines').innerText()).includes('b.mffb'), 'the line names its source');
      expect((await page.getByTestId('qj-lines').locator('a[href^="https://b.mffb.com.cn/"]').count()) === 1, 'the line’s source is a link');
      expect((await page.getByTestId('qj-source').count()) >= 3, 'the school’s numbered sources');
      expect((await page.getByTestId('qj-formula').innerText()).includes('85%'), '85/15 explained');
      expect((await page.getByTestId('qj-dates').innerText()).includes('4 月'), 'the dates in words');
      await noComingSoon(page, 'strongBaseCooperationDetail');
      await fits(page, kind, 'strongBaseCooperationDetail');
      await screenshot(page, `strong-base-school-${suffix(kind)}`);
      await page.getByTestId('qj-formula').scrollIntoViewIfNeeded();
      await screenshot(page, `strong-base-school-formula-${suffix(kind)}`);

      // An id that names no school is a 404 with a way back.
      await page.goto(`${ctx.server.base}/${schoolHash(kind, '999999')}`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
      await fits(page, kind, 'the 404');
      await screenshot(page, `strong-base-404-${suffix(kind)}`);
      await page.goto(`${ctx.server.base}/${schoolHash(kind, 'abc')}`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });

      // A school the reference data holds shows its facts (/qjPlanYuanxiao/getYxInfo, linked by name).
      const pku = all.content.find((s) => s.name === '北京大学');
      expect(pku, '北京大学 is seeded');
      const info = await read<{ name: string; tags: string[] } | null>(`/qjPlanYuanxiao/getYxInfo?id=${pku.id}`);
      await page.goto(`${ctx.server.base}/${schoolHash(kind, pku.id)}`);
      await page.getByTestId('qj-detail').waitFor({ timeout: 15_000 });
      const facts = page.getByTestId('qj-institution');
      if (info) {
        await facts.getByTestId('qj-institution-link').waitFor({ timeout: 10_000 });
        expect(info.tags.length === 0 || (await facts.innerText()).includes(info.tags[0]), 'the institution’s tags');
      } else {
        await facts.getByText('院校库中暂未收录').waitFor({ timeout: 10_000 });
      }
      expect((await page.getByTestId('qj-majors').innerText()).includes('简章'), 'no majors recorded: the brochure decides');
      await fits(page, kind, 'a linked school');
      await facts.scrollIntoViewIfNeeded();
      await screenshot(page, `strong-base-school-linked-${suffix(kind)}`);
      noPageError(page, 'strongBase pages');
      await page.context().close();
    },
  };
}

function calculatorCase(kind: Kind): Case {
  return {
    name: `strong-base: 强基定位 — 北京 665 needs 9–10 of 15 in the 校测 for 中科大 基础与应用数学, the API's number on screen, kept after a reload; 广东 has no line and says so (${suffix(kind)})`,
    async run() {
      const page = await open(kind, 'strongBasePosition');
      await page.getByTestId('qj-pos-form').waitFor({ timeout: 15_000 });
      await page.getByTestId('qj-pos-score').waitFor({ timeout: 15_000 });
      await noComingSoon(page, 'strongBasePosition');
      await fits(page, kind, 'strongBasePosition (form)');
      await pickSelect(page, 'qj-pos-province', '北京');
      await page.getByTestId('qj-pos-score').fill('665');
      // The form may open on a saved sitting: 数学 is ticked, not toggled.
      await page.locator('.zy-qj-pos__interests').getByRole('checkbox', { name: '数学', exact: true }).check();
      const saved = page.waitForResponse((r) => r.url().includes('/api/qjPositionAnswer/insert'));
      await page.getByTestId('qj-pos-submit').click();
      await saved;
      const item = page.locator('[data-testid="qj-pos-item"][data-school="中国科学技术大学"][data-major="基础与应用数学"]');
      await item.waitFor({ timeout: 15_000 });

      // The API's answer for this student, saved by the page.
      const api = await call<Position>('/qjPositionAnswer/getTestAnswer', await studentToken());
      expect(api.code === 200 && api.result, `getTestAnswer: ${api.message}`);
      const fromApi = api.result.items.find((i) => i.schoolName === '中国科学技术大学' && i.majorName === '基础与应用数学');
      expect(fromApi, 'the API lists 中科大 基础与应用数学');
      expect(
        fromApi.neededPoints >= 9 && fromApi.neededPoints <= 10 && fromApi.testShare === 15,
        `9–10 of 15: ${fromApi.neededPoints} of ${fromApi.testShare}`,
      );
      const onScreen = await item.getByTestId('qj-needed-points').innerText();
      expect(onScreen === String(fromApi.neededPoints), `the screen shows the API's number: ${onScreen} vs ${fromApi.neededPoints}`);
      expect((await item.getByTestId('qj-needed-test').innerText()).includes(String(fromApi.neededTest)), 'and the 校测 paper score');
      expect((await item.getByTestId('qj-pos-explain').innerText()).includes('84.718'), 'explained with the line');
      await page.getByTestId('qj-direction').first().waitFor({ timeout: 10_000 });
      expect(
        (await page.getByTestId('qj-pos-majors').innerText()).includes('中国科学技术大学 · 基础与应用数学'),
        'the 数学 direction lists 中科大 基础与应用数学',
      );
      expect((await page.getByTestId('qj-pos-entry').count()) === 1, 'and 北师大’s published 入围 line');
      await fits(page, kind, 'strongBasePosition (result)');
      await item.scrollIntoViewIfNeeded();
      await screenshot(page, `strong-base-position-${suffix(kind)}`);

      // Saved: a reload shows it again from /qjPositionAnswer/getTestAnswer, with the same number.
      await page.reload();
      await item.waitFor({ timeout: 15_000 });
      expect((await item.getByTestId('qj-needed-points').innerText()) === String(fromApi.neededPoints), 'the same number after a reload');
      await page.getByTestId('qj-pos-majors').scrollIntoViewIfNeeded();
      await fits(page, kind, 'strongBasePosition (reloaded)');
      await screenshot(page, `strong-base-position-majors-${suffix(kind)}`);

      // A province with no line on record: said plainly, with the provinces that have lines — never "0 条".
      await pickSelect(page, 'qj-pos-province', '广东');
      const again = page.waitForResponse((r) => r.url().includes('/api/qjPositionAnswer/insert'));
      await page.getByTestId('qj-pos-submit').click();
      await again;
      const empty = page.getByTestId('qj-pos-empty');
      await empty.waitFor({ timeout: 15_000 });
      const said = await empty.innerText();
      expect(said.includes('暂无广东的强基入围线公开数据'), `names the province: ${said}`);
      expect(said.includes('北京') && said.includes('浙江') && said.includes('2024'), `names where lines are: ${said}`);
      expect(!(await page.getByTestId('qj-pos-result').innerText()).includes('0 条'), 'never "0 条"');
      const gd = await call<Position>('/qjPositionAnswer/getTestAnswer', await studentToken());
      expect(gd.result.items.length === 0 && (gd.result.coverage ?? []).some((c) => c.province === '北京'), 'the API agrees');
      await fits(page, kind, 'strongBasePosition (no line)');
      await empty.scrollIntoViewIfNeeded();
      await screenshot(page, `strong-base-position-none-${suffix(kind)}`);
      noPageError(page, 'strongBasePosition');
      await page.context().close();
    },
  };
}

const adminCase: Case = {
  name: 'strong-base: the admin lists the 强基 schools with their 示例 marks, and the majors and lines pages open',
  async run() {
    const page = await adminPage('desktop', '/strong-base/school');
    await page.getByTestId('qj-school-page').waitFor({ timeout: 15_000 });
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('qj-school-name').first().innerText()).length > 0, 'a school row');
    expect((await page.getByTestId('qj-example-tag').count()) > 0, 'the seed is marked 示例');
    expect(await page.getByTestId('qj-del-examples').isVisible(), 'the admin may delete every example');
    await screenshot(page, 'strong-base-admin-schools');
    await page.getByTestId('qj-school-edit').first().click();
    await page.locator('.ant-modal-content').waitFor({ timeout: 10_000 });
    expect((await page.locator('.ant-modal-content input#name').inputValue()).length > 0, 'the edit form holds the school');
    await screenshot(page, 'strong-base-admin-school-edit');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-content').waitFor({ state: 'hidden', timeout: 10_000 });
    await page.goto(`${ctx.server.base}/admin/#/strong-base/score`);
    await page.getByTestId('qj-score-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('qj-score-school').first().waitFor({ timeout: 15_000 });
    expect((await page.locator('.ant-table-row').first().innerText()).includes('84.718'), 'the worked line');
    await screenshot(page, 'strong-base-admin-scores');
    await page.goto(`${ctx.server.base}/admin/#/strong-base/major`);
    await page.getByTestId('qj-major-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('qj-major-name').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'strong-base-admin-majors');
    await page.context().close();
  },
};

export const cases: Case[] = [...(['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [listCase(kind), calculatorCase(kind)]), adminCase];
