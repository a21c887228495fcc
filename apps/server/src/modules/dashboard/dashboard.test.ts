import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

describe('home dashboard', () => {
  it('counts users, VIPs, registrations and logins from the real tables, per day', async () => {
    const before = (await h.get<DashboardStats>('/api/dashboard/stats?days=7')).result;
    expect(before.trend).toHaveLength(7);
    const today = before.trend[6].date;
    expect(today).toBe(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    const vip = (await h.get<{ id: string; name: string }[]>('/api/role/getAllList')).result.find((r) => r.name === 'ROLE_VIP')!;
    await h.addUser('dashVip', { roleIds: vip.id });
    await h.addUser('dashPlain');
    await t.login('dashPlain', 'secret123');
    await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'dashPlain', password: 'wrong123' } });
    const after = (await h.get<DashboardStats>('/api/dashboard/stats?days=7')).result;
    expect(after.counts.users).toBe(before.counts.users + 2);
    expect(after.counts.vipUsers).toBe(before.counts.vipUsers + 1);
    expect(after.counts.newUsersToday).toBe(before.counts.newUsersToday + 2);
    expect(after.counts.loginsToday).toBe(before.counts.loginsToday + 1);
    expect(after.trend[6].registrations).toBe(before.trend[6].registrations + 2);
    expect(after.trend[6].logins).toBe(before.trend[6].logins + 1);
    expect(after.trend[6].loginFailures).toBe(before.trend[6].loginFailures + 1);
    expect(after.counts.onlineUsers).toBeGreaterThanOrEqual(2);
    // Features without a table yet are reported, not invented.
    for (const key of after.missing) expect(after.counts[key as 'testsTaken' | 'formsSaved']).toBeNull();
    expect((await h.get('/api/dashboard/stats?days=500')).code).toBe(400);
    const { token } = await h.userWith('noHome', []);
    expect((await h.get('/api/dashboard/stats', token)).code).toBe(403);
  });
});
