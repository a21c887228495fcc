import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** What the API shows instead of a stored secret. Sending it back keeps the stored value. */
export const SECRET_MASK = '******';

const text = (max = 200) => z.string().trim().max(max).default('');
const secret = z.string().max(500).default('');
const url = z.string().trim().max(500).regex(/^(https?:\/\/\S+)?$/, 'badFormat').default('');
const templates = z.object({ login: text(60), register: text(60), reset: text(60), editMobile: text(60) }).default({ login: '', register: '', reset: '', editMobile: '' });

export const smsSettingSchema = z.object({
  /** outbox: stored for the administrator to read (development); none: SMS disabled. */
  provider: z.enum(['none', 'outbox', 'aliyun', 'tencent']),
  aliyun: z.object({
    accessKeyId: text(),
    accessKeySecret: secret,
    signName: text(40),
    templates,
    /** Override of https://dysmsapi.aliyuncs.com (tests, private gateways). */
    endpoint: url,
  }).default({ accessKeyId: '', accessKeySecret: '', signName: '', templates: { login: '', register: '', reset: '', editMobile: '' }, endpoint: '' }),
  tencent: z.object({
    secretId: text(),
    secretKey: secret,
    sdkAppId: text(40),
    signName: text(40),
    region: text(40),
    templates,
    endpoint: url,
  }).default({ secretId: '', secretKey: '', sdkAppId: '', signName: '', region: '', templates: { login: '', register: '', reset: '', editMobile: '' }, endpoint: '' }),
});
export type SmsSetting = z.infer<typeof smsSettingSchema>;

export const emailSettingSchema = z.object({
  provider: z.enum(['none', 'outbox', 'smtp']),
  smtp: z.object({
    host: text(),
    port: z.coerce.number().int().min(1).max(65535).default(465),
    /** TLS from the start (465); false → STARTTLS when offered (587/25). */
    secure: z.boolean().default(true),
    username: text(),
    password: secret,
    /** Sender, e.g. "志愿通 <noreply@example.com>"; defaults to the username. */
    from: text(),
  }).default({ host: '', port: 465, secure: true, username: '', password: '', from: '' }),
});
export type EmailSetting = z.infer<typeof emailSettingSchema>;

export const SOCIAL_PLATFORMS = ['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

const socialClient = z.object({
  enabled: z.boolean().default(false),
  clientId: text(),
  clientSecret: secret,
  /** Endpoint overrides; empty → the platform's public endpoints. */
  authorizeUrl: url,
  tokenUrl: url,
  userInfoUrl: url,
  scope: text(200),
});
const emptyClient = { enabled: false, clientId: '', clientSecret: '', authorizeUrl: '', tokenUrl: '', userInfoUrl: '', scope: '' };
export const socialSettingSchema = z.object({
  /** Public origin of this site for redirect_uri, e.g. https://zhiyuan.example.com; empty → from the request. */
  publicOrigin: url,
  ...Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialClient.default(emptyClient)])) as Record<SocialPlatform, z.ZodDefault<typeof socialClient>>,
});
export type SocialSetting = z.infer<typeof socialSettingSchema>;
export type SocialClientSetting = z.infer<typeof socialClient>;

/** The secret fields of each setting (paths into the object). */
const SECRETS: Record<string, string[][]> = {
  sms: [['aliyun', 'accessKeySecret'], ['tencent', 'secretKey']],
  email: [['smtp', 'password']],
  social: SOCIAL_PLATFORMS.map((p) => [p, 'clientSecret']),
};

const getPath = (o: Record<string, unknown>, path: string[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);
function setPath(o: Record<string, unknown>, path: string[], value: unknown) {
  let cur = o;
  for (const k of path.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
  cur[path[path.length - 1]] = value;
}

export type SettingKey = 'sms' | 'email' | 'social';
const SCHEMAS = { sms: smsSettingSchema, email: emailSettingSchema, social: socialSettingSchema } as const;
type SettingOf<K extends SettingKey> = z.infer<(typeof SCHEMAS)[K]>;

/** Settings with defaults: outbox delivery outside production, nothing configured in production. */
export function settingsStore(db: Db, env: 'development' | 'production' | 'test') {
  const defaults = (key: SettingKey): Record<string, unknown> => {
    if (key === 'sms' || key === 'email') return { provider: env === 'production' ? 'none' : 'outbox' };
    return {};
  };

  async function read<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    const parsed = SCHEMAS[key].safeParse(row?.value ?? defaults(key));
    return (parsed.success ? parsed.data : SCHEMAS[key].parse(defaults(key))) as SettingOf<K>;
  }

  return {
    read,
    /** For the API: every secret replaced by the mask (or empty when none is stored). */
    async masked<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
      const value = structuredClone(await read(key)) as Record<string, unknown>;
      for (const path of SECRETS[key]) setPath(value, path, getPath(value, path) ? SECRET_MASK : '');
      return value as SettingOf<K>;
    },
    /** Saves a validated setting; a secret sent back as the mask keeps the stored one. */
    async write<K extends SettingKey>(key: K, input: SettingOf<K>): Promise<void> {
      const current = (await read(key)) as Record<string, unknown>;
      const value = structuredClone(input) as Record<string, unknown>;
      for (const path of SECRETS[key]) if (getPath(value, path) === SECRET_MASK) setPath(value, path, getPath(current, path) ?? '');
      await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value, updateTime: new Date() } });
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
