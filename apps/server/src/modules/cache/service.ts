import { AppError, fieldError } from '../../lib/errors.ts';
import type { SharedState } from '../../lib/state.ts';
import type { CacheInfoField, CacheKeySize, CacheKeysDeleted, CacheKeyView, CacheMemory } from '@zhiyuan/shared';

/**
 * 缓存监控 (issue 32 item 2; XBoot's /redis/* calls): the product's own keys in the shared state
 * (Redis when REDIS_URL is set, the in-process store otherwise), browsed with SCAN, never KEYS.
 *
 * What a key's value may show depends on its namespace (the part before the first ':'): codes,
 * OAuth states, QR-login tickets and password confirmations are secrets and are never shown; an
 * unknown namespace counts as secret too. Nothing of the product's may be written by hand (an admin
 * who could set `vcode:<mobile>` could sign in as anyone): `save` writes only under `custom:`.
 */
export interface Namespace {
  zh: string;
  en: string;
  secret: boolean;
}

export const NAMESPACES: Record<string, Namespace> = {
  vcode: { zh: '短信/邮件验证码及其发送计数', en: 'SMS / e-mail codes and their send counters', secret: true },
  captcha: { zh: '图形验证码', en: 'Image captcha codes', secret: true },
  social: { zh: '第三方登录的 state 与绑定凭据', en: 'Social login states and bind tickets', secret: true },
  qr: { zh: '扫码登录', en: 'QR login tickets', secret: true },
  sudo: { zh: '敏感设置前的密码确认', en: 'Password confirmations before sensitive settings', secret: true },
  login: { zh: '登录失败计数与等待', en: 'Login failure counters and back-off', secret: false },
  register: { zh: '注册次数（按地址）', en: 'Registrations per address', secret: false },
  rl: { zh: '接口限流计数', en: 'API rate-limit counters', secret: false },
  file: { zh: '上传计数', en: 'Upload counters', secret: false },
  vip: { zh: '支付与兑换计数', en: 'Payment and redemption counters', secret: false },
  zy: { zh: '就绪探测', en: 'Readiness probes', secret: false },
  custom: { zh: '管理员手动写入的键', en: 'Keys an admin wrote by hand', secret: false },
};

const UNKNOWN: Namespace = { zh: '未登记的命名空间（按机密处理）', en: 'Unregistered namespace (treated as secret)', secret: true };
/** The namespace `save` may write to. */
export const WRITABLE_NAMESPACE = 'custom';
/** How many keys one listing looks at, at most (XBoot: 100 000; a page is cut from these). */
export const SCAN_LIMIT = 10_000;
/** Values are cut to this many characters in the list (XBoot: 150). */
export const VALUE_PREVIEW = 150;

export const namespaceOf = (key: string) => {
  const name = key.includes(':') ? key.slice(0, key.indexOf(':')) : key;
  return { name, ...(NAMESPACES[name] ?? UNKNOWN) };
};

/** A secret's stand-in: its length only. */
const hidden = (value: string | null, lang: 'zh' | 'en') =>
  value === null ? null : lang === 'zh' ? `（已隐藏，${value.length} 个字符）` : `(hidden, ${value.length} characters)`;

/** Every key containing the text (no glob characters: the route refuses them), up to SCAN_LIMIT, sorted; `capped` when there were more. */
async function keysMatching(state: SharedState, text: string): Promise<{ keys: string[]; capped: boolean }> {
  const match = text ? `*${text}*` : '*';
  const keys = new Set<string>();
  let cursor = '0';
  do {
    const page = await state.scan(match, cursor, 500);
    for (const key of page.keys) keys.add(key);
    cursor = page.cursor;
  } while (cursor !== '0' && keys.size < SCAN_LIMIT);
  return { keys: [...keys].sort().slice(0, SCAN_LIMIT), capped: cursor !== '0' };
}

async function viewOf(state: SharedState, key: string, lang: 'zh' | 'en', cut: boolean): Promise<CacheKeyView | null> {
  const [value, ttl] = await Promise.all([state.get(key), state.ttl(key)]);
  if (value === null && ttl === -2) return null;
  const ns = namespaceOf(key);
  const shown = ns.secret ? hidden(value, lang) : value !== null && cut && value.length > VALUE_PREVIEW ? `${value.slice(0, VALUE_PREVIEW)}…` : value;
  return {
    key,
    value: shown,
    expireTime: ttl < 0 ? -1 : Math.ceil(ttl / 1000),
    isEditable: ns.name === WRITABLE_NAMESPACE,
    namespace: ns.name,
    description: lang === 'zh' ? ns.zh : ns.en,
    secret: ns.secret,
  };
}

