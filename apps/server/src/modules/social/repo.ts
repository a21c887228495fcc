import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialAccounts, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { escapeLike } from '../../lib/query.ts';
import type { SocialPlatform } from '../settings/store.ts';
import type { SocialIdentity } from './oauth.ts';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;

export interface SocialFilter {
  platform?: SocialPlatform;
  username?: string;
  relateUsername?: string;
  isRelated?: boolean;
}

export async function socialAccountById(db: Db, id: string): Promise<SocialAccountRow | undefined> {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id)).limit(1);
  return row;
}

/** The identity of this platform already bound to the user, if any. */
export async function boundOnPlatform(db: Db, userId: string, platform: SocialPlatform): Promise<{ id: string } | undefined> {
  const [other] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.platform, platform)))
    .limit(1);
  return other;
}

export async function relateSocialAccount(db: Db, socialId: string, userId: string): Promise<void> {
  await db.update(socialAccounts).set({ userId, relateTime: new Date() }).where(eq(socialAccounts.id, socialId));
}

/** Records the provider's identity (name and avatar refreshed when known) and reads it back. */
export async function saveIdentity(db: Db, platform: SocialPlatform, identity: SocialIdentity): Promise<SocialAccountRow> {
  await db
    .insert(socialAccounts)
    .values({ id: newId(), platform, openId: identity.openId, username: identity.username, avatar: identity.avatar })
    .onConflictDoUpdate({ target: [socialAccounts.platform, socialAccounts.openId], set: { username: identity.username, avatar: identity.avatar } });
  const [social] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.platform, platform), eq(socialAccounts.openId, identity.openId)))
    .limit(1);
  return social;
}

export async function userStatusOf(db: Db, userId: string): Promise<{ status: number } | undefined> {
  const [owner] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return owner;
}

/** The user with this id, or else this username. */
export async function userByIdOrUsername(db: Db, idOrUsername: string): Promise<{ id: string } | undefined> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, idOrUsername), eq(users.username, idOrUsername)))
    .limit(1);
  return target;
}

export async function socialOwners(db: Db, ids: string[]): Promise<{ id: string; userId: string | null }[]> {
  return db.select({ id: socialAccounts.id, userId: socialAccounts.userId }).from(socialAccounts).where(inArray(socialAccounts.id, ids));
}

export async function deleteSocialAccounts(db: Db, ids: string[]): Promise<void> {
  await db.delete(socialAccounts).where(inArray(socialAccounts.id, ids));
}

/** One page of identities with the username they are bound to, newest first, and the total. */
export async function socialPage(db: Db, filter: SocialFilter, page: { limit: number; offset: number }) {
  const { platform, username, relateUsername, isRelated } = filter;
  const conditions: (SQL | undefined)[] = [
    platform ? eq(socialAccounts.platform, platform) : undefined,
    username ? ilike(socialAccounts.username, escapeLike(username)) : undefined,
    relateUsername ? ilike(users.username, escapeLike(relateUsername)) : undefined,
  ];
  if (isRelated !== undefined) {
    conditions.push(isRelated ? isNotNull(socialAccounts.userId) : isNull(socialAccounts.userId));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ s: socialAccounts, relateUsername: users.username })
      .from(socialAccounts)
      .leftJoin(users, eq(users.id, socialAccounts.userId))
      .where(where)
      .orderBy(desc(socialAccounts.createTime), desc(socialAccounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(socialAccounts).leftJoin(users, eq(users.id, socialAccounts.userId)).where(where),
  ]);
  return { rows, total: Number(total) };
}
