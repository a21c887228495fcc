import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONTACT_TYPES, formatDateTime, type AutoChatAnswer, type AutoChatSetting, type AutoChatView, type ContactMemberView, type Page } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { autoChatEvaluations, autoChats, contactMembers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, formInt, idList, idText, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import { chatIndex } from './search.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Comma-joined words (keywords, synonyms): blanks dropped, full-width commas taken too. */
const wordList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，、;；\n]/).map((w) => w.trim()).filter(Boolean).join(',') : v ?? ''),
  z.string().max(500),
);
const chatFields = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(20_000),
  category: optionalText(50),
  keywords: wordList.optional(),
  synonyms: wordList.optional(),
  enabled: formBool.optional(),
  sortOrder: formInt(-100000, 100000).optional(),
}).strict();
const readOnly = readBack('goodCount', 'badCount', 'createBy', 'createTime', 'updateBy', 'updateTime');

export const autoChatSettingSchema = z.strictObject({
  enabled: formBool,
  greeting: z.string().trim().max(300),
  fallback: z.string().trim().max(300),
});
const DEFAULT_SETTING: AutoChatSetting = {
  enabled: true,
  greeting: '你好，我是志愿通小助手。关于填报、会员和账号的问题都可以问我。',
  fallback: '这个问题我暂时答不上来，可以联系下面的人工客服。',
};

const contactFields = z.object({
  name: z.string().trim().min(1).max(30),
  type: z.enum(CONTACT_TYPES as [string, ...string[]]),
  value: z.string().trim().min(1).max(100),
  workTime: optionalText(50),
  enabled: formBool.optional(),
  sortOrder: formInt(-100000, 100000).optional(),
}).strict();

const time = (d: Date | null) => (d ? formatDateTime(d) : null);
const toView = (r: typeof autoChats.$inferSelect): AutoChatView => ({
  id: r.id, title: r.title, content: r.content, category: r.category, keywords: r.keywords, synonyms: r.synonyms, enabled: r.enabled, sortOrder: r.sortOrder,
  goodCount: r.goodCount, badCount: r.badCount, createBy: r.createBy, createTime: formatDateTime(r.createTime), updateBy: r.updateBy, updateTime: time(r.updateTime),
});
const toContact = (r: typeof contactMembers.$inferSelect): ContactMemberView => ({
  id: r.id, name: r.name, type: r.type as ContactMemberView['type'], value: r.value, workTime: r.workTime, enabled: r.enabled, sortOrder: r.sortOrder,
});

