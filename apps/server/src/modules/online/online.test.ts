import { describe, expect, it } from 'vitest';
import type { OnlineUserView, Page } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

describe('online users', () => {
  it('lists live sessions with user, IP, device and activity, never the token', async () => {
    await h.addUser('onlineA');
    const token = (
      await t.call<string>({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'onlineA', password: 'secret123' },
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        },
      })
    ).result;
    const page = await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?key=onlineA');
    expect(page.result.totalElements).toBe(1);
    const [s] = page.result.content;
    expect(s).toMatchObject({ username: 'onlineA', current: false, remember: false });
    expect(s.device).toContain('iPhone');
    expect(s.ip).toBeTruthy();
    expect(s.lastActiveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const all = await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?pageSize=100');
    expect(JSON.stringify(all.result)).not.toContain(token);
    expect(all.result.content.find((x) => x.username === 'admin')?.current).toBe(true);
  });

  it("kicks a session out at once, but not the caller's own", async () => {
    await h.addUser('kickMe');
    const token = await t.login('kickMe', 'secret123');
    expect((await h.get('/api/user/info', token)).code).toBe(200);
    const [s] = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?key=kickMe')).result.content;
    expect((await h.post('/api/onlineUser/logout', { ids: s.id })).code).toBe(200);
    expect((await h.get('/api/user/info', token)).code).toBe(401);
    const mine = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?pageSize=100')).result.content.find((x) => x.current)!;
    expect((await h.post('/api/onlineUser/logout', { ids: mine.id })).code).toBe(400);
  });

  it('applies the data scope and the permissions', async () => {
    const ops = await h.department('运营部');
    const content = await h.department('内容部');
    await h.addUser('onlineOps', { departmentId: ops.id });
    await h.addUser('onlineContent', { departmentId: content.id });
    await t.login('onlineOps', 'secret123');
    const outsiderToken = await t.login('onlineContent', 'secret123');
    const { token } = await h.userWith('opsWatcher', ['sys:online:view', 'sys:online:logout'], 3, { departmentId: ops.id });
    const seen = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?pageSize=100', token)).result.content.map((x) => x.username);
    expect(seen).toContain('onlineOps');
    expect(seen).not.toContain('onlineContent');
    expect(seen).not.toContain('admin');
    // Kicking a session outside the scope does nothing.
    const [outside] = (await h.get<Page<OnlineUserView>>('/api/onlineUser/getAllByPage?key=onlineContent')).result.content;
    await h.post('/api/onlineUser/logout', { ids: outside.id }, token);
    expect((await h.get('/api/user/info', outsiderToken)).code).toBe(200);
    const { token: noPerm } = await h.userWith('noOnline', []);
    expect((await h.get('/api/onlineUser/getAllByPage', noPerm)).code).toBe(403);
  });
});
