import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PaySettingView } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { SettingRows } from '../settings/store.ts';
import { authorization } from './wxpay.ts';

/**
 * WeChat Pay settings, stored in the `setting` table under `pay.weixin` (secrets never leave the
 * server: no route returns them and nothing logs them).
 * - mode `live`: the merchant's keys talk to api.mch.weixin.qq.com;
 * - mode `sandbox`: a local provider with a key pair and APIv3 key of its own (kept under
 *   `pay.weixin.sandbox`, made on first use so every instance shares them) takes the "payment"
 *   and sends a notification signed and encrypted exactly like WeChat's;
 * - mode `off`: ordering and paying answer 501.
 * Sandbox payment makes members for nothing, so it needs the operator's PAY_SANDBOX=1 on the
 * server: then it is the mode while no setting is stored, and a stored `sandbox` counts; without
 * it a stored `sandbox` counts as `off` and the default is `off` (every NODE_ENV). An admin
 * account alone cannot turn free membership on.
 */
export const PAY_SETTING_KEY = 'pay.weixin';
/** What the admin API shows instead of a stored secret (the settings module's convention). */
export const SECRET_MASK = '******';
const SANDBOX_KEY = 'pay.weixin.sandbox';

const text = (max = 200) => z.string().trim().max(max).default('');
export const paySettingSchema = z.object({
  mode: z.enum(['off', 'sandbox', 'live']),
  appId: text(64),
  mchId: text(32),
  /** APIv3 key: 32 characters, decrypts notifications. */
  apiV3Key: z.string().max(64).default(''),
  merchantSerialNo: text(64),
  merchantPrivateKey: z.string().max(8000).default(''),
  platformSerialNo: text(64),
  platformPublicKey: z.string().max(8000).default(''),
  /** Public URL WeChat posts notifications to, e.g. https://example.com/api/pay/notify/weixin. */
  notifyUrl: text(500),
  apiBase: z.string().trim().max(200).default('https://api.mch.weixin.qq.com'),
});
export type PaySetting = z.infer<typeof paySettingSchema>;

const sandboxSchema = z.object({
  apiV3Key: z.string(),
  platformPrivateKey: z.string(),
  platformPublicKey: z.string(),
  platformSerialNo: z.string(),
});
export type SandboxKeys = z.infer<typeof sandboxSchema>;

export const SANDBOX_MCH_ID = '1900000109';
export const SANDBOX_APP_ID = 'wxsandbox0000000';

/** Keys in effect: what notifications are checked against and what orders are placed with. */
export interface ActivePay {
  mode: 'off' | 'sandbox' | 'live';
  appId: string;
  mchId: string;
  apiV3Key: string;
  platformSerialNo: string;
  platformPublicKey: string;
  /** sandbox only: the "platform" signs its notifications with this. */
  sandbox?: SandboxKeys;
  live?: PaySetting;
}

