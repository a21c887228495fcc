import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type * as contract from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { isSealed, loadSettingsKey, secretBox, type SecretBox } from '../../lib/secret-box.ts';
import { allSettingRows, insertSettingIfAbsent, setSettingValue, settingValue, upsertSetting } from './repo.ts';

/** What the API shows instead of a stored secret. Sending it back keeps the stored value. */
export const SECRET_MASK = '******';

const text = (max = 200) => z.string().trim().max(max).default('');
const secret = z.string().max(500).default('');
const url = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/\S+)?$/, 'badFormat')
  .default('');
const templates = z
  .strictObject({ login: text(60), register: text(60), reset: text(60), editMobile: text(60) })
  .default({ login: '', register: '', reset: '', editMobile: '' });

export const smsSettingSchema = z.strictObject({
  /** outbox: stored for the administrator to read (development); none: SMS disabled. */
  provider: z.enum(['none', 'outbox', 'aliyun', 'tencent']),
  aliyun: z
    .strictObject({
      accessKeyId: text(),
      accessKeySecret: secret,
      signName: text(40),
      templates,
      /** Override of https://dysmsapi.aliyuncs.com (tests, private gateways). */
      endpoint: url,
    })
    .default({ accessKeyId: '', accessKeySecret: '', signName: '', templates: { login: '', register: '', reset: '', editMobile: '' }, endpoint: '' }),
  tencent: z
    .strictObject({
      secretId: text(),
      secretKey: secret,
      sdkAppId: text(40),
      signName: text(40),
      region: text(40),
      templates,
      endpoint: url,
    })
    .default({
      secretId: '',
      secretKey: '',
      sdkAppId: '',
      signName: '',
      region: '',
      templates: { login: '', register: '', reset: '', editMobile: '' },
      endpoint: '',
    }),
});
export type SmsSetting = contract.SmsSetting;

export const emailSettingSchema = z.strictObject({
  provider: z.enum(['none', 'outbox', 'smtp']),
  smtp: z
    .strictObject({
      host: text(),
      port: z.coerce.number().int().min(1).max(65535).default(465),
      /** TLS from the start (465); false → STARTTLS when offered (587/25). */
      secure: z.boolean().default(true),
      username: text(),
      password: secret,
      /** Sender, e.g. "志愿通 <noreply@example.com>"; defaults to the username. */
      from: text(),
    })
    .default({ host: '', port: 465, secure: true, username: '', password: '', from: '' }),
});
export type EmailSetting = contract.EmailSetting;

/** Kinds of file an upload may be, each checked by its content (magic bytes), never by its name. */
export const UPLOAD_KINDS = ['image', 'pdf', 'video', 'audio', 'office', 'text', 'archive'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const ossSettingSchema = z.strictObject({
  /** local: a folder on this machine (beside the data by default); s3: any S3-compatible service. */
  provider: z.enum(['local', 's3']),
  local: z
    .strictObject({
      /** Folder of the files; empty → `files` beside the database (var/files). */
      dir: text(500),
    })
    .default({ dir: '' }),
  s3: z
    .strictObject({
      /** Who runs it (Aliyun OSS, Tencent COS, Qiniu Kodo, MinIO, AWS or another): labels and hints only. */
      vendor: z.enum(['aliyun', 'tencent', 'qiniu', 'minio', 'aws', 'other']).default('other'),
      /** e.g. https://oss-cn-hangzhou.aliyuncs.com; empty → AWS's own endpoint for the region. */
      endpoint: url,
      region: text(60),
      bucket: z
        .string()
        .trim()
        .max(63)
        .regex(/^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$/, 'badFormat')
        .default(''),
      accessKey: text(),
      secretKey: secret,
      /** Path-style addressing (MinIO and most self-hosted servers); virtual-host style otherwise. */
      forcePathStyle: z.boolean().default(true),
      /** Key prefix inside the bucket, e.g. "zhiyuan/". */
      prefix: z
        .string()
        .trim()
        .max(100)
        .regex(/^([A-Za-z0-9._-]+\/)*$/, 'badFormat')
        .default(''),
    })
    .default({ vendor: 'other', endpoint: '', region: '', bucket: '', accessKey: '', secretKey: '', forcePathStyle: true, prefix: '' }),
});
export type OssSetting = contract.OssSetting;

export const otherSettingSchema = z.strictObject({
  siteName: text(40),
  /** ICP 备案号 shown in the footer, e.g. 京ICP备12345678号-1. */
  icp: text(60),
  /** Public address of the site and of the admin console (links in e-mails, redirects). */
  domain: url,
  adminDomain: url,
  /** Largest upload, in MB. */
  uploadMaxMb: z.coerce.number().int().min(1).max(1024).default(10),
  uploadKinds: z.array(z.enum(UPLOAD_KINDS)).max(UPLOAD_KINDS.length).default(['image', 'pdf', 'video', 'office']),
  /** Days a file or folder stays in the trash before it is emptied. */
  trashDays: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Verification codes (SMS and e-mail together) the whole site may send in one hour: a cost cap.
   * When it is reached, sends wait for the next hour and every super admin is told once.
   */
  codeSendsPerHour: z.coerce.number().int().min(1).max(100_000).default(600),
});
export type OtherSetting = contract.OtherSetting;

/** 'yyyy-MM-dd HH:mm:ss' (China time) or empty. */
const dateTime = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/, 'badFormat')
  .default('');
