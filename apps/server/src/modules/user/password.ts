import { hash, verify } from '@node-rs/argon2';
import { passwordStrength } from '@zhiyuan/shared/pass-strength';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

/** What a new password sets on its account: the hash and XBoot's 弱/中/强, computed here, never taken from a client. */
export async function passwordColumns(plain: string): Promise<{ passwordHash: string; passStrength: string }> {
  return { passwordHash: await hashPassword(plain), passStrength: passwordStrength(plain) };
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A password that passes our rule (letters and digits), for first start and admin resets. */
export function randomPassword(length = 14): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const chars = Array.from(bytes, (b) => all[b % all.length]);
  chars[0] = letters[bytes[0] % letters.length];
  chars[length - 1] = digits[bytes[length - 1] % digits.length];
  return chars.join('');
}
