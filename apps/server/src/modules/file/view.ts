import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { formBool, idText } from '../../lib/schema.ts';
import { StorageNotFound } from './storage.ts';

/** Types shown in the browser's own viewer; anything else is always a download. */
const INLINE = /^(image\/(jpeg|png|gif|webp|avif)|application\/pdf|video\/|audio\/)/;

const FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** `inline|attachment; filename="<ASCII fallback>"; filename*=UTF-8''<title>` (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(title).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; 'bad' when it cannot be served; null when there is none (or several: the whole file then). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return header.includes(',') ? null : 'bad';
  const [, a, b] = m;
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return 'bad';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/**
 * 查看/下载文件: public, but served only with a valid signature for this id and its link version (the
 * links in FileView, good for 2 to 3 hours, void once the version is raised) or when the file is
 * shared. A share is paused while its owner is disabled (and ends with the owner: a deleted owner's
 * file is never served as shared); re-enabling the owner resumes it. A file in the trash only by
 * its signed link (the trash list shows thumbnails), never as shared. Range requests (video) get 206.
 */
const fileViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/file/view/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['file'],
        summary:
          'The bytes of a file (or its thumbnail with thumb=1) by its signed link (e, s) or, for a shared file, without one; download=1 saves it under its title; Range gives 206',
        params: z.object({ id: idText }),
        querystring: z.object({
          e: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
          s: z.string().max(64).optional(),
          thumb: formBool.optional(),
          download: formBool.optional(),
          /** Marks a shared file's link; ignored (whether a file is shared is the row's). */
          shared: z.string().max(5).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const q = req.query;
      const thumb = q.thumb === true;
      // The owner's status in the same query: a share stops with its owner, and resumes on re-enable.
      const [found] = await app.db
        .select({ row: files, ownerStatus: users.status })
        .from(files)
        .leftJoin(users, eq(users.id, files.ownerId))
        .where(eq(files.id, id))
        .limit(1);
      if (!found) throw new AppError(404, 'fileNotFound');
      const { row } = found;
      const signed = q.e !== undefined && q.s !== undefined && app.files.verify(row, q.e, thumb, q.s);
      // In the trash a file is no longer shared: only the links the server gave its owner (or an
      // admin) in the trash list open it, so the trash can show what is in it.
      if (row.delFlag !== 0 && !signed) throw new AppError(404, 'fileInTrash');
      const shared = row.shared && found.ownerStatus === 0;
      if (!shared && !signed) throw new AppError(403, 'fileLinkInvalid');
      const key = thumb ? row.thumbKey : row.fKey;
      if (!key) throw new AppError(404, 'fileNotFound');

      const type = thumb ? 'image/webp' : row.type;
      const range = thumb ? null : parseRange(req.headers.range, row.size);
      if (range === 'bad') {
        return reply.code(416).header('content-range', `bytes */${row.size}`).header('accept-ranges', 'bytes').send();
      }
      const store = await app.files.at(row.location);
      let object: Awaited<ReturnType<typeof store.get>>;
      try {
        object = await store.get(key, range ?? undefined);
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError(404, 'fileNotFound');
        req.log.error({ err, location: row.location }, 'file view: the store failed');
        throw new AppError(500, 'storageError');
      }
      const inline = !q.download && INLINE.test(type);
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        // The admin's previewer shows a PDF in an <iframe> of our own pages: framing by our origin only,
        // and the browser's PDF viewer (an object) allowed. Nothing served here is HTML, so nothing runs.
        .header('content-security-policy', FILE_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', thumb ? row.title.replace(/\.[^.]+$/, '.webp') : row.title))
        .header('cache-control', shared ? 'public, max-age=300' : 'private, max-age=3600')
        .header('accept-ranges', thumb ? 'none' : 'bytes');
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', object.size);
      }
      return reply.send(object.body);
    },
  );
};

export default fileViewRoutes;
