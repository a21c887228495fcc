import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noParams } from '../../lib/schema.ts';
import { PAID_PRODUCT_ID } from '@zhiyuan/shared';
import { successMessage } from '../../plugins/envelope.ts';
import { formInt, pageOf, pageQuery } from '../../lib/schema.ts';
import { cardService } from './cards.ts';
import { orderService } from './orders.ts';
import { payConfig } from './pay-config.ts';
import { reportService } from './report.ts';
import { vipAdminRoutes } from './admin-routes.ts';
import {
  cardActivationSchema,
  dealRecordViewSchema,
  orderStatusViewSchema,
  vipProductSchema,
  vipReportSchema,
  vipStatusWithGrantsSchema,
  weixinPayResultSchema,
} from '@zhiyuan/shared/schemas/vip';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const cardText = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'badFormat');
const orderIdField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{1,20}$/, 'badFormat');
/**
 * Membership: prepaid cards, WeChat Pay (native QR) orders with the signed notification, the
 * member's status, and the VIP-only report. Admin calls are in admin-routes.ts.
 */
const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const membership = app.membership;
  const pay = payConfig(app.settings.rows, app.config.PAY_SANDBOX);
  const cards = cardService(app.db, app.state, membership);
  const orders = orderService(app.db, app.state, membership, pay);
  // A refund asked for in 会员订单 is carried out when its approval (vip_refund) passes.
  app.workflow.onFinish('vip_order', { finish: (tx, id, outcome) => orders.settleRefund(tx, id, outcome === 'pass') });
  const reports = reportService(app.db, app.majors, app.collections);

  app.jobs.define({
    name: 'vip.expire',
    title: { zh: '会员到期', en: 'Membership expiry' },
    description: { zh: '会员到期后收回 VIP 角色（VIP 报告等权益随之关闭）', en: 'Takes the VIP role back from members whose membership has ended' },
    params: noParams,
    defaults: { cron: '0 * * * * ?' },
    run: async () => ({ ended: await membership.sweepExpired() }),
  });

  app.post(
    '/cardInfo/findCardInfo',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: 'Activate a prepaid VIP card (cardNumber + cardPassword) for the logged-in user; each card works once. Limited per user and per IP.',
        body: z.object({ cardNumber: cardText(40), cardPassword: cardText(40) }),
        response: { 200: cardActivationSchema },
      },
    },
    async (req) => {
      const activated = await cards.activate(req.auth!.userId, req.ip ?? 'unknown', req.body.cardNumber, req.body.cardPassword);
      successMessage(req, 'cardActivated');
      return activated;
    },
  );

  app.get(
    '/vip/status',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: "The logged-in user's membership: whether VIP now, until when, and the grants (cards, orders) that made it",
        response: { 200: vipStatusWithGrantsSchema },
      },
    },
    async (req) => ({ ...(await membership.status(req.auth!.userId)), grants: await membership.grants(req.auth!.userId) }),
  );

  const productSchema = {
    tags: ['vip'],
    summary: 'The paid product (id 1, VIP membership): name, price in fen from the server, days, and payMode (off / sandbox / live: how it can be paid now)',
    response: { 200: vipProductSchema },
  };
  const productId = z.preprocess((v) => (v === '' || v === undefined ? PAID_PRODUCT_ID : v), formInt(1, 1_000_000));
  app.get(
    '/serviceProduct/getPorductDetail',
    {
      config: { auth: 'optional' },
      schema: { ...productSchema, querystring: z.object({ id: productId }) },
    },
    (req) => orders.product(req.query.id, req.lang),
  );
  app.post(
    '/serviceProduct/getPorductDetail',
    {
      config: { auth: 'optional' },
      schema: { ...productSchema, body: z.object({ id: productId }).strict().optional() },
    },
    (req) => orders.product(req.body?.id ?? PAID_PRODUCT_ID, req.lang),
  );

  app.post(
    '/dealRecord/save',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary:
          "Create an order for a product (productId 1) at the server's price; a price, amount or any other field sent by the client is refused by name. 501 while payment is off",
        body: z.object({ productId: z.preprocess((v) => (v === undefined ? undefined : v), formInt(1, 1_000_000)) }),
        response: { 200: dealRecordViewSchema },
      },
    },
    (req) => orders.create(req.auth!.userId, req.body.productId, req.lang),
  );

  app.get(
    '/dealRecord/getMine',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: "The logged-in user's orders, newest first",
        querystring: pageQuery,
        response: { 200: pageSchema(dealRecordViewSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await orders.mine(req.auth!.userId, req.query);
      return pageOf(rows, total, req.query);
    },
  );

  app.post(
    '/pay/weixin',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: "WeChat Pay native order for one of the caller's unpaid orders: the code_url to show as a QR code, and the QR image",
        body: z.object({ orderId: orderIdField }),
        response: { 200: weixinPayResultSchema },
      },
    },
    (req) => orders.payWeixin(req.auth!.userId, req.body.orderId),
  );

  app.get(
    '/pay/getPcOrderStatus',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: "Status of one of the caller's orders (unpaid / paid / closed), polled by the payment page; the membership once paid",
        querystring: z.object({ orderId: orderIdField }),
        response: { 200: orderStatusViewSchema },
      },
    },
    (req) => orders.status(req.auth!.userId, req.query.orderId),
  );

  app.post(
    '/pay/sandbox/pay',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary:
          'Sandbox only (the server runs with PAY_SANDBOX=1; 403 otherwise): "scan and pay" one of the caller\'s orders; the local provider sends a signed, encrypted notification to /pay/notify/weixin',
        body: z.object({ orderId: orderIdField }),
        response: { 200: orderStatusViewSchema },
      },
    },
    async (req) => {
      const status = await orders.sandboxPay(req.auth!.userId, req.body.orderId, async (n) => {
        const res = await app.inject({ method: 'POST', url: '/api/pay/notify/weixin', headers: n.headers, payload: n.body });
        return res.statusCode;
      });
      successMessage(req, 'paySandboxPaid');
      return status;
    },
  );

  app.get(
    '/report/getMine',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['vip'],
        summary: "VIP only: the member's major-positioning report (saved majors with their lines in the member's province, saved schools)",
        response: { 200: vipReportSchema },
      },
    },
    async (req) => {
      await membership.requireVip(req.auth!.userId);
      return await reports.forUser(req.auth!.userId);
    },
  );

  await app.register(notifyRoute(orders));
  await app.register(vipAdminRoutes({ cards, orders, pay }));
};

