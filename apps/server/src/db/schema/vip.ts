import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 会员: one row per member; VIP while expires_at is in the future (ROLE_VIP mirrors it). */
export const vipMemberships = pgTable(
  'vip_membership',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    /** First time the user became a member. */
    createTime: createdAt(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [index('vip_membership_expires_idx').on(t.expiresAt)],
);

/** Every grant of membership time: a card activated or an order paid. */
export const vipGrants = pgTable(
  'vip_grant',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** card | order */
    source: text('source').$type<'card' | 'order' | 'refund' | 'refundClosed'>().notNull(),
    /** The card's or the order's id. */
    refId: text('ref_id').notNull(),
    days: integer('days').notNull(),
    /** Membership end after this grant. */
    expiresAt: at('expires_at').notNull(),
    createTime: createdAt(),
  },
  (t) => [index('vip_grant_user_idx').on(t.userId)],
);

/** 充值卡批次: cards made together for one sales channel. */
export const vipCardBatches = pgTable('vip_card_batch', {
  id: text('id').primaryKey(),
  /** 渠道: who sells or hands out the cards (a school, an agent, a campaign). */
  channel: text('channel').notNull(),
  remark: text('remark').notNull().default(''),
  count: integer('count').notNull(),
  /** Membership days a card of this batch grants. */
  days: integer('days').notNull(),
  /** Cards must be activated before this time. */
  validUntil: at('valid_until').notNull(),
  createBy: text('create_by'),
  createTime: createdAt(),
});

/**
 * 充值卡. Only a SHA-256 of the password is kept (passwords are 80-bit random, so a slow hash
 * adds nothing); the clear passwords exist once, in the file handed out when the batch is made.
 */
export const vipCards = pgTable(
  'vip_card',
  {
    id: text('id').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => vipCardBatches.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** unused | used | void */
    status: text('status').$type<'unused' | 'used' | 'void'>().notNull().default('unused'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedTime: at('used_time'),
    createTime: createdAt(),
  },
  (t) => [index('vip_card_batch_idx').on(t.batchId), index('vip_card_used_by_idx').on(t.usedBy)],
);

/** 交易记录: an order for a paid product; the price is the server's, fixed when the order is made. */
export const dealRecords = pgTable(
  'deal_record',
  {
    id: text('id').primaryKey(),
    /** out_trade_no sent to the payment provider. */
    orderNo: text('order_no').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** In fen (分). */
    amount: integer('amount').notNull(),
    days: integer('days').notNull(),
    /** unpaid | paid | closed */
    status: text('status').$type<'unpaid' | 'paid' | 'closed'>().notNull().default('unpaid'),
    /** weixin */
    payChannel: text('pay_channel'),
    /** sandbox | live: which provider took the money. */
    payMode: text('pay_mode'),
    /** The provider's transaction id once paid. */
    transactionId: text('transaction_id'),
    paidTime: at('paid_time'),
    /** '' none | reviewing (a refund waits on its approval process) | refunded. */
    refundStatus: text('refund_status').$type<'' | 'reviewing' | 'processing' | 'abnormal' | 'refunded' | 'closed'>().notNull().default(''),
    refundReason: text('refund_reason').notNull().default(''),
    /** out_refund_no sent to the provider once approved. */
    refundNo: text('refund_no'),
    refundTime: at('refund_time'),
    /** After this an unpaid order can no longer be paid (the QR code is dead). */
    expireTime: at('expire_time').notNull(),
    createTime: createdAt(),
  },
  (t) => [index('deal_record_user_idx').on(t.userId, t.createTime)],
);
