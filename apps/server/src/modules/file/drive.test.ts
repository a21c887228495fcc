import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileCategoryNode, FileCategoryView, FileView, Page } from '@zhiyuan/shared';
import { fileCategories, files } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import type { OssSetting } from '../settings/store.ts';
import { MAX_FOLDERS } from './service.ts';
import { runJobNow } from '../../test/jobs.ts';
import { StorageNotFound, storageKey } from './storage.ts';
import { S3RVER_KEY, startS3 } from './test-s3.ts';

let t: TestApp;
let h: AdminHelpers;
let admin: string;
adminSuite((s) => ({ t, h, admin } = s), {}, { jobs: {} });

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-drive-'));
let s3: Awaited<ReturnType<typeof startS3>>;
const ossOf = (provider: 'local' | 's3'): OssSetting => ({
  provider,
  local: { dir: localDir },
  s3: {
    vendor: 'minio',
    endpoint: s3.endpoint,
    region: '',
    bucket: s3.bucket,
    accessKey: S3RVER_KEY,
    secretKey: S3RVER_KEY,
    forcePathStyle: true,
    prefix: 'drive/',
  },
});

interface Person {
  id: string;
  token: string;
}
let alice: Person;
let bob: Person;
let nobody: Person;

beforeAll(async () => {
  s3 = await startS3();
  await t.app.settings.write('oss', ossOf('local'));
  const make = async (name: string, codes: string[]) => {
    const u = await h.userWith(name, codes);
    return { id: u.user.id, token: u.token };
  };
  alice = await make('alicedrive', ['app:file:view', 'app:file:upload']);
  bob = await make('bobdrive', ['app:file:view', 'app:file:upload']);
  nobody = await make('carolnodrive', ['app:file:upload']);
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

const get = <T>(url: string, who: Person, lang?: string) =>
  t.call<T>({ method: 'GET', url, token: who.token, headers: lang ? { 'accept-language': lang } : {} });
const post = <T>(url: string, who: Person, payload: Record<string, unknown> | string, lang?: string) =>
  t.call<T>({
    method: 'POST',
    url,
    token: who.token,
    payload: payload as Record<string, unknown>,
    headers: { ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

/** A stored file of `who` (a row and its object in the active store). */
async function addFile(who: Person, title: string, categoryId: string | null = null) {
  const store = await t.app.files.active();
  const fKey = storageKey('txt');
  const body = Buffer.from(`content of ${title}`);
  await store.put(fKey, body, 'text/plain');
  const [row] = await t.database.db
    .insert(files)
    .values({
      id: t.app.files.newFileId(),
      title,
      fKey,
      size: body.length,
      type: 'text/plain',
      location: store.location,
      categoryId,
      ownerId: who.id,
      createBy: who === alice ? 'alicedrive' : 'bobdrive',
    })
    .returning();
  return row;
}
async function addFolder(who: Person, title: string, parentId = '0') {
  const res = await post<FileCategoryView>('/api/fileCategory/add', who, { parentId, title });
  expect(res.code, res.message).toBe(200);
  return res.result;
}
const myFiles = async (who: Person, query = '') => (await get<Page<FileView>>(`/api/file/user/getByCondition?pageSize=100${query}`, who)).result;
const myFolders = async (who: Person, query = '') => (await get<FileCategoryView[]>(`/api/fileCategory/getByCondition?${query}`, who)).result;
const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];
const folderRow = async (id: string) => (await t.database.db.select().from(fileCategories).where(eq(fileCategories.id, id)))[0];
const objectGone = async (location: string, key: string) => {
  await expect((await t.app.files.at(location)).get(key)).rejects.toBeInstanceOf(StorageNotFound);
};
const expect400 = (res: { code: number; message: string }, field: string) => {
  expect(res.code, res.message).toBe(400);
  expect(res.message).toContain(field);
};
/** Moves an item's trashTime back by `days`. */
const age = async (table: typeof files | typeof fileCategories, ids: string[], days: number) => {
  const rows =
    table === files
      ? await t.database.db.select({ id: files.id, trashTime: files.trashTime }).from(files).where(inArray(files.id, ids))
      : await t.database.db.select({ id: fileCategories.id, trashTime: fileCategories.trashTime }).from(fileCategories).where(inArray(fileCategories.id, ids));
  for (const r of rows) {
    const trashTime = new Date(r.trashTime!.getTime() - days * 86_400_000);
    if (table === files) await t.database.db.update(files).set({ trashTime }).where(eq(files.id, r.id));
    else await t.database.db.update(fileCategories).set({ trashTime }).where(eq(fileCategories.id, r.id));
  }
};

describe('permission', () => {
  it('answers 403 to every drive call without app:file:view, and 401 without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/file/user/getByCondition'],
      ['POST', '/api/file/user/trash'],
      ['POST', '/api/file/user/collect'],
      ['POST', '/api/file/user/share'],
      ['POST', '/api/file/user/rename'],
      ['POST', '/api/file/user/copy'],
      ['POST', '/api/file/user/delete'],
      ['GET', '/api/file/user/clearTrash'],
      ['GET', '/api/fileCategory/getByCondition'],
      ['POST', '/api/fileCategory/add'],
      ['POST', '/api/fileCategory/edit'],
      ['POST', '/api/fileCategory/rename'],
      ['POST', '/api/fileCategory/collect'],
      ['POST', '/api/fileCategory/trash'],
      ['POST', '/api/fileCategory/moveByIds'],
      ['POST', '/api/fileCategory/delByIds'],
      ['GET', '/api/fileCategory/clearTrash'],
      ['GET', '/api/fileCategory/search?title=a'],
    ];
    for (const [method, url] of calls) {
      const res = await t.call({ method: method as 'GET' | 'POST', url, token: nobody.token, payload: method === 'POST' ? { id: '1' } : undefined });
      expect(res.code, `${method} ${url}`).toBe(403);
      expect((await t.call({ method: method as 'GET' | 'POST', url })).code, `${method} ${url} anonymous`).toBe(401);
    }
  });
});

describe('folders', () => {
  it('adds folders, refuses bad names and duplicates in one parent by naming the field, and lists the tree', async () => {
    const docs = await addFolder(alice, '  资料  ');
    expect(docs).toMatchObject({ title: '资料', parentId: '0', isParent: false, delFlag: 0, createBy: 'alicedrive', restDelTime: null });
    expect(docs.id).toMatch(/^\d{18,19}$/);
    const y2025 = await addFolder(alice, '2025', docs.id);
    await addFolder(alice, '2024', docs.id);
    await addFolder(alice, '照片');

    expect400(await post('/api/fileCategory/add', alice, { title: '资料' }), 'title');
    expect((await post('/api/fileCategory/add', alice, { title: '资料' }, 'en-US')).message).toContain('already exists');
    expect400(await post('/api/fileCategory/add', alice, { title: 'x'.repeat(101) }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: '   ' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, {}), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'a/b' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'a\\b' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'tab\there' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'invoice\u202egnp.exe' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'nul\u0000' }), 'title');
    expect400(await post('/api/fileCategory/add', alice, { title: 'ok', parentId: 'abc' }), 'parentId');
    expect400(await post('/api/fileCategory/add', alice, { title: 'ok', owner: 'x' }), 'owner');
    expect((await post('/api/fileCategory/add', alice, { title: 'ok', parentId: '123456789012345678' })).code).toBe(404);
    // The same name is fine in another parent, and for another user.
    expect((await post('/api/fileCategory/add', alice, `parentId=${y2025.id}&title=${encodeURIComponent('资料')}`)).code).toBe(200);
    expect((await post('/api/fileCategory/add', bob, { title: '资料' })).code).toBe(200);

    const roots = await myFolders(alice, 'parentId=0');
    expect(roots.map((f) => f.title)).toEqual(['资料', '照片']);
    expect(roots[0].isParent).toBe(true);
    expect((await myFolders(alice, `parentId=${docs.id}&sort=title&order=desc`)).map((f) => f.title)).toEqual(['2025', '2024']);
    expect400(await get('/api/fileCategory/getByCondition?sort=owner', alice), 'sort');

    const tree = (await get<FileCategoryNode[]>('/api/fileCategory/getByCondition?tree=1', alice)).result;
    expect(tree.map((n) => n.title)).toEqual(['资料', '照片']);
    expect(tree[0].children.map((n) => n.title)).toEqual(['2025', '2024']);
    expect(tree[0].children[0].children.map((n) => n.title)).toEqual(['资料']);
    expect(JSON.stringify(tree)).not.toContain('bobdrive');

    const found = (await get<FileCategoryView[]>(`/api/fileCategory/search?title=${encodeURIComponent('资')}`, alice)).result;
    expect(found.map((f) => f.title)).toEqual(['资料', '资料']);
    expect400(await get('/api/fileCategory/search', alice), 'title');
  });

  it('renames, edits and moves a folder, refusing a move under itself or its descendant', async () => {
    const a = await addFolder(alice, 'A');
    const b = await addFolder(alice, 'B', a.id);
    const c = await addFolder(alice, 'C', b.id);
    const other = await addFolder(alice, 'B');

    const renamed = await post<FileCategoryView>('/api/fileCategory/rename', alice, { id: other.id, newTitle: 'Other' });
    expect(renamed.result.title).toBe('Other');
    expect400(await post('/api/fileCategory/rename', alice, { id: other.id, newTitle: 'A' }), 'title');
    expect400(await post('/api/fileCategory/rename', alice, { id: other.id }), 'newTitle');
    expect400(await post('/api/fileCategory/rename', alice, { newTitle: 'x' }), 'id');
    expect((await post('/api/fileCategory/rename', alice, { id: '999999999999999999', newTitle: 'x' })).code).toBe(404);

    expect400(await post('/api/fileCategory/edit', alice, { id: a.id, title: 'A', parentId: c.id }), 'parentId');
    expect400(await post('/api/fileCategory/edit', alice, { id: a.id, title: 'A', parentId: a.id }), 'parentId');
    expect((await post('/api/fileCategory/edit', alice, { id: a.id, title: 'A', parentId: c.id }, 'en-US')).message).toContain('into itself');

    // A client posts back what it read; read-only fields are taken and ignored.
    const moved = await post<FileCategoryView>('/api/fileCategory/edit', alice, { ...c, title: 'C2', sortOrder: 5, parentId: other.id, restDelTime: null });
    expect(moved.code, moved.message).toBe(200);
    expect(moved.result).toMatchObject({ title: 'C2', sortOrder: 5, parentId: other.id });
    expect(await myFolders(alice, `parentId=${b.id}`)).toEqual([]);
    expect400(await post('/api/fileCategory/edit', alice, { id: c.id, title: 'C2', size: 1 }), 'size');
    expect400(await post('/api/fileCategory/edit', alice, { id: c.id, title: 'x'.repeat(101) }), 'title');

    const collected = await post<FileCategoryView>('/api/fileCategory/collect', alice, { id: a.id });
    expect(collected.result.isCollect).toBe(true);
    expect((await myFolders(alice, 'isCollect=true')).map((f) => f.id)).toEqual([a.id]);
    expect((await post<FileCategoryView>('/api/fileCategory/collect', alice, { id: a.id })).result.isCollect).toBe(false);
  });

  it('refuses a folder beyond the limit per user', async () => {
    const u = await h.userWith('davedrive', ['app:file:view']);
    const dave = { id: u.user.id, token: u.token };
    const rows = Array.from({ length: MAX_FOLDERS }, (_, i) => ({ id: t.app.files.newFileId(), title: `f${i}`, ownerId: dave.id, createBy: 'davedrive' }));
    for (let i = 0; i < rows.length; i += 1000) await t.database.db.insert(fileCategories).values(rows.slice(i, i + 1000));
    const res = await post('/api/fileCategory/add', dave, { title: 'one more' });
    expect(res.code).toBe(400);
    expect(res.message).toContain(String(MAX_FOLDERS));
    expect((await post('/api/fileCategory/add', alice, { title: 'one more' })).code).toBe(200);
  });
});

