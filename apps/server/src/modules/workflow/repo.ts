import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { SUPER_ADMIN, SUPER_ROLE } from '../../db/power.ts';
import {
  actBusinesses,
  actCategories,
  actInstances,
  actLeaves,
  actModels,
  actNodes,
  actProcesses,
  actTasks,
  departmentHeaders,
  departments,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.ts';

export type CategoryRow = typeof actCategories.$inferSelect;
export type ModelRow = typeof actModels.$inferSelect;
export type ProcessRow = typeof actProcesses.$inferSelect;
export type NodeRow = typeof actNodes.$inferSelect;
export type InstanceRow = typeof actInstances.$inferSelect;
export type TaskRow = typeof actTasks.$inferSelect;
export type NewTaskRow = typeof actTasks.$inferInsert;
export type BusinessRow = typeof actBusinesses.$inferSelect;
export type LeaveRow = typeof actLeaves.$inferSelect;

interface Paging {
  pageNumber: number;
  pageSize: number;
}
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// 流程分类

export const categoriesByParent = (db: Db, parentId: string) =>
  db.select().from(actCategories).where(eq(actCategories.parentId, parentId)).orderBy(asc(actCategories.sortOrder), asc(actCategories.createTime));
export const searchCategories = (db: Db, title: string) =>
  db
    .select()
    .from(actCategories)
    .where(ilike(actCategories.title, contains(title)))
    .orderBy(asc(actCategories.sortOrder))
    .limit(200);
export const categoriesByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(actCategories).where(inArray(actCategories.id, ids)) : Promise.resolve([]);
export async function parentIdsAmong(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectDistinct({ id: actCategories.parentId }).from(actCategories).where(inArray(actCategories.parentId, ids));
  return new Set(rows.map((r) => r.id));
}
export const insertCategory = (db: Db, row: typeof actCategories.$inferInsert) => db.insert(actCategories).values(row).returning();
export const updateCategory = (db: Db, id: string, values: Partial<CategoryRow>) =>
  db
    .update(actCategories)
    .set({ ...values, updateTime: new Date() })
    .where(eq(actCategories.id, id))
    .returning();
export const deleteCategories = (db: Db, ids: string[]) => db.delete(actCategories).where(inArray(actCategories.id, ids));
export async function categoriesInUse(db: Db, ids: string[]): Promise<Set<string>> {
  const [children, processes, models] = await Promise.all([
    db.selectDistinct({ id: actCategories.parentId }).from(actCategories).where(inArray(actCategories.parentId, ids)),
    db.selectDistinct({ id: actProcesses.categoryId }).from(actProcesses).where(inArray(actProcesses.categoryId, ids)),
    db.selectDistinct({ id: actModels.categoryId }).from(actModels).where(inArray(actModels.categoryId, ids)),
  ]);
  return new Set([...children, ...processes, ...models].map((r) => r.id));
}

// 模型

export function modelPage(db: Db, q: { name?: string; modelKey?: string } & Paging) {
  const where = and(q.name ? ilike(actModels.name, contains(q.name)) : undefined, q.modelKey ? ilike(actModels.modelKey, contains(q.modelKey)) : undefined);
  return tablePage(db, actModels, where, [desc(actModels.createTime), asc(actModels.id)], q);
}
export const getModel = async (db: Db, id: string) => (await db.select().from(actModels).where(eq(actModels.id, id)))[0];
export const modelsByIds = (db: Db, ids: string[]) => db.select().from(actModels).where(inArray(actModels.id, ids));
export const modelWithKey = async (db: Db, key: string, except: string) =>
  (
    await db
      .select({ id: actModels.id })
      .from(actModels)
      .where(and(eq(actModels.modelKey, key), ne(actModels.id, except)))
  )[0];
export const insertModel = async (db: Db, row: typeof actModels.$inferInsert) => (await db.insert(actModels).values(row).returning())[0];
export const updateModel = async (db: Db, id: string, values: Partial<ModelRow>) =>
  (
    await db
      .update(actModels)
      .set({ ...values, updateTime: new Date() })
      .where(eq(actModels.id, id))
      .returning()
  )[0];
export const deleteModels = (db: Db, ids: string[]) => db.delete(actModels).where(inArray(actModels.id, ids));
export async function deployedVersions(db: Db, modelIds: string[]): Promise<Map<string, number>> {
  if (!modelIds.length) return new Map();
  const rows = await db
    .select({ modelId: actProcesses.modelId, version: sql<number>`max(${actProcesses.version})` })
    .from(actProcesses)
    .where(inArray(actProcesses.modelId, modelIds))
    .groupBy(actProcesses.modelId);
  return new Map(rows.map((r) => [r.modelId, Number(r.version)]));
}

// 流程定义

export function processPage(db: Db, q: { name?: string; processKey?: string; categoryId?: string; showLatest?: boolean } & Paging) {
  const where = and(
    q.name ? ilike(actProcesses.name, contains(q.name)) : undefined,
    q.processKey ? ilike(actProcesses.processKey, contains(q.processKey)) : undefined,
    q.categoryId ? eq(actProcesses.categoryId, q.categoryId) : undefined,
    q.showLatest ? eq(actProcesses.latest, true) : undefined,
  );
  return tablePage(db, actProcesses, where, [asc(actProcesses.processKey), desc(actProcesses.version)], q);
}
export const getProcess = async (db: Db, id: string) => (await db.select().from(actProcesses).where(eq(actProcesses.id, id)))[0];
export const processesByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(actProcesses).where(inArray(actProcesses.id, ids)) : Promise.resolve([]);
/** The newest version of each key, active, that people apply with (not the ones the product starts itself). */
export const startableProcesses = (db: Db) =>
  db
    .select()
    .from(actProcesses)
    .where(and(eq(actProcesses.latest, true), eq(actProcesses.status, 1), inArray(actProcesses.businessTable, ['', 'leave'])))
    .orderBy(asc(actProcesses.name));
export const latestProcess = async (db: Db, key: string) =>
  (await db.select().from(actProcesses).where(eq(actProcesses.processKey, key)).orderBy(desc(actProcesses.version)).limit(1))[0];
export async function insertProcess(db: Db, row: typeof actProcesses.$inferInsert, nodes: (typeof actNodes.$inferInsert)[]): Promise<ProcessRow> {
  return db.transaction(async (tx) => {
    await tx.update(actProcesses).set({ latest: false }).where(eq(actProcesses.processKey, row.processKey));
    const [inserted] = await tx.insert(actProcesses).values(row).returning();
    if (nodes.length) await tx.insert(actNodes).values(nodes);
    return inserted;
  });
}
export const updateProcess = async (db: Db, id: string, values: Partial<ProcessRow>) =>
  (await db.update(actProcesses).set(values).where(eq(actProcesses.id, id)).returning())[0];
export async function deleteProcesses(db: Db, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(actProcesses).where(inArray(actProcesses.id, ids)).returning({ key: actProcesses.processKey });
    await tx.delete(actNodes).where(inArray(actNodes.processId, ids));
    // The newest version left of each key becomes the latest again.
    for (const key of new Set(gone.map((g) => g.key))) {
      const [newest] = await tx
        .select({ id: actProcesses.id })
        .from(actProcesses)
        .where(eq(actProcesses.processKey, key))
        .orderBy(desc(actProcesses.version))
        .limit(1);
      if (newest) await tx.update(actProcesses).set({ latest: true }).where(eq(actProcesses.id, newest.id));
    }
  });
}
export async function runningCounts(db: Db, processIds: string[]): Promise<Map<string, number>> {
  if (!processIds.length) return new Map();
  const rows = await db
    .select({ id: actInstances.processId, n: count() })
    .from(actInstances)
    .where(and(inArray(actInstances.processId, processIds), inArray(actInstances.state, ['running', 'suspended'])))
    .groupBy(actInstances.processId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
export const nodesOf = (db: Db, processId: string) => db.select().from(actNodes).where(eq(actNodes.processId, processId));
/** The version whose user task has this id (XBoot keys node settings by node id alone): the latest versions first, then the newest. */
export async function processWithNode(db: Db, nodeId: string): Promise<ProcessRow | undefined> {
  const [row] = await db
    .select({ process: actProcesses })
    .from(actNodes)
    .innerJoin(actProcesses, eq(actProcesses.id, actNodes.processId))
    .where(eq(actNodes.nodeId, nodeId))
    .orderBy(desc(actProcesses.latest), desc(actProcesses.createTime), desc(actProcesses.version))
    .limit(1);
  return row?.process;
}

export async function upsertNode(db: Db, row: typeof actNodes.$inferInsert): Promise<void> {
  await db
    .insert(actNodes)
    .values(row)
    .onConflictDoUpdate({ target: [actNodes.processId, actNodes.nodeId], set: { assignees: row.assignees, formFields: row.formFields } });
}

// 实例

export const insertInstance = (db: Db, row: typeof actInstances.$inferInsert) => db.insert(actInstances).values(row);
/** The instance, locked until the transaction ends: one step at a time, whichever server runs it. */
export const lockInstance = async (db: Db, id: string) => (await db.select().from(actInstances).where(eq(actInstances.id, id)).for('update'))[0];
export const getInstance = async (db: Db, id: string) => (await db.select().from(actInstances).where(eq(actInstances.id, id)))[0];
export const instancesByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(actInstances).where(inArray(actInstances.id, ids)) : Promise.resolve([]);
export const updateInstance = (db: Db, id: string, values: Partial<InstanceRow>) => db.update(actInstances).set(values).where(eq(actInstances.id, id));
export function instancePage(db: Db, q: { finished: boolean; name?: string } & Paging) {
  const states = q.finished ? ['finished', 'canceled'] : ['running', 'suspended'];
  const named = q.name
    ? db
        .select({ id: actProcesses.id })
        .from(actProcesses)
        .where(ilike(actProcesses.name, contains(q.name)))
    : undefined;
  const where = and(inArray(actInstances.state, states), eq(actInstances.historyDeleted, false), named ? inArray(actInstances.processId, named) : undefined);
  return tablePage(db, actInstances, where, [desc(actInstances.startTime), asc(actInstances.id)], q);
}
export const dueInstances = (db: Db, now: Date) =>
  db
    .select({ id: actInstances.id })
    .from(actInstances)
    .where(and(eq(actInstances.state, 'running'), isNotNull(actInstances.nextTimerAt), lte(actInstances.nextTimerAt, now)))
    .limit(200);

// 任务

export const insertTasks = (db: Db, rows: (typeof actTasks.$inferInsert)[]) => (rows.length ? db.insert(actTasks).values(rows) : Promise.resolve());
export const getTask = async (db: Db, id: string) => (await db.select().from(actTasks).where(eq(actTasks.id, id)))[0];
export const openTasksOf = (db: Db, instanceIds: string[]) =>
  instanceIds.length
    ? db
        .select()
        .from(actTasks)
        .where(and(inArray(actTasks.instanceId, instanceIds), eq(actTasks.status, 'open')))
    : Promise.resolve([] as TaskRow[]);
export const tasksOf = (db: Db, instanceId: string) =>
  db.select().from(actTasks).where(eq(actTasks.instanceId, instanceId)).orderBy(asc(actTasks.createTime), asc(actTasks.id));
export const updateTask = (db: Db, id: string, values: Partial<TaskRow>) => db.update(actTasks).set(values).where(eq(actTasks.id, id));
export async function closeOpenTasks(db: Db, instanceId: string, action: string, comment: string): Promise<void> {
  await db
    .update(actTasks)
    .set({ status: 'canceled', action, comment, endTime: new Date() })
    .where(and(eq(actTasks.instanceId, instanceId), eq(actTasks.status, 'open')));
}
export function todoPage(db: Db, userId: string, q: { name?: string; priority?: number } & Paging) {
  const where = and(
    eq(actTasks.status, 'open'),
    arrayOverlaps(actTasks.candidateIds, [userId]),
    q.name ? ilike(actTasks.name, contains(q.name)) : undefined,
    q.priority !== undefined ? eq(actTasks.priority, q.priority) : undefined,
    inArray(actTasks.instanceId, db.select({ id: actInstances.id }).from(actInstances).where(eq(actInstances.state, 'running'))),
  );
  return tablePage(db, actTasks, where, [desc(actTasks.priority), asc(actTasks.createTime), asc(actTasks.id)], q);
}
export function donePage(db: Db, userId: string, q: { name?: string } & Paging) {
  const where = and(
    eq(actTasks.actorId, userId),
    eq(actTasks.hidden, false),
    ne(actTasks.status, 'open'),
    q.name ? ilike(actTasks.name, contains(q.name)) : undefined,
  );
  return tablePage(db, actTasks, where, [desc(actTasks.endTime), asc(actTasks.id)], q);
}
export const hideDone = (db: Db, userId: string, ids: string[]) =>
  db
    .update(actTasks)
    .set({ hidden: true })
    .where(and(inArray(actTasks.id, ids), eq(actTasks.actorId, userId)));

// 申请

export const insertBusiness = async (db: Db, row: typeof actBusinesses.$inferInsert) => (await db.insert(actBusinesses).values(row).returning())[0];
export const getBusiness = async (db: Db, id: string) => (await db.select().from(actBusinesses).where(eq(actBusinesses.id, id)))[0];
export const businessesByIds = (db: Db, ids: string[]) =>
  ids.length ? db.select().from(actBusinesses).where(inArray(actBusinesses.id, ids)) : Promise.resolve([]);
export const businessOf = async (db: Db, table: string, tableId: string) =>
  (
    await db
      .select()
      .from(actBusinesses)
      .where(and(eq(actBusinesses.businessTable, table), eq(actBusinesses.tableId, tableId)))
      .orderBy(desc(actBusinesses.createTime))
      .limit(1)
  )[0];
/** The newest application of each of these rows of a business table, by row id (one query for a page). */
export async function businessesOf(db: Db, table: string, tableIds: string[]): Promise<Map<string, BusinessRow>> {
  if (!tableIds.length) return new Map();
  const rows = await db
    .select()
    .from(actBusinesses)
    .where(and(eq(actBusinesses.businessTable, table), inArray(actBusinesses.tableId, tableIds)))
    .orderBy(desc(actBusinesses.createTime));
  const out = new Map<string, BusinessRow>();
  for (const r of rows) if (!out.has(r.tableId)) out.set(r.tableId, r);
  return out;
}
export const updateBusiness = (db: Db, id: string, values: Partial<BusinessRow>) =>
  db
    .update(actBusinesses)
    .set({ ...values, updateTime: new Date() })
    .where(eq(actBusinesses.id, id));
export const deleteBusinesses = (db: Db, ids: string[]) => db.delete(actBusinesses).where(inArray(actBusinesses.id, ids));
export function businessPage(db: Db, userId: string, q: { title?: string; status?: number; result?: number } & Paging) {
  const where = and(
    eq(actBusinesses.userId, userId),
    q.title ? ilike(actBusinesses.title, contains(q.title)) : undefined,
    q.status !== undefined ? eq(actBusinesses.status, q.status) : undefined,
    q.result !== undefined ? eq(actBusinesses.result, q.result) : undefined,
  );
  return tablePage(db, actBusinesses, where, [desc(actBusinesses.createTime), asc(actBusinesses.id)], q);
}

// 请假

export const insertLeave = async (db: Db, row: typeof actLeaves.$inferInsert) => (await db.insert(actLeaves).values(row).returning())[0];
export const getLeave = async (db: Db, id: string) => (await db.select().from(actLeaves).where(eq(actLeaves.id, id)))[0];
export const updateLeave = async (db: Db, id: string, values: Partial<LeaveRow>) =>
  (
    await db
      .update(actLeaves)
      .set({ ...values, updateTime: new Date() })
      .where(eq(actLeaves.id, id))
      .returning()
  )[0];
export const leavePage = (db: Db, userId: string, q: Paging) =>
  tablePage(db, actLeaves, eq(actLeaves.userId, userId), [desc(actLeaves.createTime), asc(actLeaves.id)], q);

// 人

export interface UserRef {
  id: string;
  username: string;
  nickname: string;
}
export const userRefs = (db: Db, ids: string[]): Promise<UserRef[]> =>
  ids.length ? db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]);
