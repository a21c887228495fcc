import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { serializeError } from './log-errors.ts';

/**
 * Issue 14 (must show 6): a database write that fails logs what went wrong (the SQL text, the
 * PostgreSQL code and constraint) but none of the values it tried to write. The failures are
 * real: a CHECK constraint added for the test refuses the row, so Drizzle's message, its params,
 * the driver's params and PostgreSQL's "Failing row contains (...)" all held the secrets before.
 */
let t: TestApp;
let admin: string;
let log = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'debug' }, sink);
  admin = await t.login();
  await t.confirm(admin);
});
afterAll(() => t.close());

const SMTP_PASSWORD = 'Smtp-Pass-7d41c9';
const IMPORT_PASSWORD = 'Import-Pass-52be';
const PAY_API_V3_KEY = 'ApiV3Key-0123456789abcdef0123456';
const PAY_PRIVATE_KEY = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----';

describe('secrets in the log', () => {
  it('keeps the SMTP password out of the log when saving the e-mail settings fails', async () => {
    await t.database.db.execute(sql.raw(`ALTER TABLE setting ADD CONSTRAINT test_refuses_email CHECK (key <> 'email') NOT VALID`));
    const before = log.length;
    const res = await t.call({
      method: 'POST',
      url: '/api/setting/email/set',
      token: admin,
      payload: {
        provider: 'smtp',
        smtp: { host: 'smtp.example.com', port: 465, secure: true, username: 'noreply@example.com', password: SMTP_PASSWORD, from: '' },
      },
    });
    await t.database.db.execute(sql.raw('ALTER TABLE setting DROP CONSTRAINT test_refuses_email'));

    expect(res).toMatchObject({ success: false, code: 500, result: null });
    expect(JSON.stringify(res)).not.toContain(SMTP_PASSWORD);
    const written = log.slice(before);
    // The error is logged, with what a reader needs to find the fault…
    expect(written).toContain('unhandled error');
    expect(written).toContain('Failed query: insert into \\"setting\\"');
    expect(written).toContain('"constraint":"test_refuses_email"');
    expect(written).toContain('"code":"23514"');
    // …and without the values: no password, not even sealed, no params, no row detail.
    expect(written).not.toContain(SMTP_PASSWORD);
    expect(written).not.toContain('enc:v1:');
    expect(written).not.toContain('params');
    expect(written).not.toContain('Failing row contains (');
  });

  it('keeps the WeChat Pay keys out of the log when saving the pay setting fails', async () => {
    await t.database.db.execute(sql.raw(`ALTER TABLE setting ADD CONSTRAINT test_refuses_pay CHECK (key <> 'pay.weixin') NOT VALID`));
    const before = log.length;
    const res = await t.call({
      method: 'POST',
      url: '/api/setting/pay/set',
      token: admin,
      payload: { mode: 'off', apiV3Key: PAY_API_V3_KEY, merchantPrivateKey: PAY_PRIVATE_KEY },
    });
    await t.database.db.execute(sql.raw('ALTER TABLE setting DROP CONSTRAINT test_refuses_pay'));

    expect(res).toMatchObject({ success: false, code: 500, result: null });
    const written = log.slice(before);
    expect(written).toContain('"constraint":"test_refuses_pay"');
    expect(written).not.toContain(PAY_API_V3_KEY);
    expect(written).not.toContain('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC');
    expect(written).not.toContain('enc:v1:');
  });

  it('keeps passwords and argon2 hashes out of the log when a user import fails', async () => {
    await t.database.db.execute(sql.raw(`ALTER TABLE app_user ADD CONSTRAINT test_refuses_import CHECK (username NOT LIKE 'leak%') NOT VALID`));
    const before = log.length;
    const res = await t.call({
      method: 'POST',
      url: '/api/user/importData',
      token: admin,
      payload: [{ username: 'leakOne', password: IMPORT_PASSWORD }, { username: 'leakTwo' }],
    });
    await t.database.db.execute(sql.raw('ALTER TABLE app_user DROP CONSTRAINT test_refuses_import'));

    expect(res).toMatchObject({ success: false, code: 500, result: null });
    const written = log.slice(before);
    expect(written).toContain('"constraint":"test_refuses_import"');
    expect(written).not.toContain(IMPORT_PASSWORD);
    expect(written).not.toContain('$argon2');
    expect(written).not.toContain('params');
    expect(written).not.toContain('leakOne');
  });

  it('cuts the values out of the message, stack and cause of any query error', async () => {
    const error = await t.database.db.execute(sql`select ${'Very-Secret-Value'}::int`).catch((e: unknown) => e);
    const logged = JSON.stringify(serializeError(error));
    expect(String((error as Error).message)).toContain('Very-Secret-Value'); // what Drizzle itself says
    expect(logged).not.toContain('Very-Secret-Value');
    expect(logged).toContain('"code":"22P02"');
    expect(JSON.stringify(serializeError('Failed query: x\nparams: Very-Secret-Value'))).not.toContain('Very-Secret-Value');
  });
});
