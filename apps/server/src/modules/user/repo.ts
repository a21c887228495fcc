import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, departments, roles, socialAccounts, userRoles, users } from '../../db/schema/index.ts';
import { sameEmail, sameUsername, verifiedMobile } from '../../db/accounts.ts';
import { departmentScopeCondition, scopeCondition, type DataScope } from '../../db/data-scope.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import type { PageInput } from '../../lib/schema.ts';

/** The queries of users (service.ts, import.ts and view.ts hold the rules). */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<NewUser>;

export interface UserFilter {
  username?: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  departmentId?: string;
  sex?: number;
  type?: number;
  status?: number;
  id?: string;
}

/** The users the caller's data scope reaches (their department, or the caller itself). */
const inScope = (scope: DataScope, callerId: string) => scopeCondition(scope, users.departmentId, users.id, callerId);
const SORTABLE = { createTime: users.createTime, username: users.username, nickname: users.nickname, status: users.status, type: users.type } as const;

/** The users among `ids` within the scope, with their usernames. */
export function usersInScopeById(db: Db, scope: DataScope, callerId: string, ids: string[]): Promise<{ id: string; username: string }[]> {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, ids), inScope(scope, callerId)));
}

/** One page of the users within the scope matching the filter, and the total. */
export async function userPage(db: Db, scope: DataScope, callerId: string, filter: UserFilter, page: PageInput): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    inScope(scope, callerId),
    filter.username ? ilike(users.username, escapeLike(filter.username)) : undefined,
    filter.nickname ? ilike(users.nickname, escapeLike(filter.nickname)) : undefined,
    filter.mobile ? ilike(users.mobile, escapeLike(filter.mobile)) : undefined,
    filter.email ? ilike(users.email, escapeLike(filter.email)) : undefined,
    filter.departmentId ? eq(users.departmentId, filter.departmentId) : undefined,
    filter.sex !== undefined ? eq(users.sex, filter.sex) : undefined,
    filter.type !== undefined ? eq(users.type, filter.type) : undefined,
    filter.status !== undefined ? eq(users.status, filter.status) : undefined,
    filter.id ? eq(users.id, filter.id) : undefined,
    page.startDate ? gte(users.createTime, cnDay(page.startDate, false)) : undefined,
    page.endDate ? lte(users.createTime, cnDay(page.endDate, true)) : undefined,
  ];
  const where = and(...conditions);
  const column = SORTABLE[page.sort as keyof typeof SORTABLE] ?? users.createTime;
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(column), desc(users.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Enabled users within the scope whose username or nickname contains `name`, by username, at most 50. */
export function usersNamedLike(db: Db, scope: DataScope, callerId: string, name: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(inScope(scope, callerId), sql`(${ilike(users.username, escapeLike(name))} or ${ilike(users.nickname, escapeLike(name))})`, ne(users.status, -1)))
    .orderBy(asc(users.username))
    .limit(50);
}

/** Every user within the scope, by username, at most 1000. */
export function allUsersInScope(db: Db, scope: DataScope, callerId: string): Promise<UserRow[]> {
  return db.select().from(users).where(inScope(scope, callerId)).orderBy(asc(users.username)).limit(1000);
}

/** The user row with this id (none or one). */
export function userRowById(db: Db, id: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.id, id)).limit(1);
}

/** The department with this id, if there is one. */
export async function departmentById(db: Db, id: string): Promise<{ id: string } | undefined> {
  const [d] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id)).limit(1);
  return d;
}

/** The titles of these departments. */
export function departmentTitles(db: Db, ids: string[]): Promise<{ id: string; title: string }[]> {
  return db.select({ id: departments.id, title: departments.title }).from(departments).where(inArray(departments.id, ids));
}

/** Every department's id and title. */
export function allDepartmentTitles(db: Db): Promise<{ id: string; title: string }[]> {
  return db.select({ id: departments.id, title: departments.title }).from(departments);
}

/** The ids of the departments a data scope reaches (`ownDepartmentId` for a "self" scope). */
export function departmentIdsInScope(db: Db, scope: DataScope, ownDepartmentId: string | null): Promise<{ id: string }[]> {
  return db
    .select({ id: departments.id })
    .from(departments)
    .where(departmentScopeCondition(scope, departments.id, ownDepartmentId));
}

