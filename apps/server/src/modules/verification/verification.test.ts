import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { Envelope } from '@zhiyuan/shared';
import { messageSends, messages, outboxMessages, userRoles, users } from '../../db/schema/index.ts';
import type { BusEvent } from '../../lib/bus.ts';
import { superRoleId } from '../../db/power.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CODE_MAX_TRIES_TOTAL, RECIPIENT_CAPTCHA_AFTER, RECIPIENT_SLOW_AFTER } from './codes.ts';
import { aliyunSignature, tc3Authorization } from './signing.ts';
import { sendAliyunSms, sendTencentSms } from './delivery.ts';
import { startSmtpServer } from '../../test/smtp.ts';

let t: TestApp;
let admin: string;
let ipSeq = 0;
/** A fresh client address per request, so the per-IP limits only bite where a test wants them. */
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const send = (path: string, ip = nextIp(), token?: string) => t.call({ method: 'GET', url: `/api${path}`, remoteAddress: ip, token });

/** The latest code the outbox provider kept for a recipient, read through the admin API. */
async function outboxCode(recipient: string): Promise<string> {
  const res = await t.call<{ content: { body: string; recipient: string }[] }>({
    method: 'GET',
    url: `/api/outbox/getByPage?recipient=${encodeURIComponent(recipient)}&pageSize=1`,
    token: admin,
  });
  expect(res.code).toBe(200);
  const m = /(\d{6})/.exec(res.result.content[0]?.body ?? '');
  expect(m, `no code for ${recipient}`).not.toBeNull();
  return m![1];
}

/**
 * An account whose number is proved: registered without a code (outbox mode), then marked as an
 * SMS code would have (a code of its own would spend the number's 60-second send slot).
 */
async function registered(username: string, mobile: string, password = 'secret123') {
  const res = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username, password, mobile }, remoteAddress: nextIp() });
  expect(res.code).toBe(200);
  await t.database.db.update(users).set({ mobileVerified: true }).where(eq(users.username, username));
}

/**
 * An image captcha solved as a person would: opened and drawn, its answer read (here from the
 * state: the code the picture shows). Returns the query the send-code dialog adds.
 */
async function solvedCaptcha(): Promise<string> {
  const ip = nextIp();
  const id = (await t.call<string>({ method: 'GET', url: '/api/common/captcha/init', remoteAddress: ip })).result;
  expect((await t.app.inject({ method: 'GET', url: `/api/common/captcha/draw/${id}`, remoteAddress: ip })).statusCode).toBe(200);
  return `captchaId=${id}&code=${await t.state.get(`captcha:${id}`)}`;
}

/** What a caller sees of an answer (all but the time). */
const seen = ({ code, success, message, result }: Envelope<unknown>) => ({ code, success, message, result });
const outboxCount = async (recipient: string) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).length;

const smsLogin = (mobile: string, code: string) =>
  t.call<string>({ method: 'POST', url: '/api/auth/smsLogin', payload: { mobile, code }, remoteAddress: nextIp() });

