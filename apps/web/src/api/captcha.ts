import { API_BASE } from './http.ts';
import { http } from './client.ts';

/** GET /common/captcha/init → captcha id (valid 2 minutes, one check). */
export const initCaptcha = () => http.get<string>('/common/captcha/init');

/** The image of a captcha (an SVG body, not an envelope), for an <img src>. */
export const captchaImageUrl = (captchaId: string) => `${API_BASE}/common/captcha/draw/${encodeURIComponent(captchaId)}`;

/** GET /common/captcha/sendLoginSms/{mobile}. */
export const sendLoginSms = (mobile: string) => http.get<null>(`/common/captcha/sendLoginSms/${encodeURIComponent(mobile)}`);

/** GET /common/captcha/sendRegistSms/{mobile}. */
export const sendRegisterSms = (mobile: string) =>
  http.get<null>(`/common/captcha/sendRegistSms/${encodeURIComponent(mobile)}`);

/** GET /common/captcha/sendResetSms/{mobile}. */
export const sendResetSms = (mobile: string) => http.get<null>(`/common/captcha/sendResetSms/${encodeURIComponent(mobile)}`);

/** GET /email/sendResetCode/{email}. */
export const sendResetEmail = (email: string) => http.get<null>(`/email/sendResetCode/${encodeURIComponent(email)}`);
