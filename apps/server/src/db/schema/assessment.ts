import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Issue 20: 测评 (tests and their groups) and 强基计划. The items of each test are code
 * (apps/server/src/assessment/instruments), not rows: an item bank changes with a release and its
 * version is stored with every sitting, so old answers are always scored by the bank they answered.
 */
const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One sitting of a test by a user. Answers are saved as the user goes (resume on another device);
 * finishing scores them on the server into `result`. A retake is a new row: history is kept.
 */
export const testRecords = pgTable(
  'test_record',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The test (contracts/assessment.ts TEST_KINDS): interest, personality, lm, … */
    kind: text('kind').notNull(),
    /** The item bank's version the answers belong to. */
    version: integer('version').notNull().default(1),
    status: text('status').$type<'in_progress' | 'finished'>().notNull().default('in_progress'),
    /** item id → the answer's value, as the item's scale has it. */
    answers: jsonb('answers')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the test asks besides its items (e.g. a parent test's child grade, 选科 grades per subject). */
    context: jsonb('context')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The scores, as the kind's scoring computes them at finish. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    startTime: createdAt(),
    updateTime: at('update_time').notNull().defaultNow(),
    finishTime: at('finish_time'),
  },
  (t) => [index('test_record_user_idx').on(t.userId, t.kind, t.startTime)],
);

/**
 * A group report's members: a class (a teacher's invitation code) or a parent and child pair. Each
 * member chooses to join; the report shows only finished results of the group's test kind.
 */
export const testGroups = pgTable(
  'test_group',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** class | family */
    type: text('type').$type<'class' | 'family'>().notNull(),
    kind: text('kind').notNull(),
    /** Invitation code a member types to join (unique, short, unguessable enough for a class). */
    code: text('code').notNull(),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('test_group_code_idx').on(t.code), index('test_group_owner_idx').on(t.ownerId)],
);

export const testGroupMembers = pgTable(
  'test_group_member',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => testGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** member (a class) | parent | child (a family) */
    role: text('role').$type<'member' | 'parent' | 'child'>().notNull().default('member'),
    joinTime: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('test_group_member_user_idx').on(t.userId)],
);

/**
 * 强基计划 of one university in one year (the 39; maintained by the admin, the research's public
 * facts shipped as 示例 seed). `institutionId` links the reference school when its name matches.
 */
export const qjSchools = pgTable(
  'qj_school',
  {
    id: text('id').primaryKey(),
    year: smallint('year').notNull(),
    name: text('name').notNull(),
    institutionId: text('institution_id'),
    /** 报名 and 校测 dates or periods as the 简章 gives them ('yyyy-MM-dd' or words). */
    signupStart: text('signup_start'),
    signupEnd: text('signup_end'),
    testPeriod: text('test_period'),
    /** How 入围 works at this school (高考成绩入围 / 初试筛选 / …), in words. */
    entryRule: text('entry_rule').notNull().default(''),
    /** 综合成绩 = gaokaoWeight × 高考 + (1 − gaokaoWeight) × 校测, each on its own full mark. */
    gaokaoWeight: numeric('gaokao_weight', { precision: 4, scale: 3 }).notNull().default('0.85'),
    testFullMark: integer('test_full_mark').notNull().default(100),
    summary: text('summary').notNull().default(''),
    /** The 简章's address, or where the facts come from. */
    source: text('source').notNull().default(''),
    isExample: boolean('is_example').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createTime: createdAt(),
    updateTime: at('update_time'),
  },
  (t) => [uniqueIndex('qj_school_name_year_idx').on(t.name, t.year)],
);

/** A 强基 major of a school's year: its plan and subject requirement. */
export const qjMajors = pgTable(
  'qj_major',
  {
    id: text('id').primaryKey(),
    qjSchoolId: text('qj_school_id')
      .notNull()
      .references(() => qjSchools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 基础学科 | 国家急需 | 人文 … */
    category: text('category').notNull().default(''),
    /** Seats of the national plan, when published; null = not known (never invented). */
    planCount: integer('plan_count'),
    subjectRequirement: text('subject_requirement').notNull().default(''),
    note: text('note').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('qj_major_school_idx').on(t.qjSchoolId)],
);

/**
 * A published 强基 line: of a school (qjMajorId null) or one of its majors, in a province and year.
 * `entryScore` is the 入围 line on the 高考 scale; `compositeLine` the lowest admitted 综合成绩 on
 * `compositeScale` (100, 750 or 1000 as the school publishes it).
 */
export const qjScores = pgTable(
  'qj_enroll_score',
  {
    id: text('id').primaryKey(),
    qjSchoolId: text('qj_school_id')
      .notNull()
      .references(() => qjSchools.id, { onDelete: 'cascade' }),
    qjMajorId: text('qj_major_id').references(() => qjMajors.id, { onDelete: 'cascade' }),
    province: text('province').notNull(),
    year: smallint('year').notNull(),
    subjectType: text('subject_type').notNull().default(''),
    /** 高考 full mark in that province (750, or 660 in 海南 …). */
    gaokaoFullMark: integer('gaokao_full_mark').notNull().default(750),
    entryScore: numeric('entry_score', { precision: 7, scale: 3 }),
    compositeLine: numeric('composite_line', { precision: 7, scale: 3 }),
    compositeScale: integer('composite_scale').notNull().default(100),
    source: text('source').notNull().default(''),
    isExample: boolean('is_example').notNull().default(false),
  },
  (t) => [index('qj_enroll_score_school_idx').on(t.qjSchoolId, t.province, t.year), index('qj_enroll_score_major_idx').on(t.qjMajorId)],
);
