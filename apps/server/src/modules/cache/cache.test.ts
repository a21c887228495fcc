import { describe, expect, it } from 'vitest';
import type { CacheKeyView, Page } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { memoryState } from '../../lib/state.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const LONG = '长'.repeat(400);

describe('缓存监控 (/redis/*, issue 32 item 2) on the shared state (Redis in the PostgreSQL + Redis pass)', () => {
  it('lists keys with their namespace and seconds left, never showing a secret, and cuts long values', async () => {
    await t.state.set('vcode:sms:login:13800009999', '482913', 300_000);
    await t.state.incr('login:fail:acct:cachebob', 600_000);
    await t.state.set('custom:cache-note', LONG, 3_600_000);
    const page = await h.get<Page<CacheKeyView>>('/api/redis/getAllByPage?key=' + encodeURIComponent('cache') + '&pageNumber=1&pageSize=50');
    expect(page.code, page.message).toBe(200);
    const byKey = new Map(page.result.content.map((r) => [r.key, r]));
    expect(byKey.get('login:fail:acct:cachebob')).toMatchObject({ value: '1', namespace: 'login', secret: false, isEditable: false });
    expect(byKey.get('login:fail:acct:cachebob')!.expireTime).toBeGreaterThan(590);
    const note = byKey.get('custom:cache-note')!;
    expect(note).toMatchObject({ namespace: 'custom', isEditable: true });
    expect(note.value).toBe(`${'长'.repeat(150)}…`);

    const codes = await h.get<Page<CacheKeyView>>('/api/redis/getAllByPage?key=13800009999&pageNumber=1&pageSize=10');
    expect(codes.result.content).toHaveLength(1);
    expect(codes.result.content[0]).toMatchObject({ key: 'vcode:sms:login:13800009999', secret: true, value: '（已隐藏，6 个字符）' });
    expect(JSON.stringify(codes)).not.toContain('482913');
    const one = await h.get<CacheKeyView>(`/api/redis/getByKey/${encodeURIComponent('vcode:sms:login:13800009999')}`);
    expect(one.result.value).not.toContain('482913');
    // A non-secret key is shown whole when asked for alone.
    expect((await h.get<CacheKeyView>('/api/redis/getByKey/custom:cache-note')).result.value).toBe(LONG);
    expect((await h.get('/api/redis/getByKey/custom:not-there')).code).toBe(404);
    // Glob characters are refused by name, not passed to SCAN.
    const glob = await h.get('/api/redis/getAllByPage?key=*&pageNumber=1&pageSize=10');
    expect(glob.code).toBe(400);
    expect(glob.message).toContain('key');
  });

  it('counts keys and memory and shows INFO without paths', async () => {
    const size = await h.get<{ keySize: number; time: number }>('/api/redis/getKeySize');
    expect(size.result.keySize).toBeGreaterThan(0);
    expect((await h.get<{ memory: number }>('/api/redis/getMemory')).result.memory).toBeGreaterThan(0);
    const info = await h.get<{ key: string; value: string; description: string }[]>('/api/redis/info');
    expect(info.result.length).toBeGreaterThan(0);
    expect(info.result.map((f) => f.key)).not.toContain('executable');
    if (t.state.kind === 'redis') expect(info.result.find((f) => f.key === 'redis_version')?.description).toBe('Redis 版本');
  });

  it('writes only custom: keys by hand: a verification code cannot be planted', async () => {
    const planted = await h.post('/api/redis/save', { key: 'vcode:sms:login:13800009998', value: '000000', expireTime: 300 });
    expect(planted.code).toBe(400);
    expect(planted.message).toContain('key');
    expect(await t.state.get('vcode:sms:login:13800009998')).toBeNull();
    expect((await h.post('/api/redis/save', { key: 'custom:ops-note', value: '周五维护', expireTime: 60 })).code).toBe(200);
    expect(await t.state.get('custom:ops-note')).toBe('周五维护');
    expect(await t.state.ttl('custom:ops-note')).toBeLessThanOrEqual(60_000);
  });

  it('deletes keys, and clears a namespace or everything only after its name is typed', async () => {
    await t.state.set('custom:to-delete', 'x', 60_000);
    expect((await h.post('/api/redis/delByKeys', { keys: ['custom:to-delete'] })).code).toBe(200);
    expect(await t.state.get('custom:to-delete')).toBeNull();

    await t.state.incr('login:fail:ip:10.0.0.9', 600_000);
    await t.state.set('custom:keep', 'y', 60_000);
    const unconfirmed = await h.post('/api/redis/delAll', { namespace: 'login' });
    expect(unconfirmed.code).toBe(400);
    expect(unconfirmed.message).toContain('confirm');
    expect((await h.post('/api/redis/delAll', { namespace: 'login', confirm: 'custom' })).code).toBe(400);
    expect(await t.state.get('login:fail:ip:10.0.0.9')).toBe('1');
    const cleared = await h.post<{ deleted: number }>('/api/redis/delAll', { namespace: 'login', confirm: 'login' });
    expect(cleared.code).toBe(200);
    expect(cleared.result.deleted).toBeGreaterThan(0);
    expect(await t.state.get('login:fail:ip:10.0.0.9')).toBeNull();
    expect(await t.state.get('custom:keep')).toBe('y');
    expect((await h.post<{ deleted: number }>('/api/redis/delAll', { confirm: '全部' })).code).toBe(200);
    expect(await t.state.get('custom:keep')).toBeNull();
  });

  it('is closed to users without the cache permissions; viewing does not allow writing', async () => {
    const { token } = await h.userWith('cacheviewer', ['sys:redis:view']);
    expect((await h.get('/api/redis/getKeySize', token)).code).toBe(200);
    expect((await h.post('/api/redis/save', { key: 'custom:x', value: '1' }, token)).code).toBe(403);
    expect((await h.post('/api/redis/delAll', { confirm: '全部' }, token)).code).toBe(403);
    await h.addUser('cacheplain');
    const plainToken = await t.login('cacheplain', 'secret123');
    expect((await h.get('/api/redis/getAllByPage?pageNumber=1&pageSize=10', plainToken)).code).toBe(403);
  });
});

describe('the in-process store scans a page at a time', () => {
  it('walks every matching key with a cursor and ends at 0', async () => {
    const state = memoryState();
    for (let i = 0; i < 7; i++) await state.set(`custom:k${i}`, String(i), 60_000);
    await state.set('login:other', '1', 60_000);
    const seen: string[] = [];
    let cursor = '0';
    let rounds = 0;
    do {
      const page = await state.scan('custom:*', cursor, 3);
      seen.push(...page.keys);
      cursor = page.cursor;
      rounds += 1;
    } while (cursor !== '0');
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `custom:k${i}`));
    expect(rounds).toBeGreaterThan(1);
    expect(await state.ttl('custom:k1')).toBeGreaterThan(59_000);
    expect(await state.ttl('custom:none')).toBe(-2);
    await state.close();
  });
});