/** `rows`: the setting table through the settings store, which seals the keys at rest (settings/store.ts). */
export function payConfig(rows: SettingRows, sandboxAllowed: boolean) {
  let sandboxCache: SandboxKeys | undefined;

  const readRow = (key: string, via?: Db) => rows.get(key, via);

  async function sandboxKeys(via?: Db): Promise<SandboxKeys> {
    if (sandboxCache) return sandboxCache;
    const stored = sandboxSchema.safeParse(await readRow(SANDBOX_KEY, via));
    if (stored.success) return (sandboxCache = stored.data);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const fresh: SandboxKeys = {
      apiV3Key: randomBytes(16).toString('hex'),
      platformPrivateKey: privateKey,
      platformPublicKey: publicKey,
      platformSerialNo: randomBytes(20).toString('hex').toUpperCase(),
    };
    // Two instances racing: the first row wins and both read it back.
    await rows.putIfAbsent(SANDBOX_KEY, fresh);
    return (sandboxCache = sandboxSchema.parse(await readRow(SANDBOX_KEY)));
  }

  return {
    sandboxAllowed,

    /** For the admin: the stored setting with the APIv3 key and merchant private key masked. */
    async masked(): Promise<PaySettingView> {
      const parsed = paySettingSchema.safeParse(await readRow(PAY_SETTING_KEY));
      const value = parsed.success ? parsed.data : paySettingSchema.parse({ mode: sandboxAllowed ? 'sandbox' : 'off' });
      return {
        ...value,
        apiV3Key: value.apiV3Key ? SECRET_MASK : '',
        merchantPrivateKey: value.merchantPrivateKey ? SECRET_MASK : '',
        effectiveMode: (await this.active()).mode,
        sandboxAllowed,
      };
    },

    /** The stored setting, secrets open (null when none is stored). */
    async stored(): Promise<PaySetting | null> {
      const parsed = paySettingSchema.safeParse(await readRow(PAY_SETTING_KEY));
      return parsed.success ? parsed.data : null;
    },

    /** What saving `input` would store: a secret sent back as the mask keeps the stored one. */
    async merge(input: PaySetting): Promise<PaySetting> {
      const current = await this.stored();
      return {
        ...input,
        apiV3Key: input.apiV3Key === SECRET_MASK ? (current?.apiV3Key ?? '') : input.apiV3Key,
        merchantPrivateKey: input.merchantPrivateKey === SECRET_MASK ? (current?.merchantPrivateKey ?? '') : input.merchantPrivateKey,
      };
    },

    /** Saves the setting (merged as `merge` does). */
    async write(input: PaySetting): Promise<void> {
      await rows.put(PAY_SETTING_KEY, await this.merge(input));
    },

    /** `via`: read inside the caller's transaction (a refund settled in a workflow step). */
    async active(via?: Db): Promise<ActivePay> {
      const parsed = paySettingSchema.safeParse(await readRow(PAY_SETTING_KEY, via));
      const setting = parsed.success ? parsed.data : null;
      const mode = setting?.mode ?? (sandboxAllowed ? 'sandbox' : 'off');
      if (mode === 'sandbox' && sandboxAllowed) {
        const keys = await sandboxKeys(via);
        return {
          mode,
          appId: SANDBOX_APP_ID,
          mchId: SANDBOX_MCH_ID,
          apiV3Key: keys.apiV3Key,
          platformSerialNo: keys.platformSerialNo,
          platformPublicKey: keys.platformPublicKey,
          sandbox: keys,
        };
      }
      if (mode === 'live' && setting && setting.apiV3Key && setting.merchantPrivateKey && setting.platformPublicKey && setting.mchId && setting.appId) {
        return {
          mode,
          appId: setting.appId,
          mchId: setting.mchId,
          apiV3Key: setting.apiV3Key,
          platformSerialNo: setting.platformSerialNo,
          platformPublicKey: setting.platformPublicKey,
          live: setting,
        };
      }
      return { mode: 'off', appId: '', mchId: '', apiV3Key: '', platformSerialNo: '', platformPublicKey: '' };
    },
  };
}

export type PayConfig = ReturnType<typeof payConfig>;

export interface NativeOrder {
  outTradeNo: string;
  description: string;
  /** fen */
  total: number;
  expireTime: Date;
}

/** A POST to WeChat Pay's API v3 signed as the merchant: the HTTP status and the JSON answer ({} when none). */
async function postSigned<T>(
  setting: PaySetting,
  urlPath: string,
  payload: object,
  fetchImpl: typeof fetch,
): Promise<{ ok: boolean; status: number; json: T }> {
  const body = JSON.stringify(payload);
  const res = await fetchImpl(setting.apiBase.replace(/\/$/, '') + urlPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: authorization('POST', urlPath, body, { mchId: setting.mchId, serialNo: setting.merchantSerialNo, privateKey: setting.merchantPrivateKey }),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { ok: res.ok, status: res.status, json: (await res.json().catch(() => ({}))) as T };
}

/** 统一下单 (native): POST /v3/pay/transactions/native → code_url for the QR code. */
export async function createNativeLive(setting: PaySetting, order: NativeOrder, fetchImpl: typeof fetch = fetch): Promise<string> {
  const { ok, status, json } = await postSigned<{ code_url?: string; code?: string }>(
    setting,
    '/v3/pay/transactions/native',
    {
      appid: setting.appId,
      mchid: setting.mchId,
      description: order.description,
      out_trade_no: order.outTradeNo,
      time_expire: order.expireTime.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      notify_url: setting.notifyUrl,
      amount: { total: order.total, currency: 'CNY' },
    },
    fetchImpl,
  );
  if (!ok || !json.code_url) throw new Error(`weixin native order failed: HTTP ${status} ${json.code ?? ''}`);
  return json.code_url;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  /** fen: the order's whole amount, refunded whole. */
  total: number;
}

/**
 * 申请退款: POST /v3/refund/domestic/refunds; the provider's refund status (SUCCESS or PROCESSING,
 * whose result comes as a REFUND.* notification to the setting's notify URL).
 */
export async function createRefundLive(setting: PaySetting, refund: RefundRequest, fetchImpl: typeof fetch = fetch): Promise<string> {
  const { ok, status, json } = await postSigned<{ status?: string; code?: string }>(
    setting,
    '/v3/refund/domestic/refunds',
    {
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      reason: refund.reason.slice(0, 80),
      ...(setting.notifyUrl ? { notify_url: setting.notifyUrl } : {}),
      amount: { refund: refund.total, total: refund.total, currency: 'CNY' },
    },
    fetchImpl,
  );
  if (!ok || !json.status || json.status === 'ABNORMAL' || json.status === 'CLOSED')
    throw new Error(`weixin refund failed: HTTP ${status} ${json.code ?? json.status ?? ''}`);
  return json.status;
}
