import { randomBytes } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import { formatDateTime, OIDC_SCOPES, type OpenClientSaved, type OpenClientView, type Page } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { hashPassword } from '../user/password.ts';
import * as repo from './repo.ts';
import { revokeClients } from './payload-repo.ts';

/** What the admin sends for a client (add and edit). */
export interface ClientInput {
  name: string;
  logo: string;
  homeUri: string;
  redirectUris: string[];
  scopes: string[];
  autoApprove: boolean;
  public: boolean;
}

export const CLIENT_ENABLED = 0;
export const CLIENT_DISABLED = -1;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A redirect URI as the provider will compare it (exactly): a full URL without a fragment, https,
 * or http on a loopback host (a developer's machine, a native app). Refused naming the field.
 */
export function checkRedirectUri(uri: string, field = 'redirectUris'): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw fieldError(field, 'redirectUriBad', { uri });
  }
  if (uri.includes('#') || !url.host) throw fieldError(field, 'redirectUriBad', { uri });
  if (url.protocol === 'https:') return uri;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return uri;
  throw fieldError(field, 'redirectUriNotHttps', { uri });
}

const validUri = (uri: string) => {
  try {
    return checkRedirectUri(uri) === uri;
  } catch {
    return false;
  }
};

/** A client secret: 32 random bytes, base64url (43 characters). */
export const newClientSecret = () => randomBytes(32).toString('base64url');

export const toClientView = (r: repo.OpenClientRow): OpenClientView => ({
  id: r.id,
  name: r.name,
  logo: r.logo,
  homeUri: r.homeUri,
  redirectUris: r.redirectUris,
  redirectUri: r.redirectUris.join(','),
  scopes: r.scopes,
  autoApprove: r.autoApprove,
  public: r.public,
  hasSecret: !!r.secretHash,
  status: r.status,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});

/** The scopes kept in the order of OIDC_SCOPES; `openid` always (it is what makes a sign-in). */
const normaliseScopes = (scopes: string[]) => OIDC_SCOPES.filter((s) => s === 'openid' || scopes.includes(s));

function columnsOf(input: ClientInput) {
  const redirectUris = [...new Set(input.redirectUris.map((u) => checkRedirectUri(u)))];
  if (!redirectUris.length) throw fieldError('redirectUris', 'required');
  return {
    name: input.name,
    logo: input.logo,
    homeUri: input.homeUri,
    redirectUris,
    scopes: normaliseScopes(input.scopes),
    autoApprove: input.autoApprove,
    public: input.public,
  };
}

export async function listClients(db: Db, q: PageInput & { name?: string }): Promise<Page<OpenClientView>> {
  const { rows, total } = await repo.clientPage(db, q);
  return pageOf(rows.map(toClientView), total, q);
}

export async function allClientViews(db: Db): Promise<OpenClientView[]> {
  return (await repo.allClients(db)).map(toClientView);
}

export async function clientRow(db: Db, id: string): Promise<repo.OpenClientRow> {
  const row = await repo.clientById(db, id);
  if (!row) throw new AppError(404, 'clientNotFound');
  return row;
}

export const clientView = async (db: Db, id: string) => toClientView(await clientRow(db, id));

/**
 * Adds a client. A confidential one gets a secret (the one the form took from getSecretKey, or a
 * new one), stored hashed and answered this once; a public one has none.
 */
export async function addClient(db: Db, input: ClientInput, username: string, typedSecret?: string): Promise<OpenClientSaved> {
  const columns = columnsOf(input);
  const secret = columns.public ? null : (typedSecret ?? newClientSecret());
  const row = await repo.insertClient(db, {
    id: newId(),
    ...columns,
    secretHash: secret ? await hashPassword(secret) : null,
    createBy: username,
  });
  return { client: toClientView(row), secret };
}

/** Changes a client; one made public loses its secret, one made confidential gets one (answered once). */
export async function editClient(db: Db, id: string, input: ClientInput, username: string): Promise<OpenClientSaved> {
  const before = await clientRow(db, id);
  const columns = columnsOf(input);
  let secret: string | null = null;
  let secretHash = before.secretHash;
  if (columns.public) secretHash = null;
  else if (!before.secretHash) {
    secret = newClientSecret();
    secretHash = await hashPassword(secret);
  }
  const row = await repo.updateClient(db, id, { ...columns, secretHash, updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'clientNotFound');
  return { client: toClientView(row), secret };
}

/** A new secret for a confidential client, answered once; the old one stops working at once. */
export async function regenerateSecret(db: Db, id: string, username: string): Promise<OpenClientSaved> {
  const before = await clientRow(db, id);
  if (before.public) throw new AppError(400, 'clientPublicNoSecret');
  const secret = newClientSecret();
  const row = await repo.updateClient(db, id, { secretHash: await hashPassword(secret), updateBy: username, updateTime: new Date() });
  return { client: toClientView(row!), secret };
}

/** Enables or disables a client. Disabling revokes every grant, code and token it holds. */
export async function setClientStatus(db: Db, id: string, enabled: boolean, username: string): Promise<OpenClientView> {
  await clientRow(db, id);
  const row = await repo.updateClient(db, id, { status: enabled ? CLIENT_ENABLED : CLIENT_DISABLED, updateBy: username, updateTime: new Date() });
  if (!enabled) await revokeClients(db, [id]);
  return toClientView(row!);
}

/** Whether users are spared the consent screen for this client (an enabled one). */
export async function autoApproves(db: Db, id: string): Promise<boolean> {
  const row = await repo.clientById(db, id);
  return !!row && row.status === CLIENT_ENABLED && row.autoApprove;
}

/** Deletes clients and everything they were issued. */
export async function removeClients(db: Db, ids: string[]): Promise<void> {
  await repo.deleteClients(db, ids);
  await revokeClients(db, ids);
}

/**
 * The provider's view of a client (oidc-provider's client metadata), or undefined when there is
 * none or it is disabled: then nothing of it works, the tokens it was issued included. The secret
 * given to the provider is the hash; the provider compares through `verifyClientSecret`.
 */
export async function clientMetadata(db: Db, id: string): Promise<ClientMetadata | undefined> {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const row = await repo.clientById(db, id);
  if (!row || row.status !== CLIENT_ENABLED) return undefined;
  return {
    client_id: row.id,
    client_name: row.name,
    redirect_uris: row.redirectUris,
    // RP-initiated logout may send the user back to any of its redirect URIs or its home page.
    post_logout_redirect_uris: [...new Set([...row.redirectUris, ...(validUri(row.homeUri) ? [row.homeUri] : [])])],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: [...row.scopes, 'offline_access'].join(' '),
    token_endpoint_auth_method: row.public ? 'none' : 'client_secret_basic',
    ...(row.public ? {} : { client_secret: row.secretHash ?? '!' }),
    id_token_signed_response_alg: 'RS256',
  };
}
