import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { FileView, Page } from '@zhiyuan/shared';
import { files, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { assertCanActOnUsers } from '../../lib/power.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import { formBool, idList, idText, optionalId, optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { StorageNotFound } from './storage.ts';
import { cleanTitle } from './upload.ts';
import { linksRevoked, type FileRow } from './service.ts';

const SORTS = { createTime: files.createTime, updateTime: files.updateTime, title: files.title, size: files.size, type: files.type } as const;

const blankTo = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const conditionQuery = pageQuery.extend({
  title: optionalText(100),
  fKey: optionalText(100),
  /** A MIME type or its start: `image/`, `application/pdf`. */
  type: optionalText(100),
  /** Owner's username (part of it). */
  createBy: optionalText(50),
  delFlag: blankTo(z.coerce.number().pipe(z.union([z.literal(0), z.literal(2)]))),
  location: blankTo(z.enum(['local', 's3'])),
  isCollect: blankTo(formBool),
  categoryId: optionalId,
});

/** The file's title with the new name, ending in the extension of its real type (the key's). */
export const renamedTitle = (row: Pick<FileRow, 'fKey'>, newTitle: string) => cleanTitle(newTitle, /\.([a-z0-9]+)$/.exec(row.fKey)?.[1] ?? '');

/**
 * 文件管理 (sys/oss): every user's files within the caller's data scope. Acting on a file is acting
 * on its owner: refused when the owner holds more power than the caller (lib/power.ts).
 */
const fileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The rows of these ids the caller may act on: within the data scope, owners no stronger. */
  async function targets(req: FastifyRequest, ids: string[]): Promise<FileRow[]> {
    const rows = await app.db.select().from(files).where(and(inArray(files.id, ids), await req.scopeFilter({ owner: files.ownerId })));
    await assertCanActOnUsers(app.db, req.auth!.userId, rows.map((r) => r.ownerId));
    return rows;
  }
  const one = async (req: FastifyRequest, id: string) => {
    const [row] = await targets(req, [id]);
    if (!row) throw new AppError(404, 'fileNotFound');
    return row;
  };
  /** The API shape of one row with its owner's nickname and status (a paused share shows signed links). */
  const viewOf = async (row: FileRow) => {
    const [owner] = await app.db.select({ nickname: users.nickname, status: users.status }).from(users).where(eq(users.id, row.ownerId)).limit(1);
    return (await app.files.views([{ ...row, nickname: owner?.nickname ?? '', ownerStatus: owner?.status ?? null }]))[0];
  };

  app.get('/file/getByCondition', {
    config: { permission: 'sys:file:view' },
    schema: {
      tags: ['admin:file'],
      summary: 'Every user\'s files (within the data scope), with the owner\'s nickname: title, fKey, createBy by part; type by its start (image/); delFlag, location, isCollect, categoryId; startDate/endDate; sort createTime|updateTime|title|size|type',
      querystring: conditionQuery,
    },
  }, async (req) => {
    const q = req.query;
    if (q.sort && !(q.sort in SORTS)) throw fieldError('sort', 'badOption', { options: Object.keys(SORTS).join(', ') });
    const where = and(
      q.title ? ilike(files.title, escapeLike(q.title)) : undefined,
      q.fKey ? ilike(files.fKey, escapeLike(q.fKey)) : undefined,
      // The type by its start: escapeLike's leading % dropped.
      q.type ? ilike(files.type, escapeLike(q.type).slice(1)) : undefined,
      q.createBy ? ilike(files.createBy, escapeLike(q.createBy)) : undefined,
      q.delFlag !== undefined ? eq(files.delFlag, q.delFlag) : undefined,
      q.location ? eq(files.location, q.location) : undefined,
      q.isCollect !== undefined ? eq(files.isCollect, q.isCollect) : undefined,
      q.categoryId ? eq(files.categoryId, q.categoryId) : undefined,
      q.startDate ? gte(files.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(files.createTime, cnDay(q.endDate, true)) : undefined,
      await req.scopeFilter({ owner: files.ownerId }),
    );
    const column = SORTS[(q.sort ?? 'createTime') as keyof typeof SORTS];
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      app.db.select({ file: files, nickname: users.nickname, ownerStatus: users.status }).from(files).leftJoin(users, eq(users.id, files.ownerId))
        .where(where).orderBy(direction(column), desc(files.id)).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(files).where(where),
    ]);
    const page: Page<FileView> = pageOf(await app.files.views(rows.map((r) => ({ ...r.file, nickname: r.nickname, ownerStatus: r.ownerStatus }))), Number(total), q);
    return ok(req, page);
  });

  app.post('/file/rename', {
    config: { permission: 'sys:file:edit' },
    schema: {
      tags: ['admin:file'],
      summary: 'Renames a file (its title; the stored key stays random, so newKey is refused). The real type\'s extension is kept',
      body: z.strictObject({ id: idText, newTitle: z.string({ error: 'required' }).trim().min(1).max(100) }),
    },
  }, async (req) => {
    const row = await one(req, req.body.id);
    const [renamed] = await app.db.update(files).set({ title: renamedTitle(row, req.body.newTitle), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(files.id, row.id)).returning();
    return ok(req, await viewOf(renamed));
  });

  app.post('/file/copy', {
    config: { permission: 'sys:file:edit' },
    schema: { tags: ['admin:file'], summary: 'Copies a file (its object and thumbnail under new keys, in the same store), owned by the same user', body: z.strictObject({ id: idText }) },
  }, async (req) => {
    const row = await one(req, req.body.id);
    let copy: FileRow;
    try {
      copy = await app.files.copyRow(row, { id: row.ownerId, username: row.createBy });
    } catch (err) {
      if (err instanceof StorageNotFound) throw new AppError(404, 'fileNotFound');
      throw err;
    }
    return ok(req, await viewOf(copy));
  });

  app.post('/file/revokeLinks', {
    config: { permission: 'sys:file:edit' },
    schema: {
      tags: ['admin:file'],
      summary: 'Stops every link to a file given so far (signed links, and the plain link of a shared file: sharing is turned off; the owner shares again by hand). Answers the file with fresh links',
      body: z.strictObject({ id: idText }),
    },
  }, async (req) => {
    const row = await one(req, req.body.id);
    const [updated] = await app.db.update(files).set({ ...linksRevoked(), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(files.id, row.id)).returning();
    return ok(req, await viewOf(updated));
  });

  app.post('/file/delete', {
    config: { permission: 'sys:file:delete' },
    schema: { tags: ['admin:file'], summary: 'Deletes files for good (objects, thumbnails and rows); ids comma-joined', body: z.strictObject({ ids: idList }) },
  }, async (req) => {
    const rows = await targets(req, req.body.ids);
    await app.files.purge(rows);
    return ok(req, null);
  });
};

export default fileAdminRoutes;
