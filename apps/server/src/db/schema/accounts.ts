import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * Admin settings as key → JSON (SMS, e-mail, social login, WeChat Pay). Secrets live only here,
 * encrypted (settings/store.ts `settingRows`, the one way to this table), and are returned masked by the API.
 */
export const settings = pgTable('setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Messages the `outbox` delivery provider "sent" (development and tests): the administrator
 * reads them instead of a phone or mailbox receiving them.
 */
export const outboxMessages = pgTable(
  'outbox_message',
  {
    id: text('id').primaryKey(),
    /** sms | email */
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    /** login | register | reset | editMobile | editEmail */
    scene: text('scene').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createTime: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient), index('outbox_time_idx').on(t.createTime)],
);

/** A social identity (GitHub, QQ, ...) and the account it is bound to, if any. */
export const socialAccounts = pgTable(
  'social_account',
  {
    id: text('id').primaryKey(),
    /** github | qq | weibo | wechat | dingding | workwechat */
    platform: text('platform').notNull(),
    openId: text('open_id').notNull(),
    username: text('username').notNull().default(''),
    avatar: text('avatar'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    relateTime: timestamp('relate_time', { withTimezone: true, mode: 'date' }),
    createTime: createdAt(),
  },
  (t) => [
    uniqueIndex('social_platform_open_id_uq').on(t.platform, t.openId),
    uniqueIndex('social_user_platform_uq').on(t.userId, t.platform),
    index('social_user_idx').on(t.userId),
  ],
);