export const searchEnabledUsers = (db: Db, key: string): Promise<UserRef[]> =>
  db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.status, 0), or(ilike(users.username, contains(key)), ilike(users.nickname, contains(key)))))
    .orderBy(asc(users.username))
    .limit(20);
export const enabledUser = async (db: Db, id: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.status, 0)))
  )[0];
export const departmentOf = async (db: Db, userId: string) =>
  (await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId)))[0]?.departmentId ?? null;
export const parentDepartment = async (db: Db, id: string) =>
  (await db.select({ parentId: departments.parentId }).from(departments).where(eq(departments.id, id)))[0]?.parentId ?? null;

/** Enabled users matching an assignee rule (a role by id or name; the built-in admin holds ROLE_ADMIN). */
export async function usersOfRule(db: Db, type: number, relateId: string): Promise<string[]> {
  const enabled = eq(users.status, 0);
  let where: SQL | undefined;
  if (type === 0) {
    const role = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(or(eq(roles.id, relateId), eq(roles.name, relateId)));
    if (!role.length) return [];
    const holders = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(
        inArray(
          userRoles.roleId,
          role.map((r) => r.id),
        ),
      );
    where = role.some((r) => r.name === SUPER_ROLE) ? or(inArray(users.id, holders), eq(users.username, SUPER_ADMIN)) : inArray(users.id, holders);
  } else if (type === 1) where = eq(users.id, relateId);
  else if (type === 2) where = eq(users.departmentId, relateId);
  else if (type === 3)
    where = inArray(users.id, db.select({ id: departmentHeaders.userId }).from(departmentHeaders).where(eq(departmentHeaders.departmentId, relateId)));
  else return [];
  const rows = await db.select({ id: users.id }).from(users).where(and(enabled, where));
  return rows.map((r) => r.id);
}

