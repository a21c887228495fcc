/** Issue 3, admin side: the 数据管理 screens (import history and summary, institution, major and admission browsers). */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx } from '../context.ts';

async function adminPage(): Promise<Page> {
  const context = await newContext(ctx.browser, 'desktop');
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/`);
  await page.getByTestId('admin-login-username').waitFor({ timeout: 15_000 });
  await page.getByTestId('admin-login-username').fill('admin');
  await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
  return page;
}

export const cases: Case[] = [
  {
    name: 'data: the admin reads the import history with its summary, or the demo notice without DATA_DIR',
    async run() {
      const page = await adminPage();
      await page.goto(`${ctx.server.base}/admin/#/data/import`);
      await page.getByTestId('data-import-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('province-year-table').waitFor({ timeout: 15_000 });
      if (ctx.dataMode === 'real') {
        // The data folder's run is the oldest on the first page: uploads by other cases of this lane come after it.
        const link = page.locator('[data-testid^="run-detail-"]').last();
        await link.waitFor({ timeout: 15_000 });
        await page.getByTestId('run-status-succeeded').first().waitFor();
        await screenshot(page, 'data-import');
        await link.click();
        await page.getByTestId('run-drawer').waitFor({ timeout: 10_000 });
        await page.getByTestId('run-files').waitFor();
        const files = await page.getByTestId('run-files').innerText();
        expect(files.includes('admissions.csv.gz'), 'the summary lists the admissions file');
        await page.getByTestId('run-unmatched').waitFor();
        await screenshot(page, 'data-import-run');
      } else {
        await page.getByTestId('demo-banner').waitFor({ timeout: 10_000 });
        await screenshot(page, 'data-import');
        // Without DATA_DIR a re-run is refused with the reason, not a failure.
        await page.getByTestId('run-import').click();
        await page.locator('.ant-popconfirm .ant-btn-primary').click();
        await page.getByTestId('no-data-dir').waitFor({ timeout: 10_000 });
      }
      await page.context().close();
    },
  },
  {
    name: 'data: the admin browses institutions, majors and admission lines',
    async run() {
      const page = await adminPage();
      await page.goto(`${ctx.server.base}/admin/#/data/institution`);
      await page.getByTestId('institution-page').waitFor({ timeout: 15_000 });
      await page.getByText('清华大学').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'data-institution');
      await page.goto(`${ctx.server.base}/admin/#/data/major`);
      await page.getByTestId('major-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('major-tree').waitFor({ timeout: 15_000 });
      await screenshot(page, 'data-major');
      await page.goto(`${ctx.server.base}/admin/#/data/admission`);
      await page.getByTestId('admission-page').waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'data-admission');
      await page.context().close();
    },
  },
];
