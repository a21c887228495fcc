import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { emailField, mobileField, passwordField } from '../user/rules.ts';

/**
 * SMS and e-mail verification calls of the spec. No SMS or mail provider is configured yet, so
 * after validating the input they answer code 501 (not configured) — the XBoot convention the
 * clients already handle — instead of pretending a code was sent. Rate limits apply already.
 */
const notConfigured = (feature: 'SMS' | 'EMAIL') => () => {
  throw new AppError(501, 'notConfigured', { featureKey: feature === 'SMS' ? 'featureSms' : 'featureEmail' });
};
const sendLimit = { max: 5, timeWindow: '1 minute' };

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const scene of ['sendLoginSms', 'sendRegistSms', 'sendResetSms', 'sendEditMobileSms'] as const) {
    app.get(`/common/captcha/${scene}/:mobile`, {
      config: { auth: scene === 'sendEditMobileSms' ? 'user' : 'public', rateLimit: sendLimit },
      schema: { tags: ['auth'], summary: `Send an SMS code (${scene}); 501 until an SMS provider is configured`, params: z.object({ mobile: mobileField }) },
    }, notConfigured('SMS'));
  }
  for (const scene of ['sendResetCode', 'sendEditCode'] as const) {
    app.get(`/email/${scene}/:email`, {
      config: { auth: scene === 'sendEditCode' ? 'user' : 'public', rateLimit: sendLimit },
      schema: { tags: ['auth'], summary: `Send an e-mail code (${scene}); 501 until mail is configured`, params: z.object({ email: emailField }) },
    }, notConfigured('EMAIL'));
  }
  app.post('/auth/smsLogin', {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'SMS login; 501 until an SMS provider is configured', body: z.object({ mobile: mobileField, code: z.string().trim().min(4).max(8) }) },
  }, notConfigured('SMS'));
  app.post('/auth/resetByMobile', {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Reset the password with an SMS code; 501 until SMS is configured', body: z.object({ mobile: mobileField, code: z.string().trim().min(4).max(8), password: passwordField }) },
  }, notConfigured('SMS'));
  app.post('/auth/resetByEmail', {
    config: { auth: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: { tags: ['auth'], summary: 'Reset the password with an e-mail code; 501 until mail is configured', body: z.object({ email: emailField, code: z.string().trim().min(4).max(8), password: passwordField }) },
  }, notConfigured('EMAIL'));
};

export default verificationRoutes;