describe('sending codes', () => {
  it('stores the code hashed, not in clear, and delivers it to the outbox', async () => {
    const res = await send('/common/captcha/sendRegistSms/13700000001');
    expect(res).toMatchObject({ code: 200, message: '验证码已发送' });
    const code = await outboxCode('13700000001');
    const stored = await t.state.get('vcode:sms:register:13700000001');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(code);
  });

  it('allows one send per number per 60 seconds', async () => {
    expect((await send('/common/captcha/sendRegistSms/13700000002')).code).toBe(200);
    const again = await send('/common/captcha/sendRegistSms/13700000002');
    expect(again.code).toBe(429);
    expect(again.message).toContain('60 秒');
    // Also across scenes and from another address: the limit is per number.
    await registered('limitUser2', '13700000003');
    expect((await send('/common/captcha/sendLoginSms/13700000003')).code).toBe(200);
    expect((await send('/common/captcha/sendResetSms/13700000003')).code).toBe(429);
    // Once the minute is over (its key lapses) the next send goes out.
    await t.state.del('vcode:cool:13700000003');
    expect((await send('/common/captcha/sendResetSms/13700000003')).code).toBe(200);
  });

  it('asks for the captcha from the 4th send to a number in a day and slows to 10 minutes after 10, never refusing the day', async () => {
    const mobile = '13700000004';
    const path = `/common/captcha/sendRegistSms/${mobile}`;
    for (let i = 0; i < RECIPIENT_SLOW_AFTER + 5; i++) {
      await t.state.del(`vcode:cool:${mobile}`); // the wait has run out
      if (i >= RECIPIENT_CAPTCHA_AFTER) {
        expect(await send(path), `send ${i + 1} without the captcha`).toMatchObject({
          code: 400,
          message: '请输入图片验证码',
          result: { captchaRequired: true },
        });
        expect((await send(`${path}?captchaId=${'a'.repeat(32)}&code=0000`)).message).toBe('图片验证码错误或已过期');
      }
      const captcha = i >= RECIPIENT_CAPTCHA_AFTER ? `?${await solvedCaptcha()}` : '';
      expect((await send(path + captcha)).code, `send ${i + 1}`).toBe(200);
      // Asking again at once is told to wait, before any captcha is asked for (and spent).
      const seconds = i + 1 >= RECIPIENT_SLOW_AFTER ? 600 : 60;
      expect(await send(path), `send ${i + 1} again`).toMatchObject({ code: 429, message: `发送过于频繁，请 ${seconds} 秒后再试` });
    }
    expect(await outboxCount(mobile)).toBe(RECIPIENT_SLOW_AFTER + 5);
  });

  it('asks one IP for an image captcha after 5 sends in an hour', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 5; i++) expect((await send(`/common/captcha/sendRegistSms/1360000000${i}`, ip)).code).toBe(200);
    const sixth = await send('/common/captcha/sendRegistSms/13600000005', ip);
    expect(sixth).toMatchObject({ code: 400, result: { captchaRequired: true } });
    const init = await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' });
    const wrong = await send(`/common/captcha/sendRegistSms/13600000005?captchaId=${init.result}&code=zzzz`, ip);
    expect(wrong.message).toBe('图片验证码错误或已过期');
    const init2 = await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' });
    const solved = await t.state.get(`captcha:${init2.result}`);
    expect((await send(`/common/captcha/sendRegistSms/13600000005?captchaId=${init2.result}&code=${solved}`, ip)).code).toBe(200);
  });

  it('answers alike whether a number or address is registered, sending only where the code can be used', async () => {
    await registered('takenMobile', '13700000005');
    await t.database.db.update(users).set({ email: 'taken.mail@example.com' }).where(eq(users.username, 'takenMobile'));
    const pairs = [
      // [path, a number the code is for, one it is not for]
      ['/common/captcha/sendLoginSms/', '13700000005', '13700000099'],
      ['/common/captcha/sendResetSms/', '13700000005', '13700000098'],
      ['/common/captcha/sendRegistSms/', '13700000097', '13700000005'],
      ['/email/sendResetCode/', 'taken.mail@example.com', 'nobody.mail@example.com'],
    ];
    for (const [path, valid, other] of pairs) {
      for (const target of [valid, other]) await t.state.del(`vcode:cool:${target}`);
      const [sent, silent] = [await send(path + valid), await send(path + other)];
      expect(sent, path).toMatchObject({ code: 200, success: true, message: '验证码已发送', result: null });
      expect(silent, path).toEqual({ ...sent, timestamp: silent.timestamp });
      // The 60-second limit answers alike too.
      const [sentAgain, silentAgain] = [await send(path + valid), await send(path + other)];
      expect(sentAgain.code).toBe(429);
      expect(silentAgain).toEqual({ ...sentAgain, timestamp: silentAgain.timestamp });
    }
    // Nothing went to a number or address the code could not be used with.
    expect(await outboxCount('13700000099')).toBe(0);
    expect(await outboxCount('nobody.mail@example.com')).toBe(0);
    expect(await outboxCount('13700000097')).toBe(1);
    expect((await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13700000005'))).map((m) => m.scene).sort()).toEqual([
      'login',
      'reset',
    ]);
    expect((await send('/common/captcha/sendRegistSms/12345')).code).toBe(400);
    expect((await send('/common/captcha/sendEditMobileSms/13700000006')).code).toBe(401);
  });

  it('tells whether a mobile is taken at registration only after its SMS code checks out', async () => {
    await registered('holder01', '13700000008');
    const attempt = (code: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'prober01', password: 'secret123', mobile: '13700000008', code },
        remoteAddress: nextIp(),
      });
    expect(await attempt('123456')).toMatchObject({ code: 400, message: '验证码错误或已过期' });
    // The holder's own register code (sent by the test, as if the holder asked) opens the answer.
    const code = await t.app.codes.issue('sms', 'register', '13700000008');
    expect(await attempt(code)).toMatchObject({ code: 400, message: '参数 mobile 不正确：手机号已被注册' });
  });

  it('answers 501 when no provider is configured', async () => {
    await t.confirm(admin); // changing where codes go needs a fresh password confirmation
    await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { provider: 'none' } });
    const res = await send('/common/captcha/sendRegistSms/13700000007');
    expect(res).toMatchObject({ code: 501, message: '短信服务尚未配置，请联系管理员' });
    await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { provider: 'outbox' } });
    expect((await send('/common/captcha/sendRegistSms/13700000007')).code).toBe(200);
  });
});

