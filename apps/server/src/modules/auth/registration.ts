import type { FastifyInstance } from 'fastify';
import type { UserView } from '@zhiyuan/shared';
import { AppError } from '../../lib/errors.ts';
import { requireCode } from '../verification/service.ts';
import { inviterOf, register } from './service.ts';
import { assertUnique } from '../user/accounts.ts';

/** Registrations without an SMS code from one IP per hour before the image captcha is required. */
export const REGISTER_CAPTCHA_AFTER = 5;
const HOUR_MS = 3_600_000;
export const REAL_SMS = new Set(['aliyun', 'tencent']);

export interface Registration {
  username: string;
  password: string;
  mobile: string;
  email?: string;
  /** 用户名 shown to others; the username when not given. */
  nickname?: string;
  /** 邀请码 of the member who invited (checked: an unknown code is refused by name). */
  inviteCode?: string;
}

export interface RegistrationProof {
  /** SMS code from sendRegistSms. */
  code?: string;
  /** Image captcha (/common/captcha/init), for a registration without an SMS code once asked for. */
  captchaId?: string;
  captchaCode?: string;
}

/**
 * One registration rule for every form that makes an account (/auth/register, XBoot's /user/regist):
 * - a real SMS provider: the code is required and proves the mobile;
 * - the development outbox: a code is checked when given, else the mobile stays unverified;
 * - SMS off: no code can have been sent, so none is looked at (XBoot's register page always sends
 *   one) and the mobile stays unverified;
 * - without a code, one IP registers a few accounts an hour before the image captcha is asked for
 *   (docs/decisions.md, issue 16 item 3).
 * Whether a mobile or e-mail is taken is told only after the code proved the number is the caller's
 * (docs/decisions.md, "No account enumeration"); an unverified number holds nothing.
 */
export async function registerAccount(app: FastifyInstance, ip: string, input: Registration, proof: RegistrationProof): Promise<UserView> {
  // The username (and the nickname) are shown to others: no stop word in them (modules/stop-word).
  app.stopWords.refuse('username', input.username);
  app.stopWords.refuse('nickname', input.nickname);
  await assertUnique(app.db, { username: input.username });
  const invitedBy = input.inviteCode ? await inviterOf(app.db, input.inviteCode) : null;
  const { provider } = await app.settings.read('sms');
  const code = provider === 'none' ? undefined : proof.code;
  if (!code && REAL_SMS.has(provider)) throw new AppError(400, 'codeRequired');
  const ipKey = `register:ip:${ip}`;
  if (code) await requireCode(app, 'sms', 'register', input.mobile, code, null, ip);
  else if (proof.captchaId || proof.captchaCode) {
    if (!(await app.captcha.verify(proof.captchaId, proof.captchaCode))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
  } else if (Number((await app.state.get(ipKey)) ?? 0) >= REGISTER_CAPTCHA_AFTER) {
    throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
  }
  await assertUnique(app.db, code ? input : { email: input.email });
  const user = await register(app.db, { ...input, invitedBy }, Boolean(code));
  if (!code) await app.state.incr(ipKey, HOUR_MS);
  return user;
}
