import type { RegisterOptions, UserView } from '@zhiyuan/shared';
import { http } from './client.ts';

/**
 * Answer of a failed password login: after 3 failures on the account (or 10 from the network) the
 * server wants an image captcha; `retryAfter` seconds must pass before this account is tried again
 * from here (code 429 while they run). Nothing locks.
 */
export interface LoginFailure {
  captchaRequired?: boolean;
  retryAfter?: number;
}

export interface LoginInput {
  username: string;
  password: string;
  saveLogin: boolean;
  captchaId?: string;
  code?: string;
}

/** POST /auth/login → token string. */
export const login = (input: LoginInput) => http.post<string | LoginFailure>('/auth/login', { ...input });

/** POST /auth/smsLogin → token string. */
export const smsLogin = (input: { mobile: string; code: string; saveLogin: boolean }) => http.post<string>('/auth/smsLogin', { ...input });

export interface RegisterInput {
  username: string;
  password: string;
  mobile: string;
  /** SMS code from sendRegistSms: verifies the mobile number. */
  code?: string;
  /** Image captcha, once the server asks for it (registration without an SMS code). */
  captchaId?: string;
  captchaCode?: string;
  /** 邀请码 of the member whose link brought the visitor. */
  inviteCode?: string;
}

/** GET /auth/registerOptions. */
export const registerOptions = () => http.get<RegisterOptions>('/auth/registerOptions');

/** POST /auth/register → the new user (or `{ captchaRequired: true }` with the refusal). */
export const register = (input: RegisterInput) => http.post<UserView | LoginFailure>('/auth/register', { ...input });

/** POST /auth/logout: revokes the token. */
export const logout = () => http.post<null>('/auth/logout');

/** POST /auth/resetByMobile (may answer 501 while SMS is not configured). */
export const resetByMobile = (input: { mobile: string; code: string; password: string }) => http.post<null>('/auth/resetByMobile', { ...input });

/** POST /auth/resetByEmail (may answer 501 while e-mail is not configured). */
export const resetByEmail = (input: { email: string; code: string; password: string }) => http.post<null>('/auth/resetByEmail', { ...input });

/** GET /user/info. */
export const userInfo = () => http.get<UserView>('/user/info');
