/** Helpers of the login and operation logs: secrets masked, user agents summarised. */

const SECRET_KEY = /(pass(word)?|pwd|token|secret|credential|captcha|smsCode|verifyCode|^code$)/i;
/** A permission code (sys:user:add) is not a secret even under a key named `code`. */
const PERMISSION_CODE = /^[a-z][\w-]*(:[\w-]+)+$/i;
export const MASK = '******';
const MAX_PARAM_CHARS = 4000;

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(k) && !(k === 'code' && typeof v === 'string' && PERMISSION_CODE.test(v))) out[k] = v === undefined || v === '' ? v : MASK;
    else out[k] = maskSecrets(v, depth + 1);
  }
  return out;
}

/** Query and body of a request as masked JSON, cut to a sane length. */
export function maskedParams(query: unknown, body: unknown): string {
  const parts: Record<string, unknown> = {};
  if (query && typeof query === 'object' && Object.keys(query).length) parts.query = maskSecrets(query);
  if (body !== undefined && body !== null && !(typeof body === 'object' && Object.keys(body).length === 0)) {
    parts.body = typeof body === 'object' ? maskSecrets(body) : '[raw]';
  }
  if (!Object.keys(parts).length) return '';
  const json = JSON.stringify(parts);
  return json.length > MAX_PARAM_CHARS ? `${json.slice(0, MAX_PARAM_CHARS)}…` : json;
}

/** "Chrome 126 · Windows" from a user-agent header; the raw header (cut) when unknown. */
export function deviceOf(ua: string | undefined): string {
  if (!ua) return '';
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] ? `Edge ${/Edg\/(\d+)/.exec(ua)![1]}`
    : /MicroMessenger\/([\d.]+)/.exec(ua) ? `WeChat ${/MicroMessenger\/(\d+)/.exec(ua)![1]}`
    : /Firefox\/(\d+)/.exec(ua) ? `Firefox ${/Firefox\/(\d+)/.exec(ua)![1]}`
    : /Chrome\/(\d+)/.exec(ua) ? `Chrome ${/Chrome\/(\d+)/.exec(ua)![1]}`
    : /Version\/(\d+).*Safari/.exec(ua) ? `Safari ${/Version\/(\d+)/.exec(ua)![1]}`
    : null;
  const os =
    /Windows NT/.test(ua) ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /Mac OS X/.test(ua) ? 'macOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  if (!browser && !os) return ua.slice(0, 120);
  return [browser, os].filter(Boolean).join(' · ');
}
