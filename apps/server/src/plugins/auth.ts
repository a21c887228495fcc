import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { TokenOwner } from '../modules/auth/tokens.ts';
import { permissionCodesOf } from '../modules/permission/repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'user' (the default: deny unless logged in), 'optional' (visitors welcome, dead tokens get 401) or 'public'. */
    auth?: 'public' | 'optional' | 'user';
    /** Permission code(s) the caller must hold; any one of a list is enough. */
    permission?: string | string[];
  }
  interface FastifyRequest {
    auth: TokenOwner | null;
    /** The caller's permission codes, loaded once per request when a route asks. */
    permissionCodes(): Promise<Set<string>>;
  }
}

export const readToken = (headers: Record<string, unknown>, query: unknown): string => {
  const header = headers['accesstoken'];
  if (typeof header === 'string' && header) return header;
  const q = (query as Record<string, unknown> | undefined)?.accessToken;
  return typeof q === 'string' ? q : '';
};

/**
 * Token → user for every /api request, then the route's declared access: deny by default,
 * 401 without a live token, 403 without the declared permission code. Checked on the server
 * for every call, never only in the browser.
 */
export default fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('permissionCodes', async function (this: { auth: TokenOwner | null }) {
    return new Set<string>();
  });

  app.addHook('preHandler', async (req) => {
    const config = req.routeOptions.config ?? {};
    const mode = config.auth ?? 'user';
    const token = readToken(req.headers, req.query);
    req.auth = token ? await app.tokens.verify(token) : null;
    let cached: Promise<Set<string>> | undefined;
    req.permissionCodes = () => (cached ??= req.auth ? permissionCodesOf(app.db, req.auth.userId) : Promise.resolve(new Set()));

    if (mode === 'public') return;
    // 'optional' serves visitors, but a token that is sent and dead means the client believes it
    // is logged in: answer 401 so it signs out.
    if (mode === 'optional') {
      if (token && !req.auth) throw new AppError(401, 'unauthorized');
      return;
    }
    if (!req.auth) throw new AppError(401, 'unauthorized');
    if (config.permission) {
      const needed = Array.isArray(config.permission) ? config.permission : [config.permission];
      const held = await req.permissionCodes();
      if (!needed.some((code) => held.has(code))) throw new AppError(403, 'forbidden');
    }
  });
});
