import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SharedState } from '../../lib/state.ts';
import type { SettingsStore } from '../settings/store.ts';
import { verifyPassword } from '../user/password.ts';
import { adapterFactory } from './adapter.ts';
import { oidcKeys, type OidcKeys } from './keys.ts';
import { accountClaimsRow } from './repo.ts';
import { latestGrantId } from './payload-repo.ts';
import { autoApproves, clientMetadata } from './service.ts';

/** Where the provider is mounted, under the site's public address. */
export const OIDC_PATH = '/api/oidc';

export interface OidcDeps {
  db: Db;
  state: SharedState;
  settings: SettingsStore;
  config: Pick<Config, 'TRUST_PROXY'>;
  log: FastifyBaseLogger;
}

const DAY = 86_400;
/** How long each artifact lives, in seconds. */
const TTL = {
  AccessToken: 3600,
  // XBoot's codes lived 5 minutes; the provider's default is one.
  AuthorizationCode: 300,
  ClientCredentials: 600,
  DeviceCode: 600,
  BackchannelAuthenticationRequest: 600,
  IdToken: 3600,
  // XBoot's tokens lived 30 days.
  RefreshToken: 30 * DAY,
  Interaction: 3600,
  Session: 14 * DAY,
  // Consent is remembered for a year (per user, client and scope), across sessions.
  Grant: 365 * DAY,
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page of the provider's own (logout, errors): no script, the API's strict CSP applies. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

const GENDER: Record<number, string> = { 1: 'male', 2: 'female' };

/**
 * The claims of an account, by scope: `sub` is our user id; profile gives the nickname (name and
 * nickname), the username, the avatar (picture) and the sex; email the address; phone the mobile
 * number and whether an SMS code proved it. A disabled or deleted user is no account: its tokens stop working.
 */
async function findAccount(db: Db, base: string, id: string): Promise<Account | undefined> {
  const row = await accountClaimsRow(db, id);
  if (!row || row.status !== 0) return undefined;
  const picture = row.avatar ? (row.avatar.startsWith('/') ? `${base}${row.avatar}` : row.avatar) : undefined;
  return {
    accountId: row.id,
    async claims() {
      return {
        sub: row.id,
        name: row.nickname || row.username,
        nickname: row.nickname || row.username,
        preferred_username: row.username,
        ...(picture ? { picture } : {}),
        ...(GENDER[row.sex] ? { gender: GENDER[row.sex] } : {}),
        ...(row.updateTime ? { updated_at: Math.floor(row.updateTime.getTime() / 1000) } : {}),
        ...(row.email ? { email: row.email } : {}),
        ...(row.mobile ? { phone_number: row.mobile, phone_number_verified: row.mobileVerified } : {}),
      };
    },
  };
}

function configuration(deps: OidcDeps, keys: OidcKeys, base: string): Configuration {
  const { db } = deps;
  return {
    adapter: adapterFactory({ db, state: deps.state, findClient: (id) => clientMetadata(db, id) }),
    clients: [],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    findAccount: (_ctx, sub) => findAccount(db, base, sub),
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'preferred_username', 'picture', 'gender', 'updated_at'],
      email: ['email'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'phone'],
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: 'RS256',
      token_endpoint_auth_method: 'client_secret_basic',
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // A confirmation without script: the form the provider gives, and two buttons that submit it.
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = page(
            '退出登录 · Sign out',
            `<h1>退出登录 · Sign out</h1><p>是否同时退出志愿通？ · Sign out of 志愿通 too?</p>${form}` +
              `<p><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>是，退出 · Yes, sign out</button> ` +
              `<button type="submit" form="op.logoutForm">否 · No</button></p>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page('已退出 · Signed out', `<h1>已退出登录 · Signed out</h1><p><a href="${escapeHtml(base)}/">返回志愿通 · Back to 志愿通</a></p>`);
        },
      },
    },
    // PKCE (S256, the only method the provider takes) for every public client; confidential ones may add it.
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    // Every code exchange gives a refresh token (XBoot's clients expect one), rotated at each use:
    // a used one is refused, and using it again revokes the grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Logging out revokes the session's tokens but keeps what the user consented to; every other
    // revocation (a code used twice, a refresh token replayed) takes the grant with it.
    revokeGrantPolicy: (ctx) => !(ctx.oidc.route === 'end_session_confirm' || (ctx.oidc.route === 'revocation' && !!ctx.oidc.entities.AccessToken)),
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider } = ctx.oidc;
      const accountId = session!.accountId;
      if (!client || !accountId) return undefined;
      const remembered =
        (result?.consent as { grantId?: string } | undefined)?.grantId ||
        session!.grantIdFor(client.clientId) ||
        (await latestGrantId(db, accountId, client.clientId));
      if (remembered) {
        const grant = await provider.Grant.find(remembered);
        if (grant && grant.accountId === accountId && grant.clientId === client.clientId) return grant;
      }
      // 自动授权: the user is not asked; what the client asks for (within its scopes) is granted.
      if (await autoApproves(db, client.clientId)) {
        const grant = new provider.Grant({ accountId, clientId: client.clientId });
        grant.addOIDCScope(ctx.oidc.requestParamOIDCScopes);
        await grant.save();
        return grant;
      }
      return undefined;
    },
    interactions: {
      // The site's page (hash routes): it reads the interaction through /api/oidc/interaction/{uid}.
      url: (_ctx, interaction) => `${base}/#/authorize?uid=${encodeURIComponent(interaction.uid)}`,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        '登录出错 · Sign-in error',
        `<h1>登录出错 · Sign-in error</h1><p><code>${escapeHtml(out.error)}</code></p>${out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : ''}` +
          `<p><a href="${escapeHtml(base)}/">返回志愿通 · Back to 志愿通</a></p>`,
      );
    },
    ttl: TTL,
  };
}

