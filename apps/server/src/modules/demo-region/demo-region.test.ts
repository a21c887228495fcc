import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@zhiyuan/shared';
import type { DemoRegionView } from '@zhiyuan/shared/contracts/demo-region';
import { SUPER_ROLE } from '../../db/power.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const CODES = ['demoRegion:view', 'demoRegion:add', 'demoRegion:edit', 'demoRegion:delete'];
const first = { title: 'alpha one', code: 'alpha one', sortOrder: 1.5, enabled: false };
const second = { title: 'beta two', code: 'beta two', sortOrder: 2.5, enabled: true };

/**
 * Until drizzle-kit has written the table's migration and seed.ts its menu, the test makes the
 * table (demo-region.sql) and gives the admin role the codes; both do nothing once those exist.
 */
beforeAll(async () => {
  const db = t.database.db;
  const ddl = fs.readFileSync(new URL('./demo-region.sql', import.meta.url), 'utf8');
  for (const statement of ddl.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ROLE));
  for (const code of CODES) {
    const [held] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
    if (held) continue;
    const id = newId();
    await db.insert(permissions).values({ id, name: code, title: code, type: 1, code, buttonType: code.split(':')[1] });
    await db.insert(rolePermissions).values({ roleId: admin.id, permissionId: id });
  }
});

describe('demoRegion (generated)', () => {
  it('adds, reads, lists, searches, sorts, edits and deletes records', async () => {
    const a = await h.post<DemoRegionView>('/api/demoRegion/add', first);
    expect(a.code, a.message).toBe(200);
    expect(a.result).toMatchObject({ ...first, createBy: 'admin' });
    const b = await h.post<DemoRegionView>('/api/demoRegion/add', second);
    expect(b.code, b.message).toBe(200);
    expect((await h.get<DemoRegionView>('/api/demoRegion/get/' + a.result.id)).result).toEqual(a.result);
    expect((await h.get<Page<DemoRegionView>>('/api/demoRegion/getByCondition?pageSize=10')).result.totalElements).toBe(2);
    const found = await h.get<Page<DemoRegionView>>('/api/demoRegion/getByCondition?title=alpha%20one');
    expect(found.code, found.message).toBe(200);
    expect(found.result.content.map((r) => r.id)).toEqual([a.result.id]);
    const sorted = await h.get<Page<DemoRegionView>>('/api/demoRegion/getByCondition?sort=sortOrder&order=asc');
    expect(sorted.result.content.map((r) => r.sortOrder)).toEqual([1.5, 2.5]);
    const reversed = await h.get<Page<DemoRegionView>>('/api/demoRegion/getByCondition?sort=sortOrder&order=desc');
    expect(reversed.result.content.map((r) => r.sortOrder)).toEqual([2.5, 1.5]);

    const edited = await h.post<DemoRegionView>('/api/demoRegion/edit', { ...a.result, title: 'beta two', code: 'beta two' });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result.title).toEqual('beta two');
    // code is set when added and stays.
    expect(edited.result.code).toEqual('alpha one');
    expect(edited.result.updateBy).toBe('admin');

    expect((await h.post('/api/demoRegion/delByIds', { ids: [a.result.id, b.result.id].join(',') })).code).toBe(200);
    expect((await h.get('/api/demoRegion/get/' + a.result.id)).code).toBe(404);
    expect((await h.get<Page<DemoRegionView>>('/api/demoRegion/getByCondition')).result.totalElements).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/demoRegion/add', { ...first, zzUnknown: 1 }, 'zzUnknown'],
      ['/api/demoRegion/add', { code: 'alpha one', sortOrder: 1.5, enabled: false }, 'title'],
      ['/api/demoRegion/add', { ...first, title: 'x'.repeat(256) }, 'title'],
      ['/api/demoRegion/edit', { ...first, id: 'abc' }, 'id'],
      ['/api/demoRegion/delByIds', { ids: '' }, 'ids'],
      ['/api/demoRegion/getByCondition?sort=zzNope', {}, 'sort'],
    ];
    for (const [url, body, field] of cases) {
      const res = url.includes('?') ? await h.get(url) : await h.post(url, body);
      expect(res.code, url + ' ' + JSON.stringify(body)).toBe(400);
      expect(res.message, url + ' ' + JSON.stringify(body)).toContain(field);
    }
    expect((await h.post('/api/demoRegion/edit', { ...first, id: '123' })).code).toBe(404);
  });

  it('needs the demoRegion permissions', async () => {
    expect((await t.call({ method: 'GET', url: '/api/demoRegion/getByCondition' })).code).toBe(401);
    const { token } = await h.userWith('gen_viewer', ['demoRegion:view']);
    expect((await h.get('/api/demoRegion/getByCondition', token)).code).toBe(200);
    expect((await h.post('/api/demoRegion/add', first, token)).code).toBe(403);
    expect((await h.post('/api/demoRegion/edit', { ...first, id: '1' }, token)).code).toBe(403);
    expect((await h.post('/api/demoRegion/delByIds', { ids: '1' }, token)).code).toBe(403);
  });

  it('keeps the tree: children by parent, isParent, no loops, deleting a branch', async () => {
    const root = await h.post<DemoRegionView>('/api/demoRegion/add', first);
    expect(root.code, root.message).toBe(200);
    const child = await h.post<DemoRegionView>('/api/demoRegion/add', { ...second, parentId: root.result.id });
    expect(child.code, child.message).toBe(200);
    const roots = await h.get<DemoRegionView[]>('/api/demoRegion/getByParentId/0');
    expect(roots.result.map((n) => [n.id, n.isParent])).toEqual([[root.result.id, true]]);
    expect((await h.get<DemoRegionView[]>('/api/demoRegion/getByParentId/' + root.result.id)).result.map((n) => n.id)).toEqual([child.result.id]);

    const loop = await h.post('/api/demoRegion/edit', { ...root.result, parentId: child.result.id });
    expect(loop.code).toBe(400);
    expect(loop.message).toContain('parentId');
    const orphan = await h.post('/api/demoRegion/add', { ...second, parentId: '123' });
    expect(orphan.code).toBe(400);
    expect(orphan.message).toContain('parentId');

    const moved = await h.post<DemoRegionView>('/api/demoRegion/edit', { ...child.result, parentId: '0' });
    expect(moved.code, moved.message).toBe(200);
    expect((await h.get<DemoRegionView>('/api/demoRegion/get/' + root.result.id)).result.isParent).toBe(false);
    await h.post('/api/demoRegion/edit', { ...moved.result, parentId: root.result.id });

    expect((await h.post('/api/demoRegion/delByIds', { ids: root.result.id })).code).toBe(200);
    expect((await h.get('/api/demoRegion/get/' + child.result.id)).code).toBe(404);
    expect((await h.get<DemoRegionView[]>('/api/demoRegion/getByParentId/0')).result).toEqual([]);
  });
});
