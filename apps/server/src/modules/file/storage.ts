import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { filesDirOf, type Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { allowanceOf, guardedAgents, networkFailureOf, type Allowance } from '../../lib/outbound.ts';
import type { OssSetting } from '../settings/store.ts';

/**
 * Where the bytes of uploaded files live, behind one interface: a folder on this machine (the
 * default, `var/files`) or any S3-compatible bucket (Aliyun OSS, Tencent COS, Qiniu Kodo, MinIO,
 * AWS) through the AWS SDK's S3 client. Keys are made here (storageKey) and never carry user text.
 */
export interface FileStorage {
  readonly location: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** put() of a file on this machine's disk (a spooled upload), streamed rather than read into memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /**
   * The object's bytes (`range`: from `start` to `end`, both included); `size` is the whole
   * object's size. Throws StorageNotFound when there is no such object.
   */
  get(key: string, range?: { start: number; end: number }): Promise<{ body: NodeJS.ReadableStream; size: number }>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the objects; keys that are not there are skipped. */
  delete(keys: string[]): Promise<void>;
}

/** The object is not in the store (a file row whose object was removed by hand, or a wrong key). */
export class StorageNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
  }
}

/** A key of our own shape: `yyyy/MM/<32 hex>[-thumb].<ext>`; anything else (../, absolute paths) is refused. */
const KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}(-thumb)?\.[a-z0-9]{1,8}$/;
const PROBE = /^\.probe-[0-9a-f]{16}$/;

