import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { deliveryStatus } from './delivery-status.ts';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { auth: 'public', rateLimit: false },
    schema: { tags: ['system'], summary: 'Liveness and dependencies' },
  }, async (req) => {
    const [, delivery] = await Promise.all([app.database.ping(), deliveryStatus(app.settings)]);
    return ok(req, {
      status: 'up',
      database: app.database.kind,
      sharedState: app.state.kind,
      dataMode: app.config.DATA_DIR ? 'real' : 'demo',
      uptimeSeconds: Math.round(process.uptime()),
      ...delivery,
    });
  });
};

export default systemRoutes;