describe('files', () => {
  it('lists my files by folder, title, type and favourite; renames, copies and moves them', async () => {
    const box = await addFolder(alice, 'Box');
    const one = await addFile(alice, '计划.txt', box.id);
    const two = await addFile(alice, 'notes.txt');
    await addFile(bob, 'bob-secret.txt');

    const all = await myFiles(alice);
    expect(all.content.map((f) => f.title).sort()).toEqual(['notes.txt', '计划.txt']);
    expect(all.content[0]).toMatchObject({ createBy: 'alicedrive', nickname: 'alicedrive', restDelTime: null });
    expect((await myFiles(alice, `&categoryId=${box.id}`)).content.map((f) => f.id)).toEqual([one.id]);
    expect((await myFiles(alice, '&categoryId=0')).content.map((f) => f.id)).toEqual([two.id]);
    expect((await myFiles(alice, `&title=${encodeURIComponent('计划')}&type=text/`)).content.map((f) => f.id)).toEqual([one.id]);
    expect((await myFiles(alice, '&sort=title&order=asc')).content.map((f) => f.title)).toEqual(['notes.txt', '计划.txt']);
    expect400(await get('/api/file/user/getByCondition?sort=ownerId', alice), 'sort');
    expect400(await get('/api/file/user/getByCondition?delFlag=1', alice), 'delFlag');
    expect400(await get('/api/file/user/getByCondition?categoryId=x', alice), 'categoryId');

    const renamed = await post<FileView>('/api/file/user/rename', alice, { id: two.id, newTitle: '笔记.pdf' });
    expect(renamed.result.title).toBe('笔记.txt');
    expect400(await post('/api/file/user/rename', alice, { id: two.id, newTitle: 'a/b' }), 'newTitle');
    expect400(await post('/api/file/user/rename', alice, { id: two.id, newTitle: 'x'.repeat(101) }), 'newTitle');
    expect400(await post('/api/file/user/rename', alice, { newTitle: 'x' }), 'id');
    expect((await post('/api/file/user/rename', alice, { id: '123456789012345678', newTitle: 'x' })).code).toBe(404);

    expect((await post<FileView>('/api/file/user/collect', alice, { id: one.id })).result.isCollect).toBe(true);
    expect((await myFiles(alice, '&isCollect=true')).content.map((f) => f.id)).toEqual([one.id]);
    expect400(await post('/api/file/user/collect', alice, {}), 'id');

    const copy = await post<FileView>('/api/file/user/copy', alice, { id: one.id });
    expect(copy.code, copy.message).toBe(200);
    expect(copy.result).toMatchObject({ title: '计划.txt', categoryId: box.id, createBy: 'alicedrive' });
    expect(copy.result.fKey).not.toBe(one.fKey);
    const copied = await (await t.app.files.active()).get(copy.result.fKey);
    let text = '';
    for await (const chunk of copied.body) text += chunk;
    expect(text).toBe('content of 计划.txt');
    expect400(await post('/api/file/user/copy', alice, { id: '' }), 'id');

    expect((await post('/api/fileCategory/moveByIds', alice, `ids=${one.id},${copy.result.id}&categoryId=0`)).code).toBe(200);
    expect((await myFiles(alice, `&categoryId=${box.id}`)).totalElements).toBe(0);
    expect((await post('/api/fileCategory/moveByIds', alice, { ids: two.id, categoryId: box.id })).code).toBe(200);
    expect((await rowOf(two.id)).categoryId).toBe(box.id);
    expect400(await post('/api/fileCategory/moveByIds', alice, { categoryId: box.id }), 'ids');
    expect400(await post('/api/fileCategory/moveByIds', alice, { ids: 'x', categoryId: box.id }), 'ids');
    expect400(await post('/api/fileCategory/moveByIds', alice, { ids: two.id, categoryId: 'x' }), 'categoryId');
    expect((await post('/api/fileCategory/moveByIds', alice, { ids: two.id, categoryId: '123456789012345678' })).code).toBe(404);
  });

  it('puts files in the trash and back, with the days left, and deletes them for good with their objects', async () => {
    const folder = await addFolder(alice, 'Trashy');
    const f1 = await addFile(alice, 'one.txt', folder.id);
    const f2 = await addFile(alice, 'two.txt');
    expect((await post('/api/file/user/trash', alice, { ids: `${f1.id},${f2.id}` })).code).toBe(200);
    expect((await myFiles(alice)).content.map((f) => f.id)).not.toContain(f1.id);
    const trashed = await myFiles(alice, '&delFlag=2');
    expect(trashed.content.map((f) => f.id).sort()).toEqual([f1.id, f2.id].sort());
    expect(trashed.content.every((f) => f.restDelTime === 30 && f.delFlag === 2)).toBe(true);
    await age(files, [f1.id], 10.5);
    expect((await myFiles(alice, '&delFlag=2')).content.find((f) => f.id === f1.id)!.restDelTime).toBe(20);

    // Back into its folder; a file whose folder went to the trash comes back to the root.
    expect((await post('/api/file/user/trash', alice, { ids: f1.id })).code).toBe(200);
    expect(await rowOf(f1.id)).toMatchObject({ delFlag: 0, trashTime: null, categoryId: folder.id });
    expect((await post('/api/file/user/trash', alice, { ids: f1.id })).code).toBe(200);
    expect((await post('/api/fileCategory/trash', alice, { id: folder.id })).code).toBe(200);
    expect((await post('/api/file/user/trash', alice, { ids: f1.id })).code).toBe(200);
    expect(await rowOf(f1.id)).toMatchObject({ delFlag: 0, categoryId: null });
    // A trashed file cannot be moved.
    expect((await post('/api/fileCategory/moveByIds', alice, { ids: f2.id, categoryId: '0' })).code).toBe(404);

    expect400(await post('/api/file/user/trash', alice, {}), 'ids');
    expect400(await post('/api/file/user/delete', alice, { ids: '1,x' }), 'ids');
    expect((await post('/api/file/user/delete', alice, { ids: '123456789012345678' })).code).toBe(404);
    expect((await post('/api/file/user/delete', alice, { ids: `${f1.id},${f2.id}` })).code).toBe(200);
    expect(await rowOf(f1.id)).toBeUndefined();
    await objectGone(f1.location, f1.fKey);
    await objectGone(f2.location, f2.fKey);
  });
});

