import WebSocket from 'ws';
import type { WsServerEvent } from '@zhiyuan/shared';

/** A websocket client that keeps every event it receives. */
export async function wsClient(url: string) {
  const events: WsServerEvent[] = [];
  const ws = new WebSocket(url);
  let closeCode: number | null = null;
  ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as WsServerEvent));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve((closeCode = code))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('close', () => resolve());
  });
  const waitFor = async (pred: (e: WsServerEvent) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const hit = events.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching websocket event within ${ms} ms; got ${JSON.stringify(events)}`);
  };
  return {
    ws,
    events,
    waitFor,
    closed,
    get closeCode() {
      return closeCode;
    },
  };
}
