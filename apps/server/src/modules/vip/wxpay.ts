import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/**
 * WeChat Pay API v3, the parts we speak (pure functions, no I/O):
 * - requests to WeChat carry `Authorization: WECHATPAY2-SHA256-RSA2048 …`, an RSA-SHA256 signature
 *   by the merchant key over `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`;
 * - notifications carry `Wechatpay-Timestamp/-Nonce/-Signature/-Serial`, an RSA-SHA256 signature by
 *   the platform key over `TIMESTAMP\nNONCE\nBODY\n`; the payment itself is in `resource`, encrypted
 *   with AEAD_AES_256_GCM under the merchant's APIv3 key.
 * The sandbox provider uses the same functions with a key pair of its own, so the code path that
 * checks a real notification is the one the tests exercise.
 */

/** A notification older (or newer) than this is refused as a replay. */
export const NOTIFY_MAX_SKEW_SECONDS = 300;

export interface NotificationHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  original_type: string;
  ciphertext: string;
  associated_data: string;
  nonce: string;
}

export interface NotificationBody {
  id: string;
  create_time: string;
  resource_type: 'encrypt-resource';
  event_type: string;
  summary: string;
  resource: EncryptedResource;
}

/** The decrypted `transaction` resource (fields we use). */
export interface WxTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_type: string;
  trade_state: string;
  trade_state_desc?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount: { total: number; payer_total?: number; currency: string; payer_currency?: string };
}

/** The decrypted `refund` resource of a REFUND.* notification (fields we use). */
export interface WxRefund {
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  out_refund_no: string;
  refund_id: string;
  /** SUCCESS, ABNORMAL (the bank refused: the merchant finishes it by hand) or CLOSED. */
  refund_status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  success_time?: string;
  user_received_account?: string;
  amount: { total: number; refund: number; payer_total?: number; payer_refund?: number };
}

export const rsaSign = (privateKeyPem: string, message: string): string => createSign('RSA-SHA256').update(message).sign(privateKeyPem, 'base64');

export const rsaVerify = (publicKeyPem: string, message: string, signature: string): boolean => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
};

const notifyMessage = (h: Pick<NotificationHeaders, 'timestamp' | 'nonce'>, body: string) => `${h.timestamp}\n${h.nonce}\n${body}\n`;

export function encryptResource(plaintext: string, apiV3Key: string, associatedData = 'transaction', originalType = 'transaction'): EncryptedResource {
  const nonce = randomBytes(6).toString('hex'); // 12 characters, as WeChat sends
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', original_type: originalType, ciphertext: data.toString('base64'), associated_data: associatedData, nonce };
}

/** Throws when the key, nonce, associated data or ciphertext do not match (GCM tag check). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * A verified notification: a payment's `transaction` (TRANSACTION.*) or a refund's `refund`
 * (REFUND.*), by its event type.
 */
export type VerifiedNotification =
  | { ok: true; kind: 'transaction'; event: NotificationBody; transaction: WxTransaction }
  | { ok: true; kind: 'refund'; event: NotificationBody; refund: WxRefund };
export type VerifyOutcome = VerifiedNotification | { ok: false; reason: 'headers' | 'stale' | 'serial' | 'signature' | 'body' | 'decrypt' };

/**
 * Checks a notification exactly as WeChat documents it: headers present, timestamp fresh,
 * serial of the platform key we hold, RSA signature over the raw body, then decrypts the resource.
 */
export function verifyNotification(
  headers: Partial<NotificationHeaders>,
  rawBody: string,
  keys: { platformPublicKey: string; platformSerialNo: string; apiV3Key: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): VerifyOutcome {
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'headers' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > NOTIFY_MAX_SKEW_SECONDS) return { ok: false, reason: 'stale' };
  if (serial !== keys.platformSerialNo) return { ok: false, reason: 'serial' };
  if (!rsaVerify(keys.platformPublicKey, notifyMessage({ timestamp, nonce }, rawBody), signature)) return { ok: false, reason: 'signature' };
  let event: NotificationBody;
  try {
    event = JSON.parse(rawBody) as NotificationBody;
    if (!event?.resource?.ciphertext) return { ok: false, reason: 'body' };
  } catch {
    return { ok: false, reason: 'body' };
  }
  let resource: unknown;
  try {
    resource = JSON.parse(decryptResource(event.resource, keys.apiV3Key));
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
  if (!resource || typeof resource !== 'object') return { ok: false, reason: 'body' };
  return String(event.event_type).startsWith('REFUND.')
    ? { ok: true, kind: 'refund', event, refund: resource as WxRefund }
    : { ok: true, kind: 'transaction', event, transaction: resource as WxTransaction };
}

type PlatformKeys = { platformPrivateKey: string; platformSerialNo: string; apiV3Key: string };

/** What the platform (WeChat, or our sandbox) sends: the signed headers and the exact body. */
function signedNotification(
  event: { type: string; summary: string; originalType: string; resource: object },
  keys: PlatformKeys,
  nowSeconds: number,
): { headers: Record<string, string>; body: string } {
  const notification: NotificationBody = {
    id: `EV-${randomBytes(10).toString('hex')}`,
    create_time: new Date(nowSeconds * 1000).toISOString(),
    resource_type: 'encrypt-resource',
    event_type: event.type,
    summary: event.summary,
    resource: encryptResource(JSON.stringify(event.resource), keys.apiV3Key, event.originalType, event.originalType),
  };
  const body = JSON.stringify(notification);
  const timestamp = String(nowSeconds);
  const nonce = randomBytes(16).toString('hex');
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': keys.platformSerialNo,
      'wechatpay-signature': rsaSign(keys.platformPrivateKey, notifyMessage({ timestamp, nonce }, body)),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}

/** A payment's notification (TRANSACTION.SUCCESS or .FAIL). */
export function buildNotification(transaction: WxTransaction, keys: PlatformKeys, nowSeconds = Math.floor(Date.now() / 1000)) {
  const success = transaction.trade_state === 'SUCCESS';
  return signedNotification(
    {
      type: success ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL',
      summary: success ? '支付成功' : '支付失败',
      originalType: 'transaction',
      resource: transaction,
    },
    keys,
    nowSeconds,
  );
}

const REFUND_SUMMARY: Record<WxRefund['refund_status'], string> = { SUCCESS: '退款成功', ABNORMAL: '退款异常', CLOSED: '退款关闭' };

/** A refund's notification (REFUND.SUCCESS, .ABNORMAL or .CLOSED), as WeChat sends it. */
export function buildRefundNotification(refund: WxRefund, keys: PlatformKeys, nowSeconds = Math.floor(Date.now() / 1000)) {
  return signedNotification(
    { type: `REFUND.${refund.refund_status}`, summary: REFUND_SUMMARY[refund.refund_status], originalType: 'refund', resource: refund },
    keys,
    nowSeconds,
  );
}

/** The Authorization header of a request from us to WeChat Pay. */
export function authorization(
  method: string,
  urlPath: string,
  body: string,
  merchant: { mchId: string; serialNo: string; privateKey: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const nonce = randomBytes(16).toString('hex');
  const signature = rsaSign(merchant.privateKey, `${method}\n${urlPath}\n${nowSeconds}\n${nonce}\n${body}\n`);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${nowSeconds}",serial_no="${merchant.serialNo}"`;
}
