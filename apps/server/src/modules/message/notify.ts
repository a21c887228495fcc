import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '@zhiyuan/shared';
import { newId } from '../../lib/ids.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { enabledSuperAdmins, insertMessageReturning } from './repo.ts';

/** 消息类型 dictionary (message_type): 1 = 提醒. */
const REMINDER = '1';
const SYSTEM = 'system';

/** Enabled super administrators (holders of ROLE_ADMIN, and the built-in `admin`) with their e-mail. */
export async function superAdmins(app: FastifyInstance): Promise<{ id: string; email: string | null }[]> {
  return enabledSuperAdmins(app.db);
}

/**
 * A system alert in every super administrator's inbox (消息中心 and 我的消息), pushed at once to
 * their open pages on every instance. `content` is plain text or HTML; it is cleaned like any
 * message. Returns the message id, or null when there is nobody to tell.
 */
export async function notifySuperAdmins(app: FastifyInstance, alert: { title: string; content: string }): Promise<string | null> {
  return notifyUsers(
    app,
    (await superAdmins(app)).map((a) => a.id),
    alert,
  );
}

/** A reminder in these users' inboxes, pushed to their open pages (a workflow task, an escalation). */
export async function notifyUsers(app: FastifyInstance, userIds: string[], alert: { title: string; content: string }): Promise<string | null> {
  const recipients = [...new Set(userIds)];
  if (!recipients.length) return null;
  const id = newId();
  const row = await insertMessageReturning(
    app.db,
    {
      id,
      title: alert.title.slice(0, 100),
      content: sanitizeUserHtml(alert.content),
      type: REMINDER,
      range: 1,
      targetIds: recipients,
      createBy: SYSTEM,
    },
    recipients,
  );
  await app.bus.publish({
    type: 'message',
    userIds: recipients,
    message: { id, title: row.title, type: row.type, createTime: formatDateTime(row.createTime) },
  });
  return id;
}
