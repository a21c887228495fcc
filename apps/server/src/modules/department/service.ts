import { departmentNodeSchema, formatDateTime, type DepartmentNode } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { DataScope } from '../../db/data-scope.ts';
import { newId } from '../../lib/ids.ts';
import {
  childrenOf,
  deleteDepartments,
  departmentById,
  departmentsBelow,
  departmentsIn,
  existingUserIds,
  insertDepartment,
  nodeDetails,
  oneWithUsers,
  parentIdOf,
  replaceHeads,
  searchDepartments,
  updateDepartment,
  type DepartmentRow,
} from './repo.ts';

/** Who acts: their id and their data scope (asked only when needed). */
export interface Caller {
  userId: string;
  dataScope: () => Promise<DataScope>;
}

/** The writable fields of a department. */
export interface DepartmentInput {
  parentId: string;
  title: string;
  sortOrder?: number;
  status?: number;
  mainHeader: string[];
  viceHeader: string[];
}

async function toNodes(db: Db, rows: DepartmentRow[]): Promise<DepartmentNode[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
  const { kids, counts, heads, parents } = await nodeDetails(db, ids, parentIds);
  const brief = (h: (typeof heads)[number]) => ({ id: h.id, username: h.username, nickname: h.nickname });
  return rows
    .map((r) => ({
      id: r.id,
      parentId: r.parentId,
      parentTitle: parents.find((p) => p.id === r.parentId)?.title ?? '',
      title: r.title,
      sortOrder: r.sortOrder,
      status: r.status,
      isParent: kids.some((k) => k.p === r.id),
      userCount: Number(counts.find((c) => c.d === r.id)?.n ?? 0),
      mainHeader: heads.filter((h) => h.d === r.id && h.type === 0).map((h) => h.id),
      viceHeader: heads.filter((h) => h.d === r.id && h.type === 1).map((h) => h.id),
      mainHeaders: heads.filter((h) => h.d === r.id && h.type === 0).map(brief),
      viceHeaders: heads.filter((h) => h.d === r.id && h.type === 1).map(brief),
      createTime: formatDateTime(r.createTime),
      updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
    }))
    .map((n) => departmentNodeSchema.parse(n));
}

/** The caller's data scope as a limit on departments. */
const scopeOf = async (caller: Caller) => ({ scope: await caller.dataScope(), userId: caller.userId });

const inScope = async (db: Db, caller: Caller, ids: string[]) => {
  const rows = await departmentsIn(db, ids, await scopeOf(caller));
  if (rows.length !== new Set(ids).size) throw new AppError(404, 'departmentNotFound');
  return rows;
};

/** Departments directly below a parent (0 = top level); openDataFilter limits to the data scope. */
export async function departmentsUnder(db: Db, caller: Caller, parentId: string, openDataFilter?: boolean): Promise<DepartmentNode[]> {
  return toNodes(db, await departmentsBelow(db, parentId, openDataFilter ? await scopeOf(caller) : undefined));
}

export async function searchByTitle(db: Db, caller: Caller, title: string, openDataFilter?: boolean): Promise<DepartmentNode[]> {
  return toNodes(db, await searchDepartments(db, title, openDataFilter ? await scopeOf(caller) : undefined));
}

const checkHeads = async (db: Db, body: DepartmentInput) => {
  const all = [...new Set([...body.mainHeader, ...body.viceHeader])];
  if (all.some((u) => !/^\d{1,20}$/.test(u))) throw fieldError('mainHeader', 'badFormat');
  if (all.length) {
    const found = await existingUserIds(db, all);
    if (found.length !== all.length)
      throw fieldError(body.mainHeader.some((u) => !found.some((f) => f.id === u)) ? 'mainHeader' : 'viceHeader', 'userNotFound');
  }
};
const setHeads = async (db: Db, departmentId: string, body: DepartmentInput) => {
  const main = [...new Set(body.mainHeader)];
  const vice = [...new Set(body.viceHeader)].filter((u) => !main.includes(u));
  const rows = [...main.map((userId) => ({ departmentId, userId, type: 0 })), ...vice.map((userId) => ({ departmentId, userId, type: 1 }))];
  await replaceHeads(db, departmentId, rows);
};
const one = async (db: Db, did: string) => (await toNodes(db, await departmentById(db, did)))[0];

/** Adds a department with its main and vice heads, below a parent in the caller's scope. */
export async function addDepartment(db: Db, caller: Caller, body: DepartmentInput): Promise<DepartmentNode> {
  if (body.parentId !== '0')
    await inScope(db, caller, [body.parentId]).catch(() => {
      throw fieldError('parentId', 'departmentNotFound');
    });
  else if (!(await caller.dataScope()).all) throw new AppError(403, 'departmentOutOfScope');
  await checkHeads(db, body);
  const did = newId();
  await insertDepartment(db, { id: did, parentId: body.parentId, title: body.title, sortOrder: body.sortOrder ?? 0, status: body.status ?? 0 });
  await setHeads(db, did, body);
  return one(db, did);
}

/** Edits a department (title, parent, order, status, heads) in the caller's scope. */
export async function editDepartment(db: Db, caller: Caller, body: DepartmentInput & { id: string }): Promise<DepartmentNode> {
  const [current] = await inScope(db, caller, [body.id]);
  if (body.parentId !== current.parentId) {
    if (body.parentId !== '0')
      await inScope(db, caller, [body.parentId]).catch(() => {
        throw fieldError('parentId', 'departmentNotFound');
      });
    else if (!(await caller.dataScope()).all) throw new AppError(403, 'departmentOutOfScope');
    // Not under itself or one of its own sub-departments.
    let cursor = body.parentId;
    while (cursor !== '0') {
      if (cursor === body.id) throw fieldError('parentId', 'departmentParentLoop');
      cursor = (await parentIdOf(db, cursor)) ?? '0';
    }
  }
  await checkHeads(db, body);
  await updateDepartment(db, body.id, {
    parentId: body.parentId,
    title: body.title,
    ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    updateTime: new Date(),
  });
  await setHeads(db, body.id, body);
  return one(db, body.id);
}

/** Deletes departments of the caller's scope; refused while users or sub-departments remain. */
export async function deleteDepartmentsOf(db: Db, caller: Caller, idList: string[]): Promise<void> {
  const ids = [...new Set(idList)];
  const rows = await inScope(db, caller, ids);
  const withUsers = await oneWithUsers(db, ids);
  if (withUsers) throw new AppError(400, 'departmentHasUsers', { title: rows.find((r) => r.id === withUsers.d)!.title, count: Number(withUsers.n) });
  const children = await childrenOf(db, ids);
  const orphan = children.find((c) => !ids.includes(c.id));
  if (orphan) throw new AppError(400, 'departmentHasChildren', { title: rows.find((r) => r.id === orphan.p)!.title });
  await deleteDepartments(db, ids);
}