describe('sharing', () => {
  it("shares my file by a plain link and makes it private again; not another user's, not from the trash", async () => {
    const row = await addFile(alice, 'share-me.txt');
    const plain = `/api/file/view/${row.id}`;
    expect((await t.app.inject({ method: 'GET', url: plain })).json().code).toBe(403);
    const shared = await post<FileView>('/api/file/user/share', alice, 'id=' + row.id + '&shared=true');
    expect(shared.code, shared.message).toBe(200);
    expect(shared.result).toMatchObject({ shared: true, url: `${plain}?shared=1` });
    const open = await t.app.inject({ method: 'GET', url: shared.result.url });
    expect([open.statusCode, open.body]).toEqual([200, 'content of share-me.txt']);
    expect((await post('/api/file/user/share', bob, { id: row.id, shared: false })).code).toBe(404);
    expect((await rowOf(row.id)).shared).toBe(true);
    expect400(await post('/api/file/user/share', alice, { id: row.id, shared: 'perhaps' }), 'shared');
    // In the trash the plain link stops working, and it cannot be shared from there.
    await post('/api/file/user/trash', alice, { ids: row.id });
    expect((await t.app.inject({ method: 'GET', url: plain })).json().code).toBe(404);
    expect400(await post('/api/file/user/share', alice, { id: row.id, shared: true }), 'id');
    await post('/api/file/user/trash', alice, { ids: row.id });
    const unshared = await post<FileView>('/api/file/user/share', alice, { id: row.id, shared: false });
    expect(unshared.result.shared).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: plain })).json().code).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: unshared.result.url })).body).toBe('content of share-me.txt');
  });
});

