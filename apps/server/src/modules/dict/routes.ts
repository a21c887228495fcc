import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formInt, idList, optionalId, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { dictDataViewSchema, dictViewSchema } from '@zhiyuan/shared/contracts/admin';
import { dictItemSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { deleteDictData, deleteDicts } from './repo.ts';
import { addDict, addDictData, allDicts, dictDataPage, editDict, editDictData, entriesOfType, searchDicts } from './service.ts';

const id = z.string().regex(/^\d{1,20}$/, 'badFormat');
const dictFields = z
  .object({
    title: z.string().trim().min(1).max(50),
    type: z
      .string()
      .trim()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,49}$/, 'dictTypeRule'),
    description: optionalText(200),
    sortOrder: formInt(-100000, 100000).optional(),
  })
  .strict();
/** Read-only parts of the views: taken back and ignored, so a client may post back what it read. */
const readOnly = readBack('createTime', 'updateTime');
const dataFields = z
  .object({
    dictId: id,
    title: z.string().trim().min(1).max(50),
    value: z.string().trim().min(1).max(100),
    status: formInt(-1, 0).optional(),
    sortOrder: formInt(-100000, 100000).optional(),
    description: optionalText(200),
  })
  .strict();

/** 数据字典: dictionaries and their entries; getByType is public (the sites' dict store). */
const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dictData/getByType/:type',
    {
      config: { auth: 'public', cache: 'content' },
      schema: {
        tags: ['dict'],
        summary: 'Enabled entries of a dictionary, in order',
        params: z.object({ type: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,49}$/, 'badFormat') }),
        response: { 200: z.array(dictItemSchema) },
      },
    },
    (req) => entriesOfType(app.db, req.params.type),
  );

  app.get(
    '/dict/getAll',
    {
      config: { permission: 'sys:dict:view' },
      schema: { tags: ['admin:dict'], summary: 'All dictionaries', response: { 200: z.array(dictViewSchema) } },
    },
    () => allDicts(app.db),
  );

  app.get(
    '/dict/search',
    {
      config: { permission: 'sys:dict:view' },
      schema: {
        tags: ['admin:dict'],
        summary: 'Dictionaries whose title or type contains the text',
        querystring: z.object({ key: z.string().trim().min(1).max(50) }),
        response: { 200: z.array(dictViewSchema) },
      },
    },
    (req) => searchDicts(app.db, req.query.key),
  );

  app.post(
    '/dict/add',
    {
      config: { permission: 'sys:dict:add' },
      // XBoot's client adds from the form it last edited (dictManage.vue: resetFields keeps the read
      // times), so the read-only times are taken back here too.
      schema: { tags: ['admin:dict'], summary: 'Add a dictionary', body: dictFields.extend(readOnly).strict(), response: { 200: dictViewSchema } },
    },
    (req) => addDict(app.db, req.body),
  );

  app.post(
    '/dict/edit',
    {
      config: { permission: 'sys:dict:edit' },
      schema: { tags: ['admin:dict'], summary: 'Edit a dictionary', body: dictFields.extend({ id, ...readOnly }).strict(), response: { 200: dictViewSchema } },
    },
    (req) => editDict(app.db, req.body.id, req.body),
  );

  app.post(
    '/dict/delByIds',
    {
      config: { permission: 'sys:dict:delete' },
      schema: { tags: ['admin:dict'], summary: 'Delete dictionaries with their entries', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteDicts(app.db, req.body.ids);
      return null;
    },
  );

  app.get(
    '/dictData/getByCondition',
    {
      config: { permission: 'sys:dict:view' },
      schema: {
        tags: ['admin:dict'],
        summary: 'Entries of dictionaries, filtered and paged',
        querystring: pageQuery.extend({
          dictId: optionalId,
          title: optionalText(50),
          status: z.preprocess((v) => (v === '' ? undefined : v), formInt(-1, 0).optional()),
        }),
        response: { 200: pageSchema(dictDataViewSchema) },
      },
    },
    (req) => dictDataPage(app.db, req.query),
  );

  app.post(
    '/dictData/add',
    {
      config: { permission: 'sys:dict:add' },
      schema: { tags: ['admin:dict'], summary: 'Add a dictionary entry', body: dataFields.extend(readOnly).strict(), response: { 200: dictDataViewSchema } },
    },
    (req) => addDictData(app.db, req.body),
  );

  app.post(
    '/dictData/edit',
    {
      config: { permission: 'sys:dict:edit' },
      schema: {
        tags: ['admin:dict'],
        summary: 'Edit a dictionary entry',
        body: dataFields.extend({ id, ...readOnly }).strict(),
        response: { 200: dictDataViewSchema },
      },
    },
    (req) => editDictData(app.db, req.body.id, req.body),
  );

  app.post(
    '/dictData/delByIds',
    {
      config: { permission: 'sys:dict:delete' },
      schema: { tags: ['admin:dict'], summary: 'Delete dictionary entries', body: z.object({ ids: idList }), response: { 200: z.null() } },
    },
    async (req) => {
      await deleteDictData(app.db, req.body.ids);
      return null;
    },
  );
};

export default dictRoutes;
