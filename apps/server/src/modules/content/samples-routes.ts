import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SampleKind } from '@zhiyuan/shared';
import { idList, pageQuery } from '../../lib/schema.ts';
import { SAMPLE_CODES, SAMPLE_KINDS, samplesService } from './samples.ts';
import { contentDeletedSchema, sampleRowSchema, samplesMarkedRealSchema, sampleSummarySchema } from '@zhiyuan/shared/schemas/content';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const listQuery = pageQuery.extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SAMPLE_KINDS as [SampleKind, ...SampleKind[]]).optional()),
});

/** 示例内容's calls (samples.ts). */
const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin:content'];
  const samples = samplesService(app.db);

  app.get(
    '/content/admin/samples/summary',
    {
      config: { permission: SAMPLE_CODES.view },
      schema: {
        tags,
        summary: '示例内容: how many sample rows are left, in total and by kind (content kinds and contact)',
        response: { 200: sampleSummarySchema },
      },
    },
    () => samples.summary(),
  );

  app.get(
    '/content/admin/samples/list',
    {
      config: { permission: SAMPLE_CODES.view },
      schema: {
        tags,
        summary: '示例内容: the sample rows (content items and contacts), kind optional; content first in kind order, then contacts; paged',
        querystring: listQuery,
        response: { 200: pageSchema(sampleRowSchema) },
      },
    },
    (req) => samples.list(req.query),
  );

  app.post(
    '/content/admin/samples/remove',
    {
      config: { permission: SAMPLE_CODES.delete },
      schema: {
        tags,
        summary:
          '示例内容: delete sample rows by id (content items and contacts; a course takes its lessons); ids that are not samples are left alone → { deleted }',
        body: z.object({ ids: idList }).strict(),
        response: { 200: contentDeletedSchema },
      },
    },
    (req) => samples.remove(req.body.ids),
  );

  app.post(
    '/content/admin/samples/markReal',
    {
      config: { permission: SAMPLE_CODES.edit },
      schema: {
        tags,
        summary: '示例内容: keep sample rows as real content (the 示例 mark is cleared, the rows stay as they are) → { updated }',
        body: z.object({ ids: idList }).strict(),
        response: { 200: samplesMarkedRealSchema },
      },
    },
    (req) => samples.markReal(req.body.ids, req.auth!.username),
  );
};

export default sampleRoutes;
