import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { permissionCodesOf } from '../db/power.ts';
import { dataScopeOf, scopeFilter, type DataScope, type ScopeColumns } from '../db/data-scope.ts';
import type { SQL } from 'drizzle-orm';
import { PUBLIC_CALLS } from '@zhiyuan/shared';

/** Who a live token belongs to: what `req.auth` holds (modules/auth/tokens.ts checks the token). */
export interface TokenOwner {
  tokenId: string;
  userId: string;
  username: string;
  type: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'user' (the default: deny unless logged in), 'optional' (visitors welcome, dead tokens get 401) or 'public'. */
    auth?: 'public' | 'optional' | 'user';
    /** Permission code(s) the caller must hold; any one of a list is enough. */
    permission?: string | string[];
    /**
     * The token may come as ?accessToken= (downloads and links a browser opens itself: exports,
     * the social-bind redirect). Elsewhere only the accessToken header counts, so a token never
     * needs to sit in a URL, where logs, history and Referer keep it.
     */
    tokenInQuery?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access (filled at registration; see undeclaredRoutes). */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    auth: TokenOwner | null;
    /** The caller's permission codes, loaded once per request when a route asks. */
    permissionCodes(): Promise<Set<string>>;
    /** The caller's data scope (数据权限), loaded once per request. */
    dataScope(): Promise<DataScope>;
    /** The data-scope condition for a list with an owner and/or department column (db/data-scope.ts). */
    scopeFilter(columns: ScopeColumns): Promise<SQL | undefined>;
  }
}

/** What one /api route declared about access; collected at registration for the route test. */
export interface RouteAccess {
  method: string;
  url: string;
  permission?: string | string[];
  auth?: 'public' | 'optional' | 'user';
  /** The data the answer is made of, when it is the same for every caller (plugins/http-cache.ts). */
  cache?: 'reference' | 'content';
  /** The schema's one-line summary (for docs/api.md). */
  summary?: string;
}

/**
 * Routes that declare neither a permission code nor an explicit auth mode. Every /api route must
 * say who may call it; the default would be "any logged-in user", which is never assumed.
 */
export function undeclaredRoutes(routes: RouteAccess[]): RouteAccess[] {
  return routes.filter((r) => {
    const codes = r.permission === undefined ? [] : Array.isArray(r.permission) ? r.permission : [r.permission];
    const hasCode = codes.length > 0 && codes.every((c) => typeof c === 'string' && /^[a-z][\w-]*(:[\w-]+)+$/i.test(c));
    return !hasCode && !(r.auth && ['public', 'optional', 'user'].includes(r.auth));
  });
}

/**
 * Where the registered /api routes and the one list of calls that need no token (PUBLIC_CALLS in
 * @zhiyuan/shared, which the clients send without a token) disagree: `unlisted`, routes the gate
 * lets a visitor through that the list lacks; `stale`, entries that are no route open to visitors
 * (none registered, or one that wants a login); `mixed`, paths open by one method and not another
 * (a list of paths cannot say which).
 */
export function publicCallsMismatch(routes: RouteAccess[], calls: readonly string[] = PUBLIC_CALLS) {
  const api = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD').map((r) => ({ ...r, path: r.url.slice(4) }));
  // What the gate below lets through without a token: a 'public' or 'optional' route.
  const openToVisitors = (r: RouteAccess) => r.auth === 'public' || r.auth === 'optional';
  const open = new Set(api.filter(openToVisitors).map((r) => r.path));
  const closed = new Set(api.filter((r) => !openToVisitors(r)).map((r) => r.path));
  const listed = new Set(calls);
  return {
    unlisted: [...open].filter((path) => !listed.has(path)),
    stale: calls.filter((path) => !open.has(path)),
    mixed: [...open].filter((path) => closed.has(path)),
  };
}

