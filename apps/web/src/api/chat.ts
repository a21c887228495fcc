import type { AutoChatAnswer, AutoChatSetting, ContactMemberView } from '@zhiyuan/shared';
import { http } from './client.ts';
import { unwrap } from './http.ts';

/** 智能客服: the widget's setting, answers, suggestions, votes and the human contacts (all public). */
export const getChatConfig = () => unwrap(http.get<AutoChatSetting>('/autoChat/config'));
export const askChat = (q: string) => unwrap(http.get<AutoChatAnswer[]>('/autoChat/ask', { q, pageSize: 3 }));
export const associateChat = (q: string) => unwrap(http.get<string[]>('/autoChat/associate', { q }));
export const evaluateAnswer = (messageId: string, helpful: boolean) =>
  unwrap(http.post<null>('/autoChat/evaluate', { messageId, evaluateType: helpful ? 0 : 1 }));
export const getContactMembers = () => unwrap(http.get<ContactMemberView[]>('/contactMember/getAll'));
