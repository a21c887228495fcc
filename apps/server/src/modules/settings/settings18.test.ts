import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@zhiyuan/shared';
import { sysLogs } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { aliyunSignature, tc3Authorization } from '../verification/signing.ts';
import { emailSettingSchema, ossSettingSchema, smsSettingSchema } from './store.ts';

let t: TestApp;
let h: AdminHelpers;
// 测试连接 reaches the test servers on 127.0.0.1 only because the tests allow loopback explicitly;
// the local store's default folder (under the storage root) exists.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-files18-'));
let admin = '';
// MinIO-style endpoints are typed here, so the operator's SETTINGS_CUSTOM_ENDPOINTS is on; the admin
// confirms its password once, as the settings page asks before a delivery change (delivery-guard.test.ts).
adminSuite((s) => ({ t, h, admin } = s), { CHECK_ALLOW_ADDRESSES: 'loopback', FILES_DIR: filesDir, SETTINGS_CUSTOM_ENDPOINTS: 'true' });
beforeAll(() => t.confirm(admin));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

type Check = { ok: boolean; message: string };
const SCHEMAS = { oss: ossSettingSchema, sms: smsSettingSchema, email: emailSettingSchema };
/** Stores a setting as a save would, without the save route (the 测试连接 tests test the check). */
const saveSetting = (key: keyof typeof SCHEMAS, value: Record<string, unknown>) => t.app.settings.write(key, SCHEMAS[key].parse(value) as never);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A user holding exactly these codes (view/edit of settings, without the secret button, say). */
const tokens: Record<string, string> = {};
const userWith = async (name: string, codes: string[]) => (tokens[name] ??= (await h.userWith(name, codes)).token);

