import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIYUN_SMS_REGIONS, S3_VENDOR_REGIONS } from '@zhiyuan/shared/vendor-endpoints';
import { messages, outboxMessages, sysLogs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { SMTP_LOGIN, startSmtpServer } from '../../test/smtp.ts';
import { adminHelpers, type AdminHelpers } from '../admin-test/helpers.ts';

/**
 * Issue 27, finding 1 (high): a role with only sys:setting:view + sys:setting:edit pointed the SMTP
 * host (or the SMS endpoint) at its own server and asked for a full admin's reset code. Where codes,
 * keys, files and logins go now needs sys:setting:secret and a fresh password confirmation, and
 * every such change is logged and told to the super admins through the old e-mail setting.
 */
let t: TestApp;
let h: AdminHelpers;
let admin = '';
const CHIEF_MAIL = 'chief@zhiyuan.test';
const ADMIN_MOBILE = '13900000027';
const EDIT = ['sys:setting:view', 'sys:setting:edit'];
const SECRET = [...EDIT, 'sys:setting:secret'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  h = adminHelpers(t, () => admin);
  await t.database.db.update(users).set({ email: CHIEF_MAIL, mobile: ADMIN_MOBILE, mobileVerified: true }).where(eq(users.username, 'admin'));
});
afterAll(() => t?.close());

const confirm = (token: string, password = 'secret123') => h.post<{ validSeconds: number }>('/api/setting/confirmPassword', { password }, token);
const outboxFor = async (recipient: string, scene: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.scene, scene)));
let ip = 0;
const fromNewAddress = () => `198.51.100.${++ip}`;

describe('a settings editor without the secret power', () => {
  let editor = '';
  beforeAll(async () => {
    editor = (await h.userWith('settingseditor', EDIT)).token;
  });

  it("cannot point SMTP at its own server, so a full admin's reset code never reaches it", async () => {
    const attacker = await startSmtpServer();
    try {
      const res = await h.post(
        '/api/setting/email/set',
        {
          provider: 'smtp',
          smtp: { host: '127.0.0.1', port: attacker.port, secure: false, username: SMTP_LOGIN.username, password: SMTP_LOGIN.password, from: 'x@zhiyuan.test' },
        },
        editor,
      );
      expect(res.code).toBe(403);
      expect(res.message).toContain('查看密钥');
      expect((await t.app.settings.read('email')).provider).toBe('outbox');

      const sent = await t.call({ method: 'GET', url: `/api/email/sendResetCode/${CHIEF_MAIL}`, remoteAddress: fromNewAddress() });
      expect(sent.code).toBe(200);
      expect(attacker.received).toHaveLength(0);
      expect(await outboxFor(CHIEF_MAIL, 'reset')).toHaveLength(1);
    } finally {
      attacker.close();
    }
  });

  it("cannot point the SMS provider at its own endpoint, so the admin's reset SMS stays where it was", async () => {
    const sms = {
      provider: 'aliyun',
      aliyun: {
        accessKeyId: 'LTAI-attacker',
        accessKeySecret: 'attacker',
        signName: '志愿通',
        templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
        endpoint: 'http://127.0.0.1:9',
      },
    };
    const res = await h.post('/api/setting/sms/set', sms, editor);
    expect(res.code).toBe(403);
    expect((await t.app.settings.read('sms')).provider).toBe('outbox');
    expect((await t.call({ method: 'GET', url: `/api/common/captcha/sendResetSms/${ADMIN_MOBILE}`, remoteAddress: fromNewAddress() })).code).toBe(200);
    expect(await outboxFor(ADMIN_MOBILE, 'reset')).toHaveLength(1);
  });

  it('cannot change any other delivery or identity field: social clients, storage target, pay keys, site domains', async () => {
    const attempts: [string, Record<string, unknown>][] = [
      [
        '/api/setting/social/set',
        { github: { enabled: true, clientId: 'attacker-app', clientSecret: 'x', authorizeUrl: '', tokenUrl: '', userInfoUrl: '', scope: '' } },
      ],
      ['/api/setting/social/set', { publicOrigin: 'https://attacker.example' }],
      [
        '/api/setting/oss/set',
        {
          provider: 's3',
          s3: {
            vendor: 'aliyun',
            endpoint: '',
            region: 'oss-cn-hangzhou',
            bucket: 'attacker-bucket',
            accessKey: 'a',
            secretKey: 'b',
            forcePathStyle: false,
            prefix: '',
          },
        },
      ],
      ['/api/setting/oss/set', { provider: 'local', local: { dir: '/tmp/elsewhere' } }],
      ['/api/setting/other/set', { siteName: '志愿通', domain: 'https://attacker.example' }],
      [
        '/api/setting/pay/set',
        {
          mode: 'off',
          appId: 'wx-attacker',
          mchId: '',
          apiV3Key: '',
          merchantSerialNo: '',
          merchantPrivateKey: '',
          platformSerialNo: '',
          platformPublicKey: '',
          notifyUrl: '',
        },
      ],
    ];
    for (const [url, body] of attempts) {
      const res = await h.post(url, body, editor);
      expect(res.code, `${url} ${JSON.stringify(body)}`).toBe(403);
    }
    expect((await t.app.settings.read('social')).github.clientId).toBe('');
    expect((await t.app.settings.read('oss')).provider).toBe('local');
    expect((await t.app.settings.read('other')).domain).toBe('');
  });

  it('still saves what decides no destination: templates, sign name, sender name, site name, the notice', async () => {
    expect((await h.post('/api/setting/sms/templateCode/set', { serviceName: 'aliyun', type: 'login', templateCode: 'SMS_777' }, editor)).code).toBe(200);
    expect((await t.app.settings.read('sms')).aliyun.templates.login).toBe('SMS_777');
    const sms = await h.get<Record<string, unknown>>('/api/setting/sms', editor);
    expect((await h.post('/api/setting/sms/set', { ...sms.result, aliyun: { ...(sms.result.aliyun as object), signName: '新签名' } }, editor)).code).toBe(200);
    const email = await h.get<{ smtp: Record<string, unknown> }>('/api/setting/email', editor);
    expect((await h.post('/api/setting/email/set', { ...email.result, smtp: { ...email.result.smtp, from: '志愿通 <hi@zhiyuan.test>' } }, editor)).code).toBe(
      200,
    );
    expect((await h.post('/api/setting/other/set', { siteName: '志愿通·测试' }, editor)).code).toBe(200);
    expect((await h.post('/api/setting/notice/set', { open: false, content: '通知' }, editor)).code).toBe(200);
  });
});

