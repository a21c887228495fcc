import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.call<string | { captchaRequired: boolean }>({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });

/** Opens a captcha and reads its code from the shared state, as the picture would show it. */
async function solvedCaptcha() {
  const init = await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' });
  const code = await t.state.get(`captcha:${init.result}`);
  return { captchaId: init.result, code: code! };
}

async function register(username: string, mobile: string, password = 'secret123') {
  const res = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password, mobile } });
  expect(res.code).toBe(200);
  return res;
}

describe('password login', () => {
  it('accepts the username, the mobile number or the e-mail', async () => {
    await register('loginByAll', '13800000001');
    await t.database.db.update(users).set({ email: 'All@Example.com' }).where(eq(users.username, 'loginByAll'));
    for (const account of ['loginByAll', 'loginbyall', '13800000001', 'all@example.com']) {
      const res = await login({ username: account, password: 'secret123' }, '10.0.1.1');
      expect(res.code, account).toBe(200);
      expect(typeof res.result).toBe('string');
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('gives a normal login a sliding hour and "remember me" seven days', async () => {
    const short = (await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, saveLogin: 'false' }, '10.0.2.1')).result as string;
    const long = (await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, saveLogin: 'true' }, '10.0.2.1')).result as string;
    const rows = await t.database.db.select().from(accessTokens);
    const hours = (r: (typeof rows)[number]) => (r.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(rows.filter((r) => r.remember).some((r) => hours(r) > 24 * 6.9)).toBe(true);
    expect(rows.filter((r) => !r.remember).every((r) => hours(r) <= 1.01)).toBe(true);
    expect(short).not.toBe(long);
  });

  it('stops accepting an expired token', async () => {
    const token = await t.login();
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(200);
    const owner = (await t.app.tokens.verify(token))!;
    await t.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    // Changed behind the server's back, not by a logout: its recent check is dropped by hand.
    await t.app.tokens.forget({ tokenIds: [owner.tokenId] });
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(401);
  });

  it('asks for the captcha after 3 failures and accepts each captcha only once', async () => {
    const ip = '10.0.3.1';
    await register('captchaUser', '13800000003');
    for (let i = 0; i < 2; i++) {
      const res = await login({ username: 'captchaUser', password: 'wrong1' }, ip);
      expect(res.code).toBe(400);
      expect(res.result).toEqual({ captchaRequired: false });
    }
    const third = await login({ username: 'captchaUser', password: 'wrong1' }, ip);
    expect(third.result).toEqual({ captchaRequired: true });
    const noCaptcha = await login({ username: 'captchaUser', password: 'secret123' }, ip);
    expect(noCaptcha).toMatchObject({ code: 400, message: '请输入图片验证码', result: { captchaRequired: true } });

    const captcha = await solvedCaptcha();
    const wrongCode = await login({ username: 'captchaUser', password: 'secret123', captchaId: captcha.captchaId, code: 'zzzz' }, ip);
    expect(wrongCode.message).toBe('图片验证码错误或已过期');
    // The failed check used the captcha up: its right code is refused now.
    const replay = await login({ username: 'captchaUser', password: 'secret123', ...captcha }, ip);
    expect(replay.code).toBe(400);

    const fresh = await solvedCaptcha();
    const okLogin = await login({ username: 'captchaUser', password: 'secret123', ...fresh }, ip);
    expect(okLogin.code).toBe(200);
    const again = await login({ username: 'captchaUser', password: 'secret123', ...fresh }, ip);
    expect(again.code).toBe(400);
  });

  it('serves the captcha image as SVG and refuses an unknown id', async () => {
    const { captchaId } = await solvedCaptcha();
    const img = await t.app.inject({ method: 'GET', url: `/api/common/captcha/draw/${captchaId}` });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    const missing = await t.call({ method: 'GET', url: `/api/common/captcha/draw/${'0'.repeat(32)}` });
    expect(missing.code).toBe(404);
  });

  it('locks an account for 10 minutes after 10 failures, even with the right password', async () => {
    await register('lockMe', '13800000004');
    let last;
    for (let i = 1; i <= 10; i++) {
      const ip = `10.1.${i}.1`; // different IPs: the account lock alone must trigger
      const captcha = i > 3 ? await solvedCaptcha() : {};
      last = await login({ username: 'lockMe', password: 'wrong1', ...captcha }, ip);
      if (i < 10) expect(last.code, `attempt ${i}`).toBe(400);
      if (i === 8) expect(last.message).toBe('用户名或密码错误，还有 2 次尝试机会');
    }
    expect(last!.code).toBe(429);
    const right = await login({ username: 'lockMe', password: 'secret123', ...(await solvedCaptcha()) }, '10.9.9.9');
    expect(right).toMatchObject({ code: 429, message: '登录失败次数过多，请 10 分钟后再试' });
  });

  it('locks an IP that fails 10 times across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 1; i <= 10; i++) {
      const captcha = i > 3 ? await solvedCaptcha() : {};
      await login({ username: `nobody${i}`, password: 'wrong1', ...captcha }, ip);
    }
    const res = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, ...(await solvedCaptcha()) }, ip);
    expect(res.code).toBe(429);
    const elsewhere = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD }, '10.2.0.2');
    expect(elsewhere.code).toBe(200);
  });
});

