/**
 * Issue 16 item 3: a fresh install without an SMS provider registers with username, password and
 * (once asked) the image captcha, the mobile kept unverified; an unverified mobile names no
 * account (no SMS login, no reset by it, no password login by it) and holds nothing against the
 * number's owner. With a real provider the SMS code is required.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { REGISTER_CAPTCHA_AFTER } from './routes.ts';

let t: TestApp;
let admin: string;
let ipSeq = 0;
const nextIp = () => `10.16.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  t = await createTestApp({ SETTINGS_CUSTOM_ENDPOINTS: 'true' });
  admin = await t.login();
  await t.confirm(admin);
});
afterAll(() => t.close());

const setSms = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/setting/sms/set', token: admin, payload });
const setEmail = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload });
const registerCall = (payload: Record<string, string>, ip = nextIp()) =>
  t.call<{ captchaRequired?: boolean }>({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
const verifiedOf = async (username: string) => (await t.database.db.select({ v: users.mobileVerified }).from(users).where(eq(users.username, username)))[0]?.v;
const options = () =>
  t.call<{ smsCode: string; resetByMobile: boolean; resetByEmail: boolean; captchaAfter: number }>({ method: 'GET', url: '/api/auth/registerOptions' });

describe('registration without an SMS provider', () => {
  it('tells the dialog what this install can do', async () => {
    await setSms({ provider: 'none' });
    await setEmail({ provider: 'none' });
    expect((await options()).result).toEqual({ smsCode: 'off', resetByMobile: false, resetByEmail: false, captchaAfter: REGISTER_CAPTCHA_AFTER });
    await setSms({ provider: 'outbox' });
    expect((await options()).result).toMatchObject({ smsCode: 'optional', resetByMobile: false });
    await setSms({
      provider: 'aliyun',
      aliyun: {
        accessKeyId: 'ak',
        accessKeySecret: 'sk',
        signName: '志愿通',
        templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
      },
    });
    await setEmail({ provider: 'smtp', smtp: { host: '127.0.0.1', port: 1, secure: false, username: '', password: '', from: 'x@y.z' } });
    expect((await options()).result).toMatchObject({ smsCode: 'required', resetByMobile: true, resetByEmail: true });
    await setSms({ provider: 'none' });
    await setEmail({ provider: 'outbox' });
  });

  it('registers with provider none, keeping the mobile unverified; that mobile names no account', async () => {
    await setSms({ provider: 'none' });
    const res = await registerCall({ username: 'fresh01', password: 'secret123', mobile: '13611110001' });
    expect(res.code).toBe(200);
    expect(await verifiedOf('fresh01')).toBe(false);
    // Password login by the username works; by the unverified number it does not.
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'fresh01', password: 'secret123' }, remoteAddress: nextIp() })).code,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: '13611110001', password: 'secret123' }, remoteAddress: nextIp() })).code,
    ).toBe(400);
  });

  it('sends no login or reset code to an unverified number, and SMS login / reset by it fail', async () => {
    await setSms({ provider: 'outbox' });
    expect((await registerCall({ username: 'fresh02', password: 'secret123', mobile: '13611110002' })).code).toBe(200);
    for (const path of ['sendLoginSms', 'sendResetSms']) {
      await t.state.del('vcode:cool:13611110002');
      const sent = await t.call({ method: 'GET', url: `/api/common/captcha/${path}/13611110002`, remoteAddress: nextIp() });
      expect(sent).toMatchObject({ code: 200, message: '验证码已发送' });
    }
    expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13611110002'))).toHaveLength(0);
    // Even a code put in place (as if sent) does not open an unverified number.
    const code = await t.app.codes.issue('sms', 'login', '13611110002');
    expect((await t.call({ method: 'POST', url: '/api/auth/smsLogin', payload: { mobile: '13611110002', code }, remoteAddress: nextIp() })).code).toBe(400);
    const reset = await t.app.codes.issue('sms', 'reset', '13611110002');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/auth/resetByMobile',
          payload: { mobile: '13611110002', code: reset, password: 'other1234' },
          remoteAddress: nextIp(),
        })
      ).code,
    ).toBe(400);
  });

  it('lets the owner who proves the number register with it, though another account typed it first', async () => {
    await setSms({ provider: 'outbox' });
    expect((await registerCall({ username: 'squatter', password: 'secret123', mobile: '13611110003' })).code).toBe(200);
    const sent = await t.call({ method: 'GET', url: '/api/common/captcha/sendRegistSms/13611110003', remoteAddress: nextIp() });
    expect(sent.code).toBe(200);
    const [row] = await t.database.db.select({ body: outboxMessages.body }).from(outboxMessages).where(eq(outboxMessages.recipient, '13611110003'));
    const code = /(\d{6})/.exec(row.body)![1];
    expect((await registerCall({ username: 'owner03', password: 'secret123', mobile: '13611110003', code })).code).toBe(200);
    expect(await verifiedOf('owner03')).toBe(true);
    expect(await verifiedOf('squatter')).toBe(false);
    // The proved number now names the owner.
    const login = await t.call<string>({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '13611110003', password: 'secret123' },
      remoteAddress: nextIp(),
    });
    const info = await t.call<{ username: string }>({ method: 'GET', url: '/api/user/info', token: login.result });
    expect(info.result.username).toBe('owner03');
    // A second proof of the same number is refused by name, now that it is held.
    const again = await t.app.codes.issue('sms', 'register', '13611110003');
    expect(await registerCall({ username: 'owner03b', password: 'secret123', mobile: '13611110003', code: again })).toMatchObject({
      code: 400,
      message: '参数 mobile 不正确：手机号已被注册',
    });
  });

  it('lets an unverified account verify its own number later', async () => {
    await setSms({ provider: 'outbox' });
    expect((await registerCall({ username: 'fresh04', password: 'secret123', mobile: '13611110004' })).code).toBe(200);
    const token = await t.login('fresh04', 'secret123');
    // Said to the user (bindings, profile) and to the administrator (the user list).
    const said = async () => {
      const bind = await t.call<{ mobileVerified: boolean }>({ method: 'GET', url: '/api/user/bindInfo', token });
      const info = await t.call<{ mobileVerified: boolean }>({ method: 'GET', url: '/api/user/info', token });
      const list = await t.call<{ content: { username: string; mobileVerified: boolean }[] }>({
        method: 'GET',
        url: '/api/user/getByCondition?username=fresh04',
        token: admin,
      });
      return [bind.result.mobileVerified, info.result.mobileVerified, list.result.content.find((u) => u.username === 'fresh04')?.mobileVerified];
    };
    expect(await said()).toEqual([false, false, false]);
    const sent = await t.call({ method: 'GET', url: '/api/common/captcha/sendEditMobileSms/13611110004', token, remoteAddress: nextIp() });
    expect(sent.code).toBe(200);
    const [row] = await t.database.db.select({ body: outboxMessages.body }).from(outboxMessages).where(eq(outboxMessages.recipient, '13611110004'));
    const code = /(\d{6})/.exec(row.body)![1];
    expect((await t.call({ method: 'POST', url: '/api/user/changeMobile', token, payload: { mobile: '13611110004', code } })).code).toBe(200);
    expect(await verifiedOf('fresh04')).toBe(true);
    expect(await said()).toEqual([true, true, true]);
  });

  it(`asks one address for the image captcha after ${REGISTER_CAPTCHA_AFTER} registrations in an hour; other addresses are not affected`, async () => {
    await setSms({ provider: 'none' });
    const ip = '10.16.200.1';
    for (let i = 0; i < REGISTER_CAPTCHA_AFTER; i++)
      expect((await registerCall({ username: `batch${i}`, password: 'secret123', mobile: `1362222000${i}` }, ip)).code).toBe(200);
    const asked = await registerCall({ username: 'batchX', password: 'secret123', mobile: '13622220009' }, ip);
    expect(asked).toMatchObject({ code: 400, message: '请输入图片验证码', result: { captchaRequired: true } });
    const id = (await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' })).result;
    expect(await registerCall({ username: 'batchX', password: 'secret123', mobile: '13622220009', captchaId: id, captchaCode: 'zzzz' }, ip)).toMatchObject({
      code: 400,
      message: '图片验证码错误或已过期',
    });
    const id2 = (await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' })).result;
    const answer = (await t.state.get(`captcha:${id2}`))!;
    expect((await registerCall({ username: 'batchX', password: 'secret123', mobile: '13622220009', captchaId: id2, captchaCode: answer }, ip)).code).toBe(200);
    // Nobody locks another out: another address still registers without a captcha.
    expect((await registerCall({ username: 'elsewhere', password: 'secret123', mobile: '13622220010' }, '10.16.200.2')).code).toBe(200);
  });
});

describe('registration with a real SMS provider', () => {
  it('requires the code; the code sent through the provider (a local stand-in) registers a verified mobile', async () => {
    const seen: URL[] = [];
    const server = http.createServer((req, res) => {
      seen.push(new URL(req.url!, 'http://stand-in'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ Code: 'OK', Message: 'OK' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect(
        (
          await setSms({
            provider: 'aliyun',
            aliyun: {
              accessKeyId: 'ak16',
              accessKeySecret: 'sk16',
              signName: '志愿通',
              templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
              endpoint,
            },
          })
        ).code,
      ).toBe(200);
      const noCode = await registerCall({ username: 'real01', password: 'secret123', mobile: '13633330001' });
      expect(noCode).toMatchObject({ code: 400, message: '请输入短信验证码' });
      // A captcha does not stand in for the code either.
      const id = (await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' })).result;
      expect(
        (
          await registerCall({
            username: 'real01',
            password: 'secret123',
            mobile: '13633330001',
            captchaId: id,
            captchaCode: (await t.state.get(`captcha:${id}`))!,
          })
        ).code,
      ).toBe(400);
      expect((await t.call({ method: 'GET', url: '/api/common/captcha/sendRegistSms/13633330001', remoteAddress: nextIp() })).code).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0].searchParams.get('TemplateCode')).toBe('SMS_2');
      const code = JSON.parse(seen[0].searchParams.get('TemplateParam')!).code as string;
      expect((await registerCall({ username: 'real01', password: 'secret123', mobile: '13633330001', code })).code).toBe(200);
      expect(await verifiedOf('real01')).toBe(true);
    } finally {
      server.close();
      await setSms({ provider: 'outbox' });
    }
  });
});