describe("a stranger cannot spend the owner's codes (issue 27)", () => {
  /**
   * Ten reset requests for a number from ten addresses, a minute apart (the cool-down key
   * deleted as if it ran out), then its owner from home: the answers seen at each step.
   */
  async function strangersThenOwner(mobile: string) {
    const path = `/common/captcha/sendResetSms/${mobile}`;
    const cooled = () => t.state.del(`vcode:cool:${mobile}`);
    const answers = [];
    for (let i = 0; i < 10; i++) {
      await cooled();
      answers.push(seen(await send(path)));
    }
    await cooled();
    const home = nextIp();
    answers.push(seen(await send(path, home)));
    answers.push(seen(await send(`${path}?captchaId=${'b'.repeat(32)}&code=0000`, home)));
    answers.push(seen(await send(`${path}?${await solvedCaptcha()}`, home)));
    answers.push(seen(await send(`${path}?${await solvedCaptcha()}`, home)));
    return { answers, home };
  }

  it('lets the owner reset the password by SMS after ten reset requests for the number from ten addresses', async () => {
    await registered('quotaOwner', '13700000040', 'oldpass123');
    const { answers, home } = await strangersThenOwner('13700000040');
    const captchaRequired = { code: 400, success: false, message: '请输入图片验证码', result: { captchaRequired: true } };
    // Three go out; from the fourth a stranger must solve the image captcha, and none is refused for the day.
    expect(answers.slice(0, 10).map((a) => a.code)).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    expect(answers[3]).toEqual(captchaRequired);
    // The owner is asked for the captcha too (the send-code button opens it), and with it gets a code.
    expect(answers[10]).toEqual(captchaRequired);
    expect(answers[11]).toMatchObject({ code: 400, message: '图片验证码错误或已过期', result: { captchaRequired: true } });
    expect(answers[12]).toMatchObject({ code: 200, message: '验证码已发送' });
    expect(answers[13]).toMatchObject({ code: 429, message: '发送过于频繁，请 60 秒后再试' });
    const code = await outboxCode('13700000040');
    const reset = await t.call({
      method: 'POST',
      url: '/api/user/resetByMobile',
      payload: { mobile: '13700000040', code, password: 'newpass456' },
      remoteAddress: home,
    });
    expect(reset).toMatchObject({ code: 200, message: '密码已重置，请使用新密码登录' });
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'quotaOwner', password: 'newpass456' }, remoteAddress: home })).code,
    ).toBe(200);
  });

  it('answers alike for a registered and an unregistered number through the same sequence', async () => {
    await registered('quotaTwin', '13700000041');
    const registeredRun = await strangersThenOwner('13700000041');
    const unregisteredRun = await strangersThenOwner('13700000042');
    expect(unregisteredRun.answers).toEqual(registeredRun.answers);
    // Then captcha-proven sends until the wait grows, alike again.
    const more = async (mobile: string) => {
      const answers = [];
      for (let i = 0; i < RECIPIENT_SLOW_AFTER - RECIPIENT_CAPTCHA_AFTER; i++) {
        await t.state.del(`vcode:cool:${mobile}`);
        answers.push(seen(await send(`/common/captcha/sendResetSms/${mobile}?${await solvedCaptcha()}`)));
      }
      answers.push(seen(await send(`/common/captcha/sendResetSms/${mobile}`)));
      return answers;
    };
    const [a, b] = [await more('13700000041'), await more('13700000042')];
    expect(b).toEqual(a);
    expect(a.at(-1)).toMatchObject({ code: 429, message: '发送过于频繁，请 600 秒后再试' });
    // Only the registered number was sent anything.
    expect(await outboxCount('13700000041')).toBeGreaterThan(0);
    expect(await outboxCount('13700000042')).toBe(0);
  });
});