describe('storage, other and notice settings', () => {
  it('saves storage with the secret masked on the way back and kept when sent back masked', async () => {
    const s3 = {
      vendor: 'minio',
      endpoint: 'http://127.0.0.1:9000',
      region: '',
      bucket: 'zhiyuan-files',
      accessKey: 'AK1',
      secretKey: 'S3-Secret-42',
      forcePathStyle: true,
      prefix: 'zy/',
    };
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3 })).code).toBe(200);
    const shown = await h.get<{ provider: string; s3: typeof s3 }>('/api/setting/oss');
    expect(shown.result).toMatchObject({ provider: 's3', s3: { ...s3, secretKey: '******' } });
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, secretKey: '******', prefix: '' } })).code).toBe(200);
    expect((await t.app.settings.read('oss')).s3).toMatchObject({ secretKey: 'S3-Secret-42', prefix: '' });
    await h.post('/api/setting/oss/set', { provider: 'local' });
    // A set that leaves the secret out, or blank, keeps it (before, the blank default wiped it).
    expect((await t.app.settings.read('oss')).s3.secretKey).toBe('S3-Secret-42');
    await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, secretKey: '' } });
    expect((await t.app.settings.read('oss')).s3.secretKey).toBe('S3-Secret-42');
    // XBoot's changed=false keeps every stored secret whatever is sent; changed=true takes them as sent.
    await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, secretKey: 'typed-by-mistake' }, changed: false });
    expect((await t.app.settings.read('oss')).s3.secretKey).toBe('S3-Secret-42');
    await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, secretKey: 'S3-Secret-43' } });
    expect((await t.app.settings.read('oss')).s3.secretKey).toBe('S3-Secret-43');
    expect((await h.post('/api/setting/oss/set', { provider: 's3', s3: { ...s3, secretKey: '' }, changed: true })).code).toBe(200);
    expect((await t.app.settings.read('oss')).s3.secretKey).toBe('');
    expect((await h.post('/api/setting/oss/set', { provider: 'local', changed: 'maybe' })).message).toContain('changed');
    expect((await h.post('/api/setting/other/set', { siteName: '志愿通', changed: true })).message).toContain('changed');
    await h.post('/api/setting/oss/set', { provider: 'local' });
  });

  it('refuses bad storage input with 400 naming the field, in Chinese and English', async () => {
    const bucket = await h.post('/api/setting/oss/set', { provider: 's3', s3: { bucket: 'Bad_Bucket' } });
    expect(bucket).toMatchObject({ code: 400 });
    expect(bucket.message).toBe('参数 s3.bucket 不正确：格式不正确');
    const provider = await t.call({
      method: 'POST',
      url: '/api/setting/oss/set',
      token: await t.login(),
      headers: { 'accept-language': 'en-US' },
      payload: { provider: 'ftp' },
    });
    expect(provider.code).toBe(400);
    expect(provider.message).toMatch(/provider/);
    expect(provider.message).toMatch(/local, s3/);
    const unknown = await h.post('/api/setting/oss/set', { provider: 'local', local: { dir: '/tmp/x', path: '/etc' } });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('local.path');
    expect((await t.app.settings.read('oss')).provider).toBe('local');
  });

  it('saves the other setting; bad upload limits are refused by name', async () => {
    const other = {
      siteName: '志愿通测试',
      icp: '京ICP备12345678号-1',
      domain: 'https://zy.example.com',
      adminDomain: '',
      uploadMaxMb: 20,
      uploadKinds: ['image', 'pdf'],
      trashDays: 7,
    };
    expect((await h.post('/api/setting/other/set', other)).code).toBe(200);
    expect((await h.get('/api/setting/other')).result).toEqual({ ...other, codeSendsPerHour: 600 });
    // The site's footer reads its name and ICP number without a token, and nothing else of it.
    const site = await t.app.inject({ method: 'GET', url: '/api/setting/site' });
    expect(site.json().result).toEqual({ siteName: '志愿通测试', icp: '京ICP备12345678号-1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/setting/other' })).json().code).toBe(401);
    const big = await h.post('/api/setting/other/set', { ...other, uploadMaxMb: 0 });
    expect(big.message).toBe('参数 uploadMaxMb 不正确：不能小于 1');
    const kind = await h.post('/api/setting/other/set', { ...other, uploadKinds: ['image', 'exe'] });
    expect(kind.code).toBe(400);
    expect(kind.message).toContain('uploadKinds.1');
    const domain = await h.post('/api/setting/other/set', { ...other, domain: 'javascript:alert(1)' });
    expect(domain.message).toContain('domain');
    expect((await t.app.settings.read('other')).uploadMaxMb).toBe(20);
  });

  it('shows the notice to visitors only while it is open and inside its window (China time)', async () => {
    const at = (ms: number) => formatDateTime(Date.now() + ms);
    const notice = {
      open: true,
      level: 'warning',
      content: '<b>志愿填报</b>系统将于今晚维护',
      link: 'https://zy.example.com/news/1',
      linkText: '详情',
      startTime: at(-3600_000),
      endTime: at(3600_000),
    };
    expect((await h.post('/api/setting/notice/set', notice)).code).toBe(200);
    const visitor = await t.call<Record<string, unknown>>({ method: 'GET', url: '/api/setting/notice' });
    expect(visitor.result).toEqual({ ...notice, showing: true }); // the site escapes the text (it is data, not HTML)

    // A window in the future: the visitor sees nothing, the admin form still gets the stored value.
    const later = { ...notice, startTime: at(3600_000), endTime: at(7200_000) };
    expect((await h.post('/api/setting/notice/set', later)).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/setting/notice' })).result).toEqual({ open: false, showing: false });
    expect((await h.get('/api/setting/notice')).result).toEqual({ ...later, showing: false });
    // Someone logged in without sys:setting:view is a visitor here.
    const plain = await userWith('noticeReader', []);
    expect((await h.get('/api/setting/notice', plain)).result).toEqual({ open: false, showing: false });

    // Switched off: nothing, whatever the window.
    await h.post('/api/setting/notice/set', { ...notice, open: false });
    expect((await t.call({ method: 'GET', url: '/api/setting/notice' })).result).toEqual({ open: false, showing: false });
  });

  it('refuses a notice window that ends before it starts, and a bad time, naming the field', async () => {
    const back = await h.post('/api/setting/notice/set', { open: true, content: 'x', startTime: '2026-06-01 10:00:00', endTime: '2026-06-01 09:00:00' });
    expect(back).toMatchObject({ code: 400, message: '参数 endTime 不正确：结束时间须晚于开始时间' });
    const bad = await h.post('/api/setting/notice/set', { open: true, content: 'x', startTime: '2026-06-01T10:00' });
    expect(bad.message).toBe('参数 startTime 不正确：格式不正确');
    const level = await h.post('/api/setting/notice/set', { open: true, content: 'x', level: 'danger' });
    expect(level.message).toContain('level');
  });

  it('guards every settings call by its permission code', async () => {
    const viewer = await userWith('settingViewer', ['sys:setting:view']);
    expect((await h.get('/api/setting/oss', viewer)).code).toBe(200);
    for (const url of ['/api/setting/oss/set', '/api/setting/other/set', '/api/setting/notice/set']) {
      expect((await h.post(url, { provider: 'local' }, viewer)).code, url).toBe(403);
    }
    for (const key of ['oss', 'sms', 'email']) {
      expect((await h.get(`/api/setting/${key}/check`, viewer)).code, key).toBe(403);
      expect((await h.post(`/api/setting/${key}/check`, { provider: 'none' }, viewer)).code, key).toBe(403);
    }
    expect((await h.post('/api/setting/sms/templateCode/set', { serviceName: 'aliyun', type: 'login', templateCode: 'X' }, viewer)).code).toBe(403);
    const nobody = await userWith('settingNobody', []);
    for (const url of ['/api/setting/oss', '/api/setting/other', '/api/setting/sms/templateCodes/aliyun', '/api/setting/seeSecret/oss']) {
      expect((await h.get(url, nobody)).code, url).toBe(403);
      expect((await t.call({ method: 'GET', url })).code, url).toBe(401);
    }
  });
});

