import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { formBool, optionalText } from '../../lib/schema.ts';
import { emailField, mobileField, passwordField, usernameField } from '../user/rules.ts';
import { requireCode } from '../verification/service.ts';
import { assertUnique, authenticate, register, resetPassword, userByContact } from './service.ts';

const loginBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
  saveLogin: formBool.optional(),
  captchaId: optionalText(64),
  code: optionalText(16),
});

const registerBody = z.object({
  username: usernameField,
  password: passwordField,
  mobile: mobileField,
  email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
  /** SMS code from sendRegistSms; when given, the mobile number is verified with it. */
  code: optionalText(8),
  /** Image captcha (/common/captcha/init), for a registration without an SMS code once asked for. */
  captchaId: optionalText(64),
  captchaCode: optionalText(16),
});

/** Registrations without an SMS code from one IP per hour before the image captcha is required. */
export const REGISTER_CAPTCHA_AFTER = 5;
const HOUR_MS = 3_600_000;
const REAL_SMS = new Set(['aliyun', 'tencent']);

const smsCode = z.string().trim().regex(/^\d{6}$/, 'badFormat');
const smsLoginBody = z.object({ mobile: mobileField, code: smsCode, saveLogin: formBool.optional() });
const resetByMobileBody = z.object({ mobile: mobileField, code: smsCode, password: passwordField });
const resetByEmailBody = z.object({ email: emailField, code: smsCode, password: passwordField });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/auth/login', '/login']) app.post(path, {
    config: { auth: 'public', loginLog: true, rateLimit: { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: `Password login with username, mobile or e-mail (JSON or form)${path === '/login' ? '; the older XBoot path' : ''}; returns the access token`, body: loginBody },
  }, async (req) => {
    const { username, password, saveLogin, captchaId, code } = req.body;
    const ip = req.ip;
    const user = await app.loginGuard.attempt({ account: username, ip, captchaId, code }, () => authenticate(app.db, username, password));
    if (user.status !== 0) throw new AppError(400, 'userDisabled', {}, { captchaRequired: false });
    const token = await app.tokens.issue(user.id, saveLogin ?? false, { ip, device: req.headers['user-agent'] });
    req.log.info({ userId: user.id }, 'login');
    return ok(req, token);
  });

  for (const path of ['/auth/register', '/user/regist']) app.post(path, {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: `Register a student or parent account; with \`code\` (sendRegistSms) the mobile is verified${path === '/user/regist' ? ' (older XBoot path)' : ''}`, body: registerBody },
  }, async (req) => {
    const { code, captchaId, captchaCode, ...input } = req.body;
    // The username is the new account's first nickname: no stop word in it (modules/stop-word).
    app.stopWords.refuse('username', input.username);
    await assertUnique(app.db, { username: input.username });
    // With a real SMS provider the mobile must be verified; without one (none, or the development
    // outbox) a code is checked when given, and otherwise the account is made with the mobile
    // unverified, behind the image captcha once this IP has made a few (docs/decisions.md, issue 16 item 3).
    const { provider } = await app.settings.read('sms');
    if (!code && REAL_SMS.has(provider)) throw new AppError(400, 'codeRequired');
    const ipKey = `register:ip:${req.ip}`;
    if (code) await requireCode(app, 'sms', 'register', input.mobile, code, null, req.ip);
    else if (captchaId || captchaCode) {
      if (!(await app.captcha.verify(captchaId, captchaCode))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
    } else if (Number((await app.state.get(ipKey)) ?? 0) >= REGISTER_CAPTCHA_AFTER) {
      throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
    }
    // Whether a mobile or e-mail is taken is told only after the code proved the number is the
    // caller's (docs/decisions.md, "No account enumeration"); an unverified number holds nothing.
    await assertUnique(app.db, code ? input : { email: input.email });
    const user = await register(app.db, input, Boolean(code));
    if (!code) await app.state.incr(ipKey, HOUR_MS);
    return ok(req, user);
  });

  app.get('/auth/registerOptions', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'How this site registers and resets: whether an SMS code is required, optional (development outbox) or off, and which resets reach the user' },
  }, async (req) => {
    const [sms, email] = await Promise.all([app.settings.read('sms'), app.settings.read('email')]);
    const smsCode = REAL_SMS.has(sms.provider) ? 'required' : sms.provider === 'outbox' ? 'optional' : 'off';
    return ok(req, {
      smsCode,
      /** Reset by an SMS code: only a real provider reaches the user (the outbox is read by the admin). */
      resetByMobile: REAL_SMS.has(sms.provider),
      /** Reset by an e-mail code: only with an SMTP server. */
      resetByEmail: email.provider === 'smtp',
      /** The image captcha is asked for once this IP has registered a few accounts without a code. */
      captchaAfter: REGISTER_CAPTCHA_AFTER,
    });
  });

  app.post('/auth/smsLogin', {
    config: { auth: 'public', loginLog: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Log in with the mobile number and an SMS code (sendLoginSms); returns the access token', body: smsLoginBody },
  }, async (req) => {
    const { mobile, code, saveLogin } = req.body;
    await requireCode(app, 'sms', 'login', mobile, code, null, req.ip);
    const user = await userByContact(app.db, 'sms', mobile);
    if (!user) throw new AppError(400, 'mobileNotRegistered');
    if (user.status !== 0) throw new AppError(400, 'userDisabled');
    const token = await app.tokens.issue(user.id, saveLogin ?? false, { ip: req.ip, device: req.headers['user-agent'] });
    req.log.info({ userId: user.id }, 'sms login');
    return ok(req, token);
  });

  for (const path of ['/auth/resetByMobile', '/user/resetByMobile']) app.post(path, {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: `Set a new password with an SMS code (sendResetSms); every session ends${path.startsWith('/user') ? ' (older XBoot path)' : ''}`, body: resetByMobileBody },
  }, async (req) => {
    const { mobile, code, password } = req.body;
    await requireCode(app, 'sms', 'reset', mobile, code, null, req.ip);
    const user = await userByContact(app.db, 'sms', mobile);
    if (!user) throw new AppError(400, 'mobileNotRegistered');
    await resetPassword(app.db, user.id, password);
    await app.tokens.revokeUser(user.id);
    await app.loginGuard.recordSuccess(user.username);
    return ok(req, null, 'passwordReset');
  });

  app.post('/auth/resetByEmail', {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Set a new password with an e-mail code (/email/sendResetCode); every session ends', body: resetByEmailBody },
  }, async (req) => {
    const { code, password } = req.body;
    const email = req.body.email.toLowerCase();
    await requireCode(app, 'email', 'reset', email, code, null, req.ip);
    const user = await userByContact(app.db, 'email', email);
    if (!user) throw new AppError(400, 'emailNotRegistered');
    await resetPassword(app.db, user.id, password);
    await app.tokens.revokeUser(user.id);
    await app.loginGuard.recordSuccess(user.username);
    return ok(req, null, 'passwordReset');
  });

  app.post('/auth/logout', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'Revoke the current token' },
  }, async (req) => {
    if (req.auth) await app.tokens.revoke(req.auth.tokenId);
    return ok(req, null, 'logoutOk');
  });
};

export default authRoutes;