describe("the site's hourly cap on sends (issue 27)", () => {
  it('refuses every send past codeSendsPerHour with 429 and tells each super admin once', async () => {
    const title = '验证码发送量已达本小时上限';
    await registered('superTwo', '13700000050');
    const [two] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'superTwo'));
    await t.database.db.insert(userRoles).values({ userId: two.id, roleId: (await superRoleId(t.database.db))! });
    await registered('notSuper', '13700000051');
    await t.database.db.update(users).set({ email: 'cap.mail@example.com' }).where(eq(users.username, 'notSuper'));
    const inboxOf = async (username: string) =>
      await t.database.db
        .select({ id: messageSends.id, content: messages.content })
        .from(messageSends)
        .innerJoin(messages, eq(messages.id, messageSends.messageId))
        .innerJoin(users, eq(users.id, messageSends.userId))
        .where(and(eq(users.username, username), eq(messages.title, title)));

    const other = (await t.call<Record<string, unknown>>({ method: 'GET', url: '/api/setting/other', token: admin })).result;
    expect((await t.call({ method: 'POST', url: '/api/setting/other/set', token: admin, payload: { ...other, codeSendsPerHour: 3 } })).code).toBe(200);
    // A new hour starts (the counters of the sends above lapse).
    await t.state.del('vcode:site');
    await t.state.del('vcode:site:alerted');
    const events: BusEvent[] = [];
    const unsubscribe = t.app.bus.subscribe((e) => events.push(e));
    try {
      for (const mobile of ['13700000052', '13700000053', '13700000054']) expect((await send(`/common/captcha/sendRegistSms/${mobile}`)).code).toBe(200);
      const refused = { code: 429, success: false, message: '本小时验证码发送量已达上限，请稍后再试' };
      // Any recipient, SMS or e-mail, registered or not, is refused alike.
      expect(await send('/common/captcha/sendRegistSms/13700000055')).toMatchObject(refused);
      expect(await send('/email/sendResetCode/cap.mail@example.com')).toMatchObject(refused);
      expect(await send('/common/captcha/sendResetSms/13700000051')).toMatchObject(refused);
      expect(await send('/common/captcha/sendResetSms/13700000056')).toMatchObject(refused);
      expect(await outboxCount('13700000055')).toBe(0);
      expect(await outboxCount('cap.mail@example.com')).toBe(0);

      expect(await inboxOf('admin')).toHaveLength(1);
      expect(await inboxOf('superTwo')).toHaveLength(1);
      expect(await inboxOf('notSuper')).toHaveLength(0);
      expect((await inboxOf('admin'))[0].content).toContain('3 条验证码');
      // Pushed to their open pages (the websocket relays bus events).
      const pushed = events.filter((e): e is Extract<BusEvent, { type: 'message' }> => e.type === 'message' && e.message.title === title);
      expect(pushed).toHaveLength(1);
      expect([...pushed[0].userIds].sort()).toEqual(
        [two.id, (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0].id].sort(),
      );
      // The admin reads it in 我的消息.
      const mine = await t.call<{ content: { title: string }[] }>({
        method: 'GET',
        url: `/api/messageSend/getByCondition?title=${encodeURIComponent(title)}`,
        token: admin,
      });
      expect(mine.result.content.map((m) => m.title)).toEqual([title]);
    } finally {
      unsubscribe();
      await t.call({ method: 'POST', url: '/api/setting/other/set', token: admin, payload: { ...other, codeSendsPerHour: 600 } });
      await t.state.del('vcode:site');
    }
  });
});

