/**
 * Issue 4, volunteer forms: enter a score → see the tiers → add ten units to a form → reorder →
 * save → reload and find it unchanged → risk check → export the .xlsx; on a desktop and a phone.
 * Works on the demo set (江苏 has 12 demo institutions: long shots are switched on when the
 * default list has fewer than ten) and on the real data.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx, overflowOf } from '../context.ts';

const WANT = 10;

async function studentPage(kind: 'desktop' | 'mobile', username: string, mobile: string): Promise<Page> {
  const password = 'forms2025';
  const reg = await api(ctx.server.base, '/auth/register', { form: { username, password, mobile } });
  if (reg.code !== 200 && !/已被注册|already/.test(reg.message)) throw new Error(`register ${username}: ${reg.message}`);
  const login = await api<string>(ctx.server.base, '/auth/login', { form: { username, password } });
  expect(login.code === 200, `login ${username}: ${login.message}`);
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/#/index`);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), login.result);
  return page;
}

const path = (kind: 'desktop' | 'mobile', name: string, search = '') => `${ctx.server.base}/#/${kind === 'mobile' ? `menuDetail/${name}` : name}${search}`;

async function noOverflow(page: Page, what: string) {
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the phone by ${overflow}px`);
}

async function enterScore(page: Page, kind: 'desktop' | 'mobile') {
  await page.goto(path(kind, 'personalCenter', '?tab=score'));
  await page.getByTestId('score-editor').waitFor({ timeout: 15_000 });
  await page.getByTestId('score-province').click();
  await page.keyboard.type('江苏');
  await page.keyboard.press('Enter');
  await page.getByTestId('score-first').getByText('物理').click();
  for (const s of ['化学', '生物']) await page.getByTestId('score-subjects').getByText(s, { exact: true }).click();
  await page.getByTestId('score-input').fill('640');
  await page.getByTestId('score-save').click();
  await page.getByTestId('score-summary').waitFor({ timeout: 15_000 });
  const rank = (await page.getByTestId('score-rank').innerText()).trim();
  expect(/^\d+$/.test(rank), `a rank is derived from the score, got "${rank}"`);
  const same = await page.getByTestId('score-same').innerText();
  expect(/\d+/.test(same), `the same-score range is shown, got "${same}"`);
  await screenshot(page, `forms-score-${kind}`);
  if (kind === 'mobile') await noOverflow(page, 'my score');
}

/** Clicks "add" on units until the form holds `WANT` rows, turning on long shots / paging when needed. */
async function addUnits(page: Page) {
  let added = 0;
  let widened = false;
  const settled = () => page.locator('[data-testid="rec-list"][aria-busy="false"]').waitFor({ timeout: 30_000 });
  for (let guard = 0; added < WANT && guard < 40; guard++) {
    await settled();
    const next = page.locator('[data-testid="unit-add"]:not([disabled])').first();
    if (!(await next.count())) {
      if (!widened) {
        widened = true;
        await page.locator('.zy-rec__switch .ant-switch').click();
        await page.waitForTimeout(800);
        continue;
      }
      const nextPage = page.locator('.ant-pagination-next:not(.ant-pagination-disabled)');
      expect(await nextPage.count(), `only ${added} units could be added`);
      await nextPage.click();
      await page.waitForTimeout(800);
      continue;
    }
    const buttons = page.getByTestId('unit-add');
    const index = await buttons.evaluateAll((all) => all.findIndex((b) => !(b as HTMLButtonElement).disabled));
    await buttons.nth(index).click();
    await buttons.nth(index).getByText('已加入').waitFor({ timeout: 15_000 });
    added += 1;
  }
  await page.getByTestId('rec-open-form').getByText(`（${WANT}）`).waitFor({ timeout: 10_000 });
}

const schoolsOf = async (page: Page) => (await page.getByTestId('form-row-school').allInnerTexts()).map((s) => s.trim());

function formsCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `forms: score → tiers → ten units → reorder → save → reload → export (${kind})`,
    async run() {
      const page = await studentPage(kind, `e2eforms${kind[0]}`, kind === 'desktop' ? '13911110001' : '13911110002');
      await enterScore(page, kind);

      await page.getByTestId('score-to-recommend').click();
      await page.getByTestId('page-schoolTest').waitFor({ timeout: 15_000 });
      await page.getByTestId('rec-list').waitFor({ timeout: 30_000 });
      await screenshot(page, `forms-recommend-top-${kind}`);
      // The data notes are one box: open on a desktop, folded on a phone (results come first).
      const notesOpen = await page.getByTestId('rec-notes').evaluate((d) => (d as HTMLDetailsElement).open);
      expect(notesOpen === (kind === 'desktop'), `the notes are ${notesOpen ? 'open' : 'folded'} on ${kind}`);
      expect((await page.getByTestId('rec-notes').locator('li').count()) > 2, 'the notes list the rank lookup, coverage and method');
      const tiers = await page.getByTestId('unit-tier').allInnerTexts();
      expect(tiers.length > 0 && tiers.every((t) => ['冲', '稳', '保', '垫'].includes(t.trim())), `units carry tiers, got ${tiers.join(',')}`);
      const prob = await page.getByTestId('unit-probability').first().innerText();
      expect(/\d+%/.test(prob), `a probability is shown, got ${prob}`);
      await page.getByTestId('unit-why').first().click();
      await page.getByTestId('unit-explain').waitFor();
      // Written by the page from the unit (the list carries no text): the same chance as shown.
      const why = await page.getByTestId('unit-explain').first().innerText();
      expect(why.includes(`估计录取概率 ${prob.trim()}`), `the explanation names the shown chance ${prob}: ${why.slice(0, 80)}`);
      await screenshot(page, `forms-recommend-${kind}`);
      if (kind === 'mobile') await noOverflow(page, 'the recommendations');

      await addUnits(page);
      await page.getByTestId('rec-open-form').click();
      await page.getByTestId('form-editor').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('form-row').count()) === WANT, `the form holds ${WANT} rows`);
      const before = await schoolsOf(page);

      if (kind === 'desktop') {
        // Drag the first row below the third by its handle.
        const handle = page.getByTestId('form-row-handle').first();
        const target = page.getByTestId('form-row').nth(2);
        const from = (await handle.boundingBox())!;
        const to = (await target.boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
        await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 15 });
        await page.mouse.up();
      } else {
        await page.getByTestId('form-row-down').first().click();
        await page.getByTestId('form-row-down').nth(1).click();
      }
      await page.getByTestId('form-dirty').waitFor();
      const reordered = await schoolsOf(page);
      expect(reordered[2] === before[0] && reordered[0] === before[1], `row 1 moved to place 3: ${reordered.slice(0, 3).join(' / ')}`);
      expect([...reordered].sort().join() === [...before].sort().join(), 'the same rows after the move');

      await page.getByTestId('form-save').click();
      await page.getByTestId('form-version').waitFor({ timeout: 15_000 });
      await page.getByTestId('form-risk').click();
      await page.getByTestId('form-risk-panel').waitFor({ timeout: 15_000 });
      const level = await page.getByTestId('form-risk-level').innerText();
      expect(/%/.test(level), `the risk panel shows a percentage, got ${level}`);
      await screenshot(page, `forms-editor-${kind}`);
      if (kind === 'mobile') await noOverflow(page, 'the form editor');

      await page.reload();
      await page.getByTestId('form-editor').waitFor({ timeout: 15_000 });
      await page.getByTestId('form-row').first().waitFor();
      const afterReload = await schoolsOf(page);
      expect(afterReload.join('|') === reordered.join('|'), `order kept after reload: ${afterReload.slice(0, 3).join(' / ')}`);

      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('form-export').click()]);
      expect(download.suggestedFilename().endsWith('.xlsx'), `an .xlsx is downloaded, got ${download.suggestedFilename()}`);
      const file = await download.path();
      const head = fs.readFileSync(file).subarray(0, 2).toString('latin1');
      expect(head === 'PK', 'the download is a zip-based workbook');

      await page.getByTestId('form-back').click();
      await page.getByTestId('wish-list').waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('wish-item').count()) >= 1, 'the form is listed under my wish');
      await screenshot(page, `forms-wish-${kind}`);
      if (kind === 'mobile') await noOverflow(page, 'my wish');
      await page.context().close();
    },
  };
}

export const cases: Case[] = [formsCase('desktop'), formsCase('mobile')];