describe('SMS template codes per scene', () => {
  it('lists the four scenes with their codes and saves one, form-encoded like XBoot', async () => {
    const saved = await t.call({
      method: 'POST',
      url: '/api/setting/sms/templateCode/set',
      token: await t.login(),
      headers: form,
      payload: 'serviceName=aliyun&type=register&templateCode=SMS_123456',
    });
    expect(saved.code, saved.message).toBe(200);
    const list = await h.get<{ type: string; title: string; templateCode: string }[]>('/api/setting/sms/templateCodes/aliyun');
    expect(list.result).toEqual([
      { type: 'login', title: '登录', templateCode: expect.any(String) },
      { type: 'register', title: '注册', templateCode: 'SMS_123456' },
      { type: 'reset', title: '重置密码', templateCode: expect.any(String) },
      { type: 'editMobile', title: '更换手机号', templateCode: expect.any(String) },
    ]);
    expect((await t.app.settings.read('sms')).aliyun.templates.register).toBe('SMS_123456');
  });

  it('refuses an unknown provider or scene, naming it', async () => {
    expect((await h.get('/api/setting/sms/templateCodes/huawei')).message).toContain('type');
    const scene = await h.post('/api/setting/sms/templateCode/set', { serviceName: 'aliyun', type: 'SMS_ACTIVITI', templateCode: 'X' });
    expect(scene).toMatchObject({ code: 400 });
    expect(scene.message).toContain('type');
    const vendor = await h.post('/api/setting/sms/templateCode/set', { serviceName: 'qiniu', type: 'login', templateCode: 'X' });
    expect(vendor.message).toContain('serviceName');
    const long = await h.post('/api/setting/sms/templateCode/set', { serviceName: 'tencent', type: 'login', templateCode: 'x'.repeat(61) });
    expect(long.message).toContain('templateCode');
  });
});