export const noticeSettingSchema = z
  .strictObject({
    open: z.boolean().default(false),
    /** info (blue) or warning (orange). */
    level: z.enum(['info', 'warning']).default('info'),
    content: text(300),
    link: url,
    linkText: text(20),
    /** Shown from `startTime` to `endTime` (either may be empty: no bound). */
    startTime: dateTime,
    endTime: dateTime,
  })
  .refine((n) => !n.startTime || !n.endTime || n.endTime > n.startTime, { message: 'endBeforeStart', path: ['endTime'] });
export type NoticeSetting = contract.NoticeSetting;

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
  ...(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialClient.default(emptyClient)])) as Record<SocialPlatform, z.ZodDefault<typeof socialClient>>),
});
export type SocialSetting = contract.SocialSetting;
export type SocialClientSetting = contract.SocialClientSetting;

/**
 * Secret fields of the setting table, by name wherever they sit in a setting's JSON (SMS, e-mail,
 * social login, WeChat Pay and its sandbox): encrypted at rest, masked in every admin answer.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'accessKeySecret',
  'secretKey',
  'clientSecret',
  'apiV3Key',
  'merchantPrivateKey',
  'platformPrivateKey',
]);

/** A copy of `value` with every string under a secret name replaced by `fn(secret, path)`. */
function mapSecrets(value: unknown, fn: (secret: string, path: string[]) => string, path: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v, i) => mapSecrets(v, fn, [...path, String(i)]));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && SECRET_FIELDS.has(k) ? fn(v, [...path, k]) : mapSecrets(v, fn, [...path, k])]),
  );
}

/** Only the secrets of a setting, where they sit (for 查看密钥); everything else dropped. */
export function secretsOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const kept = Object.entries(value).flatMap(([k, v]) => {
    if (typeof v === 'string' && SECRET_FIELDS.has(k)) return [[k, v]];
    const inner = secretsOf(v);
    return inner && Object.keys(inner).length ? [[k, inner]] : [];
  });
  return Object.fromEntries(kept);
}

/** A copy with the secrets opened (values saved before encryption come back as they are). */
const openAll = (value: unknown, box: SecretBox) => mapSecrets(value, (secret) => box.open(secret));

