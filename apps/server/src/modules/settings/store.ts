import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { isSealed, loadSettingsKey, secretBox, type SecretBox } from '../../lib/secret-box.ts';

/** What the API shows instead of a stored secret. Sending it back keeps the stored value. */
export const SECRET_MASK = '******';

const text = (max = 200) => z.string().trim().max(max).default('');
const secret = z.string().max(500).default('');
const url = z.string().trim().max(500).regex(/^(https?:\/\/\S+)?$/, 'badFormat').default('');
const templates = z.strictObject({ login: text(60), register: text(60), reset: text(60), editMobile: text(60) }).default({ login: '', register: '', reset: '', editMobile: '' });

export const smsSettingSchema = z.strictObject({
  /** outbox: stored for the administrator to read (development); none: SMS disabled. */
  provider: z.enum(['none', 'outbox', 'aliyun', 'tencent']),
  aliyun: z.strictObject({
    accessKeyId: text(),
    accessKeySecret: secret,
    signName: text(40),
    templates,
    /** Override of https://dysmsapi.aliyuncs.com (tests, private gateways). */
    endpoint: url,
  }).default({ accessKeyId: '', accessKeySecret: '', signName: '', templates: { login: '', register: '', reset: '', editMobile: '' }, endpoint: '' }),
  tencent: z.strictObject({
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

export const emailSettingSchema = z.strictObject({
  provider: z.enum(['none', 'outbox', 'smtp']),
  smtp: z.strictObject({
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

const socialClient = z.strictObject({
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
export const socialSettingSchema = z.strictObject({
  /** Public origin of this site for redirect_uri, e.g. https://zhiyuan.example.com; empty → from the request. */
  publicOrigin: url,
  ...Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialClient.default(emptyClient)])) as Record<SocialPlatform, z.ZodDefault<typeof socialClient>>,
});
export type SocialSetting = z.infer<typeof socialSettingSchema>;
export type SocialClientSetting = z.infer<typeof socialClient>;

/**
 * Secret fields of the setting table, by name wherever they sit in a setting's JSON (SMS, e-mail,
 * social login, WeChat Pay and its sandbox): encrypted at rest, masked in every admin answer.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'accessKeySecret', 'secretKey', 'clientSecret', 'apiV3Key', 'merchantPrivateKey', 'platformPrivateKey']);

/** A copy of `value` with every string under a secret name replaced by `fn(secret, path)`. */
function mapSecrets(value: unknown, fn: (secret: string, path: string[]) => string, path: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v, i) => mapSecrets(v, fn, [...path, String(i)]));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && SECRET_FIELDS.has(k) ? fn(v, [...path, k]) : mapSecrets(v, fn, [...path, k])]));
}

/** A copy with the secrets opened (values saved before encryption come back as they are). */
const openAll = (value: unknown, box: SecretBox) => mapSecrets(value, (secret) => box.open(secret));

const sealAll = (value: Record<string, unknown>, box: SecretBox) => mapSecrets(value, (secret) => (secret === '' || isSealed(secret) ? secret : box.seal(secret))) as Record<string, unknown>;
const getPath = (o: unknown, path: string[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

/** The key of the setting table's secrets for this configuration (lib/secret-box.ts). */
export function settingsBoxOf(config: Pick<Config, 'SETTINGS_KEY' | 'SETTINGS_KEY_FILE' | 'PGLITE_DIR'>): SecretBox {
  const file = config.SETTINGS_KEY_FILE ?? path.join(path.dirname(config.PGLITE_DIR), 'settings.key');
  return secretBox(loadSettingsKey({ key: config.SETTINGS_KEY, file }));
}

/**
 * Rows of the setting table, key → JSON, with the secrets sealed on the way in and opened on
 * the way out: the one way to the table (the settings here, WeChat Pay in vip/pay-config.ts).
 */
export function settingRows(db: Db, box: SecretBox) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return row ? openAll(row.value, box) : undefined;
    },
    async put(key: string, value: Record<string, unknown>): Promise<void> {
      const sealed = sealAll(value, box);
      await db.insert(settings).values({ key, value: sealed }).onConflictDoUpdate({ target: settings.key, set: { value: sealed, updateTime: new Date() } });
    },
    /** Writes the row unless one is there (two instances making the same thing: the first wins). */
    async putIfAbsent(key: string, value: Record<string, unknown>): Promise<void> {
      await db.insert(settings).values({ key, value: sealAll(value, box) }).onConflictDoNothing();
    },
    /**
     * Seals the secrets of rows saved before encryption (run at start); also proves the key
     * opens what is stored, so a wrong SETTINGS_KEY stops the start instead of a later send.
     */
    async sealStored(): Promise<number> {
      let sealed = 0;
      for (const row of await db.select().from(settings)) {
        openAll(row.value, box); // throws when the key is not the one the row was sealed with
        const again = sealAll(row.value, box);
        if (JSON.stringify(again) === JSON.stringify(row.value)) continue;
        await db.update(settings).set({ value: again }).where(eq(settings.key, row.key));
        sealed += 1;
      }
      return sealed;
    },
  };
}
export type SettingRows = ReturnType<typeof settingRows>;

/**
 * A stored setting parsed leniently: a field no longer in the schema is dropped instead of
 * making the whole setting fall back to its defaults (the API refuses unknown fields on save).
 */
function parseStored<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.infer<S>> {
  const first = schema.safeParse(value);
  if (first.success || value === null || typeof value !== 'object') return first;
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const issue of first.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const at = getPath(copy, issue.path.map(String)) as Record<string, unknown> | undefined;
    for (const k of issue.keys) if (at && typeof at === 'object') delete at[k];
  }
  return schema.safeParse(copy);
}

export type SettingKey = 'sms' | 'email' | 'social';
const SCHEMAS = { sms: smsSettingSchema, email: emailSettingSchema, social: socialSettingSchema } as const;
type SettingOf<K extends SettingKey> = z.infer<(typeof SCHEMAS)[K]>;

/** Settings with defaults: outbox delivery outside production, nothing configured in production. */
export function settingsStore(db: Db, env: 'development' | 'production' | 'test', box: SecretBox) {
  const rows = settingRows(db, box);
  const defaults = (key: SettingKey): Record<string, unknown> => {
    if (key === 'sms' || key === 'email') return { provider: env === 'production' ? 'none' : 'outbox' };
    return {};
  };

  async function read<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
    const parsed = parseStored(SCHEMAS[key], (await rows.get(key)) ?? defaults(key));
    return (parsed.success ? parsed.data : SCHEMAS[key].parse(defaults(key))) as SettingOf<K>;
  }

  return {
    rows,
    read,
    /** For the API: every secret replaced by the mask (or empty when none is stored). */
    async masked<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
      return mapSecrets(await read(key), (secret) => (secret ? SECRET_MASK : '')) as SettingOf<K>;
    },
    /** Saves a validated setting, its secrets sealed; a secret sent back as the mask keeps the stored one. */
    async write<K extends SettingKey>(key: K, input: SettingOf<K>): Promise<void> {
      const current = await read(key);
      const value = mapSecrets(input, (secret, at) => (secret === SECRET_MASK ? String(getPath(current, at) ?? '') : secret)) as Record<string, unknown>;
      await rows.put(key, value);
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
