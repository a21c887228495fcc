import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/app.ts';
import { policyFor, securityPolicies } from './security-headers.ts';

/** A built app as Vite leaves it: an index.html shell and a hashed asset. */
function fakeDist(root: string, name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title><script type="module" src="./assets/x-abc123.js"></script>`);
  fs.writeFileSync(path.join(dir, 'assets', 'x-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
let tmp: string;
let t: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-dist-'));
  env = { WEB_DIST: fakeDist(tmp, 'web'), ADMIN_DIST: fakeDist(tmp, 'admin'), RATE_LIMIT_PER_MINUTE: '600' };
  t = await createTestApp(env);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends the site a CSP without inline script, nosniff, a referrer policy and same-origin framing', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>web</title>');
    const policy = csp(res);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('makes the admin refuse every frame (frame-ancestors none, X-Frame-Options DENY)', async () => {
    for (const url of ['/admin/', '/admin/index.html', '/admin/assets/x-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(csp(res)['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp(res)['script-src'], url).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await t.app.inject({ url: '/admin/' })).body).toContain('<title>admin</title>');
  });

  it('gives every API answer a CSP that loads nothing and refuses frames: envelopes, compressed and cacheable answers, 404s and refusals', async () => {
    const answers = {
      envelope: await t.app.inject({ url: '/api/dictData/getByType/sex' }),
      // Compressed, with an ETag (plugins/http-cache.ts).
      kept: await t.app.inject({ url: '/api/dictData/getByType/province', headers: { 'accept-encoding': 'gzip' } }),
      notFound: await t.app.inject({ url: '/api/no/such/route' }),
      unauthorized: await t.app.inject({ url: '/api/user/getAll' }),
    };
    expect(answers.kept.headers['content-encoding']).toBe('gzip');
    expect(answers.kept.headers.etag).toBeDefined();
    expect(answers.unauthorized.json()).toMatchObject({ code: 401 });
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['content-security-policy'], name).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('lets the API documentation run its own scripts but not be framed', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.body).toContain('swagger-initializer.js');
    expect(res.statusCode).toBe(200);
    expect(csp(res)['script-src']).toEqual(["'self'"]);
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends HSTS and upgrade-insecure-requests only when HSTS is on', async () => {
    const off = securityPolicies({ HSTS: false, CORS_ORIGINS: '' });
    const on = securityPolicies({ HSTS: true, CORS_ORIGINS: '' });
    for (const name of ['web', 'admin', 'api', 'docs'] as const) {
      expect(off[name]['strict-transport-security'], name).toBeUndefined();
      expect(on[name]['strict-transport-security'], name).toBe('max-age=31536000; includeSubDomains');
    }
    expect(off.web['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(on.web['content-security-policy']).toContain('upgrade-insecure-requests');

    const tls = await createTestApp({ ...env, HSTS: 'true' });
    try {
      for (const url of ['/', '/admin/', '/api/dictData/getByType/sex']) {
        expect((await tls.app.inject({ url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await tls.close();
    }
  });

  it('picks the policy by path: /admin and /api only as whole path segments', () => {
    const p = securityPolicies({ HSTS: false, CORS_ORIGINS: '' });
    expect(policyFor(p, '/admin')).toBe(p.admin);
    expect(policyFor(p, '/admin/assets/x.js')).toBe(p.admin);
    expect(policyFor(p, '/administrator')).toBe(p.web);
    expect(policyFor(p, '/api')).toBe(p.api);
    expect(policyFor(p, '/api?x=1')).toBe(p.api);
    expect(policyFor(p, '/api/user/getAll')).toBe(p.api);
    expect(policyFor(p, '/apis.html')).toBe(p.web);
    expect(policyFor(p, '/api/docs/')).toBe(p.docs);
  });
});

describe('static files and caching', () => {
  it('serves hashed assets as immutable for a year and the HTML shells as no-cache', async () => {
    for (const url of ['/assets/x-abc123.js', '/admin/assets/x-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }
    for (const url of ['/', '/index.html', '/admin/', '/admin/index.html', '/admin/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a reload of a shell with 304 when it has not changed', async () => {
    const first = await t.app.inject({ url: '/' });
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('does not count static files against the API limit (700 files from one IP under 600/min), while the API still limits', async () => {
    const remoteAddress = '10.14.0.7';
    const files = [
      '/',
      '/assets/x-abc123.js',
      '/admin/',
      '/admin/assets/x-abc123.js',
      '/index.html',
      '/admin/favicon.svg',
      '/api/docs',
      '/api/docs/static/swagger-ui.css',
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 700; i++) {
      const res = await t.app.inject({ url: files[i % files.length], remoteAddress });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([200]);

    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 601 && !refused; i++) {
      const res = await t.app.inject({ url: '/api/dictData/getByType/sex', remoteAddress });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused, 'the 601st API call is refused').toBeDefined();
    expect(refused!.json()).toMatchObject({ success: false, code: 429, message: '请求过于频繁，请稍后再试' });
    expect(refused!.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    // The site still loads for that address.
    expect((await t.app.inject({ url: '/', remoteAddress })).statusCode).toBe(200);
  });
});
