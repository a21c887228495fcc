import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileView } from '@zhiyuan/shared';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { fileCategories, files, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { formBool, optionalId, optionalText } from '../../lib/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import type { UploadKind } from '../settings/store.ts';
import { storageKey, thumbKeyOf } from './storage.ts';

/** Types each kind of the allow-list takes, by the MIME type file-type reads from the content. */
const KIND_TYPES: Record<Exclude<UploadKind, 'text'>, readonly string[]> = {
  // Only what sharp reads (a thumbnail is made of each).
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-m4v', 'video/x-matroska', 'video/ogg'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/opus', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/x-flac', 'audio/flac'],
  office: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    // .doc/.xls/.ppt (Compound File Binary): told apart by the name's extension (see sniff).
    'application/x-cfb',
  ],
  archive: ['application/zip', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/vnd.rar', 'application/gzip', 'application/x-tar'],
};
const CFB_EXTS = ['doc', 'xls', 'ppt'];
const CFB_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };

const NAME_MAX = 100;
/** Control characters, lone surrogates, bidi overrides (a name that shows "exe.png" as "png.exe"). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const BAD_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\p{Cs}]/gu;

/** The name's extension (lowercase, without the dot), or ''. */
const extOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1].toLowerCase() ?? '';

/**
 * A cleaned file name: the last part of a path, no control characters, NUL, lone surrogates or
 * bidi overrides, trimmed, at most 100 characters, ending in `ext` (the extension of the real type).
 */
export function cleanTitle(name: string, ext: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  let base = last.replace(BAD_NAME_CHARS, '').trim();
  const own = extOf(base);
  if (own && base.length > own.length + 1) base = base.slice(0, -(own.length + 1)).trim();
  base = base.replace(/^\.+/, '').trim() || 'file';
  const suffix = ext ? `.${ext}` : '';
  // Cut by code points, so a cut never leaves half of a surrogate pair.
  const chars = [...base];
  if (chars.length + suffix.length > NAME_MAX)
    base = chars
      .slice(0, NAME_MAX - suffix.length)
      .join('')
      .trim();
  return base + suffix;
}

/** The bytes of an upload: in memory (base64) or spooled to a temp file while it streamed in (multipart). */
export type Source = { buffer: Buffer; size: number } | { file: string; size: number };

/** Valid UTF-8 without NUL: what a text file (txt, csv, md) is taken to be. Read in chunks. */
async function isText(source: Source): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const chunks: AsyncIterable<Buffer> | Buffer[] = 'buffer' in source ? [source.buffer] : fs.createReadStream(source.file);
  try {
    for await (const chunk of chunks) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

export interface Sniffed {
  type: string;
  ext: string;
  kind: UploadKind;
}

/**
 * The real type of the content (magic bytes, never the name) if a kind of the allow-list takes it;
 * otherwise a 400 naming `field` and the type found. Text has no magic bytes: valid UTF-8 without
 * NUL is text when `text` is allowed.
 */
export async function sniff(source: Source, name: string, kinds: readonly UploadKind[], field: string): Promise<Sniffed> {
  const found = 'buffer' in source ? await fileTypeFromBuffer(source.buffer) : await fileTypeFromFile(source.file);
  const allowed = kinds.join(', ');
  if (found) {
    for (const kind of kinds) {
      if (kind === 'text' || !KIND_TYPES[kind].includes(found.mime)) continue;
      if (found.mime === 'application/x-cfb') {
        const ext = extOf(name);
        if (!CFB_EXTS.includes(ext)) break;
        return { type: CFB_TYPES[ext], ext, kind };
      }
      return { type: found.mime, ext: found.ext, kind };
    }
    throw fieldError(field, 'fileTypeRefused', { type: `${found.ext} (${found.mime})`, kinds: allowed });
  }
  if (kinds.includes('text') && (await isText(source))) {
    const ext = extOf(name) in TEXT_TYPES ? extOf(name) : 'txt';
    return { type: `${TEXT_TYPES[ext]}; charset=utf-8`, ext, kind: 'text' };
  }
  throw fieldError(field, 'fileTypeRefused', { type: 'unknown', kinds: allowed });
}

const THUMB_PX = 240;

/**
 * How each image format of the allow-list is written again (by sharp's name for it: AVIF reads as
 * `heif`). Every image is, metadata or not: what sharp does not report (a JPEG's COM segments, other
 * APP markers, a GIF's comments, data after the image's end) goes too, and only the pixels and the
 * colour profile are kept. A PNG or GIF keeps its pixels; a JPEG, WebP or AVIF is encoded once more.
 */
const REWRITE: Record<string, (img: Sharp, meta: Metadata) => Sharp> = {
  jpeg: (img) => img.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }),
  png: (img, meta) => img.png({ palette: meta.isPalette === true }),
  webp: (img) => img.webp({ quality: 92 }),
  gif: (img) => img.gif(),
  // Effort 2 of 9: a phone photo in seconds, not a minute.
  heif: (img) => img.avif({ quality: 64, effort: 2 }),
};
/** Formats whose frames are all kept (an animated GIF or WebP stays animated). */
const ANIMATED = new Set(['gif', 'webp']);

