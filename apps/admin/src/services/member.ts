import type { MemberView, Page, PageQuery, VipGrantView } from '@zhiyuan/shared';
import { http } from './http';

/** What the member form writes. */
export interface MemberForm {
  id?: string;
  username?: string;
  password?: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  sex?: number | string;
  province?: string;
  grade?: string;
}

/** 会员管理: XBoot's /app/member/* calls. */
export const getMembers = (query: PageQuery & Record<string, unknown>) => http.get<Page<MemberView>>('/app/member/getByCondition', query);
export const getMember = (id: string) => http.get<MemberView>(`/app/member/get/${id}`);
export const getMemberVipHistory = (id: string) => http.get<VipGrantView[]>(`/app/member/vipHistory/${id}`);
export const addMember = (form: MemberForm) => http.post<MemberView>('/app/member/admin/add', { ...form, id: undefined });
export const editMember = (form: MemberForm & { id: string }) => http.post<MemberView>('/app/member/admin/edit', { ...form, username: undefined });
export const setMemberStatus = (userId: string, enable: boolean) => http.post<MemberView>('/app/member/admin/status', { userId, enable });
export const deleteMembers = (ids: string[]) => http.post<null>('/app/member/delByIds', { ids: ids.join(',') });
