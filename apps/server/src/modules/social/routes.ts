import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOf, successMessage } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { formBool, idList, optionalText, pageQuery } from '../../lib/schema.ts';
import { authenticate } from '../auth/service.ts';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../settings/store.ts';
import { authorizeUrl, exchangeCode, type SocialIdentity } from './oauth.ts';
import { activeOwnerOf, bindSocial, findSocials, PLATFORM_ZH, recordIdentity, relatedInfo, unbindSocials } from './service.ts';
import type { RelateCard } from '@zhiyuan/shared';
import { relateCardSchema, socialAccountViewSchema } from '@zhiyuan/shared/schemas/identity';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const STATE_TTL_MS = 10 * 60_000;
const JWT_KEY_TTL_MS = 2 * 60_000;
const RELATE_TTL_MS = 10 * 60_000;
const COOKIE = 'zy_oauth_state';

interface StateRecord {
  platform: SocialPlatform;
  /** Set when a logged-in user binds an identity from the personal centre. */
  bindUserId: string | null;
}
interface RelateRecord extends SocialIdentity {
  platform: SocialPlatform;
  socialId: string;
}

const platformParam = z.object({ platform: z.enum(SOCIAL_PLATFORMS) });
const keyText = z.string().regex(/^[A-Za-z0-9_-]{20,80}$/, 'badFormat');

const readCookie = (req: FastifyRequest, name: string) => {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
};

