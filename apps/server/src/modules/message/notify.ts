import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or } from 'drizzle-orm';
import { formatDateTime } from '@zhiyuan/shared';
import { messages, roles, userRoles, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { SUPER_ADMIN, SUPER_ROLE } from '../../lib/power.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { insertSends } from './repo.ts';

/** 消息类型 dictionary (message_type): 1 = 提醒. */
const REMINDER = '1';
const SYSTEM = 'system';

/** Enabled super administrators (holders of ROLE_ADMIN, and the built-in `admin`) with their e-mail. */
export async function superAdmins(app: FastifyInstance): Promise<{ id: string; email: string | null }[]> {
  const holders = app.db.select({ id: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, SUPER_ROLE));
  return app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.status, 0), or(eq(users.username, SUPER_ADMIN), inArray(users.id, holders))));
}

/**
 * A system alert in every super administrator's inbox (消息中心 and 我的消息), pushed at once to
 * their open pages on every instance. `content` is plain text or HTML; it is cleaned like any
 * message. Returns the message id, or null when there is nobody to tell.
 */
export async function notifySuperAdmins(app: FastifyInstance, alert: { title: string; content: string }): Promise<string | null> {
  const recipients = (await superAdmins(app)).map((a) => a.id);
  if (!recipients.length) return null;
  const id = newId();
  const [row] = await app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(messages)
      .values({
        id,
        title: alert.title.slice(0, 100),
        content: sanitizeUserHtml(alert.content),
        type: REMINDER,
        range: 1,
        targetIds: recipients,
        createBy: SYSTEM,
      })
      .returning();
    await insertSends(tx as unknown as typeof app.db, id, recipients);
    return inserted;
  });
  await app.bus.publish({
    type: 'message',
    userIds: recipients,
    message: { id, title: row.title, type: row.type, createTime: formatDateTime(row.createTime) },
  });
  return id;
}
