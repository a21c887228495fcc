import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TIMEOUT_MS } from '@zhiyuan/shared';
import '../locales';
import { ApiError, configureHttp, encodeForm, http } from './http';
import { STORAGE_KEYS } from './token';

function envelope(code: number, result: unknown = null, message = 'msg') {
  return new Response(JSON.stringify({ success: code === 200, code, message, timestamp: 0, result }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('http client', () => {
  const fetchMock = vi.fn();
  const notify = vi.fn();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    notify.mockReset();
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ notify, onUnauthorized });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('form-encodes POST bodies with comma-joined arrays and drops undefined', () => {
    expect(encodeForm({ ids: ['1', '2', '3'], name: '张三', skip: undefined })).toBe('ids=1%2C2%2C3&name=%E5%BC%A0%E4%B8%89');
  });

  it('sends the admin token in the accessToken header and the language', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    fetchMock.mockResolvedValue(envelope(200, { ok: 1 }));
    await expect(http.get('/user/info')).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/info');
    expect(init.headers.accessToken).toBe('tok-1');
    expect(init.headers['Accept-Language']).toBe('zh-CN');
  });

  it('drops empty query values from GET', async () => {
    fetchMock.mockResolvedValue(envelope(200, []));
    await http.get('/user/getByCondition', { username: '', pageNumber: 1, status: undefined });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/user/getByCondition?pageNumber=1');
  });

  it('posts form-urlencoded by default and JSON on request', async () => {
    fetchMock.mockImplementation(async () => envelope(200));
    await http.post('/user/delByIds', { ids: ['a', 'b'] });
    await http.postJson('/user/importData', [{ username: 'x' }]);
    const [, form] = fetchMock.mock.calls[0];
    const [, json] = fetchMock.mock.calls[1];
    expect(form.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
    expect(form.body).toBe('ids=a%2Cb');
    expect(json.headers['Content-Type']).toBe('application/json');
    expect(json.body).toBe('[{"username":"x"}]');
  });

  it('on 401 clears the stored session and goes to login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    localStorage.setItem(STORAGE_KEYS.menus, '[]');
    localStorage.setItem(STORAGE_KEYS.language, 'zh-CN');
    fetchMock.mockResolvedValue(envelope(401, null, '登录已失效'));
    await expect(http.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('on 403 shows the message and rejects', async () => {
    fetchMock.mockResolvedValue(envelope(403, null, '抱歉，您没有访问权限'));
    await expect(http.post('/user/delByIds', { ids: ['1'] })).rejects.toMatchObject({ code: 403 });
    expect(notify).toHaveBeenCalledWith('抱歉，您没有访问权限');
  });

  it('keeps the result of a failed answer for the caller (login captcha)', async () => {
    fetchMock.mockResolvedValue(envelope(400, { captchaRequired: true }, '用户名或密码错误'));
    const error = (await http.post('/auth/login', {}, { silent: true }).catch((e) => e)) as ApiError;
    expect(error.code).toBe(400);
    expect(error.result).toEqual({ captchaRequired: true });
    expect(notify).not.toHaveBeenCalled();
  });

  it("shows the server's 429 envelope as a message (请求过于频繁) and rejects", async () => {
    const limited = envelope(429, null, '请求过于频繁，请稍后再试');
    fetchMock.mockResolvedValue(new Response(limited.body, { status: 429, headers: limited.headers }));
    await expect(http.get('/user/getByPage')).rejects.toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试' });
    expect(notify).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
  });

  it('says 请求过于频繁 for a 429 without an envelope (a proxy\'s page), not "request timed out"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>429 Too Many Requests</html>', { status: 429, headers: { 'Content-Type': 'text/html' } }));
    await expect(http.get('/user/getByPage')).rejects.toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试' });
    expect(notify).toHaveBeenCalledWith('请求过于频繁，请稍后再试');
  });

  it('gives up after 15 seconds with "request timed out"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = http.get('/slow').catch((e) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = (await pending) as ApiError;
    expect(error.code).toBe(0);
    expect(error.message).toBe('请求超时，请稍后重试');
    expect(notify).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('lets a file upload (an import) run past 15 seconds, up to UPLOAD_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const pending = http.postFile('/dataImport/upload/commit', new Blob(['x']), 'a.csv', { silent: true }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 60_000);
    expect(((await pending) as ApiError).message).toBe('请求超时，请稍后重试');
  });
});
