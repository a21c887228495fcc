import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UploadAnswer } from '@zhiyuan/shared';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors.ts';
import { formBool, optionalId, optionalText } from '../../lib/schema.ts';
import { liveFolderOf, insertFile, nicknameOf } from './repo.ts';
import { storageKey, thumbKeyOf } from './storage.ts';
import { BASE64_BODY_MAX, cleanTitle, decodeBase64, imageParts, PICTURE_UPLOADS_PER_HOUR, sniff, UPLOADS_PER_MINUTE, xbootUrl, type Source } from './upload.ts';
import { uploadAnswerSchema } from '@zhiyuan/shared/schemas/file';

/** The permission that opens every allowed kind and the drive's folders; without it, a picture only. */
const DRIVE_UPLOAD = 'app:file:upload';
const mayUseDrive = async (req: FastifyRequest) => (await req.permissionCodes()).has(DRIVE_UPLOAD);

const base64Body = z
  .strictObject({
    base64: z.string({ error: 'required' }).min(1).max(BASE64_BODY_MAX),
    categoryId: optionalId,
    /** The name to keep (its extension is replaced by the real type's). */
    title: optionalText(255),
  })
  .nullish();

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
        response: { 200: uploadAnswerSchema },
      },
    },
    async (req) => {
      const spooled: string[] = [];
      try {
        return await receive(req, req.body, req.query.detail === true, spooled);
      } finally {
        await Promise.all(spooled.map((f) => fsp.rm(f, { force: true })));
      }
    },
  );

  async function receive(req: FastifyRequest, body: z.infer<typeof base64Body>, detail: boolean, spooled: string[]): Promise<UploadAnswer> {
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
      const folder = await liveFolderOf(app.db, incoming.categoryId, owner.userId);
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
      const row = await insertFile(app.db, {
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
      });
      if (!detail) return xbootUrl(other.domain, app.files.urlOf(row));
      const [view] = await app.files.views([{ ...row, nickname: (await nicknameOf(app.db, owner.userId)) ?? '' }]);
      return view;
    } catch (err) {
      await forget();
      throw err;
    }
  }
};

export default uploadRoutes;
