import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_TYPES } from '@zhiyuan/shared';
import { autoChatAnswerSchema, autoChatSettingSchema as autoChatSettingView, autoChatViewSchema, contactMemberViewSchema } from '@zhiyuan/shared/schemas/chat';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { successMessage } from '../../plugins/envelope.ts';
import { formBool, formInt, idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { chatIndex } from './search.ts';
import {
  addChat,
  addContact,
  allContacts,
  ask,
  associate,
  autoChatSettingSchema,
  chatPage,
  deleteChats,
  deleteContacts,
  evaluate,
  readSetting,
  saveSetting,
  shownContacts,
  updateChat,
  updateContact,
} from './service.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Comma-joined words (keywords, synonyms): blanks dropped, full-width commas taken too. */
const wordList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[,，、;；\n]/)
          .map((w) => w.trim())
          .filter(Boolean)
          .join(',')
      : (v ?? ''),
  z.string().max(500),
);
const chatFields = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(20_000),
    category: optionalText(50),
    keywords: wordList.optional(),
    synonyms: wordList.optional(),
    enabled: formBool.optional(),
    sortOrder: formInt(-100000, 100000).optional(),
  })
  .strict();
const readOnly = readBack('goodCount', 'badCount', 'createBy', 'createTime', 'updateBy', 'updateTime');

const contactFields = z
  .object({
    name: z.string().trim().min(1).max(30),
    type: z.enum(CONTACT_TYPES as [string, ...string[]]),
    value: z.string().trim().min(1).max(100),
    workTime: optionalText(50),
    enabled: formBool.optional(),
    sortOrder: formInt(-100000, 100000).optional(),
  })
  .strict();

