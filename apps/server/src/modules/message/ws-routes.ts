import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { WsServerEvent } from '@zhiyuan/shared';
import type { BusEvent } from '../../lib/bus.ts';
import { readToken } from '../../plugins/auth.ts';
import { unreadCount, materializeLateSends } from './repo.ts';
import { websocketClients } from '../../lib/metrics.ts';

interface Client {
  socket: WebSocket;
  tokenId: string;
  userId: string;
  token: string;
}

/** Token liveness is re-checked this often, so an expired or revoked session's socket closes. */
const RECHECK_MS = 60_000;
export const WS_CLOSE_UNAUTHORIZED = 4401;
export const WS_CLOSE_KICKED = 4001;

/**
 * `/api/ws?accessToken=…`: pushes new messages and the unread count to the admin header and
 * the public site. Events come from the bus, so a message sent through any instance reaches
 * sockets on every instance (Redis pub/sub when REDIS_URL is set).
 */
const wsRoutes: FastifyPluginAsync = async (app) => {
  const clients = new Set<Client>();
  const send = (c: Client, event: WsServerEvent) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(event));
  };
  const pushUnread = async (c: Client, event?: Omit<Extract<WsServerEvent, { type: 'message' }>, 'unread'>) => {
    const unread = await unreadCount(app.db, c.userId);
    send(c, event ? { ...event, unread } : { type: 'unread', unread });
  };

  const onEvent = (event: BusEvent) => {
    void (async () => {
      for (const c of clients) {
        if (event.type === 'kick') {
          // Given sessions, or (no session ids) every session of the given users.
          if (event.tokenIds.includes(c.tokenId) || (event.tokenIds.length === 0 && event.userIds.includes(c.userId))) {
            send(c, { type: 'kicked' });
            c.socket.close(WS_CLOSE_KICKED, 'kicked');
          }
        } else if (event.type === 'message') {
          if (event.userIds === 'all' || event.userIds.includes(c.userId)) await pushUnread(c, { type: 'message', message: event.message });
        } else if (event.type === 'unread') {
          if (event.userIds.includes(c.userId)) await pushUnread(c);
        } else if (event.type === 'tokens') {
          // A session that ended (logout, password change, disable) closes its socket now, not at the next recheck.
          if ((event.tokenIds.includes(c.tokenId) || event.userIds.includes(c.userId)) && !(await app.tokens.verify(c.token))) {
            c.socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
          }
        }
      }
    })().catch((err: unknown) => app.log.error({ err }, 'ws push failed'));
  };
  const unsubscribe = app.bus.subscribe(onEvent);

  const recheck = setInterval(() => {
    void (async () => {
      for (const c of clients) {
        if (!(await app.tokens.verify(c.token))) c.socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
      }
    })().catch(() => {});
  }, RECHECK_MS);
  recheck.unref();

  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(recheck);
    for (const c of clients) c.socket.close(1001, 'server closing');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      // The socket authenticates itself from ?accessToken= (browsers cannot set headers on a websocket).
      config: { auth: 'public' },
      schema: { tags: ['message'], summary: 'WebSocket: new messages and the unread count (token in ?accessToken=)', hide: true },
    },
    async (socket, req) => {
      const token = readToken({}, req.query, req.url);
      const owner = token ? await app.tokens.verify(token) : null;
      if (!owner) {
        socket.close(WS_CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      const client: Client = { socket, tokenId: owner.tokenId, userId: owner.userId, token };
      clients.add(client);
      websocketClients.inc();
      socket.on('close', () => {
        clients.delete(client);
        websocketClients.dec();
      });
      socket.on('message', (raw) => {
        let msg: { type?: string } = {};
        try {
          msg = JSON.parse(String(raw)) as { type?: string };
        } catch {
          return;
        }
        if (msg.type === 'ping') send(client, { type: 'pong' });
      });
      await materializeLateSends(app.db, owner.userId);
      send(client, { type: 'hello', unread: await unreadCount(app.db, owner.userId) });
    },
  );
};

export default wsRoutes;
