import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserView } from '@zhiyuan/shared';
import { accessTokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { provinceOfIp } from './ip-province.ts';

let t: TestApp;
let admin: string;
let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

async function account(username: string, mobile: string, password = 'secret123') {
  expect((await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password, mobile }, remoteAddress: nextIp() })).code).toBe(200);
  return t.login(username, password);
}
async function outboxCode(recipient: string) {
  const res = await t.call<{ content: { body: string }[] }>({
    method: 'GET',
    url: `/api/outbox/getByPage?recipient=${encodeURIComponent(recipient)}&pageSize=1`,
    token: admin,
  });
  return /(\d{6})/.exec(res.result.content[0].body)![1];
}

describe('own profile', () => {
  it('edits nickname, province, grade, school and 选科, validating each', async () => {
    const token = await account('profile1', '13500000001');
    const res = await t.call<UserView>({
      method: 'POST',
      url: '/api/user/edit',
      token,
      payload: { nickname: '小明', province: '河南', grade: '高三', school: '郑州一中', subjects: ['物理', '化学', '生物'] },
    });
    expect(res.code).toBe(200);
    expect(res.result).toMatchObject({ nickname: '小明', province: '河南', grade: '高三', school: '郑州一中', subjects: ['物理', '化学', '生物'] });
    const bad = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { subjects: ['物理', '物理'] } });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('subjects');
    const badProvince = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { province: '火星' } });
    expect(badProvince.message).toContain('省份不存在');
    // The username and the account type cannot be changed here: refused by name, nothing changed.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const hijack = await t.call<UserView>({
      method: 'POST',
      url: '/api/user/edit',
      token,
      payload: 'subjects=%E5%8E%86%E5%8F%B2,%E6%94%BF%E6%B2%BB&username=hacker&type=1&school=',
      headers: form,
    });
    expect(hijack.code).toBe(400);
    expect(hijack.message).toContain('username');
    // Form posts send 选科 comma-joined; the stored username may be posted back as it is.
    const ok2 = await t.call<UserView>({
      method: 'POST',
      url: '/api/user/edit',
      token,
      payload: 'subjects=%E5%8E%86%E5%8F%B2,%E6%94%BF%E6%B2%BB&username=profile1&type=0&status=0&email=&school=',
      headers: form,
    });
    expect(ok2.result).toMatchObject({ subjects: ['历史', '政治'], school: null, username: 'profile1', province: '河南', type: 0 });
    expect((await t.call({ method: 'POST', url: '/api/user/edit', payload: { nickname: 'x' } })).code).toBe(401);
  });

  it('takes the province alone (the header saves it so) and answers it in /user/info and the login payload', async () => {
    const token = await account('province1', '13500000019');
    expect((await t.call<UserView>({ method: 'GET', url: '/api/user/info', token })).result.province).toBeNull();
    await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { nickname: '小红', grade: '高二', subjects: ['历史', '政治', '地理'] } });
    const res = await t.call<UserView>({ method: 'POST', url: '/api/user/edit', token, payload: { province: '湖北' } });
    expect(res.code, res.message).toBe(200);
    // Nothing else changes with it.
    expect(res.result).toMatchObject({ province: '湖北', nickname: '小红', grade: '高二', subjects: ['历史', '政治', '地理'] });
    expect((await t.call<UserView>({ method: 'GET', url: '/api/user/info', token })).result.province).toBe('湖北');
    const menu = await t.call<{ user: UserView }>({ method: 'GET', url: '/api/permission/getUserAndMenuList', token });
    expect(menu.result.user.province).toBe('湖北');
    // The strict body: a key it does not take is refused by name, and the province is kept.
    const extra = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { province: '广东', examYear: 2026 } });
    expect(extra.code).toBe(400);
    expect(extra.message).toContain('examYear');
    expect((await t.call<UserView>({ method: 'GET', url: '/api/user/info', token })).result.province).toBe('湖北');
  });
});

