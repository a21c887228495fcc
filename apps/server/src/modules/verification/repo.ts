import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { sameEmail, verifiedMobile } from '../../db/accounts.ts';
import type { Channel } from './codes.ts';

/** The account queries of sending codes (service.ts holds the rules). */

/** The account holding a verified number or an address (an unverified number holds nothing), other than `exceptId`. */
export async function holderOf(db: Db, channel: Channel, target: string, exceptId?: string): Promise<string | null> {
  const condition = channel === 'sms' ? verifiedMobile(target) : sameEmail(target);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(condition, ne(users.id, exceptId)) : condition)
    .limit(1);
  return row?.id ?? null;
}

/** The account's number (and whether it is proved) and address. */
export async function contactOf(db: Db, userId: string): Promise<{ mobile: string | null; mobileVerified: boolean; email: string | null } | undefined> {
  const [me] = await db
    .select({ mobile: users.mobile, mobileVerified: users.mobileVerified, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return me;
}
