/**
 * 代码生成 (issue 35): the admin reads one of our tables into fields, generates this project's files and
 * reads them highlighted; the two demos the generator made of itself (表格示例, 树形示例) work as screens.
 */
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, fits, noComingSoon } from '../context.ts';

export const cases: Case[] = [
  {
    name: 'generator: reads a table into fields, generates the module and shows its files highlighted',
    async run() {
      const page = await adminPage('desktop', '/generator/table');
      await page.getByTestId('gen-page').waitFor({ timeout: 15_000 });
      await noComingSoon(page, '表格生成');
      await page.getByTestId('gen-table').click();
      await page.keyboard.type('demo_notice');
      await page.keyboard.press('Enter');
      await page.getByTestId('gen-read').click();
      await page.getByTestId('gen-fields').locator('input[value="publishDate"], :text("publishDate")').first().waitFor({ timeout: 10_000 });
      await page.getByTestId('gen-name').fill('eventPoster');
      await page.getByTestId('gen-generate').click();
      await page.getByTestId('gen-file-tab-0').waitFor({ timeout: 20_000 });
      await page.waitForTimeout(500);
      await screenshot(page, 'generator-table-desktop');
      const tabs = await page.locator('[data-testid^="gen-file-tab-"]').count();
      expect(tabs >= 10, `the schema, contract, module, test and admin files are shown (${tabs})`);
      const text = await page.getByTestId('gen-page').innerText();
      for (const words of ['event-poster', 'eventPoster']) expect(text.includes(words), `the generated files show ${words}`);
      await page.context().close();
    },
  },
  {
    name: 'generator: the committed demos (表格示例, 树形示例) add, list and show records, also on a phone',
    async run() {
      const admin = await adminToken();
      const added = await call<{ id: string }>('/demoNotice/add', admin, {
        title: '期末考试安排',
        audience: '1',
        views: 12,
        pinned: true,
        publishDate: '2026-12-01',
        content: '各年级期末考试时间',
      });
      expect(added.code === 200, `a demo notice is added: ${added.message}`);
      const root = await call<{ id: string }>('/demoRegion/add', admin, { title: '华东', code: 'east', sortOrder: 1, enabled: true });
      expect(root.code === 200, `a demo region is added: ${root.message}`);

      const table = await adminPage('desktop', '/generator/demo-notice', admin);
      await table.getByTestId('demo-notice-page').waitFor({ timeout: 15_000 });
      await table.getByText('期末考试安排').first().waitFor({ timeout: 15_000 });
      await noComingSoon(table, '表格示例');
      await screenshot(table, 'generator-demo-table-desktop');
      await table.context().close();

      const tree = await adminPage('mobile', '/generator/demo-region', admin);
      await tree.getByTestId('demo-region-page').waitFor({ timeout: 15_000 });
      await tree.getByText('华东').first().waitFor({ timeout: 15_000 });
      await fits(tree, 'mobile', '树形示例');
      await screenshot(tree, 'generator-demo-tree-390');
      await tree.context().close();
    },
  },
];