export async function keyPage(state: SharedState, q: { key?: string; pageNumber: number; pageSize: number }, lang: 'zh' | 'en') {
  const { keys, capped } = await keysMatching(state, q.key ?? '');
  const slice = keys.slice((q.pageNumber - 1) * q.pageSize, q.pageNumber * q.pageSize);
  const rows = (await Promise.all(slice.map((key) => viewOf(state, key, lang, true)))).filter((row): row is CacheKeyView => row !== null);
  return { rows, total: keys.length, capped };
}

export async function oneKey(state: SharedState, key: string, lang: 'zh' | 'en'): Promise<CacheKeyView> {
  const view = await viewOf(state, key, lang, false);
  if (!view) throw new AppError(404, 'notFound');
  return view;
}

export async function keySize(state: SharedState): Promise<CacheKeySize> {
  return { keySize: (await state.stats()).keys, time: Date.now() };
}

export async function memory(state: SharedState): Promise<CacheMemory> {
  return { memory: (await state.stats()).memoryBytes, time: Date.now() };
}

/** INFO fields a newcomer may not know, explained. */
const INFO_TEXT: Record<string, string> = {
  redis_version: 'Redis 版本',
  uptime_in_seconds: '已运行秒数',
  connected_clients: '客户端连接数',
  used_memory: '已用内存（字节）',
  used_memory_human: '已用内存',
  used_memory_peak_human: '内存峰值',
  maxmemory_human: '内存上限',
  total_commands_processed: '累计命令数',
  instantaneous_ops_per_sec: '每秒命令数',
  keyspace_hits: '命中次数',
  keyspace_misses: '未命中次数',
  expired_keys: '过期删除的键',
  evicted_keys: '因内存上限淘汰的键',
  role: '主从角色',
  store: '存储（进程内）',
  keys: '键数量',
  approx_bytes: '约占内存（字节）',
};

/** INFO as XBoot lists it: key, value and a description where there is one. Paths and the run id are left out. */
export async function info(state: SharedState): Promise<CacheInfoField[]> {
  const fields = (await state.stats()).info;
  const omitted = new Set(['executable', 'config_file', 'run_id', 'os', 'process_id', 'tcp_port', 'server_time_usec']);
  return Object.entries(fields)
    .filter(([key]) => !omitted.has(key))
    .map(([key, value]) => ({ key, value, description: INFO_TEXT[key] ?? '' }));
}

/** Writes a key by hand: only under `custom:`, for at most 30 days. */
export async function save(state: SharedState, body: { key: string; value: string; expireTime?: number }) {
  if (!body.key.startsWith(`${WRITABLE_NAMESPACE}:`)) {
    throw fieldError('key', 'cacheKeyNotWritable', { namespace: WRITABLE_NAMESPACE });
  }
  const seconds = body.expireTime && body.expireTime > 0 ? body.expireTime : 30 * 86400;
  await state.set(body.key, body.value, seconds * 1000);
}

export async function deleteKeys(state: SharedState, keys: string[]): Promise<CacheKeysDeleted> {
  for (const key of keys) await state.del(key);
  return { deleted: keys.length };
}

/**
 * Clears one namespace, or every key of the product (never the rest of a shared Redis: no FLUSHDB),
 * after the admin typed its name (or 全部 / ALL for everything).
 */
export async function deleteAll(state: SharedState, body: { namespace?: string; confirm?: string }): Promise<CacheKeysDeleted> {
  const target = body.namespace?.trim() || null;
  const expected = target ?? '全部';
  const typed = body.confirm?.trim();
  if (!typed || (typed !== expected && !(target === null && typed.toUpperCase() === 'ALL'))) {
    throw fieldError('confirm', 'cacheConfirm', { expected });
  }
  let deleted = 0;
  // Listings are capped: go again until a listing finds nothing more to delete.
  for (;;) {
    const { keys, capped } = await keysMatching(state, target ? `${target}:` : '');
    const doomed = target ? keys.filter((key) => namespaceOf(key).name === target) : keys;
    for (const key of doomed) await state.del(key);
    deleted += doomed.length;
    if (!capped || doomed.length === 0) return { deleted };
  }
}
