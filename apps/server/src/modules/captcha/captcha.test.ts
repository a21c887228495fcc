import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const open = async () => (await t.call<string>({ method: 'GET', url: '/api/common/captcha/init' })).result;
/** Draws the captcha as the page does, and returns the code the picture shows (read from the state). */
async function draw(id: string): Promise<string> {
  const img = await t.app.inject({ method: 'GET', url: `/api/common/captcha/draw/${id}` });
  expect(img.statusCode).toBe(200);
  expect(img.headers['content-type']).toBe('image/png');
  return (await t.state.get(`captcha:${id}`))!;
}

describe('image captcha redraws (issue 27)', () => {
  it('gives every drawing of an id a new code and voids the one shown before', async () => {
    const id = await open();
    const shown = [await draw(id), await draw(id), await draw(id), await draw(id)];
    // No two drawings in a row show the same text, so a solver cannot redraw and vote.
    for (let i = 1; i < shown.length; i++) expect(shown[i], `drawing ${i + 1}`).not.toBe(shown[i - 1]);
    // An earlier drawing's answer fails (and, like any wrong answer, uses the captcha up).
    expect(await t.app.captcha.verify(id, shown[0])).toBe(false);
    expect(await t.app.captcha.verify(id, shown[3])).toBe(false);
    expect((await t.call({ method: 'GET', url: `/api/common/captcha/draw/${id}` })).code).toBe(404);

    // The latest drawing's answer is the one that works.
    const next = await open();
    const [first, latest] = [await draw(next), await draw(next)];
    expect(latest).not.toBe(first);
    expect(await t.app.captcha.verify(next, latest)).toBe(true);
  });

  it('refuses the answer of a redrawn picture where a send asks for the captcha', async () => {
    // Sending codes from one address asks for the captcha after 5 sends within the hour.
    const ip = '10.3.0.1';
    const send = (query = '', n = 0) => t.call({ method: 'GET', url: `/api/common/captcha/sendRegistSms/1370000020${n}${query}`, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send('', i)).code).toBe(200);
    const id = await open();
    const old = await draw(id);
    await draw(id); // the dialog's picture clicked for a new one
    expect(await send(`?captchaId=${id}&code=${old}`, 5)).toMatchObject({ code: 400, message: '图片验证码错误或已过期', result: { captchaRequired: true } });
    const fresh = await open();
    await draw(fresh);
    const current = await draw(fresh);
    expect((await send(`?captchaId=${fresh}&code=${current}`, 5)).code).toBe(200);
  });
});