describe('测试连接 of storage against a local S3 server', () => {
  let s3rver: S3rver;
  let endpoint = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-s3-'));
  beforeAll(async () => {
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'zhiyuan', configs: [] }] });
    const { port } = (await s3rver.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3rver?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const s3 = () => ({
    vendor: 'minio',
    endpoint,
    region: 'us-east-1',
    bucket: 'zhiyuan',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    forcePathStyle: true,
    prefix: '',
  });

  it('says 成功 with good keys, for the saved setting and for the form', async () => {
    // Saved directly: saving delivery settings has its own tests (and its own confirmation).
    await saveSetting('oss', { provider: 's3', s3: s3() });
    expect((await h.get<Check>('/api/setting/oss/check')).result).toEqual({ ok: true, message: '成功' });
    // The form sends the secret back masked: the stored one is used.
    expect((await h.post<Check>('/api/setting/oss/check', { provider: 's3', s3: { ...s3(), secretKey: '******' } })).result).toEqual({
      ok: true,
      message: '成功',
    });
  });

  it('names the failure with a wrong access key, a missing bucket, or an unreachable server', async () => {
    // s3rver checks the access key of a V4 signature but not the signature itself, so the wrong
    // key here is the access key (a real service answers a wrong secret with SignatureDoesNotMatch, the same words).
    const wrong = await h.post<Check>('/api/setting/oss/check', { provider: 's3', s3: { ...s3(), accessKey: 'NOT-A-KEY' } });
    expect(wrong.result.ok).toBe(false);
    expect(wrong.result.message).toMatch(/^连接失败：存储服务拒绝了访问/);
    const bucket = await h.post<Check>('/api/setting/oss/check', { provider: 's3', s3: { ...s3(), bucket: 'no-such-bucket' } });
    expect(bucket.result.message).toMatch(/^连接失败：Bucket 不存在/);
    const down = await h.post<Check>('/api/setting/oss/check', { provider: 's3', s3: { ...s3(), endpoint: 'http://127.0.0.1:1' } });
    expect(down.result.message).toMatch(/^连接失败：无法连接存储服务/);
    const en = await t.call<Check>({
      method: 'POST',
      url: '/api/setting/oss/check',
      token: await t.login(),
      headers: { 'accept-language': 'en-US' },
      payload: { provider: 's3', s3: { ...s3(), bucket: 'no-such-bucket' } },
    });
    expect(en.result.message).toMatch(/^Connection failed: The bucket does not exist/);
    // Testing changed nothing stored, and the typed secret is masked in the operation log.
    expect((await t.app.settings.read('oss')).s3).toMatchObject({ bucket: 'zhiyuan', secretKey: 'S3RVER' });
    await h.post('/api/setting/oss/check', { provider: 's3', s3: { ...s3(), secretKey: 'Typed-Plain-Secret-5' } });
    const [line] = await t.database.db
      .select()
      .from(sysLogs)
      .where(eq(sysLogs.requestUrl, '/api/setting/oss/check'))
      .orderBy(desc(sysLogs.createTime))
      .limit(1);
    expect(line.requestParam).toContain('"secretKey":"******"');
    expect(JSON.stringify(line)).not.toContain('Typed-Plain-Secret-5');
  });

  it('says 成功 for a writable local folder under the storage root and refuses one outside it', async () => {
    expect((await h.post<Check>('/api/setting/oss/check', { provider: 'local' })).result).toEqual({ ok: true, message: '成功' });
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, 'x');
    const notDir = await h.post<Check>('/api/setting/oss/check', { provider: 'local', local: { dir: path.join(file, 'below') } });
    expect(notDir.result).toEqual({ ok: false, message: '连接失败：存储目录须是存储根目录（LOCAL_STORAGE_ROOT）下已存在且可写的文件夹' });
    expect((await h.post('/api/setting/oss/check', { provider: 's3', s3: { bucket: 'A' } })).code).toBe(400);
    await saveSetting('oss', { provider: 'local' });
  });
});

