import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileCategoryView, FileView, Page } from '@zhiyuan/shared';
import { files } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

/**
 * Issue 27 (files): photo metadata of minors, shares that outlive their owner or the trash, and
 * signed links that could not be taken back. Each test replays the finding and shows it refused.
 */
let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-privacy-'));
const DRIVE = ['app:file:view', 'app:file:upload'];
interface Person {
  id: string;
  token: string;
  username: string;
}
let student: Person;
let other: Person;

const person = async (username: string, codes: string[]): Promise<Person> => {
  const u = await h.userWith(username, codes);
  return { id: u.user.id, token: u.token, username };
};
beforeAll(async () => {
  await t.app.settings.write('oss', {
    provider: 'local',
    local: { dir: localDir },
    s3: { vendor: 'minio', endpoint: '', region: '', bucket: '', accessKey: '', secretKey: '', forcePathStyle: true, prefix: '' },
  });
  student = await person('privstudent', DRIVE);
  other = await person('privother', DRIVE);
});
afterAll(() => fs.rmSync(localDir, { recursive: true, force: true }));

const post = <T>(url: string, token: string, payload: Record<string, unknown>) => t.call<T>({ method: 'POST', url, token, payload });
const get = <T>(url: string, token: string) => t.call<T>({ method: 'GET', url, token });
/** A visitor (no token) opening a link. */
const open = (url: string) => t.app.inject({ method: 'GET', url });
/** 200 when the bytes are served, else the envelope's code (errors are envelopes). */
const codeOf = async (url: string) => {
  const res = await open(url);
  return String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { code: number }).code : res.statusCode;
};

async function uploadAs(who: Person, content: Buffer, title: string): Promise<FileView> {
  const res = await post<FileView>('/api/upload/file?detail=1', who.token, { base64: content.toString('base64'), title });
  expect(res.code, res.message).toBe(200);
  return res.result;
}
const rowOf = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];
async function storedBytes(id: string): Promise<Buffer> {
  const row = await rowOf(id);
  const { body } = await (await t.app.files.at(row.location)).get(row.fKey);
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);
const picture = () => sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 140, b: 90 } } });

// ───────── metadata ─────────
const OWNER = 'ZhangXiaoming-Grade11';
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 17/1' };
const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${OWNER}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A JPEG segment: marker, big-endian length, payload. */
const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
/** The markers of a JPEG's header, up to the start of the scan. */
function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  for (let i = 2; i + 4 <= jpeg.length && jpeg[i] === 0xff;) {
    const marker = jpeg[i + 1];
    markers.push(marker);
    if (marker === 0xda) break;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return markers;
}
describe('photo metadata is removed from every image kind the upload takes', () => {
  it('stores an AVIF without its EXIF (GPS position, owner) or XMP', async () => {
    const avif = await picture()
      .avif()
      .withExif({ IFD0: { Artist: OWNER }, IFD3: GPS })
      .withXmp(xmp)
      .toBuffer();
    // The finding: the upload kept these.
    expect(avif.includes('Exif')).toBe(true);
    expect(avif.includes(OWNER)).toBe(true);
    const f = await uploadAs(student, avif, 'IMG_2041.avif');
    expect(f).toMatchObject({ type: 'image/avif', title: 'IMG_2041.avif', width: 120, height: 80 });
    const kept = await storedBytes(f.id);
    expect(kept.includes('Exif')).toBe(false);
    expect(kept.includes(OWNER)).toBe(false);
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height, meta.exif, meta.xmp]).toEqual(['heif', 'av1', 120, 80, undefined, undefined]);
    expect(f.size).toBe(kept.length);
    expect((await open(f.url)).rawPayload.equals(kept)).toBe(true);
  });

  it('stores a JPEG without its comment (COM), other APP markers or bytes after its end; the colour profile stays', async () => {
    const plain = await picture().jpeg().withIccProfile('p3').toBuffer();
    const comment = `school: 第一中学 class 3 owner ${OWNER}`;
    // An editor's APP12 note (Photoshop's "Ducky" segment) naming the owner.
    const ducky = Buffer.concat([Buffer.from('Ducky', 'latin1'), Buffer.from(` by ${OWNER}`)]);
    const jpeg = Buffer.concat([
      plain.subarray(0, 2),
      segment(0xfe, Buffer.from(comment)),
      segment(0xec, ducky),
      plain.subarray(2),
      Buffer.from(`trailer ${OWNER}`),
    ]);
    // sharp reports none of it: a clean-looking JPEG to a check of its metadata.
    const seen = await sharp(jpeg).metadata();
    expect([seen.exif, seen.xmp, seen.iptc, seen.comments]).toEqual([undefined, undefined, undefined, undefined]);
    expect(jpegMarkers(jpeg)).toEqual(expect.arrayContaining([0xfe, 0xec]));

    const f = await uploadAs(student, jpeg, 'scan.jpg');
    const kept = await storedBytes(f.id);
    expect(kept.includes(Buffer.from(comment))).toBe(false);
    expect(kept.includes(OWNER)).toBe(false);
    const markers = jpegMarkers(kept);
    expect(markers).not.toContain(0xfe);
    // APP0 (JFIF) and APP2 (the ICC colour profile) only.
    expect(markers.filter((m) => m >= 0xe0 && m <= 0xef && m !== 0xe0 && m !== 0xe2)).toEqual([]);
    expect((await sharp(kept).metadata()).icc).toBeDefined();
  });

  it('stores a PNG without its text chunks and a GIF without its comment, still animated', async () => {
    // libvips writes the XMP as a text chunk (zTXt, compressed) and the EXIF as an eXIf chunk.
    const withText = await picture()
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${OWNER}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
      )
      .withExif({ IFD0: { Artist: OWNER } })
      .png()
      .toBuffer();
    expect(withText.includes(Buffer.from('zTXt'))).toBe(true);
    expect(withText.includes(Buffer.from('eXIf'))).toBe(true);
    expect(withText.includes(OWNER)).toBe(true);
    const f = await uploadAs(student, withText, 'chart.png');
    expect((await storedBytes(f.id)).includes(OWNER)).toBe(false);

    const frame = (r: number) =>
      sharp({ create: { width: 30, height: 20, channels: 4, background: { r, g: 0, b: 0, alpha: 1 } } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(200), await frame(40)], { join: { animated: true } })
      .gif({ delay: [100, 200] })
      .toBuffer();
    const at = gif.indexOf(Buffer.from([0x21, 0xf9]));
    const text = Buffer.from(OWNER);
    const withComment = Buffer.concat([gif.subarray(0, at), Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]), gif.subarray(at)]);
    const g = await uploadAs(student, withComment, 'wave.gif');
    const kept = await storedBytes(g.id);
    expect(kept.includes(OWNER)).toBe(false);
    expect((await sharp(kept, { animated: true }).metadata()).pages).toBe(2);
  });
});