/** The accessToken header, else ?accessToken= (callers decide whether the query may carry it: see tokenOf). */
export const readToken = (headers: Record<string, unknown>, query: unknown, url?: string): string => {
  const header = headers['accesstoken'];
  if (typeof header === 'string' && header) return header;
  const q = (query as Record<string, unknown> | undefined)?.accessToken;
  if (typeof q === 'string') return q;
  // A route's querystring schema drops unknown keys, so read ?accessToken= from the raw URL too.
  const i = url?.indexOf('?') ?? -1;
  return i >= 0 && url!.includes('accessToken=', i) ? (new URLSearchParams(url!.slice(i + 1)).get('accessToken') ?? '') : '';
};

/** The token a request authenticates with: the header, or ?accessToken= on a route marked tokenInQuery. */
export const tokenOf = (req: FastifyRequest): string =>
  req.routeOptions.config?.tokenInQuery ? readToken(req.headers, req.query, req.url) : readToken(req.headers, undefined);

/**
 * Token → user for every /api request, then the route's declared access: deny by default,
 * 401 without a live token, 403 without the declared permission code. Checked on the server
 * for every call, never only in the browser.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { permission?: string | string[]; auth?: RouteAccess['auth']; cache?: RouteAccess['cache'] };
    for (const method of [route.method].flat()) {
      const summary = (route.schema as { summary?: string } | undefined)?.summary;
      app.routeAccess?.push({ method, url: route.url, permission: config.permission, auth: config.auth, cache: config.cache, summary });
    }
  });
  app.decorateRequest('auth', null);
  // Loaded at most once per request, and only when a route asks (admin calls, data scope).
  const codesOf = new WeakMap<FastifyRequest, Promise<Set<string>>>();
  const scopeOf = new WeakMap<FastifyRequest, Promise<DataScope>>();
  const nothing: DataScope = { all: false, departmentIds: [], self: false };
  app.decorateRequest('permissionCodes', function (this: FastifyRequest) {
    let codes = codesOf.get(this);
    if (!codes) codesOf.set(this, (codes = this.auth ? permissionCodesOf(app.db, this.auth.userId) : Promise.resolve(new Set<string>())));
    return codes;
  });
  app.decorateRequest('dataScope', function (this: FastifyRequest) {
    let scope = scopeOf.get(this);
    if (!scope) scopeOf.set(this, (scope = this.auth ? dataScopeOf(app.db, this.auth.userId) : Promise.resolve(nothing)));
    return scope;
  });
  app.decorateRequest('scopeFilter', async function (this: FastifyRequest, columns: ScopeColumns) {
    return scopeFilter(app.db, this.auth?.userId ?? '', columns, await this.dataScope());
  });

  /** The declared access of the route, once the token (if any) is checked. */
  async function check(req: FastifyRequest, token: string, mode: 'public' | 'optional' | 'user', permission: string | string[] | undefined) {
    req.auth = await app.tokens.verify(token);
    if (mode === 'public') return;
    // 'optional' serves visitors, but a token that is sent and dead means the client believes it
    // is logged in: answer 401 so it signs out.
    if (!req.auth) throw new AppError(401, 'unauthorized');
    if (mode === 'optional' || !permission) return;
    const needed = Array.isArray(permission) ? permission : [permission];
    const held = await req.permissionCodes();
    if (!needed.some((code) => held.has(code))) throw new AppError(403, 'forbidden');
  }

  // Before validation (preValidation, not preHandler): a caller without the right to call a route
  // learns nothing of its fields. After the route's rate limit (an onRequest hook), so a flood of
  // made-up tokens is limited before it costs a lookup.
  // A callback hook: a visitor's call to a public route (the busiest kind) passes without a promise.
  app.addHook('preValidation', (req, _reply, done) => {
    const config = req.routeOptions.config ?? {};
    const mode = config.auth ?? 'user';
    const token = tokenOf(req);
    if (!token) {
      if (mode === 'public' || mode === 'optional') return done();
      return done(new AppError(401, 'unauthorized'));
    }
    // A token checked seconds ago on a route without a permission code: no promise either.
    const owner = config.permission ? undefined : app.tokens.known(token);
    if (owner) {
      req.auth = owner;
      return done();
    }
    check(req, token, mode, config.permission).then(() => done(), done);
  });
});
