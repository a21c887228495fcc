import fs from 'node:fs';
import { afterAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { memoryState } from '../../lib/state.ts';
import { undeclaredRoutes } from '../../plugins/auth.ts';
import { apiTable, withApiTable } from '../../docs/api-table.ts';

async function build(extraApiRoutes: FastifyPluginAsync[] = []) {
  const database = await openDatabase({ dir: null, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, state: memoryState(), extraApiRoutes });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const apps: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

describe('every /api route declares who may call it', () => {
  it('has a permission code or an explicit auth mode on every route', async () => {
    const built = await build();
    apps.push(built);
    const app: FastifyInstance = built.app;
    const all = app.routeAccess.filter((r) => r.url.startsWith('/api'));
    expect(all.length).toBeGreaterThan(50);
    const missing = undeclaredRoutes(all).map((r) => `${r.method} ${r.url}`);
    expect(missing, `routes without a declared permission or auth mode:\n${missing.join('\n')}`).toEqual([]);
    // Admin calls really carry codes (not just auth: 'user').
    const byUrl = (url: string) => all.find((r) => r.url === url && r.method !== 'HEAD');
    expect(byUrl('/api/role/editRolePerm')?.permission).toBe('sys:role:edit');
    expect(byUrl('/api/log/delAll')?.permission).toBe('sys:log:clear');
    expect(byUrl('/api/onlineUser/logout')?.permission).toBe('sys:online:logout');
  });

  it('is listed in docs/api.md exactly as registered (run `npm run docs:api` after changing routes)', async () => {
    const built = await build();
    apps.push(built);
    const doc = fs.readFileSync(new URL('../../../../../docs/api.md', import.meta.url), 'utf8');
    expect(withApiTable(doc, apiTable(built.app.routeAccess)) === doc, 'docs/api.md is out of date: run npm run docs:api').toBe(true);
  });

  it('catches a new route that declares nothing, and refuses calls to it at runtime', async () => {
    const sneaky: FastifyPluginAsync = async (api) => {
      api.post('/sneaky/delete-everything', async () => ({ ok: true }));
      api.get('/sneaky/public', { config: { auth: 'public' } }, async () => ({ ok: true }));
      api.post('/sneaky/bad-code', { config: { permission: '' } }, async () => ({ ok: true }));
    };
    const built = await build([sneaky]);
    apps.push(built);
    const missing = undeclaredRoutes(built.app.routeAccess).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual(expect.arrayContaining(['POST /api/sneaky/delete-everything', 'POST /api/sneaky/bad-code']));
    expect(missing).not.toContain('GET /api/sneaky/public');
    // And deny-by-default still holds at runtime: no token, no call.
    const res = await built.app.inject({ method: 'POST', url: '/api/sneaky/delete-everything' });
    expect(res.json().code).toBe(401);
  });
});
