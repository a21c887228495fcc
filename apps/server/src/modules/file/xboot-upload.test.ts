import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileView, Page, UserView } from '@zhiyuan/shared';
import { files, roles } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { PICTURE_UPLOADS_PER_HOUR } from './upload.ts';

/**
 * Issue 28, item 3: XBoot's client reads `res.result` of /upload/file as the URL string (its picture
 * inputs upload-pic-input / upload-pic-thumb, file-upload); it stores that string as an avatar, so the
 * string must not expire; and a registered student uploads its own avatar from XBoot's own space.
 */
let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-xboot-upload-'));
let roleUser: string;
beforeAll(async () => {
  await t.app.settings.write('oss', {
    provider: 'local',
    local: { dir: localDir },
    s3: { vendor: 'minio', endpoint: '', region: '', bucket: '', accessKey: '', secretKey: '', forcePathStyle: true, prefix: '' },
  });
  [{ id: roleUser }] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'ROLE_USER'));
});
afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const HOURS_4 = 4 * 3_600_000;
/** Moves the clock past the signed-link window (2 to 3 hours). Only Date: the app keeps running. */
const fourHoursLater = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + HOURS_4);
};

/** What iView's <Upload> posts: multipart with the one part `file`, the token in the accessToken header. */
function xbootUpload(token: string, name: string, content: Buffer, type: string, query = '', fields: Record<string, string> = {}) {
  const boundary = '----WebKitFormBoundaryXboot28';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.call<unknown>({
    method: 'POST',
    url: `/api/upload/file${query}`,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}
/** XBoot's postRequest: every key as `k=String(v)`. */
const xbootForm = (data: Record<string, unknown>) =>
  Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
const formPost = <T>(url: string, token: string, data: Record<string, unknown>) =>
  t.call<T>({ method: 'POST', url, token, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: xbootForm(data) });

/** A visitor (no token, no signature) opening a link. */
const open = (url: string) => t.app.inject({ method: 'GET', url });
const codeOf = async (url: string) => {
  const res = await open(url);
  return String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { code: number }).code : res.statusCode;
};
const idOf = (url: string) => /\/api\/file\/view\/(\d+)/.exec(url)![1];
async function storedBytes(id: string): Promise<Buffer> {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  const { body } = await (await t.app.files.at(row.location)).get(row.fKey);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}
/** A link that needs nothing but itself: no expiry (e) and no signature (s). */
const expectLasting = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  expect(q.has('e') || q.has('s'), url).toBe(false);
};

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
/** A phone photo: the owner's name and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 120, b: 20 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'Li Xiaoming' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 0/1' } })
    .toBuffer();
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

/** A registered student: ROLE_USER only, no admin permission. */
async function student(username: string) {
  await h.addUser(username, { roleIds: roleUser });
  return t.login(username, 'secret123');
}

describe("/upload/file in XBoot's shape and in ours (issue 28)", () => {
  it("answers XBoot's call with the URL string of the picture, which answers 200 with the image bytes without signature, also after the signed-link window", async () => {
    const res = await xbootUpload(admin, 'banner.png', await png(64, 48), 'image/png');
    expect(res.code, res.message).toBe(200);
    expect(typeof res.result).toBe('string');
    const url = res.result as string;
    expect(url).toMatch(/^\/api\/file\/view\/\d+\?shared=1$/);
    expectLasting(url);

    const served = await open(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(await storedBytes(idOf(url)))).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);

    fourHoursLater();
    expect((await open(url)).statusCode).toBe(200);
  });

  it('answers our clients (detail=1) with the FileView as before: a private drive file behind signed links', async () => {
    const res = await xbootUpload(admin, 'scan.png', await png(), 'image/png', '?detail=1');
    expect(res.code, res.message).toBe(200);
    const view = res.result as FileView;
    expect(view).toMatchObject({ title: 'scan.png', type: 'image/png', shared: false, width: 64, height: 48 });
    expect(view.url).toMatch(/[?&]e=\d+&s=/);
    expect(await codeOf(view.url)).toBe(200);
    // Not public: the plain link is refused.
    expect(await codeOf(`/api/file/view/${view.id}?shared=1`)).toBe(403);
    // Base64 as JSON the same way.
    const json = await t.call<FileView>({
      method: 'POST',
      url: '/api/upload/file?detail=1',
      token: admin,
      payload: { base64: (await png(8, 8)).toString('base64') },
    });
    expect(json.result).toMatchObject({ title: 'upload.png', shared: false });
  });

  it("never makes other files public: a PDF through XBoot's call, or a picture into a folder, gets a signed link that expires", async () => {
    const doc = await xbootUpload(admin, '招生简章.pdf', pdf(), 'application/pdf');
    expect(doc.code, doc.message).toBe(200);
    const docUrl = doc.result as string;
    expect(docUrl).toMatch(/^\/api\/file\/view\/\d+\?e=\d+&s=/);
    const folder = await t.call<{ id: string }>({ method: 'POST', url: '/api/fileCategory/add', token: admin, payload: { parentId: '0', title: '相册' } });
    expect(folder.code, folder.message).toBe(200);
    const inFolder = await xbootUpload(admin, 'p.png', await png(), 'image/png', '', { categoryId: folder.result.id });
    expect(inFolder.code, inFolder.message).toBe(200);
    const folderUrl = inFolder.result as string;
    for (const url of [docUrl, folderUrl]) {
      expect(await codeOf(url)).toBe(200);
      expect(await codeOf(`/api/file/view/${idOf(url)}?shared=1`)).toBe(403);
    }
    // The control of the clock above: the same links are void 4 hours later.
    fourHoursLater();
    expect(await codeOf(docUrl)).toBe(403);
    expect(await codeOf(folderUrl)).toBe(403);
  });

  it("answers an absolute URL on the site's address when one is set (XBoot answers one; its client may be served from another origin)", async () => {
    const other = await t.app.settings.read('other');
    await t.app.settings.write('other', { ...other, domain: 'https://zy.example.com/' });
    try {
      const res = await xbootUpload(admin, 'logo.png', await png(), 'image/png');
      const url = res.result as string;
      expect(url).toMatch(/^https:\/\/zy\.example\.com\/api\/file\/view\/\d+\?shared=1$/);
      expect((await open(url.slice('https://zy.example.com'.length))).statusCode).toBe(200);
    } finally {
      await t.app.settings.write('other', other);
    }
  });
});