describe('own profile as XBoot posts it back', () => {
  it('takes back what /user/info read, refuses a changed mobile or an unknown key by name, and keeps everything', async () => {
    const token = await account('selfie', '13912345678');
    const read = async () => (await t.call<Record<string, unknown>>({ method: 'GET', url: '/api/user/info', token })).result;
    const first = await t.call({
      method: 'POST',
      url: '/api/user/edit',
      token,
      payload: { nickname: '小周', address: '江苏,南京', street: '中山路 1 号', birth: '2008-05-01', description: '高二' },
    });
    expect(first.code, first.message).toBe(200);
    const before = await read();
    const back = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: before });
    expect(back.code, back.message).toBe(200);
    const { updateTime: _a, ...after } = await read();
    const { updateTime: _b, ...expected } = before;
    expect(after).toEqual(expected);
    const mobile = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { ...before, mobile: '13800000000' } });
    expect(mobile.code).toBe(400);
    expect(mobile.message).toContain('mobile');
    const unknown = await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { nickname: '小周', hobby: 'chess' } });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('hobby');
    const { updateTime: _c, ...still } = await read();
    expect(still).toEqual(expected);
  });
});

describe('password', () => {
  it('changes the password with the old one and ends the other sessions', async () => {
    const token = await account('passUser', '13500000002', 'oldpass123');
    const other = await t.login('passUser', 'oldpass123');
    const wrong = await t.call({
      method: 'POST',
      url: '/api/user/modifyPass',
      token,
      payload: { password: 'nope12345', newPass: 'newpass456' },
      remoteAddress: '10.6.0.1',
    });
    expect(wrong).toMatchObject({ code: 400, message: '密码错误' });
    const weak = await t.call({ method: 'POST', url: '/api/user/modifyPass', token, payload: { password: 'oldpass123', newPass: 'short' } });
    expect(weak.code).toBe(400);
    const res = await t.call({ method: 'POST', url: '/api/user/modifyPass', token, payload: { password: 'oldpass123', newPass: 'newpass456' } });
    expect(res.code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token: other })).code).toBe(401);
    await t.login('passUser', 'newpass456');
  });

  it('slows re-authentication after repeated wrong passwords, without locking', async () => {
    const token = await account('unlockUser', '13500000003');
    expect((await t.call({ method: 'POST', url: '/api/user/unlock', token, payload: { password: 'secret123' } })).code).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await t.call({ method: 'POST', url: '/api/user/unlock', token, payload: { password: 'wrong1234' }, remoteAddress: '10.6.0.2' })).code).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/user/unlock', token, payload: { password: 'secret123' }, remoteAddress: '10.6.0.2' })).code).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.call({ method: 'POST', url: '/api/user/unlock', token, payload: { password: 'secret123' }, remoteAddress: '10.6.0.2' })).code).toBe(200);
  });
});

describe('mobile and e-mail', () => {
  it('changes the mobile with a code sent to the new number, tied to the user who asked', async () => {
    const token = await account('mobileUser', '13500000004');
    const intruder = await account('intruder1', '13500000005');
    // Both numbers proved, as an SMS code at registration would (issue 16 item 3: a number registered
    // without one is unverified, and its owner may be sent a code to verify it).
    await t.database.db.update(users).set({ mobileVerified: true }).where(eq(users.mobile, '13500000004'));
    await t.database.db.update(users).set({ mobileVerified: true }).where(eq(users.mobile, '13500000005'));
    expect((await t.call({ method: 'GET', url: '/api/common/captcha/sendEditMobileSms/13500000004', token, remoteAddress: nextIp() })).message).toBe(
      '新手机号与当前手机号相同',
    );
    // A number someone else holds gets nothing, and the answer does not say so (issue 14).
    expect((await t.call({ method: 'GET', url: '/api/common/captcha/sendEditMobileSms/13500000005', token, remoteAddress: nextIp() })).message).toBe(
      '验证码已发送',
    );
    expect((await t.call({ method: 'GET', url: '/api/common/captcha/sendEditMobileSms/13500000006', token, remoteAddress: nextIp() })).code).toBe(200);
    const code = await outboxCode('13500000006');
    // Somebody else cannot use it for their own account.
    expect((await t.call({ method: 'POST', url: '/api/user/changeMobile', token: intruder, payload: { mobile: '13500000006', code } })).code).toBe(400);
    await t.state.del('vcode:cool:13500000006');
    await t.call({ method: 'GET', url: '/api/common/captcha/sendEditMobileSms/13500000006', token, remoteAddress: nextIp() });
    const code2 = await outboxCode('13500000006');
    const res = await t.call<UserView>({ method: 'POST', url: '/api/user/changeMobile', token, payload: { mobile: '13500000006', code: code2 } });
    expect(res.result.mobile).toBe('13500000006');
  });

  it('binds an e-mail with a code, and reports bindings masked', async () => {
    const token = await account('mailUser', '13500000007');
    expect((await t.call({ method: 'GET', url: '/api/email/sendEditCode/Mail.User@example.com', token, remoteAddress: nextIp() })).code).toBe(200);
    const code = await outboxCode('mail.user@example.com');
    const res = await t.call<UserView>({ method: 'POST', url: '/api/email/editEmail', token, payload: { email: 'mail.user@example.com', code } });
    expect(res.result.email).toBe('mail.user@example.com');
    const info = await t.call<{ mobile: string; email: string; socials: { platform: string; bound: boolean }[] }>({
      method: 'GET',
      url: '/api/user/bindInfo',
      token,
    });
    expect(info.result).toMatchObject({ mobile: '135****0007', email: 'ma***@example.com' });
    expect(info.result.socials.map((s) => s.platform)).toEqual(['github', 'qq', 'weibo', 'wechat', 'dingding', 'workwechat']);
    expect((await t.call({ method: 'GET', url: '/api/user/bindInfo' })).code).toBe(401);
  });
});

