import { formatDateTime, type OutboxMessageView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { outboxPage } from './repo.ts';

/** The development outbox (SMS and e-mail "sent" by the outbox provider), newest first, paged. */
export async function listOutbox(db: Db, q: PageInput & { recipient?: string; channel?: 'sms' | 'email' }): Promise<Page<OutboxMessageView>> {
  const { rows, total } = await outboxPage(db, q);
  const content = rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
  return pageOf(content, total, q);
}
