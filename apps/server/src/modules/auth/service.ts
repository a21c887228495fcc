import { eq, or, sql } from 'drizzle-orm';
import type { UserView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { userViewById } from '../user/view.ts';
import { hashPassword, passwordColumns, verifyPassword } from './password.ts';

// A real hash to verify against when the account does not exist, so timing does not tell.
let decoyHash: Promise<string> | undefined;

/** The user whose username, mobile or e-mail and password match, or null. */
export async function authenticate(db: Db, account: string, password: string) {
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${account.toLowerCase()}`, eq(users.mobile, account), sql`lower(${users.email}) = ${account.toLowerCase()}`))
    .limit(1);
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword('decoy-password-1')), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Fails with a field error when username, mobile or e-mail is already used by someone else. */
export async function assertUnique(db: Db, fields: { username?: string; mobile?: string | null; email?: string | null }, exceptId?: string) {
  const checks = [
    ['username', fields.username, sql`lower(${users.username}) = ${fields.username?.toLowerCase()}`, 'usernameTaken'],
    ['mobile', fields.mobile, eq(users.mobile, fields.mobile ?? ''), 'mobileTaken'],
    ['email', fields.email, sql`lower(${users.email}) = ${fields.email?.toLowerCase()}`, 'emailTaken'],
  ] as const;
  for (const [field, value, condition, reason] of checks) {
    if (!value) continue;
    const [hit] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
    if (hit && hit.id !== exceptId) throw fieldError(field, reason);
  }
}

export async function register(db: Db, input: { username: string; password: string; mobile: string; email?: string }): Promise<UserView> {
  await assertUnique(db, input);
  const id = newId();
  await db.insert(users).values({
    id,
    username: input.username,
    ...(await passwordColumns(input.password)),
    nickname: input.username,
    mobile: input.mobile,
    email: input.email ?? null,
    createBy: input.username,
  });
  const defaults = await db.select({ id: roles.id }).from(roles).where(eq(roles.defaultRole, true));
  if (defaults.length) await db.insert(userRoles).values(defaults.map((r) => ({ userId: id, roleId: r.id })));
  return (await userViewById(db, id))!;
}

/** The account with this mobile number or e-mail address. */
export async function userByContact(db: Db, channel: 'sms' | 'email', target: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(channel === 'sms' ? eq(users.mobile, target) : sql`lower(${users.email}) = ${target.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function resetPassword(db: Db, userId: string, password: string): Promise<void> {
  const now = new Date();
  await db.update(users).set({ ...(await passwordColumns(password)), passwordChangedAt: now, updateTime: now }).where(eq(users.id, userId));
}
