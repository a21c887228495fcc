import { randomBytes } from 'node:crypto';
import type { SharedState } from '../../lib/state.ts';
import { captchaPng } from './image.ts';

const TTL_MS = 2 * 60_000;
const key = (id: string) => `captcha:${id}`;
// No look-alike characters: 0/o, 1/l/i.
const CHARSET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Image captcha: a 4-character code kept 2 minutes, good for exactly one check. */
export function captchaService(state: SharedState) {
  return {
    async init(): Promise<string> {
      const id = randomBytes(16).toString('hex');
      const code = Array.from(randomBytes(4), (b) => CHARSET[b % CHARSET.length]).join('');
      await state.set(key(id), code, TTL_MS);
      return id;
    },
    /** The PNG for an open captcha, or null when it expired or was used. */
    async draw(id: string): Promise<Buffer | null> {
      const code = await state.get(key(id));
      return code ? captchaPng(code) : null;
    },
    /** Checks and consumes: a solved captcha cannot be replayed (XBoot deleted the wrong key). */
    async verify(id: string | undefined, code: string | undefined): Promise<boolean> {
      if (!id || !code || !/^[a-f0-9]{32}$/.test(id)) return false;
      const expected = await state.take(key(id));
      return expected !== null && expected === code.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
