import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.ts';
import { pageQuery } from '../../lib/schema.ts';
import { dataImportService } from './service.ts';

const dataImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dataImportService(app.db, app.config.DATA_DIR);

  app.get('/dataImport/getRuns', {
    config: { permission: 'data:import:view' },
    schema: { tags: ['admin:data'], summary: 'Import history, newest first', querystring: pageQuery },
  }, async (req) => ok(req, await service.runs(req.query)));

  app.get('/dataImport/get/:id', {
    config: { permission: 'data:import:view' },
    schema: { tags: ['admin:data'], summary: 'One import with its per-file summary and unmatched school names', params: z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') }) },
  }, async (req) => ok(req, await service.run(req.params.id)));

  app.get('/dataImport/stats', {
    config: { permission: 'data:import:view' },
    schema: { tags: ['admin:data'], summary: 'What the database holds: totals and rows per province and year' },
  }, async (req) => ok(req, await service.stats()));

  // Public: the site's 数据更新中 notice asks this about once a minute (its request lines go at debug: lib/request-log.ts).
  app.get('/dataImport/status', {
    config: { auth: 'public' },
    schema: { tags: ['system'], summary: 'Whether a data import is running now (the public site shows a notice and reloads its data after it)' },
  }, async (req) => ok(req, await service.publicStatus()));

  app.post('/dataImport/run', {
    config: { permission: 'data:import:run', rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: { tags: ['admin:data'], summary: 'Re-run the import of DATA_DIR in the background; 501 without DATA_DIR' },
  }, async (req) => ok(req, await service.start(req.auth!.username)));
};

export default dataImportRoutes;