// ───────── shares ─────────
describe('a share stops with its owner and with the trash', () => {
  it("pauses a disabled owner's share (403, as if unshared) and resumes it on re-enable; a deleted owner's never answers", async () => {
    const owner = await person('privowner', DRIVE);
    const f = await uploadAs(owner, await picture().png().toBuffer(), 'poster.png');
    const shared = (await post<FileView>('/api/file/user/share', owner.token, { id: f.id, shared: true })).result;
    expect(shared.url).toBe(`/api/file/view/${f.id}?shared=1`);
    expect(await codeOf(shared.url)).toBe(200);
    expect(await codeOf(shared.thumbUrl!)).toBe(200);

    expect((await h.post(`/api/user/admin/disable/${owner.id}`, {})).code).toBe(200);
    const paused = await open(shared.url);
    expect(paused.json()).toMatchObject({ code: 403, message: '文件链接无效或已过期' });
    expect(await codeOf(shared.thumbUrl!)).toBe(403);
    // The admin's file manager still opens it (a signed link, not the paused plain one).
    const listed = (await h.get<Page<FileView>>('/api/file/getByCondition?createBy=privowner&pageSize=10')).result.content[0];
    expect(listed.url).not.toContain('shared=1');
    expect(await codeOf(listed.url)).toBe(200);

    expect((await h.post(`/api/user/admin/enable/${owner.id}`, {})).code).toBe(200);
    expect(await codeOf(shared.url)).toBe(200);

    expect((await h.post('/api/user/delByIds', { ids: owner.id })).code).toBe(200);
    expect(await codeOf(shared.url)).toBe(403);
  });

  it('trashing a shared file, or its folder, ends the share; restoring it does not share it again', async () => {
    const f = await uploadAs(student, pdf(), 'handout.pdf');
    const link = (await post<FileView>('/api/file/user/share', student.token, { id: f.id, shared: true })).result.url;
    expect(await codeOf(link)).toBe(200);
    expect((await post('/api/file/user/trash', student.token, { ids: f.id })).code).toBe(200);
    expect((await rowOf(f.id)).shared).toBe(false);
    expect(await codeOf(link)).toBe(404);
    expect((await post('/api/file/user/trash', student.token, { ids: f.id })).code).toBe(200);
    expect(await rowOf(f.id)).toMatchObject({ delFlag: 0, shared: false });
    expect(await codeOf(link)).toBe(403);
    // The owner shares it again by hand.
    await post('/api/file/user/share', student.token, { id: f.id, shared: true });
    expect(await codeOf(link)).toBe(200);

    const folder = (await post<FileCategoryView>('/api/fileCategory/add', student.token, { parentId: '0', title: '班级照片' })).result;
    const inside = (
      await post<FileView>('/api/upload/file?detail=1', student.token, { base64: pdf().toString('base64'), categoryId: folder.id, title: 'list' })
    ).result;
    const insideLink = (await post<FileView>('/api/file/user/share', student.token, { id: inside.id, shared: true })).result.url;
    expect(await codeOf(insideLink)).toBe(200);
    await post('/api/fileCategory/trash', student.token, { id: folder.id });
    expect((await rowOf(inside.id)).shared).toBe(false);
    await post('/api/fileCategory/trash', student.token, { id: folder.id });
    expect(await rowOf(inside.id)).toMatchObject({ delFlag: 0, shared: false });
    expect(await codeOf(insideLink)).toBe(403);
  });
});

