import type { AutoChatSetting, AutoChatView, ContactMemberView, Page, PageQuery, StopWordView } from '@zhiyuan/shared';
import { http } from './http';

/** 敏感词 */
export const getStopWords = (query: PageQuery & Record<string, unknown>) => http.get<Page<StopWordView>>('/stopWord/getByCondition', query);
export const saveStopWord = (title: string) => http.post<StopWordView>('/stopWord/save', { title });
export const editStopWord = (id: string, title: string) => http.post<StopWordView>('/stopWord/edit', { id, title });
export const deleteStopWords = (ids: string[]) => http.post<null>('/stopWord/delByIds', { ids });

/** 智能客服: questions and answers */
export type AutoChatBody = Pick<AutoChatView, 'title' | 'content' | 'category' | 'keywords' | 'synonyms' | 'enabled' | 'sortOrder'>;
export const getAutoChats = (query: PageQuery & Record<string, unknown>) => http.get<Page<AutoChatView>>('/autoChat/getByCondition', query);
export const saveAutoChat = (body: AutoChatBody) => http.post<AutoChatView>('/autoChat/save', { ...body });
export const updateAutoChat = (body: AutoChatBody & { id: string }) => http.put<AutoChatView>('/autoChat/update', { ...body });
export const deleteAutoChats = (ids: string[]) => http.post<null>('/autoChat/delByIds', { ids });

/** The widget's setting and human contacts */
export const getAutoChatSetting = () => http.get<AutoChatSetting>('/setting/autoChat');
export const setAutoChatSetting = (body: AutoChatSetting) => http.post<null>('/setting/autoChat/set', { ...body });
export type ContactBody = Omit<ContactMemberView, 'id'>;
export const getContacts = () => http.get<ContactMemberView[]>('/contactMember/admin/getAll');
export const saveContact = (body: ContactBody) => http.post<ContactMemberView>('/contactMember/save', { ...body });
export const updateContact = (body: ContactBody & { id: string }) => http.put<ContactMemberView>('/contactMember/update', { ...body });
export const deleteContacts = (ids: string[]) => http.post<null>('/contactMember/delByIds', { ids });
