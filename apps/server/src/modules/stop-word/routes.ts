import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gte, ilike, inArray, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, type Page, type StopWordView } from '@zhiyuan/shared';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { stopWords } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { idList, idText, optionalText, pageOf, pageQuery, readBack } from '../../lib/schema.ts';
import { cnDay, escapeLike } from '../../lib/query.ts';
import { normalise } from './filter.ts';

const wordFields = z.object({
  title: z.string().trim().min(1).max(50).refine((t) => normalise(t).text.length > 0, 'stopWordEmpty'),
}).strict();
const readOnly = readBack('createBy', 'createTime', 'updateBy', 'updateTime');

const toView = (r: typeof stopWords.$inferSelect): StopWordView => ({
  id: r.id, title: r.title, createBy: r.createBy, createTime: formatDateTime(r.createTime), updateBy: r.updateBy, updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});

/** 敏感词管理 (system settings → stop words): every change rebuilds the filter on every instance. */
const stopWordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stopWord/getByCondition', {
    config: { permission: 'sys:stopWord:view' },
    schema: {
      tags: ['admin:stopWord'], summary: 'Stop words by title and date added, newest first, paged',
      querystring: pageQuery.extend({ title: optionalText(50) }),
    },
  }, async (req) => {
    const q = req.query;
    const where = and(
      q.title ? ilike(stopWords.title, escapeLike(q.title)) : undefined,
      q.startDate ? gte(stopWords.createTime, cnDay(q.startDate, false)) : undefined,
      q.endDate ? lte(stopWords.createTime, cnDay(q.endDate, true)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(stopWords).where(where).orderBy(desc(stopWords.createTime), desc(stopWords.id)).limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
      app.db.select({ total: count() }).from(stopWords).where(where),
    ]);
    const page: Page<StopWordView> = pageOf(rows.map(toView), Number(total), q);
    return ok(req, page);
  });

  const titleFree = async (title: string, selfId?: string) => {
    const [hit] = await app.db.select({ id: stopWords.id }).from(stopWords)
      .where(and(eq(stopWords.title, title), selfId ? ne(stopWords.id, selfId) : undefined)).limit(1);
    if (hit) throw fieldError('title', 'alreadyExists');
  };

  app.post('/stopWord/save', {
    config: { permission: 'sys:stopWord:add' },
    schema: { tags: ['admin:stopWord'], summary: 'Add a stop word', body: wordFields },
  }, async (req) => {
    await titleFree(req.body.title);
    const [row] = await app.db.insert(stopWords).values({ id: newId(), title: req.body.title, createBy: req.auth!.username }).returning();
    await app.stopWords.changed();
    return ok(req, toView(row));
  });

  app.post('/stopWord/edit', {
    config: { permission: 'sys:stopWord:edit' },
    schema: { tags: ['admin:stopWord'], summary: 'Change a stop word', body: wordFields.extend({ id: idText, ...readOnly }).strict() },
  }, async (req) => {
    await titleFree(req.body.title, req.body.id);
    const [row] = await app.db.update(stopWords).set({ title: req.body.title, updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(stopWords.id, req.body.id)).returning();
    if (!row) throw new AppError(404, 'stopWordNotFound');
    await app.stopWords.changed();
    return ok(req, toView(row));
  });

  app.post('/stopWord/delByIds', {
    config: { permission: 'sys:stopWord:delete' },
    schema: { tags: ['admin:stopWord'], summary: 'Delete stop words', body: z.object({ ids: idList }).strict() },
  }, async (req) => {
    await app.db.delete(stopWords).where(inArray(stopWords.id, req.body.ids));
    await app.stopWords.changed();
    return ok(req, null);
  });
};

export default stopWordRoutes;
