import { randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  PAID_PRODUCT_ID,
  formatDateTime,
  type AdminDealRecordView,
  type DealRecordView,
  type DealStatus,
  type OrderStatusView,
  type VipProduct,
  type WeixinPayResult,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { dealRecords } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Lang } from '../../lib/i18n.ts';
import type { PageInput } from '../../lib/schema.ts';
import type { SharedState } from '../../lib/state.ts';
import type { MembershipService } from './membership.ts';
import * as repo from './orders-repo.ts';
import { createNativeLive, createRefundLive, type PayConfig } from './pay-config.ts';
import { buildNotification, verifyNotification, type NotificationHeaders, type WxRefund, type WxTransaction } from './wxpay.ts';

/** What is sold. The price lives here, on the server; whatever a client sends is ignored. */
const PRODUCTS: Record<number, { days: number; price: number; name: Record<Lang, string>; description: Record<Lang, string> }> = {
  [PAID_PRODUCT_ID]: {
    days: 365,
    price: 29_800,
    name: { 'zh-CN': '志愿通会员（一年）', 'en-US': 'Zhiyuan membership (one year)' },
    description: {
      'zh-CN': '专业定位报告、会员专享数据与功能，有效期 365 天；已是会员时顺延。',
      'en-US': 'Major-positioning report and member-only data and features for 365 days; extends a running membership.',
    },
  },
};

/** A native-pay QR code lives two hours at WeChat; the order closes with it. */
export const ORDER_TTL_MS = 2 * 3600_000;
export const ORDERS_PER_HOUR = 20;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** `granted`: the notice made a member (a payment, or a closed refund giving the days back). */
export type NotifyOutcome = { ok: true; granted: boolean } | { ok: false; status: 400 | 401 | 404 | 500; reason: string };

