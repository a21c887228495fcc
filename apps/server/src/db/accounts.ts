import { and, eq, sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/**
 * How an account is named in a query, for every module that looks one up (sign-in, codes,
 * uniqueness, reset): one definition, so a number or an address names the same account everywhere.
 */

/** The same username, in any case. */
export const sameUsername = (name: string) => sql`lower(${users.username}) = ${name.toLowerCase()}`;
/** A proved number: only such a number names an account (login, SMS login, reset, uniqueness, codes). */
export const verifiedMobile = (mobile: string) => and(eq(users.mobile, mobile), eq(users.mobileVerified, true));
/** The same address, in any case. */
export const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
