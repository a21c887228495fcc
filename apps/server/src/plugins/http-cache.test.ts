import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedReference } from '../modules/reference/test-fixtures.ts';
import { CONTENT_CACHE_CONTROL, CONTENT_PROXY_SECONDS, matchesTag, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  await t.app.dataVersion.refresh();
  token = await t.login();
});
afterAll(() => t?.close());

const SEARCH = '/api/schoolBaseInfo/getByPage?pageNumber=1&pageSize=20';
const LINES = `/api/controlLine/get?province=${encodeURIComponent('广东')}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const body = (res: LightMyRequestResponse) => res.json() as { code: number; result: unknown };

describe('HTTP caching of reference reads (issue 33 item 2)', () => {
  it('tags a public read with the data version and the language, cacheable by anyone for a minute', async () => {
    const zh = await get(SEARCH);
    expect(body(zh).code).toBe(200);
    expect(zh.headers.etag).toMatch(/^W\/"r[0-9a-f]{8}\.\d+-zh-CN"$/);
    expect(zh.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(zh.headers.vary).toContain('accept-language');
    const en = await get(SEARCH, { 'accept-language': 'en-US' });
    expect(en.headers.etag).toBe(String(zh.headers.etag).replace('zh-CN', 'en-US'));
    // The same tag for another question: a tag is per URL, and nothing but the data changed.
    expect((await get('/api/schoolBaseInfo/getByPage?pageNumber=2&pageSize=20')).headers.etag).toBe(zh.headers.etag);
  });

  it('answers a conditional request 304 with no body, and 200 when the tag is another', async () => {
    const first = await get(SEARCH);
    const again = await get(SEARCH, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Another language, an old version: the whole answer.
    expect((await get(SEARCH, { 'if-none-match': String(first.headers.etag), 'accept-language': 'en-US' })).statusCode).toBe(200);
    expect((await get(SEARCH, { 'if-none-match': 'W/"r00000000.0-zh-CN"' })).statusCode).toBe(200);
  });

  it('keeps answers that need a login in the caller’s browser only, and never answers 304 instead of 401', async () => {
    const res = await get(LINES, { accesstoken: token });
    expect(body(res).code).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get(LINES, { accesstoken: token, 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    const anonymous = await get(LINES, { 'if-none-match': String(res.headers.etag) });
    expect(anonymous.statusCode).toBe(200);
    expect(body(anonymous).code).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('tags only successful answers: a refusal of bad input carries no tag', async () => {
    const bad = await get(`/api/schoolBaseInfo/getByPage?level=${encodeURIComponent('博士')}`);
    expect(body(bad).code).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    expect(bad.headers['cache-control']).toBeUndefined();
  });

  it('moves the tag when the data changes, however it was changed, and answers from the new data', async () => {
    const before = await get(SEARCH);
    const [school] = (body(before).result as { content: { id: string; name: string }[] }).content;
    // As psql or another process would: the trigger moves the version in the same transaction.
    await t.database.db.execute(sql`update institution set name = ${`${school.name}（新）`} where id = ${school.id}`);
    await t.app.dataVersion.refresh();
    const after = await get(SEARCH, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((body(after).result as { content: { name: string }[] }).content[0].name).toBe(`${school.name}（新）`);
    await t.database.db.execute(sql`update institution set name = ${school.name} where id = ${school.id}`);
    // A statement that changed no row is not a change: the version (and every copy in memory) stays.
    await t.app.dataVersion.refresh();
    const version = t.app.dataVersion.current('reference');
    await t.database.db.execute(sql`update institution set name = 'x' where id = 'no-such-id'`);
    await t.database.db.execute(sql`delete from admission_record where id = 'no-such-id'`);
    await t.app.dataVersion.refresh();
    expect(t.app.dataVersion.current('reference')).toBe(version);
  });

  it('answers a school’s lines from the new data once its version moved (the lines kept in memory go)', async () => {
    const url = '/api/collegeScoreLine/get/10003';
    type Lines = { years: { rows: { minScore: number | null }[] }[] };
    const scores = (res: LightMyRequestResponse) => (body(res).result as Lines).years.flatMap((y) => y.rows.map((r) => r.minScore));
    const before = await get(url, { accesstoken: token });
    expect(scores(before).length).toBeGreaterThan(0);
    await t.database.db.execute(sql`update admission_record set min_score = min_score + 1 where institution_id = '10003' and min_score is not null`);
    // Still the kept answer until the version is read again (within 2 s), with the tag it had.
    expect(scores(await get(url, { accesstoken: token }))).toEqual(scores(before));
    await t.app.dataVersion.refresh();
    const after = await get(url, { accesstoken: token, 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(scores(after)).toEqual(scores(before).map((s) => (s === null ? null : s + 1)));
    await t.database.db.execute(sql`update admission_record set min_score = min_score - 1 where institution_id = '10003' and min_score is not null`);
  });

  it('moves the content tag on an operator’s edit before answering it, not on an article being read', async () => {
    const url = '/api/dictData/getByType/sex';
    const before = await get(url);
    expect(before.headers.etag).toMatch(/^W\/"c/);
    expect(before.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(before.headers['x-accel-expires']).toBe(String(CONTENT_PROXY_SECONDS));
    const admin = await t.login();
    const [dict] = (await t.call<{ id: string; type: string }[]>({ method: 'GET', url: '/api/dict/getAll', token: admin })).result.filter(
      (d) => d.type === 'sex',
    );
    const added = await t.call({ method: 'POST', url: '/api/dictData/add', token: admin, payload: { dictId: dict.id, title: '未说明', value: '9' } });
    expect(added.code, added.message).toBe(200);
    // Answered once the version was read again: the operator's next look already sees the change.
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect((body(after).result as { title: string }[]).map((d) => d.title)).toContain('未说明');
    const version = t.app.dataVersion.current('content');
    await t.database.db.execute(sql`update content_item set view_count = view_count + 1`);
    await t.app.dataVersion.refresh();
    expect(t.app.dataVersion.current('content')).toBe(version);
  });

  it('compresses an answer over 1 kB with what the caller accepts, and not a short one', async () => {
    const plain = await get(SEARCH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get(SEARCH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).result).toEqual(body(plain).result);
    const br = await get(SEARCH, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).result).toEqual(body(plain).result);
    expect((await get('/api/health', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('reads If-None-Match as clients send it: lists, weak or strong, and *', () => {
    const tag = 'W/"r1a2b3c4d.7-zh-CN"';
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag('"r1a2b3c4d.7-zh-CN"', tag)).toBe(true);
    expect(matchesTag(`"x", ${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('W/"r1a2b3c4d.8-zh-CN"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });
});

describe('a 304 needs no database', () => {
  it('answers a conditional request with the database closed, where a full answer needs it', async () => {
    const alone = await createTestApp();
    await seedReference(alone.database.db);
    const login = await alone.login();
    const first = await alone.app.inject({ method: 'GET', url: LINES, headers: { accesstoken: login } });
    expect(first.json().code).toBe(200);
    // Closed under the app: every query now fails.
    await alone.database.close();
    const conditional = await alone.app.inject({ method: 'GET', url: LINES, headers: { accesstoken: login, 'if-none-match': String(first.headers.etag) } });
    expect(conditional.statusCode).toBe(304);
    const full = await alone.app.inject({ method: 'GET', url: LINES, headers: { accesstoken: login } });
    expect(full.json().code).not.toBe(200);
    await alone.app.close();
  });
});
