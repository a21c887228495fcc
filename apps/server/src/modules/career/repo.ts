import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoreProfiles } from '../../db/schema/index.ts';

/** The queries of 职业 / 专业定位 (position.ts and service.ts hold the rules). */

/** The user's score profile (我的成绩), or undefined. */
export async function scoreProfileOf(db: Db, userId: string): Promise<typeof scoreProfiles.$inferSelect | undefined> {
  const [row] = await db.select().from(scoreProfiles).where(eq(scoreProfiles.userId, userId)).limit(1);
  return row;
}
