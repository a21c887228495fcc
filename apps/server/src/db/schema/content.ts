import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('update_time', { withTimezone: true, mode: 'date' });

/** 敏感词: a word refused in nicknames and masked in longer text users publish (modules/stop-word). */
export const stopWords = pgTable(
  'stop_word',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('stop_word_title_idx').on(t.title)],
);

/** 智能客服问答: one question and its answer (sanitised HTML) for the site's chat widget. */
export const autoChats = pgTable(
  'auto_chat',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull().default(''),
    /** Comma-joined, as the admin types them. */
    keywords: text('keywords').notNull().default(''),
    synonyms: text('synonyms').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Was-this-helpful counts (evaluate). */
    goodCount: integer('good_count').notNull().default(0),
    badCount: integer('bad_count').notNull().default(0),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: updatedAt(),
  },
  (t) => [index('auto_chat_sort_idx').on(t.sortOrder)],
);

/** One was-this-helpful vote on an answer; messageId is the answer's id, voter the session or user. */
export const autoChatEvaluations = pgTable(
  'auto_chat_evaluation',
  {
    id: text('id').primaryKey(),
    autoChatId: text('auto_chat_id')
      .notNull()
      .references(() => autoChats.id, { onDelete: 'cascade' }),
    /** 0 helpful, 1 not helpful (XBoot's evaluateType). */
    evaluateType: smallint('evaluate_type').notNull(),
    voter: text('voter').notNull(),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('auto_chat_evaluation_voter_idx').on(t.autoChatId, t.voter)],
);

/** 人工客服: the human contacts shown when the chat has no answer (public /contactMember/getAll). */
export const contactMembers = pgTable('contact_member', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** phone, wechat, qq or email. */
  type: text('type').notNull(),
  value: text('value').notNull(),
  workTime: text('work_time').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Shipped with the product (示例, e.g. the 400-000-0000 hotline): shown as a sample until the operator saves a real one. */
  isExample: boolean('is_example').notNull().default(false),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/**
 * 文件: one stored object (local disk or an S3-compatible bucket, modules/file). The id is random
 * (not guessable); the owner sees it, an admin with sys:file:view sees all, others only when shared.
 */
export const files = pgTable(
  'file',
  {
    id: text('id').primaryKey(),
    /** The cleaned original name, shown and offered on download. */
    title: text('title').notNull(),
    /** Key of the object in its store. */
    fKey: text('f_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** MIME type sniffed from the content (file-type), never from the name. */
    type: text('type').notNull(),
    /** Which store holds it: 'local' or 's3' (the provider active when it was uploaded). */
    location: text('location').notNull(),
    /** Key of the thumbnail (images only). */
    thumbKey: text('thumb_key'),
    width: integer('width'),
    height: integer('height'),
    /** Folder (file_category.id) in the owner's drive; null is the drive's root. */
    categoryId: text('category_id'),
    isCollect: boolean('is_collect').notNull().default(false),
    /** Served to anyone with the link (e.g. an article's picture); private otherwise. */
    shared: boolean('shared').notNull().default(false),
    /** 0 normal, 2 in the trash (XBoot's del_flag). */
    delFlag: smallint('del_flag').notNull().default(0),
    trashTime: timestamp('trash_time', { withTimezone: true, mode: 'date' }),
    /**
     * Signed in every view link (modules/file/service.ts); raised when the file is trashed, unshared
     * or its links are revoked, so every link given before stops working at once.
     */
    linkVersion: integer('link_version').notNull().default(0),
    ownerId: text('owner_id').notNull(),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: updatedAt(),
  },
  (t) => [index('file_owner_idx').on(t.ownerId, t.delFlag, t.categoryId), index('file_create_time_idx').on(t.createTime)],
);

/** 文件夹: a folder of one user's drive; parentId '0' is the root. */
export const fileCategories = pgTable(
  'file_category',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull().default('0'),
    title: text('title').notNull(),
    isParent: boolean('is_parent').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isCollect: boolean('is_collect').notNull().default(false),
    /** 0 normal, 2 in the trash; a folder in the trash takes its files and sub-folders with it. */
    delFlag: smallint('del_flag').notNull().default(0),
    trashTime: timestamp('trash_time', { withTimezone: true, mode: 'date' }),
    ownerId: text('owner_id').notNull(),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: updatedAt(),
  },
  (t) => [index('file_category_owner_idx').on(t.ownerId, t.parentId, t.delFlag)],
);

/**
 * 内容 (issue 19): every kind of site content in one table: 资讯 articles, 百问, experts, courses and
 * their lessons, cases, pathways, the competition whitelist, 报考条件, 材料模板, 自主招生. Kind-specific
 * fields live in `extra` (validated per kind, packages/shared contracts/content.ts). The site shows a
 * row when status is 'published' and publishTime has come (a later time schedules it).
 */
export const contentItems = pgTable(
  'content_item',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** A lesson's course. */
    parentId: text('parent_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (again on render). */
    body: text('body').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Short province name, or null for all provinces. */
    province: text('province'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** draft | published | offline */
    status: text('status').notNull().default('draft'),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }),
    recommended: boolean('recommended').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Shipped with the product (示例): an operator removes the lot with one click. */
    isExample: boolean('is_example').notNull().default(false),
    /** The seed's stable key; null for content written here. */
    seedKey: text('seed_key'),
    /** Title, summary, text of body and extra, cut into words (Intl.Segmenter) and space-joined: the search index's input. */
    searchText: text('search_text').notNull().default(''),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: updatedAt(),
  },
  (t) => [
    index('content_item_list_idx').on(t.kind, t.status, t.publishTime),
    index('content_item_parent_idx').on(t.parentId),
    uniqueIndex('content_item_seed_key_idx').on(t.kind, t.seedKey),
    index('content_item_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
  ],
);
