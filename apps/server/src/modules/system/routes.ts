import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryStatus } from './delivery-status.ts';
import { storedDataMode } from '../../data/data-mode.ts';
import type { HealthStatus } from '@zhiyuan/shared';
import { healthStatusSchema } from '@zhiyuan/shared/schemas/monitor';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { auth: 'public', rateLimit: false },
      schema: { tags: ['system'], summary: 'Liveness and dependencies', response: { 200: healthStatusSchema } },
    },
    async (): Promise<HealthStatus> => {
      const [, delivery, dataMode] = await Promise.all([app.database.ping(), deliveryStatus(app.settings), storedDataMode(app.db)]);
      return {
        status: 'up',
        database: app.database.kind,
        sharedState: app.state.kind,
        // What the database holds (an import by the CLI elsewhere counts), not this process's DATA_DIR.
        dataMode,
        uptimeSeconds: Math.round(process.uptime()),
        ...delivery,
      };
    },
  );
};

export default systemRoutes;
