import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTime } from '@zhiyuan/shared';
import { fieldError } from '../../lib/errors.ts';
import { calendarDate, formInt, idList, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { batchCsv, batchXlsx } from './card-file.ts';
import { CARD_BATCH_MAX, type CardService } from './cards.ts';
import type { OrderService } from './orders.ts';
import { paySettingSchema, type PayConfig } from './pay-config.ts';
import { deliveryGuard } from '../settings-admin/delivery-guard.ts';
import { adminDealRecordViewSchema, cardBatchViewSchema, cardsVoidedSchema, cardViewSchema, paySettingViewSchema } from '@zhiyuan/shared/schemas/vip';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/**
 * What `/setting/pay/set` takes: the stored fields, plus the two that `/setting/pay` shows and the
 * server decides (a client posting back what it read is not refused for them, and they change
 * nothing); any other key is refused by name rather than dropped.
 */
const paySettingBody = paySettingSchema
  .extend({
    effectiveMode: z.enum(['off', 'sandbox', 'live']).optional(),
    sandboxAllowed: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  })
  .strict();

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const idField = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'badFormat');

/** 会员管理 in the admin: card batches (made and exported once), cards, orders. */
export function vipAdminRoutes(deps: { cards: CardService; orders: OrderService; pay: PayConfig }): FastifyPluginAsyncZod {
  const { cards, orders, pay } = deps;
  return async (app) => {
    const guard = deliveryGuard(app);
    app.get(
      '/cardBatch/getByPage',
      {
        config: { permission: 'vip:card:view' },
        schema: {
          tags: ['admin:vip'],
          summary: 'Card batches, newest first, with used / unused / void counts',
          querystring: pageQuery.extend({ channel: optionalText(60) }),
          response: { 200: pageSchema(cardBatchViewSchema) },
        },
      },
      async (req) => {
        const { rows, total } = await cards.batches(req.query, req.query.channel);
        return pageOf(rows, total, req.query);
      },
    );

    app.post(
      '/cardBatch/add',
      {
        config: { permission: 'vip:card:add' },
        schema: {
          tags: ['admin:vip'],
          summary:
            'Make a batch of cards and download it: the answer IS the file (xlsx or csv) with the clear passwords, which are stored only hashed and can never be read again. The batch id is in the X-Batch-Id header.',
          body: z.object({
            channel: z.string({ error: 'required' }).trim().min(1, 'required').max(60),
            remark: optionalText(200),
            count: formInt(1, CARD_BATCH_MAX),
            days: formInt(1, 3650),
            /** Last day a card can be activated (yyyy-MM-dd). */
            validUntil: calendarDate,
            format: z.preprocess(blank, z.enum(['xlsx', 'csv']).default('xlsx')),
          }),
        },
      },
      async (req, reply) => {
        const { format, ...input } = req.body;
        if (Number.isNaN(Date.parse(input.validUntil)) || new Date(`${input.validUntil}T23:59:59+08:00`).getTime() <= Date.now()) {
          throw fieldError('validUntil', 'dateInFuture');
        }
        const made = await cards.createBatch({ ...input, remark: input.remark ?? '' }, req.auth!.username);
        const file = format === 'csv' ? batchCsv(made) : await batchXlsx(made);
        const name = `充值卡-${made.batch.channel}-${formatDateTime(made.batch.createTime).slice(0, 10)}-${made.batch.id}.${format}`;
        req.log.info({ batchId: made.batch.id, count: made.cards.length }, 'vip card batch made');
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="cards-${made.batch.id}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store')
          .header('x-batch-id', made.batch.id)
          .header('access-control-expose-headers', 'x-batch-id, content-disposition')
          .send(file);
      },
    );

    app.get(
      '/cardInfo/getByPage',
      {
        config: { permission: 'vip:card:view' },
        schema: {
          tags: ['admin:vip'],
          summary: 'Cards (never their passwords): status, who activated each and when; filter by batch, status, card number, username',
          querystring: pageQuery.extend({
            batchId: z.preprocess(blank, idField.optional()),
            status: z.preprocess(blank, z.enum(['unused', 'used', 'void']).optional()),
            cardNumber: optionalText(40),
            username: optionalText(60),
          }),
          response: { 200: pageSchema(cardViewSchema) },
        },
      },
      async (req) => {
        const { rows, total } = await cards.cards(req.query, req.query);
        return pageOf(rows, total, req.query);
      },
    );

    app.post(
      '/cardInfo/void',
      {
        config: { permission: 'vip:card:void' },
        schema: {
          tags: ['admin:vip'],
          summary: 'Void unused cards: the given ids, or every unused card of a batch (a lost or leaked file); answers how many',
          body: z.object({ ids: z.preprocess(blank, idList.optional()), batchId: z.preprocess(blank, idField.optional()) }),
          response: { 200: cardsVoidedSchema },
        },
      },
      async (req) => {
        if (!req.body.ids && !req.body.batchId) throw fieldError('ids', 'required');
        const voided = await cards.voidCards(req.body);
        return { voided };
      },
    );

    app.get(
      '/setting/pay',
      {
        config: { permission: 'sys:setting:view' },
        schema: {
          tags: ['admin:setting'],
          summary:
            'WeChat Pay setting (mode off / sandbox / live, merchant and platform keys), the mode in effect and whether the server allows sandbox (PAY_SANDBOX); the APIv3 key and merchant private key masked',
          response: { 200: paySettingViewSchema },
        },
      },
      () => pay.masked(),
    );

    app.post(
      '/setting/pay/set',
      {
        config: { permission: 'sys:setting:edit' },
        schema: {
          tags: ['admin:setting'],
          summary:
            'Save the WeChat Pay setting; a secret sent back masked keeps the stored one. Sandbox mode only when the server runs with PAY_SANDBOX=1. Live mode needs appId, mchId, APIv3 key (32 characters), merchant serial and key, platform serial and public key, notifyUrl.',
          body: paySettingBody,
          response: { 200: z.null() },
        },
      },
      async (req) => {
        const s = req.body;
        // Free membership is the operator's decision (an environment variable), not an admin account's.
        if (s.mode === 'sandbox' && !pay.sandboxAllowed) throw fieldError('mode', 'paySandboxNotAllowed');
        if (s.mode === 'live') {
          for (const field of ['appId', 'mchId', 'merchantSerialNo', 'platformSerialNo', 'notifyUrl'] as const)
            if (!s[field]) throw fieldError(field, 'required');
          if (s.apiV3Key !== '******' && s.apiV3Key.length !== 32) throw fieldError('apiV3Key', 'badFormat');
          if (s.merchantPrivateKey !== '******' && !s.merchantPrivateKey.includes('PRIVATE KEY')) throw fieldError('merchantPrivateKey', 'badFormat');
          if (!s.platformPublicKey.includes('PUBLIC KEY')) throw fieldError('platformPublicKey', 'badFormat');
          if (!/^https:\/\//.test(s.notifyUrl)) throw fieldError('notifyUrl', 'badFormat');
        }
        const { effectiveMode: _shown, sandboxAllowed: _decided, ...setting } = s;
        // Pay keys and where WeChat's API and notifications go: a delivery change (settings-admin/delivery-guard.ts).
        const before = await pay.stored();
        const after = await pay.merge(setting);
        await guard.save(
          req,
          'pay',
          before ?? {},
          after,
          () => pay.write(setting),
          () => app.settings.read('email'),
        );
        return null;
      },
    );

    app.post(
      '/dealRecord/refund',
      {
        config: { permission: 'vip:order:refund' },
        schema: {
          tags: ['admin:vip'],
          summary:
            "Ask for a paid order's refund with a reason: it goes through the vip_refund approval (工作流程); once approved the whole amount is refunded and the order's days are taken back",
          body: z.object({ id: idField, reason: z.string().trim().min(1).max(200) }).strict(),
          response: { 200: z.null() },
        },
      },
      async (req) => {
        await orders.requestRefund(req.body.id, req.body.reason, (order) =>
          app.workflow
            .startFor(
              {
                processKey: 'vip_refund',
                title: `退款 ${order.orderNo}（${(order.amount / 100).toFixed(2)} 元）`,
                userId: req.auth!.userId,
                tableId: order.id,
                businessTable: 'vip_order',
              },
              req.lang as 'zh-CN' | 'en-US',
            )
            .then(() => undefined),
        );
        return null;
      },
    );

    app.get(
      '/dealRecord/getByPage',
      {
        config: { permission: 'vip:order:view' },
        schema: {
          tags: ['admin:vip'],
          summary: 'All membership orders, newest first; filter by status, order number, username, date',
          querystring: pageQuery.extend({
            status: z.preprocess(blank, z.enum(['unpaid', 'paid', 'closed']).optional()),
            orderNo: optionalText(40),
            username: optionalText(60),
          }),
          response: { 200: pageSchema(adminDealRecordViewSchema) },
        },
      },
      async (req) => {
        const { rows, total } = await orders.all(req.query, req.query);
        return pageOf(rows, total, req.query);
      },
    );
  };
}
