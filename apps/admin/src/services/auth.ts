import type { UserView } from '@zhiyuan/shared';
import { apiUrl, http } from './http';

export interface LoginInput {
  username: string;
  password: string;
  saveLogin: boolean;
  captchaId?: string;
  code?: string;
}

/**
 * Wrong credentials answer code 400 with this result: the captcha is required after 3 failures
 * on the account (or 10 from the network); `retryAfter` seconds must pass before this account is
 * tried again from here (code 429 while they run). Nothing locks.
 */
export interface LoginFailure {
  captchaRequired?: boolean;
  retryAfter?: number;
}

/** POST /auth/login → access token. Errors are shown by the login form itself. */
export function login(input: LoginInput): Promise<string> {
  return http.post<string>('/auth/login', { ...input }, { silent: true });
}

export function logout(): Promise<null> {
  return http.post<null>('/auth/logout', {}, { silent: true });
}

export function getUserInfo(): Promise<UserView> {
  return http.get<UserView>('/user/info');
}

/** GET /common/captcha/init → captcha id (the code expires after 2 minutes, one check). */
export function initCaptcha(): Promise<string> {
  return http.get<string>('/common/captcha/init', undefined, { silent: true });
}

/** The PNG image of a captcha (not an envelope, so it is used as an <img> source). */
export function captchaImageUrl(captchaId: string): string {
  return apiUrl(`/common/captcha/draw/${encodeURIComponent(captchaId)}`);
}