// ───────── signed links ─────────
describe('signed links can be revoked', () => {
  it('refuses a revoked signed link (file and thumbnail) while the freshly issued one works', async () => {
    const f = await uploadAs(student, await picture().png().toBuffer(), 'id-card.png');
    expect(await codeOf(f.url)).toBe(200);
    const res = await post<FileView>('/api/file/user/revokeLinks', student.token, { id: f.id });
    expect(res.code, res.message).toBe(200);
    expect((await open(f.url)).json()).toMatchObject({ code: 403, message: '文件链接无效或已过期' });
    expect(await codeOf(f.thumbUrl!)).toBe(403);
    expect(res.result.url).not.toBe(f.url);
    expect(await codeOf(res.result.url)).toBe(200);
    expect(await codeOf(res.result.thumbUrl!)).toBe(200);
    // And what the list gives now works too.
    const listed = (await get<Page<FileView>>('/api/file/user/getByCondition?title=id-card&pageSize=10', student.token)).result.content[0];
    expect(await codeOf(listed.url)).toBe(200);
  });

  it('voids the signed links given before when sharing is turned off or the file is trashed', async () => {
    const f = await uploadAs(student, pdf(), 'grades.pdf');
    const before = f.url;
    await post('/api/file/user/share', student.token, { id: f.id, shared: true });
    const off = (await post<FileView>('/api/file/user/share', student.token, { id: f.id, shared: false })).result;
    expect(await codeOf(before)).toBe(403);
    expect(await codeOf(off.url)).toBe(200);

    await post('/api/file/user/trash', student.token, { ids: f.id });
    // In the trash only a valid signed link opens it: the old one answers as for any trashed file.
    expect((await open(off.url)).json()).toMatchObject({ code: 404, message: '文件在回收站中' });
    // The trash list's own links still open it.
    const inTrash = (await get<Page<FileView>>('/api/file/user/getByCondition?delFlag=2&title=grades&pageSize=10', student.token)).result.content[0];
    expect(await codeOf(inTrash.url)).toBe(200);
  });

  it('lets only the owner (app:file:view) or an admin who may act on the owner (sys:file:edit) revoke', async () => {
    const f = await uploadAs(student, pdf(), 'essay.pdf');
    // Another user: 404 as if absent; the link keeps working.
    expect((await post('/api/file/user/revokeLinks', other.token, { id: f.id })).code).toBe(404);
    expect(await codeOf(f.url)).toBe(200);
    const viewer = await person('privviewer', ['sys:file:view']);
    expect((await post('/api/file/revokeLinks', viewer.token, { id: f.id })).code).toBe(403);
    expect((await post('/api/file/revokeLinks', student.token, { id: f.id })).code).toBe(403);
    expect(await codeOf(f.url)).toBe(200);
    const bad = await post('/api/file/revokeLinks', (await person('privbad', ['sys:file:view', 'sys:file:edit'])).token, { id: 'abc' });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');

    // An admin holding every code the student holds (and more).
    const editor = await person('priveditor', ['sys:file:view', 'sys:file:edit', ...DRIVE]);
    const res = await post<FileView>('/api/file/revokeLinks', editor.token, { id: f.id });
    expect(res.code, res.message).toBe(200);
    expect(await codeOf(f.url)).toBe(403);
    expect(await codeOf(res.result.url)).toBe(200);

    // Not on a file of someone holding more power: the super admin's.
    const mine = await h.post<FileView>('/api/upload/file?detail=1', { base64: pdf().toString('base64'), title: 'root' });
    expect(mine.code, mine.message).toBe(200);
    const refused = await post('/api/file/revokeLinks', editor.token, { id: mine.result.id });
    expect(refused.code).toBe(403);
    expect(await codeOf(mine.result.url)).toBe(200);
  });
});
