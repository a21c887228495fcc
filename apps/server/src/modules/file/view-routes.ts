import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { formBool, idText } from '../../lib/schema.ts';
import { fileWithOwnerStatus } from './repo.ts';
import { StorageNotFound } from './storage.ts';
import { contentDisposition, FILE_CSP, INLINE, parseRange } from './view.ts';

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
      const found = await fileWithOwnerStatus(app.db, id);
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