/**
 * POST /pay/notify/weixin, called by WeChat Pay (or the sandbox). It speaks WeChat's protocol,
 * not our envelope: 204 when handled (repeats included), 4xx/5xx with {code:'FAIL'} otherwise,
 * so WeChat retries. The signature is checked over the exact bytes received, hence the raw parser.
 */
function notifyRoute(orders: ReturnType<typeof orderService>) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    app.post(
      '/pay/notify/weixin',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['vip'],
          summary:
            'WeChat Pay v3 payment (TRANSACTION.*) and refund (REFUND.*) notification (signature RSA-SHA256 over timestamp\\nnonce\\nbody\\n, resource AES-256-GCM); idempotent',
        },
      },
      async (req, reply) => {
        const h = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const raw = typeof req.body === 'string' ? req.body : '';
        const outcome = await orders
          .notify(
            {
              timestamp: h('wechatpay-timestamp'),
              nonce: h('wechatpay-nonce'),
              signature: h('wechatpay-signature'),
              serial: h('wechatpay-serial'),
            },
            raw,
          )
          .catch((err) => {
            req.log.error({ err }, 'weixin notification failed');
            return { ok: false as const, status: 500 as const, reason: 'internal' };
          });
        if (outcome.ok) {
          req.log.info({ granted: outcome.granted }, 'weixin notification handled');
          return reply.code(204).send();
        }
        req.log.warn({ reason: outcome.reason }, 'weixin notification refused');
        return reply.code(outcome.status).send({ code: 'FAIL', message: outcome.reason });
      },
    );
  };
}

export default vipRoutes;