describe('a holder of the secret power', () => {
  let keeper = '';
  let keeperUser = '';
  beforeAll(async () => {
    const u = await h.userWith('secretkeeper', SECRET);
    keeper = u.token;
    keeperUser = u.user.id;
  });

  it('must confirm its password first; the confirmation holds for its own session only', async () => {
    const body = { provider: 'smtp', smtp: { host: 'smtp.first.example', port: 465, secure: true, username: 'a', password: 'first-secret', from: '' } };
    const first = await h.post<{ confirmPassword?: boolean }>('/api/setting/email/set', body, keeper);
    expect(first.code).toBe(403);
    expect(first.result).toEqual({ confirmPassword: true });
    expect(first.message).toContain('确认');
    const wrong = await confirm(keeper, 'not-my-password');
    expect(wrong.code).toBe(400);
    expect(wrong.message).toContain('password');
    expect((await h.post('/api/setting/email/set', body, keeper)).code).toBe(403);

    expect((await confirm(keeper)).result).toEqual({ validSeconds: 300 });
    expect((await h.post('/api/setting/email/set', body, keeper)).code).toBe(200);
    // Another session of the same user has not confirmed anything.
    const other = await t.login('secretkeeper', 'secret123');
    expect((await h.post('/api/setting/email/set', { ...body, smtp: { ...body.smtp, host: 'smtp.second.example' } }, other)).code).toBe(403);
    // The confirmation lapses with its time (its key in the shared state).
    await t.state.del(`sudo:${(await import('node:crypto')).createHash('sha256').update(keeper).digest('hex')}`);
    expect((await h.post('/api/setting/email/set', { ...body, smtp: { ...body.smtp, host: 'smtp.third.example' } }, keeper)).code).toBe(403);
    await confirm(keeper);
    expect((await h.post('/api/setting/email/set', { provider: 'outbox' }, keeper)).code).toBe(200);
  });

  it('logs each change with the old and new host and never the secret, and tells every super admin through the OLD e-mail setting', async () => {
    const oldServer = await startSmtpServer();
    const newServer = await startSmtpServer();
    try {
      await confirm(keeper);
      const smtp = (port: number) => ({
        host: '127.0.0.1',
        port,
        secure: false,
        username: SMTP_LOGIN.username,
        password: SMTP_LOGIN.password,
        from: 'notice@zhiyuan.test',
      });
      // outbox → SMTP A: the warning goes to the outbox (the old setting).
      expect((await h.post('/api/setting/email/set', { provider: 'smtp', smtp: smtp(oldServer.port) }, keeper)).code).toBe(200);
      expect((await outboxFor(CHIEF_MAIL, 'notice')).length).toBeGreaterThanOrEqual(1);
      // SMTP A → SMTP B: A carries the warning, B hears nothing.
      expect((await h.post('/api/setting/email/set', { provider: 'smtp', smtp: { ...smtp(newServer.port), password: '******' } }, keeper)).code).toBe(200);
      expect(oldServer.received.map((m) => m.to)).toContain(CHIEF_MAIL);
      expect(newServer.received).toHaveLength(0);
      const notice = oldServer.received.find((m) => m.to === CHIEF_MAIL)!;
      expect(notice.raw).not.toContain(SMTP_LOGIN.password);

      const [entry] = await t.database.db.select().from(sysLogs).where(like(sysLogs.name, '修改投递与身份设置%')).orderBy(desc(sysLogs.createTime)).limit(1);
      expect(entry.username).toBe('secretkeeper');
      expect(entry.requestParam).toContain(`smtp.port: ${oldServer.port} → ${newServer.port}`);
      expect(entry.requestParam).not.toContain(SMTP_LOGIN.password);

      // The inbox of the super admins holds the same warning.
      const inbox = await t.database.db.select().from(messages).where(like(messages.title, '投递与身份设置已被修改%'));
      expect(inbox.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(inbox)).not.toContain(SMTP_LOGIN.password);
    } finally {
      oldServer.close();
      newServer.close();
      await h.post('/api/setting/email/set', { provider: 'outbox' }, keeper);
    }
  });

  it('picks vendor endpoints from the published regions; a typed URL is refused by name', async () => {
    await confirm(keeper);
    const templates = { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' };
    const aliyun = { accessKeyId: 'LTAI-ok', accessKeySecret: 'secret', signName: '志愿通', templates };
    const typed = await h.post('/api/setting/sms/set', { provider: 'aliyun', aliyun: { ...aliyun, endpoint: 'http://127.0.0.1:9' } }, keeper);
    expect(typed.code).toBe(400);
    expect(typed.message).toContain('aliyun.endpoint');
    expect(typed.message).toContain('SETTINGS_CUSTOM_ENDPOINTS');
    expect((await h.post('/api/setting/sms/set', { provider: 'aliyun', aliyun: { ...aliyun, endpoint: ALIYUN_SMS_REGIONS[1].endpoint } }, keeper)).code).toBe(
      200,
    );
    expect(
      (
        await h.post(
          '/api/setting/sms/set',
          { provider: 'tencent', tencent: { secretId: 'a', secretKey: 'b', sdkAppId: '1', signName: 's', region: 'evil.example', templates } },
          keeper,
        )
      ).message,
    ).toContain('tencent.region');
    const s3 = {
      vendor: 'aliyun',
      endpoint: '',
      region: 'oss-cn-shanghai',
      bucket: 'zy-files',
      accessKey: 'a',
      secretKey: 'b',
      forcePathStyle: false,
      prefix: '',
    };
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3 }, keeper)).code).toBe(200);
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, endpoint: S3_VENDOR_REGIONS.aliyun[1].endpoint } }, keeper)).code).toBe(200);
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, endpoint: 'https://attacker.example' } }, keeper)).message).toContain(
      's3.endpoint',
    );
    expect(
      (await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, vendor: 'minio', endpoint: 'http://10.0.0.5:9000' } }, keeper)).message,
    ).toContain('s3.vendor');
    expect(
      (
        await h.post(
          '/api/setting/social/set',
          {
            github: {
              enabled: true,
              clientId: 'id',
              clientSecret: 'x',
              authorizeUrl: '',
              tokenUrl: '',
              userInfoUrl: 'https://attacker.example/user',
              scope: '',
            },
          },
          keeper,
        )
      ).message,
    ).toContain('github.userInfoUrl');
    const pay = {
      mode: 'off',
      appId: '',
      mchId: '',
      apiV3Key: '',
      merchantSerialNo: '',
      merchantPrivateKey: '',
      platformSerialNo: '',
      platformPublicKey: '',
      notifyUrl: '',
    };
    expect((await h.post('/api/setting/pay/set', { ...pay, apiBase: 'https://attacker.example' }, keeper)).message).toContain('apiBase');
    await h.post('/api/setting/oss/set', { provider: 'local' }, keeper);
    await h.post('/api/setting/sms/set', { provider: 'outbox' }, keeper);
  });

  it('five wrong confirmations make only that user wait', async () => {
    const other = await h.userWith('secondkeeper', SECRET);
    for (let i = 0; i < 5; i += 1) expect((await confirm(keeper, `wrong-${i}`)).code).toBe(400);
    expect((await confirm(keeper)).code).toBe(429);
    expect((await confirm(other.token)).code).toBe(200);
    await t.state.del(`sudo:wrong:${keeperUser}`);
    expect((await confirm(keeper)).code).toBe(200);
  });
});