/** The roles among these ids that exist. */
export function existingRoleIds(db: Db, ids: string[]): Promise<{ id: string }[]> {
  return db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
}

/** Every role's id and name. */
export function allRoleNames(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles);
}

/** The roles marked as default. */
export function defaultRoleIds(db: Db): Promise<{ id: string }[]> {
  return db.select({ id: roles.id }).from(roles).where(eq(roles.defaultRole, true));
}

/** The ids of the user's roles. */
export function roleIdsOfUser(db: Db, userId: string): Promise<{ id: string }[]> {
  return db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
}

/** The user's department (undefined when there is no such user). */
export async function departmentIdOf(db: Db, userId: string): Promise<{ departmentId: string | null } | undefined> {
  const [me] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  return me;
}

/** Users holding one of these usernames or e-mails (lower case) or mobiles. */
export function usersHolding(
  db: Db,
  names: string[],
  mobiles: string[],
  emails: string[],
): Promise<{ username: string; mobile: string | null; email: string | null }[]> {
  return db
    .select({ username: users.username, mobile: users.mobile, email: users.email })
    .from(users)
    .where(
      or(
        inArray(sql`lower(${users.username})`, names),
        mobiles.length ? inArray(users.mobile, mobiles) : undefined,
        emails.length ? inArray(sql`lower(${users.email})`, emails) : undefined,
      ),
    );
}

/** A new user (its roles apart). */
export async function insertUser(db: Db, values: NewUser): Promise<void> {
  await db.insert(users).values(values);
}

/** Replaces the user's roles by these (not in a transaction). */
export async function replaceUserRoles(db: Db, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Users and their roles, a chunk at a time (each chunk's users, then its roles), all in one transaction. */
export async function insertUsersWithRoles(db: Db, chunks: { users: NewUser[]; roles: { userId: string; roleId: string }[] }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const chunk of chunks) {
      await tx.insert(users).values(chunk.users);
      if (chunk.roles.length) await tx.insert(userRoles).values(chunk.roles);
    }
  });
}

/** Deletes these users. */
export async function deleteUsers(db: Db, ids: string[]): Promise<void> {
  await db.delete(users).where(inArray(users.id, ids));
}

export async function passwordHashOf(db: Db, userId: string): Promise<{ passwordHash: string } | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Sets some columns of one user and its update time. */
export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updateTime: new Date() })
    .where(eq(users.id, userId));
}

/** The user holding this username, compared case-insensitively. */
export async function userIdByUsername(db: Db, username: string): Promise<{ id: string } | undefined> {
  const [hit] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return hit;
}

export async function contactsOf(db: Db, userId: string) {
  const [me] = await db
    .select({ username: users.username, mobile: users.mobile, mobileVerified: users.mobileVerified, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return me;
}

export async function typeAndUsernameOf(db: Db, userId: string): Promise<{ type: number; username: string } | undefined> {
  const [me] = await db.select({ type: users.type, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return me;
}

/**
 * Anonymised rather than deleted: records others keep (orders, logs) still point at a row,
 * but nothing in it identifies the person and nobody can log in as it.
 */
export async function anonymiseUser(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: `deleted_${userId}`,
        passwordHash,
        nickname: '已注销用户',
        mobile: null,
        email: null,
        avatar: null,
        sex: 0,
        province: null,
        grade: null,
        school: null,
        subjects: [],
        status: -1,
        updateTime: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
  });
}

/** The id of an account holding this username, proved number or address. */
export async function holderOf(db: Db, field: 'username' | 'mobile' | 'email', value: string): Promise<string | undefined> {
  const condition: SQL | undefined = field === 'username' ? sameUsername(value) : field === 'mobile' ? verifiedMobile(value) : sameEmail(value);
  const [hit] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return hit?.id;
}

/** Writes the account's password columns, and when it changed. */
export async function setPassword(db: Db, userId: string, columns: { passwordHash: string; passStrength: string }, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...columns, passwordChangedAt: now, updateTime: now })
    .where(eq(users.id, userId));
}

/** The social accounts (QQ, WeChat…) bound to the user. */
export function socialAccountsOfUser(db: Db, userId: string): Promise<(typeof socialAccounts.$inferSelect)[]> {
  return db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
}
