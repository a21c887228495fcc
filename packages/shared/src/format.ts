import { NAME_MAX_CHARS } from './constants.ts';

export type IconKind = 'image' | 'iconfont' | 'named';

/** Spec §5: http(s) or a base64 marker → image link; 'iconfont' → custom icon; else a named icon. */
export function iconKind(value: string): IconKind {
  if (/^https?:/i.test(value) || value.includes(';base64,') || value.includes('base64')) return 'image';
  if (value.includes('iconfont')) return 'iconfont';
  return 'named';
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** File sizes step by 1024 (spec §9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
  return `${text} ${SIZE_UNITS[unit]}`;
}

/** Names longer than 12 characters are cut with an ellipsis (spec §9). Counts code points, not UTF-16 units. */
export function truncateName(name: string, max = NAME_MAX_CHARS): string {
  const chars = Array.from(name ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';
const UNIT_TEXT: Record<'zh-CN' | 'en-US', Record<DurationUnit, string>> = {
  'zh-CN': { second: '秒', minute: '分钟', hour: '小时', day: '天', month: '个月', year: '年' },
  'en-US': { second: 'second', minute: 'minute', hour: 'hour', day: 'day', month: 'month', year: 'year' },
};

/**
 * Splits a duration at the spec's thresholds: 60 seconds, 60 minutes, 24 hours, 30 days, 12 months.
 * Returns the largest unit that the duration reaches and the whole count of it.
 */
export function durationParts(seconds: number): { value: number; unit: DurationUnit } {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return { value: s, unit: 'second' };
  const m = Math.floor(s / 60);
  if (m < 60) return { value: m, unit: 'minute' };
  const h = Math.floor(m / 60);
  if (h < 24) return { value: h, unit: 'hour' };
  const d = Math.floor(h / 24);
  if (d < 30) return { value: d, unit: 'day' };
  const mo = Math.floor(d / 30);
  if (mo < 12) return { value: mo, unit: 'month' };
  return { value: Math.floor(mo / 12), unit: 'year' };
}

export function formatDuration(seconds: number, lang: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const { value, unit } = durationParts(seconds);
  const word = UNIT_TEXT[lang][unit];
  return lang === 'zh-CN' ? `${value}${word}` : `${value} ${word}${value === 1 ? '' : 's'}`;
}

/** "3分钟前" / "3 minutes ago"; under a minute reads "刚刚" / "just now". */
export function timeAgo(then: Date | number, now: Date | number = Date.now(), lang: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const seconds = (Number(now) - Number(then)) / 1000;
  if (seconds < 60) return lang === 'zh-CN' ? '刚刚' : 'just now';
  return lang === 'zh-CN' ? `${formatDuration(seconds, lang)}前` : `${formatDuration(seconds, lang)} ago`;
}

/** The one date-time format of the API: yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
const SHANGHAI_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
/** China has kept UTC+8 without daylight saving since 1992; before that the time-zone rules apply. */
const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1);
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatDateTime(value: Date | number | string): string {
  const d = new Date(value);
  const ms = d.getTime();
  if (ms >= FIXED_OFFSET_SINCE) {
    // Lists format thousands of times: plain arithmetic instead of Intl for the common case.
    const b = new Date(ms + 8 * 3_600_000);
    return `${b.getUTCFullYear()}-${pad2(b.getUTCMonth() + 1)}-${pad2(b.getUTCDate())} ${pad2(b.getUTCHours())}:${pad2(b.getUTCMinutes())}:${pad2(b.getUTCSeconds())}`;
  }
  const parts = SHANGHAI_PARTS.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  const hour = get('hour') === '24' ? '00' : get('hour');
  return `${get('year')}-${get('month')}-${get('day')} ${hour}:${get('minute')}:${get('second')}`;
}
