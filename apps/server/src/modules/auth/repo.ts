import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { sameEmail, sameUsername, verifiedMobile } from '../../db/accounts.ts';

/** The account queries of signing in and registering (service.ts holds the rules). */

/** The account a sign-in names: its username, its proved number or its address. */
export async function accountFor(db: Db, account: string): Promise<{ id: string; status: number; passwordHash: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sameUsername(account), verifiedMobile(account), sameEmail(account)))
    .limit(1);
  return user;
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
