import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuNodeSchema } from '@zhiyuan/shared/schemas/identity';
import { z } from 'zod';
import { menuTreeFor } from './service.ts';
import permissionAdminRoutes from './admin-routes.ts';

const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(permissionAdminRoutes);
  app.get(
    '/permission/getMenuList',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['permission'],
        summary: "The admin menu tree of the caller's roles, with permTypes per page",
        response: { 200: z.array(menuNodeSchema) },
      },
    },
    (req) => menuTreeFor(app.db, req.auth!.userId),
  );
};

export default permissionRoutes;
