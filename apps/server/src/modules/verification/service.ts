import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Channel } from './codes.ts';
import { NotConfiguredError, type Scene } from './delivery.ts';

/** Fails with 400 unless the code is right; the right code is used up. */
export async function requireCode(app: FastifyInstance, channel: Channel, scene: Scene, target: string, code: string, owner: string | null = null) {
  const result = await app.codes.check(channel, scene, target, code, owner);
  if (result === 'tooManyTries') throw new AppError(400, 'codeTooManyTries');
  if (result !== 'ok') throw new AppError(400, 'codeWrong');
}

async function userIdBy(app: FastifyInstance, channel: Channel, target: string, exceptId?: string) {
  const condition = channel === 'sms' ? eq(users.mobile, target) : sql`lower(${users.email}) = ${target.toLowerCase()}`;
  const [row] = await app.db.select({ id: users.id }).from(users).where(exceptId ? and(condition, ne(users.id, exceptId)) : condition).limit(1);
  return row?.id ?? null;
}

/** Who may receive a code for a scene: registered numbers for login/reset, free ones for register/edit. */
async function checkRecipient(app: FastifyInstance, channel: Channel, scene: Scene, target: string, owner: string | null) {
  const field = channel === 'sms' ? 'mobile' : 'email';
  if (scene === 'login' || scene === 'reset') {
    if (!(await userIdBy(app, channel, target))) throw new AppError(400, channel === 'sms' ? 'mobileNotRegistered' : 'emailNotRegistered');
    return;
  }
  if (await userIdBy(app, channel, target, owner ?? undefined)) throw fieldError(field, channel === 'sms' ? 'mobileTaken' : 'emailTaken');
  if (owner) {
    const [me] = await app.db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, owner)).limit(1);
    const current = channel === 'sms' ? me?.mobile : me?.email?.toLowerCase();
    if (current && current === target.toLowerCase()) throw new AppError(400, channel === 'sms' ? 'mobileSame' : 'emailSame');
  }
}

/**
 * One send: per-IP gate (image captcha after a few sends, hard cap), recipient rules,
 * 60-second and daily limits per recipient, then delivery by the configured provider.
 */
export async function sendCode(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { channel: Channel; scene: Scene; target: string; owner?: string | null; captchaId?: string; captchaCode?: string },
) {
  const { channel, scene, target } = input;
  const owner = input.owner ?? null;
  const gate = await app.codes.ipGate(req.ip);
  if (gate === 'blocked') throw new AppError(429, 'ipSendCap');
  if (gate === 'captcha') {
    if (!input.captchaId || !input.captchaCode) throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
    if (!(await app.captcha.verify(input.captchaId, input.captchaCode))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
  }
  const available = channel === 'sms' ? await app.delivery.smsAvailable() : await app.delivery.emailAvailable();
  if (!available) throw new AppError(501, 'notConfigured', { featureKey: channel === 'sms' ? 'featureSms' : 'featureEmail' });
  await checkRecipient(app, channel, scene, target, owner);

  const refused = await app.codes.claimSend(target, req.ip);
  if (refused === 'tooFrequent') throw new AppError(429, 'sendTooFrequent', { seconds: 60 });
  if (refused === 'dailyCap') throw new AppError(429, 'sendDailyCap');

  const code = await app.codes.issue(channel, scene, target, owner);
  try {
    if (channel === 'sms') await app.delivery.sms(target, scene as Exclude<Scene, 'editEmail'>, code);
    else await app.delivery.email(target, scene, code);
  } catch (error) {
    await app.codes.drop(channel, scene, target);
    await app.codes.releaseSend(target);
    if (error instanceof NotConfiguredError) throw new AppError(501, 'notConfigured', { featureKey: channel === 'sms' ? 'featureSms' : 'featureEmail' });
    req.log.warn({ channel, scene, err: (error as Error).message }, 'verification code delivery failed');
    throw new AppError(500, 'sendFailed');
  }
  req.log.info({ channel, scene }, 'verification code sent');
}
