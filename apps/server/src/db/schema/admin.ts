import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, users } from './identity.ts';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('update_time', { withTimezone: true, mode: 'date' });

/** 部门负责人: type 0 main, 1 vice. */
export const departmentHeaders = pgTable(
  'department_header',
  {
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_header_user_idx').on(t.userId)],
);

/**
 * Login log (log_type 1, successes and failures) and operation log (log_type 0, every admin
 * write), written by server hooks. Parameters are stored with secrets masked.
 */
export const sysLogs = pgTable(
  'sys_log',
  {
    id: text('id').primaryKey(),
    /** 0 operation, 1 login */
    logType: smallint('log_type').notNull(),
    name: text('name').notNull().default(''),
    requestUrl: text('request_url').notNull().default(''),
    requestType: text('request_type').notNull().default(''),
    requestParam: text('request_param').notNull().default(''),
    /** No foreign key: the log outlives deleted users. */
    userId: text('user_id'),
    username: text('username').notNull().default(''),
    ip: text('ip').notNull().default(''),
    device: text('device').notNull().default(''),
    costTime: integer('cost_time').notNull().default(0),
    success: boolean('success').notNull(),
    resultCode: smallint('result_code').notNull().default(200),
    errorMessage: text('error_message').notNull().default(''),
    createTime: createdAt(),
  },
  (t) => [index('sys_log_type_time_idx').on(t.logType, t.createTime), index('sys_log_user_idx').on(t.userId)],
);

/** 消息: range 0 all users, 1 chosen users, 2 roles, 3 departments (targetIds by range). */
export const messages = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    type: text('type').notNull().default('0'),
    range: smallint('range').notNull().default(0),
    targetIds: jsonb('target_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Also delivered to accounts created later (range 0). */
    createSend: boolean('create_send').notNull().default(false),
    createById: text('create_by_id'),
    createBy: text('create_by').notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('message_time_idx').on(t.createTime)],
);

/** One delivery of a message to a user: status 0 unread, 1 read, 2 deleted by the user. */
export const messageSends = pgTable(
  'message_send',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [uniqueIndex('message_send_message_user_uq').on(t.messageId, t.userId), index('message_send_user_status_idx').on(t.userId, t.status)],
);
