/**
 * Issue 14 items 6 and 10: after failed logins both login forms show the image captcha, now a
 * PNG the browser decodes (no SVG markup), and a wrong captcha is refused with its message. Runs
 * on a server of its own, so these failures do not count against the shared server's address.
 */
import type { Page } from 'playwright-core';
import { expect, newContext, screenshot, startServer, type Case } from '../harness.ts';
import { ctx } from '../context.ts';

/** The captcha picture loaded as an image of 232×72 pixels from a PNG answer. */
async function expectPngCaptcha(page: Page, testId: string | null, what: string) {
  const image = testId ? page.getByTestId(testId) : page.locator('.zy-captcha img');
  await image.waitFor({ timeout: 15_000 });
  await page.waitForFunction((el) => (el as HTMLImageElement).complete, await image.elementHandle(), { timeout: 10_000 });
  const size = await image.evaluate((el) => [(el as HTMLImageElement).naturalWidth, (el as HTMLImageElement).naturalHeight]);
  expect(size[0] === 232 && size[1] === 72, `${what}: captcha image decoded at 232×72, got ${size.join('×')}`);
  const src = (await image.getAttribute('src'))!;
  const answer = await page.request.get(new URL(src, page.url()).toString());
  expect(answer.headers()['content-type'] === 'image/png', `${what}: captcha served as image/png, got ${answer.headers()['content-type']}`);
  const body = await answer.body();
  expect(!body.toString('latin1').includes('<path'), `${what}: no SVG paths in the captcha`);
}

export const cases: Case[] = [
  {
    name: 'captcha: after 3 failed logins the admin and web login forms show a PNG captcha and refuse a wrong one',
    async run() {
      // Demo data: what this checks does not depend on the data set, and an import adds a minute.
      const server = await startServer({ env: { DATA_DIR: '' } });
      const context = await newContext(ctx.browser, 'desktop');
      try {
        const admin = await context.newPage();
        await admin.goto(`${server.base}/admin/`);
        await admin.getByTestId('admin-login-username').waitFor({ timeout: 15_000 });
        await admin.getByTestId('admin-login-username').fill('captcha-admin');
        await admin.getByTestId('admin-login-password').fill('wrong-password-1');
        for (let i = 0; i < 3; i++) {
          await admin.getByTestId('admin-login-submit').click();
          await admin.getByTestId('admin-login-error').waitFor({ timeout: 10_000 });
          await admin.waitForTimeout(300);
        }
        await expectPngCaptcha(admin, 'admin-login-captcha-image', 'admin');
        await admin.getByTestId('admin-login-captcha').fill('zzzz');
        await admin.getByTestId('admin-login-submit').click();
        await admin.getByText('图片验证码错误或已过期').waitFor({ timeout: 10_000 });
        await screenshot(admin, 'captcha-admin-login');

        const web = await context.newPage();
        await web.goto(`${server.base}/#/history`);
        await web.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 15_000 });
        await web.getByTestId('login-username').fill('captcha-web');
        await web.getByTestId('login-password').fill('wrong-password-1');
        for (let i = 0; i < 3; i++) {
          await web.getByTestId('login-submit').click();
          await web
            .getByText(/用户名或密码错误/)
            .first()
            .waitFor({ timeout: 10_000 });
          await web.waitForTimeout(300);
        }
        await expectPngCaptcha(web, null, 'web');
        await web.getByTestId('login-captcha').fill('zzzz');
        await web.getByTestId('login-submit').click();
        await web.getByText('图片验证码错误或已过期').first().waitFor({ timeout: 10_000 });
        await screenshot(web, 'captcha-web-login');
      } finally {
        await context.close();
        await server.stop();
      }
    },
  },
];
