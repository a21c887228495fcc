import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@zhiyuan/shared';
import { isPublicCall } from '@zhiyuan/shared';
import { createHttp, encodeParams, HttpError, type HttpDeps } from './http.ts';
import i18n, { t } from '../i18n/index.ts';

const envelope = <T>(code: number, result: T, message = ''): Envelope<T> => ({ success: code === 200, code, message, timestamp: 1, result }) as Envelope<T>;

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

  it("shows the request limit's message on HTTP 429 and passes the envelope on", async () => {
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

  it('sends an Idempotency-Key on writes, the same on a retry after a network failure, a new one per write', async () => {
    let failures = 1;
    const { http, fetch, deps } = setup({
      respond: () => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : reply(envelope(200, 'saved'))),
    });
    const first = await http.postJson('/xueShengCjb/save', { score: 600 });
    expect(first.result).toBe('saved');
    expect(fetch).toHaveBeenCalledTimes(2);
    const key = sent(fetch, 0).headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent(fetch, 1).headers['Idempotency-Key']).toBe(key);
    expect(deps.showError).not.toHaveBeenCalled();
    await http.post('/volunteerForm/addItem', { a: 1 });
    expect(sent(fetch, 2).headers['Idempotency-Key']).not.toBe(key);
    // A page that saves again after a failure passes its key: the server sees one write.
    await http.postJson('/xueShengCjb/save', { score: 600 }, { idempotencyKey: key });
    expect(sent(fetch, 3).headers['Idempotency-Key']).toBe(key);
    // Reads carry none.
    await http.get('/user/info');
    expect(sent(fetch, 4).headers['Idempotency-Key']).toBeUndefined();
  });

  it('gives up on a write after its retries with 请求超时, every attempt with one key', async () => {
    const { http, fetch, deps } = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.post('/volunteerForm/addItem', { a: 1 })).rejects.toThrow('请求超时');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Set(fetch.mock.calls.map((_, i) => sent(fetch, i).headers['Idempotency-Key'])).size).toBe(1);
    expect(deps.showError).toHaveBeenCalledTimes(1);
  });

  it('after a write times out, answers what the read-back found instead of 请求超时', async () => {
    vi.useFakeTimers();
    const { http, fetch, deps } = setup({
      respond: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const readBack = vi.fn(async () => envelope(200, { score: 600 }, '已保存'));
    const call = http.postJson<{ score: number }>('/xueShengCjb/save', { score: 600 }, { readBack });
    await vi.advanceTimersByTimeAsync(15_000);
    const answer = await call;
    expect(answer.result).toEqual({ score: 600 });
    expect(readBack).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1); // a timeout is not resent: the write may be running still
    expect(deps.showError).not.toHaveBeenCalled();

    // The read-back found nothing: the timeout is reported as before.
    const missing = http.postJson('/xueShengCjb/save', { score: 600 }, { readBack: async () => null });
    const outcome = missing.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toBeInstanceOf(HttpError);
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
  it('matches public calls segment by segment, a :name for one segment, not by substring', () => {
    expect(isPublicCall('/dictData/getByType/school_type')).toBe(true);
    expect(isPublicCall('/common/captcha/draw/abc')).toBe(true);
    expect(isPublicCall('/information/getIndex?x=1')).toBe(true);
    expect(isPublicCall('/social/github/login')).toBe(true);
    expect(isPublicCall('/schoolBaseInfo/getByPage?keyword=x')).toBe(true);
    expect(isPublicCall('/user/info')).toBe(false);
    expect(isPublicCall('/loginLog/getAll')).toBe(false);
    expect(isPublicCall('/dictData/getByType/a/b')).toBe(false);
    expect(isPublicCall('/dictData/getByType/')).toBe(false);
    // they act on one's own account: the server wants a login (docs/decisions/security.md)
    expect(isPublicCall('/user/bindInfo')).toBe(false);
    expect(isPublicCall('/user/deleteUser')).toBe(false);
    expect(isPublicCall('/cardInfo/findCardInfo')).toBe(false);
  });

  it('joins arrays with commas and drops null values', () => {
    expect(encodeParams({ ids: ['a', 'b'], n: null, z: 0 }).toString()).toBe('ids=a%2Cb&z=0');
  });
});
