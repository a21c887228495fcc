import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import type { ScopeColumns } from '../../db/data-scope.ts';
import type { PageInput } from '../../lib/schema.ts';
import { escapeLike } from '../../lib/query.ts';

/** The acting user's data-scope filter (`req.scopeFilter`), called here with the user columns. */
export type ScopeFilter = (columns: ScopeColumns) => Promise<SQL | undefined>;

const SORTABLE = { lastActiveTime: accessTokens.lastSeenAt, loginTime: accessTokens.createTime, username: users.username } as const;

/** One page of live sessions (unexpired tokens of enabled users) within the caller's scope, and the total. */
export async function sessionPage(db: Db, q: PageInput & { key?: string }, scopeFilter: ScopeFilter) {
  const like = q.key ? escapeLike(q.key) : '';
  const where = and(
    gt(accessTokens.expiresAt, new Date()),
    eq(users.status, 0),
    await scopeFilter({ department: users.departmentId, owner: users.id }),
    q.key ? or(ilike(users.username, like), ilike(users.nickname, like), ilike(accessTokens.ip, like), ilike(accessTokens.device, like)) : undefined,
  );
  const column = SORTABLE[q.sort as keyof typeof SORTABLE] ?? accessTokens.lastSeenAt;
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: accessTokens.id,
        userId: users.id,
        username: users.username,
        nickname: users.nickname,
        ip: accessTokens.ip,
        device: accessTokens.device,
        createTime: accessTokens.createTime,
        lastSeenAt: accessTokens.lastSeenAt,
        expiresAt: accessTokens.expiresAt,
        remember: accessTokens.remember,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(where)
      .orderBy(direction(column), desc(accessTokens.id))
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize),
    db.select({ total: count() }).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The sessions among `ids` the caller's scope reaches, with their users. */
export async function sessionsInScope(db: Db, ids: string[], scopeFilter: ScopeFilter): Promise<{ id: string; userId: string }[]> {
  const scope = await scopeFilter({ department: users.departmentId, owner: users.id });
  return db
    .select({ id: accessTokens.id, userId: accessTokens.userId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(inArray(accessTokens.id, ids), scope));
}

export async function deleteSessions(db: Db, ids: string[]): Promise<void> {
  await db.delete(accessTokens).where(inArray(accessTokens.id, ids));
}