describe('测试连接 of SMS and e-mail', () => {
  it('checks Aliyun keys with a signed call that sends nothing, and names a wrong secret or key', async () => {
    const seen: URLSearchParams[] = [];
    // A stand-in for dysmsapi: it checks the signature the way Aliyun does, with the one secret it knows.
    const server = http.createServer((req, res) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      seen.push(q);
      const params = Object.fromEntries([...q.entries()].filter(([k]) => k !== 'Signature'));
      const body =
        q.get('AccessKeyId') !== 'LTAI-good'
          ? { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' }
          : aliyunSignature(params, 'aliyun-secret') !== q.get('Signature')
            ? { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }
            : q.get('SignName') !== '志愿通'
              ? { Code: 'isv.SMS_SIGN_ILLEGAL', Message: 'sign name illegal' }
              : { Code: 'OK', SignStatus: 1, SignName: '志愿通' };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const aliyun = { accessKeyId: 'LTAI-good', accessKeySecret: 'aliyun-secret', signName: '志愿通', endpoint };
    try {
      await saveSetting('sms', { provider: 'aliyun', aliyun });
      expect((await h.get<Check>('/api/setting/sms/check')).result).toEqual({ ok: true, message: '成功' });
      expect(seen.at(-1)?.get('Action')).toBe('QuerySmsSign'); // not SendSms
      const sendsSeen = seen.filter((q) => q.get('Action') === 'SendSms');
      expect(sendsSeen).toHaveLength(0);
      const check = (a: Record<string, unknown>) =>
        h.post<Check>('/api/setting/sms/check', { provider: 'aliyun', aliyun: { ...aliyun, accessKeySecret: '******', ...a } });
      expect((await check({})).result.ok).toBe(true);
      expect((await check({ accessKeySecret: 'wrong' })).result.message).toBe('连接失败：签名不匹配，密钥（Secret）错误');
      // Another key id is another destination: the secret is typed again (a masked one is refused, check-guard.test.ts).
      expect((await check({ accessKeyId: 'LTAI-other', accessKeySecret: 'aliyun-secret' })).result.message).toBe('连接失败：AccessKey 不存在');
      expect((await check({ signName: '别的签名' })).result.message).toBe('连接失败：短信签名不存在或未审核通过');
      expect((await check({ signName: '' })).result.message).toBe('连接失败：请先填写 短信签名');
      const en = await t.call<Check>({
        method: 'POST',
        url: '/api/setting/sms/check',
        token: await t.login(),
        headers: { 'accept-language': 'en-US' },
        payload: { provider: 'aliyun', aliyun: { ...aliyun, accessKeyId: '', signName: '' } },
      });
      expect(en.result.message).toBe('Connection failed: fill in AccessKey ID, SMS signature first');
      const closed = http.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((r) => closed.close(r));
      expect((await check({ endpoint: `http://127.0.0.1:${closedPort}`, accessKeySecret: 'aliyun-secret' })).result.message).toBe(
        `连接失败：无法连接服务器 127.0.0.1:${closedPort}（连接被拒绝或域名无法解析）`,
      );
    } finally {
      server.close();
    }
  });

  it('checks Tencent keys and template ids with DescribeSmsTemplateList', async () => {
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c));
      req.on('end', () => {
        const timestamp = Number(req.headers['x-tc-timestamp']);
        const expected = tc3Authorization({
          secretId: 'AKID-good',
          secretKey: 'tencent-secret',
          service: 'sms',
          host: 'sms.tencentcloudapi.com',
          timestamp,
          payload: raw,
        }).authorization;
        const body = JSON.parse(raw) as { TemplateIdSet?: number[] };
        const Response =
          req.headers['x-tc-action'] !== 'DescribeSmsTemplateList'
            ? { Error: { Code: 'InvalidAction', Message: '' } }
            : !String(req.headers.authorization).includes('Credential=AKID-good/')
              ? { Error: { Code: 'AuthFailure.SecretIdNotFound', Message: 'The SecretId is not found' } }
              : req.headers.authorization !== expected
                ? { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' } }
                : { DescribeTemplateStatusSet: (body.TemplateIdSet ?? []).filter((id) => id === 1001).map((TemplateId) => ({ TemplateId, StatusCode: 0 })) };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ Response }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tencent = {
      secretId: 'AKID-good',
      secretKey: 'tencent-secret',
      sdkAppId: '1400000000',
      signName: '志愿通',
      region: '',
      templates: { login: '1001', register: '', reset: '', editMobile: '' },
      endpoint,
    };
    const check = (x: Record<string, unknown>) => h.post<Check>('/api/setting/sms/check', { provider: 'tencent', tencent: { ...tencent, ...x } });
    try {
      expect((await check({})).result).toEqual({ ok: true, message: '成功' });
      expect((await check({ secretKey: 'wrong' })).result.message).toBe('连接失败：签名不匹配，密钥（Secret）错误');
      expect((await check({ secretId: 'AKID-other' })).result.message).toBe('连接失败：AccessKey 不存在');
      expect((await check({ templates: { login: '1001', register: '2002', reset: '', editMobile: '' } })).result.message).toBe('连接失败：模板 ID 不存在');
    } finally {
      server.close();
    }
  });

  it('says 成功 for the outbox and that SMS is off for none', async () => {
    expect((await h.post<Check>('/api/setting/sms/check', { provider: 'outbox' })).result).toMatchObject({ ok: true, message: expect.stringMatching(/^成功/) });
    expect((await h.post<Check>('/api/setting/sms/check', { provider: 'none' })).result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^连接失败：未启用/),
    });
    expect((await h.post('/api/setting/sms/check', { provider: 'aliyun', aliyun: { accesKeyId: 'typo' } })).message).toContain('aliyun.accesKeyId');
  });

  it('logs in to a real SMTP server and names a refused login, sending nothing', async () => {
    const server = await startSmtpServer();
    const { port } = server;
    const smtp = { host: '127.0.0.1', port, secure: false, username: 'mailer@zhiyuan.test', password: 'smtp-secret-1', from: '' };
    try {
      await saveSetting('email', { provider: 'smtp', smtp });
      expect((await h.get<Check>('/api/setting/email/check')).result).toEqual({ ok: true, message: '成功' });
      const wrong = await h.post<Check>('/api/setting/email/check', { provider: 'smtp', smtp: { ...smtp, password: 'nope' } });
      expect(wrong.result).toEqual({ ok: false, message: '连接失败：登录被拒绝，用户名或密码（授权码）错误' });
      const tls = await h.post<Check>('/api/setting/email/check', { provider: 'smtp', smtp: { ...smtp, password: '******', secure: true } });
      expect(tls.result.ok).toBe(false);
      expect(tls.result.message).toMatch(/^连接失败：(TLS 握手失败|连接 .* 超时)/);
      expect(server.received).toHaveLength(0);
      expect((await h.post('/api/setting/email/check', { provider: 'smtp', smtp: { ...smtp, port: 70000 } })).message).toContain('smtp.port');
    } finally {
      server.close();
    }
  });
});

