import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import type { ContentAdminView } from '@zhiyuan/shared';
import { contentItems, idempotencyKeys } from '../db/schema/index.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../test/app.ts';
import { adminSuite, type AdminHelpers } from '../modules/admin-test/helpers.ts';

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const save = (title: string, key?: string, token = admin, more: { body?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/content/admin/question/save',
    headers: { accesstoken: token, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}), ...more.headers },
    payload: { title, body: more.body ?? '<p>答</p>', category: '基础概念', status: 'draft' },
  });
const rowsTitled = async (title: string) =>
  (
    await t.database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'question'), eq(contentItems.title, title)))
  ).length;

describe('idempotent writes (Idempotency-Key)', () => {
  it('runs a write once for one key and answers the repeat with the first answer', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000001';
    const first = await save('幂等一', key);
    const again = await save('幂等一', key);
    expect(first.json().code, first.json().message).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsTitled('幂等一')).toBe(1);
  });

  it('keeps the answer itself when the caller takes it compressed (compression is the last step)', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-0000000000c1';
    // An answer over 1 kB, as a browser asks for it (br): the key's row holds the JSON.
    const send = () => save('幂等压缩', key, admin, { body: `<p>${'答'.repeat(800)}</p>`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await send();
    expect(first.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(answer.code, answer.message).toBe(200);
    const [stored] = await t.database.db
      .select({ state: idempotencyKeys.state, body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(stored.state).toBe('done');
    expect(JSON.parse(stored.body!).result.id).toBe(answer.result.id);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()).result.id).toBe(answer.result.id);
    expect(await rowsTitled('幂等压缩')).toBe(1);
  });

  it('runs writes with different keys (or none) each time', async () => {
    const a = await save('幂等二', '7f1c2a40-0d1e-4a5b-9c6d-000000000002');
    const b = await save('幂等二', '7f1c2a40-0d1e-4a5b-9c6d-000000000003');
    expect((a.json() as { result: ContentAdminView }).result.id).not.toBe((b.json() as { result: ContentAdminView }).result.id);
    await save('幂等二');
    expect(await rowsTitled('幂等二')).toBe(3);
  });

  it('a repeat sent while the first is running waits for it and gets the same answer', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000004';
    const [x, y] = await Promise.all([save('幂等三', key), save('幂等三', key)]);
    expect(x.json().code, x.json().message).toBe(200);
    expect(y.body).toBe(x.body);
    expect(await rowsTitled('幂等三')).toBe(1);
  });

  it('keys belong to their caller: another user with the same key runs their own write', async () => {
    const { token } = await h.userWith('idemeditor', ['content:question:view', 'content:question:add']);
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000005';
    await save('幂等四', key);
    const other = await save('幂等四', key, token);
    expect(other.json().code, other.json().message).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsTitled('幂等四')).toBe(2);
  });

  it("refuses the same key with another body (409) and a malformed key (400), in the caller's language", async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000006';
    await save('幂等五', key);
    const reused = (await save('幂等五 改', key)).json();
    expect(reused.code).toBe(409);
    expect(reused.message).toContain('Idempotency-Key');
    expect(await rowsTitled('幂等五 改')).toBe(0);
    const bad = (await save('幂等六', 'short')).json();
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('Idempotency-Key');
    expect(await rowsTitled('幂等六')).toBe(0);
  });

  it('keeps no answer of a failed write: the retry runs again', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000007';
    const refuse = await t.app.inject({
      method: 'POST',
      url: '/api/content/admin/question/save',
      headers: { accesstoken: admin, 'content-type': 'application/json', 'idempotency-key': key },
      payload: { title: '', category: '基础概念' },
    });
    expect(refuse.json().code).toBe(400);
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });

  it('leaves session calls alone: a login answer (a token) is never stored', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000009';
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'idempotency-key': key },
        payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      });
    const res = (await login()).json();
    expect(res.code, res.message).toBe(200);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('stores the answer for 24 hours', async () => {
    const key = '7f1c2a40-0d1e-4a5b-9c6d-000000000008';
    await save('幂等七', key);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row.state).toBe('done');
    expect(row.route).toBe('POST /api/content/admin/question/save');
    const hours = (row.expiresAt.getTime() - row.createTime.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });
});
