import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { SharedState } from '../../lib/state.ts';
import type { CaptchaService } from './service.ts';

/** How long a failure counts. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures on one account, from anywhere, before every login to it needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures from one address, on any accounts, before every login from there needs the captcha. */
export const IP_CAPTCHA_AFTER_FAILURES = 10;
/** Failures of one account from one address before each further one makes that pair wait. */
export const BACKOFF_AFTER_FAILURES = 5;
export const BACKOFF_MAX_SECONDS = 60;

/** The wait after the n-th failure of an account from one address: 1, 2, 4 … seconds, at most a minute. */
export function backoffSeconds(failures: number): number {
  if (failures < BACKOFF_AFTER_FAILURES) return 0;
  return Math.min(2 ** (failures - BACKOFF_AFTER_FAILURES), BACKOFF_MAX_SECONDS);
}

export interface GuardState {
  /** Seconds before this account may be tried again from this address (0: now). */
  waitSeconds: number;
  captchaRequired: boolean;
}

/**
 * Failed-login bookkeeping that nobody can turn against someone else (docs/decisions.md,
 * "Login failures"): nothing ever locks. Failures on an account bring a captcha for it; failures
 * from an address bring a captcha for logins from there; only the pair (account, address) is
 * slowed by a short, capped back-off. The owner elsewhere, or the owner on the same network after
 * at most a minute, gets in with the right password and captcha. Counters live in the shared
 * state, so several instances count together.
 */
export function loginGuard(state: SharedState, captcha: CaptchaService) {
  const norm = (account: string) => account.trim().toLowerCase();
  const keys = (account: string, ip: string) => ({
    account: `login:fail:acct:${norm(account)}`,
    ip: `login:fail:ip:${ip}`,
    pair: `login:fail:pair:${ip}|${norm(account)}`,
    wait: `login:wait:${ip}|${norm(account)}`,
  });
  const count = async (key: string) => Number((await state.get(key)) ?? 0);

  const guard = {
    async status(account: string, ip: string): Promise<GuardState> {
      const k = keys(account, ip);
      const [accountFailures, ipFailures, waitUntil] = await Promise.all([count(k.account), count(k.ip), count(k.wait)]);
      return {
        waitSeconds: Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000)),
        captchaRequired: accountFailures >= CAPTCHA_AFTER_FAILURES || ipFailures >= IP_CAPTCHA_AFTER_FAILURES,
      };
    },

    async recordFailure(account: string, ip: string): Promise<GuardState> {
      const k = keys(account, ip);
      const [accountFailures, ipFailures, pairFailures] = await Promise.all([k.account, k.ip, k.pair].map((key) => state.incr(key, LOGIN_WINDOW_MS)));
      const waitSeconds = backoffSeconds(pairFailures);
      if (waitSeconds) await state.set(k.wait, String(Date.now() + waitSeconds * 1000), waitSeconds * 1000);
      return { waitSeconds, captchaRequired: accountFailures >= CAPTCHA_AFTER_FAILURES || ipFailures >= IP_CAPTCHA_AFTER_FAILURES };
    },

    /** The right password: the account's and this pair's counts start over (the address's do not). */
    async recordSuccess(account: string, ip?: string): Promise<void> {
      const k = keys(account, ip ?? '');
      await state.del(k.account);
      if (ip !== undefined) await Promise.all([state.del(k.pair), state.del(k.wait)]);
    },

    /**
     * One password check under the guard: refused while the pair waits, the captcha asked for
     * when the account or address needs it (unless `stepUp` is off: a signed-in person
     * re-entering a password has no captcha on screen), the outcome counted. Returns what
     * `check` found, or throws the envelope error the caller answers with.
     */
    async attempt<T>(
      input: { account: string; ip: string; captchaId?: string; code?: string; stepUp?: boolean; failure?: MessageKey },
      check: () => Promise<T | null>,
    ): Promise<T> {
      const { account, ip } = input;
      const before = await guard.status(account, ip);
      if (before.waitSeconds) {
        throw new AppError(429, 'loginBackoff', { seconds: before.waitSeconds }, { captchaRequired: before.captchaRequired, retryAfter: before.waitSeconds });
      }
      if (input.stepUp !== false && before.captchaRequired) {
        if (!input.captchaId || !input.code) throw new AppError(400, 'captchaRequired', {}, { captchaRequired: true });
        if (!(await captcha.verify(input.captchaId, input.code))) throw new AppError(400, 'captchaWrong', {}, { captchaRequired: true });
      }
      const found = await check();
      if (found === null) {
        const after = await guard.recordFailure(account, ip);
        throw new AppError(
          400,
          input.failure ?? 'loginFailed',
          {},
          { captchaRequired: input.stepUp !== false && after.captchaRequired, retryAfter: after.waitSeconds },
        );
      }
      await guard.recordSuccess(account, ip);
      return found;
    },
  };
  return guard;
}

export type LoginGuard = ReturnType<typeof loginGuard>;
