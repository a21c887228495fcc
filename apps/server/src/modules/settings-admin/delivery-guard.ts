import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALIYUN_SMS_REGIONS, S3_VENDOR_REGIONS, TENCENT_SMS_REGIONS, WXPAY_API_BASES, type VendorRegion } from '@zhiyuan/shared/vendor-endpoints';
import { logText } from '../../lib/audit.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { verifyPassword } from '../user/password.ts';
import { notifySuperAdmins, superAdmins } from '../message/notify.ts';
import { sendNotice } from '../verification/delivery.ts';
import { confirmingHashOf, insertSysLog } from './repo.ts';
import { SECRET_FIELDS, type EmailSetting } from '../settings/store.ts';

/**
 * 投递与身份设置: the fields of a setting that decide where verification codes, keys, files and
 * logins go. Whoever may change them can have a full admin's reset code sent to a server of its own,
 * so a change needs the power to see the secrets (sys:setting:secret) and a fresh password
 * confirmation; it is written to the operation log with the old and new values (secrets only as
 * changed / set / cleared) and told to every super admin, by inbox and by e-mail through the e-mail
 * setting as it was before the change.
 */
export const DELIVERY_FIELDS = {
  sms: [
    'provider',
    'aliyun.accessKeyId',
    'aliyun.accessKeySecret',
    'aliyun.endpoint',
    'tencent.secretId',
    'tencent.secretKey',
    'tencent.sdkAppId',
    'tencent.region',
    'tencent.endpoint',
  ],
  email: ['provider', 'smtp.host', 'smtp.port', 'smtp.secure', 'smtp.username', 'smtp.password'],
  social: ['publicOrigin', '*.enabled', '*.clientId', '*.clientSecret', '*.authorizeUrl', '*.tokenUrl', '*.userInfoUrl'],
  oss: ['provider', 'local.dir', 's3.vendor', 's3.endpoint', 's3.region', 's3.bucket', 's3.accessKey', 's3.secretKey', 's3.forcePathStyle', 's3.prefix'],
  other: ['domain', 'adminDomain'],
  pay: ['mode', 'appId', 'mchId', 'apiV3Key', 'merchantSerialNo', 'merchantPrivateKey', 'platformSerialNo', 'platformPublicKey', 'notifyUrl', 'apiBase'],
} as const;
export type GuardedSetting = keyof typeof DELIVERY_FIELDS;

/** How long a password confirmation lets its session change delivery settings. */
export const CONFIRM_TTL_MS = 5 * 60_000;
/** Wrong confirmations a user may make in CONFIRM_TTL_MS before waiting (their own session only). */
export const CONFIRM_MAX_WRONG = 5;

/** One changed field; a secret's values are never kept, only what happened to it. */
export interface DeliveryChange {
  field: string;
  before: string;
  after: string;
}

/** Leaves of a JSON value, path → value. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  } else {
    out.set(path.join('.'), value);
  }
  return out;
}

const matches = (pattern: string, path: string) => {
  const p = pattern.split('.');
  const q = path.split('.');
  return p.length === q.length && p.every((part, i) => part === '*' || part === q[i]);
};

/** The delivery fields that differ between the stored setting and the one about to be saved. */
export function deliveryChanges(key: string, before: unknown, after: unknown): DeliveryChange[] {
  const patterns: readonly string[] = (DELIVERY_FIELDS as Record<string, readonly string[]>)[key] ?? [];
  if (!patterns.length) return [];
  const old = leaves(before);
  const now = leaves(after);
  const changes: DeliveryChange[] = [];
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    if (!patterns.some((p) => matches(p, field))) continue;
    const a = old.get(field) ?? '';
    const b = now.get(field) ?? '';
    if (String(a) === String(b)) continue;
    if (SECRET_FIELDS.has(field.split('.').at(-1)!)) {
      changes.push({ field, before: a ? '(已设置)' : '(未设置)', after: b ? (a ? '(已更换)' : '(已设置)') : '(已清除)' });
    } else {
      changes.push({ field, before: String(a), after: String(b) });
    }
  }
  return changes;
}

const listed = (list: VendorRegion[], endpoint: string) => endpoint === '' || list.some((r) => r.endpoint === endpoint);

/**
 * Vendor endpoints come from the vendor's published regions; anything else (MinIO, a private gateway,
 * a test server) needs SETTINGS_CUSTOM_ENDPOINTS on the server. Throws a 400 naming the field; an
 * S3 vendor's endpoint is set from its region.
 */
export function assertListedEndpoints(key: string, value: Record<string, unknown>, allowCustom: boolean): void {
  if (allowCustom) return;
  const refuse = (field: string) => fieldError(field, 'endpointNotListed');
  const v = value as Record<string, Record<string, string>>;
  if (key === 'sms') {
    if (!listed(ALIYUN_SMS_REGIONS, v.aliyun?.endpoint ?? '')) throw refuse('aliyun.endpoint');
    if (!listed(TENCENT_SMS_REGIONS, v.tencent?.endpoint ?? '')) throw refuse('tencent.endpoint');
    const region = v.tencent?.region ?? '';
    if (region && !TENCENT_SMS_REGIONS.some((r) => r.id === region)) throw refuse('tencent.region');
  }
  if (key === 'social') {
    for (const [platform, client] of Object.entries(v)) {
      if (typeof client !== 'object' || client === null) continue;
      for (const f of ['authorizeUrl', 'tokenUrl', 'userInfoUrl']) if (client[f]) throw refuse(`${platform}.${f}`);
    }
  }
  if (key === 'oss' && value.provider === 's3') {
    const s3 = v.s3 ?? {};
    const list = S3_VENDOR_REGIONS[s3.vendor as keyof typeof S3_VENDOR_REGIONS];
    if (!list) throw refuse('s3.vendor');
    const region = list.find((r) => r.id === s3.region);
    if (!region) throw refuse('s3.region');
    if (s3.endpoint !== '' && s3.endpoint !== region.endpoint) throw refuse('s3.endpoint');
    // The region decides the endpoint (the SDK would send an empty one to AWS).
    s3.endpoint = region.endpoint;
  }
  if (key === 'pay' && !WXPAY_API_BASES.includes(String(value.apiBase ?? ''))) throw refuse('apiBase');
}