function assertKey(key: string): string {
  if (!KEY.test(key) && !PROBE.test(key)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
  return key;
}

/** A fresh random key for a file with this extension (from the sniffed type, never from the name). */
export function storageKey(ext: string, now = new Date()): string {
  const clean = /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin';
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${clean}`;
}

/** The thumbnail's key beside a file's key. */
export const thumbKeyOf = (key: string) => key.replace(/\.[a-z0-9]+$/, '-thumb.webp');

/** The folder of the local store: the setting, else FILES_DIR. */
export const localDirOf = (oss: OssSetting, defaults: { localDir: string }) => path.resolve(oss.local.dir || defaults.localDir);

function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, assertKey(key));
    const inside = path.relative(root, file);
    if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
    return file;
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    location: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const aside = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await fsp.writeFile(aside, body, { flag: 'wx' });
        await fsp.rename(aside, file);
      } catch (err) {
        // A full disk leaves half a file: it goes, so the space it took is free again.
        await fsp.rm(aside, { force: true });
        throw err;
      }
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const aside = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await fsp.copyFile(source, aside, fs.constants.COPYFILE_EXCL);
        await fsp.rename(aside, file);
      } catch (err) {
        await fsp.rm(aside, { force: true });
        throw err;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fsp.stat(file)).size;
      } catch (err) {
        if (missing(err)) throw new StorageNotFound(key);
        throw err;
      }
      return { body: fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}), size };
    },
    async copy(fromKey, toKey) {
      const to = fileOf(toKey);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        await fsp.copyFile(fileOf(fromKey), to, fs.constants.COPYFILE_EXCL);
      } catch (err) {
        if (missing(err)) throw new StorageNotFound(fromKey);
        throw err;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileOf(key), { force: true })));
    },
  };
}

type S3Setting = OssSetting['s3'];

/** The S3 client of a setting; `extra` adds to or overrides the shared options (the check's guarded one). */
const newClient = (s3: S3Setting, extra: Partial<ConstructorParameters<typeof S3Client>[0]> = {}) =>
  new S3Client({
    region: s3.region || 'us-east-1',
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    // Checksums only where S3 requires them: several compatible services (older OSS/COS/Kodo
    // gateways) refuse the SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    ...extra,
  });

/** One client per setting value (the clients keep their connections): a changed setting makes a new one. */
const clients = new Map<string, S3Client>();
function clientOf(s3: S3Setting): S3Client {
  const id = JSON.stringify([s3.endpoint, s3.region, s3.accessKey, s3.secretKey, s3.forcePathStyle]);
  let client = clients.get(id);
  if (!client) {
    if (clients.size >= 8) {
      const [oldest, old] = clients.entries().next().value!;
      clients.delete(oldest);
      old.destroy();
    }
    client = newClient(s3);
    clients.set(id, client);
  }
  return client;
}

/**
 * 测试连接's own client: connects only to allowed addresses (lib/outbound.ts), one attempt, short
 * timeouts, no keep-alive. The SDK follows no HTTP redirect (and S3's region redirects are off unless
 * followRegionRedirects is set).
 */
const checkClient = (s3: S3Setting, allow: Allowance) =>
  newClient(s3, {
    maxAttempts: 1,
    followRegionRedirects: false,
    // The options of the SDK's NodeHttpHandler, which it builds from them.
    requestHandler: { ...guardedAgents(allow), connectionTimeout: 5_000, requestTimeout: 10_000 },
  });

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function s3Storage(s3: S3Setting, client = clientOf(s3)): FileStorage {
  const Bucket = s3.bucket;
  const full = (key: string) => s3.prefix + assertKey(key);
  return {
    location: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType, ContentLength: body.length }));
    },
    async putFile(key, file, contentType) {
      const { size } = await fsp.stat(file);
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: fs.createReadStream(file), ContentType: contentType, ContentLength: size }));
    },
    async get(key, range) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: full(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
        return { body: out.Body as Readable, size: Number(total ?? 0) };
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey' || statusOf(err) === 404) throw new StorageNotFound(key);
        throw err;
      }
    },
    async copy(fromKey, toKey) {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: full(toKey), CopySource: `${Bucket}/${full(fromKey)}` }));
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey' || statusOf(err) === 404) throw new StorageNotFound(fromKey);
        throw err;
      }
    },
    async delete(keys) {
      // One call per key: DeleteObjects needs Content-MD5, which not every compatible service takes.
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }))));
    },
  };
}

/** The store a setting names (the local folder: the setting's dir, else `defaults.localDir`). */
export function storageFor(oss: OssSetting, defaults: { localDir: string }): FileStorage {
  return oss.provider === 's3' ? s3Storage(oss.s3) : localStorage(localDirOf(oss, defaults));
}

/** `p` with symlinks resolved; a path not made yet by its nearest existing parent. */
async function realPathOf(p: string): Promise<string> {
  const abs = path.resolve(p);
  try {
    return await fsp.realpath(abs);
  } catch {
    const parent = path.dirname(abs);
    return parent === abs ? abs : path.join(await realPathOf(parent), path.basename(abs));
  }
}

const isUnder = (root: string, p: string) => {
  const inside = path.relative(root, p);
  return !inside.startsWith('..') && !path.isAbsolute(inside);
};

/**
 * The local store's folder must lie under LOCAL_STORAGE_ROOT (unset: the FILES_DIR folder): as
 * written (nothing outside is even looked at) and with symlinks resolved (no `..`, no link out).
 * The real folder path, or null when refused.
 */
export async function localDirAllowed(dir: string, config: LocalRootConfig): Promise<string | null> {
  const root = path.resolve(localRootOf(config));
  const target = path.resolve(dir || filesDirOf(config));
  const realRoot = await realPathOf(root);
  if (!isUnder(root, target) && !isUnder(realRoot, target)) return null;
  const realTarget = await realPathOf(target);
  return isUnder(realRoot, realTarget) ? realTarget : null;
}

type LocalRootConfig = Pick<Config, 'LOCAL_STORAGE_ROOT' | 'FILES_DIR' | 'PGLITE_DIR'>;
const localRootOf = (config: LocalRootConfig) => path.resolve(config.LOCAL_STORAGE_ROOT ?? filesDirOf(config));

/** For saving the local store's `dir`: 400 on `local.dir` unless it lies under the root (localDirAllowed). */
export async function assertLocalDirAllowed(dir: string, config: LocalRootConfig): Promise<void> {
  if (!(await localDirAllowed(dir, config))) throw new AppError(400, 'invalidField', { field: 'local.dir', reasonKey: 'storageDirRefused' });
}

export type StorageCheck = { ok: true } | { ok: false; reason: MessageKey; params?: Record<string, string> };

/** S3 error codes (from the XML body of a real S3 answer) → words; a code made from an HTTP status alone (NotFound, Unknown) is not one. */
const S3_CODES: Record<string, MessageKey> = {
  InvalidAccessKeyId: 'storageDenied',
  SignatureDoesNotMatch: 'storageDenied',
  AccessDenied: 'storageDenied',
  AllAccessDisabled: 'storageDenied',
  InvalidToken: 'storageDenied',
  ExpiredToken: 'storageDenied',
  NoSuchBucket: 'storageNoBucket',
};

/** A failed S3 call in fixed words: nothing of the answer (body, status, error text) is shown. */
function s3Failure(err: unknown, host: string): StorageCheck {
  const name = (err as { name?: unknown }).name;
  if (typeof name === 'string' && Object.hasOwn(S3_CODES, name)) return { ok: false, reason: S3_CODES[name] };
  switch (networkFailureOf(err)) {
    case 'address':
      return { ok: false, reason: 'checkAddressRefused', params: { host } };
    case 'unreachable':
      return { ok: false, reason: 'storageUnreachable' };
    case 'timeout':
      return { ok: false, reason: 'checkTimeout', params: { host } };
    case 'tls':
      return { ok: false, reason: 'checkTlsFailed' };
    default:
      return { ok: false, reason: 'storageNotS3' };
  }
}

/** Throws if `work` has not settled within `ms` (what it started is left to finish on its own). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The local folder check: an existing directory under the root, where one probe file can be made
 * (exclusively, never read) and removed. Makes no folder. Every refusal is the same words, so the
 * check does not tell which paths exist.
 */
async function checkLocalDir(dir: string, config: LocalRootConfig): Promise<StorageCheck> {
  const refused: StorageCheck = { ok: false, reason: 'storageDirRefused' };
  const probe = async () => {
    const real = await localDirAllowed(dir, config);
    if (!real || !(await fsp.stat(real)).isDirectory()) return refused;
    const file = path.join(real, `.probe-${randomBytes(8).toString('hex')}`);
    try {
      await fsp.writeFile(file, 'probe', { flag: 'wx' });
    } finally {
      await fsp.rm(file, { force: true });
    }
    return { ok: true } as const;
  };
  try {
    return await within(3_000, probe());
  } catch {
    return refused;
  }
}

export type CheckConfig = LocalRootConfig & Pick<Config, 'CHECK_ALLOW_ADDRESSES'>;

/**
 * Really tries the setting. S3: a probe object put, read back and deleted, through a client that
 * reaches only allowed addresses. Local: checkLocalDir. The reason of a failure is a message key
 * from a fixed set; its only parameters are the host the admin typed or the missing fields.
 */
export async function checkStorage(oss: OssSetting, config: CheckConfig): Promise<StorageCheck> {
  if (oss.provider === 'local') return checkLocalDir(oss.local.dir, config);
  const s3 = oss.s3;
  const absent = [!s3.bucket && 'bucket', !s3.accessKey && 'accessKey', !s3.secretKey && 'secretKey'].filter(Boolean);
  if (absent.length) return { ok: false, reason: 'storageIncomplete', params: { fields: absent.join(', ') } };
  const host = s3.endpoint ? new URL(s3.endpoint).host : `s3.${s3.region || 'us-east-1'}.amazonaws.com`;
  const client = checkClient(s3, allowanceOf(config));
  const probe = `.probe-${randomBytes(8).toString('hex')}`;
  try {
    const store = s3Storage(s3, client);
    // A put first, not HeadBucket: a HEAD answer has no body, so its error could only be told by the HTTP status.
    await store.put(probe, Buffer.from('probe'), 'text/plain');
    const { body } = await store.get(probe);
    for await (const chunk of body) void chunk;
    await store.delete([probe]);
    return { ok: true };
  } catch (err) {
    return s3Failure(err, host);
  } finally {
    client.destroy();
  }
}
