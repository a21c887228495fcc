/**
 * The live channel of the console and the public site: one websocket to /api/ws carrying the token, reconnected with
 * exponential backoff (1 s, 2 s, 4 s … capped, with jitter) after any drop, and never while the
 * tab has no token or after the server refused it (close code 4401) or kicked the session out (4001).
 */

export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** 0..1: the share of the delay that is random, so many tabs do not reconnect together. */
  jitter?: number;
}

/** Delay before reconnect attempt `attempt` (0 = first retry). */
export function backoffDelay(attempt: number, { baseMs = 1000, maxMs = 30_000, jitter = 0.2 }: BackoffOptions = {}, random = Math.random): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  const spread = plain * jitter;
  return Math.round(plain - spread + random() * spread);
}

/** Close codes with which the server says "this token will not do" (4001: kicked out): retrying cannot help. */
export const AUTH_CLOSE_CODES = new Set([1008, 4001, 4401, 4403]);

export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(code?: number, reason?: string): void;
  send(data: string): void;
}

export interface LiveSocketOptions {
  /** ws(s)://host/api/ws, without the token. */
  url: string;
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: 'connecting' | 'open' | 'closed' | 'refused') => void;
  backoff?: BackoffOptions;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  random?: () => number;
}

export interface LiveSocket {
  /** (Re)connects now, e.g. after a new login. */
  connect: () => void;
  /** Closes for good (sign-out, unmount). */
  stop: () => void;
  /** Reconnect attempts since the last successful open. */
  readonly attempts: number;
}

/** The unread count an event carries (the server sends `unread`; older clients used count/unreadCount), if any. */
export function unreadOf(event: LiveEvent): number | null {
  const value = event.unread ?? event.count ?? event.unreadCount;
  return typeof value === 'number' ? value : null;
}

export function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' && typeof (value as LiveEvent).type === 'string' ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket = options.createSocket ?? ((url: string) => new (globalThis as unknown as { WebSocket: new (u: string) => SocketLike }).WebSocket(url));
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempts = 0;
  let stopped = false;

  const cancelTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const scheduleReconnect = () => {
    if (stopped || timer !== null) return;
    const delay = backoffDelay(attempts, options.backoff, options.random);
    attempts += 1;
    timer = setTimer(() => {
      timer = null;
      open();
    }, delay);
  };

  const detach = (s: SocketLike) => {
    s.onopen = null;
    s.onclose = null;
    s.onmessage = null;
    s.onerror = null;
  };

  function open() {
    if (stopped) return;
    const token = options.getToken();
    if (!token) {
      options.onStatus?.('closed');
      return;
    }
    const separator = options.url.includes('?') ? '&' : '?';
    const s = createSocket(`${options.url}${separator}accessToken=${encodeURIComponent(token)}`);
    socket = s;
    options.onStatus?.('connecting');
    s.onopen = () => {
      attempts = 0;
      options.onStatus?.('open');
    };
    s.onmessage = (ev) => {
      const event = parseEvent(ev.data);
      if (event) options.onEvent(event);
    };
    s.onerror = () => {
      /* a close follows */
    };
    s.onclose = (ev) => {
      detach(s);
      if (socket === s) socket = null;
      if (stopped) return;
      if (AUTH_CLOSE_CODES.has(ev.code)) {
        options.onStatus?.('refused');
        return;
      }
      options.onStatus?.('closed');
      scheduleReconnect();
    };
  }

  return {
    connect() {
      stopped = false;
      cancelTimer();
      attempts = 0;
      if (socket) {
        detach(socket);
        socket.close(1000, 'reconnect');
        socket = null;
      }
      open();
    },
    stop() {
      stopped = true;
      cancelTimer();
      if (socket) {
        detach(socket);
        socket.close(1000, 'bye');
        socket = null;
      }
    },
    get attempts() {
      return attempts;
    },
  };
}

/** ws://host/api/ws from the page's own origin (the server serves the site at / and the console at /admin). */
export function liveSocketUrl(
  location: { protocol: string; host: string } = (globalThis as unknown as { location: { protocol: string; host: string } }).location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;
}
