import type {
  BindInfo as SharedBindInfo,
  LoginQrCode,
  MyInvite,
  QrLoginPoll,
  QrLoginScan,
  QrLoginState,
  QrStatus,
  RelateCard as SharedRelateCard,
  SocialBinding as SharedSocialBinding,
  UserView,
} from '@zhiyuan/shared';
import { http } from './client.ts';

export const SOCIAL_PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface ProfileInput {
  nickname?: string;
  sex?: number;
  province?: string;
  grade?: string;
  school?: string;
  subjects?: string[];
}

/** POST /user/edit: one's own profile. */
export const editProfile = (input: ProfileInput) => http.postJson<UserView>('/user/edit', input);

/** POST /user/modifyPass. */
export const modifyPass = (password: string, newPass: string) => http.post<null>('/user/modifyPass', { password, newPass });

/** POST /user/changeMobile with the code from sendEditMobileSms. */
export const changeMobile = (mobile: string, code: string) => http.post<UserView>('/user/changeMobile', { mobile, code });

/** POST /email/editEmail with the code from /email/sendEditCode. */
export const editEmail = (email: string, code: string) => http.post<UserView>('/email/editEmail', { email, code });

/** POST /user/deleteUser after re-entering the password. */
export const deleteAccount = (password: string) => http.post<null>('/user/deleteUser', { password });

/** The shared contract's, with the platform narrowed to those this site knows. */
export type SocialBinding = Omit<SharedSocialBinding, 'platform'> & { platform: SocialPlatform };
export type BindInfo = Omit<SharedBindInfo, 'socials'> & { socials: SocialBinding[] };

/** GET /user/bindInfo: masked mobile and e-mail, social bindings. */
export const bindInfo = () => http.get<BindInfo>('/user/bindInfo');

/** POST /relate/delByIds: unbind one's own social identity. */
export const unbindSocial = (id: string) => http.post<null>('/relate/delByIds', { ids: id });

/** Where the browser goes to start a social login (or binding, with the token). */
export const socialLoginUrl = (platform: SocialPlatform, bindToken?: string) =>
  `/api/social/${platform}/login${bindToken ? `?bind=1&accessToken=${encodeURIComponent(bindToken)}` : ''}`;

/** GET /social/getJWT: the one-time key from a social login → token. */
export const socialToken = (key: string) => http.get<string>('/social/getJWT', { JWTKey: key });

export type RelateCard = Omit<SharedRelateCard, 'platform'> & { platform: SocialPlatform };
export const relateCard = (relateKey: string) => http.get<RelateCard>('/social/relateCard', { relateKey });

/** POST /social/relate: bind by username + password (returns a token) or to the logged-in account. */
export const relate = (input: { relateKey: string; username?: string; password?: string; isLogin?: boolean }) =>
  http.post<string | null>('/social/relate', { ...input });

export type { QrStatus };

export const getLoginQr = () => http.get<LoginQrCode>('/auth/getLoginQRCode');
export const checkQr = (id: string, key: string) => http.get<QrLoginPoll>(`/auth/checkQRStatus/${encodeURIComponent(id)}`, { key });
export const scanQr = (id: string) => http.post<QrLoginScan>(`/auth/scanQRCode/${encodeURIComponent(id)}`);
export const confirmQr = (id: string) => http.post<QrLoginState>(`/auth/confirmQRLogin/${encodeURIComponent(id)}`);
export const cancelQr = (id: string) => http.post<QrLoginState>(`/auth/cancelQRLogin/${encodeURIComponent(id)}`);

/** GET /common/ip/province: province guessed from the IP (null when unknown); /common/ip/info is XBoot's string. */
export const ipInfo = () => http.get<{ ip: string; province: string | null }>('/common/ip/province');

/** GET /member/invite: my invite code, the register link's path and how many registered with it. */
export const myInvite = () => http.get<MyInvite>('/member/invite');
