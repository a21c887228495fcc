import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, integer, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('update_time', { withTimezone: true, mode: 'date' });

export const departments = pgTable(
  'department',
  {
    id: text('id').primaryKey(),
    /** '0' for top-level departments */
    parentId: text('parent_id').notNull().default('0'),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('department_parent_idx').on(t.parentId)],
);

export const users = pgTable(
  'app_user',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    mobile: text('mobile'),
    /**
     * The number was proved by an SMS code (or entered by an administrator). A number registered
     * without SMS (no real provider) is false: SMS login and reset refuse it, and it does not
     * hold the number against anyone (docs/decisions.md, issue 16 item 3).
     */
    mobileVerified: boolean('mobile_verified').notNull().default(true),
    email: text('email'),
    avatar: text('avatar'),
    /** 0 unknown, 1 male, 2 female */
    sex: smallint('sex').notNull().default(0),
    province: text('province'),
    grade: text('grade'),
    /** 就读学校 (own profile) */
    school: text('school'),
    /** 选科 */
    subjects: jsonb('subjects')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 0 normal, 1 administrator */
    type: smallint('type').notNull().default(0),
    /** 0 normal, -1 disabled */
    status: smallint('status').notNull().default(0),
    departmentId: text('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** XBoot's 所在地区: province,city,district codes or names, comma-joined as the client sends them. */
    address: text('address'),
    /** 街道地址 */
    street: text('street'),
    /** 生日, yyyy-MM-dd */
    birth: date('birth', { mode: 'string' }),
    /** 个人简介 */
    description: text('description'),
    /** 弱/中/强, computed by the server from the last password it was given (docs/decisions.md). */
    passStrength: text('pass_strength'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** 邀请码: 8 random Crockford base-32 characters (nothing guessable from the id), made at registration or when first asked for. */
    inviteCode: text('invite_code'),
    /** Who invited this member (register with ?invite=); the inviter's deletion leaves it null. */
    invitedBy: text('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createBy: text('create_by'),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_user_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('app_user_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.mobileVerified}`),
    uniqueIndex('app_user_email_uq').on(sql`lower(${t.email})`),
    index('app_user_department_idx').on(t.departmentId),
    uniqueIndex('app_user_invite_code_uq').on(t.inviteCode),
    index('app_user_invited_by_idx').on(t.invitedBy),
  ],
);

export const roles = pgTable('role', {
  id: text('id').primaryKey(),
  /** ROLE_ADMIN, ROLE_USER, ROLE_VIP, ... */
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Given to new users at registration. */
  defaultRole: boolean('default_role').notNull().default(false),
  /** 数据权限: 0 all, 1 custom departments, 2 own department and below, 3 own department, 4 self */
  dataType: smallint('data_type').notNull().default(0),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

export const userRoles = pgTable(
  'user_role',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

/**
 * Menus, pages and buttons. `scope` separates the admin console's tree from the public site's
 * route names (the source of `notAllow`).
 */
export const permissions = pgTable(
  'permission',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull().default('0'),
    scope: text('scope').$type<'admin' | 'web'>().notNull().default('admin'),
    /** Route name of a page, unique within a scope. */
    name: text('name'),
    title: text('title').notNull(),
    /** -1 top-level app, 0 menu or page, 1 button / API operation */
    type: smallint('type').notNull(),
    level: smallint('level').notNull().default(0),
    path: text('path').notNull().default(''),
    component: text('component'),
    icon: text('icon'),
    /** add, edit, delete, enable, disable, resetPass, ... */
    buttonType: text('button_type'),
    /** Permission code checked on the server, e.g. sys:user:add. */
    code: text('code'),
    url: text('url'),
    /** XBoot's 始终显示: a menu with one child still shows as a group. */
    showAlways: boolean('show_always').notNull().default(true),
    /** XBoot's isMenu: a top-level page shown as a menu entry. */
    isMenu: boolean('is_menu').notNull().default(false),
    /** 备注; for a top app, `window` opens it in a new tab (XBoot). */
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [
    index('permission_parent_idx').on(t.parentId),
    uniqueIndex('permission_code_uq').on(t.code),
    uniqueIndex('permission_scope_name_uq').on(t.scope, t.name),
  ],
);

export const rolePermissions = pgTable(
  'role_permission',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const roleDepartments = pgTable(
  'role_department',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.departmentId] })],
);

/** Opaque access tokens; only the SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_token',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ip: text('ip'),
    device: text('device'),
    createTime: createdAt(),
  },
  (t) => [index('access_token_user_idx').on(t.userId)],
);

export const dicts = pgTable('dict', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

export const dictData = pgTable(
  'dict_data',
  {
    id: text('id').primaryKey(),
    dictId: text('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: text('value').notNull(),
    status: smallint('status').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    description: text('description').notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('dict_data_dict_idx').on(t.dictId)],
);