describe('isolation', () => {
  it("one user cannot list, rename, copy, collect, move, trash or delete another user's files or folders: 404 as if absent", async () => {
    const secretFolder = await addFolder(alice, 'Private');
    const secret = await addFile(alice, 'diary.txt', secretFolder.id);
    const bobFolder = await addFolder(bob, 'Bob box');
    const bobFile = await addFile(bob, 'mine.txt');

    expect((await myFiles(bob)).content.map((f) => f.id)).not.toContain(secret.id);
    expect((await myFiles(bob, `&categoryId=${secretFolder.id}`)).totalElements).toBe(0);
    expect(await myFolders(bob, `parentId=${secretFolder.id}`)).toEqual([]);
    expect(JSON.stringify((await get('/api/fileCategory/getByCondition?tree=1', bob)).result)).not.toContain(secretFolder.id);
    expect((await get<FileCategoryView[]>('/api/fileCategory/search?title=Private', bob)).result).toEqual([]);

    const refused = [
      await post('/api/file/user/rename', bob, { id: secret.id, newTitle: 'mine' }),
      await post('/api/file/user/copy', bob, { id: secret.id }),
      await post('/api/file/user/collect', bob, { id: secret.id }),
      await post('/api/file/user/trash', bob, { ids: secret.id }),
      await post('/api/file/user/trash', bob, { ids: `${bobFile.id},${secret.id}` }),
      await post('/api/file/user/delete', bob, { ids: secret.id }),
      await post('/api/fileCategory/moveByIds', bob, { ids: secret.id, categoryId: bobFolder.id }),
      await post('/api/fileCategory/moveByIds', bob, { ids: bobFile.id, categoryId: secretFolder.id }),
      await post('/api/fileCategory/add', bob, { parentId: secretFolder.id, title: 'intruder' }),
      await post('/api/fileCategory/edit', bob, { id: secretFolder.id, title: 'x' }),
      await post('/api/fileCategory/edit', bob, { id: bobFolder.id, title: 'x', parentId: secretFolder.id }),
      await post('/api/fileCategory/rename', bob, { id: secretFolder.id, newTitle: 'x' }),
      await post('/api/fileCategory/collect', bob, { id: secretFolder.id }),
      await post('/api/fileCategory/trash', bob, { id: secretFolder.id }),
      await post('/api/fileCategory/delByIds', bob, { ids: secretFolder.id }),
    ];
    for (const res of refused) expect(res.code, res.message).toBe(404);
    // Nothing changed, not even bob's own file named beside alice's.
    expect(await rowOf(secret.id)).toMatchObject({ title: 'diary.txt', delFlag: 0, isCollect: false, categoryId: secretFolder.id, ownerId: alice.id });
    expect(await rowOf(bobFile.id)).toMatchObject({ delFlag: 0, categoryId: null });
    expect(await folderRow(secretFolder.id)).toMatchObject({ title: 'Private', delFlag: 0, isCollect: false });
    expect(await myFolders(alice, `parentId=${secretFolder.id}`)).toEqual([]);
  });
});