describe('checking codes', () => {
  it('logs in by SMS, and the code works once', async () => {
    await registered('smsLogin1', '13700000010');
    expect((await send('/common/captcha/sendLoginSms/13700000010')).code).toBe(200);
    const code = await outboxCode('13700000010');
    const first = await smsLogin('13700000010', code);
    expect(first.code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token: first.result })).result).toMatchObject({ username: 'smsLogin1' });
    const replay = await smsLogin('13700000010', code);
    expect(replay).toMatchObject({ code: 400, message: '验证码错误或已过期' });
  });

  it('shuts one address out of a code after 5 wrong tries, while the owner elsewhere still uses it', async () => {
    await registered('wrongTries', '13700000011');
    await send('/common/captcha/sendLoginSms/13700000011');
    const code = await outboxCode('13700000011');
    const wrong = code === '000000' ? '111111' : '000000';
    const from = (ip: string, c: string) =>
      t.call<string>({ method: 'POST', url: '/api/auth/smsLogin', payload: { mobile: '13700000011', code: c }, remoteAddress: ip });
    for (let i = 0; i < 4; i++) expect((await from('10.7.0.1', wrong)).message).toBe('验证码错误或已过期');
    expect((await from('10.7.0.1', wrong)).message).toBe('验证码错误次数过多，请重新获取');
    expect(await from('10.7.0.1', code)).toMatchObject({ code: 400, message: '验证码错误次数过多，请重新获取' });
    expect((await from('10.7.0.2', code)).code).toBe(200);
  });

  it('voids a code after 50 wrong tries from all addresses together', async () => {
    await registered('wrongTries2', '13700000015');
    await send('/common/captcha/sendLoginSms/13700000015');
    const code = await outboxCode('13700000015');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_TRIES_TOTAL; i++) await smsLogin('13700000015', wrong);
    expect(await smsLogin('13700000015', code)).toMatchObject({ code: 400, message: '验证码错误或已过期' });
  });

  it('expires a code after 5 minutes', async () => {
    await registered('expiring', '13700000012');
    await send('/common/captcha/sendLoginSms/13700000012');
    const code = await outboxCode('13700000012');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
      expect((await smsLogin('13700000012', code)).message).toBe('验证码错误或已过期');
    } finally {
      vi.useRealTimers();
    }
  });

  it('registers with an SMS code, refusing a wrong one without creating the user', async () => {
    await send('/common/captcha/sendRegistSms/13700000013');
    const code = await outboxCode('13700000013');
    const bad = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'smsReg1', password: 'secret123', mobile: '13700000013', code: code === '123456' ? '654321' : '123456' },
    });
    expect(bad.message).toBe('验证码错误或已过期');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'smsReg1'))).toHaveLength(0);
    const good = await t.call({
      method: 'POST',
      url: '/api/user/regist',
      payload: new URLSearchParams({ username: 'smsReg1', password: 'secret123', mobile: '13700000013', code }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(good.code).toBe(200);
  });

  it('resets the password by mobile (both paths), ending old sessions', async () => {
    await registered('resetMobile', '13700000014', 'oldpass123');
    const oldToken = await t.login('resetMobile', 'oldpass123');
    await send('/common/captcha/sendResetSms/13700000014');
    const code = await outboxCode('13700000014');
    const res = await t.call({ method: 'POST', url: '/api/user/resetByMobile', payload: { mobile: '13700000014', code, password: 'newpass456' } });
    expect(res).toMatchObject({ code: 200, message: '密码已重置，请使用新密码登录' });
    expect((await t.call({ method: 'GET', url: '/api/user/info', token: oldToken })).code).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/login',
          payload: 'username=resetMobile&password=newpass456',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).code,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'resetMobile', password: 'oldpass123' }, remoteAddress: nextIp() })).code,
    ).toBe(400);
  });
});