/**
 * Width, height (as shown, after the EXIF orientation), a 240 px WebP thumbnail and the image
 * written again from its pixels, turned upright, without EXIF (a phone's GPS position, its owner's
 * name: many users are minors), XMP, IPTC, comments or anything else but the colour profile; a 400
 * naming `field` when the image cannot be read or written again.
 */
export async function imageParts(content: Buffer | string, field: string): Promise<{ width: number; height: number; thumb: Buffer; clean: Buffer }> {
  try {
    const meta = await sharp(content).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const thumb = await sharp(content).rotate().resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    if (!meta.width || !meta.height) throw new Error('no size');
    const rewrite = REWRITE[meta.format ?? ''];
    if (!rewrite) throw new Error(`no writer for ${meta.format}`);
    const animated = ANIMATED.has(meta.format!) && (meta.pages ?? 1) > 1;
    const clean = await rewrite(sharp(content, { animated }).rotate().keepIccProfile(), meta).toBuffer();
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, thumb, clean };
  } catch {
    throw fieldError(field, 'fileBadImage');
  }
}

/** `data:<type>;base64,<data>` or bare base64 (standard or URL-safe alphabet). */
export function decodeBase64(text: string): Buffer | null {
  const data = text.replace(/^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*;base64,/, '').replace(/\s+/g, '');
  if (!data || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(data) || data.length % 4 === 1) return null;
  return Buffer.from(data, 'base64');
}

/** Uploads per user per minute (a drive takes a folder of photos at once; a script filling the disk does not get far). */
export const UPLOADS_PER_MINUTE = 120;
/** Pictures per hour of a user without the upload permission (an avatar is tried a few times, not hundreds). */
export const PICTURE_UPLOADS_PER_HOUR = 20;

/** The permission that opens every allowed kind and the drive's folders; without it, a picture only. */
const DRIVE_UPLOAD = 'app:file:upload';
const mayUseDrive = async (req: FastifyRequest) => (await req.permissionCodes()).has(DRIVE_UPLOAD);

/** Base64 bodies are read whole (JSON or form): at most this much; a larger file goes as multipart. */
export const BASE64_BODY_MAX = 16 * 1_048_576;

const base64Body = z
  .strictObject({
    base64: z.string({ error: 'required' }).min(1).max(BASE64_BODY_MAX),
    categoryId: optionalId,
    /** The name to keep (its extension is replaced by the real type's). */
    title: optionalText(255),
  })
  .nullish();

/**
 * XBoot's upload answer: the address as a string, absolute on the site's address (其他设置 › domain)
 * when it is set, as XBoot's is (a client served from another origin can show it), else from the root.
 */
export const xbootUrl = (domain: string, url: string) => (domain ? `${domain.replace(/\/+$/, '')}${url}` : url);

interface Incoming {
  source: Source;
  name: string;
  field: 'file' | 'base64';
  categoryId?: string;
}

