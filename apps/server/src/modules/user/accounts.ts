import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { passwordColumns } from './password.ts';
import { holderOf, setPassword } from './repo.ts';

/** The rules every way of making or changing an account shares (registration, the admin's user form, one's own profile, reset). */

/**
 * Fails with a field error when username, mobile or e-mail is already used by someone else. A
 * mobile is held only by an account that proved it: an unverified number never blocks anyone.
 */
export async function assertUnique(db: Db, fields: { username?: string; mobile?: string | null; email?: string | null }, exceptId?: string) {
  const checks = [
    ['username', fields.username, 'usernameTaken'],
    ['mobile', fields.mobile, 'mobileTaken'],
    ['email', fields.email, 'emailTaken'],
  ] as const;
  for (const [field, value, reason] of checks) {
    if (!value) continue;
    const holder = await holderOf(db, field, value);
    if (holder && holder !== exceptId) throw fieldError(field, reason);
  }
}

/** Sets the account's password (hashed, with its strength and when it changed). */
export async function resetPassword(db: Db, userId: string, password: string): Promise<void> {
  await setPassword(db, userId, await passwordColumns(password), new Date());
}