/** 智能客服: the admin's questions and answers, the public ask/associate/evaluate calls, its setting and human contacts. */
const autoChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = chatIndex(app.db);
  const readSetting = async (): Promise<AutoChatSetting> => {
    const parsed = autoChatSettingSchema.safeParse(await app.settings.rows.get('autoChat'));
    return parsed.success ? parsed.data : DEFAULT_SETTING;
  };
  const requireOn = async () => {
    if (!(await readSetting()).enabled) throw new AppError(403, 'autoChatOff');
  };

  // ───────── admin: questions and answers ─────────
  app.get('/autoChat/getByCondition', {
    config: { permission: 'chat:reply:view' },
    schema: {
      tags: ['admin:autoChat'], summary: 'Questions by text (question, keywords, synonyms), category, state and date, paged',
      querystring: pageQuery.extend({ title: optionalText(100), category: optionalText(50), enabled: z.preprocess(blank, formBool.optional()) }),
    },
  }, async (req) => {
    const q = req.query;
    const like = q.title ? escapeLike(q.title) : '';
    const where = and(
      q.title ? or(ilike(autoChats.title, like), ilike(autoChats.keywords, like), ilike(autoChats.synonyms, like)) : undefined,
      q.category ? eq(autoChats.category, q.category) : undefined,
      q.enabled !== undefined ? eq(autoChats.enabled, q.enabled) : undefined,
      q.startDate ? gte(autoChats.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(autoChats.createTime, cnDay(q.endDate, true)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(autoChats).where(where).orderBy(asc(autoChats.sortOrder), desc(autoChats.createTime), desc(autoChats.id))
        .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(autoChats).where(where),
    ]);
    const page: Page<AutoChatView> = pageOf(rows.map(toView), Number(total), q);
    return ok(req, page);
  });

  app.post('/autoChat/save', {
    config: { permission: 'chat:reply:add' },
    schema: { tags: ['admin:autoChat'], summary: 'Add a question and its answer (HTML, sanitised)', body: chatFields },
  }, async (req) => {
    const b = req.body;
    const [row] = await app.db.insert(autoChats).values({
      id: newId(), title: b.title, content: sanitizeUserHtml(b.content), category: b.category ?? '', keywords: b.keywords ?? '', synonyms: b.synonyms ?? '',
      enabled: b.enabled ?? true, sortOrder: b.sortOrder ?? 0, createBy: req.auth!.username,
    }).returning();
    return ok(req, toView(row));
  });

  app.put('/autoChat/update', {
    config: { permission: 'chat:reply:edit' },
    schema: { tags: ['admin:autoChat'], summary: 'Change a question (form-encoded PUT, as XBoot\'s base update)', body: chatFields.extend({ id: idText, ...readOnly }).strict() },
  }, async (req) => {
    const b = req.body;
    const [row] = await app.db.update(autoChats).set({
      title: b.title, content: sanitizeUserHtml(b.content),
      ...(b.category !== undefined ? { category: b.category } : {}),
      ...(b.keywords !== undefined ? { keywords: b.keywords } : {}),
      ...(b.synonyms !== undefined ? { synonyms: b.synonyms } : {}),
      ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
      ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}),
      updateBy: req.auth!.username, updateTime: new Date(),
    }).where(eq(autoChats.id, b.id)).returning();
    if (!row) throw new AppError(404, 'autoChatNotFound');
    return ok(req, toView(row));
  });

  app.post('/autoChat/delByIds', {
    config: { permission: 'chat:reply:delete' },
    schema: { tags: ['admin:autoChat'], summary: 'Delete questions', body: z.object({ ids: idList }).strict() },
  }, async (req) => {
    await app.db.delete(autoChats).where(inArray(autoChats.id, req.body.ids));
    return ok(req, null);
  });

  // ───────── public: the chat widget ─────────
  const askLimit = { max: 30, timeWindow: '1 minute' };
  const question = z.string({ error: 'required' }).trim().min(1).max(100);

  app.get('/autoChat/config', {
    config: { auth: 'public' },
    schema: { tags: ['autoChat'], summary: 'The widget\'s switch, greeting and fallback text' },
  }, async (req) => ok(req, await readSetting()));

  app.get('/autoChat/ask', {
    config: { auth: 'public', rateLimit: askLimit },
    schema: {
      tags: ['autoChat'], summary: 'Best answers to a question (empty: no answer, show the fallback and the human contacts)',
      querystring: z.object({ q: question, pageSize: z.preprocess(blank, formInt(1, 10).optional()) }).strict(),
    },
  }, async (req) => {
    await requireOn();
    const hits = await index.ask(req.query.q, req.query.pageSize ?? 3);
    if (!hits.length) return ok(req, [] as AutoChatAnswer[]);
    const rows = await app.db.select().from(autoChats).where(and(inArray(autoChats.id, hits.map((h) => h.id)), eq(autoChats.enabled, true)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const answers: AutoChatAnswer[] = hits.flatMap((h) => {
      const r = byId.get(h.id);
      return r ? [{ messageId: r.id, title: r.title, content: r.content, category: r.category, score: h.score }] : [];
    });
    return ok(req, answers);
  });

  app.get('/autoChat/associate', {
    config: { auth: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags: ['autoChat'], summary: 'Questions to suggest while the visitor types', querystring: z.object({ q: question }).strict() },
  }, async (req) => {
    await requireOn();
    return ok(req, await index.associate(req.query.q, 8));
  });

  app.post('/autoChat/evaluate', {
    config: { auth: 'optional', rateLimit: askLimit },
    schema: {
      tags: ['autoChat'], summary: 'Was this answer helpful (evaluateType 0 yes, 1 no); one vote per visitor and answer, a new vote replaces the old',
      body: z.object({ messageId: idText, evaluateType: formInt(0, 1) }).strict(),
    },
  }, async (req) => {
    const { messageId, evaluateType } = req.body;
    const [found] = await app.db.select({ id: autoChats.id }).from(autoChats).where(eq(autoChats.id, messageId)).limit(1);
    if (!found) throw new AppError(404, 'autoChatNotFound');
    const voter = req.auth ? `u:${req.auth.userId}` : `ip:${req.ip}`;
    await app.db.transaction(async (tx) => {
      await tx.insert(autoChatEvaluations).values({ id: newId(), autoChatId: messageId, evaluateType, voter })
        .onConflictDoUpdate({ target: [autoChatEvaluations.autoChatId, autoChatEvaluations.voter], set: { evaluateType, createTime: new Date() } });
      await tx.update(autoChats).set({
        goodCount: sql`(select count(*) from ${autoChatEvaluations} where ${autoChatEvaluations.autoChatId} = ${messageId} and ${autoChatEvaluations.evaluateType} = 0)`,
        badCount: sql`(select count(*) from ${autoChatEvaluations} where ${autoChatEvaluations.autoChatId} = ${messageId} and ${autoChatEvaluations.evaluateType} = 1)`,
      }).where(eq(autoChats.id, messageId));
    });
    return ok(req, null, 'evaluateSaved');
  });

  // ───────── setting ─────────
  app.get('/setting/autoChat', {
    config: { permission: 'chat:setting:view' },
    schema: { tags: ['admin:setting'], summary: 'The chat widget: on/off, greeting, fallback text' },
  }, async (req) => ok(req, await readSetting()));

  app.post('/setting/autoChat/set', {
    config: { permission: 'chat:setting:edit' },
    schema: { tags: ['admin:setting'], summary: 'Save the chat widget\'s switch, greeting and fallback text', body: autoChatSettingSchema },
  }, async (req) => {
    await app.settings.rows.put('autoChat', req.body);
    return ok(req, null, 'settingSaved');
  });

  // ───────── human contacts ─────────
  app.get('/contactMember/getAll', {
    config: { auth: 'public' },
    schema: { tags: ['autoChat'], summary: 'Enabled human contacts, in order (shown when the chat has no answer)' },
  }, async (req) => {
    const rows = await app.db.select().from(contactMembers).where(eq(contactMembers.enabled, true)).orderBy(asc(contactMembers.sortOrder), asc(contactMembers.id));
    return ok(req, rows.map(toContact));
  });

  app.get('/contactMember/admin/getAll', {
    config: { permission: 'chat:setting:view' },
    schema: { tags: ['admin:autoChat'], summary: 'Every human contact, enabled or not' },
  }, async (req) => ok(req, (await app.db.select().from(contactMembers).orderBy(asc(contactMembers.sortOrder), asc(contactMembers.id))).map(toContact)));

  app.post('/contactMember/save', {
    config: { permission: 'chat:setting:edit' },
    schema: { tags: ['admin:autoChat'], summary: 'Add a human contact', body: contactFields },
  }, async (req) => {
    const b = req.body;
    const [row] = await app.db.insert(contactMembers).values({ id: newId(), name: b.name, type: b.type, value: b.value, workTime: b.workTime ?? '', enabled: b.enabled ?? true, sortOrder: b.sortOrder ?? 0 }).returning();
    return ok(req, toContact(row));
  });

  app.put('/contactMember/update', {
    config: { permission: 'chat:setting:edit' },
    schema: { tags: ['admin:autoChat'], summary: 'Change a human contact (form-encoded PUT)', body: contactFields.extend({ id: idText }).strict() },
  }, async (req) => {
    const { id, ...b } = req.body;
    const [row] = await app.db.update(contactMembers).set({
      name: b.name, type: b.type, value: b.value, ...(b.workTime !== undefined ? { workTime: b.workTime } : {}),
      ...(b.enabled !== undefined ? { enabled: b.enabled } : {}), ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}), updateTime: new Date(),
    }).where(eq(contactMembers.id, id)).returning();
    if (!row) throw new AppError(404, 'contactMemberNotFound');
    return ok(req, toContact(row));
  });

  app.post('/contactMember/delByIds', {
    config: { permission: 'chat:setting:edit' },
    schema: { tags: ['admin:autoChat'], summary: 'Delete human contacts', body: z.object({ ids: idList }).strict() },
  }, async (req) => {
    await app.db.delete(contactMembers).where(inArray(contactMembers.id, req.body.ids));
    return ok(req, null);
  });
};

export default autoChatRoutes;
