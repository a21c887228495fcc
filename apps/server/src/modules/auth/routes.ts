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
});

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
    const { code, ...input } = req.body;
    await assertUnique(app.db, { username: input.username });
    // With a real SMS provider the mobile must be verified; in outbox/none mode (development, a
    // fresh install without SMS) a code is checked when given (docs/decisions.md, Accounts).
    const { provider } = await app.settings.read('sms');
    if (!code && (provider === 'aliyun' || provider === 'tencent')) throw new AppError(400, 'codeRequired');
    if (code) await requireCode(app, 'sms', 'register', input.mobile, code, null, req.ip);
    // Whether a mobile or e-mail is taken is told only after the code proved the number is the
    // caller's (docs/decisions.md, "No account enumeration").
    await assertUnique(app.db, input);
    return ok(req, await register(app.db, input));
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
