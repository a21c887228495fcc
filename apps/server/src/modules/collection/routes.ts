import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refId } from '../reference/fields.ts';
import { collectionItemSchema, collectionToggleSchema } from '@zhiyuan/shared/schemas/reference';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const kindField = z.enum(['school', 'major']);

const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const collections = app.collections;

  app.post(
    '/professionCollection/saveOrDelete',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['collection'],
        summary: 'Save a school or major for the logged-in user, or remove it when already saved; answers { saved }',
        body: z.object({ kind: kindField, targetId: refId }),
        response: { 200: collectionToggleSchema },
      },
    },
    (req) => collections.toggle(req.auth!.userId, req.body.kind, req.body.targetId),
  );

  app.get(
    '/professionCollection/getMine',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['collection'],
        summary: "The logged-in user's saved schools and majors (one kind or both), newest first",
        querystring: z.object({ kind: z.preprocess(blank, kindField.optional()) }),
        response: { 200: z.array(collectionItemSchema) },
      },
    },
    (req) => collections.list(req.auth!.userId, req.query.kind),
  );
};

export default collectionRoutes;
