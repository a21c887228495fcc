import { HTTP_TIMEOUT_MS, isPublicCall, type Envelope } from '@zhiyuan/shared';

/**
 * The one HTTP client of the web app (spec §7 and §8). Components never call fetch: typed calls
 * in api/<area>.ts use this. Side effects (login dialog, messages, navigation) are injected so the
 * rules can be tested with a fake fetch.
 */

export const API_BASE = '/api';

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

/** What a write may add: its logical id and how to learn its outcome after a timeout. */
export interface WriteOptions<T = unknown> {
  /**
   * The write's `Idempotency-Key`. One is made per call when left out; a page that lets the user
   * press 保存 again after a failure passes the same key so the server runs the write once.
   */
  idempotencyKey?: string;
  /**
   * Called when the write timed out: reads the truth back (e.g. GET the stored record) and answers
   * the envelope to resolve with when the write did land, or null when it did not. With an
   * answer, no timeout error is shown.
   */
  readBack?: () => Promise<Envelope<T> | null>;
}

export interface RequestOptions<T = unknown> extends WriteOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  data?: Params | unknown[];
  /** POST bodies are form-encoded unless json is set. */
  json?: boolean;
}

export interface Http {
  request<T>(url: string, options?: RequestOptions<T>): Promise<Envelope<T>>;
  get<T>(url: string, params?: Params): Promise<Envelope<T>>;
  post<T>(url: string, data?: Params, options?: WriteOptions<T>): Promise<Envelope<T>>;
  postJson<T>(url: string, data?: unknown, options?: WriteOptions<T>): Promise<Envelope<T>>;
}

/** Writes carry an Idempotency-Key (plugins/idempotency.ts on the server). */
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** A write that failed on the network (no answer at all) is sent again this many times, with its key. */
export const WRITE_RETRIES = 2;
const RETRY_DELAY_MS = 400;

/** A random UUID (v4); crypto.randomUUID where the page has it (it needs a secure context). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Network failures (fetch rejected before any answer), not our own timeout's abort. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

export function createHttp(deps: HttpDeps): Http {
  const base = deps.base ?? API_BASE;
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;

  async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<Envelope<T>> {
    const method = options.method ?? (options.data !== undefined ? 'POST' : 'GET');
    const token = deps.getToken();
    // Calls that need no token: the one list of the server and both clients (@zhiyuan/shared public-calls.ts).
    if (!token && !isPublicCall(url)) {
      deps.onLoginRequired();
      throw new HttpError('login', deps.text('loginAgain'));
    }

    const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage(), Accept: 'application/json' };
    if (token) headers.accessToken = token;
    // One key per logical write, the same on each retry: the server runs it once.
    const isWrite = WRITE_METHODS.has(method);
    if (isWrite) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

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

    let payload: unknown;
    // HTTP 429 is the server's (or a proxy's) request limit; a code 429 in an HTTP 200 envelope is
    // the caller's own business (login lockout, SMS cap) and goes to the caller like other codes.
    let throttled = false;
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await deps.fetch(target, { method, headers, body, signal: controller.signal });
        throttled = response.status === 429;
        payload = await response.json().catch(() => undefined);
        if (!isEnvelope(payload)) throw new HttpError('http', `HTTP ${response.status}`);
        break;
      } catch (error) {
        // A write that got no answer at all is sent again with the same key: it runs once.
        if (isWrite && attempt < WRITE_RETRIES && isNetworkFailure(error) && !controller.signal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
          continue;
        }
        // A write that timed out may still have landed: the caller reads the truth back.
        const timedOut = !(error instanceof HttpError && error.kind === 'http');
        if (isWrite && timedOut && !throttled && options.readBack) {
          const truth = await options.readBack().catch(() => null);
          if (truth) return truth;
        }
        // Spec §8: a network or timeout error on the request side reads 'request timed out'.
        const message = deps.text(throttled ? 'rateLimited' : 'timeout');
        deps.showError(message);
        throw timedOut ? new HttpError('timeout', message) : new HttpError('http', message);
      } finally {
        clearTimeout(timer);
      }
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
    post: (url, data, options) => request(url, { ...options, method: 'POST', data: data ?? {} }),
    postJson: (url, data, options) => request(url, { ...options, method: 'POST', data: (data ?? {}) as Params, json: true }),
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
