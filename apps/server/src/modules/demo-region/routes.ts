import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { demoRegionViewSchema } from '@zhiyuan/shared/schemas/demo-region';
import { blankFormValue, formBool, idList, idText, optionalId, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { addDemoRegion, childrenOf, editDemoRegion, getDemoRegion, listDemoRegions, removeDemoRegions } from './service.ts';

/** A number, also as the text a form posts. */
const formNumber = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite());

/** Permission codes: seed them with the screen's menu entry (db/seed-data.ts). */
const CODES = { view: 'demoRegion:view', add: 'demoRegion:add', edit: 'demoRegion:edit', delete: 'demoRegion:delete' } as const;
const tags = ['admin:demoRegion'];

/** What add takes; edit changes the editable ones. */
const fields = {
  title: z.string({ error: 'required' }).trim().min(1).max(255),
  code: z.string({ error: 'required' }).trim().min(1).max(255),
  sortOrder: z.preprocess(blankFormValue, formNumber.optional()),
  enabled: formBool,
};
/** What edit takes back from the record it read and leaves as it is. */
const readOnly = readBack('code', 'isParent', 'createBy', 'createTime', 'updateBy', 'updateTime');

/**
 * demoRegion (代码生成, 树形). Register it in app.ts's list of routes; the admin screen is
 * pages/demo-region (pages/registry.ts: 'demo-region').
 */
const demoRegionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demoRegion/getByCondition',
    {
      config: { permission: CODES.view },
      schema: {
        tags,
        summary: 'demoRegion: records by the search fields, paged',
        querystring: pageQuery.extend({
          title: optionalText(255),
          sort: z.preprocess(blankFormValue, z.enum(['sortOrder']).optional()),
          parentId: optionalId,
        }),
        response: { 200: pageSchema(demoRegionViewSchema) },
      },
    },
    async (req) => await listDemoRegions(app.db, req.query),
  );

  app.get(
    '/demoRegion/get/:id',
    {
      config: { permission: CODES.view },
      schema: { tags, summary: 'demoRegion: one record', params: z.object({ id: idText }), response: { 200: demoRegionViewSchema } },
    },
    async (req) => await getDemoRegion(app.db, req.params.id),
  );

  app.get(
    '/demoRegion/getByParentId/:parentId',
    {
      config: { permission: CODES.view },
      schema: {
        tags,
        summary: "demoRegion: the children of a node, in order ('0': the roots)",
        params: z.object({ parentId: idText }),
        response: { 200: z.array(demoRegionViewSchema) },
      },
    },
    async (req) => await childrenOf(app.db, req.params.parentId),
  );

  app.post(
    '/demoRegion/add',
    {
      config: { permission: CODES.add },
      schema: {
        tags,
        summary: 'demoRegion: add a record',
        body: z.object({ ...fields, parentId: optionalId }).strict(),
        response: { 200: demoRegionViewSchema },
      },
    },
    async (req) => await addDemoRegion(app.db, req.body, req.auth!.username),
  );

  app.post(
    '/demoRegion/edit',
    {
      config: { permission: CODES.edit },
      schema: {
        tags,
        summary: 'demoRegion: change a record',
        body: z.object({ id: idText, title: fields.title, sortOrder: fields.sortOrder, enabled: fields.enabled, parentId: optionalId, ...readOnly }).strict(),
        response: { 200: demoRegionViewSchema },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      return await editDemoRegion(app.db, id, body, req.auth!.username);
    },
  );

  app.post(
    '/demoRegion/delByIds',
    {
      config: { permission: CODES.delete },
      schema: { tags, summary: 'demoRegion: delete records and everything under them', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await removeDemoRegions(app.db, req.body.ids);
      return null;
    },
  );
};

export default demoRegionRoutes;