describe("avatars of XBoot's screens", () => {
  it('lets a registered student (ROLE_USER) upload its own avatar, cleaned of EXIF, set it with /user/edit, and the stored URL answers 200 without signature after the window', async () => {
    const token = await student('xbavatar1');
    const up = await xbootUpload(token, 'IMG_2024.jpg', await phonePhoto(), 'image/jpeg');
    expect(up.code, up.message).toBe(200);
    const url = up.result as string;
    expect(url).toMatch(/^\/api\/file\/view\/\d+\?shared=1$/);
    expectLasting(url);

    // XBoot's own space (own-space/user.vue) posts its form back with the new avatar.
    const me = (await t.call<UserView>({ method: 'GET', url: '/api/user/info', token })).result;
    const saved = await formPost<UserView>('/api/user/edit', token, { id: me.id, username: me.username, nickname: '小明', avatar: url, sex: '1' });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result.avatar).toBe(url);
    expect((await t.call<UserView>({ method: 'GET', url: '/api/user/info', token })).result.avatar).toBe(url);

    fourHoursLater();
    const served = await open(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // EXIF cleaning as for every picture: no name, no position.
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Li Xiaoming'))).toBe(false);
  });

  it('gives a student without the upload permission pictures only: no other kind, no folder, no private drive file', async () => {
    const token = await student('xbavatar2');
    const doc = await xbootUpload(token, 'a.pdf', pdf(), 'application/pdf');
    expect(doc).toMatchObject({ code: 403, message: '没有上传文件的权限：只能上传图片（如头像），且不能放入文件夹' });
    const renamed = await xbootUpload(token, 'a.png', pdf(), 'image/png');
    expect(renamed.code).toBe(403);
    const folder = await xbootUpload(token, 'a.png', await png(), 'image/png', '', { categoryId: '123456789012345678' });
    expect(folder.code).toBe(403);
    // Asking for the FileView does not make a private drive file of it: the picture is public all the same.
    const rich = await xbootUpload(token, 'b.png', await png(), 'image/png', '?detail=1');
    expect(rich.code, rich.message).toBe(200);
    expect(rich.result).toMatchObject({ shared: true });
    expect(await codeOf((rich.result as FileView).url)).toBe(200);
    // Nothing refused was stored.
    const mine = await t.database.db.select({ type: files.type }).from(files).where(eq(files.createBy, 'xbavatar2'));
    expect(mine.map((r) => r.type)).toEqual(['image/png']);
    expect((await t.call({ method: 'POST', url: '/api/upload/file', payload: { base64: (await png(2, 2)).toString('base64') } })).code).toBe(401);
  });

  it("limits a picture-only student to 20 pictures an hour (not the drive's 120 a minute)", async () => {
    const token = await student('xbavatar5');
    const tiny = (await png(2, 2)).toString('base64');
    const send = () => t.call({ method: 'POST', url: '/api/upload/file', token, payload: { base64: tiny } });
    for (let i = 0; i < PICTURE_UPLOADS_PER_HOUR; i += 1) expect((await send()).code).toBe(200);
    expect(await send()).toMatchObject({ code: 429 });
  });

  it("round-trips an avatar uploaded through XBoot's call in /user/admin/add and /user/admin/edit (form-encoded, as XBoot's client posts)", async () => {
    const up = await xbootUpload(admin, 'face.png', await png(40, 40), 'image/png');
    const url = up.result as string;
    const added = await formPost<UserView>('/api/user/admin/add', admin, {
      username: 'xbavatar3',
      password: 'Secret123',
      nickname: '张老师',
      mobile: '',
      email: '',
      sex: '2',
      type: 0,
      departmentId: '',
      avatar: url,
      roleIds: roleUser,
    });
    expect(added.code, added.message).toBe(200);
    const read = async () => (await h.get<Page<UserView>>(`/api/user/getByCondition?id=${added.result.id}`)).result.content[0];
    expect((await read()).avatar).toBe(url);

    // Edit with a new one, posting back what was read.
    const next = (await xbootUpload(admin, 'face2.png', await png(50, 50), 'image/png')).result as string;
    const before = await read();
    const edited = await formPost<UserView>('/api/user/admin/edit', admin, { ...before, avatar: next, roleIds: before.roles.map((r) => r.id).join(',') });
    expect(edited.code, edited.message).toBe(200);
    expect((await read()).avatar).toBe(next);
    // The old object-shaped answer is what broke the add: it is still refused by name.
    const broken = await formPost('/api/user/admin/add', admin, { username: 'xbavatar4', password: 'Secret123', nickname: 'x', avatar: '[object Object]' });
    expect(broken.code).toBe(400);
    expect(broken.message).toContain('avatar');

    fourHoursLater();
    const served = await open(next);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(50);
  });
});
