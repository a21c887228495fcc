import { z } from 'zod';
import { formatDateTime, type AutoChatAnswer, type AutoChatSetting, type AutoChatView, type ContactMemberView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { formBool, pageOf, type PageInput } from '../../lib/schema.ts';
import { sanitizeUserHtml } from '../../lib/sanitize.ts';
import type { SettingRows } from '../settings/store.ts';
import * as repo from './repo.ts';
import type { AutoChatRow, ChatFilter, ContactChange, ContactMemberRow } from './repo.ts';
import type { ChatIndex } from './search.ts';

/** 智能客服: the questions and answers, the widget's ask/associate/evaluate, its setting and human contacts. */

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

const time = (d: Date | null) => (d ? formatDateTime(d) : null);
const toView = (r: AutoChatRow): AutoChatView => ({
  id: r.id,
  title: r.title,
  content: r.content,
  category: r.category,
  keywords: r.keywords,
  synonyms: r.synonyms,
  enabled: r.enabled,
  sortOrder: r.sortOrder,
  goodCount: r.goodCount,
  badCount: r.badCount,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: time(r.updateTime),
});
const toContact = (r: ContactMemberRow): ContactMemberView => ({
  id: r.id,
  name: r.name,
  type: r.type as ContactMemberView['type'],
  value: r.value,
  workTime: r.workTime,
  enabled: r.enabled,
  sortOrder: r.sortOrder,
  isExample: r.isExample,
});

// ───────── setting ─────────

/** The stored setting, or the default when there is none (or it no longer reads). */
export async function readSetting(rows: Pick<SettingRows, 'get'>): Promise<AutoChatSetting> {
  const parsed = autoChatSettingSchema.safeParse(await rows.get('autoChat'));
  return parsed.success ? parsed.data : DEFAULT_SETTING;
}

async function requireOn(rows: Pick<SettingRows, 'get'>) {
  if (!(await readSetting(rows)).enabled) throw new AppError(403, 'autoChatOff');
}

export async function saveSetting(rows: Pick<SettingRows, 'put'>, setting: z.infer<typeof autoChatSettingSchema>): Promise<void> {
  await rows.put('autoChat', setting);
}

// ───────── admin: questions and answers ─────────

/** The fields of a question as validated (routes.ts chatFields). */
export interface ChatInput {
  title: string;
  content: string;
  category?: string;
  keywords?: string;
  synonyms?: string;
  enabled?: boolean;
  sortOrder?: number;
}

export async function chatPage(db: Db, q: ChatFilter & PageInput): Promise<Page<AutoChatView>> {
  const { rows, total } = await repo.chatPage(db, q, q);
  return pageOf(rows.map(toView), total, q);
}

/** Adds a question; its answer's HTML is sanitised. */
export async function addChat(db: Db, b: ChatInput, username: string): Promise<AutoChatView> {
  const row = await repo.insertChat(db, {
    id: newId(),
    title: b.title,
    content: sanitizeUserHtml(b.content),
    category: b.category ?? '',
    keywords: b.keywords ?? '',
    synonyms: b.synonyms ?? '',
    enabled: b.enabled ?? true,
    sortOrder: b.sortOrder ?? 0,
    createBy: username,
  });
  return toView(row);
}

/** Changes a question (fields left out stay as they are); 404 when there is none. */
export async function updateChat(db: Db, id: string, b: ChatInput, username: string): Promise<AutoChatView> {
  const row = await repo.updateChat(db, id, {
    title: b.title,
    content: sanitizeUserHtml(b.content),
    ...(b.category !== undefined ? { category: b.category } : {}),
    ...(b.keywords !== undefined ? { keywords: b.keywords } : {}),
    ...(b.synonyms !== undefined ? { synonyms: b.synonyms } : {}),
    ...(b.enabled !== undefined ? { enabled: b.enabled } : {}),
    ...(b.sortOrder !== undefined ? { sortOrder: b.sortOrder } : {}),
    updateBy: username,
    updateTime: new Date(),
  });
  if (!row) throw new AppError(404, 'autoChatNotFound');
  return toView(row);
}

export async function deleteChats(db: Db, ids: string[]): Promise<void> {
  await repo.deleteChats(db, ids);
}

// ───────── public: the chat widget ─────────

/** Best answers to a question, enabled ones only, best first (empty: no answer); 403 when the chat is off. */
export async function ask(db: Db, index: ChatIndex, settings: Pick<SettingRows, 'get'>, q: string, pageSize: number): Promise<AutoChatAnswer[]> {
  await requireOn(settings);
  const hits = await index.ask(q, pageSize);
  if (!hits.length) return [];
  const rows = await repo.enabledChats(
    db,
    hits.map((h) => h.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return hits.flatMap((h) => {
    const r = byId.get(h.id);
    return r ? [{ messageId: r.id, title: r.title, content: r.content, category: r.category, score: h.score }] : [];
  });
}

/** Questions to suggest while the visitor types; 403 when the chat is off. */
export async function associate(index: ChatIndex, settings: Pick<SettingRows, 'get'>, q: string): Promise<string[]> {
  await requireOn(settings);
  return index.associate(q, 8);
}

/**
 * Records whether an answer helped: one vote per visitor and answer (a signed-in user by id, else by
 * IP), a new vote replacing the old; 404 when there is no such answer.
 */
export async function evaluate(db: Db, messageId: string, evaluateType: number, visitor: { userId: string | null; ip: string }): Promise<void> {
  if (!(await repo.chatExists(db, messageId))) throw new AppError(404, 'autoChatNotFound');
  const voter = visitor.userId !== null ? `u:${visitor.userId}` : `ip:${visitor.ip}`;
  await repo.saveVote(db, { id: newId(), autoChatId: messageId, evaluateType, voter });
}

// ───────── human contacts ─────────

/** The contacts the widget shows, without the 示例 mark. */
export async function shownContacts(db: Db): Promise<Omit<ContactMemberView, 'isExample'>[]> {
  return (await repo.shownContacts(db)).map((r) => {
    const { isExample: _e, ...view } = toContact(r);
    return view;
  });
}

export async function allContacts(db: Db): Promise<ContactMemberView[]> {
  return (await repo.allContacts(db)).map(toContact);
}

export async function addContact(db: Db, b: ContactChange): Promise<ContactMemberView> {
  const row = await repo.insertContact(db, {
    id: newId(),
    name: b.name,
    type: b.type,
    value: b.value,
    workTime: b.workTime ?? '',
    enabled: b.enabled ?? true,
    sortOrder: b.sortOrder ?? 0,
  });
  return toContact(row);
}

/** Changes a human contact; 404 when there is none. */
export async function updateContact(db: Db, id: string, b: ContactChange): Promise<ContactMemberView> {
  const row = await repo.updateContact(db, id, b);
  if (!row) throw new AppError(404, 'contactMemberNotFound');
  return toContact(row);
}

export async function deleteContacts(db: Db, ids: string[]): Promise<void> {
  await repo.deleteContacts(db, ids);
}
