import { randomUUID } from 'node:crypto';
import net from 'node:net';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import type { EmailSetting, SettingsStore, SmsSetting } from '../settings/store.ts';
import { insertOutboxMessage } from './delivery-repo.ts';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature, tc3Authorization } from './signing.ts';

export type Scene = 'login' | 'register' | 'reset' | 'editMobile' | 'editEmail';

const SCENE_ZH: Record<Scene, string> = {
  login: '登录',
  register: '注册',
  reset: '重置密码',
  editMobile: '更换手机号',
  editEmail: '绑定邮箱',
};

export class DeliveryError extends Error {}
export class NotConfiguredError extends Error {}

const smsText = (scene: Scene, code: string) => `【志愿通】您的${SCENE_ZH[scene]}验证码是 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`;

/** Aliyun Dysmsapi SendSms (RPC style, HMAC-SHA1 signature). */
export async function sendAliyunSms(
  cfg: SmsSetting['aliyun'],
  mobile: string,
  templateCode: string,
  code: string,
  now = new Date(),
  nonce: string = randomUUID(),
) {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const signature = aliyunSignature(params, cfg.accessKeySecret);
  const url = `${cfg.endpoint || 'https://dysmsapi.aliyuncs.com'}/?Signature=${aliyunPercentEncode(signature)}&${aliyunCanonicalQuery(params)}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
  if (body.Code !== 'OK') throw new DeliveryError(`aliyun: ${body.Code ?? res.status} ${body.Message ?? ''}`);
}

/**
 * One signed call of Tencent Cloud SMS (API 3.0, TC3-HMAC-SHA256): SendSms, or 测试连接's
 * DescribeSmsTemplateList (which passes a guarded `send`, lib/outbound.ts).
 */
export async function tencentSmsCall(
  cfg: SmsSetting['tencent'],
  action: string,
  payload: string,
  now = new Date(),
  send: typeof fetch = fetch,
): Promise<Response> {
  const host = 'sms.tencentcloudapi.com';
  const timestamp = Math.floor(now.getTime() / 1000);
  const { authorization } = tc3Authorization({ secretId: cfg.secretId, secretKey: cfg.secretKey, service: 'sms', host, timestamp, payload });
  return send(cfg.endpoint || `https://${host}`, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
    headers: {
      Authorization: authorization,
      'Content-Type': 'application/json; charset=utf-8',
      Host: host,
      'X-TC-Action': action,
      'X-TC-Version': '2021-01-11',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Region': cfg.region || 'ap-guangzhou',
    },
    body: payload,
  });
}

/** Tencent Cloud SMS SendSms. */
export async function sendTencentSms(cfg: SmsSetting['tencent'], mobile: string, templateId: string, code: string, now = new Date()) {
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${mobile}`],
    SmsSdkAppId: cfg.sdkAppId,
    SignName: cfg.signName,
    TemplateId: templateId,
    TemplateParamSet: [code, '5'],
  });
  const res = await tencentSmsCall(cfg, 'SendSms', payload, now);
  const body = (await res.json().catch(() => ({}))) as {
    Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string }[] };
  };
  const error = body.Response?.Error;
  const status = body.Response?.SendStatusSet?.[0];
  if (error || status?.Code !== 'Ok')
    throw new DeliveryError(`tencent: ${error?.Code ?? status?.Code ?? res.status} ${error?.Message ?? status?.Message ?? ''}`);
}

/**
 * The SMTP transport of a setting (also used by 测试连接, settings-admin/check.ts, which passes `address`:
 * an address of cfg.host it checked, connected to as it is, the certificate still checked for cfg.host).
 */
export const smtpTransport = (cfg: EmailSetting['smtp'], address?: string) =>
  nodemailer.createTransport({
    host: address ?? cfg.host,
    ...(address && !net.isIP(cfg.host) ? { tls: { servername: cfg.host } } : {}),
    port: cfg.port,
    secure: cfg.secure,
    auth: cfg.username ? { user: cfg.username, pass: cfg.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });

export async function sendSmtpMail(cfg: EmailSetting['smtp'], to: string, subject: string, text: string) {
  const transport = smtpTransport(cfg);
  try {
    await transport.sendMail({ from: cfg.from || cfg.username, to, subject, text });
  } finally {
    transport.close();
  }
}

/**
 * A notice e-mail (not a code) through the given e-mail setting: the outbox keeps it, SMTP sends it,
 * `none` drops it. The caller picks the setting (a change of delivery is told through the old one).
 */
export async function sendNotice(db: Db, setting: EmailSetting, to: string, subject: string, text: string): Promise<void> {
  if (setting.provider === 'outbox') await insertOutboxMessage(db, { channel: 'email', recipient: to, scene: 'notice', subject, body: text });
  if (setting.provider === 'smtp' && setting.smtp.host) await sendSmtpMail(setting.smtp, to, subject, text);
}

/** Sends a verification code by the configured provider. */
export function deliveryService(db: Db, settings: SettingsStore) {
  const toOutbox = (channel: 'sms' | 'email', recipient: string, scene: Scene, subject: string, body: string) =>
    insertOutboxMessage(db, { channel, recipient, scene, subject, body });

  return {
    async smsAvailable(): Promise<boolean> {
      return (await settings.read('sms')).provider !== 'none';
    },
    async emailAvailable(): Promise<boolean> {
      return (await settings.read('email')).provider !== 'none';
    },
    async sms(mobile: string, scene: Exclude<Scene, 'editEmail'>, code: string): Promise<void> {
      const cfg = await settings.read('sms');
      switch (cfg.provider) {
        case 'none':
          throw new NotConfiguredError('sms');
        case 'outbox':
          await toOutbox('sms', mobile, scene, '', smsText(scene, code));
          return;
        case 'aliyun': {
          const template = cfg.aliyun.templates[scene];
          if (!cfg.aliyun.accessKeyId || !template) throw new NotConfiguredError('sms');
          await sendAliyunSms(cfg.aliyun, mobile, template, code);
          return;
        }
        case 'tencent': {
          const template = cfg.tencent.templates[scene];
          if (!cfg.tencent.secretId || !template) throw new NotConfiguredError('sms');
          await sendTencentSms(cfg.tencent, mobile, template, code);
        }
      }
    },
    async email(address: string, scene: Scene, code: string): Promise<void> {
      const cfg = await settings.read('email');
      const subject = `【志愿通】${SCENE_ZH[scene]}验证码`;
      const text = `您好：\n\n您正在${SCENE_ZH[scene]}，验证码为 ${code}，5 分钟内有效，且只能使用一次。\n如非本人操作，请忽略本邮件。\n\n志愿通`;
      switch (cfg.provider) {
        case 'none':
          throw new NotConfiguredError('email');
        case 'outbox':
          await toOutbox('email', address, scene, subject, text);
          return;
        case 'smtp':
          if (!cfg.smtp.host) throw new NotConfiguredError('email');
          await sendSmtpMail(cfg.smtp, address, subject, text);
      }
    },
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
