import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';

/**
 * Security headers on every answer: the public site, the admin, the API and its documentation.
 * helmet writes them, once per policy at start; each request then gets a prepared set of header
 * values (@fastify/helmet would build helmet's middleware again on every request, see
 * docs/decisions.md "Security headers").
 */

export type HeaderSet = Record<string, string>;

/** The header values helmet sends with `options`, read once from a recording response. */
function headersOf(options: HelmetOptions): HeaderSet {
  const headers: HeaderSet = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export interface SecurityPolicies {
  /** The public site at / (index.html, its assets, anything not under /admin or /api). */
  web: HeaderSet;
  /** The admin console at /admin/: never framed, not even by the site. */
  admin: HeaderSet;
  /** JSON, images and files of /api/*: nothing in them may run or load anything. */
  api: HeaderSet;
  /** Swagger UI at /api/docs: a page like the apps', never framed. */
  docs: HeaderSet;
}

export function securityPolicies(config: Pick<Config, 'HSTS' | 'CORS_ORIGINS'>): SecurityPolicies {
  // Over plain HTTP (the default install, a LAN address) an HSTS header or an upgrade to https
  // would break the site: both only when the operator says it is served over TLS.
  const tls = config.HSTS;
  const hsts: HelmetOptions['strictTransportSecurity'] = tls ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  // Pages built by Vite: module scripts from our origin and no inline script. antd writes its
  // CSS-in-JS as <style> elements, so inline styles stay allowed; data: and blob: images are the
  // favicon, QR codes and the captcha.
  const page = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // fetch and the message socket (/api/ws) on our own origin ('self' covers ws:/wss: there).
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: tls ? [] : null,
  };
  const pageHeaders = (extra: Record<string, string[]>, frameguard: 'deny' | 'sameorigin') =>
    headersOf({
      contentSecurityPolicy: { useDefaults: false, directives: { ...page, ...extra } },
      frameguard: { action: frameguard },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: hsts,
    });

  return {
    web: pageHeaders({ frameAncestors: ["'self'"], frameSrc: ["'self'"] }, 'sameorigin'),
    // Menu pages may show an external address in an iframe (a monitor, a document).
    admin: pageHeaders({ frameAncestors: ["'none'"], frameSrc: ["'self'", 'https:'] }, 'deny'),
    docs: pageHeaders({ frameAncestors: ["'none'"] }, 'deny'),
    // Few headers on the API's hot path: only those that mean something for data answers.
    api: headersOf({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: hsts,
      // A front end on another origin (CORS_ORIGINS) shows the captcha and QR images.
      crossOriginResourcePolicy: { policy: config.CORS_ORIGINS ? 'cross-origin' : 'same-origin' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  };
}

/** The policy of a request path. */
export function policyFor(policies: SecurityPolicies, url: string): HeaderSet {
  if (url.startsWith('/api')) {
    if (url.startsWith('/api/docs')) return policies.docs;
    if (url.length === 4 || url[4] === '/' || url[4] === '?') return policies.api;
  } else if (url.startsWith('/admin') && (url.length === 6 || url[6] === '/' || url[6] === '?')) {
    return policies.admin;
  }
  return policies.web;
}

export default fp(
  async (app) => {
    const policies = securityPolicies(app.config);
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(policyFor(policies, req.url));
      done();
    });
  },
  { name: 'security-headers' },
);
