import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageQuery } from '../../lib/schema.ts';
import { deleteAll, deleteKeys, info, keyPage, keySize, memory, oneKey, save } from './service.ts';
import { cacheInfoFieldSchema, cacheKeySizeSchema, cacheKeysDeletedSchema, cacheKeyViewSchema, cacheMemorySchema } from '@zhiyuan/shared/schemas/monitor';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/** A key of the store: printable, no spaces, at most 200 characters. */
const key = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'badFormat');
/** The text a listing searches for: no glob characters (it is matched as written). */
const search = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^*?[\]\\]*$/, 'cacheSearchChars')
  .optional();

const langOf = (lang: string) => (lang === 'en-US' ? 'en' : 'zh') as 'zh' | 'en';

/** 缓存监控: XBoot's /redis/* calls on the product's shared state (modules/cache/service.ts). */
const cacheRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/redis/getAllByPage',
    {
      config: { permission: 'sys:redis:view' },
      schema: {
        tags: ['admin:cache'],
        summary: 'Keys containing the text (SCAN), a page of them with value preview, seconds left and namespace',
        querystring: pageQuery.extend({ key: search }),
        response: { 200: pageSchema(cacheKeyViewSchema) },
      },
    },
    async (req) => {
      const { rows, total } = await keyPage(app.state, req.query, langOf(req.lang));
      return pageOf(rows, total, req.query);
    },
  );

  app.get(
    '/redis/getByKey/:key',
    {
      config: { permission: 'sys:redis:view' },
      schema: {
        tags: ['admin:cache'],
        summary: 'One key, its whole value unless it is a secret',
        params: z.object({ key }),
        response: { 200: cacheKeyViewSchema },
      },
    },
    (req) => oneKey(app.state, req.params.key, langOf(req.lang)),
  );

  app.get(
    '/redis/getKeySize',
    {
      config: { permission: 'sys:redis:view' },
      schema: { tags: ['admin:cache'], summary: 'How many keys the store holds, and when it was read', response: { 200: cacheKeySizeSchema } },
    },
    () => keySize(app.state),
  );

  app.get(
    '/redis/getMemory',
    {
      config: { permission: 'sys:redis:view' },
      schema: { tags: ['admin:cache'], summary: 'Memory the store uses (bytes), and when it was read', response: { 200: cacheMemorySchema } },
    },
    () => memory(app.state),
  );

  app.get(
    '/redis/info',
    {
      config: { permission: 'sys:redis:view' },
      schema: {
        tags: ['admin:cache'],
        summary: 'The store’s INFO fields with a description (paths and run id left out)',
        response: { 200: z.array(cacheInfoFieldSchema) },
      },
    },
    () => info(app.state),
  );

  app.post(
    '/redis/save',
    {
      config: { permission: 'sys:redis:add' },
      schema: {
        tags: ['admin:cache'],
        summary: 'Write a key by hand (custom: keys only; seconds to live, 30 days at most by default)',
        body: z
          .object({
            key,
            value: z.string().max(10_000),
            expireTime: z.coerce
              .number()
              .int()
              .min(-1)
              .max(30 * 86400)
              .optional(),
          })
          .strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await save(app.state, req.body);
      return null;
    },
  );

  app.post(
    '/redis/delByKeys',
    {
      config: { permission: 'sys:redis:delete' },
      schema: {
        tags: ['admin:cache'],
        summary: 'Delete keys',
        body: z.object({ keys: z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(key).min(1).max(500)) }),
        response: { 200: cacheKeysDeletedSchema },
      },
    },
    (req) => deleteKeys(app.state, req.body.keys),
  );

  app.post(
    '/redis/delAll',
    {
      config: { permission: 'sys:redis:clear' },
      schema: {
        tags: ['admin:cache'],
        summary: 'Clear one namespace, or every key of the product, after typing its name (or 全部 / ALL); never the rest of a shared Redis',
        body: z.object({ namespace: z.string().trim().max(50).optional(), confirm: z.string().max(50).optional() }).strict(),
        response: { 200: cacheKeysDeletedSchema },
      },
    },
    (req) => deleteAll(app.state, req.body),
  );
};

export default cacheRoutes;
