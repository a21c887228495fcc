import { describe, expect, it } from 'vitest';
import type { MetricFamilyView } from '@zhiyuan/shared';
import { filterMetrics, labelText, valueText } from './data';

const m = (name: string, help: string, labels: Record<string, string> = {}): MetricFamilyView => ({
  name,
  help,
  type: 'counter',
  values: [{ metricName: name, labels, value: 1 }],
});

describe('Actuator监控 metrics table', () => {
  it('finds metrics by name, help or a label value, in name order', () => {
    const all = [m('zz_jobs', 'Job runs', { job: 'vip.expire' }), m('http_requests', 'HTTP answers', { route: '/api/x' })];
    expect(filterMetrics(all, '').map((x) => x.name)).toEqual(['http_requests', 'zz_jobs']);
    expect(filterMetrics(all, 'VIP.EXPIRE').map((x) => x.name)).toEqual(['zz_jobs']);
    expect(filterMetrics(all, 'answers').map((x) => x.name)).toEqual(['http_requests']);
  });

  it('writes labels and values for reading', () => {
    expect(labelText({ method: 'GET', status_code: 200 })).toBe('method="GET", status_code="200"');
    expect(valueText(3)).toBe('3');
    expect(valueText(0.123456)).toBe('0.1235');
  });
});
