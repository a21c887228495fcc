import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oidcInteractionViewSchema, oidcRedirectSchema } from '@zhiyuan/shared/schemas/oidc';
import { AppError } from '../../lib/errors.ts';
import { optionalText } from '../../lib/schema.ts';
import { authenticate } from '../auth/service.ts';
import clientAdminRoutes from './admin-routes.ts';
import { interactionService } from './interaction.ts';
import { OIDC_PATH, oidcProviders } from './provider.ts';
import xbootOauthRoutes from './xboot-routes.ts';

// Any text: an unknown or malformed uid is simply not this browser's interaction (400, oidcInteractionGone).
const uidParam = z.object({ uid: z.string().min(1).max(100) });
const loginBody = z
  .object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(100),
    captchaId: optionalText(64),
    code: optionalText(16),
  })
  .strict();

/**
 * Single sign-on (issue 35): the OpenID Connect provider (oidc-provider, a certified
 * implementation) at /api/oidc, the calls of the site's /authorize page that finish its
 * interactions, 接入网站管理 (/client) and XBoot's /oauth2 calls.
 */
/**
 * The API's policy, with a script-src that allows nothing by itself: the provider adds the hash of
 * the one inline script it writes (the self-submitting form of a logout without a session, of the
 * form_post response mode) to a script-src it finds, so that page works and nothing else runs.
 */
const PROVIDER_CSP = "default-src 'none'; script-src 'report-sample'; frame-ancestors 'none'; base-uri 'none'";

const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = oidcProviders({ db: app.db, state: app.state, settings: app.settings, config: app.config, log: app.log });
  const interactions = interactionService({ db: app.db, state: app.state, providers });

  // The provider answers in its own protocol (JSON for clients, redirects and small pages for
  // browsers), so the reply is handed to it whole. Its scope reads no body: the provider parses
  // its own (form or JSON, 56 kB at most). Rate limit, input guard and security headers still apply.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    mount.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/oidc/*',
      config: { auth: 'public' },
      schema: {
        // The provider's own protocol, described by its discovery document (not in the envelope, not in OpenAPI).
        hide: true,
        tags: ['oidc'],
        summary:
          'OpenID Connect provider: /.well-known/openid-configuration, /auth, /token, /me (userinfo), /jwks, /session/end, /token/revocation, /token/introspection',
      },
      handler: async (req, reply) => {
        const mounted = await providers.forRequest(req);
        reply.hijack();
        const res = reply.raw;
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value as string);
        res.setHeader('content-security-policy', PROVIDER_CSP);
        // Mounted as Express mounts it: the path below the mount point, the mount point as baseUrl
        // (the provider writes its endpoints' URLs from it).
        const raw = req.raw as IncomingMessage & { baseUrl?: string };
        raw.url = raw.url!.slice(OIDC_PATH.length) || '/';
        raw.baseUrl = OIDC_PATH;
        await mounted.handle(raw, res);
      },
    });
  });

  app.get(
    '/oidc/interaction/:uid',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['oidc'],
        summary: 'The sign-in the /authorize page shows: the client site, the scopes asked for, whether a login is needed, who is signed in',
        params: uidParam,
        response: { 200: oidcInteractionViewSchema },
      },
    },
    async (req, reply) => interactions.view(req, reply, req.params.uid, req.auth?.userId),
  );

  app.post(
    '/oidc/interaction/:uid/login',
    {
      config: { auth: 'public', loginLog: true, rateLimit: { max: app.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['oidc'],
        summary: 'Password login on the /authorize page (username, mobile or e-mail; the login guard and captcha as /auth/login); the user then confirms',
        params: uidParam,
        body: loginBody,
        response: { 200: oidcInteractionViewSchema },
      },
    },
    async (req, reply) => {
      const { username, password, captchaId, code } = req.body;
      return interactions.login(req, reply, req.params.uid, async () => {
        const user = await app.loginGuard.attempt({ account: username, ip: req.ip, captchaId, code }, () => authenticate(app.db, username, password));
        if (user.status !== 0) throw new AppError(400, 'userDisabled', {}, { captchaRequired: false });
        req.log.info({ userId: user.id }, 'oidc login');
        return user.id;
      });
    },
  );

  app.post(
    '/oidc/interaction/:uid/confirm',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['oidc'],
        summary: '同意并继续: grants the scopes asked for (remembered for this site) and answers where the browser goes next (back to the site with a code)',
        params: uidParam,
        response: { 200: oidcRedirectSchema },
      },
    },
    async (req, reply) => interactions.confirm(req, reply, req.params.uid, req.auth?.userId),
  );

  app.post(
    '/oidc/interaction/:uid/abort',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['oidc'],
        summary: '拒绝: the site is told access_denied; answers where the browser goes next',
        params: uidParam,
        response: { 200: oidcRedirectSchema },
      },
    },
    async (req, reply) => interactions.abort(req, reply, req.params.uid),
  );

  await app.register(clientAdminRoutes);
  await app.register(xbootOauthRoutes, { providers });
};

export default oidcRoutes;
