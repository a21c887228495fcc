/** Stop words (敏感词) and the auto-chat (智能客服): what the API returns. */

export interface StopWordView {
  id: string;
  title: string;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface AutoChatView {
  id: string;
  /** The question. */
  title: string;
  /** The answer, sanitised HTML. */
  content: string;
  category: string;
  /** Comma-joined. */
  keywords: string;
  synonyms: string;
  enabled: boolean;
  sortOrder: number;
  goodCount: number;
  badCount: number;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** An answer of /autoChat/ask: messageId is what /autoChat/evaluate takes. */
export interface AutoChatAnswer {
  messageId: string;
  title: string;
  content: string;
  category: string;
  score: number;
}

export interface AutoChatSetting {
  enabled: boolean;
  greeting: string;
  fallback: string;
}

export type ContactType = 'phone' | 'wechat' | 'qq' | 'email';
export const CONTACT_TYPES: readonly ContactType[] = ['phone', 'wechat', 'qq', 'email'];

export interface ContactMemberView {
  id: string;
  name: string;
  type: ContactType;
  value: string;
  workTime: string;
  enabled: boolean;
  sortOrder: number;
  /** Shipped with the product (示例): hidden from the site until the operator saves a real value (admin view only). */
  isExample?: boolean;
}