/**
 * 上传文件: multipart (`file`, and `categoryId` before or after it) or a body with `base64`. The
 * multipart file is read while it streams and refused as soon as it passes the size limit.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this scope. The limits here are the ceiling; each request passes the setting's.
  await app.register(multipart, { limits: { fileSize: 1024 * 1_048_576, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });

  /**
   * The parts of a multipart upload. The file is spooled to a temp file (mode 0600) as it streams in,
   * never held whole in memory, and refused as soon as it passes the limit. `spooled` collects the
   * temp file so the caller removes it whatever happens.
   */
  async function readMultipart(req: FastifyRequest, maxBytes: number, maxMb: number, spooled: string[]): Promise<Incoming> {
    let file: { source: Source; name: string } | undefined;
    let categoryId: string | undefined;
    let title: string | undefined;
    try {
      for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw fieldError(part.fieldname, 'unknownField');
          const tmp = path.join(os.tmpdir(), `zy-upload-${randomBytes(12).toString('hex')}`);
          spooled.push(tmp);
          await pipeline(part.file, fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
          if (part.file.truncated) throw fieldError('file', 'fileTooLarge', { mb: maxMb });
          file = { source: { file: tmp, size: (await fsp.stat(tmp)).size }, name: part.filename ?? '' };
        } else if (part.fieldname === 'categoryId' || part.fieldname === 'title') {
          const parsed = (part.fieldname === 'title' ? optionalText(255) : optionalId).safeParse(part.value);
          if (!parsed.success) throw fieldError(part.fieldname, 'badFormat');
          if (part.fieldname === 'title') title = parsed.data;
          else categoryId = parsed.data;
        } else {
          throw fieldError(part.fieldname, 'unknownField');
        }
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', 'fileTooLarge', { mb: maxMb });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fieldError('file', 'fileNoUpload');
      throw err;
    }
    if (!file) throw fieldError('file', 'required');
    return { source: file.source, name: title ?? file.name, field: 'file', categoryId };
  }

  /**
   * Any logged-in user may call it (XBoot's own space uploads a student's avatar here); what the file
   * may be is decided in receive(): with app:file:upload any allowed kind, into a folder or not; without
   * it a picture only, outside the folders. The answer is XBoot's (`result` = the URL string) unless the
   * caller asks for the FileView with `detail=1` (our own clients).
   */
  app.post(
    '/upload/file',
    {
      config: {
        auth: 'user',
        // Per user (after the token is read), besides the API's limit per address: a drive's uploads per
        // minute, a picture-only user's per hour.
        rateLimit: {
          hook: 'preHandler',
          keyGenerator: async (req: FastifyRequest) => `${(await mayUseDrive(req)) ? 'upload' : 'picture'}:${req.auth?.userId ?? req.ip}`,
          max: (_req: FastifyRequest, key: string) => (key.startsWith('picture:') ? PICTURE_UPLOADS_PER_HOUR : UPLOADS_PER_MINUTE),
          timeWindow: (_req: FastifyRequest, key: string) => (key.startsWith('picture:') ? 3_600_000 : 60_000),
        },
      },
      bodyLimit: BASE64_BODY_MAX + 4096,
      schema: {
        tags: ['file'],
        summary:
          "Upload one file: multipart `file` (+ `categoryId`), or `base64` (a data URL or bare base64) + `categoryId` as JSON or form. Size limit and allowed kinds from the settings (其他设置), type read from the content; images get a thumbnail. Answers the URL as a string (XBoot's shape; a picture outside a folder gets a lasting public link) or, with detail=1, the FileView (private unless a picture-only caller). Without app:file:upload: pictures only (an avatar), outside the folders",
        querystring: z.object({ detail: formBool.optional() }),
        body: base64Body,
      },
    },
    async (req) => {
      const spooled: string[] = [];
      try {
        return ok(req, await receive(req, req.body, req.query.detail === true, spooled));
      } finally {
        await Promise.all(spooled.map((f) => fsp.rm(f, { force: true })));
      }
    },
  );

  async function receive(req: FastifyRequest, body: z.infer<typeof base64Body>, detail: boolean, spooled: string[]): Promise<FileView | string> {
    const other = await app.settings.read('other');
    const drive = await mayUseDrive(req);
    const maxBytes = other.uploadMaxMb * 1_048_576;
    let incoming: Incoming;
    if (req.isMultipart()) {
      incoming = await readMultipart(req, maxBytes, other.uploadMaxMb, spooled);
    } else {
      if (!body) throw fieldError('file', 'required');
      const buffer = decodeBase64(body.base64);
      if (!buffer) throw fieldError('base64', 'fileBadBase64');
      if (buffer.length > maxBytes) throw fieldError('base64', 'fileTooLarge', { mb: other.uploadMaxMb });
      incoming = { source: { buffer, size: buffer.length }, name: body.title ?? '', field: 'base64', categoryId: body.categoryId };
    }
    const { field } = incoming;
    if (!incoming.source.size) throw fieldError(field, 'fileEmpty');
    const owner = req.auth!;
    // Without the drive's permission: no folder.
    if (!drive && incoming.categoryId) throw new AppError(403, 'filePictureOnly');
    if (incoming.categoryId) {
      const [folder] = await app.db
        .select({ id: fileCategories.id })
        .from(fileCategories)
        .where(and(eq(fileCategories.id, incoming.categoryId), eq(fileCategories.ownerId, owner.userId), eq(fileCategories.delFlag, 0)))
        .limit(1);
      if (!folder) throw fieldError('categoryId', 'fileCategoryInvalid');
    }

    const sent = incoming.source;
    const sniffed = await sniff(sent, incoming.name, other.uploadKinds, field);
    if (!drive && sniffed.kind !== 'image') throw new AppError(403, 'filePictureOnly');
    // 公开图片: a picture for a page (an avatar, XBoot's picture inputs) is shared, so its link needs no
    // signature and does not expire. Only pictures outside the folders, and only when the caller did
    // not ask for a drive file (detail=1 with the permission): a drive upload stays private.
    const shared = sniffed.kind === 'image' && !incoming.categoryId && (!detail || !drive);
    const image = sniffed.kind === 'image' ? await imageParts('buffer' in sent ? sent.buffer : sent.file, field) : null;
    const source = image ? { buffer: image.clean, size: image.clean.length } : sent;
    const title = cleanTitle(incoming.name || `upload.${sniffed.ext}`, sniffed.ext);

    const store = await app.files.active();
    const fKey = storageKey(sniffed.ext);
    const thumbKey = image ? thumbKeyOf(fKey) : null;
    const forget = () => store.delete(thumbKey ? [fKey, thumbKey] : [fKey]).catch(() => {});
    try {
      if ('buffer' in source) await store.put(fKey, source.buffer, sniffed.type);
      else await store.putFile(fKey, source.file, sniffed.type);
      if (image && thumbKey) await store.put(thumbKey, image.thumb, 'image/webp');
    } catch (err) {
      req.log.error({ err, location: store.location }, 'file upload: the store refused the object');
      await forget();
      // A full disk is said as such (507), so the admin knows what to free; nothing is stored.
      if ((err as NodeJS.ErrnoException).code === 'ENOSPC' || (err as NodeJS.ErrnoException).code === 'EDQUOT') throw new AppError(507, 'storageFull');
      throw new AppError(500, 'storageError');
    }
    try {
      const [row] = await app.db
        .insert(files)
        .values({
          id: app.files.newFileId(),
          title,
          fKey,
          size: source.size,
          type: sniffed.type,
          location: store.location,
          thumbKey,
          width: image?.width ?? null,
          height: image?.height ?? null,
          categoryId: incoming.categoryId ?? null,
          ownerId: owner.userId,
          createBy: owner.username,
          shared,
        })
        .returning();
      if (!detail) return xbootUrl(other.domain, app.files.urlOf(row));
      const [user] = await app.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, owner.userId)).limit(1);
      const [view] = await app.files.views([{ ...row, nickname: user?.nickname ?? '' }]);
      return view;
    } catch (err) {
      await forget();
      throw err;
    }
  }
};

export default uploadRoutes;
