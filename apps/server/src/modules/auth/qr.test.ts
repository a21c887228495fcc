import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let phone: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(
    (await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'qrUser', password: 'secret123', mobile: '13400000001' } })).code,
  ).toBe(200);
  phone = await t.login('qrUser', 'secret123');
});
afterAll(() => t.close());

interface Qr {
  id: string;
  key: string;
  url: string;
  image: string;
  expiresIn: number;
}
const open = async () => (await t.call<Qr>({ method: 'GET', url: '/api/auth/getLoginQRCode' })).result;
const poll = (qr: Qr, key = qr.key) => t.call<{ status: string; accessToken?: string }>({ method: 'GET', url: `/api/auth/checkQRStatus/${qr.id}?key=${key}` });

describe('QR login', () => {
  it('signs the desktop in after the phone scans and confirms, once', async () => {
    const qr = await open();
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    expect(qr.url).toContain(`/#/login-qr?scan=${qr.id}`);
    expect(qr.expiresIn).toBe(120);
    expect((await poll(qr)).result.status).toBe('waiting');
    // Confirming before scanning is refused.
    expect((await t.call({ method: 'POST', url: `/api/auth/confirmQRLogin/${qr.id}`, token: phone })).code).toBe(400);
    const scan = await t.call<{ status: string }>({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}`, token: phone });
    expect(scan.result.status).toBe('scanned');
    expect((await poll(qr)).result.status).toBe('scanned');
    expect((await t.call({ method: 'POST', url: `/api/auth/confirmQRLogin/${qr.id}`, token: phone })).code).toBe(200);
    // Someone who only saw the QR code (no private key) gets nothing.
    expect((await poll(qr, 'x'.repeat(32))).result).toEqual({ status: 'expired' });
    const done = await poll(qr);
    expect(done.result.status).toBe('confirmed');
    const info = await t.call<{ username: string }>({ method: 'GET', url: '/api/user/info', token: done.result.accessToken });
    expect(info.result.username).toBe('qrUser');
    // Works once.
    expect((await poll(qr)).result).toEqual({ status: 'expired' });
    expect((await t.call({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}`, token: phone })).code).toBe(400);
  });

  it('needs a logged-in phone, and only the scanning user can confirm', async () => {
    const qr = await open();
    expect((await t.call({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}` })).code).toBe(401);
    await t.call({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}`, token: phone });
    const other = await t.login();
    expect((await t.call({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}`, token: other })).code).toBe(400);
    expect((await t.call({ method: 'POST', url: `/api/auth/confirmQRLogin/${qr.id}`, token: other })).code).toBe(400);
    expect((await t.call({ method: 'POST', url: `/api/auth/cancelQRLogin/${qr.id}`, token: phone })).code).toBe(200);
    expect((await poll(qr)).result.status).toBe('cancelled');
    expect((await t.call({ method: 'POST', url: `/api/auth/confirmQRLogin/${qr.id}`, token: phone })).code).toBe(400);
  });

  it('expires after 2 minutes', async () => {
    const qr = await open();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 121_000);
      expect((await poll(qr)).result.status).toBe('expired');
      expect((await t.call({ method: 'POST', url: `/api/auth/scanQRCode/${qr.id}`, token: phone })).message).toBe('二维码已过期，请在电脑上刷新后重新扫码');
    } finally {
      vi.useRealTimers();
    }
  });
});