describe('an operator who allows custom endpoints', () => {
  it('may point the SMS provider at a private gateway with SETTINGS_CUSTOM_ENDPOINTS, still behind the confirmation', async () => {
    const app = await createTestApp({ SETTINGS_CUSTOM_ENDPOINTS: 'true' });
    try {
      const token = await app.login();
      const sms = {
        provider: 'aliyun',
        aliyun: {
          accessKeyId: 'LTAI',
          accessKeySecret: 's',
          signName: '志愿通',
          templates: { login: 'SMS_1', register: '', reset: '', editMobile: '' },
          endpoint: 'https://sms-gateway.internal.example',
        },
      };
      expect((await app.call({ method: 'POST', url: '/api/setting/sms/set', token, payload: sms })).code).toBe(403);
      expect(
        (
          await app.call({
            method: 'POST',
            url: '/api/setting/confirmPassword',
            token,
            payload: { password: (await import('../../test/app.ts')).TEST_ADMIN_PASSWORD },
          })
        ).code,
      ).toBe(200);
      expect((await app.call({ method: 'POST', url: '/api/setting/sms/set', token, payload: sms })).code).toBe(200);
      expect((await app.app.settings.read('sms')).aliyun.endpoint).toBe('https://sms-gateway.internal.example');
    } finally {
      await app.close();
    }
  });
});