describe('e-mail through SMTP', () => {
  it('resets the password with a code mailed through a real SMTP server', async () => {
    await t.confirm(admin); // changing where codes go needs a fresh password confirmation
    const server = await startSmtpServer();
    const { port, received } = server;
    try {
      const set = await t.call({
        method: 'POST',
        url: '/api/setting/email/set',
        token: admin,
        payload: {
          provider: 'smtp',
          smtp: { host: '127.0.0.1', port, secure: false, username: 'mailer@zhiyuan.test', password: 'smtp-secret-1', from: '志愿通 <mailer@zhiyuan.test>' },
        },
      });
      expect(set.code).toBe(200);
      const shown = await t.call<{ smtp: { password: string; username: string } }>({ method: 'GET', url: '/api/setting/email', token: admin });
      expect(shown.result.smtp).toMatchObject({ password: '******', username: 'mailer@zhiyuan.test' });
      expect(JSON.stringify(shown)).not.toContain('smtp-secret-1');

      await registered('resetMail', '13700000020', 'oldpass123');
      await t.database.db.update(users).set({ email: 'reset.mail@example.com' }).where(eq(users.username, 'resetMail'));
      const sent = await send('/email/sendResetCode/Reset.Mail@example.com');
      expect(sent.code).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ to: 'reset.mail@example.com', user: 'mailer@zhiyuan.test' });
      const body = received[0].raw.replace(/=\r?\n/g, '');
      const code = /(?:^|\D)(\d{6})(?:\D|$)/.exec(
        body
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      // The body may be base64 or quoted-printable; decode when the plain search misses.
      const decoded =
        code ??
        /(\d{6})/.exec(
          Buffer.from(
            body
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join(''),
            'base64',
          ).toString('utf8'),
        )?.[1];
      expect(decoded).toMatch(/^\d{6}$/);

      const reset = await t.call({
        method: 'POST',
        url: '/api/auth/resetByEmail',
        payload: { email: 'reset.mail@example.com', code: decoded, password: 'mailpass789' },
      });
      expect(reset.code).toBe(200);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'reset.mail@example.com', password: 'mailpass789' },
            remoteAddress: nextIp(),
          })
        ).code,
      ).toBe(200);
      // Not stored in the outbox when a real provider is used.
      expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'reset.mail@example.com'))).toHaveLength(0);
    } finally {
      server.close();
      await t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload: { provider: 'outbox' } });
    }
  });

  it('reports a failed delivery without leaving a usable code or a spent minute', async () => {
    await t.confirm(admin); // changing where codes go needs a fresh password confirmation
    await t.call({
      method: 'POST',
      url: '/api/setting/email/set',
      token: admin,
      payload: { provider: 'smtp', smtp: { host: '127.0.0.1', port: 1, secure: false, username: '', password: '', from: 'x@y.z' } },
    });
    await registered('failMail', '13700000021');
    await t.database.db.update(users).set({ email: 'fail.mail@example.com' }).where(eq(users.username, 'failMail'));
    const res = await send('/email/sendResetCode/fail.mail@example.com');
    expect(res.code).toBe(500);
    expect(res.message).toBe('验证码发送失败，请稍后再试或联系管理员');
    expect(await t.state.get('vcode:email:reset:fail.mail@example.com')).toBeNull();
    expect(await t.state.get('vcode:cool:fail.mail@example.com')).toBeNull();
    await t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload: { provider: 'outbox' } });
  });
});

