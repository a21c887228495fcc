import { dictDataViewSchema, dictViewSchema, formatDateTime, type DictDataView, type DictItem, type DictView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import * as repo from './repo.ts';
import type { DictDataFilter, DictDataRow, DictRow } from './repo.ts';

const timeOf = (d: Date | null) => (d ? formatDateTime(d) : null);
const toDict = (r: DictRow): DictView =>
  dictViewSchema.parse({
    id: r.id,
    title: r.title,
    type: r.type,
    description: r.description,
    sortOrder: r.sortOrder,
    createTime: formatDateTime(r.createTime),
    updateTime: timeOf(r.updateTime),
  });
const toData = (r: DictDataRow): DictDataView =>
  dictDataViewSchema.parse({
    id: r.id,
    dictId: r.dictId,
    title: r.title,
    value: r.value,
    status: r.status,
    sortOrder: r.sortOrder,
    description: r.description,
    createTime: formatDateTime(r.createTime),
    updateTime: timeOf(r.updateTime),
  });

export interface DictInput {
  title: string;
  type: string;
  description?: string;
  sortOrder?: number;
}

export interface DictDataInput {
  dictId: string;
  title: string;
  value: string;
  status?: number;
  sortOrder?: number;
  description?: string;
}

/** Enabled entries of a dictionary by its type, in order (the sites' dict store). */
export async function entriesOfType(db: Db, type: string): Promise<DictItem[]> {
  const dict = await repo.dictOfType(db, type);
  if (!dict) throw new AppError(404, 'dictNotFound', { type });
  return repo.enabledEntries(db, dict.id);
}

export async function allDicts(db: Db): Promise<DictView[]> {
  return (await repo.allDicts(db)).map(toDict);
}

export async function searchDicts(db: Db, key: string): Promise<DictView[]> {
  return (await repo.searchDicts(db, key)).map(toDict);
}

const typeFree = async (db: Db, type: string, selfId?: string) => {
  const hit = await repo.dictOfType(db, type);
  if (hit && hit.id !== selfId) throw fieldError('type', 'alreadyExists');
};

export async function addDict(db: Db, body: DictInput): Promise<DictView> {
  await typeFree(db, body.type);
  const row = await repo.insertDict(db, {
    id: newId(),
    title: body.title,
    type: body.type,
    description: body.description ?? '',
    sortOrder: body.sortOrder ?? 0,
  });
  return toDict(row);
}

export async function editDict(db: Db, did: string, body: DictInput): Promise<DictView> {
  await typeFree(db, body.type, did);
  const row = await repo.updateDict(db, did, {
    title: body.title,
    type: body.type,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
    updateTime: new Date(),
  });
  if (!row) throw new AppError(404, 'dictNotFound', { type: body.type });
  return toDict(row);
}

export async function dictDataPage(db: Db, q: PageInput & DictDataFilter): Promise<Page<DictDataView>> {
  const { rows, total } = await repo.dictDataPage(db, q, q.pageNumber, q.pageSize);
  return pageOf(rows.map(toData), total, q);
}

const dictExists = async (db: Db, dictId: string) => {
  if (!(await repo.dictExists(db, dictId))) throw fieldError('dictId', 'dictNotFound', { type: dictId });
};

export async function addDictData(db: Db, body: DictDataInput): Promise<DictDataView> {
  await dictExists(db, body.dictId);
  const row = await repo.insertDictData(db, {
    id: newId(),
    dictId: body.dictId,
    title: body.title,
    value: body.value,
    status: body.status ?? 0,
    sortOrder: body.sortOrder ?? 0,
    description: body.description ?? '',
  });
  return toData(row);
}

export async function editDictData(db: Db, eid: string, body: DictDataInput): Promise<DictDataView> {
  await dictExists(db, body.dictId);
  const row = await repo.updateDictData(db, eid, {
    dictId: body.dictId,
    title: body.title,
    value: body.value,
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    updateTime: new Date(),
  });
  if (!row) throw new AppError(404, 'dictDataNotFound');
  return toData(row);
}
