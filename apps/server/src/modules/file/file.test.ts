import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileView, Page } from '@zhiyuan/shared';
import { fileCategories, files } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import type { OssSetting } from '../settings/store.ts';
import { checkStorage, StorageNotFound, storageFor, storageKey } from './storage.ts';
import { S3RVER_KEY, startS3 } from './test-s3.ts';
import { cleanTitle, UPLOADS_PER_MINUTE } from './upload.ts';
import { contentDisposition, parseRange } from './view.ts';

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

let s3: Awaited<ReturnType<typeof startS3>>;
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-files-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(localDir, { recursive: true, force: true });
});

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
    prefix: 'zy/',
  },
});
const setOther = (patch: Record<string, unknown>) =>
  t.app.settings.write('other', {
    siteName: '志愿通',
    icp: '',
    domain: '',
    adminDomain: '',
    uploadMaxMb: 10,
    uploadKinds: ['image', 'pdf', 'video', 'office'],
    trashDays: 30,
    codeSendsPerHour: 600,
    ...patch,
  });

/** A multipart body: fields first, then the file (or only fields). */
function multipart(file: { name: string; content: Buffer; type?: string; field?: string } | null, fields: Record<string, string> = {}) {
  const boundary = '----zy-file-test';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}, lang?: string) => {
  const body = multipart(file, fields);
  return t.call<FileView>({
    method: 'POST',
    url: '/api/upload/file?detail=1',
    token,
    payload: body.payload,
    headers: { ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
  });
};
const fetchUrl = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const exe = () => Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]), Buffer.alloc(400, 1)]);

describe('file names, ranges and dispositions', () => {
  it('cleans names: path parts, control characters, NUL, lone surrogates and bidi overrides go; the real extension is kept; at most 100 characters', () => {
    expect(cleanTitle('../../etc/pass\u0000wd.png', 'png')).toBe('passwd.png');
    expect(cleanTitle('C:\\Users\\me\\照片 1.PNG', 'png')).toBe('照片 1.png');
    expect(cleanTitle('invoice\u202egnp.exe', 'pdf')).toBe('invoicegnp.pdf');
    expect(cleanTitle('bad\ud800name.jpg', 'jpg')).toBe('badname.jpg');
    expect(cleanTitle('   ', 'pdf')).toBe('file.pdf');
    expect(cleanTitle('.hidden', 'txt')).toBe('hidden.txt');
    const long = cleanTitle(`${'长'.repeat(150)}.docx`, 'docx');
    expect([...long].length).toBe(100);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('reads one byte range and refuses what cannot be served', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('bad');
    expect(parseRange('bytes=9-3', 100)).toBe('bad');
    expect(parseRange('items=0-1', 100)).toBe('bad');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });

  it('writes the title into Content-Disposition as RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', '志愿 "表".pdf')).toBe(
      `attachment; filename="__ ___.pdf"; filename*=UTF-8''%E5%BF%97%E6%84%BF%20%22%E8%A1%A8%22.pdf`,
    );
  });
});

