import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (the SMTP password, SMS and social app secrets, pay keys in the `setting`
 * table): AES-256-GCM from node:crypto, a fresh 12-byte IV per value, stored as
 * `enc:v1:<iv>.<tag>.<ciphertext>` (base64url) in place of the clear text. A database dump or a
 * backup without the key gives no secret away; a changed value fails its tag instead of decrypting
 * to garbage.
 */
const PREFIX = 'enc:v1:';
const KEY_BYTES = 32;

export interface SecretBox {
  seal(plain: string): string;
  /** The clear text of a sealed value; a value that is not sealed (stored before encryption) as it is. */
  open(value: string): string;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the settings key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    open(value) {
      if (!isSealed(value)) return value;
      const [iv, tag, data] = value
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('A stored secret cannot be decrypted: SETTINGS_KEY (or the key file) is not the key it was saved with');
      }
    },
  };
}

/** A 32-byte key written as 64 hex digits or as base64 (44 characters); null when it is neither. */
export function parseKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-f]{64}$/i.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const key = Buffer.from(t, 'base64');
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}

/**
 * The settings key: SETTINGS_KEY when set (production, and every instance of a cluster: they must
 * share it); otherwise the key file, made once with mode 0600 beside the data. Two processes
 * starting together agree on one file: it is written aside and linked into place, and the one
 * that loses the race reads the winner's.
 */
export function loadSettingsKey(opts: { key?: string; file: string }): Buffer {
  if (opts.key) {
    const key = parseKey(opts.key);
    if (!key) throw new Error('SETTINGS_KEY must be 32 bytes as 64 hex digits or base64');
    return key;
  }
  const existing = readKeyFile(opts.file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(opts.file), { recursive: true });
  const aside = `${opts.file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, opts.file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  const made = readKeyFile(opts.file);
  if (!made) throw new Error(`the settings key file ${opts.file} is not a 32-byte key`);
  return made;
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const key = parseKey(text);
  if (!key) throw new Error(`the settings key file ${file} is not a 32-byte key (64 hex digits or base64)`);
  return key;
}
