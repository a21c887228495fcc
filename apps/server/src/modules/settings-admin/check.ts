import { randomUUID } from 'node:crypto';
import type { MessageKey } from '../../lib/i18n.ts';
import { guardedFetch, networkFailureOf, resolveAllowed, type Allowance } from '../../lib/outbound.ts';
import { smtpTransport, tencentSmsCall } from '../verification/delivery.ts';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature } from '../verification/signing.ts';
import { SECRET_MASK, type EmailSetting, type SmsSetting } from '../settings/store.ts';

/**
 * 测试连接: each check really uses the credentials, and says what failed in a few fixed words (a
 * message key, translated by the route). Nothing the far end sends (its body, code, message or HTTP
 * status) and no error text is ever shown: the check must not become a way to read or map what the
 * server can reach. Connections go only to allowed addresses (lib/outbound.ts) and follow no redirect.
 */
export type CheckOutcome =
  | { ok: true; key: MessageKey }
  /** `params.host`: the host as the admin typed it; `fields`: message keys of the fields to fill in first (translated into `{fields}`). */
  | { ok: false; key: MessageKey; params?: Record<string, string>; fields?: MessageKey[] };

const passed = (key: MessageKey = 'checkOk'): CheckOutcome => ({ ok: true, key });
const failed = (key: MessageKey, params: Record<string, string> = {}): CheckOutcome => ({ ok: false, key, params });
const missing = (fields: (MessageKey | false)[]): CheckOutcome | null => {
  const absent = fields.filter((f): f is MessageKey => f !== false);
  return absent.length ? { ok: false, key: 'checkMissing', fields: absent } : null;
};

/** A failed connection in words: not allowed, unreachable, timed out, TLS, or `notService` (anything else). */
function unreached(err: unknown, host: string, notService: MessageKey): CheckOutcome {
  switch (networkFailureOf(err)) {
    case 'address':
      return failed('checkAddressRefused', { host });
    case 'unreachable':
      return failed('checkUnreachable', { host });
    case 'timeout':
      return failed('checkTimeout', { host });
    case 'tls':
      return failed('checkTlsFailed');
    default:
      return failed(notService, { host });
  }
}

/**
 * Where each provider's secret goes, per setting: every field of its section but the secret and
 * these (which change what is checked, not who receives the secret). A new field counts as a
 * destination until it is listed here.
 */
const HARMLESS: Record<string, Record<string, readonly string[]>> = {
  email: { smtp: ['secure', 'from'] },
  sms: { aliyun: ['signName', 'templates'], tencent: ['sdkAppId', 'signName', 'templates'] },
  oss: { s3: ['prefix'] },
};
const SECRET_OF: Record<string, string> = { smtp: 'password', aliyun: 'accessKeySecret', tencent: 'secretKey', s3: 'secretKey' };

/**
 * A check of unsaved values that leaves the secret masked (or blank) while sending it somewhere
 * else than the saved setting does (host, port, user, endpoint, region, key id, bucket…) would hand
 * the stored secret to a host of the editor's choice: the field to re-type (`smtp.password`), or null.
 */
export function secretSentElsewhere(key: string, input: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  const section = String(input.provider);
  const harmless = HARMLESS[key]?.[section];
  if (!harmless) return null;
  const sent = (input[section] ?? {}) as Record<string, unknown>;
  const saved = (stored[section] ?? {}) as Record<string, unknown>;
  const secret = SECRET_OF[section];
  if (sent[secret] !== SECRET_MASK && sent[secret] !== '' && sent[secret] !== undefined) return null;
  const moved = Object.keys({ ...sent, ...saved })
    .filter((field) => field !== secret && !harmless.includes(field))
    .some((field) => JSON.stringify(sent[field] ?? null) !== JSON.stringify(saved[field] ?? null));
  return moved ? `${section}.${secret}` : null;
}

/** Error codes of Aliyun's and Tencent's APIs → words; any other code is "not an answer we know". */
const PROVIDER_CODES: Record<string, MessageKey> = {
  'InvalidAccessKeyId.NotFound': 'checkKeyNotFound',
  'InvalidAccessKeyId.Inactive': 'checkKeyDisabled',
  SignatureDoesNotMatch: 'checkSignatureMismatch',
  IncompleteSignature: 'checkSignatureMismatch',
  'isv.SMS_SIGN_ILLEGAL': 'checkSignNameMissing',
  'isv.SMS_SIGNATURE_ILLEGAL': 'checkSignNameMissing',
  'Forbidden.RAM': 'checkNoPermission',
  'isp.RAM_PERMISSION_DENY': 'checkNoPermission',
  'AuthFailure.SecretIdNotFound': 'checkKeyNotFound',
  'AuthFailure.InvalidSecretId': 'checkKeyNotFound',
  'AuthFailure.SignatureFailure': 'checkSignatureMismatch',
  'AuthFailure.UnauthorizedOperation': 'checkNoPermission',
  'FailedOperation.TemplateIdNotExist': 'checkTemplateMissing',
  'InvalidParameterValue.TemplateParameterFormatError': 'checkTemplateMissing',
};
const providerFailure = (code: unknown) => failed(typeof code === 'string' && Object.hasOwn(PROVIDER_CODES, code) ? PROVIDER_CODES[code] : 'checkNotSms');

