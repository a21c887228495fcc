import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActTaskView, AdminDealRecordView, DealRecordView, Page, VipStatus } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers, type AdminHelpers } from '../admin-test/helpers.ts';
import { roles, userRoles, vipGrants } from '../../db/schema/index.ts';
import { createRefundLive } from './pay-config.ts';
import { buildNotification, buildRefundNotification, type WxRefund } from './wxpay.ts';

let t: TestApp;
let h: AdminHelpers;
let admin: string;

beforeAll(async () => {
  // The live refund case talks to a local stand-in for WeChat's API (a custom endpoint).
  t = await createTestApp({ PAY_SANDBOX: '1', SETTINGS_CUSTOM_ENDPOINTS: 'true' });
  admin = await t.login();
  h = adminHelpers(t, () => admin);
}, 120_000);
afterAll(() => t?.close());

/** A student who paid for a membership in the sandbox. */
async function paidMember(username: string) {
  await h.addUser(username);
  const token = await t.login(username, 'secret123');
  const order = await t.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token, payload: { productId: 1 } });
  expect(order.code, order.message).toBe(200);
  const paid = await t.call({ method: 'POST', url: '/api/pay/sandbox/pay', token, payload: { orderId: order.result.id } });
  expect(paid.code, paid.message).toBe(200);
  return { token, order: order.result };
}

async function orderRow(id: string) {
  const page = await h.get<Page<AdminDealRecordView>>('/api/dealRecord/getByPage?pageNumber=1&pageSize=50');
  return page.result.content.find((o) => o.id === id)!;
}

