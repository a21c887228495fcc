import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@zhiyuan/shared';
import { createHttp, encodeParams, HttpError, isPublicPath, type HttpDeps } from './http.ts';
import i18n, { t } from '../i18n/index.ts';

const envelope = <T,>(code: number, result: T, message = ''): Envelope<T> =>
  ({ success: code === 200, code, message, timestamp: 1, result }) as Envelope<T>;

const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(options: { token?: string | null; respond?: (url: string, init: RequestInit) => Promise<Response> | Response } = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    options.respond ? options.respond(String(input), init ?? {}) : reply(envelope(200, 'ok')),
  );
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => (options.token === undefined ? 'tok-123' : options.token),
    getLanguage: () => i18n.language,
    text: (key: 'timeout' | 'loginAgain' | 'unknown' | 'rateLimited') => t(`http.${key}`),
    onUnauthorized: vi.fn(),
    onLoginRequired: vi.fn(),
    showError: vi.fn(),
  } satisfies HttpDeps;
  return { http: createHttp(deps), fetch, deps };
}

const sent = (fetch: ReturnType<typeof setup>['fetch'], call = 0) => {
  const [url, init] = fetch.mock.calls[call];
  return { url: String(url), init: init as RequestInit, headers: (init as RequestInit).headers as Record<string, string> };
};

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('sends the token, the language and the /api base', async () => {
    await i18n.changeLanguage('en-US');
    const { http, fetch } = setup();
    await http.get('/user/info', { a: 1 });
    const { url, headers, init } = sent(fetch);
    expect(url).toBe('/api/user/info?a=1');
    expect(init.method).toBe('GET');
    expect(headers.accessToken).toBe('tok-123');
    expect(headers['Accept-Language']).toBe('en-US');
  });

  it('form-encodes POST bodies by default with arrays comma-joined', async () => {
    const { http, fetch } = setup();
    await http.post('/user/delByIds', { ids: [1, 2, 3], note: 'a b', skip: undefined });
    const { init, headers } = sent(fetch);
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(String(init.body));
    expect(body.get('ids')).toBe('1,2,3');
    expect(body.get('note')).toBe('a b');
    expect(body.has('skip')).toBe(false);
    expect(String(init.body)).toContain('ids=1%2C2%2C3');
  });

  it('has a JSON variant', async () => {
    const { http, fetch } = setup();
    await http.postJson('/user/importData', [{ username: 'a' }]);
    const { init, headers } = sent(fetch);
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual([{ username: 'a' }]);
  });

  it('on code 401 signs out (via onUnauthorized) and passes the body on', async () => {
    const body = envelope(401, null, '登录已失效，请重新登录');
    const { http, deps } = setup({ respond: () => reply(body) });
    await expect(http.get('/user/info')).resolves.toEqual(body);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('on code 403 only shows the message', async () => {
    const body = envelope(403, null, '抱歉，您没有访问权限');
    const { http, deps } = setup({ respond: () => reply(body) });
    await expect(http.get('/user/getByCondition')).resolves.toEqual(body);
    expect(deps.showError).toHaveBeenCalledWith('抱歉，您没有访问权限');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.onLoginRequired).not.toHaveBeenCalled();
  });

  it('on code 500 rejects with the response body', async () => {
    const body = envelope(500, null, '服务器内部错误');
    const { http } = setup({ respond: () => reply(body) });
    await expect(http.get('/user/info')).rejects.toEqual(body);
  });

  it('passes other codes through', async () => {
    const body = envelope(400, { captchaRequired: true }, '用户名或密码错误');
    const { http, deps } = setup({ respond: () => reply(body) });
    await expect(http.post('/auth/login', { username: 'a', password: 'b' })).resolves.toEqual(body);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('shows the request limit\'s message on HTTP 429 and passes the envelope on', async () => {
    const body = envelope(429, null, '请求过于频繁，请稍后再试');
    const { http, deps } = setup({ respond: () => reply(body, 429) });
    await expect(http.get('/schoolBaseInfo/getByPage')).resolves.toEqual(body);
    expect(deps.showError).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
  });

  it('says 请求过于频繁 for an HTTP 429 without an envelope (a proxy\'s page), not "request timed out"', async () => {
    const { http, deps } = setup({ respond: () => new Response('<html>429 Too Many Requests</html>', { status: 429 }) });
    await expect(http.get('/schoolBaseInfo/getByPage')).rejects.toThrow('请求过于频繁，请稍后再试');
    expect(deps.showError).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
  });

  it('leaves a code 429 in an HTTP 200 envelope (login lockout) to the caller', async () => {
    const body = envelope(429, null, '登录失败次数过多，请 10 分钟后再试');
    const { http, deps } = setup({ respond: () => reply(body) });
    await expect(http.post('/auth/login', { username: 'a', password: 'b' })).resolves.toEqual(body);
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('times out after 15 s with "request timed out"', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('en-US');
    const { http, deps } = setup({
      respond: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const call = http.get('/user/info');
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(deps.showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('request timed out');
    expect(deps.showError).toHaveBeenCalledWith('request timed out');
  });

  it('reads 请求超时 in Chinese when the network fails', async () => {
    const { http, deps } = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.get('/user/info')).rejects.toThrow('请求超时');
    expect(deps.showError).toHaveBeenCalledWith('请求超时');
  });

  it('rejects a protected call without a token with "please log in again" and opens the login dialog', async () => {
    await i18n.changeLanguage('en-US');
    const { http, fetch, deps } = setup({ token: null });
    await expect(http.get('/user/info')).rejects.toThrow('please log in again');
    expect(deps.onLoginRequired).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the unauthenticated calls through without a token', async () => {
    const { http, fetch, deps } = setup({ token: null });
    await http.get('/dictData/getByType/province');
    await http.post('/auth/login', { username: 'a', password: 'b' });
    await http.get('/permission/getUserAndMenuList');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sent(fetch).headers.accessToken).toBeUndefined();
    expect(deps.onLoginRequired).not.toHaveBeenCalled();
  });
});

describe('encoding helpers', () => {
  it('matches public paths by prefix and not by substring', () => {
    expect(isPublicPath('/dictData/getByType/school_type')).toBe(true);
    expect(isPublicPath('/common/captcha/draw/abc')).toBe(true);
    expect(isPublicPath('/information/getIndex?x=1')).toBe(true);
    expect(isPublicPath('/user/info')).toBe(false);
    expect(isPublicPath('/loginLog/getAll')).toBe(false);
  });

  it('joins arrays with commas and drops null values', () => {
    expect(encodeParams({ ids: ['a', 'b'], n: null, z: 0 }).toString()).toBe('ids=a%2Cb&z=0');
  });
});
