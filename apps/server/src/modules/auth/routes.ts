import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { formBool, optionalText } from '../../lib/schema.ts';
import { emailField, mobileField, passwordField, usernameField } from '../user/rules.ts';
import { CAPTCHA_AFTER_FAILURES, LOGIN_WINDOW_MS } from './login-guard.ts';
import { authenticate, register } from './service.ts';

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
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/login', {
    config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Password login with username, mobile or e-mail; returns the access token', body: loginBody },
  }, async (req) => {
    const { username, password, saveLogin, captchaId, code } = req.body;
    const ip = req.ip;
    if (await app.loginGuard.isLocked(username, ip)) {
      throw new AppError(429, 'locked', { minutes: LOGIN_WINDOW_MS / 60_000 }, { captchaRequired: true });
    }
    if ((await app.loginGuard.failures(username, ip)) >= CAPTCHA_AFTER_FAILURES) {
      if (!captchaId || !code) throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
      if (!(await app.captcha.verify(captchaId, code))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
    }
    const user = await authenticate(app.db, username, password);
    if (!user) {
      const left = await app.loginGuard.recordFailure(username, ip);
      if (left === 0) throw new AppError(429, 'locked', { minutes: LOGIN_WINDOW_MS / 60_000 }, { captchaRequired: true });
      const failures = await app.loginGuard.failures(username, ip);
      const result = { captchaRequired: failures >= CAPTCHA_AFTER_FAILURES };
      throw left <= 3 ? new AppError(400, 'loginFailedLeft', { left }, result) : new AppError(400, 'loginFailed', {}, result);
    }
    if (user.status !== 0) throw new AppError(400, 'userDisabled', {}, { captchaRequired: false });
    await app.loginGuard.recordSuccess(username);
    const token = await app.tokens.issue(user.id, saveLogin ?? false, { ip, device: req.headers['user-agent'] });
    req.log.info({ userId: user.id }, 'login');
    return ok(req, token);
  });

  app.post('/auth/register', {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Register a student or parent account', body: registerBody },
  }, async (req) => ok(req, await register(app.db, req.body)));

  app.post('/auth/logout', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'Revoke the current token' },
  }, async (req) => {
    if (req.auth) await app.tokens.revoke(req.auth.tokenId);
    return ok(req, null, 'logoutOk');
  });
};

export default authRoutes;
