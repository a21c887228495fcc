import { boolean, date, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * demoNotice (代码生成, 表格): one row per record of its screen. Export it from
 * db/schema/index.ts, then `cd apps/server && npx drizzle-kit generate --name demo-notice` writes its migration.
 */
export const demoNotices = pgTable(
  'demo_notice',
  {
    id: text('id').primaryKey(),
    /** 标题 */
    title: text('title').notNull(),
    /** 面向 */
    audience: text('audience'),
    /** 浏览量 */
    views: doublePrecision('views'),
    /** 置顶 */
    pinned: boolean('pinned').notNull().default(false),
    /** 发布日期 */
    publishDate: date('publish_date', { mode: 'string' }),
    /** 正文 */
    content: text('content'),
    createBy: text('create_by').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('demo_notice_create_time_idx').on(t.createTime)],
);
