import type { BindInfo, LogView, Page, PageQuery, UserView } from '@zhiyuan/shared';
import { apiUrl, http } from './http';
import { getToken } from './token';

/** The caller's own account (个人中心): profile, password, mobile, e-mail, logins, social bindings. */
export interface ProfileInput {
  nickname: string;
  sex?: string;
  description?: string;
}

/** Answers the user as /user/info does (null if the account is gone). */
export function editProfile(input: ProfileInput): Promise<UserView | null> {
  return http.post<UserView | null>('/user/edit', { ...input });
}

/** Other sessions of the user end; this one stays. */
export function changePassword(password: string, newPass: string): Promise<null> {
  return http.post<null>('/user/modifyPass', { password, newPass });
}

export function sendMobileCode(mobile: string): Promise<null> {
  return http.get<null>(`/common/captcha/sendEditMobileSms/${encodeURIComponent(mobile)}`);
}

export function changeMobile(mobile: string, code: string): Promise<UserView | null> {
  return http.post<UserView | null>('/user/changeMobile', { mobile, code });
}

export function sendEmailCode(email: string): Promise<null> {
  return http.get<null>(`/email/sendEditCode/${encodeURIComponent(email)}`);
}

export function changeEmail(email: string, code: string): Promise<UserView | null> {
  return http.post<UserView | null>('/email/editEmail', { email, code });
}

/** The caller's recent logins, from the login log (type 1). */
export function getMyLogins(username: string, query: PageQuery): Promise<Page<LogView>> {
  return http.get<Page<LogView>>('/log/getAllByPage', { ...query, type: 1, username }, { silent: true });
}

/** 社交平台 of the contract, in display order. */
export const SOCIAL_PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;

/** The caller's username, masked mobile (139****5678) and e-mail, and each social platform's binding. */
export function getBindInfo(): Promise<BindInfo> {
  return http.get<BindInfo>('/user/bindInfo');
}

/** Starts binding a platform to the signed-in account (the provider redirects back). */
export function socialBindUrl(platform: string): string {
  return apiUrl(`/social/${encodeURIComponent(platform)}/login`, { bind: 1, accessToken: getToken() ?? '' });
}

export function unbindSocial(ids: string[]): Promise<null> {
  return http.post<null>('/relate/delByIds', { ids });
}
