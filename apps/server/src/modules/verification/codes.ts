import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../../lib/state.ts';
import type { Scene } from './delivery.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
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
 * salted SHA-256, valid 5 minutes, used once, dropped after 5 wrong tries. Send limits per
 * recipient (one per 60 s, 10 per day) and per IP.
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
      const k = key(channel, scene, target);
      await state.del(`${k}:tries`);
      await state.set(k, JSON.stringify(record), CODE_TTL_MS);
      return code;
    },

    async drop(channel: Channel, scene: Scene, target: string): Promise<void> {
      await state.del(key(channel, scene, target));
    },

    /** Checks a code; the right one is consumed, the fifth wrong one voids the code. */
    async check(channel: Channel, scene: Scene, target: string, code: string, owner: string | null = null): Promise<CheckResult> {
      const k = key(channel, scene, target);
      const raw = await state.get(k);
      if (!raw) return 'wrong';
      const record = JSON.parse(raw) as CodeRecord;
      if (record.expiresAt <= Date.now()) {
        await state.del(k);
        return 'wrong';
      }
      const given = /^\d{6}$/.test(code.trim()) ? digest(record.salt, target.toLowerCase(), code.trim()) : null;
      const right = given !== null && timingSafeEqual(given, Buffer.from(record.hash, 'hex')) && record.owner === owner;
      if (!right) {
        const tries = await state.incr(`${k}:tries`, CODE_TTL_MS);
        if (tries >= CODE_MAX_TRIES) {
          await state.del(k);
          return 'tooManyTries';
        }
        return 'wrong';
      }
      // One use: only the request that removes the record wins.
      return (await state.take(k)) === raw ? 'ok' : 'wrong';
    },
  };
}

export type CodeService = ReturnType<typeof codeService>;
