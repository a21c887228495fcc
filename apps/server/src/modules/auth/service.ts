import { and, eq, or, sql } from 'drizzle-orm';
import type { UserView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { newInviteCode, normaliseInviteCode } from '../../lib/invite-code.ts';
import { userViewById } from '../user/view.ts';
import { hashPassword, passwordColumns, verifyPassword } from './password.ts';

// A real hash to verify against when the account does not exist, so timing does not tell.
let decoyHash: Promise<string> | undefined;

/** The user whose username, verified mobile or e-mail and password match, or null. */
export async function authenticate(db: Db, account: string, password: string) {
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${account.toLowerCase()}`, verifiedMobile(account), sql`lower(${users.email}) = ${account.toLowerCase()}`))
    .limit(1);
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword('decoy-password-1')), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** A proved number: only such a number names an account (login, SMS login, reset, uniqueness). */
const verifiedMobile = (mobile: string) => and(eq(users.mobile, mobile), eq(users.mobileVerified, true));

/**
 * Fails with a field error when username, mobile or e-mail is already used by someone else. A
 * mobile is held only by an account that proved it: an unverified number never blocks anyone.
 */
export async function assertUnique(db: Db, fields: { username?: string; mobile?: string | null; email?: string | null }, exceptId?: string) {
  const checks = [
    ['username', fields.username, sql`lower(${users.username}) = ${fields.username?.toLowerCase()}`, 'usernameTaken'],
    ['mobile', fields.mobile, verifiedMobile(fields.mobile ?? ''), 'mobileTaken'],
    ['email', fields.email, sql`lower(${users.email}) = ${fields.email?.toLowerCase()}`, 'emailTaken'],
  ] as const;
  for (const [field, value, condition, reason] of checks) {
    if (!value) continue;
    const [hit] = await db.select({ id: users.id }).from(users).where(condition).limit(1);
    if (hit && hit.id !== exceptId) throw fieldError(field, reason);
  }
}

/**
 * Creates the account. `mobileVerified`: the number was proved by an SMS code; an unverified
 * number is stored for contact only and is not checked for uniqueness (it holds nothing).
 */
export async function register(
  db: Db,
  input: { username: string; password: string; mobile: string; email?: string; nickname?: string; invitedBy?: string | null },
  mobileVerified: boolean,
): Promise<UserView> {
  await assertUnique(db, mobileVerified ? input : { ...input, mobile: undefined });
  const id = newId();
  await db.insert(users).values({
    id,
    inviteCode: newInviteCode(),
    invitedBy: input.invitedBy ?? null,
    username: input.username,
    ...(await passwordColumns(input.password)),
    nickname: input.nickname ?? input.username,
    mobile: input.mobile,
    mobileVerified,
    email: input.email ?? null,
    createBy: input.username,
  });
  const defaults = await db.select({ id: roles.id }).from(roles).where(eq(roles.defaultRole, true));
  if (defaults.length) await db.insert(userRoles).values(defaults.map((r) => ({ userId: id, roleId: r.id })));
  return (await userViewById(db, id))!;
}

/** The member whose invite code this is (as typed); refuses an unknown code by name. */
export async function inviterOf(db: Db, typed: string): Promise<string> {
  const code = normaliseInviteCode(typed);
  const [row] = code ? await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1) : [];
  if (!row) throw fieldError('inviteCode', 'inviteCodeUnknown');
  return row.id;
}

/** The account with this verified mobile number or e-mail address. */
export async function userByContact(db: Db, channel: 'sms' | 'email', target: string) {
  const [user] = await db
    .select({ id: users.id, username: users.username, status: users.status })
    .from(users)
    .where(channel === 'sms' ? verifiedMobile(target) : sql`lower(${users.email}) = ${target.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function resetPassword(db: Db, userId: string, password: string): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({ ...(await passwordColumns(password)), passwordChangedAt: now, updateTime: now })
    .where(eq(users.id, userId));
}
