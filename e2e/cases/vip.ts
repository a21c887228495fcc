/**
 * Issue 5, membership: a student logs in, opens the personal centre's membership section, sees
 * the VIP report masked, activates a prepaid card (the batch made through the admin API) or pays
 * through the WeChat Pay sandbox, and the content unmasks (the report route opens too); the
 * admin's card screen. Desktop and phone.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, loginThroughDialog, newStudent, overflowOf, webPage, makeCard } from '../context.ts';

const sectionHash = (kind: 'desktop' | 'mobile') => (kind === 'desktop' ? '#/personalCenter?tab=vip' : '#/menuDetail/personalCenter?tab=vip');

/** Opens the membership section as a visitor: the login dialog appears, and after login the section. */
async function loginToSection(kind: 'desktop' | 'mobile', user: { username: string; password: string }): Promise<Page> {
  const page = await webPage(kind, sectionHash(kind));
  await loginThroughDialog(page, user.username, user.password);
  if (!page.url().includes('tab=vip')) await page.goto(`${ctx.server.base}/${sectionHash(kind)}`);
  await page.getByTestId('vip-section').waitFor({ timeout: 15_000 });
  return page;
}

async function noOverflow(page: Page, what: string) {
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the phone by ${overflow}px`);
}

async function expectMasked(page: Page) {
  await page.getByTestId('vip-mask').first().waitFor({ timeout: 10_000 });
  expect((await page.getByTestId('vip-content').count()) === 0, 'VIP content is not rendered for a non-member');
  const title = await page.getByTestId('vip-status-title').innerText();
  expect(title.includes('尚未开通'), `status says not a member: ${title}`);
  const maskText = await page.getByTestId('vip-mask').first().innerText();
  expect(maskText.includes('开通会员') && maskText.includes('激活充值卡') && maskText.includes('微信支付'), `mask offers both ways: ${maskText}`);
}

async function expectMember(page: Page) {
  await page.getByTestId('vip-content').waitFor({ timeout: 15_000 });
  expect((await page.getByTestId('vip-mask').count()) === 0, 'the mask is gone for a member');
  const title = await page.getByTestId('vip-status-title').innerText();
  expect(title.includes('会员有效'), `status says member: ${title}`);
  const expire = await page.getByTestId('vip-expire').innerText();
  expect(/到期时间：\d{4}-\d{2}-\d{2}/.test(expire), `expiry shown: ${expire}`);
}

function cardCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `vip: log in, activate a card in the personal centre, the VIP content unmasks (${kind})`,
    async run() {
      const admin = await adminToken();
      const user = await newStudent(admin, kind === 'desktop' ? 'cd' : 'cm');
      const card = await makeCard(admin, 'E2E 测试渠道');
      const page = await loginToSection(kind, user);
      await expectMasked(page);
      if (kind === 'mobile') await noOverflow(page, 'membership section (masked)');
      await screenshot(page, `vip-masked-${kind}`);

      // The mask's "激活充值卡" leads to the card form.
      await page.getByTestId('vip-mask-card').click();
      await page.getByTestId('vip-card-number').fill(card.cardNumber);
      await page.getByTestId('vip-card-password').fill(card.password.toLowerCase());
      await screenshot(page, `vip-card-form-${kind}`);
      await page.getByTestId('vip-card-submit').click();
      await expectMember(page);
      if (kind === 'mobile') await noOverflow(page, 'membership section (member)');
      await page.getByTestId('vip-section').evaluate((el) => el.scrollIntoView());
      await screenshot(page, `vip-member-${kind}`);

      // The same card a second time is refused.
      await page.getByTestId('vip-card-number').fill(card.cardNumber);
      await page.getByTestId('vip-card-password').fill(card.password);
      await page.getByTestId('vip-card-submit').click();
      await page.getByText('该卡已被使用').first().waitFor({ timeout: 10_000 });

      if (kind === 'desktop') {
        // Save a major so the report has something to work out (计算机科学与技术 is in both data sets).
        const token = (await api<string>(ctx.server.base, '/auth/login', { form: { username: user.username, password: user.password } })).result;
        const found = await call<{ id: string; name: string }[]>(
          `/rkProfessionRank/getByLike?name=${encodeURIComponent('计算机科学与技术')}&level=${encodeURIComponent('本科')}`,
          token,
        );
        const major = found.result.find((m) => m.name === '计算机科学与技术');
        expect(major, `major found: ${found.message}`);
        const saved = await call('/professionCollection/saveOrDelete', token, { kind: 'major', targetId: major.id });
        expect(saved.code === 200, `save major: ${saved.message}`);
        // The VIP-only route now opens (the server dropped it from notAllow).
        await page.goto(`${ctx.server.base}/#/report`);
        await page.getByTestId('page-report').waitFor({ timeout: 15_000 });
        await page.getByTestId('vip-content').waitFor({ timeout: 15_000 });
        expect((await page.getByTestId('vip-mask').count()) === 0, 'report unmasked');
        await page
          .getByText('计算机科学与技术')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(async (error: Error) => {
            await screenshot(page, 'vip-report-failed');
            throw error;
          });
        await screenshot(page, 'vip-report-desktop');
      }
      await page.context().close();
    },
  };
}

function payCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `vip: buy membership with the WeChat Pay sandbox, the QR code, polling and success (${kind})`,
    async run() {
      const admin = await adminToken();
      const user = await newStudent(admin, kind === 'desktop' ? 'pd' : 'pm');
      const page = await loginToSection(kind, user);
      await expectMasked(page);
      expect(await page.getByTestId('pay-sandbox-banner').isVisible(), 'the sandbox banner is on while paying in the sandbox');
      const price = await page.getByTestId('vip-price').innerText();
      expect(price.includes('298.00'), `server price shown: ${price}`);

      await page.getByTestId('vip-mask-pay').click();
      await page.getByTestId('vip-pay-qr').waitFor({ timeout: 15_000 });
      const qr = page.getByTestId('vip-pay-qr').locator('img');
      const src = await qr.getAttribute('src');
      expect(src?.startsWith('data:image/png;base64,'), 'QR image shown');
      expect((await qr.getAttribute('alt'))?.startsWith('weixin://wxpay/bizpayurl'), 'QR holds the code_url');
      if (kind === 'mobile') await noOverflow(page, 'pay dialog');
      await screenshot(page, `vip-pay-qr-${kind}`);

      await page.getByTestId('vip-sandbox-pay').click();
      await page.getByTestId('vip-pay-success').waitFor({ timeout: 15_000 });
      await screenshot(page, `vip-pay-success-${kind}`);
      await page.getByTestId('vip-pay-done').click();
      await expectMember(page);
      const orders = await page.getByTestId('vip-orders').innerText();
      expect(orders.includes('已支付') && orders.includes('¥298.00'), `order history shows the paid order: ${orders}`);
      await page.getByTestId('vip-orders').scrollIntoViewIfNeeded();
      await screenshot(page, `vip-paid-orders-${kind}`);
      await page.context().close();
    },
  };
}

const SANDBOX_BANNER = '支付为沙箱模式：模拟支付不收费，仅供测试';

/** Every page says so while payment is a sandbox (the e2e server runs with PAY_SANDBOX=1), visitors' pages included. */
function sandboxBannerCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `vip: the sandbox-payment banner shows on every page while sandbox is on (${kind})`,
    async run() {
      const page = await webPage(kind, '#/index');
      for (const hash of ['#/index', '#/afterAssessed', '#/login']) {
        await page.goto(`${ctx.server.base}/${hash}`);
        const banner = page.getByTestId('pay-sandbox-banner');
        await banner.waitFor({ timeout: 15_000 });
        const text = await banner.innerText();
        expect(text.includes(SANDBOX_BANNER), `banner on ${hash}: ${text}`);
        expect(await banner.isVisible(), `banner visible on ${hash}`);
        if (hash === '#/index') {
          // A visitor reads it without being asked to log in.
          expect((await page.getByTestId('login-modal').count()) === 0, 'no login dialog for the banner');
          if (kind === 'mobile') await noOverflow(page, 'index with the sandbox banner');
          await screenshot(page, `vip-sandbox-banner-${kind}`);
        }
      }
      await page.context().close();
    },
  };
}