/**
 * Social login: OAuth2 authorization code with a one-time `state` bound to the browser by an
 * HttpOnly cookie, client ids and secrets from the admin settings. A known identity logs in
 * (a one-time JWTKey, 2 minutes, exchanged by /social/getJWT); an unknown one goes to /relate
 * to be bound to an existing account.
 */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientOf = async (platform: SocialPlatform) => {
    const s = await app.settings.read('social');
    const cfg = s[platform];
    if (!cfg.enabled || !cfg.clientId || !cfg.clientSecret) throw new AppError(501, 'socialNotConfigured', { platform: PLATFORM_ZH[platform] });
    return { cfg, origin: s.publicOrigin };
  };
  const redirectUri = (req: FastifyRequest, origin: string, platform: SocialPlatform) =>
    `${origin || `${req.protocol}://${req.host}`}/api/social/${platform}/callback`;
  const backTo = (reply: FastifyReply, path: string, params: Record<string, string>) =>
    // The web app routes by hash (/#/login): the page reads its parameters from there.
    reply.header('cache-control', 'no-store').redirect(`/#${path}?${new URLSearchParams(params).toString()}`);

  app.get(
    '/social/:platform/login',
    {
      config: { auth: 'optional', tokenInQuery: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        summary: 'Start a social login (302 to the provider). With ?bind=1 and the token (?accessToken=) it binds to the logged-in account.',
        params: platformParam,
        querystring: z.object({ bind: formBool.optional(), accessToken: optionalText(100) }),
      },
    },
    async (req, reply) => {
      const { platform } = req.params;
      const { cfg, origin } = await clientOf(platform);
      if (req.query.bind && !req.auth) throw new AppError(401, 'unauthorized');
      const state = randomBytes(24).toString('base64url');
      const record: StateRecord = { platform, bindUserId: req.query.bind ? req.auth!.userId : null };
      await app.state.set(`social:state:${state}`, JSON.stringify(record), STATE_TTL_MS);
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${COOKIE}=${state}; Path=/api/social; HttpOnly; SameSite=Lax; Max-Age=${STATE_TTL_MS / 1000}${secure}`);
      return reply.header('cache-control', 'no-store').redirect(authorizeUrl(platform, cfg, redirectUri(req, origin, platform), state));
    },
  );

  app.get(
    '/social/:platform/callback',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        summary: "The provider's redirect back: checks state, exchanges the code, then logs in, asks to relate, or binds",
        params: platformParam,
        querystring: z.object({ code: optionalText(500), state: optionalText(200), error: optionalText(200) }),
      },
    },
    async (req, reply) => {
      const { platform } = req.params;
      const fail = (key: 'socialStateBad' | 'socialProviderFailed' | 'socialTaken' | 'socialPlatformBound' | 'socialNotConfigured', bindMode = false) =>
        backTo(reply, bindMode ? '/personalCenter' : '/login', {
          ...(bindMode ? { section: 'bind' } : {}),
          socialError: messageOf(req.lang, new AppError(400, key, { platform: PLATFORM_ZH[platform] })),
        });
      const { code, state } = req.query;
      const cookie = readCookie(req, COOKIE);
      reply.header('set-cookie', `${COOKIE}=; Path=/api/social; HttpOnly; SameSite=Lax; Max-Age=0`);
      // The state must be the one this browser was given, unused and for this platform.
      if (!state || !cookie || cookie !== state) return fail('socialStateBad');
      const raw = await app.state.take(`social:state:${state}`);
      if (!raw) return fail('socialStateBad');
      const record = JSON.parse(raw) as StateRecord;
      if (record.platform !== platform) return fail('socialStateBad');
      const bindMode = !!record.bindUserId;
      if (!code) return fail('socialProviderFailed', bindMode);

      let identity: SocialIdentity;
      try {
        const { cfg, origin } = await clientOf(platform);
        identity = await exchangeCode(platform, cfg, code, redirectUri(req, origin, platform));
      } catch (error) {
        req.log.warn({ platform, err: (error as Error).message }, 'social login failed');
        return fail(error instanceof AppError ? 'socialNotConfigured' : 'socialProviderFailed', bindMode);
      }

      const social = await recordIdentity(app.db, platform, identity);

      if (bindMode) {
        try {
          await bindSocial(app.db, social.id, record.bindUserId!, platform);
        } catch (error) {
          if (error instanceof AppError && (error.key === 'socialTaken' || error.key === 'socialPlatformBound')) return fail(error.key, true);
          throw error;
        }
        return backTo(reply, '/personalCenter', { tab: 'bind', bound: platform });
      }
      const ownerId = await activeOwnerOf(app.db, social);
      if (ownerId) {
        const jwtKey = randomBytes(24).toString('base64url');
        await app.state.set(`social:jwt:${jwtKey}`, ownerId, JWT_KEY_TTL_MS);
        req.log.info({ userId: ownerId, platform }, 'social login');
        return backTo(reply, '/login', { JWTKey: jwtKey });
      }
      const relateKey = randomBytes(24).toString('base64url');
      const relate: RelateRecord = { ...identity, platform, socialId: social.id };
      await app.state.set(`social:relate:${relateKey}`, JSON.stringify(relate), RELATE_TTL_MS);
      return backTo(reply, '/relate', { relateKey, platform });
    },
  );

  app.get(
    '/social/getJWT',
    {
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        summary: 'Exchange the one-time JWTKey from a social login for an access token (works once)',
        querystring: z.object({ JWTKey: keyText }),
        response: { 200: z.string() },
      },
    },
    async (req) => {
      const userId = await app.state.take(`social:jwt:${req.query.JWTKey}`);
      if (!userId) throw new AppError(400, 'socialRelateExpired');
      return await app.tokens.issue(userId, false, { ip: req.ip, device: req.headers['user-agent'] });
    },
  );

  app.get(
    '/social/relateCard',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        summary: 'The social identity waiting to be bound (the card shown on /relate)',
        querystring: z.object({ relateKey: keyText }),
        response: { 200: relateCardSchema },
      },
    },
    async (req): Promise<RelateCard> => {
      const raw = await app.state.get(`social:relate:${req.query.relateKey}`);
      if (!raw) throw new AppError(400, 'socialRelateExpired');
      const r = JSON.parse(raw) as RelateRecord;
      return { platform: r.platform, platformTitle: PLATFORM_ZH[r.platform], username: r.username, avatar: r.avatar };
    },
  );

  app.post(
    '/social/relate',
    {
      config: { auth: 'optional', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['social'],
        summary: 'Bind the waiting social identity to an account: the logged-in one (isLogin) or by username and password; returns a token',
        body: z.object({
          relateKey: keyText.optional(),
          /** XBoot name of the key. */
          id: keyText.optional(),
          isLogin: formBool.optional(),
          username: optionalText(100),
          password: z.string().max(100).optional(),
          captchaId: optionalText(64),
          code: optionalText(16),
        }),
        response: { 200: z.string().nullable() },
      },
    },
    async (req) => {
      const key = req.body.relateKey ?? req.body.id;
      if (!key) throw new AppError(400, 'socialRelateExpired');
      const raw = await app.state.get(`social:relate:${key}`);
      if (!raw) throw new AppError(400, 'socialRelateExpired');
      const r = JSON.parse(raw) as RelateRecord;
      let userId: string;
      if (req.body.isLogin) {
        if (!req.auth) throw new AppError(401, 'unauthorized');
        userId = req.auth.userId;
      } else {
        const { username, password, captchaId, code } = req.body;
        if (!username || !password) throw new AppError(400, 'loginFailed');
        const user = await app.loginGuard.attempt({ account: username, ip: req.ip, captchaId, code }, () => authenticate(app.db, username, password));
        if (user.status !== 0) throw new AppError(400, 'userDisabled');
        userId = user.id;
      }
      await bindSocial(app.db, r.socialId, userId, r.platform);
      await app.state.del(`social:relate:${key}`);
      const token = req.body.isLogin ? null : await app.tokens.issue(userId, false, { ip: req.ip, device: req.headers['user-agent'] });
      successMessage(req, 'socialBound');
      return token;
    },
  );

  app.get(
    '/relate/getRelatedInfo/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['social'],
        summary: 'Social identities bound to a user (id or username): oneself, or anyone with sys:social:view',
        params: z.object({ id: z.string().trim().min(1).max(60) }),
        response: { 200: z.array(socialAccountViewSchema) },
      },
    },
    async (req) => {
      return await relatedInfo(app.db, req.auth!.userId, req.params.id, async () => (await req.permissionCodes()).has('sys:social:view'));
    },
  );

  app.post(
    '/relate/delByIds',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['social'],
        summary: "Unbind social identities: one's own, or any with sys:social:delete",
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await unbindSocials(app.db, req.auth!.userId, req.body.ids, async () => (await req.permissionCodes()).has('sys:social:delete'));
      return null;
    },
  );

  app.get(
    '/relate/findByCondition',
    {
      config: { permission: 'sys:social:view' },
      schema: {
        tags: ['admin:social'],
        summary: 'Social identities, paged, filtered by platform, name and bound state',
        querystring: pageQuery.extend({
          platform: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SOCIAL_PLATFORMS).optional()),
          username: optionalText(60),
          relateUsername: optionalText(60),
          isRelated: z.preprocess((v) => (v === '' ? undefined : v), formBool.optional()),
        }),
        response: { 200: pageSchema(socialAccountViewSchema) },
      },
    },
    async (req) => {
      const { platform, username, relateUsername, isRelated } = req.query;
      return await findSocials(app.db, { platform, username, relateUsername, isRelated }, req.query);
    },
  );
};

export default socialRoutes;
