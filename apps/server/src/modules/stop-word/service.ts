import { formatDateTime, type Page, type StopWordView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import type { StopWordFilter } from './filter.ts';
import * as repo from './repo.ts';

/** What a change needs of the filter: every change rebuilds it on every instance. */
type Filter = Pick<StopWordFilter, 'changed'>;

const toView = (r: repo.StopWordRow): StopWordView => ({
  id: r.id,
  title: r.title,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});

export async function listStopWords(db: Db, q: PageInput & { title?: string }): Promise<Page<StopWordView>> {
  const { rows, total } = await repo.stopWordPage(db, q);
  return pageOf(rows.map(toView), total, q);
}

const titleFree = async (db: Db, title: string, selfId?: string) => {
  if (await repo.titleTaken(db, title, selfId)) throw fieldError('title', 'alreadyExists');
};

export async function addStopWord(db: Db, filter: Filter, title: string, username: string): Promise<StopWordView> {
  await titleFree(db, title);
  const row = await repo.insertStopWord(db, { id: newId(), title, createBy: username });
  await filter.changed();
  return toView(row);
}

export async function editStopWord(db: Db, filter: Filter, id: string, title: string, username: string): Promise<StopWordView> {
  await titleFree(db, title, id);
  const row = await repo.updateStopWord(db, id, { title, updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'stopWordNotFound');
  await filter.changed();
  return toView(row);
}

export async function removeStopWords(db: Db, filter: Filter, ids: string[]): Promise<void> {
  await repo.deleteStopWords(db, ids);
  await filter.changed();
}
