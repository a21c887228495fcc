import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OAuth2ClientInfo, OAuth2CodeResult, OAuth2TokenResult, OAuth2UserResult } from '@zhiyuan/shared';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { latestGrantId } from './payload-repo.ts';
import { innerCallHeaders } from '../../lib/inner-call.ts';
import { OIDC_PATH, type OidcProviders } from './provider.ts';
import { clientRow } from './service.ts';

/**
 * XBoot's /oauth2 calls for older client sites, answered in XBoot's shapes on top of the same
 * provider: codes are the provider's authorization codes, the token call is the provider's token
 * endpoint (client secret checked, code one-use, refresh tokens rotated), the user call its
 * userinfo. A public client cannot use them (they carry no PKCE).
 */
export interface XbootDeps {
  db: Db;
  providers: OidcProviders;
  /** The app itself, to call the provider's endpoints (app.inject) as the caller would. */
  app: Pick<FastifyInstance, 'inject' | 'config'>;
}

const GENDER_TO_SEX: Record<string, string> = { male: '1', female: '2' };

export function xbootOauth(deps: XbootDeps) {
  const { db, providers, app } = deps;

  /** A call to the provider's own endpoint, as this request (same host and address; not counted again by the rate limit). */
  async function provider(req: FastifyRequest, method: 'GET' | 'POST', path: string, opts: { form?: Record<string, string>; bearer?: string } = {}) {
    const res = await app.inject({
      method,
      url: `${OIDC_PATH}${path}`,
      remoteAddress: req.ip,
      headers: {
        ...innerCallHeaders(),
        host: req.host,
        ...(app.config.TRUST_PROXY ? { 'x-forwarded-proto': req.protocol } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
      },
      ...(opts.form ? { payload: new URLSearchParams(opts.form).toString() } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  async function clientFor(req: FastifyRequest, clientId: string, redirectUri: string) {
    const mounted = await providers.forRequest(req);
    const client = await mounted.provider.Client.find(clientId);
    if (!client) throw new AppError(400, 'oauthClientBad');
    if (client.clientAuthMethod === 'none') throw new AppError(400, 'oauthPublicClient');
    if (!client.redirectUriAllowed(redirectUri)) throw new AppError(400, 'oauthRedirectMismatch');
    return { provider: mounted.provider, client };
  }

  return {
    async info(clientId: string): Promise<OAuth2ClientInfo> {
      const row = /^\d{1,20}$/.test(clientId) ? await clientRow(db, clientId).catch(() => undefined) : undefined;
      if (!row || row.status !== 0) throw new AppError(404, 'clientNotFound');
      return { name: row.name, logo: row.logo, homeUri: row.homeUri, autoApprove: row.autoApprove };
    },

    /** A code for `accountId` (already authenticated by the route): what the client may have is granted (XBoot's page asked). */
    async code(req: FastifyRequest, accountId: string, input: { client_id: string; redirect_uri: string; state?: string }): Promise<OAuth2CodeResult> {
      const { provider, client } = await clientFor(req, input.client_id, input.redirect_uri);
      const scope = String(client.scope ?? 'openid')
        .split(' ')
        .filter((s) => s !== 'offline_access')
        .join(' ');
      const rememberedId = await latestGrantId(db, accountId, client.clientId);
      const remembered = rememberedId ? await provider.Grant.find(rememberedId) : undefined;
      const grant = remembered ?? new provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(scope);
      const grantId = await grant.save();
      const code = new provider.AuthorizationCode({
        accountId,
        client,
        grantId,
        redirectUri: input.redirect_uri,
        scope,
        authTime: Math.floor(Date.now() / 1000),
        amr: ['pwd'],
      } as ConstructorParameters<typeof provider.AuthorizationCode>[0]);
      return { code: await code.save(), redirect_uri: input.redirect_uri, state: input.state ?? '' };
    },

    async token(
      req: FastifyRequest,
      input: {
        grant_type: 'authorization_code' | 'refresh_token';
        client_id: string;
        client_secret: string;
        code?: string;
        refresh_token?: string;
        redirect_uri?: string;
      },
    ): Promise<OAuth2TokenResult> {
      const form: Record<string, string> = { grant_type: input.grant_type, client_id: input.client_id, client_secret: input.client_secret };
      if (input.grant_type === 'authorization_code') Object.assign(form, { code: input.code ?? '', redirect_uri: input.redirect_uri ?? '' });
      else form.refresh_token = input.refresh_token ?? '';
      const { status, body } = await provider(req, 'POST', '/token', { form });
      if (status !== 200) throw new AppError(400, body.error === 'invalid_client' ? 'oauthClientBad' : 'oauthCodeBad');
      return { access_token: String(body.access_token), expires_in: Number(body.expires_in), refresh_token: String(body.refresh_token ?? '') };
    },

    async user(req: FastifyRequest, accessToken: string): Promise<OAuth2UserResult> {
      const { status, body } = await provider(req, 'GET', '/me', { bearer: accessToken });
      if (status !== 200) throw new AppError(401, 'oauthTokenBad');
      return {
        username: String(body.preferred_username ?? ''),
        avatar: String(body.picture ?? ''),
        sex: GENDER_TO_SEX[String(body.gender)] ?? '0',
      };
    },

    /** Ends what the client holds for this user: every token of the access token's grant. */
    async logout(req: FastifyRequest, accessToken: string): Promise<void> {
      const { provider: op } = await providers.forRequest(req);
      const token = await op.AccessToken.find(accessToken);
      if (!token?.grantId) return;
      await Promise.all([op.AccessToken, op.RefreshToken, op.AuthorizationCode].map((model) => model.revokeByGrantId(token.grantId!)));
    },
  };
}
