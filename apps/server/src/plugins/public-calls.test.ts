import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicCall, PUBLIC_CALLS } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../test/app.ts';
import { publicCallsMismatch, type RouteAccess } from './auth.ts';

/**
 * The one list of calls that need no token (packages/shared/src/public-calls.ts) against the gate:
 * the registered routes (app.routeAccess, the list docs/api.md is made from) with their declared
 * access. Every route the gate lets through without a token is listed, and every listed path is
 * such a route.
 */
describe('the calls that need no token (PUBLIC_CALLS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are exactly the routes the gate lets through without a token', () => {
    expect(t.app.routeAccess.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(50);
    const { unlisted, stale, mixed } = publicCallsMismatch(t.app.routeAccess);
    expect(unlisted, `routes open to visitors missing from PUBLIC_CALLS:\n${unlisted.join('\n')}`).toEqual([]);
    expect(stale, `PUBLIC_CALLS entries that are no route open to visitors:\n${stale.join('\n')}`).toEqual([]);
    expect(mixed, `paths open by one method and not another:\n${mixed.join('\n')}`).toEqual([]);
    expect(new Set(PUBLIC_CALLS).size).toBe(PUBLIC_CALLS.length);
  });

  it('holds what the server answers without a token, and not what it refuses', async () => {
    // The school search answers visitors: listed.
    const search = await t.call({ method: 'GET', url: '/api/schoolBaseInfo/getByPage?pageNumber=1&pageSize=1' });
    expect(search.code).toBe(200);
    expect(isPublicCall('/schoolBaseInfo/getByPage?pageNumber=1&pageSize=1')).toBe(true);
    // These act on one's own account and want a login: not listed (the spec's source lists them).
    for (const path of ['/user/bindInfo', '/user/deleteUser', '/cardInfo/findCardInfo']) {
      const method = path === '/user/bindInfo' ? 'GET' : 'POST';
      expect((await t.call({ method, url: `/api${path}` })).code, path).toBe(401);
      expect(isPublicCall(path), path).toBe(false);
    }
  });

  it('reports a route open to visitors that the list lacks, an entry that is no open route, and a mixed path', () => {
    const routes: RouteAccess[] = [
      { method: 'GET', url: '/api/open/new', auth: 'public' },
      { method: 'GET', url: '/api/open/maybe', auth: 'optional' },
      { method: 'GET', url: '/api/guarded', auth: 'user' },
      { method: 'GET', url: '/api/both', auth: 'public' },
      { method: 'POST', url: '/api/both', permission: 'x:y:z' },
      { method: 'HEAD', url: '/api/head-only', auth: 'public' },
    ];
    expect(publicCallsMismatch(routes, ['/open/maybe', '/guarded', '/gone', '/both'])).toEqual({
      unlisted: ['/open/new'],
      stale: ['/guarded', '/gone'],
      mixed: ['/both'],
    });
  });
});
