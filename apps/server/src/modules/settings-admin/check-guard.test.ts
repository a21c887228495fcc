import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers, type AdminHelpers } from '../admin-test/helpers.ts';
import { assertLocalDirAllowed } from '../file/storage.ts';
import { emailSettingSchema, ossSettingSchema, smsSettingSchema } from '../settings/store.ts';

/**
 * Replays of the audit's attacks on 测试连接 (issue 27): the stored secret sent to a host of the
 * editor's choice, the check as a proxy that reads or maps what the server can reach (SSRF with
 * the answer reflected, a port oracle, redirects), and the local-folder check as a probe of the disk.
 */

type Check = { ok: boolean; message: string };
const SECRET_TEXT = 'internal secret text';

/** `strict`: the production default (public addresses only); `loose`: loopback allowed, as the other check tests run. */
let strict: { t: TestApp; h: AdminHelpers };
let loose: { t: TestApp; h: AdminHelpers };
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'zy-root-')));
const servers: net.Server[] = [];

async function suite(env: Record<string, string>) {
  const t = await createTestApp({ FILES_DIR: root, ...env });
  const token = await t.login();
  return { t, h: adminHelpers(t, () => token) };
}
beforeAll(async () => {
  strict = await suite({});
  loose = await suite({ CHECK_ALLOW_ADDRESSES: 'loopback' });
});
afterAll(async () => {
  await Promise.all([strict?.t.close(), loose?.t.close()]);
  for (const s of servers) s.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const SCHEMAS = { oss: ossSettingSchema, sms: smsSettingSchema, email: emailSettingSchema };
/** Stores a setting as a save would (the save route has its own guard and tests). */
const save = (t: TestApp, key: keyof typeof SCHEMAS, value: Record<string, unknown>) => t.app.settings.write(key, SCHEMAS[key].parse(value) as never);

async function listen<S extends net.Server>(server: S): Promise<number> {
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** An HTTP server that counts its requests and answers each with `answer`. */
async function httpServer(answer: (res: http.ServerResponse) => void) {
  const seen: string[] = [];
  const port = await listen(
    http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      answer(res);
    }),
  );
  return { port, seen };
}

const json =
  (body: unknown, status = 200) =>
  (res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe('a masked secret goes only where the saved setting sends it', () => {
  /** An SMTP server of the attacker's: every connection and every AUTH it sees is recorded. */
  async function attackerSmtp() {
    const auths: string[] = [];
    let connections = 0;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onConnect(_session, cb) {
        connections += 1;
        cb();
      },
      onAuth(auth, _session, cb) {
        auths.push(`${auth.username}:${auth.password}`);
        cb(new Error('no'));
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { port: (server.server.address() as AddressInfo).port, auths, connections: () => connections, close: () => server.close() };
  }

  it("refuses a masked SMTP password with another host, port or user (400 naming smtp.password); the attacker's server sees no AUTH", async () => {
    const { t, h } = loose;
    const stored = { host: 'smtp.zhiyuan.example', port: 465, secure: true, username: 'mailer@zhiyuan.test', password: 'Stored-Smtp-Secret-9', from: '' };
    await save(t, 'email', { provider: 'smtp', smtp: stored });
    const attacker = await attackerSmtp();
    try {
      const moved = [
        { host: '127.0.0.1', port: attacker.port, secure: false, password: '******' },
        { host: '127.0.0.1', port: attacker.port, secure: false, password: '' },
        { port: 587, password: '******' },
        { username: 'someone@else.test', password: '******' },
      ];
      for (const change of moved) {
        const res = await h.post<Check>('/api/setting/email/check', { provider: 'smtp', smtp: { ...stored, ...change } });
        expect(res.code, JSON.stringify(change)).toBe(400);
        expect(res.message).toBe('参数 smtp.password 不正确：地址已改动，请重新输入密码/密钥后再测试');
      }
      expect(attacker.auths).toEqual([]);
      expect(attacker.connections()).toBe(0);

      // The stored destination keeps its stored password: saved at the (local) server, a masked check logs in with it.
      await save(t, 'email', { provider: 'smtp', smtp: { ...stored, host: '127.0.0.1', port: attacker.port, secure: false } });
      const same = await h.post<Check>('/api/setting/email/check', {
        provider: 'smtp',
        smtp: { ...stored, host: '127.0.0.1', port: attacker.port, secure: false, password: '******', from: 'other@zhiyuan.test' },
      });
      expect(same.result).toEqual({ ok: false, message: '连接失败：登录被拒绝，用户名或密码（授权码）错误' });
      expect(attacker.auths).toEqual(['mailer@zhiyuan.test:Stored-Smtp-Secret-9']);
    } finally {
      attacker.close();
    }
  });

  it('refuses a masked SMS or S3 secret with another endpoint, region, key id or bucket', async () => {
    const { t, h } = loose;
    const target = await httpServer(json({ Code: 'OK' }));
    const aliyun = { accessKeyId: 'LTAI-stored', accessKeySecret: 'Aliyun-Stored-1', signName: '志愿通', endpoint: 'https://dysmsapi.aliyuncs.com' };
    const tencent = {
      secretId: 'AKID-stored',
      secretKey: 'Tencent-Stored-1',
      sdkAppId: '1400000000',
      signName: '志愿通',
      region: 'ap-guangzhou',
      templates: { login: '1001', register: '', reset: '', editMobile: '' },
      endpoint: '',
    };
    await save(t, 'sms', { provider: 'aliyun', aliyun, tencent });
    const attackerUrl = `http://127.0.0.1:${target.port}`;
    for (const [provider, change, field] of [
      ['aliyun', { endpoint: attackerUrl, accessKeySecret: '******' }, 'aliyun.accessKeySecret'],
      ['aliyun', { accessKeyId: 'LTAI-other', accessKeySecret: '******' }, 'aliyun.accessKeySecret'],
      ['tencent', { endpoint: attackerUrl, secretKey: '******' }, 'tencent.secretKey'],
      ['tencent', { region: 'ap-beijing', secretKey: '' }, 'tencent.secretKey'],
    ] as const) {
      const res = await h.post('/api/setting/sms/check', { provider, [provider]: { ...(provider === 'aliyun' ? aliyun : tencent), ...change } });
      expect(res.code, JSON.stringify(change)).toBe(400);
      expect(res.message).toContain(field);
    }
    const s3 = {
      vendor: 'aliyun',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'cn-hangzhou',
      bucket: 'zhiyuan',
      accessKey: 'AK-stored',
      secretKey: 'S3-Stored-1',
      forcePathStyle: false,
      prefix: '',
    };
    await save(t, 'oss', { provider: 's3', s3 });
    for (const change of [
      { endpoint: attackerUrl },
      { bucket: 'attacker-bucket' },
      { region: 'us-east-1' },
      { accessKey: 'AK-other' },
      { vendor: 'minio' },
      { forcePathStyle: true },
    ]) {
      const res = await h.post('/api/setting/oss/check', { provider: 's3', s3: { ...s3, ...change, secretKey: '******' } });
      expect(res.code, JSON.stringify(change)).toBe(400);
      expect(res.message).toContain('s3.secretKey');
    }
    expect(target.seen).toEqual([]);
    // The secret typed again goes where the form says.
    const typed = await h.post<Check>('/api/setting/sms/check', {
      provider: 'aliyun',
      aliyun: { ...aliyun, endpoint: attackerUrl, accessKeySecret: 'typed-again' },
    });
    expect(typed.code).toBe(200);
    expect(target.seen).toHaveLength(1);
    await save(t, 'oss', { provider: 'local' });
  });
});

describe('the check reads nothing back and maps no ports', () => {
  const aliyunAt = (endpoint: string) => ({
    provider: 'aliyun',
    aliyun: { accessKeyId: 'LTAI-x', accessKeySecret: 'typed-secret', signName: '志愿通', endpoint },
  });
  const tencentAt = (endpoint: string) => ({
    provider: 'tencent',
    tencent: { secretId: 'AKID-x', secretKey: 'typed-secret', sdkAppId: '1400000000', signName: '志愿通', region: '', endpoint },
  });
  const s3At = (endpoint: string) => ({
    provider: 's3',
    s3: { vendor: 'minio', endpoint, region: 'us-east-1', bucket: 'zhiyuan', accessKey: 'AK', secretKey: 'typed-secret', forcePathStyle: true, prefix: '' },
  });

  it("refuses an SMS endpoint on a loopback address unless loopback is allowed, and never shows the answer's Code or Message", async () => {
    const aliyunServer = await httpServer(json({ Code: 'X', Message: SECRET_TEXT }, 400));
    const tencentServer = await httpServer(json({ Response: { Error: { Code: 'X', Message: SECRET_TEXT } } }));
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      const endpoint = `http://${host}:${aliyunServer.port}`;
      const refused = await strict.h.post<Check>('/api/setting/sms/check', aliyunAt(endpoint));
      expect(refused.result.message, host).toBe(
        `连接失败：不允许连接 ${new URL(endpoint).host}：测试连接只连接公网地址（本机、内网地址须由运维在服务器上用 CHECK_ALLOW_ADDRESSES 放行）`,
      );
    }
    const tencentRefused = await strict.h.post<Check>('/api/setting/sms/check', tencentAt(`http://127.0.0.1:${tencentServer.port}`));
    expect(tencentRefused.result.message).toMatch(/^连接失败：不允许连接 127\.0\.0\.1:/);
    expect(aliyunServer.seen).toEqual([]);
    expect(tencentServer.seen).toEqual([]);

    const generic = '连接失败：没有收到短信服务可识别的应答，请检查接入地址与各项配置';
    for (const [server, body] of [
      [aliyunServer, aliyunAt],
      [tencentServer, tencentAt],
    ] as const) {
      const answered = await loose.h.post<Check>('/api/setting/sms/check', body(`http://127.0.0.1:${server.port}`));
      expect(server.seen).toHaveLength(1);
      expect(answered.result).toEqual({ ok: false, message: generic });
      expect(answered.message + answered.result.message).not.toContain(SECRET_TEXT);
      expect(answered.result.message).not.toContain('X');
    }
  });

  it('follows no redirect to another host (SMS and S3)', async () => {
    const elsewhere = await httpServer(json({ Code: 'OK', SignStatus: 1 }));
    const redirect = await httpServer((res) => {
      res.writeHead(302, { location: `http://localhost:${elsewhere.port}/?from=redirect` });
      res.end();
    });
    const sms = await loose.h.post<Check>('/api/setting/sms/check', aliyunAt(`http://127.0.0.1:${redirect.port}`));
    expect(sms.result).toEqual({ ok: false, message: '连接失败：没有收到短信服务可识别的应答，请检查接入地址与各项配置' });
    const tencent = await loose.h.post<Check>('/api/setting/sms/check', tencentAt(`http://127.0.0.1:${redirect.port}`));
    expect(tencent.result.ok).toBe(false);
    const s3 = await loose.h.post<Check>('/api/setting/oss/check', s3At(`http://127.0.0.1:${redirect.port}`));
    expect(s3.result).toEqual({ ok: false, message: '连接失败：没有收到 S3 存储服务可识别的应答，请检查 Endpoint、地域与 Bucket' });
    expect(redirect.seen.length).toBeGreaterThanOrEqual(3);
    expect(elsewhere.seen).toEqual([]);
  });

  it('answers a closed port, garbage-speaking TCP services and HTTP 500/403/404 from the fixed set, without telling them apart', async () => {
    const closed = await closedPort();
    // Like Redis (an error line for every command) and PostgreSQL (refuses the bytes, hangs up).
    const redisLike = await listen(
      net.createServer((s) => {
        s.on('error', () => {});
        s.on('data', () => s.write(`-ERR unknown command '${SECRET_TEXT}'\r\n`));
      }),
    );
    const pgLike = await listen(
      net.createServer((s) => {
        s.on('error', () => {});
        s.once('data', () => s.end(`E\0\0\0\x20SFATAL\0C08P01\0M${SECRET_TEXT}\0\0`));
      }),
    );
    const statuses = await Promise.all([500, 403, 404].map((status) => httpServer(json({ Code: `HTTP${status}`, Message: SECRET_TEXT }, status))));
    const open = [redisLike, pgLike, ...statuses.map((s) => s.port)];

    const s3 = async (port: number) => (await loose.h.post<Check>('/api/setting/oss/check', s3At(`http://127.0.0.1:${port}`))).result;
    expect(await s3(closed)).toEqual({ ok: false, message: '连接失败：无法连接存储服务，请检查 Endpoint' });
    const s3Answers = await Promise.all(open.map(s3));
    expect(new Set(s3Answers.map((a) => a.message))).toEqual(new Set(['连接失败：没有收到 S3 存储服务可识别的应答，请检查 Endpoint、地域与 Bucket']));

    const sms = async (port: number) => (await loose.h.post<Check>('/api/setting/sms/check', aliyunAt(`http://127.0.0.1:${port}`))).result;
    expect(await sms(closed)).toEqual({ ok: false, message: `连接失败：无法连接服务器 127.0.0.1:${closed}（连接被拒绝或域名无法解析）` });
    const smsAnswers = await Promise.all(open.map(async (port) => (await sms(port)).message));
    expect(new Set(smsAnswers)).toEqual(new Set(['连接失败：没有收到短信服务可识别的应答，请检查接入地址与各项配置']));

    for (const message of [...s3Answers.map((a) => a.message), ...smsAnswers]) {
      for (const leak of [SECRET_TEXT, '500', '403', '404', 'ERR', 'HTTP', 'HPE', 'FATAL']) expect(message).not.toContain(leak);
    }
  });

  it('says an SMTP check that meets a non-SMTP service did not get an SMTP answer, without its words', async () => {
    const httpLike = await listen(
      net.createServer((s) => {
        s.on('error', () => {});
        s.end(`HTTP/1.1 400 Bad Request\r\nServer: ${SECRET_TEXT}\r\n\r\n`);
      }),
    );
    const res = await loose.h.post<Check>('/api/setting/email/check', {
      provider: 'smtp',
      smtp: { host: '127.0.0.1', port: httpLike, secure: false, username: 'u', password: 'typed', from: '' },
    });
    expect(res.result).toEqual({ ok: false, message: `连接失败：127.0.0.1:${httpLike} 没有像 SMTP 服务器那样应答，请检查服务器地址与端口` });
    const refused = await strict.h.post<Check>('/api/setting/email/check', {
      provider: 'smtp',
      smtp: { host: 'localhost', port: httpLike, secure: false, username: 'u', password: 'typed', from: '' },
    });
    expect(refused.result.message).toMatch(/^连接失败：不允许连接 localhost:/);
  });
});

describe('the local-folder check stays under the storage root', () => {
  const check = async (dir: string) => (await loose.h.post<Check>('/api/setting/oss/check', { provider: 'local', local: { dir } })).result;
  const refused = { ok: false, message: '连接失败：存储目录须是存储根目录（LOCAL_STORAGE_ROOT）下已存在且可写的文件夹' };

  it('refuses a folder outside the root without making it, and says the same whether a path exists or not', async () => {
    const outside = path.join(os.tmpdir(), `zy-outside-${process.pid}-${Date.now()}`, 'new');
    expect(await check(outside)).toEqual(refused);
    expect(fs.existsSync(path.dirname(outside))).toBe(false);
    expect(await check(os.tmpdir())).toEqual(refused);
    expect(await check('/etc')).toEqual(refused);
    expect(await check(path.join(root, '..', 'escaped'))).toEqual(refused);
    expect(fs.existsSync(path.join(root, '..', 'escaped'))).toBe(false);
    // A folder under the root that is not there yet is not made either.
    expect(await check(path.join(root, 'not-yet'))).toEqual(refused);
    expect(fs.existsSync(path.join(root, 'not-yet'))).toBe(false);
  });

  it('refuses /proc/self quickly, and a symlink under the root that leads out', async () => {
    const started = Date.now();
    expect(await check('/proc/self')).toEqual(refused);
    expect(await check('/proc/self/fd/0')).toEqual(refused);
    expect(Date.now() - started).toBeLessThan(5_000); // reading /proc/self would not end at all
    fs.symlinkSync(os.tmpdir(), path.join(root, 'link-out'));
    expect(await check(path.join(root, 'link-out'))).toEqual(refused);
  });

  it('says 成功 for an existing folder under the root and leaves no probe behind', async () => {
    fs.mkdirSync(path.join(root, 'uploads'), { recursive: true });
    expect(await check(path.join(root, 'uploads'))).toEqual({ ok: true, message: '成功' });
    expect(await check('')).toEqual({ ok: true, message: '成功' });
    expect(fs.readdirSync(path.join(root, 'uploads'))).toEqual([]);
  });

  it('gives the save the same rule: assertLocalDirAllowed refuses outside the root with 400 on local.dir', async () => {
    const config = { FILES_DIR: root, PGLITE_DIR: '/nonexistent', LOCAL_STORAGE_ROOT: undefined };
    await expect(assertLocalDirAllowed(path.join(root, 'later', 'made'), config)).resolves.toBeUndefined();
    await expect(assertLocalDirAllowed('', config)).resolves.toBeUndefined();
    for (const dir of ['/proc/self', '/tmp', path.join(root, '..'), path.join(root, 'link-out', 'x')]) {
      await expect(assertLocalDirAllowed(dir, config), dir).rejects.toMatchObject({
        code: 400,
        params: { field: 'local.dir', reasonKey: 'storageDirRefused' },
      });
    }
  });
});
