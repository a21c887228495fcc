import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { userViewById } from '../user/view.ts';
import { menuTreeFor, notAllowFor } from './service.ts';
import permissionAdminRoutes from './admin-routes.ts';

const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(permissionAdminRoutes);
  app.get(
    '/permission/getMenuList',
    {
      config: { auth: 'user' },
      schema: { tags: ['permission'], summary: "The admin menu tree of the caller's roles, with permTypes per page" },
    },
    async (req) => ok(req, await menuTreeFor(app.db, req.auth!.userId)),
  );

  app.get(
    '/permission/getUserAndMenuList',
    {
      config: { auth: 'optional' },
      schema: { tags: ['permission'], summary: 'User info, admin menu and the public routes the user may not open (notAllow)' },
    },
    async (req) => {
      if (!req.auth) return ok(req, { user: null, menuList: [], notAllow: [] });
      const [user, menuList, notAllow] = await Promise.all([
        userViewById(app.db, req.auth.userId),
        menuTreeFor(app.db, req.auth.userId),
        notAllowFor(app.db, req.auth.userId),
      ]);
      return ok(req, { user, menuList, notAllow });
    },
  );
};

export default permissionRoutes;
