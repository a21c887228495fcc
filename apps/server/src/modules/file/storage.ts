import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { OssSetting } from '../settings/store.ts';
import type { MessageKey } from '../../lib/i18n.ts';

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
      await fsp.writeFile(aside, body, { flag: 'wx' });
      await fsp.rename(aside, file);
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const aside = `${file}.${randomBytes(4).toString('hex')}.part`;
      await fsp.copyFile(source, aside, fs.constants.COPYFILE_EXCL);
      await fsp.rename(aside, file);
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
    client = new S3Client({
      region: s3.region || 'us-east-1',
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
      // Checksums only where S3 requires them: several compatible services (older OSS/COS/Kodo
      // gateways) refuse the SDK's newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
    clients.set(id, client);
  }
  return client;
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function s3Storage(s3: S3Setting): FileStorage {
  const client = clientOf(s3);
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

export type StorageCheck = { ok: true } | { ok: false; reason: MessageKey; detail: string };

/** The error's code and words, without anything from the setting (no key, no secret). */
function detailOf(err: unknown): string {
  const e = err as { name?: string; code?: string; Code?: string; message?: string };
  const status = statusOf(err);
  return [e.Code ?? e.code ?? e.name, status ? `HTTP ${status}` : '', e.message && e.message !== 'UnknownError' ? e.message : '']
    .filter(Boolean).join(': ').slice(0, 300);
}

/** Which words a failure of S3 gets: bad credentials, no bucket, unreachable, or other. */
function s3Reason(err: unknown): MessageKey {
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  const name = e.name ?? '';
  const status = statusOf(err);
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name) || status === 403 || status === 401) return 'storageDenied';
  if (name === 'NoSuchBucket' || name === 'NotFound' || status === 404) return 'storageNoBucket';
  const code = e.code ?? e.cause?.code ?? '';
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH/.test(code) || name === 'TimeoutError') return 'storageUnreachable';
  return 'storageFailed';
}

/**
 * Really tries the setting: S3 → HeadBucket, then a probe object put, read back and deleted;
 * local → the folder is made if needed and a probe file written and removed. The reason of a
 * failure is a message key (storageDenied, storageNoBucket, storageUnreachable, storageNotWritable,
 * storageIncomplete, storageFailed) and a detail (the service's error code and words).
 */
export async function checkStorage(oss: OssSetting, defaults: { localDir: string }): Promise<StorageCheck> {
  const probe = `.probe-${randomBytes(8).toString('hex')}`;
  if (oss.provider === 'local') {
    const dir = localDirOf(oss, defaults);
    try {
      await fsp.mkdir(dir, { recursive: true });
      const file = path.join(dir, probe);
      await fsp.writeFile(file, 'probe');
      await fsp.rm(file, { force: true });
      return { ok: true };
    } catch (err) {
      return { ok: false, reason: 'storageNotWritable', detail: `${(err as NodeJS.ErrnoException).code ?? ''} ${dir}`.trim() };
    }
  }
  const s3 = oss.s3;
  if (!s3.bucket || !s3.accessKey || !s3.secretKey) return { ok: false, reason: 'storageIncomplete', detail: [!s3.bucket && 'bucket', !s3.accessKey && 'accessKey', !s3.secretKey && 'secretKey'].filter(Boolean).join(', ') };
  const client = clientOf(s3);
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
    const store = s3Storage(s3);
    await store.put(probe, Buffer.from('probe'), 'text/plain');
    const { body } = await store.get(probe);
    for await (const chunk of body) void chunk;
    await store.delete([probe]);
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: s3Reason(err), detail: detailOf(err) };
  }
}
