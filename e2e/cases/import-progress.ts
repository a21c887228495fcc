/**
 * Issue 16 item 9: an import's progress is visible while it runs. A second server starts on a
 * made-up data folder (nothing from the public data set) big enough to keep its import at start
 * busy for a while: the admin's 数据导入 page shows growing counts before the run ends, and the
 * public site shows its quiet 数据更新中 strip, which goes when the import ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, root, screenshot, startServer, type Case, type Server } from '../harness.ts';
import { ctx, overflowOf } from '../context.ts';
import { writeSyntheticDataSet } from '../../apps/server/src/data/synthetic-data-set.ts';

const ROWS = 200_000;

interface RunRow {
  id: string;
  status: string;
  totals: { read: number; imported: number };
}

async function lastRun(server: Server, token: string): Promise<RunRow | undefined> {
  const runs = await api<{ content: RunRow[] }>(server.base, '/dataImport/getRuns?pageNumber=1&pageSize=1', { token });
  return runs.result?.content?.[0];
}

async function adminPage(server: Server): Promise<Page> {
  const context = await newContext(ctx.browser, 'desktop');
  const page = await context.newPage();
  await page.goto(`${server.base}/admin/`);
  await page.getByTestId('admin-login-username').waitFor({ timeout: 60_000 });
  await page.getByTestId('admin-login-username').fill('admin');
  await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-layout').waitFor({ timeout: 60_000 });
  return page;
}

export const cases: Case[] = [
  {
    name: 'import-progress: admin counts grow while an import runs, the site says 数据更新中 and drops it after',
    async run() {
      const dataDir = writeSyntheticDataSet(path.join(root, 'var', 'e2e', `import-progress-${Date.now()}`), ROWS);
      let server: Server | undefined;
      try {
        server = await startServer({ env: { DATA_DIR: dataDir }, waitForImport: false });
        const login = await api<string>(server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
        expect(login.code === 200, `admin login: ${login.message}`);
        const token = login.result;

        // The admin: the running run's counts, above 0 while it is still running.
        const t0 = Date.now();
        const admin = await adminPage(server).catch(async (err: unknown) => {
          throw new Error(`admin login page after ${Date.now() - t0} ms: ${String(err).slice(0, 200)}`);
        });
        console.log(`    admin signed in after ${Date.now() - t0} ms`);
        await admin.goto(`${server.base}/admin/#/data/import`);
        await admin.getByTestId('run-progress').waitFor({ timeout: 20_000 });
        await admin.getByTestId('run-progress-rows').waitFor({ timeout: 20_000 });
        let read = 0;
        for (let i = 0; i < 20 && read === 0; i++) {
          const text = await admin.getByTestId('run-progress-rows').innerText();
          read = Number((/([\d,]+)/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
          if (read === 0) await admin.waitForTimeout(1000);
        }
        const during = await lastRun(server, token);
        expect(read > 0 && read < ROWS, `the admin shows part-way counts (read ${read})`);
        expect(during?.status === 'running', `the run was still running when the admin showed ${read} rows read (${during?.status})`);
        const current = await admin.getByTestId('run-progress-current').innerText();
        expect(current.includes('当前：'), `the admin names the step (${current})`);
        await screenshot(admin, 'import-progress-admin-running');

        // The public site, desktop and phones: a quiet strip while the import runs, nothing overflowing.
        const pages: Page[] = [];
        for (const kind of ['desktop', 'mobile', 'narrow'] as const) {
          const context = await newContext(ctx.browser, kind);
          const page = await context.newPage();
          await page.goto(`${server.base}/#/index`);
          const notice = page.getByTestId('data-updating');
          await notice.waitFor({ timeout: 60_000 });
          expect((await notice.innerText()).includes('数据更新中'), 'the strip says 数据更新中');
          expect((await overflowOf(page)) <= 0, `${kind}: nothing overflows with the strip`);
          await screenshot(page, `import-progress-site-updating-${kind}`);
          pages.push(page);
        }
        console.log(`    site checked after ${Date.now() - t0} ms`);
        const stillRunning = await lastRun(server, token);
        expect(stillRunning?.status === 'running', 'the site was checked while the import ran');

        // The end: the admin reports it, the site's strip goes without a reload.
        const deadline = Date.now() + 5 * 60_000;
        let last: RunRow | undefined = stillRunning;
        while (last?.status === 'running' && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 1000));
          last = await lastRun(server, token);
        }
        expect(last?.status === 'succeeded', `the import ended well (${last?.status})`);
        expect(last.totals.read === ROWS, `the run read every row (${last.totals.read})`);
        for (const page of pages) await page.getByTestId('data-updating').waitFor({ state: 'detached', timeout: 20_000 });
        await admin.getByTestId('run-status-succeeded').first().waitFor({ timeout: 20_000 });
        await screenshot(pages[0], 'import-progress-site-after');
        await screenshot(admin, 'import-progress-admin-done');
        for (const page of [admin, ...pages]) await page.context().close();
      } finally {
        await server?.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  },
];
