import { randomBytes } from 'node:crypto';
import type { SharedState } from '../../lib/state.ts';
import { captchaPng } from './image.ts';

const TTL_MS = 2 * 60_000;
const key = (id: string) => `captcha:${id}`;
// No look-alike characters: 0/o, 1/l/i.
const CHARSET = 'abcdefghjkmnpqrstuvwxyz23456789';

const newCode = () => Array.from(randomBytes(4), (b) => CHARSET[b % CHARSET.length]).join('');

/**
 * Image captcha: a 4-character code kept 2 minutes, good for exactly one check. Every drawing
 * of an id gets a new code and voids the one before, so no code is ever shown twice: a solver
 * cannot redraw one code many times and vote between its readings.
 */
export function captchaService(state: SharedState) {
  return {
    async init(): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await state.set(key(id), newCode(), TTL_MS);
      return id;
    },
    /** A fresh code for an open captcha, drawn as a PNG; null when it expired or was used. */
    async draw(id: string): Promise<Buffer | null> {
      const shown = await state.take(key(id));
      if (shown === null) return null;
      let code = newCode();
      while (code === shown) code = newCode();
      await state.set(key(id), code, TTL_MS);
      return captchaPng(code);
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
