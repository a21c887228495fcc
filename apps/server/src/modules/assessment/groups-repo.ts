import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { TestGroupRole } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { testGroupMembers, testGroups, users } from '../../db/schema/index.ts';

/** The test_group and test_group_member queries of group reports (groups.ts holds the rules). */

export type GroupRow = typeof testGroups.$inferSelect;
export type NewGroupRow = typeof testGroups.$inferInsert;

/** How many members each of these groups has (groups without members are left out). */
export async function memberCountRows(db: Db, groupIds: string[]): Promise<{ groupId: string; n: number }[]> {
  return db
    .select({ groupId: testGroupMembers.groupId, n: count() })
    .from(testGroupMembers)
    .where(inArray(testGroupMembers.groupId, groupIds))
    .groupBy(testGroupMembers.groupId);
}

/** The user's membership of the group (its role), or undefined. */
export async function membership(db: Db, groupId: string, userId: string): Promise<{ role: TestGroupRole } | undefined> {
  const [m] = await db
    .select({ role: testGroupMembers.role })
    .from(testGroupMembers)
    .where(and(eq(testGroupMembers.groupId, groupId), eq(testGroupMembers.userId, userId)));
  return m;
}

/** How many groups the user owns. */
export const ownedGroupCount = (db: Db, userId: string) => db.$count(testGroups, eq(testGroups.ownerId, userId));

/** Adds a group (a code already taken fails with the unique violation). */
export async function insertGroup(db: Db, row: NewGroupRow): Promise<void> {
  await db.insert(testGroups).values(row);
}

/** The group of this invitation code, or undefined. */
export async function groupByCode(db: Db, code: string): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(testGroups).where(eq(testGroups.code, code));
  return group;
}

/** The group of this id, or undefined. */
export async function groupById(db: Db, id: string): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(testGroups).where(eq(testGroups.id, id));
  return group;
}

/** Adds the user to the group with the role, or changes the role of a member. */
export async function upsertMember(db: Db, groupId: string, userId: string, role: TestGroupRole): Promise<void> {
  await db
    .insert(testGroupMembers)
    .values({ groupId, userId, role })
    .onConflictDoUpdate({ target: [testGroupMembers.groupId, testGroupMembers.userId], set: { role } });
}

/** The groups the user joined, with the role in each. */
export async function membershipsOf(db: Db, userId: string): Promise<{ groupId: string; role: TestGroupRole }[]> {
  return db.select({ groupId: testGroupMembers.groupId, role: testGroupMembers.role }).from(testGroupMembers).where(eq(testGroupMembers.userId, userId));
}

/** The groups the user owns or whose id is among `joinedIds`, newest first. */
export async function ownedOrJoined(db: Db, userId: string, joinedIds: string[]): Promise<GroupRow[]> {
  return db
    .select()
    .from(testGroups)
    .where(or(eq(testGroups.ownerId, userId), joinedIds.length ? inArray(testGroups.id, joinedIds) : undefined))
    .orderBy(desc(testGroups.createTime), desc(testGroups.id));
}

/** The group's members with their role, join time and names, in the order they joined. */
export async function membersOf(db: Db, groupId: string) {
  return db
    .select({
      userId: testGroupMembers.userId,
      role: testGroupMembers.role,
      joinTime: testGroupMembers.joinTime,
      nickname: users.nickname,
      username: users.username,
    })
    .from(testGroupMembers)
    .innerJoin(users, eq(users.id, testGroupMembers.userId))
    .where(eq(testGroupMembers.groupId, groupId))
    .orderBy(testGroupMembers.joinTime, testGroupMembers.userId);
}

/** Takes the user out of the group; whether they were in it. */
export async function deleteMembership(db: Db, groupId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(testGroupMembers)
    .where(and(eq(testGroupMembers.groupId, groupId), eq(testGroupMembers.userId, userId)))
    .returning({ groupId: testGroupMembers.groupId });
  return gone.length > 0;
}

/** Deletes the groups among these ids that the user owns; how many went. */
export async function deleteOwnedGroups(db: Db, ownerId: string, ids: string[]): Promise<number> {
  const gone = await db
    .delete(testGroups)
    .where(and(eq(testGroups.ownerId, ownerId), inArray(testGroups.id, ids)))
    .returning({ id: testGroups.id });
  return gone.length;
}