export function orderService(db: Db, state: SharedState, membership: MembershipService, pay: PayConfig) {
  const priced = (id: number, lang: Lang): Omit<VipProduct, 'payMode'> => {
    const p = PRODUCTS[id];
    if (!p) throw fieldError('productId', 'productNotFound');
    return { id, name: p.name[lang], description: p.description[lang], price: p.price, priceYuan: yuan(p.price), days: p.days };
  };

  /** Ordering needs a way to pay: with payment off there is nothing to pay an order with. */
  async function requirePayment() {
    const active = await pay.active();
    if (active.mode === 'off') throw new AppError(501, 'payNotConfigured');
    return active;
  }

  const view = (r: typeof dealRecords.$inferSelect): DealRecordView => ({
    id: r.id,
    orderNo: r.orderNo,
    productId: r.productId,
    productName: r.productName,
    amount: r.amount,
    days: r.days,
    status: r.status,
    payChannel: r.payChannel,
    paidTime: r.paidTime ? formatDateTime(r.paidTime) : null,
    expireTime: formatDateTime(r.expireTime),
    createTime: formatDateTime(r.createTime),
  });

  async function ownOrder(userId: string, orderId: string) {
    const row = await repo.orderOfUser(db, userId, orderId);
    if (!row) throw new AppError(404, 'orderNotFound');
    return row;
  }

  /** An unpaid order past its QR code's life is closed when next looked at. */
  async function closeIfExpired(row: typeof dealRecords.$inferSelect) {
    if (row.status !== 'unpaid' || row.expireTime.getTime() > Date.now()) return row;
    const closed = await repo.closeUnpaidOrder(db, row.id);
    return closed ?? (await repo.orderById(db, row.id))!;
  }

  /**
   * Marks the order paid and grants its time, both in one transaction, only when it was not
   * paid before: a repeated notification changes nothing and grants nothing.
   */
  async function settle(tx: WxTransaction, mode: string): Promise<NotifyOutcome> {
    const order = await repo.orderByNo(db, tx.out_trade_no);
    if (!order) return { ok: false, status: 404, reason: 'order' };
    if (tx.amount?.total !== order.amount) return { ok: false, status: 400, reason: 'amount' };
    // The one db call left in this file: marking the order paid (repo) and granting its time (membership service) share a transaction.
    const granted = await db.transaction(async (t) => {
      const paid = await repo.markOrderPaid(t, order.id, {
        transactionId: tx.transaction_id,
        // Without a success_time from WeChat, the database's now().
        paidTime: tx.success_time ? new Date(tx.success_time) : null,
        payMode: mode,
      });
      if (!paid) return false;
      await membership.grant(t, order.userId, order.days, 'order', order.id);
      return true;
    });
    return { ok: true, granted };
  }

  /**
   * A refund's result from WeChat (REFUND.*) for a refund it took as PROCESSING: SUCCESS ends it
   * (refunded, at the time WeChat gives); ABNORMAL (the payer's card refused it) waits for the
   * merchant to finish it in WeChat's merchant platform, whose SUCCESS then ends it; CLOSED gives
   * the days back and lets the refund be asked again. A notice for an earlier attempt, or repeated,
   * is acknowledged and changes nothing.
   */
  async function settleRefundNotice(refund: WxRefund): Promise<NotifyOutcome> {
    const order = await repo.orderByNo(db, refund.out_trade_no);
    if (!order) return { ok: false, status: 404, reason: 'order' };
    if (refund.amount?.refund !== order.amount) return { ok: false, status: 400, reason: 'amount' };
    if (refund.out_refund_no !== order.refundNo) return { ok: true, granted: false };
    const open = order.refundStatus === 'processing' || order.refundStatus === 'abnormal';
    if (!open) return { ok: true, granted: false };
    if (refund.refund_status === 'SUCCESS') {
      const at = refund.success_time ? new Date(refund.success_time) : new Date();
      await repo.updateOrder(db, order.id, { refundStatus: 'refunded', refundTime: Number.isNaN(at.getTime()) ? new Date() : at });
      return { ok: true, granted: false };
    }
    if (refund.refund_status === 'ABNORMAL') {
      await repo.updateOrder(db, order.id, { refundStatus: 'abnormal' });
      return { ok: true, granted: false };
    }
    if (refund.refund_status === 'CLOSED') {
      await db.transaction(async (t) => {
        await repo.updateOrder(t, order.id, { refundStatus: 'closed', refundTime: null });
        await membership.grant(t, order.userId, order.days, 'refundClosed', order.id);
      });
      return { ok: true, granted: true };
    }
    return { ok: false, status: 400, reason: 'refund_status' };
  }

  return {
    /** The product with how it can be paid now (the web says "not open" for `off`, shows a banner for `sandbox`). */
    async product(id: number, lang: Lang): Promise<VipProduct> {
      return { ...priced(id, lang), payMode: (await pay.active()).mode };
    },

    /** 下单: product 1 at the server's price. */
    async create(userId: string, productId: number, lang: Lang): Promise<DealRecordView> {
      const p = priced(productId, lang);
      await requirePayment();
      await membership.assertCanExtend(userId);
      if ((await state.incr(`vip:order:user:${userId}`, 3600_000)) > ORDERS_PER_HOUR) throw new AppError(429, 'rateLimited');
      const now = new Date();
      const stamp = formatDateTime(now).replace(/\D/g, '');
      const row = await repo.insertOrder(db, {
        id: newId(),
        orderNo: `ZY${stamp}${String(randomInt(0, 1e6)).padStart(6, '0')}`,
        userId,
        productId: p.id,
        productName: p.name,
        amount: p.price,
        days: p.days,
        expireTime: new Date(now.getTime() + ORDER_TTL_MS),
      });
      return view(row);
    },

    /** 微信 Native 下单: the QR code (content and image) for the order. */
    async payWeixin(userId: string, orderId: string): Promise<WeixinPayResult> {
      const order = await closeIfExpired(await ownOrder(userId, orderId));
      if (order.status === 'paid') throw new AppError(400, 'orderPaid');
      if (order.status === 'closed') throw new AppError(400, 'orderClosed');
      const active = await requirePayment();
      const codeUrl =
        active.mode === 'live'
          ? await createNativeLive(active.live!, {
              outTradeNo: order.orderNo,
              description: order.productName,
              total: order.amount,
              expireTime: order.expireTime,
            }).catch(() => {
              throw new AppError(500, 'payProviderFailed');
            })
          : `weixin://wxpay/bizpayurl?pr=SB${randomBytes(6).toString('base64url')}`;
      await repo.updateOrder(db, order.id, { payChannel: 'weixin', payMode: active.mode });
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        codeUrl,
        qrCode: await QRCode.toDataURL(codeUrl, { margin: 1, width: 240 }),
        expireTime: formatDateTime(order.expireTime),
        sandbox: active.mode === 'sandbox',
      };
    },

    async status(userId: string, orderId: string): Promise<OrderStatusView> {
      const order = await closeIfExpired(await ownOrder(userId, orderId));
      return {
        orderId: order.id,
        status: order.status,
        paidTime: order.paidTime ? formatDateTime(order.paidTime) : null,
        vip: order.status === 'paid' ? await membership.status(userId) : null,
      };
    },

    async mine(userId: string, page: PageInput): Promise<{ rows: DealRecordView[]; total: number }> {
      const { rows, total } = await repo.userOrderPage(db, userId, page);
      return { rows: rows.map(view), total };
    },

    async all(page: PageInput, filter: { status?: DealStatus; orderNo?: string; username?: string }): Promise<{ rows: AdminDealRecordView[]; total: number }> {
      const { rows, total } = await repo.orderPage(db, page, filter);
      return {
        total,
        rows: rows.map(({ order, username }) => ({
          ...view(order),
          userId: order.userId,
          username,
          payMode: order.payMode,
          transactionId: order.transactionId,
          refundStatus: order.refundStatus,
          refundReason: order.refundReason,
          refundTime: order.refundTime ? formatDateTime(order.refundTime) : null,
        })),
      };
    },

    /**
     * Asks for a paid order's refund: the order waits (refundStatus reviewing) while `start` runs
     * its approval process; if the process cannot start, the order is as it was.
     */
    async requestRefund(orderId: string, reason: string, start: (order: typeof dealRecords.$inferSelect) => Promise<void>): Promise<void> {
      const order = await repo.orderById(db, orderId);
      if (!order) throw new AppError(404, 'orderNotFound');
      if (order.status !== 'paid') throw new AppError(409, 'refundNotPaid');
      // A refund WeChat closed may be asked again; any other one is under way or done.
      if (order.refundStatus && order.refundStatus !== 'closed') throw new AppError(409, order.refundStatus === 'reviewing' ? 'refundReviewing' : 'refundDone');
      if (!(await repo.markRefundRequested(db, orderId, reason))) throw new AppError(409, 'refundReviewing');
      try {
        await start(order);
      } catch (e) {
        await repo.updateOrder(db, orderId, { refundStatus: order.refundStatus, refundReason: order.refundReason });
        throw e;
      }
    },

    /**
     * The refund's approval ended (inside its step's transaction): approved, the provider refunds
     * the whole amount (live) or nothing is called (sandbox) and the order's days are taken back.
     * WeChat answers SUCCESS (refunded) or PROCESSING (the order waits as processing for its
     * REFUND.* notification); a refusal rolls the step back. Rejected, the order is as before.
     */
    async settleRefund(tx: Db, orderId: string, approved: boolean): Promise<void> {
      const order = await repo.orderById(tx, orderId);
      if (!order || order.refundStatus !== 'reviewing') return;
      if (!approved) {
        // As it was before the request: never refunded, or closed by WeChat before.
        await repo.updateOrder(tx, orderId, { refundStatus: order.refundNo ? 'closed' : '' });
        return;
      }
      // WeChat keys a refund by its number: an attempt after a closed one needs a new one.
      const refundNo = (order.refundNo ? `R${order.orderNo}-${randomBytes(3).toString('hex')}` : `R${order.orderNo}`).slice(0, 64);
      let status = 'SUCCESS';
      if (order.payMode === 'live') {
        const active = await pay.active(tx);
        if (active.mode !== 'live' || !active.live) throw new AppError(409, 'payNotConfigured');
        status = await createRefundLive(active.live, {
          outTradeNo: order.orderNo,
          outRefundNo: refundNo,
          reason: order.refundReason,
          total: order.amount,
        }).catch(() => {
          throw new AppError(503, 'payProviderFailed');
        });
      }
      const done = status === 'SUCCESS';
      await repo.updateOrder(tx, orderId, { refundStatus: done ? 'refunded' : 'processing', refundNo, refundTime: done ? new Date() : null });
      await membership.revoke(tx, order.userId, order.days, order.id);
    },

    /** A notification from WeChat Pay (or the sandbox): verified, decrypted, then settled once. */
    async notify(headers: Partial<NotificationHeaders>, rawBody: string): Promise<NotifyOutcome> {
      const active = await pay.active();
      if (active.mode === 'off') return { ok: false, status: 500, reason: 'off' };
      const checked = verifyNotification(headers, rawBody, active);
      if (!checked.ok) return { ok: false, status: 401, reason: checked.reason };
      // A refund's notice names the merchant only (no app id).
      if (checked.kind === 'refund')
        return checked.refund.mchid === active.mchId ? settleRefundNotice(checked.refund) : { ok: false, status: 400, reason: 'merchant' };
      const tx = checked.transaction;
      if (tx.mchid !== active.mchId || tx.appid !== active.appId) return { ok: false, status: 400, reason: 'merchant' };
      // A failed or closed trade is acknowledged and changes nothing.
      if (tx.trade_state !== 'SUCCESS') return { ok: true, granted: false };
      return settle(tx, active.mode);
    },

    /**
     * Sandbox "scan and pay": the local provider takes the payment and sends the notification
     * WeChat would send, signed with its platform key and encrypted with the APIv3 key, through
     * `deliver` (our own notification endpoint).
     */
    async sandboxPay(
      userId: string,
      orderId: string,
      deliver: (n: { headers: Record<string, string>; body: string }) => Promise<number>,
    ): Promise<OrderStatusView> {
      const active = await pay.active();
      if (active.mode !== 'sandbox' || !active.sandbox) throw new AppError(403, 'sandboxOnly');
      const order = await closeIfExpired(await ownOrder(userId, orderId));
      if (order.status === 'closed') throw new AppError(400, 'orderClosed');
      if (order.status === 'unpaid') {
        const notification = buildNotification(
          {
            appid: active.appId,
            mchid: active.mchId,
            out_trade_no: order.orderNo,
            transaction_id: `42000${Date.now()}${randomInt(0, 1e5)}`,
            trade_type: 'NATIVE',
            trade_state: 'SUCCESS',
            trade_state_desc: '支付成功',
            success_time: new Date().toISOString(),
            payer: { openid: `sandbox-${userId}` },
            amount: { total: order.amount, payer_total: order.amount, currency: 'CNY', payer_currency: 'CNY' },
          },
          active.sandbox,
        );
        const status = await deliver(notification);
        if (status >= 300) throw new AppError(500, 'payProviderFailed');
      }
      return this.status(userId, orderId);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
