import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import envelopePlugin, { envelopeResults, successMessage } from '../plugins/envelope.ts';
import { responseSerializer } from './response.ts';

const school = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.union([z.literal('冲'), z.literal('稳')]),
  rank: z.number().nullable(),
  note: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});

/** An /api scope as app.ts builds it: the envelope hook, the response serializer, one route answering `answer`. */
async function appAnswering(answer: unknown, check: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check }));
  await app.register(envelopePlugin);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.addHook('onRoute', envelopeResults);
    api.get('/school', { schema: { response: { 200: z.array(school) } } }, () => answer as z.infer<typeof school>[]);
    api.post('/school', { schema: { response: { 200: school } } }, (req) => {
      successMessage(req, 'settingSaved');
      return (answer as z.infer<typeof school>[])[0];
    });
    api.get('/refused', { schema: { response: { 200: school } } }, () => {
      throw Object.assign(new Error('nope'), { statusCode: 400 });
    });
  };
  await app.register(routes, { prefix: '/api' });
  await app.ready();
  return app;
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const good = [
  { id: '1', name: '北京大学', tier: '冲', rank: 12, note: null },
  { id: '2', name: '清华大学', tier: '稳', rank: null, note: 3 },
];

describe('response schemas (lib/response.ts)', () => {
  it('writes a success by its schema, inside the envelope, with the message the handler chose', async () => {
    app = await appAnswering(good, true);
    const res = await app.inject({ method: 'GET', url: '/api/school' });
    expect(res.json()).toMatchObject({ success: true, code: 200, message: '操作成功', result: good });
    const saved = (await app.inject({ method: 'POST', url: '/api/school' })).json();
    expect(saved, saved.message).toMatchObject({ message: '配置已保存', result: good[0] });
  });

  it('fails a success whose answer has a field the schema lacks, naming the field, when checking (the log names the field)', async () => {
    app = await appAnswering([{ ...good[0], secretNote: 'x' }], true);
    const body = (await app.inject({ method: 'GET', url: '/api/school' })).json();
    expect(body).toMatchObject({ success: false, code: 500, result: null });
  });

  it('fails a value of another type when checking (null where a string is due)', async () => {
    app = await appAnswering([{ ...good[0], name: null }], true);
    expect((await app.inject({ method: 'GET', url: '/api/school' })).json().code).toBe(500);
  });

  it('in production writes the answer as JSON.stringify does, without checking it', async () => {
    const answer = [{ ...good[0], secretNote: 'x' }];
    app = await appAnswering(answer, false);
    const body = (await app.inject({ method: 'GET', url: '/api/school' })).json();
    expect(body).toMatchObject({ success: true, code: 200, result: answer });
  });

  it('sends a refusal through the same route as it is, not by the success schema', async () => {
    app = await appAnswering(good, true);
    const body = (await app.inject({ method: 'GET', url: '/api/refused' })).json();
    expect(body).toMatchObject({ success: false, code: 400, result: null });
  });

  it('shows the whole envelope, with the answer typed, in OpenAPI (the HEAD route does not wrap it twice)', async () => {
    app = await appAnswering(good, true);
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    };
    const schema = doc.paths['/api/school'].get.responses['200'].content['application/json'].schema as {
      properties: { success: unknown; result: { type: string; items: { properties: Record<string, unknown> } } };
    };
    expect(schema.properties.success).toBeDefined();
    expect(schema.properties.result.type).toBe('array');
    expect(Object.keys(schema.properties.result.items.properties)).toEqual(['id', 'name', 'tier', 'rank', 'note']);
    expect((await app.inject({ method: 'HEAD', url: '/api/school' })).statusCode).toBe(200);
  });
});
