import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../../lib/state.ts';
import type { Scene } from './delivery.ts';

export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries one address may make on a code; past them that address is refused for this code. */
export const CODE_MAX_TRIES = 5;
/** Wrong tries from all addresses together before the code is voided (50 in a million guesses). */
export const CODE_MAX_TRIES_TOTAL = 50;
/** The wait between two sends to one recipient, and the longer one once it has had many today. */
export const RESEND_MS = 60_000;
export const SLOW_RESEND_MS = 10 * 60_000;
/**
 * Sends to one recipient in a day after which each needs the image captcha, and after which the
 * wait between sends grows to SLOW_RESEND_MS. Neither refuses a captcha-proven send for the day,
 * so strangers asking for someone's number cannot keep its owner from a code.
 */
export const RECIPIENT_CAPTCHA_AFTER = 3;
export const RECIPIENT_SLOW_AFTER = 10;
/** Sends per IP per hour before an image captcha is asked for, and the hard cap. */
export const IP_CAPTCHA_AFTER = 5;
export const IP_HOURLY_MAX = 30;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type Channel = 'sms' | 'email';

interface CodeRecord {
  salt: string;
  hash: string;
  /** The user a code for changing one's own mobile or e-mail was sent to. */
  owner: string | null;
  expiresAt: number;
}

const digest = (salt: string, target: string, code: string) => createHash('sha256').update(`${salt}:${target}:${code}`).digest();

export type CheckResult = 'ok' | 'wrong' | 'tooManyTries';

/**
 * Six-digit verification codes in the shared state (so all instances agree): stored as a
 * salted SHA-256, valid 5 minutes, used once. Wrong tries are counted per code and address:
 * 5 from one address shut that address out of the code, 50 in all void it, so one person
 * typing wrong codes cannot spoil the owner's code. Send limits per recipient and per IP, and
 * the site's hourly cap.
 *
 * Per recipient, every send the limits let through counts, whether or not the recipient
 * qualified for a code: the answers then stay the same for registered and unregistered numbers.
 * After 3 in a day each send needs the image captcha, after 10 they are 10 minutes apart; none is
 * refused for the day, so the owner always gets a code by solving the captcha.
 */
export function codeService(state: SharedState) {
  const key = (channel: Channel, scene: Scene, target: string) => `vcode:${channel}:${scene}:${target.toLowerCase()}`;

  return {
    /** Per-IP gate before a send: 'captcha' when the IP has sent a lot this hour, 'blocked' over the cap. */
    async ipGate(ip: string): Promise<'open' | 'captcha' | 'blocked'> {
      const sent = Number((await state.get(`vcode:ip:${ip}`)) ?? 0);
      if (sent >= IP_HOURLY_MAX) return 'blocked';
      return sent >= IP_CAPTCHA_AFTER ? 'captcha' : 'open';
    },

    /**
     * Where a recipient stands today: `wait`, the seconds of a cool-down still running (0 when
     * none), and whether the next send needs the image captcha.
     */
    async recipientGate(target: string): Promise<{ wait: number; captcha: boolean }> {
      const t = target.toLowerCase();
      const [cooling, sent] = await Promise.all([state.get(`vcode:cool:${t}`), state.get(`vcode:day:${t}`)]);
      const today = Number(sent ?? 0);
      return { wait: cooling ? (today >= RECIPIENT_SLOW_AFTER ? SLOW_RESEND_MS : RESEND_MS) / 1000 : 0, captcha: today >= RECIPIENT_CAPTCHA_AFTER };
    },

    /** Claims a send slot for the recipient (its cool-down starts): null when allowed, 'tooFrequent' when another request won it. */
    async claimSend(target: string, ip: string): Promise<null | 'tooFrequent'> {
      const t = target.toLowerCase();
      const today = Number((await state.get(`vcode:day:${t}`)) ?? 0);
      const wait = today + 1 >= RECIPIENT_SLOW_AFTER ? SLOW_RESEND_MS : RESEND_MS;
      if ((await state.incr(`vcode:cool:${t}`, wait)) > 1) return 'tooFrequent';
      await Promise.all([state.incr(`vcode:day:${t}`, DAY_MS), state.incr(`vcode:ip:${ip}`, HOUR_MS)]);
      return null;
    },

    /** Whether the site has sent `cap` codes in its current hour (every send is refused until it ends). */
    async siteCapReached(cap: number): Promise<boolean> {
      return Number((await state.get('vcode:site')) ?? 0) >= cap;
    },

    /** Counts one delivery against the site's hourly cap; false when it would go over (a race past `siteCapReached`). */
    async countSiteSend(cap: number): Promise<boolean> {
      return (await state.incr('vcode:site', HOUR_MS)) <= cap;
    },

    /** True for the first caller in an hour, on every instance: the cap's alert goes out once. */
    async firstSiteCapAlert(): Promise<boolean> {
      return (await state.incr('vcode:site:alerted', HOUR_MS)) === 1;
    },

    /** Gives the send slot back when delivery failed, so the person can retry at once. */
    async releaseSend(target: string): Promise<void> {
      await state.del(`vcode:cool:${target.toLowerCase()}`);
    },

    async issue(channel: Channel, scene: Scene, target: string, owner: string | null = null): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const record: CodeRecord = { salt, hash: digest(salt, target.toLowerCase(), code).toString('hex'), owner, expiresAt: Date.now() + CODE_TTL_MS };
      await state.set(key(channel, scene, target), JSON.stringify(record), CODE_TTL_MS);
      return code;
    },

    async drop(channel: Channel, scene: Scene, target: string): Promise<void> {
      await state.del(key(channel, scene, target));
    },

    /**
     * Checks a code from one address (`source`); the right one is consumed. An address past its
     * wrong tries is refused without a check; the last of all wrong tries voids the code.
     */
    async check(channel: Channel, scene: Scene, target: string, code: string, owner: string | null = null, source = ''): Promise<CheckResult> {
      const k = key(channel, scene, target);
      const raw = await state.get(k);
      if (!raw) return 'wrong';
      const record = JSON.parse(raw) as CodeRecord;
      if (record.expiresAt <= Date.now()) {
        await state.del(k);
        return 'wrong';
      }
      // Counters belong to this code (its salt): a new code starts them over.
      const triesFrom = `${k}:${record.salt}:tries:${source}`;
      if (Number((await state.get(triesFrom)) ?? 0) >= CODE_MAX_TRIES) return 'tooManyTries';
      const given = /^\d{6}$/.test(code.trim()) ? digest(record.salt, target.toLowerCase(), code.trim()) : null;
      const right = given !== null && timingSafeEqual(given, Buffer.from(record.hash, 'hex')) && record.owner === owner;
      if (!right) {
        const [fromHere, total] = await Promise.all([state.incr(triesFrom, CODE_TTL_MS), state.incr(`${k}:${record.salt}:tries`, CODE_TTL_MS)]);
        if (total >= CODE_MAX_TRIES_TOTAL) {
          await state.del(k);
          return 'tooManyTries';
        }
        return fromHere >= CODE_MAX_TRIES ? 'tooManyTries' : 'wrong';
      }
      // One use: only the request that removes the record wins.
      return (await state.take(k)) === raw ? 'ok' : 'wrong';
    },
  };
}

export type CodeService = ReturnType<typeof codeService>;
