/** The foundation's browser cases: layouts, guard, login dialog, 401, language, admin users. */
import { ADMIN_PASSWORD, api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { ctx, loginThroughDialog, USER, webPage } from '../context.ts';

export const cases: Case[] = [
  {
    name: 'web index renders on desktop with the desktop layout, in Chinese',
    async run() {
      const page = await webPage('desktop');
      await page.getByTestId('layout-desktop').waitFor({ timeout: 15_000 });
      await page.getByTestId('page-index').waitFor();
      const text = await page.locator('body').innerText();
      expect(/[\u4e00-\u9fa5]{4,}/.test(text), 'index shows Chinese text');
      await screenshot(page, 'web-index-desktop');
      await page.context().close();
    },
  },
  {
    name: 'a phone viewport gets the mobile layout',
    async run() {
      const page = await webPage('mobile');
      await page.getByTestId('layout-mobile').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('layout-desktop').count()) === 0, 'no desktop layout on a phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 1, `page overflows the phone by ${overflow}px`);
      await screenshot(page, 'web-index-mobile');
      await page.context().close();
    },
  },
  {
    name: 'a visitor opening #/history is held on index with the login dialog; after login the page opens',
    async run() {
      const page = await webPage('desktop', '#/history');
      await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 15_000 });
      expect(page.url().endsWith('#/index'), `held on index, got ${page.url()}`);
      expect((await page.getByTestId('page-history').count()) === 0, 'history must not render for a visitor');
      await screenshot(page, 'web-login-dialog-desktop');
      await loginThroughDialog(page, USER.username, USER.password);
      await page.goto(`${ctx.server.base}/#/history`);
      await page.getByTestId('page-history').waitFor({ timeout: 15_000 });
      expect(page.url().endsWith('#/history'), `history opens after login, got ${page.url()}`);
      await page.getByTestId('header-user').waitFor();
      await screenshot(page, 'web-history-desktop');
      await page.context().close();
    },
  },
  {
    name: 'a 401 from the server signs the user out and opens the login dialog',
    async run() {
      const page = await webPage('desktop');
      await page.getByTestId('layout-desktop').waitFor({ timeout: 15_000 });
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="header-login"]')?.click());
      const token = (await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } })).result;
      await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
      await page.reload();
      await page.getByTestId('header-user').waitFor({ timeout: 15_000 });
      // The server forgets the token behind the page's back (checked: the server itself refuses it now).
      const out = await api(ctx.server.base, '/auth/logout', { method: 'POST', token });
      expect(out.code === 200, `logout answered ${out.code} ${out.message}`);
      const after = await api(ctx.server.base, '/user/info', { token });
      expect(after.code === 401, `the server still takes the token after logout (${after.code})`);
      // The page's first signed-in call answers 401. Under CI load that call can outlast the client's
      // own timeout (a timeout is not a 401 and rightly signs nobody out), so a reload asks again.
      for (let attempt = 1; ; attempt++) {
        // The page still open may itself get a 401 (its unread-count call) between the logout and the
        // reload, and sign out there; the reloaded page must start with the revoked token in hand.
        await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
        await page.reload();
        const shown = await page
          .getByTestId('login-modal')
          .waitFor({ state: 'visible', timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
        if (shown) break;
        if (attempt === 3) throw new Error('no login dialog after three reloads with a revoked token');
      }
      expect((await page.evaluate(() => localStorage.getItem('accessToken'))) === null, 'token removed from storage');
      expect((await page.getByTestId('header-user').count()) === 0, 'user menu gone');
      expect(page.url().endsWith('#/index'), 'back on index');
      await page.context().close();
    },
  },
  {
    name: 'on a phone, a visitor tapping 我的 gets the login dialog, and after login the page',
    async run() {
      const page = await webPage('mobile');
      await page.getByTestId('layout-mobile').waitFor({ timeout: 15_000 });
      await page.getByText('我的', { exact: true }).last().click();
      await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 1, `login dialog overflows the phone by ${overflow}px`);
      await screenshot(page, 'web-login-dialog-mobile');
      await loginThroughDialog(page, USER.username, USER.password);
      await page.getByText('我的', { exact: true }).last().click();
      await page.getByTestId('page-my').waitFor({ timeout: 10_000 });
      await screenshot(page, 'web-my-mobile');
      await page.context().close();
    },
  },
  {
    name: 'the language switch persists across reload',
    async run() {
      const page = await webPage('desktop');
      await page.getByTestId('layout-desktop').waitFor({ timeout: 15_000 });
      const before = await page.locator('body').innerText();
      await page.getByTestId('lang-switch').click();
      await page
        .waitForFunction(() => document.documentElement.lang === 'en-US' || localStorage.getItem('language') === 'en-US', null, { timeout: 5000 })
        .catch(() => undefined);
      const afterSwitch = await page.locator('body').innerText();
      expect(afterSwitch !== before, 'text changes when the language switches');
      await page.reload();
      await page.getByTestId('layout-desktop').waitFor({ timeout: 15_000 });
      const afterReload = await page.locator('body').innerText();
      expect(
        /[A-Za-z]{4,}/.test(afterReload) && !/登录|首页/.test(await page.getByTestId('layout-desktop').locator('header.zy-header').innerText()),
        'English survives reload',
      );
      await screenshot(page, 'web-index-desktop-en');
      await page.context().close();
    },
  },
  {
    name: 'admin logs in and manages users',
    async run() {
      const context = await newContext(ctx.browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${ctx.server.base}/admin/`);
      await page.getByTestId('admin-login-username').waitFor({ timeout: 15_000 });
      await screenshot(page, 'admin-login');
      await page.getByTestId('admin-login-username').fill('admin');
      await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
      await page.getByTestId('admin-login-submit').click();
      await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
      await page.goto(`${ctx.server.base}/admin/#/sys/user`);
      await page.getByTestId('user-table').waitFor({ timeout: 15_000 });
      await page.getByText(USER.username).first().waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('user-add-button').count()) > 0, 'admin sees the add button');
      await screenshot(page, 'admin-users');
      // The add form takes XBoot's 所在地区, 街道, 生日 and 简介, and the server keeps them.
      await page.getByTestId('user-add-button').first().click();
      const form = page.locator('.ant-modal-content').last();
      await form.waitFor({ timeout: 10_000 });
      await page.getByTestId('user-form-username').fill('formfields');
      await form.locator('input[type="password"]').fill('secret123');
      await page.getByTestId('user-form-nickname').fill('表单');
      await page.getByTestId('user-form-address').fill('江苏,南京');
      await page.getByTestId('user-form-street').fill('中山路 1 号');
      await form.locator('.ant-picker input').fill('2008-05-01');
      await form.locator('.ant-picker input').press('Enter');
      await form.locator('textarea').fill('高二学生');
      await screenshot(page, 'admin-user-form');
      await form.getByRole('button', { name: /保\s*存/ }).click();
      await form.waitFor({ state: 'hidden', timeout: 10_000 });
      const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
      const found = await api<{ content: { username: string; address: string; street: string; birth: string; description: string }[] }>(
        ctx.server.base,
        '/user/getByCondition?username=formfields',
        { token: login.result },
      );
      const saved = found.result.content.find((u) => u.username === 'formfields');
      expect(
        saved?.address === '江苏,南京' && saved.street === '中山路 1 号' && saved.birth === '2008-05-01' && saved.description === '高二学生',
        `the form's fields are kept: ${JSON.stringify(saved)}`,
      );
      await context.close();
    },
  },
];
