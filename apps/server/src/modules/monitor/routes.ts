import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LivenessView, ReadinessView } from '@zhiyuan/shared';
import { envelope } from '../../plugins/envelope.ts';
import { t } from '../../lib/i18n.ts';
import { randomBytes } from 'node:crypto';
import { actuator, authorizeScrape, MONITOR_PERMISSION, readiness, scrape, serverStatus } from './service.ts';
import { serverSampler } from './sampler.ts';
import { actuatorViewSchema, livenessViewSchema, readinessViewSchema, serverStatusSchema } from '@zhiyuan/shared/schemas/monitor';

import serverPackage from '../../../package.json' with { type: 'json' };

/** The version the server reports (apps/server/package.json). */
const VERSION = serverPackage.version;

/**
 * Probes and metrics (issue 32 item 3). `/health/live` and `/health/ready` are public and terse
 * (a load balancer or an orchestrator asks them); `/metrics` is Prometheus text for a scraper with
 * the METRICS_TOKEN bearer token or a signed-in user with the 服务监控 permission, never public.
 */
const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  // This instance's name among several (a new one at each start) and its readings of itself.
  const instanceId = randomBytes(4).toString('hex');
  const sampler = serverSampler({ pingDatabase: () => app.database.ping(), readState: () => app.state.get('zy:monitor:probe') });
  app.addHook('onReady', async () => sampler.start());
  app.addHook('onClose', async () => sampler.stop());

  app.get(
    '/monitor/server',
    {
      config: { permission: MONITOR_PERMISSION },
      schema: {
        tags: ['admin:monitor'],
        summary: '服务监控: this instance now and over the last hour (CPU, memory, event loop, database, shared state)',
        response: { 200: serverStatusSchema },
      },
    },
    () => serverStatus({ sampler, instanceId, version: VERSION, database: app.database, sharedState: app.state.kind, jobs: () => app.jobQueue.counts() }),
  );

  app.get(
    '/monitor/metrics',
    {
      config: { permission: 'sys:actuator:view' },
      schema: {
        tags: ['admin:monitor'],
        summary: 'Actuator监控: this instance and its metrics as JSON (histogram buckets left out); never the environment or a heap dump',
        response: { 200: actuatorViewSchema },
      },
    },
    () => actuator({ instanceId, version: VERSION }),
  );

  app.get(
    '/health/live',
    {
      config: { auth: 'public', rateLimit: false },
      schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: livenessViewSchema } },
    },
    async (): Promise<LivenessView> => ({ status: 'up' }),
  );

  app.get(
    '/health/ready',
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, shared state and file store answer (HTTP 503 when one does not)',
        response: { 200: readinessViewSchema },
      },
    },
    async (req, reply): Promise<ReadinessView | undefined> => {
      const { ready, checks } = await readiness({ pingDatabase: () => app.database.ping(), state: app.state, storage: () => app.files.active() });
      if (ready) return { status: 'up', checks };
      // Down: HTTP 503 with its own envelope (code 503, the same shape as its result), outside the 200's answer schema.
      const down: ReadinessView = { status: 'down', checks };
      (reply as FastifyReply).code(503).send(envelope(down, t(req.lang, 'notReady'), 503));
      return undefined;
    },
  );

  app.get(
    '/metrics',
    {
      // 'optional': a scraper brings no session, only its bearer token; the service decides.
      config: { auth: 'optional', rateLimit: false, envelope: false },
      schema: { tags: ['system'], summary: `Prometheus metrics (bearer METRICS_TOKEN or the ${MONITOR_PERMISSION} permission)` },
    },
    async (req, reply) => {
      await authorizeScrape({
        authorization: req.headers.authorization,
        token: app.config.METRICS_TOKEN,
        signedIn: Boolean(req.auth),
        holds: async () => (await req.permissionCodes()).has(MONITOR_PERMISSION),
      });
      const { contentType, text } = await scrape();
      reply.header('cache-control', 'no-store').type(contentType);
      return text;
    },
  );
};

export default monitorRoutes;