/** 智能客服: the admin's questions and answers, the public ask/associate/evaluate calls, its setting and human contacts. */
const autoChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = chatIndex(app.db);

  // ───────── admin: questions and answers ─────────
  app.get(
    '/autoChat/getByCondition',
    {
      config: { permission: 'chat:reply:view' },
      schema: {
        tags: ['admin:autoChat'],
        summary: 'Questions by text (question, keywords, synonyms), category, state and date, paged',
        querystring: pageQuery.extend({ title: optionalText(100), category: optionalText(50), enabled: z.preprocess(blank, formBool.optional()) }),
        response: { 200: pageSchema(autoChatViewSchema) },
      },
    },
    (req) => chatPage(app.db, req.query),
  );

  app.post(
    '/autoChat/save',
    {
      config: { permission: 'chat:reply:add' },
      schema: { tags: ['admin:autoChat'], summary: 'Add a question and its answer (HTML, sanitised)', body: chatFields, response: { 200: autoChatViewSchema } },
    },
    (req) => addChat(app.db, req.body, req.auth!.username),
  );

  app.put(
    '/autoChat/update',
    {
      config: { permission: 'chat:reply:edit' },
      schema: {
        tags: ['admin:autoChat'],
        summary: "Change a question (form-encoded PUT, as XBoot's base update)",
        body: chatFields.extend({ id: idText, ...readOnly }).strict(),
        response: { 200: autoChatViewSchema },
      },
    },
    (req) => updateChat(app.db, req.body.id, req.body, req.auth!.username),
  );

  app.post(
    '/autoChat/delByIds',
    {
      config: { permission: 'chat:reply:delete' },
      schema: { tags: ['admin:autoChat'], summary: 'Delete questions', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteChats(app.db, req.body.ids);
      return null;
    },
  );

  // ───────── public: the chat widget ─────────
  const askLimit = { max: 30, timeWindow: '1 minute' };
  const question = z.string({ error: 'required' }).trim().min(1).max(100);

  app.get(
    '/autoChat/config',
    {
      config: { auth: 'public' },
      schema: { tags: ['autoChat'], summary: "The widget's switch, greeting and fallback text", response: { 200: autoChatSettingView } },
    },
    () => readSetting(app.settings.rows),
  );

  app.get(
    '/autoChat/ask',
    {
      config: { auth: 'public', rateLimit: askLimit },
      schema: {
        tags: ['autoChat'],
        summary: 'Best answers to a question (empty: no answer, show the fallback and the human contacts)',
        querystring: z.object({ q: question, pageSize: z.preprocess(blank, formInt(1, 10).optional()) }).strict(),
        response: { 200: z.array(autoChatAnswerSchema) },
      },
    },
    (req) => ask(app.db, index, app.settings.rows, req.query.q, req.query.pageSize ?? 3),
  );

  app.get(
    '/autoChat/associate',
    {
      config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['autoChat'],
        summary: 'Questions to suggest while the visitor types',
        querystring: z.object({ q: question }).strict(),
        response: { 200: z.array(z.string()) },
      },
    },
    (req) => associate(index, app.settings.rows, req.query.q),
  );

  app.post(
    '/autoChat/evaluate',
    {
      config: { auth: 'optional', rateLimit: askLimit },
      schema: {
        tags: ['autoChat'],
        summary: 'Was this answer helpful (evaluateType 0 yes, 1 no); one vote per visitor and answer, a new vote replaces the old',
        body: z.object({ messageId: idText, evaluateType: formInt(0, 1) }).strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await evaluate(app.db, req.body.messageId, req.body.evaluateType, { userId: req.auth ? req.auth.userId : null, ip: req.ip });
      successMessage(req, 'evaluateSaved');
      return null;
    },
  );

  // ───────── setting ─────────
  app.get(
    '/setting/autoChat',
    {
      config: { permission: 'chat:setting:view' },
      schema: { tags: ['admin:setting'], summary: 'The chat widget: on/off, greeting, fallback text', response: { 200: autoChatSettingView } },
    },
    () => readSetting(app.settings.rows),
  );

  app.post(
    '/setting/autoChat/set',
    {
      config: { permission: 'chat:setting:edit' },
      schema: {
        tags: ['admin:setting'],
        summary: "Save the chat widget's switch, greeting and fallback text",
        body: autoChatSettingSchema,
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await saveSetting(app.settings.rows, req.body);
      successMessage(req, 'settingSaved');
      return null;
    },
  );

  // ───────── human contacts ─────────
  app.get(
    '/contactMember/getAll',
    {
      config: { auth: 'public', cache: 'content' },
      schema: {
        tags: ['autoChat'],
        summary:
          'Enabled human contacts, in order (shown when the chat has no answer); the shipped 示例 ones (400-000-0000) are left out until the operator saves a real value',
        response: { 200: z.array(contactMemberViewSchema) },
      },
    },
    () => shownContacts(app.db),
  );

  app.get(
    '/contactMember/admin/getAll',
    {
      config: { permission: 'chat:setting:view' },
      schema: { tags: ['admin:autoChat'], summary: 'Every human contact, enabled or not', response: { 200: z.array(contactMemberViewSchema) } },
    },
    () => allContacts(app.db),
  );

  app.post(
    '/contactMember/save',
    {
      config: { permission: 'chat:setting:edit' },
      schema: { tags: ['admin:autoChat'], summary: 'Add a human contact', body: contactFields, response: { 200: contactMemberViewSchema } },
    },
    (req) => addContact(app.db, req.body),
  );

  app.put(
    '/contactMember/update',
    {
      config: { permission: 'chat:setting:edit' },
      schema: {
        tags: ['admin:autoChat'],
        summary: 'Change a human contact (form-encoded PUT)',
        body: contactFields.extend({ id: idText }).strict(),
        response: { 200: contactMemberViewSchema },
      },
    },
    async (req) => {
      const { id, ...b } = req.body;
      return await updateContact(app.db, id, b);
    },
  );

  app.post(
    '/contactMember/delByIds',
    {
      config: { permission: 'chat:setting:edit' },
      schema: { tags: ['admin:autoChat'], summary: 'Delete human contacts', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteContacts(app.db, req.body.ids);
      return null;
    },
  );
};

export default autoChatRoutes;
