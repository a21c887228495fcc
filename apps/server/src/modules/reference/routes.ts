import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceService } from './service.ts';
import { referenceFiltersSchema } from '@zhiyuan/shared/schemas/reference';

const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = referenceService(app.db);

  app.get(
    '/reference/filters',
    {
      config: { auth: 'public', cache: 'reference' },
      schema: {
        tags: ['school'],
        summary:
          'What the search pages can filter by, as present in the data: institution levels, types, tags (985, 211, 双一流 first) and provinces with counts; provinces with admission data; major catalog levels. Cached for a minute.',
        response: { 200: referenceFiltersSchema },
      },
    },
    () => reference.filters(),
  );
};

export default referenceRoutes;
