import type { DashboardStats } from '@zhiyuan/shared';
import { describe, expect, it } from 'vitest';
import { activityOption, membershipOption, periodTotal, shortDate, usageOption } from './dashboard-data';

const t = ((key: string) => key) as never;
const stats: DashboardStats = {
  counts: { users: 10, vipUsers: 3, newUsersToday: 1, loginsToday: 4, onlineUsers: 2, departments: 5, roles: 3, messages: 1, testsTaken: null, formsSaved: 7 },
  trend: [
    { date: '2026-11-20', registrations: 2, logins: 5, loginFailures: 1, testsTaken: null, formsSaved: 3 },
    { date: '2026-11-21', registrations: 1, logins: 4, loginFailures: 0, testsTaken: null, formsSaved: 4 },
  ],
  missing: ['testsTaken'],
  samples: {
    total: 3,
    kinds: [
      { kind: 'expert', count: 2 },
      { kind: 'contact', count: 1 },
    ],
  },
};

describe('dashboard charts', () => {
  it('draws registrations, logins and failures per day', () => {
    const option = activityOption(stats, t) as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.xAxis.data).toEqual(['11-20', '11-21']);
    expect(option.series.map((s) => s.data)).toEqual([
      [2, 1],
      [5, 4],
      [1, 0],
    ]);
  });

  it('leaves out statistics the server does not have yet', () => {
    const option = usageOption(stats, t) as { series: { name: string; data: number[] }[] };
    expect(option.series.map((s) => s.name)).toEqual(['dash.formsSaved']);
    expect(usageOption({ ...stats, missing: ['testsTaken', 'formsSaved'] }, t)).toBeNull();
  });

  it('splits VIP from other users and sums periods', () => {
    const pie = membershipOption(stats, t) as { series: { data: { value: number }[] }[] };
    expect(pie.series[0].data.map((d) => d.value)).toEqual([3, 7]);
    expect(periodTotal(stats, 'logins')).toBe(9);
    expect(periodTotal(stats, 'testsTaken')).toBe(0);
    expect(shortDate('x')).toBe('x');
  });
});