export async function titlesOf(db: Db, refs: { type: number; relateId: string }[]): Promise<Map<string, string>> {
  const ids = (t: number[]) => refs.filter((r) => t.includes(r.type) && r.relateId).map((r) => r.relateId);
  const [roleRows, userRows, deptRows] = await Promise.all([
    ids([0]).length
      ? db
          .select({ id: roles.id, name: roles.name, title: roles.description })
          .from(roles)
          .where(or(inArray(roles.id, ids([0])), inArray(roles.name, ids([0]))))
      : [],
    ids([1]).length
      ? db
          .select({ id: users.id, title: users.nickname })
          .from(users)
          .where(inArray(users.id, ids([1])))
      : [],
    ids([2, 3]).length
      ? db
          .select({ id: departments.id, title: departments.title })
          .from(departments)
          .where(inArray(departments.id, ids([2, 3])))
      : [],
  ]);
  const out = new Map<string, string>();
  for (const r of roleRows) {
    out.set(`0:${r.id}`, r.title || r.name);
    out.set(`0:${r.name}`, r.title || r.name);
  }
  for (const u of userRows) out.set(`1:${u.id}`, u.title);
  for (const d of deptRows) {
    out.set(`2:${d.id}`, d.title);
    out.set(`3:${d.id}`, d.title);
  }
  return out;
}
