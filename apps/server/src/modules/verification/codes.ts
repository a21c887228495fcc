import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../../lib/state.ts';
import type { Scene } from './delivery.ts';

export const CODE_TTL_MS = 5 * 60_000;
/** Wrong tries one address may make on a code; past them that address is refused for this code. */
export const CODE_MAX_TRIES = 5;
/** Wrong tries from all addresses together before the code is voided (50 in a million guesses). */
export const CODE_MAX_TRIES_TOTAL = 50;
export const RESEND_MS = 60_000;
export const DAILY_MAX = 10;
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
 * typing wrong codes cannot spoil the owner's code. Send limits per recipient (one per 60 s,
 * 10 per day) and per IP.
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

    /** Claims a send slot for the recipient: null when allowed, otherwise why not. */
    async claimSend(target: string, ip: string): Promise<null | 'tooFrequent' | 'dailyCap'> {
      const t = target.toLowerCase();
      if ((await state.incr(`vcode:cool:${t}`, RESEND_MS)) > 1) return 'tooFrequent';
      if ((await state.incr(`vcode:day:${t}`, DAY_MS)) > DAILY_MAX) return 'dailyCap';
      await state.incr(`vcode:ip:${ip}`, HOUR_MS);
      return null;
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
