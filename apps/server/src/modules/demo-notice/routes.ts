import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { demoNoticeViewSchema } from '@zhiyuan/shared/schemas/demo-notice';
import { blankFormValue, dateOnly, formBool, idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { addDemoNotice, editDemoNotice, getDemoNotice, listDemoNotices, removeDemoNotices } from './service.ts';

/** A number, also as the text a form posts. */
const formNumber = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite());

/** Permission codes: seed them with the screen's menu entry (db/seed-data.ts). */
const CODES = { view: 'demoNotice:view', add: 'demoNotice:add', edit: 'demoNotice:edit', delete: 'demoNotice:delete' } as const;
const tags = ['admin:demoNotice'];

/** What add takes and edit changes. */
const fields = {
  title: z.string({ error: 'required' }).trim().min(1).max(255),
  audience: optionalText(100),
  views: z.preprocess(blankFormValue, formNumber.optional()),
  pinned: formBool,
  publishDate: dateOnly,
  content: optionalText(5000),
};
/** What edit takes back from the record it read and leaves as it is. */
const readOnly = readBack('createBy', 'createTime', 'updateBy', 'updateTime');

/**
 * demoNotice (代码生成, 表格). Register it in app.ts's list of routes; the admin screen is
 * pages/demo-notice (pages/registry.ts: 'demo-notice').
 */
const demoNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demoNotice/getByCondition',
    {
      config: { permission: CODES.view },
      schema: {
        tags,
        summary: 'demoNotice: records by the search fields, paged',
        querystring: pageQuery.extend({
          title: optionalText(255),
          audience: optionalText(100),
          publishDateStart: dateOnly,
          publishDateEnd: dateOnly,
          sort: z.preprocess(blankFormValue, z.enum(['title', 'views']).optional()),
        }),
        response: { 200: pageSchema(demoNoticeViewSchema) },
      },
    },
    async (req) => await listDemoNotices(app.db, req.query),
  );

  app.get(
    '/demoNotice/get/:id',
    {
      config: { permission: CODES.view },
      schema: { tags, summary: 'demoNotice: one record', params: z.object({ id: idText }), response: { 200: demoNoticeViewSchema } },
    },
    async (req) => await getDemoNotice(app.db, req.params.id),
  );

  app.post(
    '/demoNotice/add',
    {
      config: { permission: CODES.add },
      schema: { tags, summary: 'demoNotice: add a record', body: z.object({ ...fields }).strict(), response: { 200: demoNoticeViewSchema } },
    },
    async (req) => await addDemoNotice(app.db, req.body, req.auth!.username),
  );

  app.post(
    '/demoNotice/edit',
    {
      config: { permission: CODES.edit },
      schema: {
        tags,
        summary: 'demoNotice: change a record',
        body: z.object({ id: idText, ...fields, ...readOnly }).strict(),
        response: { 200: demoNoticeViewSchema },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      return await editDemoNotice(app.db, id, body, req.auth!.username);
    },
  );

  app.post(
    '/demoNotice/delByIds',
    {
      config: { permission: CODES.delete },
      schema: { tags, summary: 'demoNotice: delete records', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await removeDemoNotices(app.db, req.body.ids);
      return null;
    },
  );
};

export default demoNoticeRoutes;
