import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '@zhiyuan/shared';
import type { CacheScope, DataVersionWatcher } from '../db/data-version.ts';
import { addVary } from '../lib/vary.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is made from this scope's data, the URL and the language only, the same for every
     * caller: it goes out with an ETag and Cache-Control, and a conditional request is answered 304
     * before the route runs (plugins/http-cache.ts).
     */
    cache?: CacheScope;
  }
  interface FastifyInstance {
    dataVersion: DataVersionWatcher;
  }
  interface FastifyRequest {
    /** The ETag of this answer, fixed when the request came in (see the preValidation hook). */
    cacheTag?: string;
  }
}

/**
 * Public reference data (schools, lines, rank tables) changes by an import or a rare edit: used for a
 * minute without asking (browsers and nginx), then shown up to ten more while it is checked in the
 * background.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/**
 * Public content (articles, dictionaries, the notice) is edited by operators who then look at the
 * site: a browser asks each time (a 304 when nothing changed). nginx keeps it CONTENT_PROXY_SECONDS
 * (X-Accel-Expires, which nginx reads and never passes on).
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';
export const CONTENT_PROXY_SECONDS = 10;
/** Answers that need a login: only the caller's browser keeps them, and asks each time (a 304 is cheap). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** Content is also checked by the minute: a scheduled article appears, view counts move, without a write. */
const CONTENT_TIME_STEP_MS = 60_000;

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 13.1.2). */
export function matchesTag(header: string | string[] | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((part) => part.trim().replace(/^W\//, '') === bare);
}

function tagOf(req: FastifyRequest, scope: CacheScope, version: string): string {
  const step = scope === 'content' ? `.${Math.floor(Date.now() / CONTENT_TIME_STEP_MS)}` : '';
  return `W/"${scope === 'reference' ? 'r' : 'c'}${version}${step}-${req.lang ?? 'zh-CN'}"`;
}

function cacheHeaders(req: FastifyRequest, reply: FastifyReply, tag: string): void {
  const { auth, cache } = req.routeOptions.config ?? {};
  reply.header('etag', tag);
  if (auth !== 'public') reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  else if (cache === 'reference') reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  // X-Accel-Expires first: nginx reads the headers in order, and a no-cache it met first would stand.
  else reply.header('x-accel-expires', String(CONTENT_PROXY_SECONDS)).header('cache-control', CONTENT_CACHE_CONTROL);
  addVary(reply, 'accept-language');
}

/**
 * HTTP caching of public reference reads. A route that declares `config.cache` gets an ETag made
 * from the data version of its scope (db/data-version.ts, kept in memory) and the
 * caller's language; a request whose If-None-Match names it is answered 304 here, after the
 * login check and before validation and the route: nothing is read from the database. Only a
 * successful answer (code 200 in the envelope) carries the tag. An operator's write (a route with
 * a permission) is answered only once the version has been read again, so the next read of the
 * same operator already sees the change; other writes and other instances within DATA_VERSION_CHECK_MS.
 */
export default fp(async (app) => {
  const isWrite = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

  // After the login check (plugins/auth.ts, registered before): a 304 never stands in for a 401.
  app.addHook('preValidation', (req, reply, done) => {
    const scope = req.routeOptions.config?.cache;
    if (!scope || (req.method !== 'GET' && req.method !== 'HEAD')) return done();
    const version = app.dataVersion.current(scope);
    if (version === undefined) return done();
    const tag = (req.cacheTag = tagOf(req, scope, version));
    if (!matchesTag(req.headers['if-none-match'], tag)) return done();
    cacheHeaders(req, reply, tag);
    reply.code(304).send();
  });

  app.addHook('preSerialization', (req, reply, payload, done) => {
    if (isWrite(req) && req.routeOptions.config?.permission) {
      app.dataVersion.refresh().then(() => done(null, payload), done);
      return;
    }
    if (req.cacheTag && reply.statusCode === 200 && (payload as Envelope<unknown> | null)?.code === 200) cacheHeaders(req, reply, req.cacheTag);
    done(null, payload);
  });
});