const sealAll = (value: Record<string, unknown>, box: SecretBox) =>
  mapSecrets(value, (secret) => (secret === '' || isSealed(secret) ? secret : box.seal(secret))) as Record<string, unknown>;
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
    /** `via`: the caller's transaction, when it holds one (the embedded database has a single connection). */
    async get(key: string, via: Db = db): Promise<unknown> {
      const row = await settingValue(via, key);
      return row ? openAll(row.value, box) : undefined;
    },
    async put(key: string, value: Record<string, unknown>): Promise<void> {
      await upsertSetting(db, key, sealAll(value, box));
    },
    /** Writes the row unless one is there (two instances making the same thing: the first wins). */
    async putIfAbsent(key: string, value: Record<string, unknown>): Promise<void> {
      await insertSettingIfAbsent(db, key, sealAll(value, box));
    },
    /**
     * Seals the secrets of rows saved before encryption (run at start); also proves the key
     * opens what is stored, so a wrong SETTINGS_KEY stops the start instead of a later send.
     */
    async sealStored(): Promise<number> {
      let sealed = 0;
      for (const row of await allSettingRows(db)) {
        openAll(row.value, box); // throws when the key is not the one the row was sealed with
        const again = sealAll(row.value, box);
        if (JSON.stringify(again) === JSON.stringify(row.value)) continue;
        await setSettingValue(db, row.key, again);
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

/**
 * The settings' types are the contracts' (packages/shared contracts/settings.ts, what the API
 * answers): each schema above gives exactly its type (tsc checks).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;
same<Same<z.infer<typeof smsSettingSchema>, SmsSetting>>();
same<Same<z.infer<typeof emailSettingSchema>, EmailSetting>>();
same<Same<z.infer<typeof ossSettingSchema>, OssSetting>>();
same<Same<z.infer<typeof otherSettingSchema>, OtherSetting>>();
same<Same<z.infer<typeof noticeSettingSchema>, NoticeSetting>>();
same<Same<z.infer<typeof socialSettingSchema>, SocialSetting>>();
same<Same<z.infer<typeof socialClient>, SocialClientSetting>>();
same<Same<UploadKind, contract.UploadKind>>();

export type SettingKey = 'sms' | 'email' | 'social' | 'oss' | 'other' | 'notice';
const SCHEMAS = {
  sms: smsSettingSchema,
  email: emailSettingSchema,
  social: socialSettingSchema,
  oss: ossSettingSchema,
  other: otherSettingSchema,
  notice: noticeSettingSchema,
} as const;
type SettingOf<K extends SettingKey> = z.infer<(typeof SCHEMAS)[K]>;

/** Settings with defaults: outbox delivery outside production, nothing configured in production. */
export function settingsStore(db: Db, env: 'development' | 'production' | 'test', box: SecretBox) {
  const rows = settingRows(db, box);
  const defaults = (key: SettingKey): Record<string, unknown> => {
    if (key === 'sms' || key === 'email') return { provider: env === 'production' ? 'none' : 'outbox' };
    if (key === 'oss') return { provider: 'local' };
    if (key === 'other') return { siteName: '志愿通' };
    return {};
  };

  async function read<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
    const parsed = parseStored(SCHEMAS[key], (await rows.get(key)) ?? defaults(key));
    return (parsed.success ? parsed.data : SCHEMAS[key].parse(defaults(key))) as SettingOf<K>;
  }

  async function unmask<K extends SettingKey>(key: K, input: SettingOf<K>): Promise<SettingOf<K>> {
    const current = await read(key);
    return mapSecrets(input, (secret, at) => (secret === SECRET_MASK ? String(getPath(current, at) ?? '') : secret)) as SettingOf<K>;
  }

  async function merge<K extends SettingKey>(key: K, input: SettingOf<K>, opts: { changed?: boolean } = {}): Promise<SettingOf<K>> {
    const current = await read(key);
    return mapSecrets(input, (secret, at) => {
      const stored = String(getPath(current, at) ?? '');
      if (secret === SECRET_MASK || opts.changed === false) return stored;
      return secret === '' && opts.changed !== true ? stored : secret;
    }) as SettingOf<K>;
  }

  return {
    rows,
    read,
    /** For the API: every secret replaced by the mask (or empty when none is stored). */
    async masked<K extends SettingKey>(key: K): Promise<SettingOf<K>> {
      return mapSecrets(await read(key), (secret) => (secret ? SECRET_MASK : '')) as SettingOf<K>;
    },
    /** `input` with every secret sent back as the mask replaced by the stored one. */
    unmask,
    /**
     * What saving `input` would store: a secret sent back as the mask keeps the stored one; so does
     * a blank or left-out one unless `changed` is true (XBoot's flag: then it is taken as sent, and
     * blank clears it); `changed: false` keeps every stored secret. Nothing saved is lost to a
     * client that leaves a secret out.
     */
    merge,
    /** Saves a validated setting (merged as `merge` does), its secrets sealed. */
    async write<K extends SettingKey>(key: K, input: SettingOf<K>, opts: { changed?: boolean } = {}): Promise<void> {
      await rows.put(key, (await merge(key, input, opts)) as Record<string, unknown>);
    },
    /** Stores a value `merge` made. */
    async put<K extends SettingKey>(key: K, value: SettingOf<K>): Promise<void> {
      await rows.put(key, value as Record<string, unknown>);
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
