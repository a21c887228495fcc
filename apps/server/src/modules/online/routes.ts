import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noParams } from '../../lib/schema.ts';
import { z } from 'zod';
import { idList, optionalText, pageQuery } from '../../lib/schema.ts';
import { kickSessions, listSessions } from './service.ts';
import { onlineUserViewSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/**
 * 在线用户: the live sessions (tokens are stored server-side, so this is exact), and kick-out.
 * The token itself is never shown. A kicked session dies at once on every instance because
 * every request checks the shared token table; open websockets are closed through the bus.
 */
const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: 'session.purge',
    title: { zh: '过期会话清理', en: 'Purge expired sessions' },
    description: { zh: '删除已过期的登录会话（令牌），在线用户列表只剩有效会话', en: 'Deletes sessions (tokens) that expired, so only live ones remain' },
    params: noParams,
    defaults: { cron: '0 5 * * * ?' },
    run: async () => ({ deleted: await app.tokens.purgeExpired() }),
  });
  app.get(
    '/onlineUser/getAllByPage',
    {
      config: { permission: 'sys:online:view' },
      schema: {
        tags: ['admin:online'],
        summary: 'Live sessions with user, IP, device and last activity',
        querystring: pageQuery.extend({ key: optionalText(100) }),
        response: { 200: pageSchema(onlineUserViewSchema) },
      },
    },
    async (req) => {
      return await listSessions(app.db, req.query, (cols) => req.scopeFilter(cols), req.auth!.tokenId);
    },
  );

  app.post(
    '/onlineUser/logout',
    {
      config: { permission: 'sys:online:logout' },
      schema: {
        tags: ['admin:online'],
        summary: 'Kick sessions out: they die at once on every instance',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await kickSessions(app.db, app.bus, req.auth!, req.body.ids, (cols) => req.scopeFilter(cols));
      return null;
    },
  );
};

export default onlineRoutes;