describe('checkStorage against a real S3 server and a local folder', () => {
  // The tests allow loopback explicitly: s3rver listens on 127.0.0.1.
  const config = (extra: Record<string, string> = {}) => ({
    FILES_DIR: localDir,
    PGLITE_DIR: '/nonexistent/pglite',
    LOCAL_STORAGE_ROOT: undefined,
    CHECK_ALLOW_ADDRESSES: 'loopback',
    ...extra,
  });
  it('says ok for good keys and an existing bucket, and leaves no probe behind', async () => {
    expect(await checkStorage(ossOf('s3'), config())).toEqual({ ok: true });
    expect(await checkStorage(ossOf('local'), config())).toEqual({ ok: true });
    expect(fs.readdirSync(localDir).filter((f) => f.startsWith('.probe'))).toEqual([]);
  });

  it('names the failure: a wrong key, a missing bucket, an unreachable endpoint, an incomplete setting, a refused folder', async () => {
    const s = ossOf('s3');
    // s3rver checks the access key (not a V4 signature), so the wrong credential here is the key.
    const denied = await checkStorage({ ...s, s3: { ...s.s3, accessKey: 'WRONG-KEY' } }, config());
    expect(denied).toEqual({ ok: false, reason: 'storageDenied' });
    expect(await checkStorage({ ...s, s3: { ...s.s3, bucket: 'no-such-bucket' } }, config())).toEqual({ ok: false, reason: 'storageNoBucket' });
    expect(await checkStorage({ ...s, s3: { ...s.s3, endpoint: 'http://127.0.0.1:1' } }, config())).toEqual({ ok: false, reason: 'storageUnreachable' });
    expect(await checkStorage({ ...s, s3: { ...s.s3, secretKey: '' } }, config())).toEqual({
      ok: false,
      reason: 'storageIncomplete',
      params: { fields: 'secretKey' },
    });
    expect(await checkStorage(s, config({ CHECK_ALLOW_ADDRESSES: '' }))).toEqual({
      ok: false,
      reason: 'checkAddressRefused',
      params: { host: new URL(s3.endpoint).host },
    });
    const file = path.join(localDir, 'plain-file');
    fs.writeFileSync(file, 'x');
    expect(await checkStorage({ ...ossOf('local'), local: { dir: path.join(file, 'below') } }, config())).toEqual({ ok: false, reason: 'storageDirRefused' });
    fs.rmSync(file);
  });
});

describe('the stores take only keys they made', () => {
  it.each(['local', 's3'] as const)('%s: refuses path traversal and foreign keys; a missing key is StorageNotFound', async (provider) => {
    const store = storageFor(ossOf(provider), { localDir });
    for (const key of ['../outside.png', '/etc/passwd', '2025/01/../../x.png', '2025/01/abc.png', `2025/01/${'a'.repeat(32)}.png/../../x`, '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/refused storage key/);
      await expect(store.get(key), key).rejects.toThrow(/refused storage key/);
    }
    const key = storageKey('png');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFound);
    await store.put(key, Buffer.from('0123456789'), 'image/png');
    const { body, size } = await store.get(key, { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Buffer));
    expect([Buffer.concat(chunks).toString(), size]).toEqual(['234', 10]);
    await store.delete([key, storageKey('png')]);
    await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFound);
  });
});