/** The JSON body of a provider's answer; null for a redirect or anything that is not JSON. */
async function jsonOf<T>(res: Response): Promise<T | null> {
  if (res.status >= 300 && res.status < 400) return null;
  const body: unknown = await res.json().catch(() => null);
  return body && typeof body === 'object' ? (body as T) : null;
}

/**
 * Aliyun: QuerySmsSign, a signed call answered without sending anything. It proves the AccessKey
 * pair and that the signature name (签名) exists and is approved.
 */
export async function checkAliyunSms(cfg: SmsSetting['aliyun'], allow: Allowance, now = new Date()): Promise<CheckOutcome> {
  const absent = missing([!cfg.accessKeyId && 'fieldAccessKeyId', !cfg.accessKeySecret && 'fieldAccessKeySecret', !cfg.signName && 'fieldSignName']);
  if (absent) return absent;
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'QuerySmsSign',
    Format: 'JSON',
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const base = cfg.endpoint || 'https://dysmsapi.aliyuncs.com';
  const host = new URL(base).host;
  const guarded = guardedFetch(allow);
  let body: { Code?: unknown; SignStatus?: unknown } | null;
  try {
    const res = await guarded.fetch(`${base}/?Signature=${aliyunPercentEncode(aliyunSignature(params, cfg.accessKeySecret))}&${aliyunCanonicalQuery(params)}`, {
      signal: AbortSignal.timeout(10_000),
    });
    body = await jsonOf(res);
  } catch (err) {
    return unreached(err, host, 'checkNotSms');
  } finally {
    await guarded.close();
  }
  if (body?.Code !== 'OK') return providerFailure(body?.Code);
  // 0 审核中, 1 审核通过, 2 审核失败
  return body.SignStatus === 1 || body.SignStatus === undefined ? passed() : failed('checkSignNameMissing');
}

/**
 * Tencent: DescribeSmsTemplateList, a signed call answered without sending anything. It proves
 * the SecretId/SecretKey pair, the SdkAppId's account, and that the login template exists.
 */
export async function checkTencentSms(cfg: SmsSetting['tencent'], allow: Allowance, now = new Date()): Promise<CheckOutcome> {
  const absent = missing([!cfg.secretId && 'fieldSecretId', !cfg.secretKey && 'fieldSecretKey', !cfg.sdkAppId && 'fieldSdkAppId']);
  if (absent) return absent;
  const ids = Object.values(cfg.templates)
    .filter((v) => /^\d{1,12}$/.test(v))
    .map(Number);
  const payload = JSON.stringify(ids.length ? { International: 0, TemplateIdSet: ids } : { International: 0, Limit: 1, Offset: 0 });
  const host = new URL(cfg.endpoint || 'https://sms.tencentcloudapi.com').host;
  const guarded = guardedFetch(allow);
  let body: { Response?: { Error?: { Code?: unknown }; DescribeTemplateStatusSet?: unknown } } | null;
  try {
    body = await jsonOf(await tencentSmsCall(cfg, 'DescribeSmsTemplateList', payload, now, guarded.fetch));
  } catch (err) {
    return unreached(err, host, 'checkNotSms');
  } finally {
    await guarded.close();
  }
  const answer = body?.Response;
  if (!answer) return failed('checkNotSms');
  if (answer.Error) return providerFailure(answer.Error.Code);
  if (!Array.isArray(answer.DescribeTemplateStatusSet)) return failed('checkNotSms');
  const found = new Set(answer.DescribeTemplateStatusSet.map((s: { TemplateId?: unknown }) => s?.TemplateId));
  return ids.every((id) => found.has(id)) ? passed() : failed('checkTemplateMissing');
}

export function checkSms(setting: SmsSetting, allow: Allowance): Promise<CheckOutcome> | CheckOutcome {
  switch (setting.provider) {
    case 'none':
      return failed('checkNone');
    case 'outbox':
      return passed('checkOutbox');
    case 'aliyun':
      return checkAliyunSms(setting.aliyun, allow);
    case 'tencent':
      return checkTencentSms(setting.tencent, allow);
  }
}

/** SMTP: connect (to a checked address of the host), TLS, and log in (nodemailer's verify), sending nothing. */
export async function checkEmail(setting: EmailSetting, allow: Allowance): Promise<CheckOutcome> {
  if (setting.provider === 'none') return failed('checkNone');
  if (setting.provider === 'outbox') return passed('checkOutbox');
  const cfg = setting.smtp;
  if (!cfg.host) return missing(['fieldSmtpHost'])!;
  const host = `${cfg.host}:${cfg.port}`;
  let address: string;
  try {
    [{ address }] = await resolveAllowed(cfg.host, allow);
  } catch (err) {
    return unreached(err, host, 'checkNotSmtp');
  }
  const transport = smtpTransport(cfg, address);
  try {
    await transport.verify();
    return passed();
  } catch (err) {
    if ((err as { code?: string }).code === 'EAUTH') return failed('checkAuthRefused');
    return unreached(err, host, 'checkNotSmtp');
  } finally {
    transport.close();
  }
}
