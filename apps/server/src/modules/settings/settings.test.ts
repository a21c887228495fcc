import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { settings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let admin: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-settings-'));
const keyFile = path.join(dir, 'var', 'settings.key');
const env = { SETTINGS_KEY_FILE: keyFile };
beforeAll(async () => {
  t = await createTestApp(env);
  admin = await t.login();
  await t.confirm(admin);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rawValue = async (key: string) =>
  (await t.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value as Record<string, Record<string, unknown>> | undefined;
/** A second server over the same database (a restart, or another instance of a cluster). */
const restart = async (extra: Record<string, string> = {}) => {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent', ...env, ...extra }),
    database: t.database,
    state: t.state,
  });
  await app.ready();
  return app;
};
const smtp = { host: 'smtp.example.com', port: 465, secure: true, username: 'noreply@example.com', password: 'Smtp-Secret-91', from: '' };

describe('secrets of the setting table', () => {
  it('stores a secret encrypted, shows it masked and gives the clear text to the server only', async () => {
    const saved = await t.call({ method: 'POST', url: '/api/setting/email/set', token: admin, payload: { provider: 'smtp', smtp } });
    expect(saved.code, saved.message).toBe(200);
    const stored = await rawValue('email');
    expect(stored?.smtp.password).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toContain('Smtp-Secret-91');
    expect(stored?.smtp.host).toBe('smtp.example.com'); // only secrets are sealed
    const shown = await t.call<{ smtp: { password: string } }>({ method: 'GET', url: '/api/setting/email', token: admin });
    expect(shown.result.smtp.password).toBe('******');
    expect((await t.app.settings.read('email')).smtp.password).toBe('Smtp-Secret-91');
    // Sent back masked, the stored secret stays (and stays sealed).
    await t.call({
      method: 'POST',
      url: '/api/setting/email/set',
      token: admin,
      payload: { provider: 'smtp', smtp: { ...smtp, password: '******', from: '志愿通 <noreply@example.com>' } },
    });
    expect((await rawValue('email'))?.smtp.password).toMatch(/^enc:v1:/);
    expect((await t.app.settings.read('email')).smtp).toMatchObject({ password: 'Smtp-Secret-91', from: '志愿通 <noreply@example.com>' });
  });

  it('stores the WeChat Pay keys encrypted too (vip/pay-config.ts goes through the same rows)', async () => {
    const apiV3Key = 'PayApiV3-0123456789abcdef012345';
    const saved = await t.call({
      method: 'POST',
      url: '/api/setting/pay/set',
      token: admin,
      payload: { mode: 'off', apiV3Key, merchantPrivateKey: '-----BEGIN PRIVATE KEY-----\nPay-Private-77\n-----END PRIVATE KEY-----' },
    });
    expect(saved.code, saved.message).toBe(200);
    const stored = await rawValue('pay.weixin');
    expect(stored?.apiV3Key).toMatch(/^enc:v1:/);
    expect(stored?.merchantPrivateKey).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/PayApiV3|Pay-Private-77/);
    const shown = await t.call<{ apiV3Key: string; merchantPrivateKey: string }>({ method: 'GET', url: '/api/setting/pay', token: admin });
    expect(shown.result).toMatchObject({ apiV3Key: '******', merchantPrivateKey: '******' });
    expect(await t.app.settings.rows.get('pay.weixin')).toMatchObject({ apiV3Key });
  });

  it('makes the key file once with mode 0600 and decrypts after a restart with it', async () => {
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8');
    const again = await restart();
    try {
      expect((await again.settings.read('email')).smtp.password).toBe('Smtp-Secret-91');
      expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
    } finally {
      await again.close();
    }
    // SETTINGS_KEY holding the same key is the same key (how a cluster shares it).
    const byEnv = await restart({ SETTINGS_KEY: key.trim(), SETTINGS_KEY_FILE: path.join(dir, 'unused.key') });
    try {
      expect((await byEnv.settings.read('email')).smtp.password).toBe('Smtp-Secret-91');
      expect(fs.existsSync(path.join(dir, 'unused.key'))).toBe(false);
    } finally {
      await byEnv.close();
    }
  });

  it('refuses to start with a key that did not seal the stored secrets', async () => {
    await expect(restart({ SETTINGS_KEY: randomBytes(32).toString('hex') })).rejects.toThrow(/SETTINGS_KEY/);
    expect(() => loadConfig({ SETTINGS_KEY: 'too-short' })).toThrow(/SETTINGS_KEY/);
  });

  it('seals secrets saved in clear before encryption at the next start and keeps reading them', async () => {
    const legacy = {
      provider: 'aliyun',
      aliyun: {
        accessKeyId: 'LTAI-old',
        accessKeySecret: 'Old-Clear-Secret',
        signName: '志愿通',
        templates: { login: 'SMS_1', register: '', reset: '', editMobile: '' },
        endpoint: '',
        retired: 'a field no longer in the schema',
      },
    };
    await t.database.db
      .insert(settings)
      .values({ key: 'sms', value: legacy })
      .onConflictDoUpdate({ target: settings.key, set: { value: legacy } });
    expect((await t.app.settings.read('sms')).aliyun.accessKeySecret).toBe('Old-Clear-Secret'); // read as before
    const again = await restart();
    await again.close();
    const stored = await rawValue('sms');
    expect(stored?.aliyun.accessKeySecret).toMatch(/^enc:v1:/);
    expect((await t.app.settings.read('sms')).aliyun).toMatchObject({ accessKeyId: 'LTAI-old', accessKeySecret: 'Old-Clear-Secret', signName: '志愿通' });
  });
});

describe('saving settings', () => {
  it('refuses an unknown key with 400 naming it and resets nothing', async () => {
    const before = await rawValue('email');
    const misspelt = await t.call({
      method: 'POST',
      url: '/api/setting/email/set',
      token: admin,
      payload: { provider: 'smtp', smtpp: { host: 'evil.example.com' } },
    });
    expect(misspelt).toMatchObject({ code: 400, success: false });
    expect(misspelt.message).toContain('smtpp');
    const nested = await t.call({
      method: 'POST',
      url: '/api/setting/sms/set',
      token: admin,
      payload: { provider: 'aliyun', aliyun: { accessKeyId: 'x', signNme: 'typo' } },
    });
    expect(nested).toMatchObject({ code: 400, success: false });
    expect(nested.message).toContain('signNme');
    const social = await t.call({
      method: 'POST',
      url: '/api/setting/social/set',
      token: admin,
      payload: { github: { enabled: true, clientId: 'a' }, gitlab: { enabled: true } },
    });
    expect(social).toMatchObject({ code: 400, success: false });
    expect(social.message).toContain('gitlab');
    expect(await rawValue('email')).toEqual(before);
    expect((await t.app.settings.read('email')).smtp).toMatchObject({ host: 'smtp.example.com', password: 'Smtp-Secret-91' });
  });
});