describe('folder trash', () => {
  it("takes a folder's sub-folders and files with it and brings back exactly those; delByIds trashes first, deletes for good from the trash", async () => {
    const top = await addFolder(alice, 'Top');
    const sub = await addFolder(alice, 'Sub', top.id);
    const inTop = await addFile(alice, 'top.txt', top.id);
    const inSub = await addFile(alice, 'sub.txt', sub.id);
    const earlier = await addFile(alice, 'earlier.txt', sub.id);
    await post('/api/file/user/trash', alice, { ids: earlier.id });

    const trashed = await post<FileCategoryView>('/api/fileCategory/trash', alice, { id: top.id });
    expect(trashed.result).toMatchObject({ delFlag: 2, restDelTime: 30 });
    expect((await folderRow(sub.id)).delFlag).toBe(2);
    expect((await rowOf(inTop.id)).delFlag).toBe(2);
    expect((await rowOf(inSub.id)).delFlag).toBe(2);
    expect((await myFiles(alice)).content.map((f) => f.id)).not.toContain(inSub.id);
    expect((await get<FileCategoryNode[]>('/api/fileCategory/getByCondition?tree=1', alice)).result.map((n) => n.id)).not.toContain(top.id);
    // The trash shows the folder, not what is inside it; inside, its contents can be listed.
    const trashFolders = await myFolders(alice, 'delFlag=2');
    expect(trashFolders.map((f) => f.id)).toContain(top.id);
    expect(trashFolders.map((f) => f.id)).not.toContain(sub.id);
    expect(trashFolders.find((f) => f.id === top.id)!.isParent).toBe(true);
    const trashFiles = (await myFiles(alice, '&delFlag=2')).content.map((f) => f.id);
    expect(trashFiles).not.toContain(inTop.id);
    expect((await myFiles(alice, `&delFlag=2&categoryId=${sub.id}`)).content.map((f) => f.id).sort()).toEqual([inSub.id, earlier.id].sort());

    // A new live folder took the name meanwhile: the restored one is renamed.
    await addFolder(alice, 'Top');
    const restored = await post<FileCategoryView>('/api/fileCategory/trash', alice, { id: top.id });
    expect(restored.result).toMatchObject({ delFlag: 0, title: 'Top (2)', restDelTime: null });
    expect((await folderRow(sub.id)).delFlag).toBe(0);
    expect((await rowOf(inTop.id)).delFlag).toBe(0);
    expect((await rowOf(inSub.id)).delFlag).toBe(0);
    expect((await rowOf(earlier.id)).delFlag).toBe(2);

    // delByIds: first to the trash …
    expect((await post('/api/fileCategory/delByIds', alice, { ids: `${top.id},${sub.id}` })).code).toBe(200);
    expect(await folderRow(top.id)).toMatchObject({ delFlag: 2 });
    expect(await rowOf(inSub.id)).toMatchObject({ delFlag: 2 });
    // … then, from the trash, for good: folders, files and objects.
    expect((await post('/api/fileCategory/delByIds', alice, { ids: top.id })).code).toBe(200);
    expect(await folderRow(top.id)).toBeUndefined();
    expect(await folderRow(sub.id)).toBeUndefined();
    for (const f of [inTop, inSub, earlier]) {
      expect(await rowOf(f.id)).toBeUndefined();
      await objectGone(f.location, f.fKey);
    }
    expect400(await post('/api/fileCategory/delByIds', alice, {}), 'ids');
    expect400(await post('/api/fileCategory/trash', alice, { id: 'x' }), 'id');
    expect((await post('/api/fileCategory/trash', alice, { id: '123456789012345678' })).code).toBe(404);
  });

  it('a sub-folder trashed on its own stays there when its parent comes back; restored while its parent is trashed, it lands in the root', async () => {
    const parent = await addFolder(alice, 'Parent');
    const alone = await addFolder(alice, 'Alone', parent.id);
    const inAlone = await addFile(alice, 'alone.txt', alone.id);
    await post('/api/fileCategory/trash', alice, { id: alone.id });
    await post('/api/fileCategory/trash', alice, { id: parent.id });
    expect((await myFolders(alice, 'delFlag=2')).map((f) => f.id)).not.toContain(alone.id);

    expect((await post<FileCategoryView>('/api/fileCategory/trash', alice, { id: parent.id })).result.delFlag).toBe(0);
    expect(await folderRow(alone.id)).toMatchObject({ delFlag: 2, parentId: parent.id });
    expect((await myFolders(alice, 'delFlag=2')).map((f) => f.id)).toContain(alone.id);

    await post('/api/fileCategory/trash', alice, { id: parent.id });
    const back = await post<FileCategoryView>('/api/fileCategory/trash', alice, { id: alone.id });
    expect(back.result).toMatchObject({ delFlag: 0, parentId: '0' });
    expect(await rowOf(inAlone.id)).toMatchObject({ delFlag: 0, categoryId: alone.id });
  });

  it("clearTrash empties only the caller's trash and removes the objects", async () => {
    await get('/api/file/user/clearTrash', alice);
    await get('/api/file/user/clearTrash', bob);
    const folder = await addFolder(alice, 'ToClear');
    const inside = await addFile(alice, 'inside.txt', folder.id);
    const loose = await addFile(alice, 'loose.txt');
    const kept = await addFile(alice, 'kept.txt');
    const bobs = await addFile(bob, 'bobs.txt');
    await post('/api/fileCategory/trash', alice, { id: folder.id });
    await post('/api/file/user/trash', alice, { ids: loose.id });
    await post('/api/file/user/trash', bob, { ids: bobs.id });

    const cleared = await get<{ files: number; folders: number }>('/api/fileCategory/clearTrash', alice);
    expect(cleared.result).toEqual({ files: 2, folders: 1 });
    expect(await folderRow(folder.id)).toBeUndefined();
    for (const f of [inside, loose]) {
      expect(await rowOf(f.id)).toBeUndefined();
      await objectGone(f.location, f.fKey);
    }
    expect(await rowOf(kept.id)).toMatchObject({ delFlag: 0 });
    expect(await rowOf(bobs.id)).toMatchObject({ delFlag: 2 });
    await (await t.app.files.at(bobs.location)).get(bobs.fKey);
    expect((await get<{ files: number }>('/api/file/user/clearTrash', bob)).result.files).toBe(1);
    await objectGone(bobs.location, bobs.fKey);
  });

  it('the sweep empties what has been in the trash longer than trashDays, for every user, and nothing else', async () => {
    const old = await addFolder(alice, 'Old');
    const oldInside = await addFile(alice, 'old-inside.txt', old.id);
    const oldFile = await addFile(bob, 'old.txt');
    const fresh = await addFile(alice, 'fresh.txt');
    const live = await addFile(alice, 'live.txt');
    await post('/api/fileCategory/trash', alice, { id: old.id });
    await post('/api/file/user/trash', bob, { ids: oldFile.id });
    await post('/api/file/user/trash', alice, { ids: fresh.id });
    await age(fileCategories, [old.id], 31);
    await age(files, [oldInside.id, oldFile.id], 31);
    await age(files, [fresh.id], 29);
    expect((await myFiles(alice, '&delFlag=2')).content.find((f) => f.id === fresh.id)!.restDelTime).toBe(1);

    // The sweep runs as the file.trash-empty job (定时任务), here through "run now".
    const run = await runJobNow(t, admin, 'file.trash-empty');
    expect(run).toMatchObject({ outcome: 'ok', result: { files: 2, folders: 1 } });
    expect(await folderRow(old.id)).toBeUndefined();
    expect(await rowOf(oldInside.id)).toBeUndefined();
    expect(await rowOf(oldFile.id)).toBeUndefined();
    await objectGone(oldInside.location, oldInside.fKey);
    await objectGone(oldFile.location, oldFile.fKey);
    expect(await rowOf(fresh.id)).toMatchObject({ delFlag: 2 });
    expect(await rowOf(live.id)).toMatchObject({ delFlag: 0 });
  });
});

describe('objects in an S3 bucket', () => {
  it('copies and deletes for good through the bucket', async () => {
    await get('/api/file/user/clearTrash', alice);
    await t.app.settings.write('oss', ossOf('s3'));
    try {
      const f = await addFile(alice, 's3.txt');
      expect(f.location).toBe('s3');
      const copy = await post<FileView>('/api/file/user/copy', alice, { id: f.id });
      expect(copy.code, copy.message).toBe(200);
      expect(fs.readdirSync(s3.dir, { recursive: true }).some((p) => String(p).includes(copy.result.fKey.split('/').pop()!.split('.')[0]))).toBe(true);
      await post('/api/file/user/trash', alice, { ids: `${f.id},${copy.result.id}` });
      expect((await get<{ files: number }>('/api/file/user/clearTrash', alice)).result.files).toBe(2);
      await objectGone('s3', f.fKey);
      await objectGone('s3', copy.result.fKey);
    } finally {
      await t.app.settings.write('oss', ossOf('local'));
    }
  });
});
