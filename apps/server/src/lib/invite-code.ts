import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 8;

/** A new invite code: 40 random bits as 8 base-32 characters (nothing of the member's id in it). */
export function newInviteCode(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = INVITE_CODE_LENGTH - 1; i >= 0; i -= 1) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/**
 * A code as typed: case, spaces and dashes do not matter, and the letters Crockford reads as
 * digits are read so (O → 0, I and L → 1). Null when it cannot be a code.
 */
export function normaliseInviteCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === INVITE_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}