export interface MountedProvider {
  provider: Provider;
  /** Koa's request handler, made once. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The site's public base address (issuer without /api/oidc). */
  base: string;
}

/** At most this many issuers (public addresses) are kept: a Host header cannot make more. */
const MAX_ISSUERS = 4;

/**
 * The provider, one per public address: the site's address (系统配置 → 其他 → 网站域名) when it is
 * set, which production should do; else the address the request came to (development, tests).
 * All of them share the storage and the keys, so any of them finishes what another started.
 */
export function oidcProviders(deps: OidcDeps) {
  let keys: Promise<OidcKeys> | undefined;
  const mounted = new Map<string, Promise<MountedProvider>>();

  async function build(base: string): Promise<MountedProvider> {
    keys ??= oidcKeys(deps.settings.rows).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    const provider = new Provider(`${base}${OIDC_PATH}`, configuration(deps, await keys, base));
    provider.proxy = deps.config.TRUST_PROXY;
    // The provider holds the hash of a client's secret: it is checked as a password is.
    provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
      return this.clientSecret ? verifyPassword(this.clientSecret, actual) : Promise.resolve(false);
    } as never;
    provider.on('server_error', (_ctx: unknown, err: unknown) => deps.log.error({ err }, 'oidc server error'));
    const callback = provider.callback();
    return { provider, handle: async (req, res) => void (await callback(req, res)), base };
  }

  /** The public base address for a request: the configured one, else the request's own. */
  async function baseOf(req: FastifyRequest): Promise<string> {
    const { domain } = await deps.settings.read('other');
    return (domain || `${req.protocol}://${req.host}`).replace(/\/+$/, '');
  }

  return {
    baseOf,
    async forRequest(req: FastifyRequest): Promise<MountedProvider> {
      const base = await baseOf(req);
      // A Host header that makes no issuer (the provider would refuse it) is a bad request.
      if (!/^https?:\/\/[A-Za-z0-9.:[\]-]+(\/[^\s?#]*)?$/.test(base)) throw new AppError(400, 'badRequest');
      let entry = mounted.get(base);
      if (!entry) {
        if (mounted.size >= MAX_ISSUERS) mounted.delete(mounted.keys().next().value!);
        entry = build(base);
        entry.catch(() => mounted.delete(base));
        mounted.set(base, entry);
      }
      return entry;
    },
  };
}

export type OidcProviders = ReturnType<typeof oidcProviders>;
