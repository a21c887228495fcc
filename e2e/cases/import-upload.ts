/**
 * Issue 17 item 3, admin side: the admin uploads an xlsx in the zhiyuan-import/1 format on the
 * 数据导入 page, reads the dry-run report (rows read, would import, skipped by reason, unmatched
 * names, an ignored sheet), commits it and sees the counts of the import; the run is in the history.
 */
import ExcelJS from 'exceljs';
import { UPLOAD_TIMEOUT_MS } from '@zhiyuan/shared';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx, overflowOf } from '../context.ts';

async function adminPage(kind: 'desktop' | 'mobile' | 'narrow'): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/`);
  await page.getByTestId('admin-login-username').waitFor({ timeout: 30_000 });
  await page.getByTestId('admin-login-username').fill('admin');
  await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-layout').waitFor({ timeout: 30_000 });
  return page;
}

/** 浙江 (absent from the public data set) major lines for one made-up year, one sheet of notes. */
async function workbook(year: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('录取线');
  sheet.addRow(['zhiyuan-import/1', 'lines']);
  sheet.addRow(['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'majorName', 'electiveRequirement', 'minScore', 'minRank']);
  const schools = ['北京大学', '北大', '南京大学', '东南大学', '武汉大学'];
  schools.forEach((name, i) => {
    sheet.addRow(['浙江', year, '综合', '本科批', 'major', name, '计算机科学与技术', '物理', 660 - i * 8, 1500 + i * 900]);
    sheet.addRow(['浙江', year, '综合', '本科批', 'major', name, '汉语言文学', '不限', 650 - i * 8, 2600 + i * 900]);
  });
  sheet.addRow(['浙江', year, '综合', '本科批', 'major', '东南大学', '建筑学', '物理', '600分及以上', '']);
  sheet.addRow(['浙江', year, '综合', '本科批', 'major', '示例职业技术学院', '软件技术', '不限', 480, 90000]);
  sheet.addRow(['浙江', year, '综合', '本科批', 'major', '南京大学', '数学与应用数学', '物理', '六百', '']);
  sheet.addRow(['浙江', year, '综合', '本科批', 'major', '南京大学', '', '物理', 640, '']);
  const notes = book.addWorksheet('说明');
  notes.addRow(['本表为浏览器测试生成的示例数据']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The report or the panel's error, whichever comes first: the console gives an upload
 * UPLOAD_TIMEOUT_MS and then says so, so an error ends the wait with its text instead of a timeout.
 */
async function outcome(page: Page, testId: string): Promise<void> {
  await page
    .locator(`[data-testid="${testId}"], [data-testid="upload-error"]`)
    .first()
    .waitFor({ timeout: UPLOAD_TIMEOUT_MS + 10_000 });
  const error = page.getByTestId('upload-error');
  if (await error.isVisible()) throw new Error(`${testId}: the panel shows an error instead: ${await error.innerText()}`);
}

const numberOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(/[^\d]/g, ''));

export const cases: Case[] = [
  {
    name: 'import-upload: the admin uploads an xlsx, reads the dry-run report, commits it and sees the counts',
    async run() {
      // A year no other run wrote: the commit imports every valid row (none unchanged).
      const year = 2000 + (Date.now() % 90);
      const file = { name: `浙江-${year}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook(year) };
      const page = await adminPage('desktop');
      await page.goto(`${ctx.server.base}/admin/#/data/import`);
      await page.getByTestId('upload-panel').waitFor({ timeout: 15_000 });
      await page.getByTestId('upload-panel').locator('input[type=file]').setInputFiles(file);
      await page.getByTestId('upload-file-name').waitFor();
      await page.getByTestId('upload-dry-run').click();
      await outcome(page, 'upload-report');
      expect((await numberOf(page, 'upload-read')) === 14, 'the dry run read 14 rows');
      expect((await numberOf(page, 'upload-imported')) === 12, 'the dry run would import 12 rows');
      expect((await numberOf(page, 'upload-skipped')) === 2, 'the dry run skips 2 rows');
      const files = await page.getByTestId('upload-files').innerText();
      expect(files.includes('minScore 无法读取 × 1') && files.includes('缺少 majorName × 1'), `the skip reasons are listed (${files})`);
      const unmatched = await page.getByTestId('upload-unmatched').innerText();
      expect(unmatched.includes('示例职业技术学院') && !unmatched.includes('北大'), `the unknown name is listed, the alias resolved (${unmatched})`);
      expect((await page.getByTestId('upload-ignored').innerText()).includes('说明'), 'the notes sheet is listed as ignored');
      await page.getByTestId('upload-report').scrollIntoViewIfNeeded();
      await screenshot(page, 'import-upload-dry-run');

      await page.getByTestId('upload-commit').click();
      await outcome(page, 'upload-result');
      await page.getByTestId('run-status-succeeded').first().waitFor({ timeout: 10_000 });
      expect((await numberOf(page, 'upload-imported')) === 12, 'the commit imported 12 rows');
      expect((await numberOf(page, 'upload-read')) === 14, 'the commit read 14 rows');
      await page.getByTestId('upload-result').scrollIntoViewIfNeeded();
      await screenshot(page, 'import-upload-committed');

      // The run is in the history with the file's name.
      const history = page.locator('.ant-pro-table');
      await history.getByText(`upload:${file.name}`).first().waitFor({ timeout: 15_000 });
      await history.scrollIntoViewIfNeeded();
      await screenshot(page, 'import-upload-history');
      await page.getByTestId('alias-panel').scrollIntoViewIfNeeded();
      await screenshot(page, 'import-upload-aliases');
      await page.context().close();

      // Phones: the dry-run report stays inside the screen.
      for (const kind of ['mobile', 'narrow'] as const) {
        const phone = await adminPage(kind);
        await phone.goto(`${ctx.server.base}/admin/#/data/import`);
        await phone.getByTestId('upload-panel').waitFor({ timeout: 15_000 });
        await phone.getByTestId('upload-panel').locator('input[type=file]').setInputFiles(file);
        await phone.getByTestId('upload-dry-run').click();
        await outcome(phone, 'upload-report');
        // The same file again: all its rows are there already, so there is nothing to commit.
        expect(
          (await numberOf(phone, 'upload-unchanged')) === 12 && (await numberOf(phone, 'upload-imported')) === 0,
          `${kind}: the dry run finds the 12 rows stored`,
        );
        expect(await phone.getByTestId('upload-commit').isDisabled(), `${kind}: nothing to commit`);
        await phone.getByTestId('upload-panel').scrollIntoViewIfNeeded();
        expect((await overflowOf(phone)) <= 0, `${kind}: nothing overflows the screen`);
        await screenshot(phone, `import-upload-dry-run-${kind}`);
        await phone.context().close();
      }
    },
  },
];