describe('username check and account deletion', () => {
  it('tells whether a username is free', async () => {
    await account('takenName', '13500000008');
    expect((await t.call<{ available: boolean }>({ method: 'GET', url: '/api/user/checkUserName?username=TAKENNAME' })).result).toEqual({ available: false });
    expect((await t.call<{ available: boolean }>({ method: 'GET', url: '/api/user/checkUserName?username=freeName1' })).result).toEqual({ available: true });
    expect((await t.call({ method: 'GET', url: '/api/user/checkUserName?username=1' })).code).toBe(400);
  });

  it("deletes one's own account after the password: personal data erased, no login possible", async () => {
    const token = await account('leaver1', '13500000009');
    await t.call({ method: 'POST', url: '/api/user/edit', token, payload: { nickname: '要走的人', school: '某中学' } });
    expect((await t.call({ method: 'POST', url: '/api/user/deleteUser', token, payload: { password: 'wrong1234' }, remoteAddress: '10.6.1.1' })).code).toBe(
      400,
    );
    const res = await t.call({ method: 'POST', url: '/api/user/deleteUser', token, payload: { password: 'secret123' } });
    expect(res).toMatchObject({ code: 200, message: '账号已注销' });
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(401);
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, '13500000009'));
    expect(rows).toHaveLength(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.nickname, '已注销用户'));
    expect(row).toMatchObject({ status: -1, mobile: null, email: null, school: null });
    expect(row.username).not.toBe('leaver1');
    expect(await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, row.id))).toHaveLength(0);
    // The number is free again.
    await account('leaver2', '13500000009');
    // The administrator cannot delete itself this way.
    expect((await t.call({ method: 'POST', url: '/api/user/deleteUser', token: admin, payload: { password: 'x' } })).message).toBe('管理员账号不能自行注销');
  });
});

describe('ip info', () => {
  it('guesses the province from a local table; private addresses are unknown', async () => {
    expect(provinceOfIp('202.106.0.20')).toBe('北京');
    expect(provinceOfIp('::ffff:61.139.2.69')).toBe('四川');
    expect(provinceOfIp('192.168.1.5')).toBeNull();
    expect(provinceOfIp('8.8.8.8')).toBeNull();
    expect(provinceOfIp('::1')).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/common/ip/province', remoteAddress: '222.240.1.1' })).result).toEqual({
      ip: '222.240.1.1',
      province: '湖南',
    });
    expect((await t.call({ method: 'GET', url: '/api/common/ip/province', remoteAddress: '10.0.0.8' })).result).toEqual({ ip: '10.0.0.8', province: null });
  });

  it("answers /common/ip/info in XBoot's shape: the place as a string, 未知 when unknown (issue 28)", async () => {
    expect(await t.call({ method: 'GET', url: '/api/common/ip/info', remoteAddress: '222.240.1.1' })).toMatchObject({ code: 200, result: '湖南' });
    expect(await t.call({ method: 'GET', url: '/api/common/ip/info', remoteAddress: '10.0.0.8' })).toMatchObject({ code: 200, result: '未知' });
  });
});
