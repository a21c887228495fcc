import { formatDateTime, type OnlineUserView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/bus.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { assertCanActOnUsers } from '../../db/power.ts';
import { deleteSessions, sessionPage, sessionsInScope, type ScopeFilter } from './repo.ts';

/** Live sessions with user, IP, device and last activity; `current` marks the caller's own token. */
export async function listSessions(db: Db, q: PageInput & { key?: string }, scopeFilter: ScopeFilter, currentTokenId: string): Promise<Page<OnlineUserView>> {
  const { rows, total } = await sessionPage(db, q, scopeFilter);
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
    current: r.id === currentTokenId,
  }));
  return pageOf(content, total, q);
}

/** Kicks sessions out: they die at once on every instance (open websockets are closed through the bus). */
export async function kickSessions(
  db: Db,
  bus: EventBus,
  actor: { userId: string; tokenId: string },
  tokenIds: string[],
  scopeFilter: ScopeFilter,
): Promise<void> {
  const ids = [...new Set(tokenIds)];
  if (ids.includes(actor.tokenId)) throw new AppError(400, 'cannotKickSelf');
  const rows = await sessionsInScope(db, ids, scopeFilter);
  // Kicking is acting on the session's user: not on admin, not on someone stronger (db/power.ts).
  await assertCanActOnUsers(
    db,
    actor.userId,
    rows.map((r) => r.userId),
  );
  if (rows.length) {
    await deleteSessions(
      db,
      rows.map((r) => r.id),
    );
    await bus.publish({ type: 'kick', tokenIds: rows.map((r) => r.id), userIds: [...new Set(rows.map((r) => r.userId))] });
  }
}
