import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MemberView, MyInvite, Page, UserView } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { users, vipMemberships } from '../../db/schema/index.ts';
import { normaliseInviteCode } from '../../lib/invite-code.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const register = (payload: Record<string, string>) =>
  t.call<UserView>({ method: 'POST', url: '/api/auth/register', payload: { password: 'secret123', ...payload } });
const members = (query = '') => h.get<Page<MemberView>>(`/api/app/member/getByCondition?pageSize=100${query}`);

describe('会员管理 and invites (/app/member/*, issue 32 item 4)', () => {
  let inviter: UserView;
  let invited: UserView;
  let code: string;

  it('gives each member an invite code; registering with it records who invited whom', async () => {
    const a = await register({ username: 'inviter1', mobile: '13800000101' });
    expect(a.code, a.message).toBe(200);
    inviter = a.result;
    const token = await t.login('inviter1', 'secret123');
    const mine = await t.call<MyInvite>({ method: 'GET', url: '/api/member/invite', token });
    expect(mine.code, mine.message).toBe(200);
    code = mine.result.inviteCode;
    expect(normaliseInviteCode(code)).toBe(code);
    expect(mine.result).toMatchObject({ path: `/?invite=${code}`, invitedCount: 0 });
    // Nothing of the account's id in the code.
    expect(inviter.id).not.toContain(code);

    // Typed by hand: lower case with a dash still reads.
    const b = await register({ username: 'invited1', mobile: '13800000102', inviteCode: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(b.code, b.message).toBe(200);
    invited = b.result;
    const bad = await register({ username: 'invited2', mobile: '13800000103', inviteCode: 'ZZZZZZZZ' });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('邀请码');
    expect((await t.call<MyInvite>({ method: 'GET', url: '/api/member/invite', token })).result.invitedCount).toBe(1);
  });

  it('lists members, not staff, with inviter, invite counts and membership; filters by inviter and VIP', async () => {
    const page = await members();
    expect(page.code, page.message).toBe(200);
    const byName = new Map(page.result.content.map((m) => [m.username, m]));
    expect(byName.has('admin')).toBe(false);
    expect(byName.get('invited1')).toMatchObject({ inviteBy: inviter.id, inviteByName: 'inviter1', type: 0, vipStatus: 0, platform: -1 });
    expect(byName.get('inviter1')!.inviteCount).toBe(1);
    expect(byName.get('invited1')!.inviteCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    const tree = await members(`&inviteBy=${inviter.id}`);
    expect(tree.result.content.map((m) => m.username)).toEqual(['invited1']);

    await t.database.db.insert(vipMemberships).values({ userId: invited.id, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const vips = await members('&vip=1');
    expect(vips.result.content.map((m) => m.username)).toEqual(['invited1']);
    expect(vips.result.content[0]).toMatchObject({ type: 1, vipStatus: 1 });
    expect(vips.result.content[0].vipEndTime).not.toBeNull();
    expect((await members('&key=inviter1')).result.content.map((m) => m.username)).toEqual(['inviter1']);
    expect((await h.get<unknown[]>(`/api/app/member/vipHistory/${invited.id}`)).code).toBe(200);
  });

  it('adds, edits, disables (ending sessions) and deletes members, and never reaches staff', async () => {
    const added = await h.post<MemberView>('/api/app/member/admin/add', {
      username: 'addedby1',
      password: 'secret123',
      mobile: '13800000104',
      nickname: '小王',
      grade: '高三',
    });
    expect(added.code, added.message).toBe(200);
    expect(added.result).toMatchObject({ nickname: '小王', grade: '高三', status: 0 });
    expect(added.result.inviteCode).toBeTruthy();

    const edited = await h.post<MemberView>('/api/app/member/admin/edit', { ...added.result, nickname: '王同学', province: '广东' });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result).toMatchObject({ nickname: '王同学', province: '广东', username: 'addedby1' });
    // The added member's number counts as verified, so it is held against others.
    const taken = await h.post('/api/app/member/admin/edit', { id: invited.id, mobile: '13800000104' });
    expect(taken.code).toBe(400);
    expect(taken.message).toContain('mobile');

    const token = await t.login('addedby1', 'secret123');
    const off = await h.post<MemberView>('/api/app/member/admin/status', { userId: added.result.id, enable: 'false' });
    expect(off.result.status).toBe(-1);
    expect((await t.call({ method: 'GET', url: '/api/member/invite', token })).code).toBe(401);
    expect((await h.post<MemberView>('/api/app/member/admin/status', { userId: added.result.id, enable: 'true' })).result.status).toBe(0);

    // Staff cannot be touched here: the admin's own id is refused by name, and nothing is deleted.
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const staff = await h.post('/api/app/member/delByIds', { ids: `${added.result.id},${admin.id}` });
    expect(staff.code).toBe(400);
    expect(staff.message).toContain(admin.id);
    expect((await h.get(`/api/app/member/get/${admin.id}`)).code).toBe(404);
    expect((await h.post('/api/app/member/admin/status', { userId: admin.id, enable: 'false' })).code).toBe(404);
    expect((await h.get(`/api/app/member/get/${added.result.id}`)).code).toBe(200);

    expect((await h.post('/api/app/member/delByIds', { ids: added.result.id })).code).toBe(200);
    expect((await h.get(`/api/app/member/get/${added.result.id}`)).code).toBe(404);
  });

  it('needs the 会员管理 permissions: viewing does not allow changing', async () => {
    const viewer = await h.userWith('memberviewer', ['app:member:view']);
    expect((await h.get('/api/app/member/getByCondition', viewer.token)).code).toBe(200);
    expect((await h.post('/api/app/member/admin/status', { userId: invited.id, enable: 'false' }, viewer.token)).code).toBe(403);
    expect((await h.post('/api/app/member/delByIds', { ids: invited.id }, viewer.token)).code).toBe(403);
    // The viewer holds an admin role, so it is staff: not in the member list.
    expect((await members()).result.content.map((m) => m.username)).not.toContain('memberviewer');
  });
});
