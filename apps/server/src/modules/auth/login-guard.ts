import type { SharedState } from '../../lib/state.ts';

export const LOGIN_WINDOW_MS = 10 * 60_000;
export const LOCK_AFTER_FAILURES = 10;
export const CAPTCHA_AFTER_FAILURES = 3;

/**
 * Failed-login bookkeeping per account and per IP, in the shared state so several instances
 * count together: a captcha after 3 failures, a 10-minute lock after 10 within 10 minutes.
 */
export function loginGuard(state: SharedState) {
  const failKeys = (account: string, ip: string) => [`login:fail:acct:${account.toLowerCase()}`, `login:fail:ip:${ip}`];
  const lockKeys = (account: string, ip: string) => [`login:lock:acct:${account.toLowerCase()}`, `login:lock:ip:${ip}`];

  return {
    async isLocked(account: string, ip: string): Promise<boolean> {
      const locks = await Promise.all(lockKeys(account, ip).map((k) => state.get(k)));
      return locks.some(Boolean);
    },
    async failures(account: string, ip: string): Promise<number> {
      const counts = await Promise.all(failKeys(account, ip).map((k) => state.get(k)));
      return Math.max(...counts.map((c) => Number(c ?? 0)));
    },
    /** Records a failure; returns the attempts left before the lock (0 = now locked). */
    async recordFailure(account: string, ip: string): Promise<number> {
      const counts = await Promise.all(failKeys(account, ip).map((k) => state.incr(k, LOGIN_WINDOW_MS)));
      const worst = Math.max(...counts);
      const locks = lockKeys(account, ip);
      await Promise.all(counts.map((c, i) => (c >= LOCK_AFTER_FAILURES ? state.set(locks[i], '1', LOGIN_WINDOW_MS) : undefined)));
      return Math.max(0, LOCK_AFTER_FAILURES - worst);
    },
    async recordSuccess(account: string): Promise<void> {
      await state.del(failKeys(account, '')[0]);
    },
  };
}
