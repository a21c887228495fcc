import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, gt, ilike, inArray, or } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { formatDateTime, type OnlineUserView, type Page } from '@zhiyuan/shared';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { idList, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';
import { assertCanActOnUsers } from '../../lib/power.ts';

const SORTABLE = { lastActiveTime: accessTokens.lastSeenAt, loginTime: accessTokens.createTime, username: users.username } as const;

/**
 * 在线用户: the live sessions (tokens are stored server-side, so this is exact), and kick-out.
 * The token itself is never shown. A kicked session dies at once on every instance because
 * every request checks the shared token table; open websockets are closed through the bus.
 */
const onlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/onlineUser/getAllByPage', {
    config: { permission: 'sys:online:view' },
    schema: { tags: ['admin:online'], summary: 'Live sessions with user, IP, device and last activity', querystring: pageQuery.extend({ key: optionalText(100) }) },
  }, async (req) => {
    const q = req.query;
    const like = q.key ? escapeLike(q.key) : '';
    const where = and(
      gt(accessTokens.expiresAt, new Date()),
      eq(users.status, 0),
      await req.scopeFilter({ department: users.departmentId, owner: users.id }),
      q.key ? or(ilike(users.username, like), ilike(users.nickname, like), ilike(accessTokens.ip, like), ilike(accessTokens.device, like)) : undefined,
    );
    const column = SORTABLE[q.sort as keyof typeof SORTABLE] ?? accessTokens.lastSeenAt;
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({
        id: accessTokens.id, userId: users.id, username: users.username, nickname: users.nickname, ip: accessTokens.ip, device: accessTokens.device,
        createTime: accessTokens.createTime, lastSeenAt: accessTokens.lastSeenAt, expiresAt: accessTokens.expiresAt, remember: accessTokens.remember,
      }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(where)
        .orderBy(direction(column), desc(accessTokens.id)).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(where),
    ]);
    const content: OnlineUserView[] = rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      username: r.username,
      nickname: r.nickname,
      ip: r.ip ?? '',
      device: r.device ?? '',
      loginTime: formatDateTime(r.createTime),
      lastActiveTime: formatDateTime(r.lastSeenAt),
      expireTime: formatDateTime(r.expiresAt),
      remember: r.remember,
      current: r.id === req.auth!.tokenId,
    }));
    const page: Page<OnlineUserView> = pageOf(content, Number(total), q);
    return ok(req, page);
  });

  app.post('/onlineUser/logout', {
    config: { permission: 'sys:online:logout' },
    schema: { tags: ['admin:online'], summary: 'Kick sessions out: they die at once on every instance', body: z.object({ ids: idList }) },
  }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    if (ids.includes(req.auth!.tokenId)) throw new AppError(400, 'cannotKickSelf');
    const scope = await req.scopeFilter({ department: users.departmentId, owner: users.id });
    const rows = await app.db.select({ id: accessTokens.id, userId: accessTokens.userId }).from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId)).where(and(inArray(accessTokens.id, ids), scope));
    // Kicking is acting on the session's user: not on admin, not on someone stronger (lib/power.ts).
    await assertCanActOnUsers(app.db, req.auth!.userId, rows.map((r) => r.userId));
    if (rows.length) {
      await app.db.delete(accessTokens).where(inArray(accessTokens.id, rows.map((r) => r.id)));
      await app.bus.publish({ type: 'kick', tokenIds: rows.map((r) => r.id), userIds: [...new Set(rows.map((r) => r.userId))] });
    }
    return ok(req, null);
  });
};

export default onlineRoutes;
