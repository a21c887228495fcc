import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { formBool, optionalText } from '../../lib/schema.ts';
import { emailField, mobileField, nicknameField, passwordField, usernameField } from '../../lib/account-fields.ts';
import { requireCode } from '../verification/service.ts';
import { REAL_SMS, REGISTER_CAPTCHA_AFTER, registerAccount } from './registration.ts';
import { authenticate, userByContact } from './service.ts';
import { resetPassword } from '../user/accounts.ts';
import { userViewSchema, type RegisterOptions } from '@zhiyuan/shared';
import { registerOptionsSchema } from '@zhiyuan/shared/schemas/identity';

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
  code: optionalText(16),
  /** Image captcha (/common/captcha/init), for a registration without an SMS code once asked for. */
  captchaId: optionalText(64),
  captchaCode: optionalText(16),
  /** 邀请码 of the member who invited (the site's register link ?invite=…). */
  inviteCode: optionalText(20),
});

/**
 * XBoot's register page (xboot-front src/views/regist.vue) posts `username, password, confirmPass,
 * mobile, code, passStrength`, form-encoded; XBoot's server binds its User, so `nickname` is taken too.
 */
const xbootRegisterBody = registerBody.extend({
  /** 确认密码: must equal `password`. */
  confirmPass: z.string().max(100).optional(),
  nickname: z.preprocess((v) => (v === '' ? undefined : v), nicknameField.optional()),
  /** The page's own 弱/中/强; the server stores the one it computes from the password. */
  passStrength: z.string().max(10).optional(),
});

export { REGISTER_CAPTCHA_AFTER };

const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'badFormat');
const smsLoginBody = z.object({ mobile: mobileField, code: smsCode, saveLogin: formBool.optional() });
const resetByMobileBody = z.object({ mobile: mobileField, code: smsCode, password: passwordField });
const resetByEmailBody = z.object({ email: emailField, code: smsCode, password: passwordField });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/auth/login', '/login'])
    app.post(
      path,
      {
        config: { auth: 'public', loginLog: true, rateLimit: { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: `Password login with username, mobile or e-mail (JSON or form)${path === '/login' ? '; the older XBoot path' : ''}; returns the access token`,
          body: loginBody,
          response: { 200: z.string() },
        },
      },
      async (req) => {
        const { username, password, saveLogin, captchaId, code } = req.body;
        const ip = req.ip;
        const user = await app.loginGuard.attempt({ account: username, ip, captchaId, code }, () => authenticate(app.db, username, password));
        if (user.status !== 0) throw new AppError(400, 'userDisabled', {}, { captchaRequired: false });
        const token = await app.tokens.issue(user.id, saveLogin ?? false, { ip, device: req.headers['user-agent'] });
        req.log.info({ userId: user.id }, 'login');
        return token;
      },
    );

  app.post(
    '/auth/register',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Register a student or parent account; with `code` (sendRegistSms) the mobile is verified',
        body: registerBody,
        response: { 200: userViewSchema },
      },
    },
    async (req) => {
      const { code, captchaId, captchaCode, ...input } = req.body;
      return await registerAccount(app, req.ip, input, { code, captchaId, captchaCode });
    },
  );

  app.post(
    '/user/regist',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          "Register (XBoot's path and register form): as /auth/register, plus `confirmPass` (must equal the password), `nickname`, and `passStrength` (taken, replaced by the server's own)",
        body: xbootRegisterBody,
        response: { 200: userViewSchema },
      },
    },
    async (req) => {
      const { code, captchaId, captchaCode, confirmPass, passStrength: _clientStrength, ...input } = req.body;
      if (confirmPass !== undefined && confirmPass !== input.password) throw fieldError('confirmPass', 'passwordMismatch');
      return await registerAccount(app, req.ip, input, { code, captchaId, captchaCode });
    },
  );

  app.get(
    '/auth/registerOptions',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'How this site registers and resets: whether an SMS code is required, optional (development outbox) or off, and which resets reach the user',
        response: { 200: registerOptionsSchema },
      },
    },
    async (): Promise<RegisterOptions> => {
      const [sms, email] = await Promise.all([app.settings.read('sms'), app.settings.read('email')]);
      const smsCode = REAL_SMS.has(sms.provider) ? 'required' : sms.provider === 'outbox' ? 'optional' : 'off';
      return {
        smsCode,
        /** Reset by an SMS code: only a real provider reaches the user (the outbox is read by the admin). */
        resetByMobile: REAL_SMS.has(sms.provider),
        /** Reset by an e-mail code: only with an SMTP server. */
        resetByEmail: email.provider === 'smtp',
        /** The image captcha is asked for once this IP has registered a few accounts without a code. */
        captchaAfter: REGISTER_CAPTCHA_AFTER,
      };
    },
  );

  app.post(
    '/auth/smsLogin',
    {
      config: { auth: 'public', loginLog: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with the mobile number and an SMS code (sendLoginSms); returns the access token',
        body: smsLoginBody,
        response: { 200: z.string() },
      },
    },
    async (req) => {
      const { mobile, code, saveLogin } = req.body;
      await requireCode(app, 'sms', 'login', mobile, code, null, req.ip);
      const user = await userByContact(app.db, 'sms', mobile);
      if (!user) throw new AppError(400, 'mobileNotRegistered');
      if (user.status !== 0) throw new AppError(400, 'userDisabled');
      const token = await app.tokens.issue(user.id, saveLogin ?? false, { ip: req.ip, device: req.headers['user-agent'] });
      req.log.info({ userId: user.id }, 'sms login');
      return token;
    },
  );

  for (const path of ['/auth/resetByMobile', '/user/resetByMobile'])
    app.post(
      path,
      {
        config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          summary: `Set a new password with an SMS code (sendResetSms); every session ends${path.startsWith('/user') ? ' (older XBoot path)' : ''}`,
          body: resetByMobileBody,
          response: { 200: z.null() },
        },
      },
      async (req) => {
        const { mobile, code, password } = req.body;
        await requireCode(app, 'sms', 'reset', mobile, code, null, req.ip);
        const user = await userByContact(app.db, 'sms', mobile);
        if (!user) throw new AppError(400, 'mobileNotRegistered');
        await resetPassword(app.db, user.id, password);
        await app.tokens.revokeUser(user.id);
        await app.loginGuard.recordSuccess(user.username);
        successMessage(req, 'passwordReset');
        return null;
      },
    );

  app.post(
    '/auth/resetByEmail',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an e-mail code (/email/sendResetCode); every session ends',
        body: resetByEmailBody,
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { code, password } = req.body;
      const email = req.body.email.toLowerCase();
      await requireCode(app, 'email', 'reset', email, code, null, req.ip);
      const user = await userByContact(app.db, 'email', email);
      if (!user) throw new AppError(400, 'emailNotRegistered');
      await resetPassword(app.db, user.id, password);
      await app.tokens.revokeUser(user.id);
      await app.loginGuard.recordSuccess(user.username);
      successMessage(req, 'passwordReset');
      return null;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: z.null() } },
    },
    async (req) => {
      if (req.auth) await app.tokens.revoke(req.auth.tokenId);
      successMessage(req, 'logoutOk');
      return null;
    },
  );
};

export default authRoutes;
