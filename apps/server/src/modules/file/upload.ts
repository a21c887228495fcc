/** The rules of an upload (kinds by content, clean names, image parts, limits); the route is upload-routes.ts. */
import fs from 'node:fs';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { fieldError } from '../../lib/errors.ts';
import type { UploadKind } from '../settings/store.ts';

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

/** Base64 bodies are read whole (JSON or form): at most this much; a larger file goes as multipart. */
export const BASE64_BODY_MAX = 16 * 1_048_576;

/**
 * XBoot's upload answer: the address as a string, absolute on the site's address (其他设置 › domain)
 * when it is set, as XBoot's is (a client served from another origin can show it), else from the root.
 */
export const xbootUrl = (domain: string, url: string) => (domain ? `${domain.replace(/\/+$/, '')}${url}` : url);
