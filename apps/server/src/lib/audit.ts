/** Helpers of the login and operation logs: secrets masked, user agents summarised. */
import { cleanText } from './validation.ts';

const SECRET_KEY = /(pass(word)?|pwd|token|secret|credential|captcha|smsCode|verifyCode|hash|privateKey|apiV3Key|^code$)/i;
/** A permission code (sys:user:add) is not a secret even under a key named `code`. */
const PERMISSION_CODE = /^[a-z][\w-]*(:[\w-]+)+$/i;
export const MASK = '******';
const MAX_PARAM_CHARS = 4000;
/** Bounds of what is kept of a request's parameters: a log entry describes a call, it is no copy of it. */
const MAX_DEPTH = 6;
const MAX_ENTRIES = 50;
const MAX_STRING = 1000;
const CUT = '…';

/**
 * A request's parameters with secrets masked, bounded in depth, breadth and string length: a body
 * nested 10,000 deep or holding a million keys becomes a small JSON-safe value, never an error.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}${CUT}` : value;
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth >= MAX_DEPTH) return CUT;
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ENTRIES).map((v) => maskSecrets(v, depth + 1));
    return value.length > MAX_ENTRIES ? [...kept, `${CUT}${value.length - MAX_ENTRIES}`] : kept;
  }
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue;
    if (++n > MAX_ENTRIES) {
      out[CUT] = CUT;
      break;
    }
    const v = (value as Record<string, unknown>)[k];
    if (SECRET_KEY.test(k) && !(k === 'code' && typeof v === 'string' && PERMISSION_CODE.test(v))) out[k] = v === undefined || v === '' ? v : MASK;
    else out[k] = maskSecrets(v, depth + 1);
  }
  return out;
}

/** Query and body of a request as masked JSON, cut to a sane length. Never throws. */
export function maskedParams(query: unknown, body: unknown): string {
  try {
    const parts: Record<string, unknown> = {};
    if (query && typeof query === 'object' && Object.keys(query).length) parts.query = maskSecrets(query);
    if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0)) {
      parts.body = typeof body === 'object' && !Buffer.isBuffer(body) ? maskSecrets(body) : '[raw]';
    }
    if (!Object.keys(parts).length) return '';
    return logText(JSON.stringify(parts), MAX_PARAM_CHARS);
  } catch {
    return '[parameters not readable]';
  }
}

/**
 * Text as a log column can hold it: PostgreSQL refuses NUL in text (a login as "a\u0000" was not
 * logged at all) and a lone surrogate is no UTF-8; both become U+FFFD, and the text is cut.
 */
export const logText = (value: unknown, max = 500): string => cleanText(String(value ?? ''), max);

/** "Chrome 126 · Windows" from a user-agent header; the raw header (cut) when unknown. */
export function deviceOf(ua: string | undefined): string {
  if (!ua) return '';
  const browser = /Edg\/(\d+)/.exec(ua)?.[1]
    ? `Edge ${/Edg\/(\d+)/.exec(ua)![1]}`
    : /MicroMessenger\/([\d.]+)/.exec(ua)
      ? `WeChat ${/MicroMessenger\/(\d+)/.exec(ua)![1]}`
      : /Firefox\/(\d+)/.exec(ua)
        ? `Firefox ${/Firefox\/(\d+)/.exec(ua)![1]}`
        : /Chrome\/(\d+)/.exec(ua)
          ? `Chrome ${/Chrome\/(\d+)/.exec(ua)![1]}`
          : /Version\/(\d+).*Safari/.exec(ua)
            ? `Safari ${/Version\/(\d+)/.exec(ua)![1]}`
            : null;
  const os = /Windows NT/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!browser && !os) return ua.slice(0, 120);
  return [browser, os].filter(Boolean).join(' · ');
}
