import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { SettingRows } from '../settings/store.ts';

/** The row of the setting table that holds them (never shown by 系统配置). */
export const OIDC_KEYS_SETTING = 'oidc.keys';

export interface OidcKeys {
  /** The ID-token signing keys (private JWKs). */
  jwks: { keys: JWK[] };
  /** Keys of the provider's signed cookies (session, interaction). */
  cookieKeys: string[];
}

function makeKeys(): OidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The provider's keys: made once, by the first instance that needs them, and kept in the setting
 * table sealed with the settings key (lib/secret-box.ts: the whole set sits under a secret field
 * name), so that every instance and every restart signs with the same keys and reads the same
 * cookies. Two instances starting together agree: the first write wins and both read it back.
 */
export async function oidcKeys(rows: SettingRows): Promise<OidcKeys> {
  const read = async () => {
    const stored = (await rows.get(OIDC_KEYS_SETTING)) as { secretKey?: string } | undefined;
    return stored?.secretKey ? (JSON.parse(stored.secretKey) as OidcKeys) : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await rows.putIfAbsent(OIDC_KEYS_SETTING, { secretKey: JSON.stringify(makeKeys()) });
  const made = await read();
  if (!made) throw new Error('the OpenID Connect keys could not be stored');
  return made;
}
