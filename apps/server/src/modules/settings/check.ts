import { randomUUID } from 'node:crypto';
import type { MessageKey } from '../../lib/i18n.ts';
import { smtpTransport, tencentSmsCall } from '../verification/delivery.ts';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature } from '../verification/signing.ts';
import type { EmailSetting, SmsSetting } from './store.ts';

/**
 * 测试连接: each check really uses the credentials, and says what failed in words (a message key
 * and its parameters, translated by the route).
 */
export type CheckOutcome =
  | { ok: true; key: MessageKey }
  /** `fields`: message keys of the fields to fill in first (translated into `{fields}`). */
  | { ok: false; key: MessageKey; params?: Record<string, string>; fields?: MessageKey[] };

const passed = (key: MessageKey = 'checkOk'): CheckOutcome => ({ ok: true, key });
const failed = (key: MessageKey, params: Record<string, string> = {}): CheckOutcome => ({ ok: false, key, params });
const missing = (fields: (MessageKey | false)[]): CheckOutcome | null => {
  const absent = fields.filter((f): f is MessageKey => f !== false);
  return absent.length ? { ok: false, key: 'checkMissing', fields: absent } : null;
};

/** A network failure (no answer) in words: refused, unknown host, timeout. */
export function networkFailure(err: unknown, host: string): CheckOutcome {
  const e = err as { code?: string; cause?: { code?: string; message?: string }; name?: string; message?: string };
  const code = e.cause?.code ?? e.code ?? '';
  if (e.name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return failed('checkTimeout', { host });
  return failed('checkUnreachable', { host, detail: code || e.cause?.message || e.message || 'network error' });
}

/** Error codes of Aliyun's and Tencent's APIs → words. */
const PROVIDER_CODES: Record<string, MessageKey> = {
  'InvalidAccessKeyId.NotFound': 'checkKeyNotFound',
  'InvalidAccessKeyId.Inactive': 'checkKeyDisabled',
  SignatureDoesNotMatch: 'checkSignatureMismatch',
  'isv.SMS_SIGN_ILLEGAL': 'checkSignNameMissing',
  'isv.SMS_SIGNATURE_ILLEGAL': 'checkSignNameMissing',
  'Forbidden.RAM': 'checkNoPermission',
  'isp.RAM_PERMISSION_DENY': 'checkNoPermission',
  'AuthFailure.SecretIdNotFound': 'checkKeyNotFound',
  'AuthFailure.SignatureFailure': 'checkSignatureMismatch',
  'AuthFailure.UnauthorizedOperation': 'checkNoPermission',
  'FailedOperation.TemplateIdNotExist': 'checkTemplateMissing',
  'InvalidParameterValue.TemplateParameterFormatError': 'checkTemplateMissing',
};
const providerFailure = (code: string, detail: string) =>
  PROVIDER_CODES[code] ? failed(PROVIDER_CODES[code]) : failed('checkProvider', { code, detail: detail.slice(0, 200) });

/**
 * Aliyun: QuerySmsSign, a signed call answered without sending anything. It proves the AccessKey
 * pair and that the signature name (签名) exists and is approved.
 */
export async function checkAliyunSms(cfg: SmsSetting['aliyun'], now = new Date()): Promise<CheckOutcome> {
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
  let body: { Code?: string; Message?: string; SignStatus?: number };
  try {
    const res = await fetch(`${base}/?Signature=${aliyunPercentEncode(aliyunSignature(params, cfg.accessKeySecret))}&${aliyunCanonicalQuery(params)}`, { signal: AbortSignal.timeout(10_000) });
    body = (await res.json().catch(() => ({ Code: `HTTP ${res.status}` }))) as typeof body;
  } catch (err) {
    return networkFailure(err, new URL(base).host);
  }
  if (body.Code !== 'OK') return providerFailure(body.Code ?? '?', body.Message ?? '');
  // 0 审核中, 1 审核通过, 2 审核失败
  return body.SignStatus === 1 || body.SignStatus === undefined ? passed() : failed('checkSignNameMissing');
}

/**
 * Tencent: DescribeSmsTemplateList, a signed call answered without sending anything. It proves
 * the SecretId/SecretKey pair, the SdkAppId's account, and that the login template exists.
 */
export async function checkTencentSms(cfg: SmsSetting['tencent'], now = new Date()): Promise<CheckOutcome> {
  const absent = missing([!cfg.secretId && 'fieldSecretId', !cfg.secretKey && 'fieldSecretKey', !cfg.sdkAppId && 'fieldSdkAppId']);
  if (absent) return absent;
  const ids = Object.values(cfg.templates).filter((v) => /^\d{1,12}$/.test(v)).map(Number);
  const payload = JSON.stringify(ids.length ? { International: 0, TemplateIdSet: ids } : { International: 0, Limit: 1, Offset: 0 });
  let body: { Response?: { Error?: { Code: string; Message: string }; DescribeTemplateStatusSet?: { TemplateId: number }[] } };
  try {
    const res = await tencentSmsCall(cfg, 'DescribeSmsTemplateList', payload, now);
    body = (await res.json().catch(() => ({ Response: { Error: { Code: `HTTP ${res.status}`, Message: '' } } }))) as typeof body;
  } catch (err) {
    return networkFailure(err, new URL(cfg.endpoint || 'https://sms.tencentcloudapi.com').host);
  }
  const error = body.Response?.Error;
  if (error) return providerFailure(error.Code, error.Message);
  const found = new Set((body.Response?.DescribeTemplateStatusSet ?? []).map((s) => s.TemplateId));
  return ids.every((id) => found.has(id)) ? passed() : failed('checkTemplateMissing');
}

export function checkSms(setting: SmsSetting): Promise<CheckOutcome> | CheckOutcome {
  switch (setting.provider) {
    case 'none': return failed('checkNone');
    case 'outbox': return passed('checkOutbox');
    case 'aliyun': return checkAliyunSms(setting.aliyun);
    case 'tencent': return checkTencentSms(setting.tencent);
  }
}

/** SMTP: connect, TLS, and log in (nodemailer's verify), sending nothing. */
export async function checkEmail(setting: EmailSetting): Promise<CheckOutcome> {
  if (setting.provider === 'none') return failed('checkNone');
  if (setting.provider === 'outbox') return passed('checkOutbox');
  const cfg = setting.smtp;
  if (!cfg.host) return missing(['fieldSmtpHost'])!;
  const transport = smtpTransport(cfg);
  const where = `${cfg.host}:${cfg.port}`;
  try {
    await transport.verify();
    return passed();
  } catch (err) {
    const e = err as { code?: string; message?: string; responseCode?: number };
    if (e.code === 'EAUTH') return failed('checkAuthRefused');
    if (e.code === 'ETIMEDOUT') return failed('checkTimeout', { host: where });
    if (e.code === 'ETLS' || /ssl|tls|wrong version/i.test(e.message ?? '')) return failed('checkTlsFailed', { detail: (e.message ?? '').slice(0, 120) });
    return networkFailure(err, where);
  } finally {
    transport.close();
  }
}