/** Text as HTML text (the inbox renders HTML; the sanitizer cleans it again on save and render). */
const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The guard of one app: confirmations kept in the shared state, so every instance honours them. */
export function deliveryGuard(app: FastifyInstance) {
  const sessionKey = (req: FastifyRequest) => `sudo:${createHash('sha256').update(tokenOf(req)).digest('hex')}`;
  const wrongKey = (userId: string) => `sudo:wrong:${userId}`;

  return {
    /** Checks the caller's password and lets this session change delivery settings for CONFIRM_TTL_MS. */
    async confirm(req: FastifyRequest, password: string): Promise<{ validSeconds: number }> {
      const userId = req.auth!.userId;
      // Only the session's own holder can spend these tries, so nobody is locked out by another.
      if (Number((await app.state.get(wrongKey(userId))) ?? 0) >= CONFIRM_MAX_WRONG) throw new AppError(429, 'confirmTooManyTries');
      const me = await confirmingHashOf(app.db, userId);
      if (!me || !(await verifyPassword(me.hash, password))) {
        await app.state.incr(wrongKey(userId), CONFIRM_TTL_MS);
        throw fieldError('password', 'confirmPasswordWrong');
      }
      await app.state.del(wrongKey(userId));
      await app.state.set(sessionKey(req), '1', CONFIRM_TTL_MS);
      return { validSeconds: CONFIRM_TTL_MS / 1000 };
    },

    /** Refuses a change of delivery fields without sys:setting:secret or a fresh confirmation. */
    async authorize(req: FastifyRequest, changes: DeliveryChange[]): Promise<void> {
      const fields = changes
        .map((c) => c.field)
        .slice(0, 5)
        .join(', ');
      if (!(await req.permissionCodes()).has('sys:setting:secret')) throw new AppError(403, 'deliveryNeedsSecretPermission', { fields });
      if (!(await app.state.get(sessionKey(req)))) throw new AppError(403, 'deliveryNeedsConfirmation', { fields }, { confirmPassword: true });
    },

    /**
     * Saves `after` over `before` through `store`: a change of delivery fields is authorized first
     * (then the endpoints checked), and logged and announced after. The one flow of every guarded
     * setting (settings/routes.ts, WeChat Pay in vip/admin-routes.ts).
     */
    async save(
      req: FastifyRequest,
      key: GuardedSetting,
      before: unknown,
      after: Record<string, unknown>,
      store: () => Promise<void>,
      emailBefore: () => Promise<EmailSetting>,
    ): Promise<void> {
      const changes = deliveryChanges(key, before, after);
      if (changes.length) await this.authorize(req, changes);
      assertListedEndpoints(key, after, app.config.SETTINGS_CUSTOM_ENDPOINTS);
      // Read before the store: the warning about a redirected SMTP host goes through the old setting.
      const mailer = changes.length ? await emailBefore() : null;
      await store();
      if (mailer) await this.announce(req, key, changes, mailer);
    },

    /**
     * Writes the change to the operation log and tells every super admin: an inbox message, and an
     * e-mail through `emailBefore` (the e-mail setting before this change, so a redirected SMTP host
     * cannot swallow the warning about itself).
     */
    async announce(req: FastifyRequest, key: GuardedSetting, changes: DeliveryChange[], emailBefore: EmailSetting): Promise<void> {
      const who = req.auth!;
      const lines = changes.map((c) => `${key}.${c.field}: ${c.before || '(空)'} → ${c.after || '(空)'}`);
      await insertSysLog(app.db, {
        id: newId(),
        logType: 0,
        name: logText(`修改投递与身份设置（${key}）`),
        requestUrl: logText(req.url.split('?')[0]),
        requestType: req.method,
        requestParam: logText(JSON.stringify({ changes: lines })),
        userId: who.userId,
        username: logText(who.username, 100),
        ip: logText(req.ip ?? '', 100),
        success: true,
        resultCode: 200,
      });
      const title = `投递与身份设置已被修改（${key}）`;
      const text = `${who.username}（IP ${req.ip}）修改了「${key}」设置：\n${lines.join('\n')}\n\n如非预期，请立即检查系统配置并修改相关账号的密码。`;
      try {
        await notifySuperAdmins(app, {
          title,
          content: text
            .split('\n')
            .map((l) => `<p>${escapeText(l)}</p>`)
            .join(''),
        });
      } catch (err) {
        req.log.error({ err }, 'delivery change: inbox notice failed');
      }
      for (const { email } of await superAdmins(app)) {
        if (!email) continue;
        try {
          await sendNotice(app.db, emailBefore, email, `【志愿通】${title}`, text);
        } catch (err) {
          req.log.warn({ err: (err as Error).message }, 'delivery change: e-mail notice failed');
        }
      }
    },
  };
}
export type DeliveryGuard = ReturnType<typeof deliveryGuard>;
