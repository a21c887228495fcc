import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, scoreProfiles, userRoles, vipGrants, vipMemberships } from '../../db/schema/index.ts';

/** The queries of 会员 (membership.ts holds the rules) and of the report (report.ts). */

export type MembershipRow = typeof vipMemberships.$inferSelect;
export type GrantRow = typeof vipGrants.$inferSelect;
export type ScoreProfileRow = typeof scoreProfiles.$inferSelect;

/** The id of the role of this name, undefined when there is none. */
export async function roleIdByName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  return row?.id;
}

/** The user's dated membership row, undefined when there is none. */
export async function membershipRow(db: Db, userId: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)).limit(1);
  return row;
}

/** Whether the user holds the role. */
export async function hasUserRole(db: Db, userId: string, roleId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .limit(1);
  return rows.length > 0;
}

/** Takes the role from the user. */
export async function removeUserRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)));
}

/** Gives the user the role (nothing when held already). */
export async function addUserRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
}

/**
 * Adds `days` to the user's membership, from its current end when still running, from now
 * otherwise, in one statement (so two grants at once both count); the new end.
 */
export async function extendMembership(db: Db, userId: string, days: number): Promise<Date> {
  const extend = sql`greatest(${vipMemberships.expiresAt}, now()) + make_interval(days => ${days}::int)`;
  const [row] = await db
    .insert(vipMemberships)
    .values({ userId, expiresAt: sql`now() + make_interval(days => ${days}::int)` })
    .onConflictDoUpdate({ target: vipMemberships.userId, set: { expiresAt: extend, updateTime: sql`now()` } })
    .returning({ expiresAt: vipMemberships.expiresAt });
  return row.expiresAt;
}

/** Ends a membership `days` earlier (never later than it was); the new end, or null without one. */
export async function shortenMembership(db: Db, userId: string, days: number): Promise<Date | null> {
  const [row] = await db
    .update(vipMemberships)
    .set({ expiresAt: sql`${vipMemberships.expiresAt} - make_interval(days => ${days}::int)`, updateTime: sql`now()` })
    .where(eq(vipMemberships.userId, userId))
    .returning({ expiresAt: vipMemberships.expiresAt });
  return row?.expiresAt ?? null;
}

/** Records one grant of membership time. */
export async function insertGrant(db: Db, values: typeof vipGrants.$inferInsert): Promise<void> {
  await db.insert(vipGrants).values(values);
}

/** The user's last 100 grants, newest first. */
export function grantsOf(db: Db, userId: string): Promise<GrantRow[]> {
  return db.select().from(vipGrants).where(eq(vipGrants.userId, userId)).orderBy(desc(vipGrants.createTime)).limit(100);
}

/** Takes the role from every user whose dated membership has ended; how many lost it. */
export async function removeRoleFromEnded(db: Db, roleId: string): Promise<number> {
  const ended = db
    .select({ userId: vipMemberships.userId })
    .from(vipMemberships)
    .where(lte(vipMemberships.expiresAt, sql`now()`));
  const removed = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, ended)))
    .returning({ userId: userRoles.userId });
  return removed.length;
}

/** The user's 我的成绩 (score profile), undefined when none is saved. */
export async function scoreProfileOf(db: Db, userId: string): Promise<ScoreProfileRow | undefined> {
  const [row] = await db.select().from(scoreProfiles).where(eq(scoreProfiles.userId, userId)).limit(1);
  return row;
}
