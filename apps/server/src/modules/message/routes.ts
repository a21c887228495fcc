import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, type MessageSendView, type MessageView, type Page } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { messageSends, messages, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, optionalId, optionalIdList, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { insertSends, materializeLateSends, recipientsOf, sendViews, toMessageViews, unreadCount } from './service.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const idParam = z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') });
const messageType = z.preprocess(blank, z.string().trim().regex(/^\w{1,20}$/, 'badFormat').optional());
const messageFields = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().max(20_000),
  type: messageType,
});
const inboxQuery = pageQuery.extend({
  messageId: optionalId,
  status: z.preprocess(blank, formInt(0, 1).optional()),
  title: optionalText(100),
});

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messageScope = (req: Parameters<typeof ok>[0]) => req.scopeFilter({ owner: messages.createById });

  // ───────── 消息管理 (admin) ─────────
  app.get('/message/getByCondition', {
    config: { permission: 'sys:message:view' },
    schema: {
      tags: ['admin:message'], summary: 'Messages by title, type and date, paged',
      querystring: pageQuery.extend({ title: optionalText(100), type: messageType }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      await messageScope(req),
      q.title ? ilike(messages.title, escapeLike(q.title)) : undefined,
      q.type ? eq(messages.type, q.type) : undefined,
      q.startDate ? gte(messages.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(messages.createTime, cnDay(q.endDate, true)) : undefined,
    );
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(messages).where(where).orderBy(direction(q.sort === 'title' ? messages.title : messages.createTime), desc(messages.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(messages).where(where),
    ]);
    const page: Page<MessageView> = pageOf(await toMessageViews(app.db, rows), Number(total), q);
    return ok(req, page);
  });

  const findMessage = async (req: Parameters<typeof ok>[0], id: string) => {
    const [row] = await app.db.select().from(messages).where(and(eq(messages.id, id), await messageScope(req))).limit(1);
    if (!row) throw new AppError(404, 'messageNotFound');
    return row;
  };

  app.get('/message/get/:id', {
    config: { permission: 'sys:message:view' },
    schema: { tags: ['admin:message'], summary: 'One message', params: idParam },
  }, async (req) => ok(req, (await toMessageViews(app.db, [await findMessage(req, req.params.id)]))[0]));

  app.post('/message/add', {
    config: { permission: 'sys:message:add', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['admin:message'], summary: 'Send a message to all users, chosen users, roles or departments',
      body: messageFields.extend({ range: formInt(0, 3), targetIds: optionalIdList, createSend: formBool.optional() }),
    },
  }, async (req) => {
    const { title, content, type, range, targetIds, createSend } = req.body;
    if (range !== 0 && targetIds.length === 0) throw fieldError('targetIds', 'required');
    if (targetIds.some((id) => !/^\d{1,20}$/.test(id))) throw fieldError('targetIds', 'badFormat');
    const scope = await req.dataScope();
    const recipients = await recipientsOf(app.db, range, targetIds, await req.scopeFilter({ department: users.departmentId, owner: users.id }));
    if (recipients.length === 0) throw new AppError(400, 'noRecipients');
    const id = newId();
    await app.db.transaction(async (tx) => {
      await tx.insert(messages).values({
        id, title, content: sanitizeUserHtml(content), type: type ?? '0', range, targetIds: range === 0 ? [] : [...new Set(targetIds)],
        // Late delivery to new accounts only for a sender who may reach everybody.
        createSend: range === 0 && !!createSend && scope.all,
        createById: req.auth!.userId, createBy: req.auth!.username,
      });
      await insertSends(tx as unknown as typeof app.db, id, recipients);
    });
    const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
    await app.bus.publish({
      type: 'message',
      userIds: recipients,
      message: { id, title: row.title, type: row.type, createTime: formatDateTime(row.createTime) },
    });
    return ok(req, (await toMessageViews(app.db, [row]))[0]);
  });

  app.post('/message/edit', {
    config: { permission: 'sys:message:edit' },
    schema: { tags: ['admin:message'], summary: 'Edit the title, content or type of a message', body: messageFields.extend({ id: idParam.shape.id }) },
  }, async (req) => {
    await findMessage(req, req.body.id);
    const { id, title, content, type } = req.body;
    await app.db.update(messages).set({ title, content: sanitizeUserHtml(content), ...(type ? { type } : {}), updateTime: new Date() }).where(eq(messages.id, id));
    const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
    return ok(req, (await toMessageViews(app.db, [row]))[0]);
  });

  app.post('/message/delByIds', {
    config: { permission: 'sys:message:delete' },
    schema: { tags: ['admin:message'], summary: 'Delete messages and their deliveries', body: z.object({ ids: idList }) },
  }, async (req) => {
    const rows = await app.db.select({ id: messages.id }).from(messages).where(and(inArray(messages.id, req.body.ids), await messageScope(req)));
    if (rows.length !== new Set(req.body.ids).size) throw new AppError(404, 'messageNotFound');
    const affected = await app.db.selectDistinct({ userId: messageSends.userId }).from(messageSends)
      .where(and(inArray(messageSends.messageId, req.body.ids), eq(messageSends.status, 0)));
    await app.db.delete(messages).where(inArray(messages.id, req.body.ids));
    if (affected.length) await app.bus.publish({ type: 'unread', userIds: affected.map((a) => a.userId) });
    return ok(req, null);
  });

  app.get('/messageSend/admin/getByCondition', {
    config: { permission: 'sys:message:view' },
    schema: {
      tags: ['admin:message'], summary: 'Deliveries of messages (send detail), within the data scope',
      querystring: inboxQuery.extend({ userId: optionalId }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      await req.scopeFilter({ department: users.departmentId, owner: users.id }),
      q.messageId ? eq(messageSends.messageId, q.messageId) : undefined,
      q.userId ? eq(messageSends.userId, q.userId) : undefined,
      q.status !== undefined ? eq(messageSends.status, q.status) : undefined,
      q.title ? ilike(messages.title, escapeLike(q.title)) : undefined,
    );
    const { content, total } = await sendViews(app.db, where, { limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize });
    const page: Page<MessageSendView> = pageOf(content, total, q);
    return ok(req, page);
  });

  // ───────── 我的消息 (the caller's own inbox, any logged-in user) ─────────
  app.get('/messageSend/getByCondition', {
    config: { auth: 'user' },
    schema: { tags: ['message'], summary: "The caller's own messages (never anyone else's, whatever the filter)", querystring: inboxQuery.passthrough() },
  }, async (req) => {
    const q = req.query;
    const me = req.auth!.userId;
    await materializeLateSends(app.db, me);
    const where = and(
      eq(messageSends.userId, me),
      q.messageId ? eq(messageSends.messageId, q.messageId) : undefined,
      q.status !== undefined ? eq(messageSends.status, q.status) : undefined,
      q.title ? ilike(messages.title, escapeLike(q.title)) : undefined,
    );
    const { content, total } = await sendViews(app.db, where, { limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize });
    const page: Page<MessageSendView> = pageOf(content, total, q);
    return ok(req, page);
  });

  app.get('/messageSend/unreadCount', {
    config: { auth: 'user' },
    schema: { tags: ['message'], summary: "The caller's unread message count" },
  }, async (req) => {
    await materializeLateSends(app.db, req.auth!.userId);
    return ok(req, await unreadCount(app.db, req.auth!.userId));
  });

  const changed = (userId: string) => app.bus.publish({ type: 'unread', userIds: [userId] });

  app.post('/messageSend/edit', {
    config: { auth: 'user' },
    schema: { tags: ['message'], summary: 'Mark one of my messages read (1) or unread (0)', body: z.object({ id: idParam.shape.id, status: formInt(0, 1) }) },
  }, async (req) => {
    const me = req.auth!.userId;
    const done = await app.db.update(messageSends).set({ status: req.body.status, updateTime: new Date() })
      .where(and(eq(messageSends.id, req.body.id), eq(messageSends.userId, me), ne(messageSends.status, 2))).returning({ id: messageSends.id });
    if (!done.length) throw new AppError(404, 'messageNotFound');
    await changed(me);
    return ok(req, null);
  });

  app.post('/messageSend/delByIds', {
    config: { auth: 'user' },
    schema: { tags: ['message'], summary: 'Delete some of my messages', body: z.object({ ids: idList }) },
  }, async (req) => {
    const me = req.auth!.userId;
    // Kept as status 2 so a message "for new accounts too" does not come back.
    await app.db.update(messageSends).set({ status: 2, updateTime: new Date() })
      .where(and(inArray(messageSends.id, req.body.ids), eq(messageSends.userId, me)));
    await changed(me);
    return ok(req, null);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/messageSend/all/:type',
    config: { auth: 'user' },
    schema: { tags: ['message'], summary: '0: mark all my messages read; 1: delete all my READ messages', params: z.object({ type: formInt(0, 1) }) },
    handler: async (req) => {
      const me = req.auth!.userId;
      const { type } = req.params as { type: number };
      await app.db.update(messageSends).set({ status: type === 0 ? 1 : 2, updateTime: new Date() })
        .where(and(eq(messageSends.userId, me), eq(messageSends.status, type === 0 ? 0 : 1)));
      await changed(me);
      return ok(req, null);
    },
  });
};

export default messageRoutes;
