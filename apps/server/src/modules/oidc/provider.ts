import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
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

/**
 * The provider's own pages (logout, errors) in the site's colours: one stylesheet inline, allowed
 * by its hash alone (the API's policy forbids every style), and still no script.
 */
const PAGE_STYLE = [
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f7fc;color:#0d1b3e;',
  "font:16px/1.6 -apple-system,BlinkMacSystemFont,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif}",
  'main{box-sizing:border-box;width:min(440px,calc(100% - 32px));margin:16px;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(13,27,62,.08)}',
  '.brand{margin:0 0 16px;color:#1d5fe0;font-weight:600;letter-spacing:.05em}',
  'h1{margin:0 0 8px;font-size:22px}p{margin:0 0 16px;color:#3b4a68}code{padding:2px 6px;background:#f0f2f5;border-radius:4px;word-break:break-all}',
  '.actions{display:flex;flex-wrap:wrap;gap:12px;margin:24px 0 0}',
  'button,a.button{flex:1 1 140px;box-sizing:border-box;min-height:44px;padding:10px 16px;border:1px solid #1d5fe0;border-radius:8px;font:inherit;text-align:center;text-decoration:none;cursor:pointer;background:#fff;color:#1d5fe0}',
  'button.primary,a.button{background:#1d5fe0;color:#fff}',
].join('');
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** What the protocol's error codes mean, for the student who lands on the page (the provider's own description is English). */
const ERROR_ZH: Record<string, string> = {
  invalid_client: '发起登录的网站未在志愿通登记，或已被停用。请回到该网站联系其管理员。',
  invalid_redirect_uri: '发起登录的网站给出的回调地址未登记，为保护你的账号已停止登录。',
  invalid_request: '登录请求不完整或有误，请回到发起登录的网站重试。',
  invalid_scope: '发起登录的网站请求了未获准的信息。',
  unauthorized_client: '发起登录的网站无权使用这种登录方式。',
  unsupported_response_type: '发起登录的网站使用了不支持的登录方式。',
  access_denied: '你已拒绝授权，未登录该网站。',
  login_required: '需要先登录志愿通。',
  consent_required: '需要你确认授权。',
  invalid_grant: '登录凭证无效或已过期，请重新登录。',
  session_not_found: '登录会话已结束，请重新登录。',
  server_error: '志愿通暂时出错，请稍后重试。',
};

/** A page of the provider's own, with its policy (set on the provider's answer: it replaces the API's). */
function page(ctx: KoaContextWithOIDC, title: string, body: string): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body><main><p class="brand">志愿通</p>${body}</main></body></html>`;
}

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
          page(
            ctx,
            '退出登录 · Sign out',
            `<h1>退出登录 · Sign out</h1><p>是否同时退出志愿通？ · Sign out of 志愿通 too?</p>${form}` +
              `<p class="actions"><button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>是，退出 · Yes, sign out</button>` +
              `<button type="submit" form="op.logoutForm">否 · No</button></p>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          page(
            ctx,
            '已退出 · Signed out',
            `<h1>已退出登录 · Signed out</h1><p>你已退出志愿通。 · You are signed out of 志愿通.</p><p class="actions"><a class="button" href="${escapeHtml(base)}/">返回志愿通 · Back to 志愿通</a></p>`,
          );
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
      page(
        ctx,
        '登录出错 · Sign-in error',
        `<h1>登录出错 · Sign-in error</h1>${ERROR_ZH[out.error] ? `<p>${ERROR_ZH[out.error]}</p>` : ''}` +
          `<p><code>${escapeHtml(out.error)}</code></p>${out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : ''}` +
          `<p class="actions"><a class="button" href="${escapeHtml(base)}/">返回志愿通 · Back to 志愿通</a></p>`,
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
