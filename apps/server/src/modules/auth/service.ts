import type { UserView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { newInviteCode, normaliseInviteCode } from '../../lib/invite-code.ts';
import { userViewById } from '../user/view.ts';
import { hashPassword, passwordColumns, verifyPassword } from '../user/password.ts';
import { accountByContact, accountFor, insertAccount, inviteCodeHolder } from './repo.ts';
import { assertUnique } from '../user/accounts.ts';

// A real hash to verify against when the account does not exist, so timing does not tell.
let decoyHash: Promise<string> | undefined;

/** The user whose username, verified mobile or e-mail and password match, or null. */
export async function authenticate(db: Db, account: string, password: string) {
  const user = await accountFor(db, account);
  if (!user) {
    await verifyPassword(await (decoyHash ??= hashPassword('decoy-password-1')), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
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
  await insertAccount(db, {
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
  return (await userViewById(db, id))!;
}

/** The member whose invite code this is (as typed); refuses an unknown code by name. */
export async function inviterOf(db: Db, typed: string): Promise<string> {
  const code = normaliseInviteCode(typed);
  const holder = code ? await inviteCodeHolder(db, code) : undefined;
  if (!holder) throw fieldError('inviteCode', 'inviteCodeUnknown');
  return holder;
}

/** The account with this verified mobile number or e-mail address. */
export const userByContact = (db: Db, channel: 'sms' | 'email', target: string) => accountByContact(db, channel, target);