describe('会员订单退款 through its approval process (issue 34 item 4)', () => {
  it('refunds a paid order only once its approval passes, and takes the days back; a rejection leaves it paid', async () => {
    // A finance approver: another holder of ROLE_ADMIN (the one who asks does not approve their own).
    const finance = await h.addUser('refundfinance');
    const [superRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'ROLE_ADMIN'));
    await t.database.db.insert(userRoles).values({ userId: finance.id, roleId: superRole.id });
    const financeToken = await t.login('refundfinance', 'secret123');

    const member = await paidMember('refundstudent');
    const vip = async () => (await t.call<VipStatus>({ method: 'GET', url: '/api/vip/status', token: member.token })).result;
    expect((await vip()).isVip).toBe(true);

    expect((await h.post('/api/dealRecord/refund', { id: member.order.id, reason: '' })).code).toBe(400);
    const asked = await h.post('/api/dealRecord/refund', { id: member.order.id, reason: '误购，家长要求退款' });
    expect(asked.code, asked.message).toBe(200);
    expect(await orderRow(member.order.id)).toMatchObject({ status: 'paid', refundStatus: 'reviewing', refundReason: '误购，家长要求退款', refundTime: null });
    const twice = await h.post('/api/dealRecord/refund', { id: member.order.id, reason: '再来一次' });
    expect(twice.code).toBe(409);
    // Still a member while the refund waits.
    expect((await vip()).isVip).toBe(true);

    const todo = await h.get<Page<ActTaskView>>('/api/actTask/todoList?pageNumber=1&pageSize=20', financeToken);
    const task = todo.result.content.find((x) => x.tableId === member.order.id)!;
    expect(task).toMatchObject({ name: '财务审批', processName: '会员订单退款' });
    const own = await h.get<Page<ActTaskView>>('/api/actTask/todoList?pageNumber=1&pageSize=20');
    expect(own.result.content.some((x) => x.tableId === member.order.id)).toBe(false);

    const passed = await h.post('/api/actTask/pass', { id: task.id, comment: '同意退款' }, financeToken);
    expect(passed.code, passed.message).toBe(200);
    const refunded = await orderRow(member.order.id);
    expect(refunded).toMatchObject({ status: 'paid', refundStatus: 'refunded' });
    expect(refunded.refundTime).not.toBeNull();
    expect((await vip()).isVip).toBe(false);
    const grants = await t.database.db.select().from(vipGrants).where(eq(vipGrants.refId, member.order.id));
    expect(grants.map((g) => [g.source, g.days]).sort()).toEqual([
      ['order', member.order.days],
      ['refund', -member.order.days],
    ]);
    expect((await h.post('/api/dealRecord/refund', { id: member.order.id, reason: '又要退' })).code).toBe(409);

    // Rejected: the order is paid as before and the member keeps the days.
    const second = await paidMember('refundkeeper');
    await h.post('/api/dealRecord/refund', { id: second.order.id, reason: '想退' });
    const [task2] = (await h.get<Page<ActTaskView>>('/api/actTask/todoList?pageNumber=1&pageSize=20', financeToken)).result.content.filter(
      (x) => x.tableId === second.order.id,
    );
    expect((await h.post('/api/actTask/back', { id: task2.id, comment: '已超过退款期限' }, financeToken)).code).toBe(200);
    expect(await orderRow(second.order.id)).toMatchObject({ status: 'paid', refundStatus: '' });
    expect((await t.call<VipStatus>({ method: 'GET', url: '/api/vip/status', token: second.token })).result.isVip).toBe(true);
  });

  it('refuses an order that is not paid, and an admin without vip:order:refund', async () => {
    await h.addUser('refundunpaid');
    const token = await t.login('refundunpaid', 'secret123');
    const order = await t.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token, payload: { productId: 1 } });
    expect((await h.post('/api/dealRecord/refund', { id: order.result.id, reason: '未付款' })).code).toBe(409);
    const viewer = await h.userWith('refundviewer', ['vip:order:view']);
    expect((await h.post('/api/dealRecord/refund', { id: order.result.id, reason: 'x' }, viewer.token)).code).toBe(403);
  });

  it("asks WeChat Pay's refund API for the whole amount, signed as the merchant", async () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const seen: { url?: string; auth?: string; body?: string } = {};
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        Object.assign(seen, { url: req.url, auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'PROCESSING', refund_id: '50000' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const setting = { apiBase: `http://127.0.0.1:${port}`, mchId: '1900000001', merchantSerialNo: 'ABC123', merchantPrivateKey: privateKey } as Parameters<
        typeof createRefundLive
      >[0];
      const status = await createRefundLive(setting, { outTradeNo: 'ZY1', outRefundNo: 'RZY1', reason: '误购', total: 29_800 });
      expect(status).toBe('PROCESSING');
      expect(seen.url).toBe('/v3/refund/domestic/refunds');
      expect(seen.auth).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000001",nonce_str="[^"]+",signature="[^"]+",timestamp="\d+",serial_no="ABC123"$/);
      expect(JSON.parse(seen.body!)).toEqual({
        out_trade_no: 'ZY1',
        out_refund_no: 'RZY1',
        reason: '误购',
        amount: { refund: 29_800, total: 29_800, currency: 'CNY' },
      });
    } finally {
      server.close();
    }
  });

  it('follows a live refund WeChat takes as PROCESSING through its REFUND notices: abnormal, then refunded; closed gives the days back and may be asked again', async () => {
    const keyPair = () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
    const merchant = keyPair();
    const platform = keyPair();
    // WeChat's refund API: PROCESSING for every first attempt, SUCCESS for a later one.
    const refunds: Record<string, unknown>[] = [];
    const wechat = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const asked = JSON.parse(body) as { out_refund_no: string };
        refunds.push(asked);
        const status = /-[0-9a-f]{6}$/.test(asked.out_refund_no) ? 'SUCCESS' : 'PROCESSING';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status, refund_id: `5030${refunds.length}` }));
      });
    });
    await new Promise<void>((r) => wechat.listen(0, '127.0.0.1', r));
    const live = {
      mode: 'live',
      appId: 'wxlive00000001',
      mchId: '1230000777',
      apiV3Key: 'K'.repeat(32),
      merchantSerialNo: 'MERCHANT1',
      merchantPrivateKey: merchant.privateKey,
      platformSerialNo: 'PLATFORM1',
      platformPublicKey: platform.publicKey,
      notifyUrl: 'https://zhiyuan.example.com/api/pay/notify/weixin',
      apiBase: `http://127.0.0.1:${(wechat.address() as AddressInfo).port}`,
    };
    const platformKeys = { platformPrivateKey: platform.privateKey, platformSerialNo: live.platformSerialNo, apiV3Key: live.apiV3Key };
    const notify = (n: { headers: Record<string, string>; body: string }) =>
      t.app.inject({ method: 'POST', url: '/api/pay/notify/weixin', headers: n.headers, payload: n.body });
    await t.confirm(admin);
    const saved = await h.post('/api/setting/pay/set', live);
    expect(saved.code, saved.message).toBe(200);
    try {
      const finance = await h.addUser('livefinance');
      const [superRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'ROLE_ADMIN'));
      await t.database.db.insert(userRoles).values({ userId: finance.id, roleId: superRole.id });
      const financeToken = await t.login('livefinance', 'secret123');
      const approve = async (orderId: string) => {
        expect((await h.post('/api/dealRecord/refund', { id: orderId, reason: '家长要求退款' })).code).toBe(200);
        const todo = await h.get<Page<ActTaskView>>('/api/actTask/todoList?pageNumber=1&pageSize=50', financeToken);
        const task = todo.result.content.find((x) => x.tableId === orderId)!;
        const passed = await h.post('/api/actTask/pass', { id: task.id, comment: '同意' }, financeToken);
        expect(passed.code, passed.message).toBe(200);
      };
      /** A student whose order WeChat reports paid (a TRANSACTION.SUCCESS notice signed by the platform). */
      const livePaid = async (username: string) => {
        await h.addUser(username);
        const token = await t.login(username, 'secret123');
        const order = (await t.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token, payload: { productId: 1 } })).result;
        const paid = buildNotification(
          {
            appid: live.appId,
            mchid: live.mchId,
            out_trade_no: order.orderNo,
            transaction_id: `4200${Date.now()}`,
            trade_type: 'NATIVE',
            trade_state: 'SUCCESS',
            success_time: new Date().toISOString(),
            amount: { total: order.amount, currency: 'CNY' },
          },
          platformKeys,
        );
        expect((await notify(paid)).statusCode).toBe(204);
        const isVip = async () => (await t.call<VipStatus>({ method: 'GET', url: '/api/vip/status', token })).result.isVip;
        expect(await isVip()).toBe(true);
        return { order, isVip };
      };
      const refundNotice = (order: DealRecordView, outRefundNo: string, status: WxRefund['refund_status'], keys = platformKeys) =>
        buildRefundNotification(
          {
            mchid: live.mchId,
            out_trade_no: order.orderNo,
            transaction_id: '4200000001',
            out_refund_no: outRefundNo,
            refund_id: '50300001',
            refund_status: status,
            ...(status === 'SUCCESS' ? { success_time: '2026-11-30T10:20:30+08:00' } : {}),
            user_received_account: '招商银行信用卡0403',
            amount: { total: order.amount, refund: order.amount, payer_total: order.amount, payer_refund: order.amount },
          },
          keys,
        );

      // Approved: WeChat takes it as PROCESSING; the days go now, the order waits for the notice.
      const one = await livePaid('liverefund1');
      await approve(one.order.id);
      expect(refunds[0]).toMatchObject({ out_refund_no: `R${one.order.orderNo}`, notify_url: live.notifyUrl, amount: { refund: one.order.amount } });
      expect(await orderRow(one.order.id)).toMatchObject({ refundStatus: 'processing', refundTime: null });
      expect(await one.isVip()).toBe(false);
      // A notice not signed by the platform changes nothing.
      expect(
        (await notify(refundNotice(one.order, `R${one.order.orderNo}`, 'SUCCESS', { ...platformKeys, platformPrivateKey: merchant.privateKey }))).statusCode,
      ).toBe(401);
      expect((await notify(refundNotice(one.order, `R${one.order.orderNo}`, 'ABNORMAL'))).statusCode).toBe(204);
      expect(await orderRow(one.order.id)).toMatchObject({ refundStatus: 'abnormal', refundTime: null });
      // Finished by hand in the merchant platform: SUCCESS, at WeChat's time; a repeat is acknowledged alone.
      expect((await notify(refundNotice(one.order, `R${one.order.orderNo}`, 'SUCCESS'))).statusCode).toBe(204);
      expect(await orderRow(one.order.id)).toMatchObject({ refundStatus: 'refunded', refundTime: '2026-11-30 10:20:30' });
      expect((await notify(refundNotice(one.order, `R${one.order.orderNo}`, 'CLOSED'))).statusCode).toBe(204);
      expect(await orderRow(one.order.id)).toMatchObject({ refundStatus: 'refunded' });
      expect(await one.isVip()).toBe(false);

      // Closed by WeChat: the days come back, and the refund may be asked again under a new number.
      const two = await livePaid('liverefund2');
      await approve(two.order.id);
      expect((await notify(refundNotice(two.order, `R${two.order.orderNo}`, 'CLOSED'))).statusCode).toBe(204);
      expect(await orderRow(two.order.id)).toMatchObject({ refundStatus: 'closed' });
      expect(await two.isVip()).toBe(true);
      const [member] = (await t.database.db.select().from(vipGrants).where(eq(vipGrants.refId, two.order.id))).filter((g) => g.source === 'refundClosed');
      expect(member.days).toBe(two.order.days);
      await approve(two.order.id);
      const again = refunds.at(-1) as { out_refund_no: string };
      expect(again.out_refund_no).toMatch(new RegExp(`^R${two.order.orderNo}-[0-9a-f]{6}$`));
      expect(await orderRow(two.order.id)).toMatchObject({ refundStatus: 'refunded' });
      expect(await two.isVip()).toBe(false);
      // A late notice of the first, closed attempt changes nothing.
      expect((await notify(refundNotice(two.order, `R${two.order.orderNo}`, 'SUCCESS'))).statusCode).toBe(204);
      expect(await orderRow(two.order.id)).toMatchObject({ refundStatus: 'refunded' });
    } finally {
      await h.post('/api/setting/pay/set', { mode: 'sandbox' });
      wechat.close();
    }
  });
});
