import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';

/** The account queries of signing in and registering (service.ts holds the rules). */

/** A proved number: only such a number names an account (login, SMS login, reset, uniqueness). */
export const verifiedMobile = (mobile: string) => and(eq(users.mobile, mobile), eq(users.mobileVerified, true));
const sameUsername = (name: string) => sql`lower(${users.username}) = ${name.toLowerCase()}`;
/** The same address, in any case. */
export const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** The account a sign-in names: its username, its proved number or its address. */
export async function accountFor(db: Db, account: string): Promise<{ id: string; status: number; passwordHash: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sameUsername(account), verifiedMobile(account), sameEmail(account)))
    .limit(1);
  return user;
}

/** The id of an account holding this username, proved number or address. */
export async function holderOf(db: Db, field: 'username' | 'mobile' | 'email', value: string): Promise<string | undefined> {
  const condition: SQL | undefined = field === 'username' ? sameUsername(value) : field === 'mobile' ? verifiedMobile(value) : sameEmail(value);
  const [hit] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return hit?.id;
}

/** A new account with the roles marked as default. */
export async function insertAccount(db: Db, values: typeof users.$inferInsert & { id: string }): Promise<void> {
  await db.insert(users).values(values);
  const defaults = await db.select({ id: roles.id }).from(roles).where(eq(roles.defaultRole, true));
  if (defaults.length) await db.insert(userRoles).values(defaults.map((r) => ({ userId: values.id, roleId: r.id })));
}

/** The member holding this (normalised) invite code. */
export async function inviteCodeHolder(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1);
  return row?.id;
}

/** The account with this proved number or address. */
export async function accountByContact(db: Db, channel: 'sms' | 'email', target: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(channel === 'sms' ? verifiedMobile(target) : sameEmail(target))
    .limit(1);
  return user ?? null;
}

/** Writes the account's password columns, and when it changed. */
export async function setPassword(db: Db, userId: string, columns: { passwordHash: string; passStrength: string }, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...columns, passwordChangedAt: now, updateTime: now })
    .where(eq(users.id, userId));
}
