import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MessageSendView, MessageView, Page } from '@zhiyuan/shared';
import { messageSendViewSchema, messageViewSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { fieldError } from '../../lib/errors.ts';
import { formBool, formInt, idList, optionalId, optionalIdList, optionalText, pageQuery } from '../../lib/schema.ts';
import type { ScopeFilter } from './repo.ts';
import { clearOwn, deleteOwn, editMessage, findMessages, inbox, markOwn, messageView, removeMessages, sendMessage, sendViews, unreadOf } from './service.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const idParam = z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') });
const messageType = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(/^\w{1,20}$/, 'badFormat')
    .optional(),
);
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
  /** The caller's data scope, applied by the repo to the columns of what it reads. */
  const scopeOf =
    (req: FastifyRequest): ScopeFilter =>
    (cols) =>
      req.scopeFilter(cols);

  // ───────── 消息管理 (admin) ─────────
  app.get(
    '/message/getByCondition',
    {
      config: { permission: 'sys:message:view' },
      schema: {
        tags: ['admin:message'],
        summary: 'Messages by title, type and date, paged',
        querystring: pageQuery.extend({ title: optionalText(100), type: messageType }),
        response: { 200: pageSchema(messageViewSchema) },
      },
    },
    async (req) => {
      const page: Page<MessageView> = await findMessages(app.db, req.query, scopeOf(req));
      return page;
    },
  );

  app.get(
    '/message/get/:id',
    {
      config: { permission: 'sys:message:view' },
      schema: { tags: ['admin:message'], summary: 'One message', params: idParam, response: { 200: messageViewSchema } },
    },
    (req) => messageView(app.db, req.params.id, scopeOf(req)),
  );

  app.post(
    '/message/add',
    {
      config: { permission: 'sys:message:add', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:message'],
        summary: 'Send a message to all users, chosen users, roles or departments',
        body: messageFields.extend({ range: formInt(0, 3), targetIds: optionalIdList, createSend: formBool.optional() }),
        response: { 200: messageViewSchema },
      },
    },
    async (req) => {
      const { title, content, type, range, targetIds, createSend } = req.body;
      if (range !== 0 && targetIds.length === 0) throw fieldError('targetIds', 'required');
      if (targetIds.some((id) => !/^\d{1,20}$/.test(id))) throw fieldError('targetIds', 'badFormat');
      const scope = await req.dataScope();
      const sender = { userId: req.auth!.userId, username: req.auth!.username, reachesAll: scope.all };
      return await sendMessage(app.db, app.bus, sender, { title, content, type, range, targetIds, createSend }, scopeOf(req));
    },
  );

  app.post(
    '/message/edit',
    {
      config: { permission: 'sys:message:edit' },
      schema: {
        tags: ['admin:message'],
        summary: 'Edit the title, content or type of a message',
        body: messageFields.extend({ id: idParam.shape.id }),
        response: { 200: messageViewSchema },
      },
    },
    async (req) => {
      const { id, title, content, type } = req.body;
      return await editMessage(app.db, { id, title, content, type }, scopeOf(req));
    },
  );

  app.post(
    '/message/delByIds',
    {
      config: { permission: 'sys:message:delete' },
      schema: { tags: ['admin:message'], summary: 'Delete messages and their deliveries', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await removeMessages(app.db, app.bus, req.body.ids, scopeOf(req));
      return null;
    },
  );

  app.get(
    '/messageSend/admin/getByCondition',
    {
      config: { permission: 'sys:message:view' },
      schema: {
        tags: ['admin:message'],
        summary: 'Deliveries of messages (send detail), within the data scope',
        querystring: inboxQuery.extend({ userId: optionalId }),
        response: { 200: pageSchema(messageSendViewSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const page: Page<MessageSendView> = await sendViews(
        app.db,
        { messageId: q.messageId, userId: q.userId, status: q.status, title: q.title, scopeFilter: scopeOf(req) },
        q,
      );
      return page;
    },
  );

  // ───────── 我的消息 (the caller's own inbox, any logged-in user) ─────────
  app.get(
    '/messageSend/getByCondition',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['message'],
        summary: "The caller's own messages (never anyone else's, whatever the filter)",
        querystring: inboxQuery.passthrough(),
        response: { 200: pageSchema(messageSendViewSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const page: Page<MessageSendView> = await inbox(app.db, req.auth!.userId, { messageId: q.messageId, status: q.status, title: q.title }, q);
      return page;
    },
  );

  app.get(
    '/messageSend/unreadCount',
    {
      config: { auth: 'user' },
      schema: { tags: ['message'], summary: "The caller's unread message count", response: { 200: z.number() } },
    },
    (req) => unreadOf(app.db, req.auth!.userId),
  );

  app.post(
    '/messageSend/edit',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['message'],
        summary: 'Mark one of my messages read (1) or unread (0)',
        body: z.object({ id: idParam.shape.id, status: formInt(0, 1) }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await markOwn(app.db, app.bus, req.auth!.userId, req.body.id, req.body.status);
      return null;
    },
  );

  app.post(
    '/messageSend/delByIds',
    {
      config: { auth: 'user' },
      schema: { tags: ['message'], summary: 'Delete some of my messages', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteOwn(app.db, app.bus, req.auth!.userId, req.body.ids);
      return null;
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/messageSend/all/:type',
    config: { auth: 'user' },
    schema: {
      tags: ['message'],
      summary: '0: mark all my messages read; 1: delete all my READ messages',
      params: z.object({ type: formInt(0, 1) }),
      response: { 200: z.null() },
    },
    handler: async (req) => {
      const { type } = req.params as { type: number };
      await clearOwn(app.db, app.bus, req.auth!.userId, type);
      return null;
    },
  });
};

export default messageRoutes;