// The same tests for each store: the local folder and the S3 server.
describe.each(['local', 's3'] as const)('files on the %s store', (provider) => {
  let student: { id: string; token: string };
  let other: { id: string; token: string };
  let weakAdmin: string;
  beforeAll(async () => {
    await t.app.settings.write('oss', ossOf(provider));
    await setOther({});
    const drive = ['app:file:view', 'app:file:upload'];
    const a = await h.userWith(`fstu${provider}`, drive);
    const b = await h.userWith(`foth${provider}`, drive);
    student = { id: a.user.id, token: a.token };
    other = { id: b.user.id, token: b.token };
    weakAdmin = (await h.userWith(`fadm${provider}`, ['sys:file:view', 'sys:file:edit', 'sys:file:delete', ...drive])).token;
  });
  const rowOf = async (id: string) => (await t.app.db.select().from(files).where(eq(files.id, id)))[0];
  const stored = async (key: string) => {
    const store = await t.app.files.at(provider);
    const { body } = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Buffer));
    return Buffer.concat(chunks);
  };

  it("removes a photo's EXIF (GPS, owner) before storing it, upright; a clean image is kept byte for byte", async () => {
    // A phone photo lying on its side, with the owner's name and a position in its EXIF.
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Zhang San' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    // Another user than the other tests' student, whose files they count.
    const f = (await upload(other.token, { name: 'IMG_0001.jpg', content: photo, type: 'image/jpeg' })).result;
    const kept = await stored(f.fKey);
    const meta = await sharp(kept).metadata();
    expect(meta.exif).toBeUndefined();
    expect(kept.includes(Buffer.from('Zhang San'))).toBe(false);
    expect([meta.width, meta.height, f.width, f.height]).toEqual([200, 300, 200, 300]);
    expect(f.size).toBe(kept.length);
  });

  it('uploads an image as multipart: type by content, cleaned name, size, thumbnail, signed view URLs, random id', async () => {
    const content = await png();
    const res = await upload(student.token, { name: '../我的照片.jpeg', content, type: 'image/jpeg' });
    expect(res.code, res.message).toBe(200);
    const f = res.result;
    expect(f).toMatchObject({
      title: '我的照片.png',
      type: 'image/png',
      size: content.length,
      width: 600,
      height: 400,
      location: provider,
      delFlag: 0,
      shared: false,
      createBy: `fstu${provider}`,
      nickname: `fstu${provider}`,
      restDelTime: null,
    });
    expect(f.id).toMatch(/^\d{18,19}$/);
    expect(f.fKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(f.url).toMatch(new RegExp(`^/api/file/view/${f.id}\\?e=\\d+&s=[\\w-]+$`));
    expect((await stored(f.fKey)).equals(content)).toBe(true);
    // Where the object really is: under the prefix in the bucket, or in the folder.
    if (provider === 's3') expect(fs.readFileSync(path.join(s3.dir, s3.bucket, 'zy', `${f.fKey}._S3rver_object`)).equals(content)).toBe(true);
    else expect(fs.readFileSync(path.join(localDir, f.fKey)).equals(content)).toBe(true);

    const view = await fetchUrl(f.url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.headers['content-disposition']).toMatch(/^inline; /);
    expect(view.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(view.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(view.rawPayload.equals(content)).toBe(true);

    const thumb = await fetchUrl(f.thumbUrl!);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 240, 160]);
  });

  it("uploads base64 (a data URL, form-encoded or JSON) into the caller's folder", async () => {
    const folder = newId();
    await t.app.db.insert(fileCategories).values({ id: folder, title: '资料', ownerId: student.id, createBy: `fstu${provider}` });
    const data = `data:application/pdf;base64,${pdf().toString('base64')}`;
    const res = await t.call<FileView>({
      method: 'POST',
      url: '/api/upload/file?detail=1',
      token: student.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ base64: data, categoryId: folder, title: '招生简章' }).toString(),
    });
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ title: '招生简章.pdf', type: 'application/pdf', categoryId: folder, thumbUrl: null, width: null });
    const json = await t.call<FileView>({
      method: 'POST',
      url: '/api/upload/file?detail=1',
      token: student.token,
      payload: { base64: (await png(20, 10)).toString('base64') },
    });
    expect(json.code, json.message).toBe(200);
    expect(json.result).toMatchObject({ title: 'upload.png', width: 20, height: 10, categoryId: null });
    // Multipart with the folder as a field.
    const multi = await upload(student.token, { name: 'a.pdf', content: pdf() }, { categoryId: folder, title: '简章 2' });
    expect(multi.result).toMatchObject({ categoryId: folder, title: '简章 2.pdf' });
  });

  it('refuses a renamed executable, an unknown type, a corrupt image and a file over the limit, naming the field', async () => {
    const renamed = await upload(student.token, { name: 'photo.png', content: exe(), type: 'image/png' });
    expect(renamed.code).toBe(400);
    expect(renamed.message).toBe('参数 file 不正确：不支持的文件类型（exe (application/x-msdownload)），允许：image, pdf, video, office');
    const en = await upload(student.token, { name: 'photo.png', content: exe() }, {}, 'en-US');
    expect(en.message).toContain('file');
    expect(en.message).toContain('not allowed (exe');
    const text = await upload(student.token, { name: 'notes.txt', content: Buffer.from('hello 志愿') });
    expect(text.message).toContain('（unknown）');
    const corrupt = await upload(student.token, { name: 'x.png', content: Buffer.concat([(await png()).subarray(0, 60), Buffer.alloc(500, 7)]) });
    expect(corrupt).toMatchObject({ code: 400, message: '参数 file 不正确：图片已损坏或无法读取' });

    await setOther({ uploadMaxMb: 1 });
    const big = await upload(student.token, { name: 'big.pdf', content: Buffer.concat([pdf(), Buffer.alloc(1_100_000, 0x20)]) });
    expect(big).toMatchObject({ code: 400, message: '参数 file 不正确：文件不能超过 1 MB' });
    const bigBase64 = await t.call({
      method: 'POST',
      url: '/api/upload/file?detail=1',
      token: student.token,
      payload: { base64: Buffer.concat([pdf(), Buffer.alloc(1_100_000, 0x20)]).toString('base64') },
    });
    expect(bigBase64).toMatchObject({ code: 400, message: '参数 base64 不正确：文件不能超过 1 MB' });
    await setOther({});
    // Nothing refused was stored.
    const rows = await t.app.db.select().from(files).where(eq(files.ownerId, student.id));
    expect(rows.map((r) => r.type).sort()).toEqual(['application/pdf', 'application/pdf', 'image/png', 'image/png']);
  });

  it('takes text (valid UTF-8 without NUL) only when the text kind is allowed', async () => {
    await setOther({ uploadKinds: ['text'] });
    const md = await upload(student.token, { name: 'notes.md', content: Buffer.from('# 笔记\n志愿 1\n') });
    expect(md.code, md.message).toBe(200);
    expect(md.result).toMatchObject({ title: 'notes.md', type: 'text/markdown; charset=utf-8' });
    const served = await fetchUrl(md.result.url);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await upload(student.token, { name: 'x.txt', content: Buffer.from([0x68, 0x00, 0x69]) })).code).toBe(400);
    expect((await upload(student.token, { name: 'x.txt', content: Buffer.from([0xc3, 0x28, 0x41]) })).code).toBe(400);
    expect((await upload(student.token, { name: 'x.html', content: Buffer.from('<script>alert(1)</script>') })).result.type).toBe('text/plain; charset=utf-8');
    await setOther({});
  });

  it('refuses bad upload input naming the field, and callers without the upload permission', async () => {
    const cases: [ReturnType<typeof upload>, string][] = [
      [upload(student.token, null), 'file'],
      [upload(student.token, { name: 'a.png', content: await png(), field: 'avatar' }), 'avatar'],
      [upload(student.token, { name: 'a.pdf', content: pdf() }, { categoryId: 'abc' }), 'categoryId'],
      [upload(student.token, { name: 'a.pdf', content: pdf() }, { folder: '1' }), 'folder'],
      [upload(student.token, { name: 'a.pdf', content: Buffer.alloc(0) }), 'file'],
      [t.call({ method: 'POST', url: '/api/upload/file?detail=1', token: student.token, payload: { base64: '***' } }), 'base64'],
      [t.call({ method: 'POST', url: '/api/upload/file?detail=1', token: student.token, payload: { base64: 'aGk=', owner: 'x' } }), 'owner'],
      [t.call({ method: 'POST', url: '/api/upload/file?detail=1', token: student.token, payload: {} }), 'base64'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.code, `${field}: ${res.message}`).toBe(400);
      expect(res.message).toContain(field);
    }
    // Another user's folder, or one in the trash.
    const theirs = newId();
    await t.app.db.insert(fileCategories).values({ id: theirs, title: 'theirs', ownerId: other.id });
    const trashed = newId();
    await t.app.db.insert(fileCategories).values({ id: trashed, title: 'old', ownerId: student.id, delFlag: 2, trashTime: new Date() });
    for (const id of [theirs, trashed]) {
      const res = await upload(student.token, { name: 'a.pdf', content: pdf() }, { categoryId: id });
      expect(res).toMatchObject({ code: 400, message: '参数 categoryId 不正确：文件夹不存在或在回收站中' });
    }
    const none = (await h.userWith(`fnone${provider}`, [])).token;
    expect((await upload(none, { name: 'a.pdf', content: pdf() })).code).toBe(403);
    expect((await upload('', { name: 'a.pdf', content: pdf() })).code).toBe(401);
  });

  it('serves a private file only with its own, unexpired signature; shared files without one; from the trash only by a signed link', async () => {
    const mine = (await upload(student.token, { name: 'private.pdf', content: pdf() })).result;
    const theirs = (await upload(other.token, { name: 'theirs.pdf', content: pdf() })).result;
    const base = `/api/file/view/${mine.id}`;
    expect((await fetchUrl(base)).json()).toMatchObject({ code: 403 });
    expect((await fetchUrl(`${base}?e=9999999999&s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)).json()).toMatchObject({ code: 403 });
    // The signature of another file does not open this one.
    const sig = new URL(theirs.url, 'http://x').search;
    expect((await fetchUrl(`${base}${sig}`)).json()).toMatchObject({ code: 403, message: '文件链接无效或已过期' });
    // A thumbnail link does not open the file itself.
    const img = (await upload(student.token, { name: 'p.png', content: await png() })).result;
    expect((await fetchUrl(img.thumbUrl!.replace('thumb=1&', ''))).json()).toMatchObject({ code: 403 });
    // An expired link: signed 4 hours ago.
    const row = await rowOf(mine.id);
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now - 4 * 3_600_000);
    const old = t.app.files.urlOf(row);
    spy.mockRestore();
    expect((await fetchUrl(old)).json()).toMatchObject({ code: 403 });
    expect((await fetchUrl('/api/file/view/123456789012345678')).json()).toMatchObject({ code: 404 });
    expect((await fetchUrl('/api/file/view/abc')).json()).toMatchObject({ code: 400 });

    await t.app.db.update(files).set({ shared: true }).where(eq(files.id, mine.id));
    const shared = t.app.files.view(await rowOf(mine.id), '', 30);
    expect(shared.url).toBe(`${base}?shared=1`);
    expect((await fetchUrl(base)).statusCode).toBe(200);
    expect((await fetchUrl(`${shared.url}&download=1`)).headers['content-disposition']).toMatch(/^attachment; /);

    await t.app.db.update(files).set({ delFlag: 2, trashTime: new Date() }).where(eq(files.id, mine.id));
    expect((await fetchUrl(base)).json()).toMatchObject({ code: 404, message: '文件在回收站中' });
    // The owner's trash list still shows it: its signed link opens it.
    const inTrash = t.app.files.view(await rowOf(mine.id), '', 30);
    expect((await fetchUrl(inTrash.url)).statusCode).toBe(200);
    expect(t.app.files.view(await rowOf(mine.id), '', 7).restDelTime).toBe(7);
  });

  it('downloads under the title, and answers byte ranges with 206', async () => {
    const content = pdf();
    const f = (await upload(student.token, { name: '2025 招生计划.pdf', content })).result;
    const inline = await fetchUrl(f.url);
    expect(inline.headers['content-disposition']).toBe(`inline; filename="2025 ____.pdf"; filename*=UTF-8''2025%20%E6%8B%9B%E7%94%9F%E8%AE%A1%E5%88%92.pdf`);
    const download = await fetchUrl(`${f.url}&download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="2025 ____.pdf"; filename\*=UTF-8''2025%20/);
    expect(download.headers['content-length']).toBe(String(content.length));

    const part = await fetchUrl(f.url, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${content.length}`);
    expect(part.rawPayload.toString()).toBe('%PDF-1.4');
    const tail = await fetchUrl(f.url, { range: 'bytes=-6' });
    expect(tail.rawPayload.toString()).toBe('%EOF\n'.padStart(6, '%'));
    const bad = await fetchUrl(f.url, { range: `bytes=${content.length}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${content.length}`);
  });

  it("lists every user's files for sys:file:view with filters and nicknames; others get 403", async () => {
    const page = await h.get<Page<FileView>>(`/api/file/getByCondition?createBy=fstu${provider}&type=image/&location=${provider}&pageSize=100`);
    expect(page.code, page.message).toBe(200);
    expect(page.result.content.length).toBeGreaterThan(0);
    expect(
      page.result.content.every(
        (f) => f.type.startsWith('image/') && f.createBy === `fstu${provider}` && f.nickname === `fstu${provider}` && f.location === provider,
      ),
    ).toBe(true);
    const byTitle = await h.get<Page<FileView>>(`/api/file/getByCondition?title=${encodeURIComponent('招生')}&sort=size&order=asc`);
    expect(byTitle.result.content.map((f) => f.title)).toEqual(expect.arrayContaining(['2025 招生计划.pdf']));
    const trash = await h.get<Page<FileView>>(`/api/file/getByCondition?delFlag=2&createBy=fstu${provider}`);
    expect(trash.result.content.map((f) => f.title)).toEqual(['private.pdf']);
    expect(trash.result.content[0].restDelTime).toBe(30);
    expect((await h.get<Page<FileView>>('/api/file/getByCondition?endDate=2000-01-01')).result.totalElements).toBe(0);

    for (const [query, field] of [
      ['delFlag=5', 'delFlag'],
      ['location=ftp', 'location'],
      ['sort=password', 'sort'],
      ['sort=toString', 'sort'],
      ['categoryId=x', 'categoryId'],
      ['startDate=2025-02-30', 'startDate'],
    ]) {
      const res = await h.get(`/api/file/getByCondition?${query}`);
      expect(res.code, query).toBe(400);
      expect(res.message).toContain(field);
    }
    expect((await h.get('/api/file/getByCondition', student.token)).code).toBe(403);
  });

  it('renames, copies and deletes for good with sys:file:edit / sys:file:delete; objects go with the rows', async () => {
    const f = (await upload(student.token, { name: 'a.png', content: await png() })).result;
    const renamed = await h.post<FileView>('/api/file/rename', { id: f.id, newTitle: '../新名字.exe' });
    expect(renamed.code, renamed.message).toBe(200);
    expect(renamed.result.title).toBe('新名字.png');
    expect(renamed.result.fKey).toBe(f.fKey);

    const copy = await h.post<FileView>('/api/file/copy', `id=${f.id}`);
    expect(copy.code, copy.message).toBe(200);
    expect(copy.result).toMatchObject({ title: '新名字.png', createBy: `fstu${provider}`, size: f.size, location: provider });
    expect(copy.result.id).not.toBe(f.id);
    expect(copy.result.fKey).not.toBe(f.fKey);
    expect((await fetchUrl(copy.result.thumbUrl!)).statusCode).toBe(200);
    expect((await rowOf(copy.result.id)).ownerId).toBe(student.id);

    const rows = [await rowOf(f.id), await rowOf(copy.result.id)];
    const del = await h.post('/api/file/delete', `ids=${f.id},${copy.result.id}`);
    expect(del.code, del.message).toBe(200);
    expect(await rowOf(f.id)).toBeUndefined();
    const store = await t.app.files.at(provider);
    for (const key of rows.flatMap((r) => [r.fKey, r.thumbKey!])) await expect(store.get(key)).rejects.toBeInstanceOf(StorageNotFound);
    expect((await fetchUrl(f.url)).json()).toMatchObject({ code: 404 });
  });

  it('refuses bad admin input naming the field, and callers without the permission or with less power than the owner', async () => {
    const f = (await upload(student.token, { name: 'b.pdf', content: pdf() })).result;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/file/rename', { id: f.id, newTitle: 'x', newKey: 'etc/passwd' }, 'newKey'],
      ['/api/file/rename', { id: f.id }, 'newTitle'],
      ['/api/file/rename', { id: f.id, newTitle: '   ' }, 'newTitle'],
      ['/api/file/rename', { id: f.id, newTitle: 'x'.repeat(101) }, 'newTitle'],
      ['/api/file/rename', { id: '../1', newTitle: 'x' }, 'id'],
      ['/api/file/copy', {}, 'id'],
      ['/api/file/delete', { ids: '' }, 'ids'],
      ['/api/file/delete', { ids: '1,x' }, 'ids'],
    ];
    for (const [url, body, field] of cases) {
      const res = await h.post(url, body);
      expect(res.code, `${url} ${field}: ${res.message}`).toBe(400);
      expect(res.message).toContain(field);
    }
    expect((await h.post('/api/file/rename', { id: '123456789012345678', newTitle: 'x' })).code).toBe(404);

    // The drive's users have no admin file calls.
    expect((await h.post('/api/file/rename', { id: f.id, newTitle: 'x' }, student.token)).code).toBe(403);
    expect((await h.post('/api/file/copy', { id: f.id }, other.token)).code).toBe(403);
    expect((await h.post('/api/file/delete', { ids: f.id }, other.token)).code).toBe(403);
    const viewOnly = (await h.userWith(`fview${provider}`, ['sys:file:view'])).token;
    expect((await h.post('/api/file/delete', { ids: f.id }, viewOnly)).code).toBe(403);
    expect((await h.post('/api/file/rename', { id: f.id, newTitle: 'x' }, viewOnly)).code).toBe(403);

    // A weaker administrator acts on a student's file, never on the super administrator's.
    expect((await h.post('/api/file/rename', { id: f.id, newTitle: 'ok' }, weakAdmin)).code).toBe(200);
    const adminFile = (await upload(admin, { name: 'root.pdf', content: pdf() })).result;
    const refused = await h.post('/api/file/delete', { ids: adminFile.id }, weakAdmin);
    expect(refused.code).toBe(403);
    expect(await rowOf(adminFile.id)).toBeTruthy();
    // Nor on a user holding a permission they lack.
    const strong = await h.userWith(`fstrong${provider}`, ['app:file:upload', 'sys:user:view']);
    const strongFile = (await upload(strong.token, { name: 's.pdf', content: pdf() })).result;
    expect((await h.post('/api/file/copy', { id: strongFile.id }, weakAdmin)).code).toBe(403);
    expect((await h.post('/api/file/delete', { ids: `${adminFile.id},${strongFile.id}` })).code).toBe(200);
  });
});

describe('switching the store', () => {
  it('keeps serving files where they were uploaded; new uploads go to the store now chosen', async () => {
    const up = (await h.userWith('fswitch', ['app:file:upload'])).token;
    await t.app.settings.write('oss', ossOf('local'));
    const onDisk = (await upload(up, { name: 'a.pdf', content: pdf() })).result;
    await t.app.settings.write('oss', ossOf('s3'));
    const inBucket = (await upload(up, { name: 'b.pdf', content: pdf() })).result;
    expect([onDisk.location, inBucket.location]).toEqual(['local', 's3']);
    expect((await fetchUrl(onDisk.url)).statusCode).toBe(200);
    await t.app.settings.write('oss', ossOf('local'));
    expect((await fetchUrl(inBucket.url)).statusCode).toBe(200);
  });
});

describe('upload rate limit', () => {
  it('limits uploads per user, not per address', async () => {
    const [a, b] = [(await h.userWith('frate1', ['app:file:upload'])).token, (await h.userWith('frate2', ['app:file:upload'])).token];
    const tiny = (await png(2, 2)).toString('base64');
    const send = (token: string) => t.call({ method: 'POST', url: '/api/upload/file?detail=1', token, payload: { base64: tiny } });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await send(a)).code).toBe(200);
    expect(await send(a)).toMatchObject({ code: 429 });
    expect((await send(b)).code).toBe(200);
  });
});

describe('uploads over a real connection', () => {
  it('streams a large file in, and answers a file over the limit with the 400 (not a reset connection)', async () => {
    await t.app.settings.write('oss', ossOf('local'));
    await setOther({ uploadMaxMb: 8, uploadKinds: ['video', 'pdf'] });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = (await h.userWith('fbig', ['app:file:upload'])).token;
    const send = async (content: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(content)]), 'clip.mp4');
      const res = await fetch(`${address}/api/upload/file?detail=1`, { method: 'POST', body: form, headers: { accesstoken: token } });
      return (await res.json()) as { code: number; message: string; result: FileView };
    };
    // An MP4 header (ftyp isom) and 7 MB after it.
    const mp4 = (mb: number) =>
      Buffer.concat([
        Buffer.from([
          0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x6d, 0x70, 0x34, 0x31, 0,
          0, 0, 8,
        ]),
        Buffer.alloc(mb * 1_048_576, 1),
      ]);
    const ok = await send(mp4(7));
    expect(ok.code, ok.message).toBe(200);
    expect(ok.result).toMatchObject({ type: 'video/mp4', size: 7 * 1_048_576 + 32 });
    const big = await send(mp4(30));
    expect(big).toMatchObject({ code: 400, message: '参数 file 不正确：文件不能超过 8 MB' });
    const video = await fetch(`${address}${ok.result.url}`, { headers: { range: 'bytes=4-11' } });
    expect(video.status).toBe(206);
    expect(Buffer.from(await video.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    await setOther({});
  });
});
