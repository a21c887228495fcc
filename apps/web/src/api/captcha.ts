import { API_BASE } from './http.ts';
import { http } from './client.ts';

/** GET /common/captcha/init → captcha id (valid 2 minutes, one check). */
export const initCaptcha = () => http.get<string>('/common/captcha/init');

/** The image of a captcha (a PNG body, not an envelope), for an <img src>. */
export const captchaImageUrl = (captchaId: string) => `${API_BASE}/common/captcha/draw/${encodeURIComponent(captchaId)}`;

/** The image captcha a code send needs once an address has sent several (answer `captchaRequired`). */
export interface SendCaptcha {
  captchaId: string;
  code: string;
}

/** GET /common/captcha/sendLoginSms/{mobile}. */
export const sendLoginSms = (mobile: string, captcha?: SendCaptcha) =>
  http.get<null>(`/common/captcha/sendLoginSms/${encodeURIComponent(mobile)}`, { ...captcha });

/** GET /common/captcha/sendRegistSms/{mobile}. */
export const sendRegisterSms = (mobile: string, captcha?: SendCaptcha) =>
  http.get<null>(`/common/captcha/sendRegistSms/${encodeURIComponent(mobile)}`, { ...captcha });

/** GET /common/captcha/sendResetSms/{mobile}. */
export const sendResetSms = (mobile: string, captcha?: SendCaptcha) =>
  http.get<null>(`/common/captcha/sendResetSms/${encodeURIComponent(mobile)}`, { ...captcha });

/** GET /email/sendResetCode/{email}. */
export const sendResetEmail = (email: string, captcha?: SendCaptcha) => http.get<null>(`/email/sendResetCode/${encodeURIComponent(email)}`, { ...captcha });

/** GET /common/captcha/sendEditMobileSms/{mobile} (logged in; code tied to the caller). */
export const sendEditMobileSms = (mobile: string, captcha?: SendCaptcha) =>
  http.get<null>(`/common/captcha/sendEditMobileSms/${encodeURIComponent(mobile)}`, { ...captcha });

/** GET /email/sendEditCode/{email} (logged in). */
export const sendEditEmail = (email: string, captcha?: SendCaptcha) => http.get<null>(`/email/sendEditCode/${encodeURIComponent(email)}`, { ...captcha });
