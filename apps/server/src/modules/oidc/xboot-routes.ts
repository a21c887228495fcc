import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oAuth2ClientInfoSchema, oAuth2CodeResultSchema, oAuth2TokenResultSchema, oAuth2UserResultSchema } from '@zhiyuan/shared/schemas/oidc';
import { AppError } from '../../lib/errors.ts';
import { optionalText } from '../../lib/schema.ts';
import { authenticate } from '../auth/service.ts';
import type { OidcProviders } from './provider.ts';
import { xbootOauth } from './xboot.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const codeRequest = {
  client_id: text(20),
  redirect_uri: text(500),
  /** Only `code` (XBoot's only flow). */
  response_type: z.literal('code').optional(),
  state: optionalText(500),
};
const tokenFields = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: text(20),
  client_secret: text(200),
  code: optionalText(200),
  refresh_token: optionalText(200),
  redirect_uri: optionalText(500),
});
const accessTokenField = z.object({ access_token: text(200) });

/**
 * XBoot's /oauth2 calls (xboot-contract §2.9), in XBoot's shapes, for client sites written against
 * XBoot: thin routes over the same OpenID Connect provider (modules/oidc/xboot.ts).
 */
const xbootOauthRoutes: FastifyPluginAsyncZod<{ providers: OidcProviders }> = async (app, { providers }) => {
  const oauth = xbootOauth({ db: app.db, providers, app });

  app.get(
    '/oauth2/info/:client_id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['oauth2'],
        summary: "XBoot's client info for its authorize page: name, logo, home page, auto-approval (an enabled client only)",
        params: z.object({ client_id: text(20) }),
        response: { 200: oAuth2ClientInfoSchema },
      },
    },
    async (req) => oauth.info(req.params.client_id),
  );

  app.post(
    '/oauth2/authorize',
    {
      config: { auth: 'public', loginLog: true, rateLimit: { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['oauth2'],
        summary:
          "XBoot's password authorization: username, password (the login guard and image captcha as /auth/login), client_id, redirect_uri (exact) → a one-use code (5 minutes)",
        body: z
          .object({
            username: z.string().trim().min(1).max(100),
            password: z.string().min(1).max(100),
            captchaId: optionalText(64),
            code: optionalText(16),
            ...codeRequest,
          })
          .strict(),
        response: { 200: oAuth2CodeResultSchema },
      },
    },
    async (req) => {
      const { username, password, captchaId, code, ...request } = req.body;
      // The client and its redirect URI first: no password is checked for a request that cannot succeed.
      await oauth.info(request.client_id);
      const user = await app.loginGuard.attempt({ account: username, ip: req.ip, captchaId, code }, () => authenticate(app.db, username, password));
      if (user.status !== 0) throw new AppError(400, 'userDisabled', {}, { captchaRequired: false });
      return oauth.code(req, user.id, request);
    },
  );

  app.post(
    '/oauth2/authorized',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['oauth2'],
        summary: "XBoot's single sign-on path: the signed-in user (accessToken header) gets a code for the client without a password",
        body: z.object(codeRequest).strict(),
        response: { 200: oAuth2CodeResultSchema },
      },
    },
    async (req) => oauth.code(req, req.auth!.userId, req.body),
  );

  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/oauth2/token',
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['oauth2'],
        summary: `XBoot's token call${method === 'GET' ? ' (GET with the query, as XBoot)' : ' (form body)'}: a code or a refresh token (rotated) and the client's secret → access and refresh token`,
        ...(method === 'GET' ? { querystring: tokenFields } : { body: tokenFields.strict() }),
        response: { 200: oAuth2TokenResultSchema },
      },
      handler: async (req) => oauth.token(req, (method === 'GET' ? req.query : req.body) as z.infer<typeof tokenFields>),
    });

  app.get(
    '/oauth2/user',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['oauth2'],
        summary: "XBoot's user call: the signed-in user's username, avatar and sex for an access token (needs the profile scope for the first two)",
        querystring: accessTokenField,
        response: { 200: oAuth2UserResultSchema },
      },
    },
    async (req) => oauth.user(req, req.query.access_token),
  );

  app.post(
    '/oauth2/logout',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['oauth2'],
        summary: "XBoot's logout: every token the client holds for this user (the access token's grant) is revoked",
        body: accessTokenField.strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await oauth.logout(req, req.body.access_token);
      return null;
    },
  );
};

export default xbootOauthRoutes;
