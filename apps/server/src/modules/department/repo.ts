import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departmentHeaders, departments, users } from '../../db/schema/index.ts';
import { departmentScopeCondition, type DataScope } from '../../db/data-scope.ts';
import { escapeLike } from '../../lib/query.ts';

export type DepartmentRow = typeof departments.$inferSelect;

/** A data scope to limit departments to, with the user it belongs to (undefined: no limit). */
export type DepartmentScope = { scope: DataScope; userId: string } | undefined;

/** The departments the caller may manage (its data scope), as a condition on departments.id. */
async function scopeCondition(db: Db, limit: DepartmentScope): Promise<SQL | undefined> {
  if (!limit || limit.scope.all) return undefined;
  const [me] = await db.select({ d: users.departmentId }).from(users).where(eq(users.id, limit.userId));
  return departmentScopeCondition(limit.scope, departments.id, me?.d ?? null);
}

/** Departments directly below a parent, in order. */
export async function departmentsBelow(db: Db, parentId: string, limit: DepartmentScope): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(and(eq(departments.parentId, parentId), await scopeCondition(db, limit)))
    .orderBy(asc(departments.sortOrder), asc(departments.id));
}

/** Up to 100 departments whose title contains the text. */
export async function searchDepartments(db: Db, title: string, limit: DepartmentScope): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(and(ilike(departments.title, escapeLike(title)), await scopeCondition(db, limit)))
    .orderBy(asc(departments.sortOrder))
    .limit(100);
}

/** The departments of the ids that lie in the scope. */
export async function departmentsIn(db: Db, ids: string[], limit: DepartmentScope): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(and(inArray(departments.id, ids), await scopeCondition(db, limit)));
}

export async function departmentById(db: Db, id: string): Promise<DepartmentRow[]> {
  return db.select().from(departments).where(eq(departments.id, id));
}

/** What a node shows besides its row: which have children, user counts, heads, parent titles. */
export async function nodeDetails(db: Db, ids: string[], parentIds: string[]) {
  const [kids, counts, heads, parents] = await Promise.all([
    db.selectDistinct({ p: departments.parentId }).from(departments).where(inArray(departments.parentId, ids)),
    db.select({ d: users.departmentId, n: count() }).from(users).where(inArray(users.departmentId, ids)).groupBy(users.departmentId),
    db
      .select({ d: departmentHeaders.departmentId, type: departmentHeaders.type, id: users.id, username: users.username, nickname: users.nickname })
      .from(departmentHeaders)
      .innerJoin(users, eq(users.id, departmentHeaders.userId))
      .where(inArray(departmentHeaders.departmentId, ids)),
    parentIds.length ? db.select({ id: departments.id, title: departments.title }).from(departments).where(inArray(departments.id, parentIds)) : [],
  ]);
  return { kids, counts, heads, parents };
}

/** The parent id of a department, if it exists. */
export async function parentIdOf(db: Db, id: string): Promise<string | undefined> {
  const [up] = await db.select({ p: departments.parentId }).from(departments).where(eq(departments.id, id));
  return up?.p;
}

/** Which of the user ids exist. */
export async function existingUserIds(db: Db, ids: string[]): Promise<{ id: string }[]> {
  return db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
}

/** Replaces the heads of a department. */
export async function replaceHeads(db: Db, departmentId: string, rows: (typeof departmentHeaders.$inferInsert)[]): Promise<void> {
  await db.delete(departmentHeaders).where(eq(departmentHeaders.departmentId, departmentId));
  if (rows.length) await db.insert(departmentHeaders).values(rows);
}

export async function insertDepartment(db: Db, values: typeof departments.$inferInsert): Promise<void> {
  await db.insert(departments).values(values);
}

export async function updateDepartment(db: Db, id: string, set: Partial<typeof departments.$inferInsert>): Promise<void> {
  await db.update(departments).set(set).where(eq(departments.id, id));
}

/** One of the departments that still has users, with its user count. */
export async function oneWithUsers(db: Db, ids: string[]): Promise<{ d: string | null; n: number } | undefined> {
  const [withUsers] = await db
    .select({ d: users.departmentId, n: count() })
    .from(users)
    .where(inArray(users.departmentId, ids))
    .groupBy(users.departmentId)
    .limit(1);
  return withUsers;
}

/** Departments directly below any of the ids. */
export async function childrenOf(db: Db, ids: string[]): Promise<{ id: string; p: string }[]> {
  return db.select({ id: departments.id, p: departments.parentId }).from(departments).where(inArray(departments.parentId, ids));
}

export async function deleteDepartments(db: Db, ids: string[]): Promise<void> {
  await db.delete(departments).where(inArray(departments.id, ids));
}