describe('registration', () => {
  it('creates a user with the default role, who may not open member-only routes', async () => {
    const res = await register('student01', '13900000001');
    expect(res.result).toMatchObject({ username: 'student01', mobile: '13900000001', status: 0, roles: [{ name: 'ROLE_USER' }] });
    expect(JSON.stringify(res.result)).not.toContain('password');
    const token = (await login({ username: 'student01', password: 'secret123' }, '10.3.0.1')).result as string;
    const info = await t.call<{ user: { username: string }; notAllow: string[]; menuList: unknown[] }>({ method: 'GET', url: '/api/permission/getUserAndMenuList', token });
    expect(info.result.user.username).toBe('student01');
    expect(info.result.notAllow).toEqual(['report']);
    expect(info.result.menuList).toEqual([]);
  });

  it('refuses a taken username or mobile, naming the field', async () => {
    await register('taken01', '13900000002');
    const sameName = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'TAKEN01', password: 'secret123', mobile: '13900000003' } });
    expect(sameName).toMatchObject({ code: 400, message: '参数 username 不正确：用户名已被注册' });
    const sameMobile = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'taken02', password: 'secret123', mobile: '13900000002' } });
    expect(sameMobile.message).toBe('参数 mobile 不正确：手机号已被注册');
  });

  it('rejects weak passwords', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'weakpass', password: '12345678', mobile: '13900000009' } });
    expect(res).toMatchObject({ code: 400, message: '参数 password 不正确：须为 6-20 位，且同时包含字母和数字' });
  });
});

describe('SMS and e-mail codes when no provider is configured', () => {
  it('validates the number, then answers 501 instead of pretending to send', async () => {
    const admin = await t.login();
    await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { provider: 'none' } });
    await t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload: { provider: 'none' } });
    expect((await t.call({ method: 'GET', url: '/api/common/captcha/sendLoginSms/12345' })).code).toBe(400);
    const res = await t.call({ method: 'GET', url: '/api/common/captcha/sendLoginSms/13800138000' });
    expect(res).toMatchObject({ code: 501, success: false, message: '短信服务尚未配置，请联系管理员' });
    const mail = await t.call({ method: 'GET', url: '/api/email/sendResetCode/a@b.cn' });
    expect(mail).toMatchObject({ code: 501, message: '邮件服务尚未配置，请联系管理员' });
    // Without a code sent, a reset cannot succeed.
    const reset = await t.call({ method: 'POST', url: '/api/auth/resetByEmail', payload: { email: 'a@b.cn', code: '123456', password: 'abc12345' } });
    expect(reset).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { provider: 'outbox' } });
    await t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload: { provider: 'outbox' } });
  });
});

describe('logout', () => {
  it('revokes the token it was called with', async () => {
    const token = await t.login();
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(401);
  });

  it('answers a dead token with 401 where visitors are welcome, so the client signs out', async () => {
    const token = await t.login();
    await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect((await t.call({ method: 'GET', url: '/api/permission/getUserAndMenuList', token })).code).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token })).code).toBe(200);
  });

  it('answers a visitor with no user and no forbidden routes', async () => {
    const res = await t.call({ method: 'GET', url: '/api/permission/getUserAndMenuList' });
    expect(res.result).toEqual({ user: null, menuList: [], notAllow: [] });
  });
});

describe('password login rate limit (LOGIN_RATE_LIMIT_PER_MINUTE)', () => {
  it('answers 429 past the per-IP limit, even with the right password, and other IPs still log in', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const attempt = (ip: string) => limited.call<string>({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await attempt('10.9.0.1')).code).toBe(200);
      const over = await attempt('10.9.0.1');
      expect(over.code).toBe(429);
      expect(over.success).toBe(false);
      expect((await attempt('10.9.0.2')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('says when to come back on a refusal, and sends no limit headers with answers', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'wrong-password' }, remoteAddress: '10.9.1.1' });
      const first = await attempt();
      expect(first.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(first.headers['x-ratelimit-limit']).toBeUndefined();
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-limit']).toBe('1');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await limited.close();
    }
  });
});
