import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  CardActivation,
  CardBatchView,
  CardView,
  DealRecordView,
  OrderStatusView,
  Page,
  UserAndMenu,
  VipProduct,
  VipReport,
  VipStatus,
  WeixinPayResult,
} from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { runJobNow } from '../../test/jobs.ts';
import { admissionRecords, dealRecords, roles, scoreProfiles, userRoles, users, vipCards, vipGrants, vipMemberships } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { PAY_SETTING_KEY, payConfig, type ActivePay } from './pay-config.ts';
import { buildNotification, decryptResource, encryptResource, type WxTransaction } from './wxpay.ts';
import { memberSubjectType, orderLines, standingOf } from './report.ts';
import { seedReference } from '../reference/test-fixtures.ts';

let t: TestApp;
let admin: string;
let sandbox: ActivePay;

/** A student account straight in the database, with a token (no login round trip). */
async function student(name: string, on: TestApp = t): Promise<{ id: string; token: string }> {
  const id = newId();
  await on.database.db.insert(users).values({ id, username: name, passwordHash: 'x', nickname: name });
  const [role] = await on.database.db.select().from(roles).where(eq(roles.name, 'ROLE_USER'));
  await on.database.db.insert(userRoles).values({ userId: id, roleId: role.id });
  return { id, token: await on.app.tokens.issue(id, false) };
}

/** Makes a batch through the admin call and reads the cards back from the CSV it answers. */
async function makeBatch(count: number, days = 30, channel = '测试渠道', on = { app: t, admin }) {
  const res = await on.app.app.inject({
    method: 'POST',
    url: '/api/cardBatch/add',
    headers: { accesstoken: on.admin },
    payload: { channel, count, days, validUntil: '2099-12-31', format: 'csv' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('卡号,密码,会员天数,激活截止,渠道,批次');
  const cards = lines.slice(1).map((l) => {
    const [cardNumber, password] = l.split(',');
    return { cardNumber, password };
  });
  return { batchId: String(res.headers['x-batch-id']), cards, body: res.body };
}

const activate = (token: string, card: { cardNumber: string; password: string }, ip = '10.0.0.1') =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/cardInfo/findCardInfo',
      headers: { accesstoken: token },
      remoteAddress: ip,
      payload: { cardNumber: card.cardNumber, cardPassword: card.password },
    })
    .then((r) => r.json() as { code: number; message: string; result: CardActivation });

const status = (token: string) => t.call<VipStatus & { grants: unknown[] }>({ method: 'GET', url: '/api/vip/status', token });

const notify = (n: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/weixin', headers: n.headers, payload: n.body });

const paidTransaction = (order: { orderNo: string; amount: number }, over: Partial<WxTransaction> = {}): WxTransaction => ({
  appid: sandbox.appId,
  mchid: sandbox.mchId,
  out_trade_no: order.orderNo,
  transaction_id: `4200${Date.now()}`,
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  success_time: new Date().toISOString(),
  amount: { total: order.amount, currency: 'CNY' },
  ...over,
});

async function newOrder(token: string) {
  const res = await t.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token, payload: { productId: 1 } });
  expect(res.code, res.message).toBe(200);
  return res.result;
}

beforeAll(async () => {
  // Sandbox payment is an explicit opt-in of the server; the suite runs with it (the refusals without it are below).
  t = await createTestApp({ PAY_SANDBOX: '1' }, undefined, { jobs: {} });
  await seedReference(t.database.db);
  admin = await t.login();
  await t.confirm(admin);
  sandbox = await payConfig(t.app.settings.rows, true).active();
});
afterAll(() => t.close());

