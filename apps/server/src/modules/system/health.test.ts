import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { emailSettingSchema, smsSettingSchema } from '../settings/store.ts';
import type { DeliveryStatus } from '@zhiyuan/shared';
import { deliveryBannerLines } from './delivery-status.ts';

/** A default start (NODE_ENV=test: outbox) and a production one with the docs hidden. */
let trial: TestApp;
let production: TestApp;
beforeAll(async () => {
  trial = await createTestApp();
  production = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'false' });
});
afterAll(async () => {
  await Promise.all([trial?.close(), production?.close()]);
});
const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { text: res.body, body: res.json() as { code: number; result: Record<string, unknown> } };
};

describe('GET /api/health: where verification codes go', () => {
  it('says codes go to the outbox on a default (non-production) start, and keeps what it said before', async () => {
    const { body } = await health(trial);
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({
      status: 'up',
      database: trial.database.kind,
      sharedState: expect.any(String),
      dataMode: 'demo',
      uptimeSeconds: expect.any(Number),
      delivery: { sms: 'outbox', email: 'outbox' },
      codesToOutbox: true,
    });
  });

  it('says "provider" once one is configured, naming no host, key or account; one channel on the outbox still counts', async () => {
    const t = trial;
    await t.app.settings.write(
      'sms',
      smsSettingSchema.parse({
        provider: 'aliyun',
        aliyun: {
          accessKeyId: 'LTAI-key-id-1234',
          accessKeySecret: 'aliyun-secret-5678',
          signName: '志愿通签名',
          templates: { login: 'SMS_1', register: 'SMS_2', reset: 'SMS_3', editMobile: 'SMS_4' },
        },
      }),
    );
    const mixed = await health(t);
    expect(mixed.body.result).toMatchObject({ delivery: { sms: 'provider', email: 'outbox' }, codesToOutbox: true });

    await t.app.settings.write(
      'email',
      emailSettingSchema.parse({
        provider: 'smtp',
        smtp: { host: 'smtp.private-host.example', port: 587, secure: false, username: 'mailer@private-host.example', password: 'smtp-pass-9012', from: '' },
      }),
    );
    const configured = await health(t);
    expect(configured.body.result).toMatchObject({ delivery: { sms: 'provider', email: 'provider' }, codesToOutbox: false });
    for (const secret of ['LTAI-key-id-1234', 'aliyun-secret-5678', '志愿通签名', 'SMS_1', 'private-host', 'smtp-pass-9012', 'aliyun', 'smtp']) {
      expect(configured.text, secret).not.toContain(secret);
    }
  });

  it('says "none" in production before a provider is set (production starts with none, not the outbox)', async () => {
    const { body } = await health(production);
    expect(body.result).toMatchObject({ status: 'up', delivery: { sms: 'none', email: 'none' }, codesToOutbox: false });
  });
});

describe('API_DOCS', () => {
  const docsUrls = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/swagger-ui.css',
    '/api/docs/static/swagger-initializer.js',
  ];

  it('hides /api/docs, its JSON and its files with API_DOCS=false (404) while the API works', async () => {
    const t = production;
    for (const url of docsUrls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json(), url).toMatchObject({ success: false, code: 404 });
      expect(res.body, url).not.toContain('openapi');
    }
    expect((await health(t)).body.code).toBe(200);
    const token = await t.login();
    const me = await t.call<{ username: string }>({ method: 'GET', url: '/api/user/info', token });
    expect(me.code, me.message).toBe(200);
    // The document is still built inside (the route tests and docs:api read it).
    expect(Object.keys((t.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(100);
  });

  it('serves them by default', async () => {
    const t = trial;
    expect((await t.app.inject({ url: '/api/docs/json' })).json()).toHaveProperty('openapi');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});

describe('start banner', () => {
  const status = (sms: DeliveryStatus['delivery']['sms'], email: DeliveryStatus['delivery']['email']): DeliveryStatus => ({
    delivery: { sms, email },
    codesToOutbox: sms === 'outbox' || email === 'outbox',
  });

  it('warns plainly when codes go to the outbox, and not once providers are set', () => {
    const trial = deliveryBannerLines(status('outbox', 'outbox')).join('\n');
    expect(trial).toContain('SMS kept in the development outbox');
    expect(trial).toContain('NOT sent to users');
    expect(trial).toContain('WARNING');
    const live = deliveryBannerLines(status('provider', 'none')).join('\n');
    expect(live).not.toContain('WARNING');
    expect(live).toContain('SMS sent by the configured provider');
    expect(live).toContain('e-mail not sent (no provider)');
  });
});
