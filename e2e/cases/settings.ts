/**
 * Issue 18, settings: the one settings page of the admin with a tab per setting (each screenshot at
 * 1440×900, one at 390), 测试连接 on the storage tab with the local provider saying 成功, the
 * S3 form with its vendor hint, and the notice bar of the site (desktop and phone), closable.
 */
import type { Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, overflowOf, webPage } from '../context.ts';
import { ADMIN_PASSWORD } from '../harness.ts';

const TABS = [
  ['oss', '存储'],
  ['sms', '短信'],
  ['email', '邮件'],
  ['social', '第三方登录'],
  ['other', '其他'],
  ['notice', '站内通知'],
  ['autoChat', '智能客服'],
  ['outbox', '发件箱'],
] as const;

const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const NOTICE = '6 月 25 日起可查询本省一分一段表，填报前请先完善考生信息。';

/** Runs `steps` on `page`; on a failure the page is saved as settings-failed-<name> first. */
async function onPage(page: Page, name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await screenshot(page, `settings-failed-${name}`).catch(() => undefined);
    throw error;
  } finally {
    await page.context().close();
  }
}

async function openTab(page: Page, label: string): Promise<void> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await page.waitForTimeout(300);
}

export const cases: Case[] = [
  {
    name: 'settings: every settings tab, 测试连接 of the local storage, the S3 hints',
    async run() {
      const admin = await adminToken();
      await call('/setting/other/set', admin, {
        siteName: '志愿通',
        icp: '京ICP备12345678号-1',
        domain: 'https://zhiyuan.example.com',
        adminDomain: '',
        uploadMaxMb: 20,
        uploadKinds: ['image', 'pdf', 'office'],
        trashDays: 30,
      });
      const saved = await call('/setting/notice/set', admin, {
        open: true,
        level: 'info',
        content: NOTICE,
        link: 'https://zhiyuan.example.com/news/1',
        linkText: '查看详情',
        startTime: chinaTime(Date.now() - 3600_000),
        endTime: chinaTime(Date.now() + 3 * 3600_000),
      });
      expect(saved.code === 200, `notice saved: ${saved.message}`);
      const page = await adminPage('desktop', '/sys/setting', admin);
      await onPage(page, 'tabs', async () => {
        await page.getByTestId('setting-page').waitFor({ timeout: 15_000 });
        for (const [key, label] of TABS) {
          await openTab(page, label);
          if (key === 'autoChat') await page.getByText('客服开关').or(page.locator('.ant-pro-form')).first().waitFor({ timeout: 10_000 });
          else if (key === 'outbox') await page.locator('.ant-pro-table').waitFor({ timeout: 10_000 });
          else await page.getByTestId(`setting-${key}`).waitFor({ timeout: 10_000 });
          if (key === 'oss') {
            await page.getByTestId('setting-check-oss').click();
            const result = page.getByTestId('setting-check-result');
            await result.waitFor({ timeout: 15_000 });
            const text = await result.innerText();
            expect(text.includes('成功'), `测试连接 of the local storage: ${text}`);
          }
          if (key === 'sms') {
            // The template table of the scenes shows with a real provider (not saved).
            await page.getByText('阿里云短信', { exact: true }).click();
            await page.getByTestId('sms-templates-aliyun').waitFor({ timeout: 5_000 });
          }
          if (key === 'email') await page.getByText('SMTP 邮件', { exact: true }).click();
          if (key === 'notice') {
            const window = await page.locator('.ant-picker-range input').first().inputValue();
            expect(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(window), `notice window start shown: ${window}`);
            await page.getByTestId('notice-showing').getByText('当前正在站点上显示').waitFor({ timeout: 5_000 });
          }
          await screenshot(page, `settings-${key}`);
          const body = await page.locator('body').innerText();
          expect(!/\b\d{15,20}\b/.test(body), `no internal id on the ${key} tab`);
        }
        // The S3 form: vendor select and its endpoint hint.
        await openTab(page, '存储');
        await page.getByText('S3 兼容存储', { exact: true }).click();
        await page.getByTestId('setting-oss').locator('.ant-select').first().click();
        await page.getByTitle('阿里云 OSS').click();
        await page
          .getByText(/oss-cn-hangzhou\.aliyuncs\.com/)
          .first()
          .waitFor({ timeout: 5_000 });
        await screenshot(page, 'settings-oss-s3');

        // A saved S3 secret shows masked; the eye (查看密钥) shows it plain; 测试连接 names the failure.
        const secretKey = 'E2E-Plain-Secret-7';
        const s3 = {
          vendor: 'minio',
          endpoint: 'http://127.0.0.1:9',
          region: 'us-east-1',
          bucket: 'zhiyuan-e2e',
          accessKey: 'E2EKEY',
          secretKey,
          forcePathStyle: true,
          prefix: '',
        };
        expect((await call('/setting/oss/set', admin, { provider: 's3', s3 })).code === 200, 'S3 setting saved');
        try {
          await page.reload();
          const form = page.getByTestId('setting-oss');
          await form.waitFor({ timeout: 15_000 });
          const input = form.locator('.ant-input-password input');
          await input.waitFor({ timeout: 10_000 });
          expect((await input.inputValue()) === '******', 'the secret shows masked');
          await form.locator('.ant-input-password-icon').click();
          await page.waitForFunction(
            (v) => (document.querySelector('[data-testid=setting-oss] .ant-input-password input') as HTMLInputElement | null)?.value === v,
            secretKey,
            { timeout: 10_000 },
          );
          await page.getByTestId('setting-check-oss').click();
          const result = page.getByTestId('setting-check-result');
          await result.waitFor({ timeout: 20_000 });
          const text = await result.innerText();
          expect(text.startsWith('连接失败：无法连接存储服务'), `测试连接 of an unreachable S3 server: ${text}`);
          await screenshot(page, 'settings-oss-secret-check');
        } finally {
          await call('/setting/oss/set', admin, { provider: 'local' });
        }
      });
    },
  },
  {
    name: 'settings-guard: changing the SMTP host asks for the password, then saves; the super admin is told',
    async run() {
      const admin = await adminToken({ confirm: false });
      const page = await adminPage('desktop', '/sys/setting', admin);
      await onPage(page, 'confirm', async () => {
        await page.getByTestId('setting-page').waitFor({ timeout: 15_000 });
        await openTab(page, '邮件');
        const form = page.getByTestId('setting-email');
        await form.waitFor({ timeout: 10_000 });
        await form.getByText('SMTP 邮件', { exact: true }).click();
        await form.getByLabel('SMTP 服务器').fill('smtp.e2e27.example');
        await form.getByRole('button', { name: /保\s*存/ }).click();
        const password = page.getByTestId('setting-confirm-password');
        await password.waitFor({ timeout: 10_000 });
        await screenshot(page, 'settings-guard-confirm-password');
        await password.fill(ADMIN_PASSWORD);
        await page.getByTestId('setting-confirm-ok').click();
        await page.getByText('配置已保存').first().waitFor({ timeout: 10_000 });
        const stored = await call<{ provider: string; smtp: { host: string } }>('/setting/email', admin);
        expect(
          stored.result.provider === 'smtp' && stored.result.smtp.host === 'smtp.e2e27.example',
          `the SMTP host is saved after the confirmation: ${JSON.stringify(stored.result)}`,
        );
        const inbox = await call<{ content: { title: string }[] }>('/messageSend/getByCondition?pageNumber=1&pageSize=5', admin);
        expect(
          JSON.stringify(inbox.result ?? '').includes('投递与身份设置已被修改'),
          `the super admin's inbox tells of the change: ${JSON.stringify(inbox).slice(0, 300)}`,
        );
      });
      await call('/setting/email/set', admin, { provider: 'outbox' });
    },
  },
  {
    name: 'settings: the settings page on a 390 phone',
    async run() {
      const page = await adminPage('mobile', '/sys/setting');
      await onPage(page, 'mobile', async () => {
        await page.getByTestId('setting-page').waitFor({ timeout: 15_000 });
        await page.getByTestId('setting-oss').waitFor({ timeout: 10_000 });
        await screenshot(page, 'settings-mobile-390');
        const overflow = await overflowOf(page);
        expect(overflow <= 1, `settings page overflows the 390 phone by ${overflow}px`);
      });
    },
  },
  {
    name: 'settings: the notice bar on the site, desktop and phone, closable',
    async run() {
      const shown = await call<{ showing: boolean }>('/setting/notice', '');
      expect(shown.result.showing, `the server shows the notice: ${JSON.stringify(shown.result)}`);
      try {
        await noticeOnSite();
      } finally {
        // Off again, so other cases' pages are not covered by it.
        const admin = await adminToken();
        await call('/setting/notice/set', admin, { open: false, level: 'info', content: NOTICE, link: '', linkText: '', startTime: '', endTime: '' });
      }
    },
  },
];