/** With payment off (stored by the admin) the dialog says so and sends to the card form; no QR, no 模拟支付. */
function payOffCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `vip: with payment off the pay dialog says online payment is not open and offers the card (${kind})`,
    async run() {
      const admin = await adminToken();
      const off = await call('/setting/pay/set', admin, { mode: 'off' });
      expect(off.code === 200, `pay setting off: ${off.message}`);
      try {
        const user = await newStudent(admin, kind === 'desktop' ? 'od' : 'om');
        const page = await loginToSection(kind, user);
        expect((await page.getByTestId('pay-sandbox-banner').count()) === 0, 'no sandbox banner with payment off');
        await page.getByTestId('vip-buy-button').click();
        await page.getByTestId('vip-pay-off').waitFor({ timeout: 15_000 });
        const dialog = await page.getByTestId('vip-pay-dialog').innerText();
        expect(dialog.includes('暂未开通在线支付') && dialog.includes('请联系客服或使用会员卡兑换'), `dialog says payment is off: ${dialog}`);
        expect((await page.getByTestId('vip-pay-qr').count()) === 0, 'no QR code');
        expect((await page.getByTestId('vip-sandbox-pay').count()) === 0, 'no 模拟扫码支付 button');
        if (kind === 'mobile') await noOverflow(page, 'pay dialog (payment off)');
        await screenshot(page, `vip-pay-off-${kind}`);
        await page.getByTestId('vip-pay-off-card').click();
        await page.getByTestId('vip-pay-dialog').waitFor({ state: 'hidden', timeout: 10_000 });
        await page.getByTestId('vip-card-number').waitFor({ timeout: 10_000 });
        // No order was placed.
        const token = (await api<string>(ctx.server.base, '/auth/login', { form: { username: user.username, password: user.password } })).result;
        const orders = await call<{ totalElements: number }>('/dealRecord/getMine', token);
        expect(orders.result.totalElements === 0, `no order placed: ${JSON.stringify(orders.result)}`);
        await page.context().close();
      } finally {
        const back = await call('/setting/pay/set', admin, { mode: 'sandbox' });
        expect(back.code === 200, `pay setting back to sandbox: ${back.message}`);
      }
    },
  };
}

export const cases: Case[] = [
  cardCase('desktop'),
  cardCase('mobile'),
  payCase('desktop'),
  payCase('mobile'),
  sandboxBannerCase('desktop'),
  sandboxBannerCase('mobile'),
  payOffCase('desktop'),
  payOffCase('mobile'),
  {
    name: 'vip: the admin card screen lists batches and cards with who activated them',
    async run() {
      // Its own activated card and paid order, so the case also runs alone.
      const admin = await adminToken();
      const user = await newStudent(admin, 'ad');
      const token = (await api<string>(ctx.server.base, '/auth/login', { form: { username: user.username, password: user.password } })).result;
      const card = await makeCard(admin, 'E2E 测试渠道');
      const activated = await call('/cardInfo/findCardInfo', token, { cardNumber: card.cardNumber, cardPassword: card.password });
      expect(activated.code === 200, `activate: ${activated.message}`);
      const order = await call<{ id: string }>('/dealRecord/save', token, { productId: 1 });
      const paid = await call('/pay/sandbox/pay', token, { orderId: order.result.id });
      expect(paid.code === 200, `sandbox pay: ${paid.message}`);
      const context = await newContext(ctx.browser, 'desktop');
      const page = await context.newPage();
      await page.goto(`${ctx.server.base}/admin/`);
      await page.getByTestId('admin-login-username').fill('admin');
      await page.getByTestId('admin-login-password').fill(ADMIN_PASSWORD);
      await page.getByTestId('admin-login-submit').click();
      await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
      await page.goto(`${ctx.server.base}/admin/#/vip/card`);
      await page
        .getByTestId('vip-card-page')
        .waitFor({ timeout: 15_000 })
        .catch(async (error: Error) => {
          await screenshot(page, 'vip-admin-failed');
          throw error;
        });
      await page.getByText('E2E 测试渠道').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'vip-admin-batches');
      await page.getByTestId('vip-batch-add').click();
      await page.getByText('卡密只在生成时下载一次').waitFor({ timeout: 10_000 });
      await screenshot(page, 'vip-admin-new-batch');
      await page.keyboard.press('Escape');
      await page.getByTestId('vip-tab-cards').click();
      await page.locator('.ant-tabs-tabpane-active .ant-tag').getByText('已激活').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'vip-admin-cards');
      await page.goto(`${ctx.server.base}/admin/#/vip/order`);
      await page.getByTestId('vip-order-page').waitFor({ timeout: 15_000 });
      await page.getByText('已支付').first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'vip-admin-orders');
      await context.close();
    },
  },
];
