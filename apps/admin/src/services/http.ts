import { HTTP_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, type Envelope } from '@zhiyuan/shared';
import i18n from '../locales';
import { clearSessionStorage, getToken } from './token';

export const API_BASE = '/api';

/** The one error type of the console: a non-200 envelope, a timeout or a broken response. */
export class ApiError extends Error {
  readonly code: number;
  readonly result: unknown;
  constructor(code: number, message: string, result: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.result = result;
  }
}

export type Params = Record<string, unknown>;

export interface RequestOptions {
  /** Query string for GET (arrays comma-joined, empty values dropped). */
  params?: Params;
  /** POST body: form-urlencoded unless `json` is set. */
  body?: Params | unknown[];
  json?: boolean;
  /** A multipart body (file upload); the browser sets its content type. */
  formData?: FormData;
  /** Do not show the error message globally; the caller shows it (login form, ...). */
  silent?: boolean;
  /** How long the call may take (HTTP_TIMEOUT_MS unless said; a file upload, UPLOAD_TIMEOUT_MS). */
  timeoutMs?: number;
}

interface HttpHandlers {
  /** Shows an error message (wired to antd's App.useApp().message so the locale applies). */
  notify: (message: string) => void;
  /** Called after a 401 cleared the token. */
  onUnauthorized: () => void;
}

const handlers: HttpHandlers = {
  notify: () => {},
  onUnauthorized: () => {
    if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
  },
};

export function configureHttp(next: Partial<HttpHandlers>): void {
  Object.assign(handlers, next);
}

function serialise(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** `ids=1,2,3` style encoding of the XBoot family: arrays become one comma-joined value. */
export function encodeForm(data: Params, dropEmpty = false): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(data)) {
    const value = serialise(raw);
    if (value === undefined || (dropEmpty && value === '')) continue;
    search.append(key, value);
  }
  return search.toString();
}

export function apiUrl(path: string, params?: Params): string {
  const query = params ? encodeForm(params, true) : '';
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function send<T>(method: 'GET' | 'POST' | 'PUT', path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'zh-CN',
  };
  const token = getToken();
  if (token) headers.accessToken = token;

  let body: string | FormData | undefined;
  if (method === 'POST' || method === 'PUT') {
    if (options.formData) {
      body = options.formData;
    } else if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = encodeForm((options.body as Params | undefined) ?? {});
    }
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  let envelope: Envelope<T>;
  // HTTP 429: the server's (or a proxy's) request limit, said as such even without an envelope.
  let throttled = false;
  try {
    const response = await fetch(apiUrl(path, options.params), { method, headers, body, signal: controller.signal });
    throttled = response.status === 429;
    envelope = (await response.json()) as Envelope<T>;
    if (typeof envelope?.code !== 'number') throw new Error('not an envelope');
  } catch {
    // Spec §8: any failure on the request side reads "request timed out".
    const error = throttled ? new ApiError(429, i18n.t('http.rateLimited')) : new ApiError(0, i18n.t('http.timeout'));
    if (!options.silent) handlers.notify(error.message);
    throw error;
  } finally {
    clearTimeout(timer);
  }

  if (envelope.code === 200 && envelope.success !== false) return envelope.result;

  const error = new ApiError(envelope.code, envelope.message || i18n.t('http.failed'), envelope.result ?? null);
  if (envelope.code === 401) {
    clearSessionStorage();
    handlers.onUnauthorized();
    throw error;
  }
  if (!options.silent) handlers.notify(error.message);
  throw error;
}

export const http = {
  get: <T>(path: string, params?: Params, options?: Omit<RequestOptions, 'params' | 'body'>) => send<T>('GET', path, { ...options, params }),
  /** Form-urlencoded POST (the default of the contract). */
  post: <T>(path: string, body?: Params, options?: Omit<RequestOptions, 'body' | 'json'>) => send<T>('POST', path, { ...options, body }),
  /** Form-urlencoded PUT (XBoot's base `update`: autoChat, contactMember). */
  put: <T>(path: string, body?: Params, options?: Omit<RequestOptions, 'body' | 'json'>) => send<T>('PUT', path, { ...options, body }),
  /** JSON POST for the few calls that take a document (importData, generators). */
  postJson: <T>(path: string, body: Params | unknown[], options?: Omit<RequestOptions, 'body' | 'json'>) =>
    send<T>('POST', path, { ...options, body, json: true }),
  /** JSON PUT (the workflow's model save and leave update). */
  putJson: <T>(path: string, body: Params, options?: Omit<RequestOptions, 'body' | 'json'>) => send<T>('PUT', path, { ...options, body, json: true }),
  /** Multipart POST of one file under the field "file" (data upload), plus any text fields (categoryId). */
  postFile: <T>(path: string, file: Blob, name: string, options?: Omit<RequestOptions, 'body' | 'json' | 'formData'> & { fields?: Record<string, string> }) => {
    const formData = new FormData();
    for (const [key, value] of Object.entries(options?.fields ?? {})) formData.append(key, value);
    formData.append('file', file, name);
    return send<T>('POST', path, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options, formData });
  },
};