describe('settings and outbox access', () => {
  it('keeps a secret sent back masked and refuses users without the permission', async () => {
    await t.confirm(admin); // changing where codes go needs a fresh password confirmation
    const payload = {
      provider: 'aliyun',
      aliyun: {
        accessKeyId: 'LTAI-test',
        accessKeySecret: 'very-secret',
        signName: '志愿通',
        templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
      },
    };
    expect((await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload })).code).toBe(200);
    const shown = await t.call<{ aliyun: { accessKeySecret: string } }>({ method: 'GET', url: '/api/setting/sms', token: admin });
    expect(shown.result.aliyun.accessKeySecret).toBe('******');
    await t.call({
      method: 'POST',
      url: '/api/setting/sms/set',
      token: admin,
      payload: { ...payload, aliyun: { ...payload.aliyun, accessKeySecret: '******', signName: '新签名' } },
    });
    expect(await t.app.settings.read('sms')).toMatchObject({ aliyun: { accessKeySecret: 'very-secret', signName: '新签名' } });
    // With a real provider configured, registration must carry the SMS code.
    const noCode = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'noCodeUser', password: 'secret123', mobile: '13700000031' },
      remoteAddress: nextIp(),
    });
    expect(noCode).toMatchObject({ code: 400, message: '请输入短信验证码' });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'noCodeUser'))).toHaveLength(0);
    await t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload: { provider: 'outbox' } });

    await registered('plainUser', '13700000030');
    const user = await t.login('plainUser', 'secret123');
    expect((await t.call({ method: 'GET', url: '/api/setting/sms', token: user })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/outbox/getByPage', token: user })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/outbox/getByPage' })).code).toBe(401);
    const rows = await t.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createTime)).limit(1);
    expect(rows[0].body).toMatch(/\d{6}/);
  });
});

describe('provider request signing', () => {
  it("matches Aliyun's documented SendSms signature example", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("matches Tencent Cloud's documented TC3-HMAC-SHA256 example", () => {
    const r = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(r.stringToSign.split('\n')[3]).toBe('5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031');
    expect(r.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(r.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('sends signed requests shaped as the Aliyun and Tencent APIs expect', async () => {
    const seen: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url!, headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        res.end(req.method === 'GET' ? JSON.stringify({ Code: 'OK' }) : JSON.stringify({ Response: { SendStatusSet: [{ Code: 'Ok' }] } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const templates = { login: '', register: '', reset: '', editMobile: '' };
      await sendAliyunSms(
        { accessKeyId: 'ak', accessKeySecret: 'sk', signName: '志愿通', templates, endpoint },
        '13800000000',
        'SMS_1',
        '123456',
        new Date('2026-01-01T00:00:00Z'),
        'nonce-1',
      );
      const q = new URL(seen[0].url, endpoint).searchParams;
      expect(q.get('Action')).toBe('SendSms');
      expect(q.get('TemplateParam')).toBe('{"code":"123456"}');
      const { Signature, ...rest } = Object.fromEntries(q);
      expect(Signature).toBe(aliyunSignature(rest, 'sk'));

      await sendTencentSms(
        { secretId: 'sid', secretKey: 'skey', sdkAppId: '1400000000', signName: '志愿通', region: 'ap-guangzhou', templates, endpoint },
        '13800000000',
        '1001',
        '654321',
        new Date(1551113065_000),
      );
      const tc = seen[1];
      expect(tc.headers['x-tc-action']).toBe('SendSms');
      expect(JSON.parse(tc.body)).toMatchObject({ PhoneNumberSet: ['+8613800000000'], TemplateParamSet: ['654321', '5'] });
      const expected = tc3Authorization({
        secretId: 'sid',
        secretKey: 'skey',
        service: 'sms',
        host: 'sms.tencentcloudapi.com',
        timestamp: 1551113065,
        payload: tc.body,
      });
      expect(tc.headers.authorization).toBe(expected.authorization);
    } finally {
      server.close();
    }
  });
});