describe('查看密钥 (seeSecret)', () => {
  it('is refused without its own button code, even to a user who may edit the settings', async () => {
    await h.post('/api/setting/oss/set', { provider: 'local', s3: { accessKey: 'AK', secretKey: 'Oss-Plain-77' } });
    const editor = await userWith('settingEditor', ['sys:setting:view', 'sys:setting:edit']);
    const refused = await h.get('/api/setting/seeSecret/oss', editor);
    expect(refused.code).toBe(403);
    expect(JSON.stringify(refused)).not.toContain('Oss-Plain-77');
  });

  it('gives the plain secrets, only the secrets, and writes who saw which setting to the log', async () => {
    const seer = await userWith('secretSeer', ['sys:setting:view', 'sys:setting:secret']);
    const seen = await h.get<{ s3: { secretKey: string } }>('/api/setting/seeSecret/oss', seer);
    expect(seen.code, seen.message).toBe(200);
    expect(seen.result).toEqual({ s3: { secretKey: 'Oss-Plain-77' } });
    const email = await h.get<{ smtp: Record<string, string> }>('/api/setting/seeSecret/email', seer);
    expect(email.result).toEqual({ smtp: { password: 'smtp-secret-1' } });
    const [line] = await t.database.db
      .select()
      .from(sysLogs)
      .where(eq(sysLogs.requestUrl, '/api/setting/seeSecret/oss'))
      .orderBy(desc(sysLogs.createTime))
      .limit(1);
    expect(line).toMatchObject({ username: 'secretSeer', requestType: 'GET', success: true, resultCode: 200 });
    expect(line.name).toMatch(/secrets/);
    expect(JSON.stringify(line)).not.toContain('Oss-Plain-77');
    expect((await h.get('/api/setting/seeSecret/pay', seer)).message).toContain('type');
  });
});
