import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formInt } from '../../lib/schema.ts';
import { dashboardStats } from './service.ts';
import { dashboardStatsSchema } from '@zhiyuan/shared/schemas/admin';

/** 首页: counts and per-day trends from the real tables. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    {
      config: { permission: 'home:view' },
      schema: {
        tags: ['admin:dashboard'],
        summary: 'Counts and per-day trends for the home dashboard',
        querystring: z.object({ days: formInt(7, 90).optional() }),
        response: { 200: dashboardStatsSchema },
      },
    },
    (req) => dashboardStats(app.db, req.query.days ?? 30),
  );
};

export default dashboardRoutes;
