import { formatDateTime, type Page } from '@zhiyuan/shared';
import type { DemoRegionSave, DemoRegionView } from '@zhiyuan/shared/contracts/demo-region';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import * as repo from './repo.ts';

/** What edit changes: the editable fields (the others are set when added and stay), and the parent. */
export type DemoRegionChange = Pick<DemoRegionSave, 'title' | 'sortOrder' | 'enabled' | 'parentId'>;

const toView = (r: repo.DemoRegionRow): DemoRegionView => ({
  id: r.id,
  title: r.title,
  code: r.code,
  sortOrder: r.sortOrder,
  enabled: r.enabled,
  parentId: r.parentId,
  isParent: r.isParent,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});

/** The columns edit sets; a field left out is stored as null. */
const changeValues = (b: DemoRegionChange) => ({
  title: b.title,
  sortOrder: b.sortOrder ?? null,
  enabled: b.enabled,
});

/** The columns add sets: those of edit and the fixed ones. */
const addValues = (b: DemoRegionSave): repo.DemoRegionValues => ({
  ...changeValues(b),
  code: b.code,
  parentId: b.parentId ?? '0',
});

export async function listDemoRegions(db: Db, q: PageInput & repo.DemoRegionSearch): Promise<Page<DemoRegionView>> {
  const { rows, total } = await repo.demoRegionPage(db, q);
  return pageOf(rows.map(toView), total, q);
}

export async function getDemoRegion(db: Db, id: string): Promise<DemoRegionView> {
  const row = await repo.demoRegionById(db, id);
  if (!row) throw new AppError(404, 'notFound');
  return toView(row);
}

/** A node's children, in order ('0': the roots). */
export async function childrenOf(db: Db, parentId: string): Promise<DemoRegionView[]> {
  return (await repo.demoRegionChildren(db, parentId)).map(toView);
}

/** A parent must exist, and a node cannot move under itself or one of its descendants. */
async function checkParent(db: Db, parentId: string, selfId?: string): Promise<void> {
  let at = parentId;
  for (let depth = 0; at !== '0'; depth++) {
    if (at === selfId || depth > 1000) throw fieldError('parentId', 'genParentLoop');
    const node = await repo.demoRegionById(db, at);
    if (!node) {
      if (depth === 0) throw fieldError('parentId', 'genParentNotFound');
      break;
    }
    at = node.parentId;
  }
}

export async function addDemoRegion(db: Db, body: DemoRegionSave, username: string): Promise<DemoRegionView> {
  const values = addValues(body);
  await checkParent(db, values.parentId ?? '0');
  const row = await repo.insertDemoRegion(db, { id: newId(), ...values, createBy: username });
  if (row.parentId !== '0') await repo.markParent(db, row.parentId, true);
  return toView(row);
}

export async function editDemoRegion(db: Db, id: string, body: DemoRegionChange, username: string): Promise<DemoRegionView> {
  const before = await repo.demoRegionById(db, id);
  if (!before) throw new AppError(404, 'notFound');
  const parentId = body.parentId ?? before.parentId;
  const moved = parentId !== before.parentId;
  if (moved) await checkParent(db, parentId, id);
  const row = await repo.updateDemoRegion(db, id, { ...changeValues(body), parentId, updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'notFound');
  if (moved) {
    if (parentId !== '0') await repo.markParent(db, parentId, true);
    if (before.parentId !== '0') await repo.markParent(db, before.parentId, await repo.hasChildren(db, before.parentId));
  }
  return toView(row);
}

/** Deletes the nodes and everything under them; a parent left without children becomes a leaf. */
export async function removeDemoRegions(db: Db, ids: string[]): Promise<void> {
  const doomed = new Set(ids);
  for (let level = ids; level.length;) {
    level = (await repo.childIds(db, level)).filter((id) => !doomed.has(id));
    for (const id of level) doomed.add(id);
  }
  const parents = (await repo.parentIds(db, ids)).filter((id) => id !== '0' && !doomed.has(id));
  await repo.deleteDemoRegions(db, [...doomed]);
  for (const parentId of parents) await repo.markParent(db, parentId, await repo.hasChildren(db, parentId));
}
