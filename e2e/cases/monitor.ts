/**
 * 服务监控 (issue 32): the admin's server monitor shows the instance, its readings and three charts of
 * its last hour, in Chinese, without the 敬请期待 placeholder; the metrics it is built beside stay
 * closed to a visitor.
 */
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, noComingSoon } from '../context.ts';

export const cases: Case[] = [
  {
    name: 'monitor: 服务监控 shows the instance, its readings and charts of its last hour',
    async run() {
      const page = await adminPage('desktop', '/monitor/server');
      await page.getByTestId('server-monitor').waitFor({ timeout: 15_000 });
      for (const chart of ['monitor-chart-cpu', 'monitor-chart-memory', 'monitor-chart-latency']) {
        await page.getByTestId(chart).locator('canvas').first().waitFor({ timeout: 15_000 });
      }
      await noComingSoon(page, '服务监控');
      const text = await page.getByTestId('server-monitor').innerText();
      for (const words of ['实例 ID', '事件循环延迟', '数据库往返', '共享状态往返', 'CPU 与事件循环']) expect(text.includes(words), `服务监控 shows ${words}`);
      await page.waitForTimeout(800); // chart animation
      await screenshot(page, 'monitor-server-desktop');
      await page.context().close();

      // The metrics beside it are never public.
      const scrape = await fetch(`${ctx.server.base}/api/metrics`);
      const body = (await scrape.json()) as { code: number };
      expect(body.code === 401, `GET /api/metrics without a token answers 401, not ${body.code}`);
    },
  },
  {
    name: 'monitor: 缓存监控 lists the product’s keys with a custom key and clears it after typing 全部',
    async run() {
      const admin = await adminToken();
      const saved = await call('/redis/save', admin, { key: 'custom:e2e-note', value: '周五 22:00 维护', expireTime: 600 });
      expect(saved.code === 200, `save a custom key: ${saved.message}`);
      const page = await adminPage('desktop', '/monitor/redis', admin);
      await page.getByTestId('cache-monitor').waitFor({ timeout: 15_000 });
      await page.getByText('custom:e2e-note').first().waitFor({ timeout: 15_000 });
      await noComingSoon(page, '缓存监控');
      const text = await page.getByTestId('cache-monitor').innerText();
      expect(text.includes('周五 22:00 维护'), 'the custom key shows its value');
      expect(text.includes('键数量') && text.includes('占用内存'), 'the key count and memory show');
      await screenshot(page, 'monitor-cache-desktop');

      await page.getByTestId('cache-clear').click();
      await page.getByTestId('cache-clear-confirm').fill('全部');
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByText(/已删除 \d+ 个键/).waitFor({ timeout: 10_000 });
      await page.getByText('custom:e2e-note').waitFor({ state: 'detached', timeout: 10_000 });
      await screenshot(page, 'monitor-cache-cleared-desktop');
      await page.context().close();
    },
  },
  {
    name: 'monitor: 定时任务 lists the product’s jobs with their next runs, previews a cron and runs a job now into the log',
    async run() {
      const admin = await adminToken();
      const page = await adminPage('desktop', '/monitor/quartz', admin);
      await page.getByTestId('quartz-page').waitFor({ timeout: 15_000 });
      // The table's rows, not the tip above it (which names 会员到期 too).
      await page.locator('tr', { hasText: '网盘回收站清理' }).first().waitFor({ timeout: 15_000 });
      await noComingSoon(page, '定时任务');
      const text = await page.getByTestId('quartz-page').innerText();
      for (const words of ['会员到期', '网盘回收站清理', '日志清理', '0 * * * * ?', '运行中']) expect(text.includes(words), `定时任务 shows ${words}`);
      await screenshot(page, 'monitor-quartz-desktop');

      // Edit: the cron's next five runs show as it is typed, and a too-frequent one is refused in words.
      const row = page.locator('tr', { hasText: '日志清理' }).first();
      await row.getByText('编辑').click();
      const cron = page.getByTestId('quartz-cron');
      await cron.fill('0 0 4 * * ?');
      await page
        .getByTestId('quartz-next-runs')
        .getByText(/04:00:00/)
        .first()
        .waitFor({ timeout: 10_000 });
      await screenshot(page, 'monitor-quartz-edit-desktop');
      await cron.fill('0/10 * * * * ?');
      await page.getByText('定时任务最短每分钟执行一次').first().waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: /取\s*消/ }).click();

      // Run now: the run shows in the log with its outcome.
      await page.getByTestId('quartz-run-idempotency.purge').click();
      await page.getByText('已加入执行队列').first().waitFor({ timeout: 10_000 });
      await page.getByRole('tab', { name: '执行日志' }).click();
      const log = page.locator('.ant-tabs-tabpane-active');
      // A scheduled run of the same job may be in the log already: wait for the manual one.
      for (let tries = 0; tries < 40; tries += 1) {
        if ((await log.getByText('幂等应答清理').count()) > 0 && (await log.getByText('手动').count()) > 0 && (await log.getByText('成功').count()) > 0) break;
        await page.waitForTimeout(500);
        await log.getByRole('button', { name: /刷\s*新/ }).click();
      }
      expect((await log.getByText('幂等应答清理').count()) > 0, 'the manual run shows in the run log');
      expect((await log.getByText('手动').count()) > 0, 'the run is marked manual');
      await screenshot(page, 'monitor-quartz-log-desktop');
      await page.context().close();
    },
  },
  {
    name: 'monitor: Actuator监控 shows readiness, the instance and its metrics, searchable, and nothing of the environment',
    async run() {
      const page = await adminPage('desktop', '/monitor/actuator');
      await page.getByTestId('actuator-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('actuator-health').getByText('数据库: 正常').waitFor({ timeout: 15_000 });
      await noComingSoon(page, 'Actuator监控');
      await page.getByText('http_request_duration_seconds', { exact: true }).first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'monitor-actuator-desktop');
      await page.getByPlaceholder('按名称、说明或标签搜索').fill('zhiyuan_');
      await page.getByText('zhiyuan_websocket_clients', { exact: true }).first().waitFor({ timeout: 10_000 });
      const text = await page.getByTestId('actuator-page').innerText();
      expect(!text.includes('http_request_duration_seconds_bucket'), 'histogram buckets are left out');
      expect(!/DATABASE_URL|SETTINGS_KEY|ADMIN_PASSWORD/.test(text), 'nothing of the environment shows');
      await screenshot(page, 'monitor-actuator-search-desktop');
      await page.context().close();
    },
  },
  {
    name: 'monitor: 定时任务, 缓存监控, 服务监控 and Actuator监控 fit a phone (390 and 360 wide) without the page overflowing',
    async run() {
      const admin = await adminToken();
      for (const kind of ['mobile', 'narrow'] as const) {
        for (const [hash, testId, name] of [
          ['/monitor/quartz', 'quartz-page', 'quartz'],
          ['/monitor/redis', 'cache-monitor', 'cache'],
          ['/monitor/server', 'server-monitor', 'server'],
          ['/monitor/actuator', 'actuator-page', 'actuator'],
        ] as const) {
          const page = await adminPage(kind, hash, admin);
          await page.getByTestId(testId).waitFor({ timeout: 15_000 });
          await page.waitForTimeout(600);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow <= 1, `${hash} on ${kind} does not scroll sideways (${overflow}px too wide)`);
          await screenshot(page, `monitor-${name}-${kind}`);
          await page.context().close();
        }
      }
    },
  },
];