/** The notice bar on the site's index, desktop and phone, and the footer's ICP number. */
async function noticeOnSite(): Promise<void> {
  for (const kind of ['desktop', 'mobile'] as const) {
    const page = await webPage(kind, '#/index');
    await onPage(page, `site-${kind}`, async () => {
      const bar = page.getByTestId('site-notice');
      await bar.waitFor({ timeout: 15_000 });
      const text = await bar.innerText();
      expect(text.includes('一分一段表'), `the notice text on ${kind}: ${text}`);
      expect((await bar.getByRole('link').getAttribute('target')) === '_blank', 'the link opens in a new tab');
      if (kind === 'mobile') expect((await overflowOf(page)) <= 1, 'no horizontal overflow with the notice on the phone');
      else {
        // The ICP number saved on the 其他 tab (the first case) is the footer's.
        const icp = page.getByTestId('footer-icp');
        const site = await call<{ icp: string }>('/setting/site', '');
        expect(site.result?.icp === '京ICP备12345678号-1', `the site's ICP number: ${JSON.stringify(site)}`);
        await icp.waitFor({ timeout: 10_000 });
        expect((await icp.innerText()) === '京ICP备12345678号-1', `the footer's ICP number: ${await icp.innerText()}`);
      }
      await screenshot(page, `settings-notice-site-${kind}`);
      await page.getByTestId('site-notice-close').click();
      await bar.waitFor({ state: 'hidden', timeout: 5_000 });
      await page.reload();
      await page.waitForTimeout(1500);
      expect(!(await bar.isVisible()), 'closed for the session');
    });
  }
}
