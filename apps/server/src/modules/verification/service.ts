import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { notifySuperAdmins } from '../message/notify.ts';
import { RESEND_MS, type Channel } from './codes.ts';
import { NotConfiguredError, type Scene } from './delivery.ts';
import { contactOf, holderOf } from './repo.ts';

/** Fails with 400 unless the code is right; the right code is used up. `source` is the caller's address. */
export async function requireCode(
  app: FastifyInstance,
  channel: Channel,
  scene: Scene,
  target: string,
  code: string,
  owner: string | null = null,
  source = '',
) {
  const result = await app.codes.check(channel, scene, target, code, owner, source);
  if (result === 'tooManyTries') throw new AppError(400, 'codeTooManyTries');
  if (result !== 'ok') throw new AppError(400, 'codeWrong');
}

/**
 * Whether a code for this scene goes out: to registered numbers for login/reset, to free ones
 * for register/edit. The caller is never told which (no account enumeration): a number that
 * does not qualify gets nothing, and the answer is the same "sent". Only one's own current
 * number or address is named, to the signed-in owner.
 */
async function deliverable(app: FastifyInstance, channel: Channel, scene: Scene, target: string, owner: string | null): Promise<boolean> {
  if (owner) {
    const me = await contactOf(app.db, owner);
    const current = channel === 'sms' ? me?.mobile : me?.email?.toLowerCase();
    // One's own unverified number may be sent a code: that is how it gets verified.
    const unproved = channel === 'sms' && me?.mobileVerified === false;
    if (current && current === target.toLowerCase() && !unproved) throw new AppError(400, channel === 'sms' ? 'mobileSame' : 'emailSame');
  }
  const holder = await holderOf(app.db, channel, target, owner ?? undefined);
  return scene === 'login' || scene === 'reset' ? holder !== null : holder === null;
}

/** Tells every super admin, once an hour across instances, that the site's send cap was reached; never fails the request. */
async function alertSiteCap(app: FastifyInstance, req: FastifyRequest, cap: number) {
  try {
    if (!(await app.codes.firstSiteCapAlert())) return;
    req.log.warn({ cap }, 'verification codes: the hourly site cap is reached');
    await notifySuperAdmins(app, { title: t('zh-CN', 'siteSendCapAlertTitle'), content: t('zh-CN', 'siteSendCapAlert', { cap }) });
  } catch (error) {
    req.log.error({ err: error }, 'site send cap alert failed');
  }
}

/**
 * One send, its limits in this order: the per-IP gate (image captcha after 5 sends in an hour,
 * refused after 30), the site's hourly cap, the recipient's cool-down (60 s; 10 min once it has
 * had 10 sends today), the image captcha from the recipient's 4th send of the day, then delivery
 * when the recipient qualifies. A send that goes nowhere counts against the recipient's limits
 * like a delivered one, so the answers do not tell registered numbers apart.
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
  const available = channel === 'sms' ? await app.delivery.smsAvailable() : await app.delivery.emailAvailable();
  if (!available) throw new AppError(501, 'notConfigured', { featureKey: channel === 'sms' ? 'featureSms' : 'featureEmail' });
  const qualifies = await deliverable(app, channel, scene, target, owner);

  const cap = (await app.settings.read('other')).codeSendsPerHour;
  if (await app.codes.siteCapReached(cap)) {
    await alertSiteCap(app, req, cap);
    throw new AppError(429, 'siteSendCap');
  }
  const recipient = await app.codes.recipientGate(target);
  if (recipient.wait) throw new AppError(429, 'sendTooFrequent', { seconds: recipient.wait });
  // Asked before the slot is taken, so the captcha dialog's retry is not met by the cool-down.
  if (gate === 'captcha' || recipient.captcha) {
    if (!input.captchaId || !input.captchaCode) throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
    if (!(await app.captcha.verify(input.captchaId, input.captchaCode))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
  }
  if (await app.codes.claimSend(target, req.ip)) throw new AppError(429, 'sendTooFrequent', { seconds: RESEND_MS / 1000 });
  if (!qualifies) {
    req.log.info({ channel, scene }, 'verification code not sent: recipient does not qualify');
    return;
  }
  if (!(await app.codes.countSiteSend(cap))) {
    await app.codes.releaseSend(target);
    await alertSiteCap(app, req, cap);
    throw new AppError(429, 'siteSendCap');
  }

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
