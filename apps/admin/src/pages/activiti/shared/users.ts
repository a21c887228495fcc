import { useQueries } from '@tanstack/react-query';
import type { UserBrief } from '@zhiyuan/shared';
import { useMemo } from 'react';
import { getUsersByCondition } from '../../../services/user';

/**
 * The users behind ids a diagram names (zy:assignees, zy:startUsers hold ids only), so a picker
 * shows their names: each looked up once by id (/user/getByCondition?id=), unless `known` has it.
 */
export function useUserBriefs(ids: readonly string[], known: readonly UserBrief[] = []): UserBrief[] {
  const missing = ids.filter((id) => !known.some((u) => u.id === id));
  const found = useQueries({
    queries: missing.map((id) => ({
      queryKey: ['workflow', 'user', id],
      queryFn: () => getUsersByCondition({ id, pageNumber: 1, pageSize: 1 }).then((page) => page.content[0] ?? null),
      staleTime: 300_000,
      retry: false,
    })),
  });
  const briefs = found.map((q) => q.data).filter((u): u is NonNullable<typeof u> => Boolean(u));
  const key = briefs.map((u) => u.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => [...known, ...briefs.map((u) => ({ id: u.id, username: u.username, nickname: u.nickname ?? '' }))], [known, key]);
}
