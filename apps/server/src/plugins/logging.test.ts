import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test/app.ts';

let t: TestApp;
let lines = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, sink);
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password or a token, even one sent in the query string', async () => {
    const token = await t.login();
    await t.call({ method: 'GET', url: `/api/user/info?accessToken=${encodeURIComponent(token)}` });
    await t.call({ method: 'GET', url: '/api/user/info', token });
    await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'Wrong-Secret-77' } });
    expect(lines).toContain('/api/user/info');
    expect(lines).toContain('accessToken=***');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(TEST_ADMIN_PASSWORD);
    expect(lines).not.toContain('Wrong-Secret-77');
  });
});
