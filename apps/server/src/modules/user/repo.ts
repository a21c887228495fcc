import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, socialAccounts, userRoles, users } from '../../db/schema/index.ts';

export type UserChanges = Partial<typeof users.$inferInsert>;

export async function passwordHashOf(db: Db, userId: string): Promise<{ passwordHash: string } | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Sets some columns of one user and its update time. */
export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updateTime: new Date() })
    .where(eq(users.id, userId));
}

/** The user holding this username, compared case-insensitively. */
export async function userIdByUsername(db: Db, username: string): Promise<{ id: string } | undefined> {
  const [hit] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return hit;
}

export async function contactsOf(db: Db, userId: string) {
  const [me] = await db
    .select({ username: users.username, mobile: users.mobile, mobileVerified: users.mobileVerified, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return me;
}

export async function typeAndUsernameOf(db: Db, userId: string): Promise<{ type: number; username: string } | undefined> {
  const [me] = await db.select({ type: users.type, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return me;
}

/**
 * Anonymised rather than deleted: records others keep (orders, logs) still point at a row,
 * but nothing in it identifies the person and nobody can log in as it.
 */
export async function anonymiseUser(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        username: `deleted_${userId}`,
        passwordHash,
        nickname: '已注销用户',
        mobile: null,
        email: null,
        avatar: null,
        sex: 0,
        province: null,
        grade: null,
        school: null,
        subjects: [],
        status: -1,
        updateTime: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
  });
}
