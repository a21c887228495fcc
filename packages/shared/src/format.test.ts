import { describe, expect, it } from 'vitest';
import { durationParts, formatDateTime, formatDuration, formatFileSize, iconKind, timeAgo, truncateName } from './format.ts';

describe('icon value rule (spec §5)', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'image'],
    ['http://x/y.svg', 'image'],
    ['data:image/png;base64,iVBOR', 'image'],
    ['iconfont icon-home', 'iconfont'],
    ['HomeOutlined', 'named'],
    ['md-home', 'named'],
  ])('%s → %s', (value, kind) => expect(iconKind(value)).toBe(kind));
});

describe('duration thresholds 60 s, 60 min, 24 h, 30 days, 12 months', () => {
  it.each([
    [59, 0, 'second', '59秒'],
    [60, 1, 'minute', '1分钟'],
    [3599, 59, 'minute', '59分钟'],
    [3600, 1, 'hour', '1小时'],
    [86_399, 23, 'hour', '23小时'],
    [86_400, 1, 'day', '1天'],
    [29 * 86_400, 29, 'day', '29天'],
    [30 * 86_400, 1, 'month', '1个月'],
    [359 * 86_400, 11, 'month', '11个月'],
    [360 * 86_400, 1, 'year', '1年'],
  ])('%i seconds', (seconds, _unused, unit, text) => {
    expect(durationParts(seconds).unit).toBe(unit);
    expect(formatDuration(seconds)).toBe(text);
  });

  it('speaks English too and says "just now" under a minute', () => {
    expect(formatDuration(7200, 'en-US')).toBe('2 hours');
    expect(timeAgo(0, 30_000)).toBe('刚刚');
    expect(timeAgo(0, 120_000, 'en-US')).toBe('2 minutes ago');
  });
});

describe('file sizes step by 1024', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%i bytes → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('name truncation at 12 characters', () => {
  it('keeps 12 characters and cuts longer names with an ellipsis', () => {
    expect(truncateName('北京航空航天大学')).toBe('北京航空航天大学');
    expect(truncateName('中国科学院大学附属某某研究院院区')).toBe('中国科学院大学附属某某研...');
    expect(truncateName('abcdefghijkl')).toBe('abcdefghijkl');
    expect(truncateName('abcdefghijklm')).toBe('abcdefghijkl...');
  });
});

describe('date-time format', () => {
  it('formats in Asia/Shanghai as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime(Date.UTC(2025, 5, 7, 16, 30, 5))).toBe('2025-06-08 00:30:05');
  });

  it('agrees with the time-zone database on dates across the years, and keeps 1988 daylight saving', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    for (let ms = Date.UTC(1992, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 86_400_000 * 37 + 3_600_000 * 5 + 61_000) {
      expect(formatDateTime(ms)).toBe(intl.format(ms));
    }
    // Summer 1988: China observed UTC+9.
    expect(formatDateTime(Date.UTC(1988, 6, 1, 0, 0, 0))).toBe('1988-07-01 09:00:00');
  });
});