describe('prepaid cards', () => {
  it('makes a batch whose file holds the only clear passwords; lists never show them and the database keeps hashes', async () => {
    const { batchId, cards, body } = await makeBatch(5, 30, '北京某中学');
    expect(cards).toHaveLength(5);
    for (const c of cards) {
      expect(c.cardNumber).toMatch(/^[1-9]\d{15}$/);
      expect(c.password).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    }
    const stored = await t.database.db.select().from(vipCards).where(eq(vipCards.batchId, batchId));
    expect(stored).toHaveLength(5);
    for (const s of stored) {
      expect(s.passwordHash).toMatch(/^[0-9a-f]{64}$/);
      expect(cards.map((c) => c.password)).not.toContain(s.passwordHash);
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/cardInfo/getByPage?batchId=${batchId}&pageSize=100`, headers: { accesstoken: admin } });
    const page = list.json().result as Page<CardView>;
    expect(page.totalElements).toBe(5);
    for (const c of cards) expect(list.body).not.toContain(c.password);
    expect(list.body).not.toMatch(/password/i);
    const batches = await t.call<Page<CardBatchView>>({ method: 'GET', url: '/api/cardBatch/getByPage', token: admin });
    expect(batches.result.content.find((b) => b.id === batchId)).toMatchObject({ channel: '北京某中学', count: 5, unused: 5, used: 0, days: 30 });
    expect(JSON.stringify(batches.result)).not.toContain(cards[0].password);
    expect(body).toContain('北京某中学');
  });

  it('also answers an xlsx file, and refuses a past validUntil or a count over the cap naming the field', async () => {
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/cardBatch/add',
      headers: { accesstoken: admin },
      payload: { channel: 'x', count: 2, days: 7, validUntil: '2099-01-01' },
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const past = await t.call({
      method: 'POST',
      url: '/api/cardBatch/add',
      token: admin,
      payload: { channel: 'x', count: 2, days: 7, validUntil: '2020-01-01' },
    });
    expect(past.code).toBe(400);
    expect(past.message).toContain('validUntil');
    const many = await t.call({
      method: 'POST',
      url: '/api/cardBatch/add',
      token: admin,
      payload: { channel: 'x', count: 5001, days: 7, validUntil: '2099-01-01' },
    });
    expect(many.code).toBe(400);
    expect(many.message).toContain('count');
  });

  it('keeps the admin calls to holders of the vip:card codes', async () => {
    const s = await student('cardpeek');
    expect((await t.call({ method: 'GET', url: '/api/cardInfo/getByPage', token: s.token })).code).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/cardBatch/add', token: s.token, payload: { channel: 'x', count: 1, days: 1, validUntil: '2099-01-01' } }))
        .code,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/dealRecord/getByPage', token: s.token })).code).toBe(403);
  });

  it('activates a card once: grants VIP with an expiry, opens the report route and its data; a second card adds time', async () => {
    const { cards } = await makeBatch(3, 30);
    const s = await student('carduser');
    expect((await status(s.token)).result).toMatchObject({ isVip: false, expireTime: null });
    const before = await t.call<UserAndMenu>({ method: 'GET', url: '/api/permission/getUserAndMenuList', token: s.token });
    expect(before.result.notAllow).toContain('report');
    expect((await t.call({ method: 'GET', url: '/api/report/getMine', token: s.token })).code).toBe(403);

    // Typed with spaces and in lower case, as people do.
    const spaced = { cardNumber: cards[0].cardNumber.replace(/(\d{4})/g, '$1 '), password: cards[0].password.toLowerCase() };
    const first = await activate(s.token, spaced);
    expect(first.code, first.message).toBe(200);
    expect(first.message).toBe('激活成功，会员已生效');
    expect(first.result.days).toBe(30);
    expect(JSON.stringify(first)).not.toContain(cards[0].password);
    const end1 = new Date(first.result.expireTime.replace(' ', 'T') + '+08:00').getTime();
    expect(Math.abs(end1 - (Date.now() + 30 * 86_400_000))).toBeLessThan(120_000);

    const st = (await status(s.token)).result;
    expect(st).toMatchObject({ isVip: true, permanent: false, expired: false, daysLeft: 30 });
    const after = await t.call<UserAndMenu>({ method: 'GET', url: '/api/permission/getUserAndMenuList', token: s.token });
    expect(after.result.notAllow).not.toContain('report');
    const report = await t.call<VipReport>({ method: 'GET', url: '/api/report/getMine', token: s.token });
    expect(report.code, report.message).toBe(200);
    expect(report.result.majors).toEqual([]);

    const again = await activate(s.token, cards[0]);
    expect(again.code).toBe(400);
    expect(again.message).toBe('该卡已被使用');

    const second = await activate(s.token, cards[1]);
    expect(second.code).toBe(200);
    const end2 = new Date(second.result.expireTime.replace(' ', 'T') + '+08:00').getTime();
    expect(end2 - end1).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(end2 - end1).toBeLessThanOrEqual(30 * 86_400_000 + 1000);
    expect((await status(s.token)).result.grants).toHaveLength(2);

    const list = await t.call<Page<CardView>>({ method: 'GET', url: `/api/cardInfo/getByPage?cardNumber=${cards[0].cardNumber}`, token: admin });
    expect(list.result.content[0]).toMatchObject({ status: 'used', usedBy: s.id, usedByName: 'carduser' });
    expect(list.result.content[0].usedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the same for an unknown number and a wrong password, refuses void cards, and needs a login', async () => {
    const { batchId, cards } = await makeBatch(2);
    const s = await student('cardwrong');
    const unknown = await activate(s.token, { cardNumber: '1234567890123456', password: cards[0].password }, '10.0.1.1');
    const wrong = await activate(s.token, { cardNumber: cards[0].cardNumber, password: 'AAAAAAAAAAAAAAAA' }, '10.0.1.1');
    expect([unknown.code, wrong.code]).toEqual([400, 400]);
    expect(unknown.message).toBe(wrong.message);
    const voided = await t.call<{ voided: number }>({ method: 'POST', url: '/api/cardInfo/void', token: admin, payload: { batchId } });
    expect(voided.result.voided).toBe(2);
    const onVoid = await activate(s.token, cards[1], '10.0.1.1');
    expect(onVoid.code).toBe(400);
    expect(onVoid.message).toContain('作废');
    expect(
      (await t.call({ method: 'POST', url: '/api/cardInfo/findCardInfo', payload: { cardNumber: cards[0].cardNumber, cardPassword: cards[0].password } })).code,
    ).toBe(401);
    const missing = await t.call({ method: 'POST', url: '/api/cardInfo/findCardInfo', token: s.token, payload: { cardNumber: cards[0].cardNumber } });
    expect(missing.code).toBe(400);
    expect(missing.message).toContain('cardPassword');
  });

  it('gives one card to exactly one of 20 simultaneous activations', async () => {
    const { cards } = await makeBatch(1, 90);
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => student(`racer${i}`)));
    const answers = await Promise.all(people.map((p) => activate(p.token, cards[0], '10.0.2.1')));
    const winners = answers.map((a, i) => ({ a, p: people[i] })).filter(({ a }) => a.code === 200);
    expect(winners).toHaveLength(1);
    for (const a of answers) if (a.code !== 200) expect(a.message).toBe('该卡已被使用');
    const [card] = await t.database.db.select().from(vipCards).where(eq(vipCards.cardNumber, cards[0].cardNumber));
    expect(card).toMatchObject({ status: 'used', usedBy: winners[0].p.id });
    const members = await t.database.db
      .select()
      .from(vipMemberships)
      .where(sql`${vipMemberships.userId} in ${people.map((p) => p.id)}`);
    expect(members.map((m) => m.userId)).toEqual([winners[0].p.id]);
    const grants = await t.database.db.select().from(vipGrants).where(eq(vipGrants.refId, card.id));
    expect(grants).toHaveLength(1);
  });

  it('limits card lookups per user and per IP', async () => {
    const s = await student('cardguess');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await activate(s.token, { cardNumber: `99999999999999${String(i).padStart(2, '0')}`, password: 'AAAAAAAAAAAAAAAA' }, '10.0.3.1')).code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);

    const ipCodes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const other = await student(`ipguess${i}`);
      ipCodes.push((await activate(other.token, { cardNumber: '9999999999999999', password: 'AAAAAAAAAAAAAAAA' }, '10.0.3.2')).code);
    }
    expect(ipCodes.filter((c) => c === 429)).toEqual([429]);
    expect(ipCodes[30]).toBe(429);
  });
});

describe('payment (WeChat Pay v3 protocol, sandbox provider)', () => {
  it('serves product 1 with the server price and makes orders at that price only, refusing a price sent by the client', async () => {
    const product = await t.call<VipProduct>({ method: 'POST', url: '/api/serviceProduct/getPorductDetail', payload: { id: 1 } });
    expect(product.code).toBe(200);
    expect(product.result).toMatchObject({ id: 1, price: 29_800, priceYuan: '298.00', days: 365 });
    const s = await student('buyer0');
    const cheap = await t.call<{ fields: string[] }>({
      method: 'POST',
      url: '/api/dealRecord/save',
      token: s.token,
      payload: 'productId=1&price=0.01&amount=1&money=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cheap.code).toBe(400);
    expect(cheap.result.fields).toEqual(['price', 'amount', 'money']);
    expect(cheap.message).toContain('price, amount, money');
    const order = await t.call<DealRecordView>({
      method: 'POST',
      url: '/api/dealRecord/save',
      token: s.token,
      payload: 'productId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(order.code, order.message).toBe(200);
    expect(order.result).toMatchObject({ productId: 1, amount: 29_800, status: 'unpaid' });
    expect((await t.call({ method: 'POST', url: '/api/dealRecord/save', token: s.token, payload: { productId: 2 } })).code).toBe(400);
  });

  it('with PAY_SANDBOX=1 says sandbox in the public product, and dealRecord/save + pay/sandbox/pay make the student a member', async () => {
    expect((await t.call<VipProduct>({ method: 'GET', url: '/api/serviceProduct/getPorductDetail' })).result.payMode).toBe('sandbox');
    const s = await student('sandboxbuyer');
    const order = await newOrder(s.token);
    const paid = await t.call<OrderStatusView>({ method: 'POST', url: '/api/pay/sandbox/pay', token: s.token, payload: { orderId: order.id } });
    expect(paid.code, paid.message).toBe(200);
    expect(paid.message).toBe('沙箱支付完成');
    expect((await status(s.token)).result).toMatchObject({ isVip: true, daysLeft: 365 });
  });

  it('shows the native QR code, pays through the sandbox notification, and makes the buyer a member', async () => {
    const s = await student('buyer1');
    const order = await newOrder(s.token);
    const qr = await t.call<WeixinPayResult>({ method: 'POST', url: '/api/pay/weixin', token: s.token, payload: { orderId: order.id } });
    expect(qr.code, qr.message).toBe(200);
    expect(qr.result.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(qr.result.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(qr.result).toMatchObject({ sandbox: true, amount: 29_800 });
    expect(JSON.stringify(qr.result)).not.toContain(sandbox.apiV3Key);

    const polled = await t.call<OrderStatusView>({ method: 'GET', url: `/api/pay/getPcOrderStatus?orderId=${order.id}`, token: s.token });
    expect(polled.result).toMatchObject({ status: 'unpaid', vip: null });
    const other = await student('buyer1peek');
    expect((await t.call({ method: 'GET', url: `/api/pay/getPcOrderStatus?orderId=${order.id}`, token: other.token })).code).toBe(404);

    const paid = await t.call<OrderStatusView>({ method: 'POST', url: '/api/pay/sandbox/pay', token: s.token, payload: { orderId: order.id } });
    expect(paid.code, paid.message).toBe(200);
    expect(paid.result.status).toBe('paid');
    expect(paid.result.vip).toMatchObject({ isVip: true, daysLeft: 365 });
    const mine = await t.call<Page<DealRecordView>>({ method: 'GET', url: '/api/dealRecord/getMine', token: s.token });
    expect(mine.result.content[0]).toMatchObject({ id: order.id, status: 'paid', payChannel: 'weixin' });
    expect((await t.call({ method: 'POST', url: '/api/pay/weixin', token: s.token, payload: { orderId: order.id } })).message).toBe('该订单已支付');
  });

  it('rejects a notification with a bad signature, a tampered body, another key, a stale time or a wrong amount', async () => {
    const s = await student('buyer2');
    const order = await newOrder(s.token);
    const good = buildNotification(paidTransaction(order), sandbox.sandbox!);

    const badSig = await notify({
      ...good,
      headers: { ...good.headers, 'wechatpay-signature': good.headers['wechatpay-signature'].replace(/^.{8}/, 'AAAAAAAA') },
    });
    expect(badSig.statusCode).toBe(401);
    expect(badSig.json()).toMatchObject({ code: 'FAIL' });
    const tampered = await notify({ ...good, body: good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') });
    expect(tampered.statusCode).toBe(401);
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = buildNotification(paidTransaction(order), { ...sandbox.sandbox!, platformPrivateKey: privateKey });
    expect((await notify(forged)).statusCode).toBe(401);
    const stale = buildNotification(paidTransaction(order), sandbox.sandbox!, Math.floor(Date.now() / 1000) - 3600);
    expect((await notify(stale)).statusCode).toBe(401);
    const noHeaders = await notify({ headers: { 'content-type': 'application/json' }, body: good.body });
    expect(noHeaders.statusCode).toBe(401);
    const cheap = buildNotification(paidTransaction(order, { amount: { total: 1, currency: 'CNY' } }), sandbox.sandbox!);
    expect((await notify(cheap)).statusCode).toBe(400);

    const [row] = await t.database.db.select().from(dealRecords).where(eq(dealRecords.id, order.id));
    expect(row.status).toBe('unpaid');
    expect((await status(s.token)).result.isVip).toBe(false);
  });

  it('grants VIP once when the same good notification arrives twice', async () => {
    const s = await student('buyer3');
    const order = await newOrder(s.token);
    const good = buildNotification(paidTransaction(order), sandbox.sandbox!);
    const [a, b] = [await notify(good), await notify(good)];
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    const together = await Promise.all([notify(good), notify(good)]);
    expect(together.map((r) => r.statusCode)).toEqual([204, 204]);
    const grants = await t.database.db
      .select()
      .from(vipGrants)
      .where(and(eq(vipGrants.userId, s.id), eq(vipGrants.source, 'order')));
    expect(grants).toHaveLength(1);
    expect((await status(s.token)).result).toMatchObject({ isVip: true, daysLeft: 365 });
    const [row] = await t.database.db.select().from(dealRecords).where(eq(dealRecords.id, order.id));
    expect(row).toMatchObject({ status: 'paid', payMode: 'sandbox' });
  });

  it('acknowledges a failed trade without granting anything', async () => {
    const s = await student('buyer4');
    const order = await newOrder(s.token);
    const failed = buildNotification(paidTransaction(order, { trade_state: 'PAYERROR' }), sandbox.sandbox!);
    expect((await notify(failed)).statusCode).toBe(204);
    expect((await status(s.token)).result.isVip).toBe(false);
  });

  it('lists orders for the admin with the buyer', async () => {
    const page = await t.call<Page<DealRecordView & { username: string }>>({
      method: 'GET',
      url: '/api/dealRecord/getByPage?status=paid&username=buyer3',
      token: admin,
    });
    expect(page.code).toBe(200);
    expect(page.result.content).toHaveLength(1);
    expect(page.result.content[0]).toMatchObject({ username: 'buyer3', status: 'paid', amount: 29_800 });
  });
});

describe('payment without the PAY_SANDBOX opt-in (what scripts/start.sh runs)', () => {
  let d: TestApp;
  let dAdmin: string;
  beforeAll(async () => {
    // NODE_ENV unset reads as development: the default install the audit paid nothing on.
    d = await createTestApp({ NODE_ENV: 'development' });
    dAdmin = await d.login();
    await d.confirm(dAdmin);
  });
  afterAll(() => d.close());

  const member = async (s: { id: string; token: string }) => {
    const st = await d.call<VipStatus>({ method: 'GET', url: '/api/vip/status', token: s.token });
    const grants = await d.database.db.select().from(vipGrants).where(eq(vipGrants.userId, s.id));
    return { isVip: st.result.isVip, grants: grants.length };
  };

  it('has payment off in every NODE_ENV and says so in the public product and the admin setting', async () => {
    for (const NODE_ENV of ['development', 'production', 'test']) expect(loadConfig({ NODE_ENV }).PAY_SANDBOX).toBe(false);
    expect(loadConfig({ PAY_SANDBOX: '1' }).PAY_SANDBOX).toBe(true);
    const product = await d.call<VipProduct>({ method: 'GET', url: '/api/serviceProduct/getPorductDetail?id=1' });
    expect(product.result).toMatchObject({ id: 1, price: 29_800, payMode: 'off' });
    const setting = await d.call<Record<string, unknown>>({ method: 'GET', url: '/api/setting/pay', token: dAdmin });
    expect(setting.result).toMatchObject({ mode: 'off', effectiveMode: 'off', sandboxAllowed: false });
  });

  it('refuses dealRecord/save and pay/sandbox/pay with a message, and the student does not become a member', async () => {
    const s = await student('freeloader', d);
    const order = await d.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token: s.token, payload: { productId: 1 } });
    expect(order.code).toBe(501);
    expect(order.message).toBe('暂未开通在线支付，请联系客服或使用会员卡兑换');
    expect(order.result).toBeNull();
    const english = await d.call({
      method: 'POST',
      url: '/api/dealRecord/save',
      token: s.token,
      headers: { 'accept-language': 'en-US' },
      payload: { productId: 1 },
    });
    expect(english.message).toContain('Online payment is not available');

    // An order left from a time payment was on cannot be "paid" in the sandbox either.
    const [old] = await d.database.db
      .insert(dealRecords)
      .values({
        id: newId(),
        orderNo: `ZY${Date.now()}`,
        userId: s.id,
        productId: 1,
        productName: 'VIP',
        amount: 29_800,
        days: 365,
        expireTime: new Date(Date.now() + 3600_000),
      })
      .returning();
    const paid = await d.call({ method: 'POST', url: '/api/pay/sandbox/pay', token: s.token, payload: { orderId: old.id } });
    expect(paid.code).toBe(403);
    expect(paid.message).toBe('模拟支付未开启：本站不在沙箱支付模式');
    const qr = await d.call({ method: 'POST', url: '/api/pay/weixin', token: s.token, payload: { orderId: old.id } });
    expect(qr.code).toBe(501);
    expect(qr.message).toBe('暂未开通在线支付，请联系客服或使用会员卡兑换');
    const [row] = await d.database.db.select().from(dealRecords).where(eq(dealRecords.id, old.id));
    expect(row.status).toBe('unpaid');
    expect(await member(s)).toEqual({ isVip: false, grants: 0 });
  });

  it('refuses an admin storing sandbox mode, naming PAY_SANDBOX, and ignores a sandbox row already stored', async () => {
    const set = await d.call({ method: 'POST', url: '/api/setting/pay/set', token: dAdmin, payload: { mode: 'sandbox' } });
    expect(set.code).toBe(400);
    expect(set.message).toContain('mode');
    expect(set.message).toContain('PAY_SANDBOX=1');
    // A row written some other way (an older version, the database) does not turn it on.
    await d.app.settings.rows.put(PAY_SETTING_KEY, { mode: 'sandbox' });
    expect(await d.app.settings.rows.get(PAY_SETTING_KEY)).toMatchObject({ mode: 'sandbox' });
    expect((await payConfig(d.app.settings.rows, false).active()).mode).toBe('off');
    expect((await d.call<VipProduct>({ method: 'GET', url: '/api/serviceProduct/getPorductDetail' })).result.payMode).toBe('off');
    const s = await student('freeloader2', d);
    expect((await d.call({ method: 'POST', url: '/api/dealRecord/save', token: s.token, payload: { productId: 1 } })).code).toBe(501);
    expect(await member(s)).toEqual({ isVip: false, grants: 0 });
  });

  it('keeps card redemption working while payment is off', async () => {
    const { cards } = await makeBatch(1, 30, '线下渠道', { app: d, admin: dAdmin });
    const s = await student('cardonly', d);
    const res = await d.call({
      method: 'POST',
      url: '/api/cardInfo/findCardInfo',
      token: s.token,
      payload: { cardNumber: cards[0].cardNumber, cardPassword: cards[0].password },
    });
    expect(res.code, res.message).toBe(200);
    expect(await member(s)).toEqual({ isVip: true, grants: 1 });
  });
});

describe('pay settings and secrets', () => {
  it('shows the pay setting with secrets masked, keeps them when sent back masked, and checks live fields', async () => {
    const shown = await t.call<Record<string, string>>({ method: 'GET', url: '/api/setting/pay', token: admin });
    expect(shown.result).toMatchObject({ mode: 'sandbox', effectiveMode: 'sandbox', sandboxAllowed: true, apiV3Key: '' });
    const s = await student('paysetpeek');
    expect((await t.call({ method: 'GET', url: '/api/setting/pay', token: s.token })).code).toBe(403);

    const bad = await t.call({
      method: 'POST',
      url: '/api/setting/pay/set',
      token: admin,
      payload: { mode: 'live', appId: 'wx1', mchId: '1', apiV3Key: 'short' },
    });
    expect(bad.code).toBe(400);
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const live = {
      mode: 'live',
      appId: 'wx0123456789',
      mchId: '1230000109',
      apiV3Key: 'A'.repeat(32),
      merchantSerialNo: 'M1',
      merchantPrivateKey: privateKey,
      platformSerialNo: 'P1',
      platformPublicKey: publicKey,
      notifyUrl: 'https://zhiyuan.example.com/api/pay/notify/weixin',
    };
    expect((await t.call({ method: 'POST', url: '/api/setting/pay/set', token: admin, payload: live })).code).toBe(200);
    const masked = await t.call<Record<string, string>>({ method: 'GET', url: '/api/setting/pay', token: admin });
    expect(masked.result).toMatchObject({ mode: 'live', effectiveMode: 'live', apiV3Key: '******', merchantPrivateKey: '******' });
    expect(JSON.stringify(masked.result)).not.toContain('PRIVATE KEY');
    expect((await t.call({ method: 'POST', url: '/api/setting/pay/set', token: admin, payload: { ...masked.result, mode: 'live' } })).code).toBe(200);
    // An unknown key is refused by name, and the stored setting stays as it was.
    const unknown = await t.call({
      method: 'POST',
      url: '/api/setting/pay/set',
      token: admin,
      payload: { ...masked.result, mode: 'live', weixin: { apiV3Key: '' } },
    });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('weixin');
    const active = await payConfig(t.app.settings.rows, true).active();
    expect(active.apiV3Key).toBe('A'.repeat(32));
    expect(active.live?.merchantPrivateKey).toBe(privateKey);
    // Back to the sandbox for the other tests.
    expect((await t.call({ method: 'POST', url: '/api/setting/pay/set', token: admin, payload: { mode: 'sandbox' } })).code).toBe(200);
    expect((await payConfig(t.app.settings.rows, true).active()).mode).toBe('sandbox');
  });

  it('writes no key, card password or notification body to the log', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({ LOG_LEVEL: 'info', PAY_SANDBOX: '1' }, sink);
    try {
      const keys = await payConfig(logged.app.settings.rows, true).active();
      const adminToken = await logged.login();
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/cardBatch/add',
        headers: { accesstoken: adminToken },
        payload: { channel: 'log', count: 1, days: 1, validUntil: '2099-01-01', format: 'csv' },
      });
      const [, row] = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      const [cardNumber, password] = row.split(',');
      const id = newId();
      await logged.database.db.insert(users).values({ id, username: 'logbuyer', passwordHash: 'x' });
      const token = await logged.app.tokens.issue(id, false);
      await logged.app.inject({
        method: 'POST',
        url: '/api/cardInfo/findCardInfo',
        headers: { accesstoken: token },
        payload: { cardNumber, cardPassword: password },
      });
      const order = (await logged.call<DealRecordView>({ method: 'POST', url: '/api/dealRecord/save', token, payload: { productId: 1 } })).result;
      const n = buildNotification(paidTransaction(order), keys.sandbox!);
      await logged.app.inject({ method: 'POST', url: '/api/pay/notify/weixin', headers: { ...n.headers, 'wechatpay-signature': 'bad' }, payload: n.body });
      await logged.call({ method: 'POST', url: '/api/pay/sandbox/pay', token, payload: { orderId: order.id } });
      const text = lines.join('');
      expect(text).toContain('weixin notification');
      for (const secret of [password, keys.apiV3Key, keys.sandbox!.platformPrivateKey.split('\n')[1], JSON.parse(n.body).resource.ciphertext.slice(0, 40)]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('VIP report', () => {
  it("lists the member's saved majors with their lines in the member's province only, readable and dated", async () => {
    const { cards } = await makeBatch(1, 30);
    const s = await student('reporter');
    expect((await activate(s.token, cards[0], '10.0.5.1')).code).toBe(200);
    // Lines of the same major in another province, and one whose 科类 the official site did not list.
    const extra = {
      rowKey: '',
      schoolName: '清华大学',
      institutionId: '10003',
      batch: '本科批',
      level: 'major',
      dataType: 'major-admission',
      majorName: '计算机科学与技术',
      official: true,
      sourceQuality: 'official-test',
      source: 'test',
    } as const;
    await t.database.db.insert(admissionRecords).values([
      { ...extra, id: 'vr1', rowKey: 'vip-report-1', province: '北京', year: 2024, subjectType: '综合', minScore: 690, minRank: 150 },
      { ...extra, id: 'vr2', rowKey: 'vip-report-2', province: '广东', year: 2022, subjectType: '官网未列科类', minScore: 650, minRank: 900 },
    ]);
    for (const body of [
      { kind: 'major', targetId: 'b-080901' },
      { kind: 'school', targetId: '10003' },
    ]) {
      const saved = await t.call({ method: 'POST', url: '/api/professionCollection/saveOrDelete', token: s.token, payload: body });
      expect(saved.code, saved.message).toBe(200);
    }

    // No province yet: the major is listed, but no line of any province (never a mix).
    const unset = await t.call<VipReport>({ method: 'GET', url: '/api/report/getMine', token: s.token });
    expect(unset.code, unset.message).toBe(200);
    expect(unset.result).toMatchObject({ province: null, years: [], position: null });
    expect(unset.result.majors.map((m) => [m.major.name, m.lines.length])).toEqual([['计算机科学与技术', 0]]);

    // The profile's province (set through the own-profile edit) and a 我的成绩 of that province.
    const edit = await t.call({ method: 'POST', url: '/api/user/edit', token: s.token, payload: { province: '广东', subjects: ['物理', '化学', '生物'] } });
    expect(edit.code, edit.message).toBe(200);
    await t.database.db.insert(scoreProfiles).values({ userId: s.id, province: '广东', year: 2025, subjectType: '物理类', score: 690, rank: 115 });
    const report = await t.call<VipReport>({ method: 'GET', url: '/api/report/getMine', token: s.token });
    expect(report.code, report.message).toBe(200);
    expect(report.result).toMatchObject({
      province: '广东',
      subjectType: '物理类',
      position: { year: 2025, subjectType: '物理类', score: 690, rank: 115 },
      years: [2023, 2022],
      majorsLeftOut: 0,
    });
    const [major] = report.result.majors;
    expect(major.major.name).toBe('计算机科学与技术');
    expect(new Set(major.lines.map((l) => l.province))).toEqual(new Set(['广东']));
    // The member's 科类 first, the unlisted one last.
    expect(major.lines.map((l) => `${l.year} ${l.subjectType}`)).toEqual(['2023 物理类', '2022 官网未列科类']);
    // Rank 115 lies between the best (110) and the worst (120) school's lowest admitted rank.
    expect(major.standing).toEqual({ year: 2023, subjectType: '物理类', standing: 'within' });
    expect(report.result.schools.map((x) => x.name)).toEqual(['清华大学']);

    // Another province in the profile: that province's lines only, no standing from a 广东 rank. The
    // score follows the account (issue 30: one profile of truth), ranked on 北京's table, which this
    // data set does not have: no rank, so no standing.
    await t.call({ method: 'POST', url: '/api/user/edit', token: s.token, payload: { province: '北京' } });
    const moved = (
      await t.call<{ province: string; subjectType: string; rank: number | null }>({ method: 'GET', url: '/api/xueShengCjb/getScoreByYhId', token: s.token })
    ).result;
    expect(moved).toMatchObject({ province: '北京', subjectType: '综合', rank: null });
    const beijing = (await t.call<VipReport>({ method: 'GET', url: '/api/report/getMine', token: s.token })).result;
    expect(beijing).toMatchObject({ province: '北京', years: [2024] });
    expect(beijing.position?.rank ?? null).toBeNull();
    expect(beijing.majors[0].lines.map((l) => `${l.province} ${l.year} ${l.subjectType}`)).toEqual(['北京 2024 综合']);
    expect(beijing.majors[0].standing).toBeNull();
  });

  it('places a rank against a year of lines', () => {
    expect(standingOf(100, { minRank: 110, maxRank: 120 })).toBe('above');
    expect(standingOf(110, { minRank: 110, maxRank: 120 })).toBe('above');
    expect(standingOf(120, { minRank: 110, maxRank: 120 })).toBe('within');
    expect(standingOf(121, { minRank: 110, maxRank: 120 })).toBe('below');
    expect(standingOf(121, { minRank: null, maxRank: null })).toBeNull();
    expect(memberSubjectType('广东', ['历史', '政治', '地理'], null)).toBe('历史类');
    expect(memberSubjectType('广东', ['历史', '政治', '地理'], { province: '广东', subjectType: '物理类' })).toBe('物理类');
    expect(memberSubjectType('北京', ['物理', '化学', '生物'], { province: '广东', subjectType: '物理类' })).toBe('综合');
  });

  it('merges the sources\' "no 科类" labels and puts the main tracks first', () => {
    const l = (subjectType: string, year: number, records: number, minRank: number | null) => ({
      province: '广东',
      year,
      subjectType,
      minScore: 500,
      maxScore: 600,
      minRank,
      maxRank: minRank,
      records,
      official: true,
    });
    const ordered = orderLines(
      [l('理科', 2020, 1, 9), l('默认', 2022, 1, 50), l('官网未列科类', 2022, 2, 40), l('物理类', 2023, 130, 100), l('物理类', 2025, 40, 90)],
      null,
    );
    expect(ordered.map((x) => `${x.year} ${x.subjectType}`)).toEqual(['2025 物理类', '2023 物理类', '2020 理科', '2022 官网未列科类']);
    expect(ordered[3]).toMatchObject({ records: 3, minRank: 40, maxRank: 50 });
    expect(orderLines([l('物理类', 2023, 130, 100), l('历史类', 2023, 5, 100)], '历史类').map((x) => x.subjectType)).toEqual(['历史类', '物理类']);
  });
});

describe('membership end', () => {
  it('takes ROLE_VIP away once the dated membership ends, and VIP data with it', async () => {
    const { cards } = await makeBatch(1, 10);
    const s = await student('lapsed');
    expect((await activate(s.token, cards[0], '10.0.4.1')).code).toBe(200);
    await t.database.db
      .update(vipMemberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vipMemberships.userId, s.id));
    // The vip.expire job (定时任务, every minute) takes the role back; here it is run now.
    const run = await runJobNow(t, await t.login(), 'vip.expire');
    expect(run.outcome).toBe('ok');
    expect(run.result!.ended).toBeGreaterThanOrEqual(1);
    const menu = await t.call<UserAndMenu>({ method: 'GET', url: '/api/permission/getUserAndMenuList', token: s.token });
    expect(menu.result.notAllow).toContain('report');
    expect((await status(s.token)).result).toMatchObject({ isVip: false, expired: true });
    const report = await t.call({ method: 'GET', url: '/api/report/getMine', token: s.token });
    expect(report.code).toBe(403);
    expect(report.message).toContain('会员');
  });
});

describe('wxpay crypto', () => {
  it('round-trips AEAD_AES_256_GCM and refuses a wrong key or associated data', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const enc = encryptResource('{"a":1}', key);
    expect(decryptResource(enc, key)).toBe('{"a":1}');
    expect(() => decryptResource(enc, 'X123456789abcdef0123456789abcdef')).toThrow();
    expect(() => decryptResource({ ...enc, associated_data: 'other' }, key)).toThrow();
  });
});
