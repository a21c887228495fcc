/**
 * Issue 19, the editor's flow in the admin: an article written in the rich editor with an uploaded
 * picture and a table made with the table button, scheduled ~30 s ahead; a signed-in student does
 * not see it on /information until its time, then sees it with the picture and the table; the
 * editor changes the title (the site follows) and unpublishes it (the detail is a 404). Also the
 * list page on desktop and phones (390, 360) and the 百问 import with one bad row.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, overflowOf, studentPage, studentToken } from '../context.ts';
import { stripesPng } from '../fixtures.ts';

/** Errors of the site, written to the log (the site's own failures explain a failed wait). */
function logErrors(page: Page) {
  page.on('pageerror', (error) => console.log(`    page error on the site: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`    console error on the site: ${m.text().slice(0, 400)}`);
  });
}

/** The /information list's text once it has loaded. */
async function informationText(page: Page): Promise<string> {
  await page
    .getByTestId('information-list')
    .waitFor({ timeout: 15_000 })
    .catch(async (error: Error) => {
      await screenshot(page, 'content-admin-failed-information');
      throw error;
    });
  await page.getByTestId('article-item').first().waitFor({ timeout: 15_000 });
  return page.getByTestId('information-list').innerText();
}

async function pickSelect(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/**
 * Saves the open drawer and waits until it is gone. A refused save says why at once (its error
 * message), so a failure names the reason rather than a timeout; a slow save under a loaded machine
 * (CI runs the PostgreSQL pass beside the browser) gets 30 s.
 */
async function saveDrawer(page: Page) {
  const refused = page.locator('.ant-message-error');
  const before = await refused.count();
  await page.getByTestId('content-save').click();
  const outcome = await Promise.race([
    page
      .locator('.ant-drawer-content-wrapper')
      .waitFor({ state: 'hidden', timeout: 30_000 })
      .then(
        () => 'saved',
        () => 'timeout',
      ),
    refused
      .nth(before)
      .waitFor({ timeout: 30_000 })
      .then(
        async () => `refused: ${await refused.nth(before).innerText()}`,
        () => 'timeout',
      ),
  ]);
  expect(outcome === 'saved', `the drawer's save: ${outcome}`);
}

const row = (page: Page, title: string) => page.locator('.ant-table-row', { hasText: title }).first();

/** Narrows the admin list to titles containing `text` (the list's own 标题 filter). */
async function filterByTitle(page: Page, text: string) {
  await page.locator('.ant-pro-query-filter input#title').fill(text);
  await page.locator('.ant-pro-query-filter button.ant-btn-primary').click();
  await row(page, text).waitFor({ timeout: 15_000 });
}

interface AdminItem {
  id: string;
  title: string;
  body: string;
  status: string;
  scheduled: boolean;
  publishTime: string | null;
}

export const cases: Case[] = [
  {
    name: 'content-admin: an editor writes an article with a picture and a table, schedules it, edits and unpublishes it',
    async run() {
      const admin = await adminToken();
      const title = `定时发布的测试资讯 ${Date.now().toString(36)}`;
      const page = await adminPage('desktop', '/content/article', admin);
      await page.getByTestId('content-page-article').waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });

      // Write it: title, 栏目, body with a picture and a table, through the editor's own buttons.
      await page.getByTestId('content-add').click();
      await page.getByTestId('content-title').fill(title);
      await pickSelect(page, 'content-category', '填报指南');
      await page.locator('.ant-drawer textarea').first().fill('编辑在后台写的文章：配图、表格和定时发布。');
      const editor = page.getByTestId('content-body-editor-content');
      await editor.waitFor({ timeout: 15_000 });
      await editor.click();
      await page.keyboard.type('平行志愿按“分数优先、遵循志愿”投档，下面是投档过程的示意图。');
      await page.keyboard.press('Enter');
      await page.keyboard.type('下表是某省的批次控制线示例：');
      // The picture after the first paragraph.
      await editor.locator('p').first().click();
      await page.keyboard.press('End');
      await page.locator('.rich-editor__toolbar input[type=file]').setInputFiles({ name: '投档示意.png', mimeType: 'image/png', buffer: await stripesPng() });
      await editor.locator('img').waitFor({ timeout: 15_000 });
      // The table after the second paragraph, typed cell by cell (Tab moves on).
      await editor.locator('p', { hasText: '下表是' }).click();
      await page.keyboard.press('End');
      await page.getByTestId('rte-table').click();
      await editor.locator('table').waitFor({ timeout: 5_000 });
      for (const [i, cell] of ['批次', '物理类', '历史类', '本科批', '442', '428'].entries()) {
        if (i) await page.keyboard.press('Tab');
        await page.keyboard.type(cell);
      }
      await page.getByTestId('rte-add-row').waitFor({ timeout: 5_000 });
      await screenshot(page, 'content-admin-editor');
      await page.getByTestId('content-preview-open').click();
      const preview = page.getByTestId('content-preview-body');
      await preview.locator('img').waitFor({ timeout: 10_000 });
      expect((await preview.locator('table td').allInnerTexts()).join('|').includes('442'), 'the preview shows the table');
      await screenshot(page, 'content-admin-preview');
      await page.locator('.ant-modal-close').last().click();
      await saveDrawer(page);
      await filterByTitle(page, title);
      expect((await row(page, title).getByTestId('content-row-status').innerText()).includes('草稿'), 'a new article is a draft');

      // What was stored survived the sanitizer: the picture (a shared file address) and the table.
      const list = await call<{ content: AdminItem[] }>(
        `/content/admin/article/getByCondition?title=${encodeURIComponent(title)}&pageNumber=1&pageSize=5`,
        admin,
      );
      const saved = list.result.content.find((a) => a.title === title);
      expect(saved, 'the saved article is listed');
      const stored = await call<AdminItem>(`/content/admin/article/get/${saved.id}`, admin);
      expect(/<img[^>]+src="\/api\/file\/view\/\d+\?shared=1"/.test(stored.result.body), `the body keeps the picture: ${stored.result.body.slice(0, 300)}`);
      expect(
        /<table>[\s\S]*<th[^>]*>[\s\S]*批次[\s\S]*<td[^>]*>[\s\S]*442/.test(stored.result.body),
        `the body keeps the table: ${stored.result.body.slice(0, 600)}`,
      );

      // Schedule it ~30 s ahead through the date-time picker (the browser's own clock and zone).
      await row(page, title).getByTestId('content-row-publish').click();
      await page.getByTestId('content-publish-later').click();
      const at = await page.evaluate(() => {
        const d = new Date(Date.now() + 30_000);
        // No named helper here: the test runner's transpiler would wrap it in a function the page lacks.
        const [mo, da, h, mi, se] = [d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0'));
        return { text: `${d.getFullYear()}-${mo}-${da} ${h}:${mi}:${se}`, ms: d.getTime() };
      });
      const picker = page.locator('.ant-modal .ant-picker input');
      await picker.click();
      await picker.fill(at.text);
      const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
      if (await ok.isVisible()) await ok.click();
      else await picker.press('Enter');
      await page.getByTestId('content-publish-ok').click();
      await row(page, title).getByTestId('content-row-status').filter({ hasText: '定时发布' }).waitFor({ timeout: 10_000 });
      await screenshot(page, 'content-admin-scheduled');
      const scheduled = await call<AdminItem>(`/content/admin/article/get/${saved.id}`, admin);
      expect(
        scheduled.result.status === 'published' && scheduled.result.scheduled,
        `scheduled: ${JSON.stringify({ status: scheduled.result.status, scheduled: scheduled.result.scheduled, at: scheduled.result.publishTime })}`,
      );

      // The student does not see it yet …
      const site = await studentPage('desktop', '#/information', { before: logErrors });
      expect(!(await informationText(site)).includes(title), 'a scheduled article is not on /information before its time');
      const direct = await call<unknown>(`/information/get/${saved.id}`, await studentToken());
      expect(direct.code === 404, `before its time the detail is a 404 (got ${direct.code})`);
      await screenshot(site, 'content-admin-site-before');

      // … and does once its time has come.
      const wait = at.ms - Date.now() + 2_000;
      if (wait > 0) await site.waitForTimeout(wait);
      await site.reload();
      expect((await informationText(site)).includes(title), 'the article is on /information after its time');
      await screenshot(site, 'content-admin-site-after');
      await site.getByTestId('article-title').filter({ hasText: title }).first().click();
      await site.getByTestId('article-heading').waitFor({ timeout: 15_000 });
      const body = site.getByTestId('article-body');
      await body.locator('img').waitFor({ timeout: 10_000 });
      const loaded = await body.locator('img').evaluate((img: HTMLImageElement) =>
        img.complete
          ? img.naturalWidth
          : new Promise<number>((r) => {
              img.onload = () => r(img.naturalWidth);
              img.onerror = () => r(0);
            }),
      );
      expect(loaded === 120, `the picture loads for the student (naturalWidth ${loaded})`);
      expect((await body.locator('table').innerText()).includes('本科批'), 'the detail shows the table');
      await screenshot(site, 'content-admin-site-detail');

      // Edit the title: the site follows.
      const newTitle = `${title}（已更新）`;
      await row(page, title).getByTestId('content-row-edit').click();
      await page.getByTestId('content-title').fill(newTitle);
      await saveDrawer(page);
      await row(page, newTitle).waitFor({ timeout: 10_000 });
      await site.reload();
      await site.getByTestId('article-heading').filter({ hasText: newTitle }).waitFor({ timeout: 15_000 });

      // Unpublish: gone from the site, the detail is a 404.
      await row(page, newTitle).getByTestId('content-row-offline').click();
      await page.getByTestId('content-offline-ok').click();
      await row(page, newTitle).getByTestId('content-row-status').filter({ hasText: '已下线' }).waitFor({ timeout: 10_000 });
      await site.reload();
      await site.getByTestId('content-not-found').waitFor({ timeout: 15_000 });
      await screenshot(site, 'content-admin-site-offline');
      await site.goto(`${ctx.server.base}/#/information`);
      expect(!(await informationText(site)).includes(newTitle), 'an unpublished article leaves /information');
      await site.context().close();
      await page.context().close();
    },
  },
  ...(['desktop', 'mobile', 'narrow'] as const).map((kind): Case => ({
    name: `content-admin: the article list page (${kind})`,
    async run() {
      const page = await adminPage(kind, '/content/article');
      await page.getByTestId('content-page-article').waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      const text = await page.getByTestId('content-page-article').innerText();
      expect(text.includes('示例') && text.includes('删除全部示例'), 'seed articles are marked 示例 and can be removed at once');
      expect(!/\b\d{15,}\b/.test(text), 'no internal ids on the list');
      if (kind !== 'desktop') expect((await overflowOf(page)) <= 1, `no horizontal overflow at ${kind}`);
      await screenshot(page, `content-admin-list-${kind}`);
      if (kind === 'desktop') {
        await page.getByTestId('content-add').click();
        await page.getByTestId('content-body-editor-content').waitFor({ timeout: 15_000 });
        await screenshot(page, 'content-admin-form');
      }
      await page.context().close();
    },
  })),
  {
    name: 'content-admin: every content kind has its page in the menu, lists its 示例 seed and opens its form; a course opens its lessons with their videos',
    async run() {
      const admin = await adminToken();
      const menu = await call<{ name: string; path: string; children?: { name: string; path: string; title: string }[] }[]>('/permission/getMenuList', admin);
      const flat = (nodes: { name: string; path: string; title?: string; children?: unknown[] }[]): { name: string; path: string; title?: string }[] =>
        nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
      // The kinds' own pages (示例内容, /content/samples, lists every kind: sample-content covers it).
      const pages = flat(menu.result).filter((n) => /^\/content\/[a-z]+$/.test(n.path) && n.path !== '/content/samples');
      expect(pages.length >= 10, `content pages in the admin menu: ${pages.map((p) => p.title).join(', ')}`);
      const page = await adminPage('desktop', pages[0].path, admin);
      for (const entry of pages) {
        const kind = entry.path.split('/').pop()!;
        await page.goto(`${ctx.server.base}/admin/#${entry.path}`);
        const screen = page.getByTestId(`content-page-${kind}`);
        await screen.waitFor({ timeout: 15_000 });
        const list = await call<{ totalElements: number; content: { title: string; isExample: boolean }[] }>(
          `/content/admin/${kind}/getByCondition?pageNumber=1&pageSize=5`,
          admin,
        );
        expect(list.code === 200, `${kind} list: ${list.message}`);
        if (list.result.totalElements > 0) {
          await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
          const shown = await screen.innerText();
          expect(shown.includes(list.result.content[0].title.slice(0, 8)), `${entry.title} shows its first item (${list.result.content[0].title})`);
          if (list.result.content.some((i) => i.isExample)) expect(shown.includes('示例'), `${entry.title} marks its seed 示例`);
        }
        expect(!/\b\d{15,}\b/.test(await screen.innerText()), `${entry.title}: no internal ids on the list`);
        await screenshot(page, `content-admin-kind-${kind}`);
        await page.getByTestId('content-add').click();
        await page.getByTestId('content-form').waitFor({ timeout: 10_000 });
        await page.getByTestId('content-title').waitFor({ timeout: 10_000 });
        await screenshot(page, `content-admin-kind-${kind}-form`);
        await page.locator('.ant-drawer-close').first().click();
        await page.locator('.ant-drawer-content-wrapper').first().waitFor({ state: 'hidden', timeout: 10_000 });
      }

      // A course's 课时: the lessons in order, each with its video.
      await page.goto(`${ctx.server.base}/admin/#/content/course`);
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      await page.getByTestId('content-row-lessons').first().click();
      const lessons = page.getByTestId('content-page-lesson');
      await lessons.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      expect((await lessons.locator('.ant-table-row').count()) >= 3, 'the first course lists its lessons');
      await screenshot(page, 'content-admin-course-lessons');
      await lessons.getByTestId('content-row-edit').first().click();
      const video = page.locator('.ant-drawer video');
      await video.first().waitFor({ timeout: 15_000 });
      const playable = await video.first().evaluate(
        (v: HTMLVideoElement) =>
          new Promise<boolean>((resolve) => {
            if (v.readyState >= 1) resolve(true);
            v.addEventListener('loadedmetadata', () => resolve(true), { once: true });
            v.addEventListener('error', () => resolve(false), { once: true });
            setTimeout(() => resolve(v.readyState >= 1), 10_000);
          }),
      );
      expect(playable, 'the lesson form shows its video, and it loads');
      await screenshot(page, 'content-admin-lesson-form');
      await page.context().close();
    },
  },
  {
    name: 'content-admin: 百问 import adds the good rows and names the bad one',
    async run() {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('百问');
      const question = `导入测试：退档后还能参加征集志愿吗？${Date.now().toString(36)}`;
      sheet.addRows([
        ['分类', '问题', '回答', '推荐'],
        ['录取与调剂', question, '可以。被退档后档案回到省考试院，可以参加后续批次或征集志愿。', '否'],
        ['不存在的分类', '这一行的分类不对', '应被跳过', '否'],
      ]);
      const file = Buffer.from(await book.xlsx.writeBuffer());
      const page = await adminPage('desktop', '/content/question');
      await page.getByTestId('content-page-question').waitFor({ timeout: 15_000 });
      await page.getByTestId('question-import').click();
      await page
        .locator('.ant-modal input[type=file]')
        .setInputFiles({ name: '百问导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
      const result = page.getByTestId('question-import-result');
      await result.waitFor({ timeout: 15_000 });
      const text = await result.innerText();
      expect(text.includes('新增 1 条') && text.includes('跳过 1 行'), `import summary: ${text}`);
      const skipped = await page.getByTestId('question-import-skipped').locator('tbody tr').allInnerTexts();
      expect(skipped.length === 1 && skipped[0].startsWith('3'), `the bad row is row 3 with its reason: ${skipped.join(' / ')}`);
      await screenshot(page, 'content-admin-question-import');
      await page.locator('.ant-modal-footer button').click();
      await page.locator('.ant-table-row', { hasText: question }).waitFor({ timeout: 10_000 });
      await page.context().close();
    },
  },
];
