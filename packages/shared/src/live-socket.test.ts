import { describe, expect, it } from 'vitest';
import { backoffDelay, createLiveSocket, parseEvent, unreadOf, type LiveEvent, type SocketLike } from './live-socket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  close(code = 1000) {
    this.closedWith = code;
  }
  send() {}
}

function harness(token: string | null = 'tok') {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  const events: LiveEvent[] = [];
  const statuses: string[] = [];
  let nextId = 1;
  let currentToken = token;
  const live = createLiveSocket({
    url: 'ws://h/api/ws',
    getToken: () => currentToken,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => 1,
  });
  const fire = () => timers.shift()!.fn();
  return { live, sockets, timers, events, statuses, fire, setToken: (t: string | null) => (currentToken = t) };
}

describe('live socket', () => {
  it('doubles the delay per attempt up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, { baseMs: 1000, maxMs: 30_000, jitter: 0 }));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    // Jitter only shortens: between 80% and 100% of the plain delay.
    expect(backoffDelay(2, { jitter: 0.2 }, () => 0)).toBe(3200);
    expect(backoffDelay(2, { jitter: 0.2 }, () => 1)).toBe(4000);
  });

  it('puts the token in the URL and passes parsed events on, ignoring junk', () => {
    const h = harness('a b');
    h.live.connect();
    expect(h.sockets[0].url).toBe('ws://h/api/ws?accessToken=a%20b');
    h.sockets[0].onopen?.({});
    h.sockets[0].onmessage?.({ data: JSON.stringify({ type: 'unread', count: 3 }) });
    h.sockets[0].onmessage?.({ data: 'not json' });
    h.sockets[0].onmessage?.({ data: JSON.stringify({ nope: 1 }) });
    expect(h.events).toEqual([{ type: 'unread', count: 3 }]);
  });

  it('reconnects after drops with growing delays and starts over after a successful open', () => {
    const h = harness();
    h.live.connect();
    h.sockets[0].onclose?.({ code: 1006 });
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.fire();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].onclose?.({ code: 1006 });
    expect(h.timers.map((t) => t.ms)).toEqual([2000]);
    h.fire();
    h.sockets[2].onclose?.({ code: 1006 });
    expect(h.timers.map((t) => t.ms)).toEqual([4000]);
    h.fire();
    h.sockets[3].onopen?.({});
    expect(h.live.attempts).toBe(0);
    h.sockets[3].onclose?.({ code: 1001 });
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
  });

  it('does not retry a refused token, nor after stop, nor without a token', () => {
    const h = harness();
    h.live.connect();
    h.sockets[0].onclose?.({ code: 4401 });
    expect(h.timers).toHaveLength(0);
    expect(h.statuses.at(-1)).toBe('refused');

    h.live.connect();
    h.live.stop();
    expect(h.sockets[1].closedWith).toBe(1000);
    expect(h.timers).toHaveLength(0);

    const empty = harness(null);
    empty.live.connect();
    expect(empty.sockets).toHaveLength(0);
  });

  it('reconnect() replaces a live socket and cancels a pending retry', () => {
    const h = harness();
    h.live.connect();
    h.sockets[0].onclose?.({ code: 1006 });
    expect(h.timers).toHaveLength(1);
    h.setToken('new');
    h.live.connect();
    expect(h.timers).toHaveLength(0);
    expect(h.sockets.at(-1)!.url).toContain('accessToken=new');
  });

  it('parses only objects with a type', () => {
    expect(parseEvent('{"type":"message","title":"x"}')).toEqual({ type: 'message', title: 'x' });
    expect(parseEvent(42)).toBeNull();
    expect(parseEvent('[1]')).toBeNull();
  });
});

describe('unreadOf', () => {
  it('reads the count an event carries, and nothing from an event without one', () => {
    expect(unreadOf({ type: 'message', unread: 3 })).toBe(3);
    expect(unreadOf({ type: 'unread', count: 0 })).toBe(0);
    expect(unreadOf({ type: 'unread', unreadCount: 7 })).toBe(7);
    expect(unreadOf({ type: 'message', unread: '3' })).toBeNull();
    expect(unreadOf({ type: 'pong' })).toBeNull();
  });
});
