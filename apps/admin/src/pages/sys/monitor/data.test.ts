import { describe, expect, it } from 'vitest';
import type { ServerSample } from '@zhiyuan/shared';
import { formatBytes, seriesOption, uptimeParts } from './data';

const sample = (time: number, dbMs: number | null): ServerSample => ({
  time,
  cpuPercent: 12.5,
  rssBytes: 300 * 1024 * 1024,
  heapUsedBytes: 80 * 1024 * 1024,
  heapTotalBytes: 120 * 1024 * 1024,
  loopDelayP99Ms: 11.2,
  loopDelayMaxMs: 30,
  dbMs,
  stateMs: 0.4,
});

describe('服务监控 data', () => {
  it('writes sizes and uptimes in their largest units', () => {
    expect(formatBytes(1536 * 1024 * 1024)).toBe('1.5 GB');
    expect(formatBytes(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(0)).toBe('0 B');
    expect(uptimeParts(2 * 86400 + 3 * 3600 + 59)).toEqual({ days: 2, hours: 3, minutes: 0 });
    expect(uptimeParts(3725)).toEqual({ days: 0, hours: 1, minutes: 2 });
  });

  it('charts each reading in time order, a probe without an answer as a gap (null), not as 0', () => {
    const option = seriesOption([sample(1, 2.5), sample(2, null), sample(3, 3)], [{ name: 'db', value: (s) => s.dbMs }]);
    expect((option.series as { data: (number | null)[] }[])[0].data).toEqual([2.5, null, 3]);
    expect((option.xAxis as { data: string[] }).data).toHaveLength(3);
  });
});
