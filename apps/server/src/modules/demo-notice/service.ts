import { formatDateTime, type Page } from '@zhiyuan/shared';
import type { DemoNoticeSave, DemoNoticeView } from '@zhiyuan/shared/contracts/demo-notice';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import * as repo from './repo.ts';

/** What edit changes: the editable fields. */
export type DemoNoticeChange = DemoNoticeSave;

const toView = (r: repo.DemoNoticeRow): DemoNoticeView => ({
  id: r.id,
  title: r.title,
  audience: r.audience,
  views: r.views,
  pinned: r.pinned,
  publishDate: r.publishDate,
  content: r.content,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});

/** The columns edit sets; a field left out is stored as null. */
const changeValues = (b: DemoNoticeChange) => ({
  title: b.title,
  audience: b.audience ?? null,
  views: b.views ?? null,
  pinned: b.pinned,
  publishDate: b.publishDate ?? null,
  content: b.content ?? null,
});

/** The columns add sets: those of edit and the fixed ones. */
const addValues = (b: DemoNoticeSave): repo.DemoNoticeValues => ({
  ...changeValues(b),
});

export async function listDemoNotices(db: Db, q: PageInput & repo.DemoNoticeSearch): Promise<Page<DemoNoticeView>> {
  const { rows, total } = await repo.demoNoticePage(db, q);
  return pageOf(rows.map(toView), total, q);
}

export async function getDemoNotice(db: Db, id: string): Promise<DemoNoticeView> {
  const row = await repo.demoNoticeById(db, id);
  if (!row) throw new AppError(404, 'notFound');
  return toView(row);
}

export async function addDemoNotice(db: Db, body: DemoNoticeSave, username: string): Promise<DemoNoticeView> {
  const row = await repo.insertDemoNotice(db, { id: newId(), ...addValues(body), createBy: username });
  return toView(row);
}

export async function editDemoNotice(db: Db, id: string, body: DemoNoticeChange, username: string): Promise<DemoNoticeView> {
  const row = await repo.updateDemoNotice(db, id, { ...changeValues(body), updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'notFound');
  return toView(row);
}

export async function removeDemoNotices(db: Db, ids: string[]): Promise<void> {
  await repo.deleteDemoNotices(db, ids);
}
