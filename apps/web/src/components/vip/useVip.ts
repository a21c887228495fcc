import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getProduct, getVipStatus } from '../../api/vip.ts';
import { getUserAndMenuList } from '../../api/permission.ts';
import { unwrap } from '../../api/http.ts';
import { useLoginStore } from '../../stores/login.ts';

export const VIP_QUERY = ['vip'] as const;

/** The caller's membership (only asked when logged in). */
export function useVipStatus() {
  const isLogin = useLoginStore((s) => s.isLogin);
  return useQuery({ queryKey: [...VIP_QUERY, 'status'], queryFn: getVipStatus, enabled: isLogin, staleTime: 30_000 });
}

/** Product 1 with the server's price. */
export function useVipProduct() {
  return useQuery({ queryKey: [...VIP_QUERY, 'product'], queryFn: getProduct, staleTime: 10 * 60_000 });
}

/**
 * After a card or a payment made the user a member: reload the membership and the forbidden
 * route list (the server now opens the VIP routes), so masks lift and the guard lets them through.
 */
export function useVipRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: VIP_QUERY });
    try {
      const data = await unwrap(getUserAndMenuList());
      useLoginStore.getState().setUser(data.user, data.notAllow ?? []);
    } catch {
      // the next navigation reloads permissions anyway
    }
  };
}

/** Where the two ways to become a member live: the personal centre's membership section. */
export const vipSectionPath = (device: 'desktop' | 'mobile', action?: 'card' | 'pay') =>
  `${device === 'mobile' ? '/menuDetail/personalCenter' : '/personalCenter'}?tab=vip${action ? `&action=${action}` : ''}`;
