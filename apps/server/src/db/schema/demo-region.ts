import { boolean, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * demoRegion (代码生成, 树形): one row per record of its screen. Export it from
 * db/schema/index.ts, then `cd apps/server && npx drizzle-kit generate --name demo-region` writes its migration.
 */
export const demoRegions = pgTable(
  'demo_region',
  {
    id: text('id').primaryKey(),
    /** 名称 */
    title: text('title').notNull(),
    /** 编码 */
    code: text('code').notNull(),
    /** 排序 */
    sortOrder: doublePrecision('sort_order'),
    /** 启用 */
    enabled: boolean('enabled').notNull().default(false),
    /** The parent node ('0': a root). */
    parentId: text('parent_id').notNull().default('0'),
    /** Whether it has children (kept by the service). */
    isParent: boolean('is_parent').notNull().default(false),
    createBy: text('create_by').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('demo_region_create_time_idx').on(t.createTime), index('demo_region_parent_idx').on(t.parentId)],
);
