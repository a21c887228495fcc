import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idText, optionalText, pageQuery, readBack } from '../../lib/schema.ts';
import { stopWordViewSchema } from '@zhiyuan/shared/schemas/chat';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { normalise } from './filter.ts';
import { addStopWord, editStopWord, listStopWords, removeStopWords } from './service.ts';

const wordFields = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .refine((t) => normalise(t).text.length > 0, 'stopWordEmpty'),
  })
  .strict();
const readOnly = readBack('createBy', 'createTime', 'updateBy', 'updateTime');

/** 敏感词管理 (system settings → stop words): every change rebuilds the filter on every instance. */
const stopWordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stopWord/getByCondition',
    {
      config: { permission: 'sys:stopWord:view' },
      schema: {
        tags: ['admin:stopWord'],
        summary: 'Stop words by title and date added, newest first, paged',
        querystring: pageQuery.extend({ title: optionalText(50) }),
        response: { 200: pageSchema(stopWordViewSchema) },
      },
    },
    async (req) => {
      return await listStopWords(app.db, req.query);
    },
  );

  app.post(
    '/stopWord/save',
    {
      config: { permission: 'sys:stopWord:add' },
      schema: { tags: ['admin:stopWord'], summary: 'Add a stop word', body: wordFields, response: { 200: stopWordViewSchema } },
    },
    async (req) => {
      return await addStopWord(app.db, app.stopWords, req.body.title, req.auth!.username);
    },
  );

  app.post(
    '/stopWord/edit',
    {
      config: { permission: 'sys:stopWord:edit' },
      schema: {
        tags: ['admin:stopWord'],
        summary: 'Change a stop word',
        body: wordFields.extend({ id: idText, ...readOnly }).strict(),
        response: { 200: stopWordViewSchema },
      },
    },
    async (req) => {
      return await editStopWord(app.db, app.stopWords, req.body.id, req.body.title, req.auth!.username);
    },
  );

  app.post(
    '/stopWord/delByIds',
    {
      config: { permission: 'sys:stopWord:delete' },
      schema: { tags: ['admin:stopWord'], summary: 'Delete stop words', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await removeStopWords(app.db, app.stopWords, req.body.ids);
      return null;
    },
  );
};

export default stopWordRoutes;
