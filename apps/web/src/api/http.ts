import { HTTP_TIMEOUT_MS, type Envelope } from '@zhiyuan/shared';

/**
 * The one HTTP client of the web app (spec §7 and §8). Components never call fetch: typed calls
 * in api/<area>.ts use this. Side effects (login dialog, messages, navigation) are injected so the
 * rules can be tested with a fake fetch.
 */

export const API_BASE = '/api';

/**
 * Calls that need no token (spec §7 "Unauthenticated calls"), matched as path prefixes. Besides
 * the spec's list: the captcha, login and register calls the login dialog makes, and the SMS/e-mail
 * login and reset calls a visitor needs before having a token.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/dictData/getByType',
  '/schoolCity/get',
  '/contactMember/getAll',
  '/user/bindInfo',
  '/user/deleteUser',
  '/permission/getUserAndMenuList',
  '/social/qq/login',
  '/social/wechat/login',
  '/common/captcha/sendRegistSms',
  '/common/captcha/sendResetSms',
  '/user/regist',
  '/social/relate',
  '/cardInfo/findCardInfo',
  '/user/checkUserName',
  '/social/getJWT',
  '/expertIntroduce/getAll',
  '/user/resetByMobile',
  '/zhiyuanVideo/getRecommend',
  '/information/getRecommend',
  '/information/getIndex',
  '/hundredQuestion/getRecommend',
  '/login',
  // the dialogs' own calls
  '/common/captcha/init',
  '/common/captcha/draw',
  '/auth/login',
  '/auth/register',
  '/auth/registerOptions',
  '/common/captcha/sendLoginSms',
  '/auth/smsLogin',
  '/auth/resetByMobile',
  '/auth/resetByEmail',
  '/email/sendResetCode',
  '/auth/getLoginQRCode',
  '/auth/checkQRStatus',
  '/social/relateCard',
  '/common/ip/province',
  // the product and how it can be paid now (the sandbox banner on every page)
  '/serviceProduct/getPorductDetail',
  // the chat widget (智能客服), for visitors too
  '/autoChat/config',
  '/autoChat/ask',
  '/autoChat/associate',
  '/autoChat/evaluate',
  // the footer's site name and ICP number (其他设置)
  '/setting/site',
];

export function isPublicPath(url: string): boolean {
  const path = url.split('?')[0];
  return PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export type Params = Record<string, unknown>;

/** Form/query encoding of the contract: arrays comma-joined (ids=1,2,3), empty values left out. */
export function encodeParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

export type HttpErrorKind = 'timeout' | 'login' | 'http';

/** A call that did not get an envelope back (timeout, network, no token, broken body). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  constructor(kind: HttpErrorKind, message: string) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
  }
}

export interface HttpDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  getLanguage(): string;
  /** Translated text for the client's own messages. */
  text(key: 'timeout' | 'loginAgain' | 'unknown' | 'rateLimited'): string;
  /** Code 401: sign out, clear the token, go to index, open the login dialog. */
  onUnauthorized(message: string): void;
  /** A protected call without a token: open the login dialog. */
  onLoginRequired(): void;
  /** Show an error message (403, timeout, too many requests). */
  showError(message: string): void;
  timeoutMs?: number;
  base?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  data?: Params | unknown[];
  /** POST bodies are form-encoded unless json is set. */
  json?: boolean;
}

export interface Http {
  request<T>(url: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(url: string, params?: Params): Promise<Envelope<T>>;
  post<T>(url: string, data?: Params): Promise<Envelope<T>>;
  postJson<T>(url: string, data?: unknown): Promise<Envelope<T>>;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

export function createHttp(deps: HttpDeps): Http {
  const base = deps.base ?? API_BASE;
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function request<T>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const method = options.method ?? (options.data !== undefined ? 'POST' : 'GET');
    const token = deps.getToken();
    if (!token && !isPublicPath(url)) {
      deps.onLoginRequired();
      throw new HttpError('login', deps.text('loginAgain'));
    }

    const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage(), Accept: 'application/json' };
    if (token) headers.accessToken = token;

    let body: string | undefined;
    if (method !== 'GET' && options.data !== undefined) {
      if (options.json) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.data);
      } else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = encodeParams(options.data as Params).toString();
      }
    }
    const query = encodeParams(options.params).toString();
    const target = `${base}${url}${query ? (url.includes('?') ? '&' : '?') + query : ''}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let payload: unknown;
    // HTTP 429 is the server's (or a proxy's) request limit; a code 429 in an HTTP 200 envelope is
    // the caller's own business (login lockout, SMS cap) and goes to the caller like other codes.
    let throttled = false;
    try {
      const response = await deps.fetch(target, { method, headers, body, signal: controller.signal });
      throttled = response.status === 429;
      payload = await response.json().catch(() => undefined);
      if (!isEnvelope(payload)) throw new HttpError('http', `HTTP ${response.status}`);
    } catch (error) {
      // Spec §8: a network or timeout error on the request side reads 'request timed out'.
      const message = deps.text(throttled ? 'rateLimited' : 'timeout');
      deps.showError(message);
      throw error instanceof HttpError && error.kind === 'http' ? new HttpError('http', message) : new HttpError('timeout', message);
    } finally {
      clearTimeout(timer);
    }

    const envelope = payload as Envelope<T>;
    if (throttled) deps.showError(envelope.message || deps.text('rateLimited'));
    switch (envelope.code) {
      case 401:
        deps.onUnauthorized(envelope.message || deps.text('loginAgain'));
        return envelope;
      case 403:
        deps.showError(envelope.message || deps.text('unknown'));
        return envelope;
      case 500:
        throw envelope;
      default:
        return envelope;
    }
  }

  return {
    request,
    get: (url, params) => request(url, { method: 'GET', params }),
    post: (url, data) => request(url, { method: 'POST', data: data ?? {} }),
    postJson: (url, data) => request(url, { method: 'POST', data: (data ?? {}) as Params, json: true }),
  };
}

/** Thrown by unwrap for a handled but unsuccessful answer (400, 404, 429, 501 ...). */
export class ApiError extends Error {
  readonly code: number;
  readonly result: unknown;
  constructor(envelope: Envelope<unknown>) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.result = envelope.result;
  }
}

/** The result of a successful answer, or an ApiError carrying the server's message. */
export async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const envelope = await call;
  if (!envelope.success || envelope.code !== 200) throw new ApiError(envelope);
  return envelope.result;
}

/** The text to show for whatever a call rejected with. */
export function errorMessage(error: unknown, fallback = ''): string {
  if (error instanceof Error && error.message) return error.message;
  if (isEnvelope(error) && error.message) return error.message;
  return fallback;
}
